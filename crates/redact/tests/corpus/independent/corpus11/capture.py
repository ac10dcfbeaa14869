"""Run real software on this machine with planted values; store raw outputs in captured/.

Every capture is short. Services touched: PostgreSQL (settings changed with ALTER SYSTEM and
reset afterwards; scratch database dropped), RabbitMQ (temporary users deleted), Mosquitto,
NATS, Redis (keys deleted), MariaDB (scratch database dropped). Also javac/java, perl, node,
curl, git, openssl against a throw-away local HTTP server on 127.0.0.1.
"""
import http.server
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
rng = random.Random(1111)
P = {}  # planted values: name -> value


def plant(name, value):
    P[name] = value
    return value


def run(cmd, inp=None, env=None, timeout=60):
    e = dict(os.environ)
    if env:
        e.update(env)
    r = subprocess.run(cmd, input=inp, capture_output=True, text=True, env=e, timeout=timeout)
    return r.stdout, r.stderr, r.returncode


def save(name, text):
    with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
        f.write(text)
    print("saved", name, len(text))


def versions():
    v = {}
    for key, cmd in [("psql", ["psql", "--version"]), ("postgres", ["/usr/lib/postgresql/15/bin/postgres", "--version"]),
                     ("rabbitmqctl", ["rabbitmqctl", "version"]), ("mosquitto_pub", ["mosquitto_pub", "--help"]),
                     ("nats-server", ["nats-server", "--version"]), ("java", ["java", "-version"]),
                     ("perl", ["perl", "-e", "print $^V"]), ("node", ["node", "--version"]), ("curl", ["curl", "--version"]),
                     ("git", ["git", "--version"]), ("redis-cli", ["redis-cli", "--version"]), ("mariadb", ["mariadb", "--version"]),
                     ("openssl", ["openssl", "version"])]:
        try:
            o, e, _ = run(cmd, timeout=30)
            v[key] = (o + e).strip().splitlines()[0] if (o + e).strip() else ""
        except Exception as ex:  # noqa: BLE001
            v[key] = "unavailable: %s" % ex
    return v


