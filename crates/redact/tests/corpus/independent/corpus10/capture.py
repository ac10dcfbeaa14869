#!/usr/bin/env python3
"""Run real software on this machine with planted synthetic values and store
raw outputs under captured/.  generate.py reads only captured/.

Software used: redis-server 7 (127.0.0.1:6379) via a raw RESP socket client and
redis-cli; MariaDB 10.11 (127.0.0.1:3306, root) via the mariadb CLI; psql 15;
curl 7.88 against a local Python http.server; Python http.client / urllib /
logging / traceback / smtplib; git 2.47; OpenSSL 3.0; ssh-keygen; node 20.

Everything that is changed on the servers is put back afterwards (logs, slowlog
threshold, test users, test database, keys).  Planted values are generated with
a fixed seed and written to captured/planted.json.
"""
import json
import os
import random
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import synthlib as S  # noqa: E402

OUT = os.path.join(HERE, "captured")
os.makedirs(OUT, exist_ok=True)
r = random.Random(1010_2025)

P = {}  # planted values
P["pod"] = "checkout-api-7d9f8b6c5-x2lqp"
P["sid"] = S.hexs(r, 32)
P["csrf"] = S.b64url(r, 24)
P["jp_email"] = "tanaka.mei@mail.example.net"
P["pl_name"] = "Zofia Wiśniewska"
P["pl_phone"] = "512 345 678"
P["pl_pesel"] = S.pl_pesel(r, 91, 4, 17)
P["pl_iban"] = S.iban(r, "PL")
P["refresh"] = S.b64url(r, 32)
P["stripe"] = S.stripe_short(r, "rk_live_") + S.pick(r, S.ALNUM, 75)
P["reset_tok"] = S.b64url(r, 32)
P["reset_email"] = "o.dubois@example.org"
P["otp"] = "%06d" % r.randrange(10**6)
P["acl_user"] = "corpus10_app"
P["acl_pw"] = S.password(r, 18)
P["bad_user"] = "svc-reporting"
P["bad_pw"] = S.password(r, 16)
P["welcome_to"] = "k.nakamura@example.org"
P["welcome_name"] = "中村 健太"
P["redis_cli_pw"] = S.password(r, 14)

# MariaDB
P["db_report_pw"] = S.password(r, 16)
P["db_etl_pw"] = S.password(r, 20)
P["db_wrong_pw"] = S.human_password(r)
P["customers"] = [
    {"name": "Ана Петровић", "email": "ana.petrovic@example.org", "phone": "064 123 4567",
     "nat_id": S.rs_jmbg(r, "0211988"), "iban": S.iban(r, "DE"), "city": "Beograd"},
    {"name": "Mehmet Yılmaz", "email": "m.yilmaz@example.com", "phone": "0532 481 27 90",
     "nat_id": S.tr_tckn(r), "iban": S.iban(r, "TR"), "city": "İzmir"},
    {"name": "Λεωνίδας Παπαδόπουλος", "email": "leonidas.p@example.net", "phone": "694 123 4567",
     "nat_id": S.gr_amka(r, "120383"), "iban": S.iban(r, "GR"), "city": "Θεσσαλονίκη"},
    {"name": "Beatriz Carvalho", "email": "bia.carvalho@example.com", "phone": "(21) 98765-4321",
     "nat_id": S.br_cpf(r), "iban": S.iban(r, "BR"), "city": "Niterói"},
]
P["api_token_db"] = S.github_token(r, "ghs_")
P["card_db"] = S.card(r, "mc")
P["proc_token"] = S.b64url(r, 30)
P["proc_email"] = "l.fontaine@example.net"

# psql / http / python
P["pg_pw"] = S.pick(r, S.ALNUM, 20)
P["pg_pw_bad"] = "0kRC68@iUStf7=?RlG7V"
P["pg_host"] = "pg-billing-02.db.internal.example.net"
P["pg_pw2"] = S.password(r, 12)
P["basic_user"] = "ana.souza"
P["basic_pw"] = S.human_password(r)
P["jwt"] = S.jwt(r, {"sub": "u_5581203", "email": "ana.souza@example.com", "iat": 1741600000,
                     "exp": 1741603600, "scope": "orders:read"})
P["http_sid"] = S.hexs(r, 40)
P["client_id"] = "ledger-sync"
P["client_secret"] = S.b64url(r, 32)
P["srv_access"] = S.b64url(r, 36)
P["api_key"] = "sk_test_" + S.pick(r, S.ALNUM, 24)
P["xreq"] = S.uuid4(r)
P["py_dsn_pw"] = S.password(r, 16)
P["py_user_email"] = "jaana.virtanen@example.org"
P["py_ip"] = "10.44.7.19"
P["tb_key"] = S.sendgrid_key(r)
P["tb_card"] = S.card(r, "visa")
P["smtp_user"] = "noreply@mailer.example.com"
P["smtp_pw"] = S.password(r, 16)
P["smtp_to"] = "ji-woo.kim@example.net"

# git / openssl / ssh / node
P["git_name"] = "Ingrid Størdal"
P["git_email"] = "ingrid.stordal@example.org"
P["git_token"] = S.gitlab_pat(r)
P["git_hdr"] = S.github_token(r, "ghp_")
P["cert_cn"] = "pay-gw-03.corp.example.net"
P["cert_email"] = "pki-admin@example.net"
P["passwd_pw"] = S.password(r, 14)
P["enc_pw"] = S.password(r, 18)
P["ssh_comment"] = "deploy@ci-runner-12.build.example.org"
P["node_pw"] = S.pick(r, S.ALNUM, 15)
P["node_pw_bad"] = "s9-w#XLw.73Xtz="
P["node_token"] = S.npm_token(r)


def w(name, text):
    with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
        f.write(text)


def run(cmd, **kw):
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=60, **kw)
    return p.stdout, p.stderr, p.returncode


# ------------------------------------------------------------------- redis
class Resp:
    def __init__(self):
        self.s = socket.create_connection(("127.0.0.1", 6379))
        self.f = self.s.makefile("rb")

    def cmd(self, *args):
        out = b"*%d\r\n" % len(args)
        for a in args:
            a = a.encode() if isinstance(a, str) else a
            out += b"$%d\r\n%s\r\n" % (len(a), a)
        self.s.sendall(out)
        return self.read()

    def read(self):
        line = self.f.readline().rstrip(b"\r\n")
        t, rest = line[:1], line[1:]
        if t in (b"+", b"-", b":"):
            return line.decode()
        if t == b"$":
            n = int(rest)
            if n < 0:
                return None
            data = self.f.read(n + 2)[:-2]
            return data.decode()
        if t == b"*":
            return [self.read() for _ in range(int(rest))]
        return line.decode()