# ---------------------------------------------------------------- PostgreSQL
def cap_postgres():
    logf = "/var/log/postgresql/postgresql-15-main.log"
    start = os.path.getsize(logf)
    pg = ["psql", "-X", "-h", "127.0.0.1", "-U", "postgres", "-v", "ON_ERROR_STOP=0"]
    role = plant("pg_role", "svc_ledger_" + S.rs(rng, "abcdefghjkmnpqrstuvwxyz", 4))
    pw1 = plant("pg_pw_create", S.password(rng))
    pw2 = plant("pg_pw_alter", S.password(rng))
    ghost = plant("pg_ghost_user", "ana." + S.rs(rng, "abcdefghjkmnpqrstuvwxyz", 5))
    run(pg + ["-d", "postgres", "-c", "ALTER SYSTEM SET log_connections = on", "-c", "ALTER SYSTEM SET log_statement = 'all'", "-c", "SELECT pg_reload_conf()"])
    time.sleep(1.5)
    try:
        run(pg + ["-d", "postgres", "-c", "DROP DATABASE IF EXISTS c11_scratch", "-c", "CREATE DATABASE c11_scratch"])
        sql = f"""CREATE USER {role} WITH LOGIN PASSWORD '{pw1}';
ALTER ROLE {role} PASSWORD '{pw2}';
CREATE TABLE app_users(id serial primary key, login text, full_name text, email text, phone text, cpf text, password_hash text, status smallint, created_at timestamptz);
CREATE TABLE api_keys(key_id uuid, owner text, secret text, scopes text, last_used_ip inet, http_status int);
"""
        rows = []
        for i, (loc, reg) in enumerate([("pt_BR", "BR"), ("vi_VN", "VN"), ("uk_UA", "UA")]):
            login = plant(f"pg_login_{i}", ["joao.goncalves", "nhung.nguyen", "okovalenko"][i])
            name = plant(f"pg_name_{i}", S.NAMES[loc][0] if i != 2 else S.NAMES[loc][0])
            email = plant(f"pg_email_{i}", login + "@mail.example.com")
            ph = plant(f"pg_phone_{i}", S.phone(rng, reg))
            cpf = plant(f"pg_cpf_{i}", S.cpf(rng))
            h = plant(f"pg_hash_{i}", S.crypt_hash(rng, S.password(rng), "sha512"))
            rows.append(f"INSERT INTO app_users(login,full_name,email,phone,cpf,password_hash,status,created_at) VALUES ('{login}','{name}','{email}','{ph}','{cpf}','{h}',{[1,1,3][i]},'2026-11-2{i} 08:1{i}:00+00');")
        for i in range(2):
            kid = plant(f"pg_keyid_{i}", S.ruuid(rng))
            sec = plant(f"pg_apisecret_{i}", [S.stripe_key(rng, "rk_live_"), S.sendgrid_key(rng)][i])
            ip = plant(f"pg_ip_{i}", S.private_ip(rng, "10"))
            rows.append(f"INSERT INTO api_keys VALUES ('{kid}','{P['pg_login_' + str(i)]}','{sec}','billing:read,billing:write','{ip}',{[200, 401][i]});")
        sql += "\n".join(rows) + "\n"
        sql += "SELECT id, login, full_name, email, phone, cpf, password_hash, status, created_at FROM app_users ORDER BY id;\n"
        sql += "SELECT key_id, owner, secret, scopes, last_used_ip, http_status FROM api_keys ORDER BY http_status;\n"
        sql += "\\x on\nSELECT * FROM api_keys WHERE http_status = 401;\n\\x off\n"
        sql += "SELECT rolname, rolpassword FROM pg_authid WHERE rolname = '%s';\n" % role
        sql += "SELECT nosuchcol FROM app_users;\n"
        o, e, _ = run(pg + ["-d", "c11_scratch", "-P", "pager=off"], inp=sql, env={"PGTZ": "UTC"})
        save("psql_queries.txt", o + ("\n--- stderr ---\n" + e if e else ""))
        # failed logins: a role that does not exist, and a wrong database
        o2, e2, _ = run(["psql", "-X", "-h", "127.0.0.1", "-U", ghost, "-d", "c11_scratch", "-c", "select 1"])
        o3, e3, _ = run(["psql", "-X", "-h", "127.0.0.1", "-U", role, "-d", "payroll_missing", "-c", "select 1"])
        save("psql_failed_logins.txt", e2 + e3)
        # a DSN-bearing connection attempt
        dsn = f"postgresql://{role}:{pw2}@127.0.0.1:5432/c11_scratch?sslmode=disable&application_name=c11-capture"
        o4, e4, _ = run(["psql", "-X", dsn, "-Atc", "select current_user, current_setting('application_name')"])
        save("psql_dsn_connect.txt", o4 + e4)
    finally:
        run(pg + ["-d", "postgres", "-c", "DROP DATABASE IF EXISTS c11_scratch", "-c", f"DROP ROLE IF EXISTS {role}"])
        run(pg + ["-d", "postgres", "-c", "ALTER SYSTEM RESET log_connections", "-c", "ALTER SYSTEM RESET log_statement", "-c", "SELECT pg_reload_conf()"])
        time.sleep(1.0)
    with open(logf, "rb") as f:
        f.seek(start)
        save("postgresql_server.log", f.read().decode("utf-8", "replace"))
    o, _, _ = run(pg + ["-d", "postgres", "-Atc", "show log_connections; show log_statement"])
    save("postgres_settings_after.txt", o)