def redis_capture():
    rc = ["redis-cli", "-h", "127.0.0.1", "-p", "6379"]
    old_slow = run(rc + ["CONFIG", "GET", "slowlog-log-slower-than"])[0].split()[1]
    slow_len0 = int(run(rc + ["SLOWLOG", "LEN"])[0].strip())
    acl_len0 = len([x for x in run(rc + ["ACL", "LOG"])[0].splitlines() if x.strip()])
    run(rc + ["CONFIG", "SET", "slowlog-log-slower-than", "0"])
    monf = open(os.path.join(OUT, "redis_monitor.txt"), "w")
    mon = subprocess.Popen(rc + ["MONITOR"], stdout=monf, stderr=subprocess.STDOUT)
    time.sleep(0.7)
    c = Resp()
    log = []
    sess = json.dumps({"uid": 48213, "email": P["jp_email"], "csrf": P["csrf"], "roles": ["buyer"]})
    cmds = [
        ("CLIENT", "SETNAME", P["pod"]),
        ("SET", "sess:" + P["sid"], sess, "EX", "300"),
        ("HSET", "customer:88412", "name", P["pl_name"], "phone", P["pl_phone"],
         "pesel", P["pl_pesel"], "iban", P["pl_iban"]),
        ("SET", "oauth:refresh:88412", P["refresh"], "EX", "600"),
        ("EVAL", "return redis.call('SET', KEYS[1], ARGV[1])", "1", "cfg:stripe:restricted_key", P["stripe"]),
        ("PUBLISH", "password-reset", json.dumps({"to": P["reset_email"],
                                                   "link": "https://app.example.com/reset?token=" + P["reset_tok"]})),
        ("SETEX", "otp:login:88412", "120", P["otp"]),
        ("LPUSH", "jobs:mail", json.dumps({"template": "welcome", "to": P["welcome_to"],
                                           "name": P["welcome_name"], "locale": "ja-JP"})),
        ("AUTH", P["bad_user"], P["bad_pw"]),
        ("ACL", "SETUSER", P["acl_user"], "on", ">" + P["acl_pw"], "~cache:*", "+get", "+set"),
        ("GET", "sess:" + P["sid"]),
        ("HGETALL", "customer:88412"),
        ("OBJECT", "ENCODING", "customer:88412"),
        ("TTL", "otp:login:88412"),
    ]
    for cm in cmds:
        log.append({"cmd": list(cm), "reply": c.cmd(*cm)})
    time.sleep(0.3)
    w("redis_client_list.txt", run(rc + ["CLIENT", "LIST"])[0])
    w("redis_acl_log.txt", run(rc + ["ACL", "LOG"])[0])
    w("redis_slowlog.txt", run(rc + ["SLOWLOG", "GET", "40"])[0])
    w("redis_hgetall.txt", run(rc + ["HGETALL", "customer:88412"])[0])
    # redis-cli with a password on the command line (default user has nopass)
    o, e, code = run(rc + ["-a", P["redis_cli_pw"], "PING"])
    w("redis_cli_dash_a.txt", json.dumps({"argv": rc + ["-a", P["redis_cli_pw"], "PING"], "stdout": o,
                                          "stderr": e, "rc": code}, ensure_ascii=False))
    o, e, code = run(rc + ["--user", P["acl_user"], "--pass", P["acl_pw"], "--no-auth-warning", "GET", "sess:x"])
    w("redis_cli_user.txt", json.dumps({"argv": rc + ["--user", P["acl_user"], "--pass", P["acl_pw"],
                                                      "--no-auth-warning", "GET", "sess:x"],
                                        "stdout": o, "stderr": e, "rc": code}, ensure_ascii=False))
    time.sleep(0.3)
    mon.terminate()
    mon.wait()
    monf.close()
    w("redis_replies.json", json.dumps(log, ensure_ascii=False, indent=1))
    # cleanup
    c.cmd("DEL", "sess:" + P["sid"], "customer:88412", "oauth:refresh:88412", "cfg:stripe:restricted_key",
          "otp:login:88412", "jobs:mail")
    c.cmd("ACL", "DELUSER", P["acl_user"])
    c.s.close()
    run(rc + ["CONFIG", "SET", "slowlog-log-slower-than", old_slow])
    if slow_len0 == 0:
        run(rc + ["SLOWLOG", "RESET"])
    if acl_len0 == 0:
        run(rc + ["ACL", "LOG", "RESET"])


# ------------------------------------------------------------------ mariadb
def maria(sql, user="root", pw=None, batch=True, extra=()):
    cmd = ["mariadb", "-h127.0.0.1", "-P3306", "-u" + user]
    if pw is not None:
        cmd.append("-p" + pw)
    if batch:
        cmd.append("-B")
    cmd += list(extra)
    cmd += ["-e", sql]
    return run(cmd)