# ---------------------------------------------------------------- RabbitMQ
def cap_rabbitmq():
    logf = "/var/log/rabbitmq/rabbit@localhost.log"
    start = os.path.getsize(logf) if os.path.exists(logf) else 0
    user = plant("rmq_user", "fatema.chowdhury")
    pw = plant("rmq_pw", S.password(rng))
    out = []
    for cmd in [["rabbitmqctl", "add_user", user, pw], ["rabbitmqctl", "set_user_tags", user, "monitoring"],
                ["rabbitmqctl", "set_permissions", "-p", "/", user, "^c11\\..*", "^c11\\..*", ".*"],
                ["rabbitmqctl", "authenticate_user", user, pw], ["rabbitmqctl", "authenticate_user", user, "wr0ng-" + pw[:4]],
                ["rabbitmqctl", "list_users"], ["rabbitmqctl", "list_permissions", "-p", "/"],
                ["rabbitmqctl", "delete_user", user]]:
        o, e, rc = run(cmd, timeout=120)
        out.append("$ " + " ".join(cmd) + "\n" + o + e + "[exit %d]\n" % rc)
    save("rabbitmqctl.txt", "\n".join(out))
    P["rmq_wrong_pw"] = "wr0ng-" + pw[:4]
    time.sleep(1)
    if os.path.exists(logf):
        with open(logf, "rb") as f:
            f.seek(start)
            save("rabbitmq_server.log", f.read().decode("utf-8", "replace"))


# ---------------------------------------------------------------- Mosquitto
def cap_mosquitto():
    logf = "/var/log/mosquitto/mosquitto.log"
    start = os.path.getsize(logf) if os.path.exists(logf) else 0
    user = plant("mqtt_user", "gw-thandeka")
    pw = plant("mqtt_pw", S.password(rng))
    cid = plant("mqtt_client_id", "meter-" + S.mac(rng, ""))
    tok = plant("mqtt_payload_token", S.jwt_hs256(rng, {"sub": "meter", "aud": "telemetry.example.net", "exp": 1796083200}))
    imei = plant("mqtt_imei", "35" + S.rs(rng, "0123456789", 12))
    imei = imei + S.luhn_digit(imei)
    P["mqtt_imei"] = imei
    payload = json.dumps({"imei": imei, "fw": "2.14.7-rc1", "kwh": 1834.25, "auth": tok})
    sub = subprocess.Popen(["mosquitto_sub", "-d", "-h", "127.0.0.1", "-p", "1883", "-u", user, "-P", pw, "-i", "c11-sub", "-t", "c11/meters/#", "-C", "1", "-v"],
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    time.sleep(0.7)
    o, e, _ = run(["mosquitto_pub", "-d", "-h", "127.0.0.1", "-p", "1883", "-u", user, "-P", pw, "-i", cid, "-q", "1", "-t", "c11/meters/" + cid, "-m", payload])
    try:
        so, _ = sub.communicate(timeout=10)
    except subprocess.TimeoutExpired:
        sub.kill()
        so, _ = sub.communicate()
    save("mosquitto_pub.txt", o + e)
    save("mosquitto_sub.txt", so)
    time.sleep(0.5)
    if os.path.exists(logf):
        with open(logf, "rb") as f:
            f.seek(start)
            save("mosquitto_server.log", f.read().decode("utf-8", "replace"))


# ---------------------------------------------------------------- NATS
def cap_nats():
    user = plant("nats_user", "wanjiru.kamau")
    pw = plant("nats_pw", S.password(rng))
    nkey_seed = plant("nats_token", "s3cr" + S.rs(rng, S.ALNUM, 28))
    phone = plant("nats_phone", S.phone(rng, "KE"))
    s = socket.create_connection(("127.0.0.1", 4222), timeout=5)
    transcript = []

    def rd():
        time.sleep(0.3)
        s.settimeout(1.0)
        buf = b""
        try:
            while True:
                c = s.recv(65536)
                if not c:
                    break
                buf += c
                if len(c) < 65536:
                    break
        except socket.timeout:
            pass
        return buf.decode("utf-8", "replace")

    def wr(line):
        transcript.append("C: " + line.rstrip("\r\n"))
        s.sendall(line.encode())

    transcript.append("S: " + rd().rstrip("\r\n"))
    wr('CONNECT {"verbose":true,"pedantic":false,"user":"%s","pass":"%s","name":"c11-capture","lang":"python3","version":"0.0.1","protocol":1,"auth_token":"%s"}\r\n' % (user, pw, nkey_seed))
    transcript.append("S: " + rd().rstrip("\r\n"))
    wr("SUB c11.sms.outbound 7\r\n")
    transcript.append("S: " + rd().rstrip("\r\n"))
    body = json.dumps({"to": phone, "text": "Your code is 482913", "otp": "482913", "trace": "c11-" + S.rhex(rng, 16)})
    P["nats_otp"] = "482913"
    wr("PUB c11.sms.outbound %d\r\n%s\r\n" % (len(body.encode()), body))
    transcript.append("S: " + rd().replace("\r\n", "\\r\\n"))
    wr("PING\r\n")
    transcript.append("S: " + rd().rstrip("\r\n"))
    wr("PUB bad subject with spaces 3\r\nabc\r\n")
    transcript.append("S: " + rd().rstrip("\r\n"))
    s.close()
    save("nats_protocol.txt", "\n".join(transcript) + "\n")


# ---------------------------------------------------------------- Redis MONITOR
def cap_redis():
    sid = plant("redis_session", S.session_id(rng, 40))
    mail = plant("redis_email", "siti.rahmawati@example.org")
    mon = subprocess.Popen(["redis-cli", "-h", "127.0.0.1", "monitor"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    time.sleep(0.5)
    run(["redis-cli", "-h", "127.0.0.1", "SET", "c11:sess:" + sid, json.dumps({"uid": 48213, "email": mail, "csrf": "c11" + S.rhex(rng, 20)}), "EX", "60"])
    run(["redis-cli", "-h", "127.0.0.1", "HSET", "c11:ratelimit:203.0.113.77", "count", "14", "window", "2026-12-05T09:00:00Z"])
    run(["redis-cli", "-h", "127.0.0.1", "DEL", "c11:sess:" + sid, "c11:ratelimit:203.0.113.77"])
    time.sleep(0.5)
    mon.terminate()
    try:
        o, _ = mon.communicate(timeout=5)
    except subprocess.TimeoutExpired:
        mon.kill()
        o, _ = mon.communicate()
    save("redis_monitor.txt", o)


# ---------------------------------------------------------------- MariaDB
def cap_mariadb():
    mail = plant("maria_email", "ayse.yilmaz@example.net")
    tc = plant("maria_tc", S.tc_kimlik(rng))
    ib = plant("maria_iban", S.iban(rng, "TR"))
    tok = plant("maria_refresh", S.session_id(rng, 43))
    sql = f"""CREATE DATABASE IF NOT EXISTS c11_scratch;
USE c11_scratch;
CREATE TABLE kyc(id INT PRIMARY KEY, email VARCHAR(80), tc_kimlik CHAR(11), iban VARCHAR(34), refresh_token VARCHAR(64), verified_at DATETIME, status VARCHAR(16));
INSERT INTO kyc VALUES (7012, '{mail}', '{tc}', '{ib}', '{tok}', '2026-11-30 14:22:05', 'APPROVED');
SELECT * FROM kyc;
SELECT * FROM kyc\\G
DROP DATABASE c11_scratch;
"""
    o, e, _ = run(["mariadb", "-h", "127.0.0.1", "-u", "root", "--table"], inp=sql)
    save("mariadb_query.txt", o + e)


# ---------------------------------------------------------------- local HTTP server for curl/git
class H(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        if self.path.startswith("/repo.git"):
            self.send_response(401)
            self.send_header("WWW-Authenticate", 'Basic realm="c11 git"')
            self.end_headers()
            return
        body = json.dumps({"status": "ok", "request_id": "req_" + "7f3a9c0e5b1d42a8"}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Set-Cookie", "sessionid=%s; HttpOnly; Path=/; SameSite=Lax" % P.get("http_cookie", "x"))
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    do_POST = do_GET

    def log_message(self, *a):
        pass


def cap_http_clients():
    srv = http.server.ThreadingHTTPServer(("127.0.0.1", 0), H)
    port = srv.server_address[1]
    t = threading.Thread(target=srv.serve_forever, daemon=True)
    t.start()
    P["http_port"] = str(port)
    bearer = plant("curl_bearer", S.github_pat(rng))
    plant("http_cookie", S.session_id(rng, 32))
    apikey = plant("curl_query_key", S.google_api_key(rng))
    bu = plant("curl_basic_user", "priya.verma")
    bp = plant("curl_basic_pw", S.password(rng))
    try:
        o, e, _ = run(["curl", "-sv", "-H", "Authorization: Bearer " + bearer, "-H", "X-Request-Id: 5d1c2b7e-3f0a-4c8e-9b6d-2a7f1e0c4d93",
                       "http://127.0.0.1:%d/v2/reports?format=csv&key=%s" % (port, apikey)])
        save("curl_bearer.txt", e + "\n--- body ---\n" + o)
        o, e, _ = run(["curl", "-sv", "-u", "%s:%s" % (bu, bp), "-d", "grant_type=password&username=%s&password=%s" % (bu, bp), "http://127.0.0.1:%d/oauth/token" % port])
        save("curl_basic.txt", e + "\n--- body ---\n" + o)
        gtok = plant("git_url_token", S.gitlab_pat(rng))
        d = tempfile.mkdtemp(prefix="c11git")
        o, e, _ = run(["git", "ls-remote", "http://oauth2:%s@127.0.0.1:%d/repo.git" % (gtok, port)],
                      env={"GIT_TRACE": "1", "GIT_CURL_VERBOSE": "1", "GIT_TERMINAL_PROMPT": "0", "HOME": d, "GIT_CONFIG_NOSYSTEM": "1"})
        save("git_ls_remote.txt", o + e)
        shutil.rmtree(d, ignore_errors=True)
    finally:
        srv.shutdown()


# ---------------------------------------------------------------- Java JUL
JAVA = r'''
import java.util.logging.*;
public class C11Jul {
    public static void main(String[] a) {
        Logger log = Logger.getLogger("com.example.billing.InvoiceController");
        log.info("POST /api/v1/invoices user=" + a[0] + " client_ip=" + a[1] + " trace_id=" + a[2]);
        log.warning("Upstream call failed: HTTP 502 from payments.internal.example.com, retrying with Authorization: Bearer " + a[3]);
        log.log(Level.SEVERE, "Refund rejected for card " + a[4] + " (code=card_declined)", new IllegalStateException("ledger version conflict v=" + a[5]));
        log.fine("not shown");
        log.config("jdbc.url=jdbc:postgresql://db-primary.internal.example.com:5432/billing?user=billing_app&password=" + a[6]);
    }
}
'''


def cap_java():
    d = tempfile.mkdtemp(prefix="c11java")
    with open(os.path.join(d, "C11Jul.java"), "w") as f:
        f.write(JAVA)
    o, e, rc = run(["javac", "-d", d, os.path.join(d, "C11Jul.java")], timeout=180)
    if rc != 0:
        save("java_jul.txt", "javac failed: " + e)
        return
    args = [plant("java_email", "lakshmi.venkataraman@example.com"), plant("java_ip", S.private_ip(rng, "172")),
            plant("java_trace", S.trace_id(rng)), plant("java_bearer", S.slack_bot(rng)),
            plant("java_card", S.card(rng, "mc", "-")), plant("java_version", "41"), plant("java_jdbc_pw", S.password(rng))]
    props = os.path.join(d, "logging.properties")
    with open(props, "w") as f:
        f.write("handlers=java.util.logging.ConsoleHandler\n.level=CONFIG\njava.util.logging.ConsoleHandler.level=CONFIG\n")
    o, e, rc = run(["java", "-Djava.util.logging.config.file=" + props, "-cp", d, "C11Jul"] + args, timeout=180)
    save("java_jul.txt", e + o)
    shutil.rmtree(d, ignore_errors=True)


# ---------------------------------------------------------------- Perl
PERL = r'''
use strict; use warnings; use Data::Dumper; use POSIX qw(strftime);
$Data::Dumper::Sortkeys = 1; $Data::Dumper::Indent = 1;
my ($user, $pw, $iban, $host) = @ARGV;
my $ts = "2026-12-05 09:41:17";
printf STDERR "[%s] [%d] INFO  Payroll::Export - connecting to %s as %s\n", $ts, 31337, $host, $user;
my $cfg = { dsn => "dbi:Pg:dbname=payroll;host=$host;port=5432", user => $user, kennwort => $pw, batch => 'PX-2026-48', retries => 3 };
print STDERR "[$ts] DEBUG Payroll::Export - config: " . Dumper($cfg);
warn "[$ts] WARN  Payroll::Export - SEPA credit transfer rejected (AC04) for IBAN $iban at Payroll/Export.pm line 212.\n";
'''


def cap_perl():
    args = [plant("perl_user", "stefan.munteanu"), plant("perl_kennwort", S.password(rng)), plant("perl_iban", S.iban(rng, "RO")),
            plant("perl_host", "pg-payroll-02.corp.example.net")]
    o, e, _ = run(["perl", "-e", PERL] + args)
    save("perl_dumper.txt", e + o)


# ---------------------------------------------------------------- Node
NODE = r'''
const util = require('util');
const [email, phone, token, secret] = process.argv.slice(1);
const req = { method: 'POST', url: '/webhooks/stripe', headers: { 'stripe-signature': 't=1733390477,v1=' + secret, 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' }, body: { customer: { email, phone }, apiKey: token } };
console.error(new Date(Date.UTC(2026, 11, 5, 9, 44, 2)).toISOString(), 'debug', util.inspect(req, { depth: 4, breakLength: 200 }));
console.log(JSON.stringify({ level: 30, time: 1796463842000, pid: 4242, hostname: 'web-7c9f6d5b8-x2kqp', reqId: 'req-1f', msg: 'webhook accepted', email, durationMs: 12.7 }));
const err = new TypeError("Cannot read properties of undefined (reading 'amount')");
console.error(err.stack.split('\n').slice(0, 2).join('\n'));
'''


def cap_node():
    args = [plant("node_email", "nguyen.hongnhung@example.com"), plant("node_phone", S.phone(rng, "VN")),
            plant("node_apikey", S.stripe_key(rng)), plant("node_sig", S.rhex(rng, 64))]
    o, e, _ = run(["node", "-e", NODE, "--"] + args)
    save("node_inspect.txt", e + o)


# ---------------------------------------------------------------- openssl
def cap_openssl():
    pw = plant("openssl_pw", S.password(rng))
    o, e, _ = run(["openssl", "passwd", "-6", "-salt", "c11Salt" + S.rs(rng, S.ALNUM, 8), pw])
    save("openssl_passwd.txt", o + e)
    P["openssl_hash"] = o.strip()


def main():
    caps = [cap_postgres, cap_rabbitmq, cap_mosquitto, cap_nats, cap_redis, cap_mariadb, cap_http_clients, cap_java, cap_perl, cap_node, cap_openssl]
    status = {}
    for c in caps:
        try:
            c()
            status[c.__name__] = "ok"
        except Exception as ex:  # noqa: BLE001
            status[c.__name__] = "failed: %r" % (ex,)
            print(c.__name__, "FAILED", ex)
    with open(os.path.join(OUT, "planted.json"), "w", encoding="utf-8") as f:
        json.dump({"planted": P, "status": status, "versions": versions()}, f, ensure_ascii=False, indent=1, sort_keys=True)
    print(json.dumps(status, indent=1))


if __name__ == "__main__":
    main()