def mariadb_capture():
    g0 = maria("SELECT @@global.general_log, @@global.log_output, @@global.slow_query_log")[0].splitlines()[1].split("\t")
    cnt_g = maria("SELECT COUNT(*) FROM mysql.general_log")[0].splitlines()[1]
    cnt_s = maria("SELECT COUNT(*) FROM mysql.slow_log")[0].splitlines()[1]
    maria("SET GLOBAL log_output='TABLE'; SET GLOBAL general_log='ON'; SET GLOBAL slow_query_log='ON'")
    cu = P["customers"]
    rows = ",\n".join(
        "('%s','%s','%s','%s','%s','%s')" % (x["name"], x["email"], x["phone"], x["nat_id"], x["iban"], x["city"])
        for x in cu)
    setup = f"""
CREATE DATABASE corpus10_shop CHARACTER SET utf8mb4;
USE corpus10_shop;
CREATE TABLE customers (id INT AUTO_INCREMENT PRIMARY KEY, full_name VARCHAR(100), email VARCHAR(100),
  phone VARCHAR(40), national_id VARCHAR(40), iban VARCHAR(40), city VARCHAR(60),
  created_at DATETIME DEFAULT '2025-03-10 08:15:00') CHARACTER SET utf8mb4;
INSERT INTO customers (full_name,email,phone,national_id,iban,city) VALUES
{rows};
CREATE TABLE api_keys (id INT PRIMARY KEY, owner_id INT, label VARCHAR(40), token VARCHAR(100),
  last_used_ip VARCHAR(40), sha256_of_release CHAR(64));
INSERT INTO api_keys VALUES (7, 2, 'ci-deploy', '{P["api_token_db"]}', '10.12.3.44',
  'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
CREATE TABLE payments (id BIGINT PRIMARY KEY, customer_id INT, pan VARCHAR(19), amount DECIMAL(10,2),
  currency CHAR(3), status VARCHAR(20), gateway_ref VARCHAR(40));
INSERT INTO payments VALUES (900000123, 4, '{P["card_db"]}', 149.90, 'BRL', 'DECLINED', 'ch_3OqZ2bL9x1');
CREATE USER 'corpus10_report'@'127.0.0.1' IDENTIFIED BY '{P["db_report_pw"]}';
CREATE USER 'corpus10_etl'@'10.40.%' IDENTIFIED BY '{P["db_etl_pw"]}';
GRANT SELECT ON corpus10_shop.* TO 'corpus10_report'@'127.0.0.1';
GRANT SELECT, INSERT ON corpus10_shop.payments TO 'corpus10_etl'@'10.40.%';
"""
    o, e, c = maria(setup)
    if c:
        print("mariadb setup failed", e, file=sys.stderr)
    q = f"""SET SESSION long_query_time=0;
SELECT id, full_name, email FROM corpus10_shop.customers WHERE email = '{cu[1]["email"]}';
UPDATE corpus10_shop.api_keys SET token = '{P["api_token_db"]}' WHERE id = 7;
SELECT * FROM corpus10_shop.payments WHERE status='DECLINED';"""
    maria(q)
    # wrong password, then right one
    o, e, c = maria("SELECT 1", user="corpus10_report", pw=P["db_wrong_pw"])
    w("mariadb_wrong_pw.txt", json.dumps({"argv": ["mariadb", "-h127.0.0.1", "-ucorpus10_report",
                                                    "-p" + P["db_wrong_pw"], "-e", "SELECT 1"],
                                           "stdout": o, "stderr": e, "rc": c}, ensure_ascii=False))
    o, e, c = maria("SELECT full_name, phone, national_id, iban, city FROM corpus10_shop.customers ORDER BY id",
                    user="corpus10_report", pw=P["db_report_pw"])
    w("mariadb_customers.tsv", o)
    o, e, c = maria("SELECT * FROM corpus10_shop.api_keys", user="corpus10_report", pw=P["db_report_pw"])
    w("mariadb_api_keys.tsv", o)
    o, e, c = maria("SELECT * FROM corpus10_shop.payments")
    w("mariadb_payments.tsv", o)
    o, e, c = maria("SELECT * FROM corpus10_shop.customers WHERE id=3", batch=False, extra=("-E",))
    w("mariadb_vertical.txt", o)
    o, e, c = maria("SELECT full_name, email, iban FROM corpus10_shop.customers WHERE id<=2", batch=False,
                    extra=("-t",))
    w("mariadb_table.txt", o)
    # processlist during a long query carrying a planted token in a comment
    bg = subprocess.Popen(["mariadb", "-h127.0.0.1", "-uroot", "-e",
                           f"SELECT SLEEP(3), 'reset_token={P['proc_token']}' AS note, '{P['proc_email']}' AS rcpt"],
                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(1.0)
    o, e, c = maria("SHOW FULL PROCESSLIST")
    w("mariadb_processlist.tsv", o)
    bg.wait()
    o, e, c = maria("SELECT user, host, plugin, authentication_string FROM mysql.user WHERE user LIKE 'corpus10%' ORDER BY user")
    w("mariadb_users.tsv", o)
    o, e, c = maria("SHOW GRANTS FOR 'corpus10_etl'@'10.40.%'")
    w("mariadb_grants.tsv", o)
    o, e, c = maria("SHOW CREATE USER 'corpus10_report'@'127.0.0.1'")
    w("mariadb_create_user.tsv", o)
    maria("SET GLOBAL general_log='OFF'; SET GLOBAL slow_query_log='OFF'")
    o, e, c = maria("SELECT event_time, user_host, thread_id, server_id, command_type, argument FROM mysql.general_log "
                    "WHERE argument NOT LIKE '%general_log%' ORDER BY event_time")
    w("mariadb_general_log.tsv", o)
    o, e, c = maria("SELECT start_time, user_host, query_time, lock_time, rows_sent, rows_examined, db, "
                    "sql_text, thread_id FROM mysql.slow_log WHERE sql_text LIKE '%corpus10%'")
    w("mariadb_slow_log.tsv", o)
    # cleanup
    maria("DROP USER 'corpus10_report'@'127.0.0.1'; DROP USER 'corpus10_etl'@'10.40.%'; DROP DATABASE corpus10_shop")
    if cnt_g == "0":
        maria("TRUNCATE TABLE mysql.general_log")
    if cnt_s == "0":
        maria("TRUNCATE TABLE mysql.slow_log")
    maria(f"SET GLOBAL log_output='{g0[1]}'; SET GLOBAL general_log={g0[0]}; SET GLOBAL slow_query_log={g0[2]}")


# -------------------------------------------------------------------- psql
def psql_capture():
    res = []
    dsn = (f"postgresql://billing_app:{P['pg_pw']}@{P['pg_host']}:5432/billing"
           f"?sslmode=require&connect_timeout=2&application_name=invoice-cron")
    o, e, c = run(["psql", dsn, "-c", "select 1"])
    res.append({"argv": ["psql", dsn, "-c", "select 1"], "stdout": o, "stderr": e, "rc": c})
    dsn2 = dsn.replace(P["pg_pw"], P["pg_pw_bad"])
    o, e, c = run(["psql", dsn2, "-c", "select 1"])
    res.append({"argv": ["psql", dsn2, "-c", "select 1"], "stdout": o, "stderr": e, "rc": c})
    env = dict(os.environ, PGPASSWORD=P["pg_pw2"], PGCONNECT_TIMEOUT="2")
    o, e, c = run(["psql", "-h", "127.0.0.1", "-p", "54329", "-U", "report_ro", "-d", "analytics",
                   "-c", "select count(*) from events"], env=env)
    res.append({"env": {"PGPASSWORD": P["pg_pw2"]},
                "argv": ["psql", "-h", "127.0.0.1", "-p", "54329", "-U", "report_ro", "-d", "analytics"],
                "stdout": o, "stderr": e, "rc": c})
    w("psql.json", json.dumps(res, ensure_ascii=False, indent=1))


# ---------------------------------------------------------------- http/curl
SERVER = r'''
import json, sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
SID, ACCESS = sys.argv[2], sys.argv[3]
class H(BaseHTTPRequestHandler):
    server_version = "SimpleHTTP/0.6"
    def _reply(self, body):
        b = json.dumps(body).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(b)))
        self.send_header("Set-Cookie", "sessionid=%s; Path=/; HttpOnly; Secure; SameSite=Lax" % SID)
        self.send_header("X-Request-Id", "req_7f3a9c2e51b04d8e")
        self.end_headers()
        self.wfile.write(b)
    def do_GET(self):
        self._reply({"ok": True, "path": self.path})
    def do_POST(self):
        n = int(self.headers.get("Content-Length") or 0)
        self.rfile.read(n)
        if self.path.startswith("/oauth/token"):
            self._reply({"access_token": ACCESS, "token_type": "Bearer", "expires_in": 3600, "scope": "ledger.write"})
        else:
            self._reply({"id": "ch_3OqZ2bL9x1", "status": "requires_action"})
srv = ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), H)
srv.serve_forever()
'''


def free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    p = s.getsockname()[1]
    s.close()
    return p


def http_capture():
    tmp = tempfile.mkdtemp(prefix="corpus10_http_")
    srvpy = os.path.join(tmp, "srv.py")
    with open(srvpy, "w") as f:
        f.write(SERVER)
    port = free_port()
    P["http_port"] = port
    errf = open(os.path.join(OUT, "http_server_stderr.txt"), "w")
    srv = subprocess.Popen([sys.executable, srvpy, str(port), P["http_sid"], P["srv_access"]],
                           stdout=subprocess.DEVNULL, stderr=errf)
    time.sleep(0.8)
    base = f"http://127.0.0.1:{port}"
    curls = [
        ["curl", "-sS", "-v", "-u", f"{P['basic_user']}:{P['basic_pw']}", base + "/api/v1/me?locale=pt-BR"],
        ["curl", "-sS", "-v", "-H", "Authorization: Bearer " + P["jwt"], "-H", "X-Request-ID: " + P["xreq"],
         "-b", "sessionid=" + P["http_sid"], base + "/api/orders/55812?expand=items"],
        ["curl", "-sS", "-v", "-X", "POST", "-d",
         f"grant_type=client_credentials&client_id={P['client_id']}&client_secret={P['client_secret']}",
         base + "/oauth/token"],
        ["curl", "-sS", "-v", base + f"/password/reset?email={P['reset_email'].replace('@', '%40')}&token={P['reset_tok']}"],
    ]
    outs = []
    for cmd in curls:
        o, e, c = run(cmd)
        outs.append({"argv": cmd, "stdout": o, "stderr": e, "rc": c})
    w("curl.json", json.dumps(outs, ensure_ascii=False, indent=1))

    # python http.client debuglevel=1 and urllib
    script = f'''
import http.client, urllib.request, json
c = http.client.HTTPConnection("127.0.0.1", {port})
c.set_debuglevel(1)
body = json.dumps({{"amount": 4990, "currency": "eur", "customer_email": "{P['py_user_email']}"}})
c.request("POST", "/v1/charges", body=body, headers={{"X-Api-Key": "{P['api_key']}",
          "Content-Type": "application/json", "Idempotency-Key": "{P['xreq']}"}})
r = c.getresponse(); r.read()
h = urllib.request.HTTPHandler(debuglevel=1)
op = urllib.request.build_opener(h)
req = urllib.request.Request("http://127.0.0.1:{port}/api/v1/profile", headers={{"Cookie": "sessionid={P['http_sid']}; theme=dark"}})
op.open(req).read()
'''
    o, e, c = run([sys.executable, "-c", script])
    w("python_httpclient_debug.txt", o + e)
    time.sleep(0.3)
    srv.terminate()
    srv.wait()
    errf.close()
    shutil.rmtree(tmp)


# ------------------------------------------------------------ python misc
def python_capture():
    script = f'''
import logging, sys, traceback
logging.basicConfig(stream=sys.stdout, level=logging.DEBUG,
    format="%(asctime)s %(levelname)-8s [%(process)d] %(name)s %(funcName)s:%(lineno)d - %(message)s")
log = logging.getLogger("billing.sync")
dsn = "mysql+pymysql://ledger:{P['py_dsn_pw']}@10.44.7.20:3306/ledger?charset=utf8mb4"
log.info("connecting to %s", dsn)
log.warning("login failed for %s from %s (attempt %d/5)", "{P['py_user_email']}", "{P['py_ip']}", 3)
log.debug("retry policy backoff=%s max=%d", "exponential", 5)
logging.getLogger("urllib3.connectionpool").debug('%s://%s:%s "%s %s %s" %s %s', "https", "api.stripe.example.com", 443, "POST", "/v1/refunds", "HTTP/1.1", 402, 231)

def charge(customer_email, amount_cents):
    api_key = "{P['tb_key']}"
    card_number = "{P['tb_card']}"
    attempt = 2
    raise ConnectionResetError(104, "Connection reset by peer")
try:
    charge("{P['smtp_to']}", 1299)
except Exception as exc:
    te = traceback.TracebackException.from_exception(exc, capture_locals=True)
    print("".join(te.format()), end="")
'''
    o, e, c = run([sys.executable, "-c", script])
    w("python_logging_traceback.txt", o + e)

    # smtplib debug output against a tiny local SMTP responder that advertises AUTH
    port = free_port()
    ready = threading.Event()

    def smtp_server():
        ls = socket.socket()
        ls.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        ls.bind(("127.0.0.1", port))
        ls.listen(1)
        ready.set()
        cs, _ = ls.accept()
        f = cs.makefile("rb")
        cs.sendall(b"220 mx-test.example.com ESMTP ready\r\n")
        data_mode = False
        while True:
            line = f.readline()
            if not line:
                break
            if data_mode:
                if line == b".\r\n":
                    data_mode = False
                    cs.sendall(b"250 2.0.0 Ok: queued as 4XkP2L0r7Qz9\r\n")
                continue
            u = line.upper()
            if u.startswith(b"EHLO"):
                cs.sendall(b"250-mx-test.example.com\r\n250-AUTH PLAIN LOGIN\r\n250 8BITMIME\r\n")
            elif u.startswith(b"AUTH"):
                cs.sendall(b"235 2.7.0 Authentication successful\r\n")
            elif u.startswith(b"DATA"):
                data_mode = True
                cs.sendall(b"354 End data with <CR><LF>.<CR><LF>\r\n")
            elif u.startswith(b"QUIT"):
                cs.sendall(b"221 2.0.0 Bye\r\n")
                break
            else:
                cs.sendall(b"250 2.1.0 Ok\r\n")
        cs.close()
        ls.close()

    t = threading.Thread(target=smtp_server, daemon=True)
    t.start()
    ready.wait()
    script = f'''
import smtplib
s = smtplib.SMTP("127.0.0.1", {port}, local_hostname="app-worker-3.internal.example.com")
s.set_debuglevel(1)
s.ehlo("app-worker-3.internal.example.com")
s.login("{P['smtp_user']}", "{P['smtp_pw']}")
s.sendmail("{P['smtp_user']}", ["{P['smtp_to']}"], "Subject: Your code\\r\\n\\r\\nhello")
s.quit()
'''
    o, e, c = run([sys.executable, "-c", script])
    t.join(5)
    w("python_smtplib_debug.txt", o + e)


# ---------------------------------------------------------------------- git
def git_capture():
    tmp = tempfile.mkdtemp(prefix="corpus10_git_")
    env = dict(os.environ, GIT_AUTHOR_DATE="2025-03-10T09:12:44+01:00", GIT_COMMITTER_DATE="2025-03-10T09:12:44+01:00",
               GIT_CONFIG_NOSYSTEM="1", HOME=tmp)
    g = lambda *a, **kw: run(["git", "-C", tmp] + list(a), env=dict(env, **kw.get("extra", {})))
    g("init", "-q", "-b", "main")
    g("config", "user.name", P["git_name"])
    g("config", "user.email", P["git_email"])
    with open(os.path.join(tmp, "ledger.py"), "w") as f:
        f.write("RATE = 0.19\n")
    g("add", "ledger.py")
    g("commit", "-q", "-m", "fix(ledger): round VAT half-even (LEDG-412)")
    url = f"https://ci-bot:{P['git_token']}@gitlab.build.example.org/payments/ledger.git"
    g("remote", "add", "origin", url)
    g("config", "http.https://github.example.com/.extraheader", "AUTHORIZATION: bearer " + P["git_hdr"])
    out = {}
    out["log"] = g("log", "--format=fuller", "-1")[0]
    out["remote_v"] = g("remote", "-v")[0]
    out["config_local"] = g("config", "--list", "--local")[0]
    o, e, c = g("ls-remote", "origin", extra={"GIT_TRACE": "1"})
    out["ls_remote_trace"] = o + e
    o, e, c = g("push", "origin", "main")
    out["push"] = o + e
    w("git.json", json.dumps(out, ensure_ascii=False, indent=1))
    shutil.rmtree(tmp)


# --------------------------------------------------------- openssl / ssh / node
def crypto_capture():
    tmp = tempfile.mkdtemp(prefix="corpus10_ssl_")
    key = os.path.join(tmp, "k.pem")
    crt = os.path.join(tmp, "c.pem")
    subj = f"/C=DE/ST=Hessen/L=Frankfurt am Main/O=Example Payments GmbH/CN={P['cert_cn']}/emailAddress={P['cert_email']}"
    run(["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes",
         "-keyout", key, "-out", crt, "-days", "397", "-subj", subj,
         "-addext", f"subjectAltName=DNS:{P['cert_cn']},IP:10.20.0.31"])
    out = {}
    out["key_pem"] = open(key).read()
    out["x509_text"] = run(["openssl", "x509", "-in", crt, "-noout", "-text"])[0]
    out["fingerprint"] = run(["openssl", "x509", "-in", crt, "-noout", "-fingerprint", "-sha256"])[0]
    out["passwd6_argv"] = ["openssl", "passwd", "-6", P["passwd_pw"]]
    out["passwd6"] = run(out["passwd6_argv"])[0]
    out["apr1_argv"] = ["openssl", "passwd", "-apr1", P["passwd_pw"]]
    out["apr1"] = run(out["apr1_argv"])[0]
    out["enc_argv"] = ["openssl", "enc", "-aes-256-cbc", "-pbkdf2", "-iter", "200000", "-k", P["enc_pw"], "-P"]
    o, e, c = run(out["enc_argv"])
    out["enc_P"] = o + e
    o, e, c = run(["openssl", "rand", "-hex", "32"])
    out["rand_hex"] = o
    o, e, c = run(["openssl", "dgst", "-sha256", "-hmac", P["enc_pw"], crt])
    out["hmac_argv"] = ["openssl", "dgst", "-sha256", "-hmac", P["enc_pw"], "c.pem"]
    out["hmac"] = o.replace(crt, "c.pem")
    sk = os.path.join(tmp, "id_ed25519")
    o, e, c = run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", P["ssh_comment"], "-f", sk])
    o, e, c = run(["ssh-keygen", "-l", "-v", "-f", sk + ".pub"])
    out["ssh_fp"] = o
    out["ssh_priv"] = open(sk).read()
    out["ssh_pub"] = open(sk + ".pub").read()
    w("crypto.json", json.dumps(out, ensure_ascii=False, indent=1))
    shutil.rmtree(tmp)

    js = f'''
const u = new URL("postgres://reporting:{P['node_pw']}@10.30.4.12:5432/warehouse?sslmode=verify-full");
console.log(u);
const cfg = {{ registry: "https://registry.npmjs.example.org/", token: "{P['node_token']}", retries: 3, scope: "@acme" }};
console.log("publish config", cfg);
function connect(url) {{ throw new Error("ECONNREFUSED connecting to " + url); }}
try {{ connect(u.href); }} catch (e) {{ console.error(e.stack.split("\\n").slice(0, 3).join("\\n")); }}
'''
    o, e, c = run(["node", "-e", js])
    w("node_output.txt", o + "----STDERR----\n" + e)
    o, e, c = run(["node", "-e", js.replace(P["node_pw"], P["node_pw_bad"])])
    w("node_invalid_url.txt", o + "----STDERR----\n" + e)


def main():
    redis_capture()
    mariadb_capture()
    psql_capture()
    http_capture()
    python_capture()
    git_capture()
    crypto_capture()
    w("planted.json", json.dumps(P, ensure_ascii=False, indent=1))
    print("captured files:", sorted(os.listdir(OUT)))


if __name__ == "__main__":
    main()
