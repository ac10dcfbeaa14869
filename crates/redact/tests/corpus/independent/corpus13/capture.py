#!/usr/bin/env python3
"""Run real software on this machine with planted values; write raw output to captured/.

Everything listens on 127.0.0.1, ports 18500-18599. Every daemon started here is
stopped again, and the work directory is removed at the end.

Usage: python3 capture.py [step ...]     (default: all steps)
Steps: planted apache haproxy httpclients git ruby java php perl mariadb_own
       mariadb_client psql ldap memcached openssl
"""
import base64
import json
import os
import random
import shutil
import signal
import socket
import subprocess
import sys
import time
import http.client

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import synthlib as S  # noqa: E402

CAP = os.path.join(HERE, "captured")
WORK = "/tmp/corpus13_work"
PORT_APACHE = 18510
PORT_HAPROXY = 18520
PORT_HAPROXY2 = 18521
PORT_LDAP = 18530
PORT_MEMCACHED = 18540
PORT_MARIADB_OWN = 18550

# ------------------------------------------------------------------ planted
def build_planted():
    rng = random.Random(1313)
    people = [
        dict(login="adurand", name="Amélie Durand", email="amelie.durand@example.com",
             phone="+33 6 12 45 78 90", locale="fr_FR", city="Lyon",
             address="12 rue des Lilas, 69003 Lyon", dob="1987-03-14"),
        dict(login="lwisniewski", name="Łukasz Wiśniewski", email="lukasz.wisniewski@example.org",
             phone="+48 601 234 567", locale="pl_PL", city="Warszawa",
             address="ul. Kwiatowa 7/12, 00-950 Warszawa", dob="1979-11-02"),
        dict(login="ipetrov", name="Иван Петров", email="ivan.petrov@example.net",
             phone="+7 912 345-67-89", locale="ru_RU", city="Казань",
             address="ул. Баумана, д. 15, кв. 4, Казань", dob="1990-06-30"),
        dict(login="hsato", name="佐藤 花子", email="hanako.sato@example.com",
             phone="090-1234-5678", locale="ja_JP", city="東京都",
             address="東京都千代田区丸の内1-2-3", dob="1985-01-21"),
        dict(login="mgarcia", name="María José García Núñez", email="mj.garcia@example.org",
             phone="+34 612 345 678", locale="es_ES", city="Sevilla",
             address="Calle Betis 41, 3º B, 41010 Sevilla", dob="1993-09-08"),
        dict(login="jmueller", name="Jürgen Müller", email="j.mueller@example.net",
             phone="+49 151 23456789", locale="de_DE", city="Köln",
             address="Ehrenstraße 88, 50672 Köln", dob="1968-12-24"),
        dict(login="spapadopoulou", name="Σοφία Παπαδοπούλου", email="sofia.p@example.com",
             phone="+30 691 234 5678", locale="el_GR", city="Αθήνα",
             address="Οδός Ερμού 25, 105 63 Αθήνα", dob="1995-04-17"),
        dict(login="obennett", name="Oliver Bennett", email="oliver.bennett@example.org",
             phone="07700 900461", locale="en_GB", city="Leeds",
             address="14 Harrow Lane, Leeds LS6 2QT", dob="1982-07-05"),
        dict(login="wli", name="李伟", email="li.wei@example.net",
             phone="+86 138 0013 8000", locale="zh_CN", city="上海",
             address="上海市浦东新区世纪大道100号", dob="1991-02-11"),
        dict(login="ksvensson", name="Karin Svensson", email="karin.svensson@example.com",
             phone="070-123 45 67", locale="sv_SE", city="Göteborg",
             address="Vasagatan 3, 411 24 Göteborg", dob="1976-10-19"),
    ]
    for p in people:
        p["password"] = S.password(rng, 14)
    nat = {
        "adurand": ("fr_nir", "%s %s" % S.gen_fr_nir(rng)),
        "lwisniewski": ("pl_pesel", S.gen_pl_pesel(rng)),
        "hsato": ("jp_mynumber", S.gen_jp_mynumber(rng)),
        "mgarcia": ("es_dni", S.gen_es_dni(rng)),
        "jmueller": ("de_iban_only", None),
        "spapadopoulou": ("none", None),
        "obennett": ("uk_nino", "QQ 12 34 56 C"),
        "wli": ("cn_rid", S.gen_cn_rid(rng)),
        "ksvensson": ("se_pnr", S.gen_se_pnr(rng)),
        "ipetrov": ("none", None),
    }
    for p in people:
        kind, val = nat[p["login"]]
        if val:
            p["national_id_kind"] = kind
            p["national_id"] = val
    iban_cc = {"adurand": "FR", "lwisniewski": "PL", "mgarcia": "ES", "jmueller": "DE",
               "obennett": "GB", "ksvensson": "NO", "spapadopoulou": "BE"}
    for p in people:
        if p["login"] in iban_cc:
            p["iban"] = S.gen_iban(rng, iban_cc[p["login"]])
    for i, p in enumerate(people):
        p["card"] = S.gen_card(rng, ["4", "51", "37", "4", "55", "4", "6011", "4", "35", "51"][i],
                               15 if i == 2 else 16)
        p["client_ip"] = ["203.0.113.24", "198.51.100.77", "192.0.2.146", "203.0.113.201",
                          "198.51.100.9", "192.0.2.33", "203.0.113.88", "198.51.100.140",
                          "192.0.2.250", "203.0.113.5"][i]
    # make one card number Amex-like 15 digits (index 2), others 16
    secrets = {
        "session_ids": [S.hex_token(rng, 32) for _ in range(6)],
        "csrf_tokens": [S.rstr(rng, S.ALNUM, 32) for _ in range(3)],
        "stripe_key": S.stripe_key(rng),
        "github_pat": S.github_token(rng),
        "gitlab_pat": S.gitlab_pat(rng),
        "slack_bot": S.slack_token(rng),
        "aws_akid": S.aws_access_key_id(rng),
        "aws_secret": S.aws_secret_key(rng),
        "aws_sts_akid": S.aws_access_key_id(rng, "ASIA"),
        "sendgrid": S.sendgrid_key(rng),
        "npm_token": S.npm_token(rng),
        "google_api_key": S.google_api_key(rng),
        "reset_token": S.rstr(rng, S.ALNUM + "-_", 43),
        "oauth_code": S.rstr(rng, S.ALNUM, 40),
        "oauth_state": S.rstr(rng, S.ALNUM, 24),
        "otp": "%06d" % rng.randint(0, 999999),
        "presign_sig": S.hex_token(rng, 64),
        "api_key_hex": S.hex_token(rng, 40),
        "db_password": S.password(rng, 18),
        "db_password2": S.password(rng, 16),
        "ldap_admin_pw": S.password(rng, 16),
        "memcached_token": S.rstr(rng, S.ALNUM, 40),
        "deploy_pw": S.password(rng, 20),
        "webhook_secret": "whsec_" + S.rstr(rng, S.ALNUM, 32),
        "hmac_key": S.rstr(rng, S.ALNUM, 32),
    }
    secrets["jwt"] = S.jwt_hs256({"sub": "adurand", "email": "amelie.durand@example.com",
                                  "iat": 1795000000, "exp": 1795003600, "scope": "billing:read"},
                                 secrets["hmac_key"])
    hosts = {
        "lb_host": "lb-edge-07.example.net",
        "app_host": "app-billing-3.int.example.com",
        "db_host": "db-primary-02.prod.example.net",
        "ldap_host": "ldap-01.corp.example.org",
        "cache_host": "cache-eu-1.int.example.com",
    }
    keep = {
        "request_ids": [S.uuid4(rng) for _ in range(20)],
        "trace_ids": [S.trace_id(rng) for _ in range(10)],
        "asset_hash": S.hex_token(rng, 8),
    }
    return {"seed": 1313, "people": people, "secrets": secrets, "hosts": hosts, "keep": keep}


P = None


def planted():
    global P
    if P is None:
        P = build_planted()
    return P


def person(login):
    return [p for p in planted()["people"] if p["login"] == login][0]


def basic(user, pw):
    return base64.b64encode(("%s:%s" % (user, pw)).encode()).decode()


# ------------------------------------------------------------------ helpers
def sh(cmd, **kw):
    return subprocess.run(cmd, shell=isinstance(cmd, str), capture_output=True, text=True, **kw)


def out(rel, text, mode="w"):
    path = os.path.join(CAP, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, mode, encoding="utf-8") as f:
        f.write(text)


def copy_out(src, rel):
    path = os.path.join(CAP, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    shutil.copyfile(src, path)


def wait_port(port, timeout=15.0):
    t0 = time.time()
    while time.time() - t0 < timeout:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return True
        except OSError:
            time.sleep(0.1)
    raise RuntimeError("port %d did not open" % port)


VERSIONS = {}


def version(name, cmd):
    r = sh(cmd)
    VERSIONS[name] = (r.stdout + r.stderr).strip().splitlines()[0]


def http_req(port, method, path, headers, body=None):
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    c.request(method, path, body=body, headers=headers)
    r = c.getresponse()
    r.read()
    c.close()
    return r.status


# =================================================================== apache
APACHE_DIR = os.path.join(WORK, "apache")


def apache_conf():
    d = APACHE_DIR
    mods = ["mpm_event", "authn_core", "authn_file", "authz_core", "authz_user", "authz_host",
            "auth_basic", "mime", "dir", "alias", "remoteip", "headers", "setenvif"]
    lines = ["ServerRoot %s" % d, "Listen 127.0.0.1:%d" % PORT_APACHE]
    lines += ["LoadModule %s_module /usr/lib/apache2/modules/mod_%s.so" % (m, m) for m in mods]
    lines += [
        "PidFile %s/httpd.pid" % d,
        "User www-data", "Group www-data",
        "ServerName www.example.com",
        "ServerAdmin webmaster@example.com",
        "ErrorLog %s/logs/error.log" % d,
        "LogLevel info auth_basic:debug",
        "TypesConfig /etc/mime.types",
        "DocumentRoot %s/htdocs" % d,
        "DirectoryIndex index.html",
        "RemoteIPHeader X-Forwarded-For",
        "RemoteIPInternalProxy 127.0.0.1",
        'LogFormat "%a - %u [%{%d/%b/%Y:%H:%M:%S}t.%{msec_frac}t %{%z}t] \\"%r\\" %>s %b \\"%{Referer}i\\" '
        '\\"%{User-Agent}i\\" auth=\\"%{Authorization}i\\" cookie=\\"%{Cookie}i\\" rid=%{X-Request-Id}i %D" corpus',
        'LogFormat "{\\"time\\":\\"%{%Y-%m-%dT%H:%M:%S}t\\",\\"remote_ip\\":\\"%a\\",\\"user\\":\\"%u\\",'
        '\\"request\\":\\"%U%q\\",\\"method\\":\\"%m\\",\\"status\\":%>s,\\"bytes\\":%B,'
        '\\"api_key\\":\\"%{X-Api-Key}i\\",\\"set_cookie\\":\\"%{Set-Cookie}o\\",\\"duration_us\\":%D}" jsonlog',
        "CustomLog %s/logs/access.log corpus" % d,
        "CustomLog %s/logs/access_json.log jsonlog" % d,
        '<Directory "%s/htdocs">' % d, "  Require all granted", "</Directory>",
        '<Location "/private">', '  AuthType Basic', '  AuthName "Billing exports"',
        "  AuthBasicProvider file", "  AuthUserFile %s/htpasswd" % d, "  Require valid-user", "</Location>",
        '<Location "/git">', '  AuthType Basic', '  AuthName "git"',
        "  AuthUserFile %s/htpasswd" % d, "  Require valid-user", "</Location>",
        '<Location "/login">',
        '  Header always set Set-Cookie "PHPSESSID=%s; path=/; HttpOnly"' % planted()["secrets"]["session_ids"][3],
        "</Location>",
    ]
    return "\n".join(lines) + "\n"


def step_apache_start():
    d = APACHE_DIR
    for sub in ("logs", "htdocs/private", "htdocs/static", "htdocs/git", "htdocs/login"):
        os.makedirs(os.path.join(d, sub), exist_ok=True)
    P = planted()
    with open(os.path.join(d, "htdocs/index.html"), "w") as f:
        f.write("<h1>ok</h1>\n")
    with open(os.path.join(d, "htdocs/health"), "w") as f:
        f.write("ok\n")
    with open(os.path.join(d, "htdocs/login/index.html"), "w") as f:
        f.write("login\n")
    with open(os.path.join(d, "htdocs/private/report.csv"), "w") as f:
        f.write("id,total\n1,10\n")
    with open(os.path.join(d, "htdocs/static/app.%s.js" % P["keep"]["asset_hash"]), "w") as f:
        f.write("console.log(1)\n")
    # htpasswd with several real hash schemes (htpasswd from apache2-utils)
    htp = os.path.join(d, "htpasswd")
    hlog = []
    for flag, login in (("-B", "adurand"), ("-m", "jmueller"), ("-s", "obennett"),
                        ("-5", "ksvensson"), ("-2", "mgarcia"), ("-B", "deploy-bot")):
        pw = P["secrets"]["deploy_pw"] if login == "deploy-bot" else person(login)["password"]
        create = ["-c"] if not os.path.exists(htp) else []
        cmd = ["htpasswd"] + create + ["-b", flag, htp, login, pw]
        r = subprocess.run(cmd, capture_output=True, text=True)
        hlog.append("$ htpasswd %s-b %s %s %s ********\n%s%s" % (
            "-c " if create else "", flag, "htpasswd", login, r.stdout, r.stderr))
        # -n prints to stdout instead of writing a file
        r2 = subprocess.run(["htpasswd", "-nb", flag, login, pw], capture_output=True, text=True)
        out("apache/htpasswd_n_%s.txt" % login, r2.stdout + r2.stderr)
    out("apache/htpasswd_session.txt", "".join(hlog))
    copy_out(htp, "apache/htpasswd")
    os.chmod(d, 0o755)
    sh("chown -R www-data:www-data %s/htdocs" % d)
    with open(os.path.join(d, "httpd.conf"), "w") as f:
        f.write(apache_conf())
    r = sh(["apache2", "-f", os.path.join(d, "httpd.conf"), "-k", "start"])
    if r.returncode:
        raise RuntimeError(r.stderr)
    wait_port(PORT_APACHE)


def step_apache_stop():
    d = APACHE_DIR
    sh(["apache2", "-f", os.path.join(d, "httpd.conf"), "-k", "stop"])
    for _ in range(50):
        if not os.path.exists(os.path.join(d, "httpd.pid")):
            break
        time.sleep(0.1)
    copy_out(os.path.join(d, "logs/access.log"), "apache/access.log")
    copy_out(os.path.join(d, "logs/access_json.log"), "apache/access_json.log")
    copy_out(os.path.join(d, "logs/error.log"), "apache/error.log")


# =================================================================== haproxy
HAP_DIR = os.path.join(WORK, "haproxy")
HAP_PROC = None


def step_haproxy_start():
    global HAP_PROC
    os.makedirs(HAP_DIR, exist_ok=True)
    P = planted()
    cfg = """global
    log stdout format rfc3164 local0 info
    log-send-hostname %(lb)s
    maxconn 64
defaults
    mode http
    log global
    option httplog
    timeout connect 2s
    timeout client 5s
    timeout server 5s
frontend fe_web
    bind 127.0.0.1:%(p1)d
    capture request header X-Forwarded-For len 40
    capture request header Authorization len 200
    capture request header Cookie len 120
    capture response header Set-Cookie len 120
    default_backend be_app
frontend fe_api
    bind 127.0.0.1:%(p2)d
    log-format "%%ci:%%cp [%%tr] %%ft %%b/%%s %%TR/%%Tw/%%Tc/%%Tr/%%Ta %%ST %%B %%tsc xff=%%[capture.req.hdr(0)] key=%%[capture.req.hdr(1)] sid=%%[capture.req.hdr(2)] %%{+Q}r"
    http-request capture req.hdr(x-forwarded-for) len 40
    http-request capture req.hdr(x-api-key) len 80
    http-request capture req.cook(sid) len 80
    default_backend be_app
backend be_app
    server app1 127.0.0.1:%(pa)d
""" % {"lb": P["hosts"]["lb_host"], "p1": PORT_HAPROXY, "p2": PORT_HAPROXY2, "pa": PORT_APACHE}
    with open(os.path.join(HAP_DIR, "haproxy.cfg"), "w") as f:
        f.write(cfg)
    out("haproxy/haproxy.cfg", cfg)
    HAP_PROC = subprocess.Popen(["haproxy", "-db", "-f", os.path.join(HAP_DIR, "haproxy.cfg")],
                                stdout=open(os.path.join(HAP_DIR, "stdout.log"), "w"),
                                stderr=open(os.path.join(HAP_DIR, "stderr.log"), "w"))
    wait_port(PORT_HAPROXY)
    wait_port(PORT_HAPROXY2)


def step_haproxy_stop():
    if HAP_PROC:
        HAP_PROC.send_signal(signal.SIGUSR1)  # soft stop
        try:
            HAP_PROC.wait(10)
        except subprocess.TimeoutExpired:
            HAP_PROC.kill()
            HAP_PROC.wait()
    copy_out(os.path.join(HAP_DIR, "stdout.log"), "haproxy/stdout.log")
    copy_out(os.path.join(HAP_DIR, "stderr.log"), "haproxy/stderr.log")


def step_web_traffic():
    """HTTP requests through HAProxy (both frontends) and straight to Apache."""
    P = planted()
    s = P["secrets"]
    rid = iter(P["keep"]["request_ids"])
    ua_ff = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0"
    ua_app = "billing-sync/4.2.1 (+https://docs.example.com/bot)"
    ad, lw, ip, hs, mg, jm = (person(x) for x in ("adurand", "lwisniewski", "ipetrov", "hsato", "mgarcia", "jmueller"))
    reqs = [
        (PORT_HAPROXY, "GET", "/private/report.csv", {
            "X-Forwarded-For": ad["client_ip"], "Authorization": "Basic " + basic("adurand", ad["password"]),
            "Cookie": "sessionid=%s; csrftoken=%s" % (s["session_ids"][0], s["csrf_tokens"][0]),
            "User-Agent": ua_ff, "X-Request-Id": next(rid)}),
        (PORT_HAPROXY, "GET", "/private/report.csv", {
            "X-Forwarded-For": ad["client_ip"], "Authorization": "Basic " + basic("adurand", "Winter2026!"),
            "User-Agent": ua_ff, "X-Request-Id": next(rid)}),
        (PORT_HAPROXY, "GET", "/private/", {
            "X-Forwarded-For": "198.51.100.201", "Authorization": "Basic " + basic("svc-backup", s["db_password2"]),
            "User-Agent": "Wget/1.21.3", "X-Request-Id": next(rid)}),
        (PORT_HAPROXY, "GET", "/private/export?format=xlsx", {
            "X-Forwarded-For": lw["client_ip"], "Authorization": "Bearer " + s["jwt"],
            "User-Agent": ua_app, "X-Request-Id": next(rid)}),
        (PORT_HAPROXY, "GET", "/api/v1/users?email=%s&api_key=%s" % (
            ad["email"].replace("@", "%40"), s["stripe_key"]), {
            "X-Forwarded-For": ad["client_ip"], "User-Agent": ua_app, "X-Request-Id": next(rid)}),
        (PORT_HAPROXY, "GET", "/reset-password/%s" % s["reset_token"], {
            "X-Forwarded-For": mg["client_ip"], "User-Agent": ua_ff, "X-Request-Id": next(rid),
            "Referer": "https://mail.example.org/"}),
        (PORT_HAPROXY, "GET", "/static/app.%s.js" % P["keep"]["asset_hash"], {
            "X-Forwarded-For": hs["client_ip"], "User-Agent": ua_ff, "X-Request-Id": next(rid)}),
        (PORT_HAPROXY, "GET", "/health", {"User-Agent": "kube-probe/1.30", "X-Request-Id": next(rid)}),
        (PORT_HAPROXY, "GET", "/oauth/callback?code=%s&state=%s" % (s["oauth_code"], s["oauth_state"]), {
            "X-Forwarded-For": jm["client_ip"], "User-Agent": ua_ff, "X-Request-Id": next(rid),
            "Cookie": "sessionid=%s" % s["session_ids"][1]}),
        (PORT_HAPROXY, "GET", "/download/invoice-2026-11.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F20261121%%2Feu-west-1%%2Fs3%%2Faws4_request&X-Amz-Date=20261121T101500Z&X-Amz-Expires=900&X-Amz-SignedHeaders=host&X-Amz-Signature=%s" % (
            s["aws_akid"], s["presign_sig"]), {
            "X-Forwarded-For": ip["client_ip"], "User-Agent": ua_ff, "X-Request-Id": next(rid)}),
        (PORT_HAPROXY, "GET", "/track?phone=%s&name=%s" % (
            "%2B33612457890", "Am%C3%A9lie%20Durand"), {
            "X-Forwarded-For": ad["client_ip"], "User-Agent": ua_ff, "X-Request-Id": next(rid)}),
        (PORT_HAPROXY, "POST", "/login", {
            "X-Forwarded-For": hs["client_ip"], "User-Agent": ua_ff, "X-Request-Id": next(rid),
            "Content-Type": "application/x-www-form-urlencoded"}),
        (PORT_HAPROXY2, "GET", "/api/v2/orders?customer=%s" % lw["login"], {
            "X-Forwarded-For": lw["client_ip"], "X-Api-Key": s["api_key_hex"],
            "Cookie": "theme=dark; sid=%s" % s["session_ids"][2], "User-Agent": ua_app}),
        (PORT_HAPROXY2, "GET", "/api/v2/orders/8812/refund", {
            "X-Forwarded-For": jm["client_ip"], "X-Api-Key": s["sendgrid"], "User-Agent": ua_app}),
        (PORT_HAPROXY2, "GET", "/api/v2/status", {"User-Agent": "kube-probe/1.30"}),
        (PORT_HAPROXY2, "GET", "/api/v2/verify?otp=%s&msisdn=%s" % (s["otp"], "%2B48601234567"), {
            "X-Forwarded-For": lw["client_ip"], "Cookie": "sid=%s" % s["session_ids"][4], "User-Agent": ua_app}),
        (PORT_APACHE, "GET", "/private/report.csv", {
            "X-Forwarded-For": jm["client_ip"], "Authorization": "Basic " + basic("jmueller", jm["password"]),
            "X-Api-Key": s["google_api_key"], "User-Agent": "python-requests/2.32.3"}),
        (PORT_APACHE, "GET", "/private/report.csv", {
            "X-Forwarded-For": "192.0.2.146", "Authorization": "Basic " + basic("ipetrov", "123456"),
            "User-Agent": "python-requests/2.32.3"}),
        (PORT_APACHE, "GET", "/login/", {
            "X-Forwarded-For": mg["client_ip"], "User-Agent": ua_ff}),
        (PORT_APACHE, "GET", "/.env", {"X-Forwarded-For": "198.51.100.66", "User-Agent": "zgrab/0.x"}),
    ]
    log = []
    for port, method, path, headers in reqs:
        st = http_req(port, method, path, headers, body=("user=%s&password=%s" % (hs["login"], hs["password"])) if method == "POST" else None)
        log.append("%d %s %s -> %d" % (port, method, path.split("?")[0], st))
        time.sleep(0.05)
    out("web_traffic_driver.txt", "\n".join(log) + "\n")


def step_wget():
    P = planted()
    ad = person("adurand")
    env = dict(os.environ, LC_ALL="C")
    cmds = [
        ["wget", "--no-hsts", "-d", "-O", "/dev/null", "--user=adurand", "--password=" + ad["password"],
         "--header=X-Forwarded-For: " + ad["client_ip"],
         "http://127.0.0.1:%d/private/report.csv" % PORT_APACHE],
        ["wget", "--no-hsts", "-d", "-O", "/dev/null", "--header=Authorization: Bearer " + P["secrets"]["github_pat"],
         "--header=Cookie: sessionid=" + P["secrets"]["session_ids"][5],
         "http://127.0.0.1:%d/health" % PORT_HAPROXY],
        ["wget", "--no-hsts", "-d", "-O", "/dev/null",
         "http://obennett:%s@127.0.0.1:%d/private/report.csv" % (person("obennett")["password"], PORT_APACHE)],
    ]
    text = []
    for c in cmds:
        r = subprocess.run(c, capture_output=True, text=True, env=env, cwd=WORK)
        text.append(r.stderr)
    out("wget/wget_debug.txt", "".join(text))
    version("wget", "wget --version")



# ======================================================================= git
def step_git():
    P = planted()
    home = os.path.join(WORK, "githome")
    os.makedirs(home, exist_ok=True)
    env = dict(os.environ, HOME=home, GIT_CONFIG_NOSYSTEM="1", LC_ALL="C", TZ="UTC")
    src = os.path.join(WORK, "gitsrc")
    os.makedirs(src, exist_ok=True)
    def g(args, cwd, extra=None):
        e = dict(env, **(extra or {}))
        return subprocess.run(["git"] + args, cwd=cwd, env=e, capture_output=True, text=True)
    g(["init", "-q", "-b", "main"], src)
    commits = [("adurand", "Add invoice export", "2026-11-20T09:12:00+01:00"),
               ("lwisniewski", "Fix rounding in VAT calculation", "2026-11-20T14:40:00+01:00"),
               ("hsato", "Update ja translations", "2026-11-21T10:03:00+09:00")]
    for i, (login, msg, date) in enumerate(commits):
        pp = person(login)
        with open(os.path.join(src, "file%d.txt" % i), "w") as f:
            f.write(msg + "\n")
        g(["add", "."], src)
        g(["commit", "-q", "-m", msg], src, {"GIT_AUTHOR_NAME": pp["name"], "GIT_AUTHOR_EMAIL": pp["email"],
                                            "GIT_COMMITTER_NAME": pp["name"], "GIT_COMMITTER_EMAIL": pp["email"],
                                            "GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date})
    bare = os.path.join(APACHE_DIR, "htdocs/git/app.git")
    subprocess.run(["git", "clone", "-q", "--bare", src, bare], env=env, check=True)
    g(["update-server-info"], bare)
    sh("chown -R www-data:www-data %s" % bare)
    from urllib.parse import quote
    url = "http://deploy-bot:%s@127.0.0.1:%d/git/app.git" % (quote(P["secrets"]["deploy_pw"], safe=""), PORT_APACHE)
    r1 = g(["clone", url, os.path.join(WORK, "clone1")], WORK, {"GIT_TRACE": "1", "GIT_CURL_VERBOSE": "1"})
    out("git/clone_trace_redacted.txt", r1.stderr)
    r2 = g(["-c", "http.extraHeader=Authorization: Basic " + basic("deploy-bot", P["secrets"]["deploy_pw"]),
            "-c", "http.extraHeader=X-Gitlab-Token: " + P["secrets"]["gitlab_pat"],
            "clone", "http://127.0.0.1:%d/git/app.git" % PORT_APACHE, os.path.join(WORK, "clone2")], WORK,
           {"GIT_TRACE": "1", "GIT_TRACE_CURL": "1", "GIT_TRACE_REDACT": "0", "GIT_TRACE_CURL_NO_DATA": "1"})
    out("git/clone_trace_unredacted.txt", r2.stderr)
    r3 = g(["log", "--format=fuller"], os.path.join(WORK, "clone1"))
    out("git/log_fuller.txt", r3.stdout + r3.stderr)
    r4 = g(["remote", "-v"], os.path.join(WORK, "clone1"))
    out("git/remote_v.txt", r4.stdout + r4.stderr)
    r5 = g(["shortlog", "-sne", "HEAD"], os.path.join(WORK, "clone1"))
    out("git/shortlog.txt", r5.stdout + r5.stderr)
    version("git", "git --version")


# ====================================================================== ruby
RUBY_SCRIPT = r"""
require 'net/http'
require 'logger'
require 'json'
login, pw, cookie, card, email, iban, phone, token, ip = ARGV
logger = Logger.new($stdout)
logger.progname = 'billing-worker'
http = Net::HTTP.new('127.0.0.1', %d)
http.set_debug_output($stderr)
req = Net::HTTP::Get.new('/private/report.csv?account=' + login)
req.basic_auth(login, pw)
req['Cookie'] = 'sessionid=' + cookie
req['X-Forwarded-For'] = ip
res = http.request(req)
logger.info("export fetched status=#{res.code} bytes=#{res.body.bytesize}")
logger.info("charging card #{card} for #{email}")
logger.warn("SEPA mandate missing for IBAN #{iban}, customer phone #{phone}")
cfg = {"db_user" => "billing", "db_pass" => pw, "api_token" => token, "region" => "eu-west-1"}
logger.debug("loaded config #{cfg.inspect}")
begin
  raise ArgumentError, "invalid card number #{card.inspect}"
rescue => e
  logger.error(e)
end
p cfg
puts JSON.generate({event: "user.updated", user: {email: email, phone: phone}, request_id: ARGV[9]})
$stderr.puts({"Authorization" => "Bearer " + token}.inspect)
""" % PORT_APACHE


def step_ruby():
    P = planted()
    mg = person("mgarcia")
    path = os.path.join(WORK, "client.rb")
    with open(path, "w") as f:
        f.write(RUBY_SCRIPT)
    out("ruby/client.rb", RUBY_SCRIPT)
    args = [mg["login"], mg["password"], P["secrets"]["session_ids"][5], S.fmt_card(mg["card"], "-"), mg["email"],
            S.iban_group(mg["iban"]), mg["phone"], P["secrets"]["slack_bot"], mg["client_ip"], P["keep"]["request_ids"][15]]
    r = subprocess.run(["ruby", path] + args, capture_output=True, text=True, env=dict(os.environ, TZ="UTC"))
    out("ruby/stdout.txt", r.stdout)
    out("ruby/stderr.txt", r.stderr)
    version("ruby", "ruby -v")


# ====================================================================== java
JAVA_SRC = r"""
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.logging.Logger;

public class Main {
    public static void main(String[] a) throws Exception {
        HttpClient c = HttpClient.newHttpClient();
        HttpRequest r = HttpRequest.newBuilder(URI.create("http://127.0.0.1:%d/private/report.csv?tenant=" + a[0]))
            .header("Authorization", "Basic " + a[1])
            .header("X-Api-Key", a[2])
            .header("X-Forwarded-For", a[3])
            .build();
        HttpResponse<String> resp = c.send(r, HttpResponse.BodyHandlers.ofString());
        Logger log = Logger.getLogger("com.example.billing.SepaExporter");
        log.info("export status=" + resp.statusCode() + " tenant=" + a[0]);
        log.warning("Payment declined for " + a[4] + " iban=" + a[5] + " card=" + a[6]);
        try {
            java.sql.DriverManager.getConnection("jdbc:mariadb://" + a[7] + ":3306/billing?user=billing&password=" + a[8]);
        } catch (Exception e) {
            log.severe("DB connect failed: " + e);
        }
    }
}
""" % PORT_APACHE


def step_java():
    P = planted()
    ks = person("ksvensson")
    d = os.path.join(WORK, "java")
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "Main.java"), "w") as f:
        f.write(JAVA_SRC)
    out("java/Main.java", JAVA_SRC)
    args = [ks["login"], basic(ks["login"], ks["password"]), P["secrets"]["npm_token"], ks["client_ip"],
            ks["name"], S.iban_group(ks["iban"]), S.fmt_card(ks["card"], " "), P["hosts"]["db_host"],
            P["secrets"]["db_password"]]
    r = subprocess.run(["nice", "-n", "10", "java", "-Djdk.httpclient.HttpClient.log=headers,requests",
                        "-Duser.timezone=UTC", "-Duser.language=en", "Main.java"] + args,
                       capture_output=True, text=True, cwd=d)
    out("java/stdout.txt", r.stdout)
    out("java/stderr.txt", r.stderr)
    version("java", "java -version")



# ============================================================ mariadb (main)
def mysql_main(sql, *opts, db="corpus13_tmp"):
    cmd = ["mariadb", "-h", "127.0.0.1", "-P", "3306", "-u", "root", "--default-character-set=utf8mb4"] + list(opts)
    if db:
        cmd.append(db)
    r = subprocess.run(cmd, input=sql, capture_output=True, text=True)
    return r.stdout + r.stderr


def customer_rows():
    P = planted()
    rng = random.Random(77)
    rows = []
    for i, p in enumerate(P["people"]):
        rows.append(dict(
            id=1000 + i, login=p["login"], full_name=p["name"], email=p["email"], phone=p["phone"],
            national_id=p.get("national_id"), iban=p.get("iban"), card_number=p["card"],
            birth_date=p["dob"], city=p["city"],
            password_hash=(S.hash_bcrypt(p["password"], rng, 8) if i % 3 == 0 else
                           S.hash_sha512_crypt(p["password"], rng) if i % 3 == 1 else
                           S.hash_django_pbkdf2(p["password"], rng, 260000)),
            api_token=S.github_token(rng) if i % 2 == 0 else S.stripe_key(rng, "rk_live_"),
            status=["active", "locked", "active", "pending_kyc", "active"][i % 5],
            plan=["pro", "free", "team", "pro", "enterprise"][i % 5],
            created_at="2026-0%d-%02d %02d:%02d:%02d" % (1 + i % 9, 1 + i * 2, 8 + i, 10 + i * 3, 5 * i),
        ))
    return rows


def sql_lit(v):
    if v is None:
        return "NULL"
    if isinstance(v, int):
        return str(v)
    return "'" + str(v).replace("\\", "\\\\").replace("'", "''") + "'"


def step_mariadb_client():
    P = planted()
    mysql_main("DROP DATABASE IF EXISTS corpus13_tmp; CREATE DATABASE corpus13_tmp CHARACTER SET utf8mb4;", db=None)
    ddl = """CREATE TABLE customers (id INT PRIMARY KEY, login VARCHAR(40), full_name VARCHAR(100), email VARCHAR(100),
  phone VARCHAR(40), national_id VARCHAR(40), iban VARCHAR(40), card_number VARCHAR(20), birth_date DATE,
  city VARCHAR(60), password_hash VARCHAR(200), api_token VARCHAR(80), status VARCHAR(20), plan VARCHAR(20),
  created_at DATETIME);
CREATE TABLE user_sessions (session_id CHAR(32) PRIMARY KEY, customer_id INT, client_ip VARCHAR(45),
  user_agent VARCHAR(120), expires_at DATETIME);
CREATE TABLE deploy_events (id INT PRIMARY KEY, event_code VARCHAR(30), service VARCHAR(40), git_sha CHAR(40),
  image_digest VARCHAR(80), trace_id CHAR(32), status VARCHAR(10), finished_at DATETIME);
"""
    rows = customer_rows()
    cols = list(rows[0].keys())
    ins = ["INSERT INTO customers (%s) VALUES (%s);" % (", ".join(cols), ", ".join(sql_lit(r[c]) for c in cols)) for r in rows]
    sess = []
    for i in range(5):
        p = P["people"][i]
        sess.append("INSERT INTO user_sessions VALUES (%s, %d, %s, %s, '2026-12-0%d 18:00:00');" % (
            sql_lit(P["secrets"]["session_ids"][i]), 1000 + i, sql_lit(p["client_ip"]),
            sql_lit(["Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
                     "billing-sync/4.2.1", "okhttp/4.12.0", "Dart/3.5 (dart:io)", "curl/8.5.0"][i]), 6 + i % 3))
    rng = random.Random(78)
    dep = []
    for i in range(6):
        dep.append("INSERT INTO deploy_events VALUES (%d, %s, %s, %s, %s, %s, %s, '2026-11-2%d 1%d:0%d:00');" % (
            i + 1, sql_lit(["DEPLOY_STARTED", "DEPLOY_SUCCEEDED", "ROLLBACK_TRIGGERED", "HEALTHCHECK_FAILED",
                            "DEPLOY_SUCCEEDED", "MIGRATION_APPLIED"][i]),
            sql_lit(["billing-api", "billing-api", "ledger", "ledger", "invoice-renderer", "billing-api"][i]),
            sql_lit(S.git_sha(rng)), sql_lit(S.sha256_digest(rng)), sql_lit(S.trace_id(rng)),
            sql_lit(["ok", "ok", "error", "error", "ok", "ok"][i]), i, i, i))
    mysql_main(ddl + "\n".join(ins + sess + dep))
    q1 = "SELECT id, login, full_name, email, phone, card_number, status FROM customers ORDER BY id;"
    q2 = "SELECT * FROM customers WHERE id IN (1002, 1004)\\G"
    q3 = "SELECT id, full_name, national_id, iban, birth_date, city, password_hash, api_token FROM customers ORDER BY id;"
    q4 = "SELECT s.session_id, c.email, s.client_ip, s.user_agent, s.expires_at FROM user_sessions s JOIN customers c ON c.id = s.customer_id ORDER BY s.expires_at;"
    q5 = "SELECT * FROM deploy_events ORDER BY id;"
    out("mariadb_client/table.txt", mysql_main(q1 + q4 + q5, "-t"))
    out("mariadb_client/vertical.txt", mysql_main(q2, "-t"))
    out("mariadb_client/batch.tsv", mysql_main(q3 + q4 + q5, "-B"))
    out("mariadb_client/xml.txt", mysql_main("SELECT id, login, email, phone, api_token FROM customers WHERE id < 1003 ORDER BY id;", "--xml"))
    out("mariadb_client/errors.txt", mysql_main(
        "INSERT INTO customers (id, login, email) VALUES (1000, 'adurand', 'amelie.durand@example.com');\n"
        "SELECT email FROM customers WHERE email = 'amelie.durand@example.com' AND password_hash = crypt('x');\n",
        "-t", "--force"))
    version("mariadb_client", "mariadb --version")


def step_mariadb_drop():
    mysql_main("DROP DATABASE IF EXISTS corpus13_tmp;", db=None)


# ======================================================================= php
PHP_SCRIPT = r"""<?php
date_default_timezone_set('UTC');
[$_, $pw, $smtpPw, $stripe, $clave, $card, $cvv, $login, $email, $ip, $token] = $argv;
$config = [
    'db' => ['dsn' => 'mysql:host=127.0.0.1;port=3306;dbname=corpus13_tmp', 'username' => 'svc_billing', 'password' => $pw],
    'mail' => ['host' => 'smtp.example.net', 'port' => 587, 'user' => 'billing@example.net', 'pass' => $smtpPw],
    'payments' => ['stripe_secret' => $stripe, 'webhook_tolerance' => 300],
    'clave_api' => $clave,
];
print_r($config);
var_dump($config['mail']);
var_export(['card' => $card, 'cvv' => $cvv, 'holder' => $login]);
echo "\n";
error_log("Login failed for user $login from $ip");
error_log("Password reset link sent to $email token=$token");
try {
    new PDO($config['db']['dsn'], $config['db']['username'], $config['db']['password']);
} catch (PDOException $e) {
    error_log('DB error: ' . $e->getMessage());
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
$pdo = new PDO('mysql:host=127.0.0.1;port=3306;dbname=corpus13_tmp;charset=utf8mb4', 'root', '');
$pdo->setAttribute(PDO::ATTR_ERRMODE, PDO::ERRMODE_EXCEPTION);
$rows = $pdo->query('SELECT id, full_name, email, phone, national_id, iban, password_hash FROM customers ORDER BY id')->fetchAll(PDO::FETCH_ASSOC);
print_r($rows[0]);
var_dump($rows[6]);
echo json_encode($rows[2]), "\n";
echo json_encode($rows[3], JSON_UNESCAPED_UNICODE), "\n";
try {
    $pdo->query("SELECT * FROM customer WHERE email = '$email'");
} catch (PDOException $e) {
    error_log($e->getMessage());
}
echo password_hash($pw, PASSWORD_BCRYPT, ['cost' => 10]), "\n";
echo password_hash($pw, PASSWORD_ARGON2ID), "\n";
trigger_error("Config key 'mail.pass' is deprecated, use SMTP_PASSWORD", E_USER_DEPRECATED);
function chargeCard(string $pan, #[\SensitiveParameter] string $cvv, string $holder) {
    throw new RuntimeException("Gateway timeout after 30000 ms (merchant=M-4471)");
}
chargeCard($card, $cvv, $login);
"""


def step_php():
    P = planted()
    lw = person("lwisniewski")
    d = os.path.join(WORK, "php")
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "app.php"), "w") as f:
        f.write(PHP_SCRIPT)
    out("php/app.php", PHP_SCRIPT)
    errlog = os.path.join(d, "php_errors.log")
    args = [P["secrets"]["db_password"], P["secrets"]["db_password2"], P["secrets"]["stripe_key"],
            P["secrets"]["api_key_hex"], lw["card"], "%03d" % random.Random(5).randint(100, 999),
            lw["login"], lw["email"], lw["client_ip"], P["secrets"]["reset_token"]]
    r = subprocess.run(["php", "-d", "error_log=" + errlog, "-d", "log_errors=1", "-d", "display_errors=stderr",
                        "-d", "zend.exception_ignore_args=0", "-d", "error_reporting=E_ALL",
                        os.path.join(d, "app.php")] + args, capture_output=True, text=True, cwd=d)
    out("php/stdout.txt", r.stdout)
    out("php/stderr.txt", r.stderr)
    copy_out(errlog, "php/php_errors.log")
    out("php/args.json", json.dumps({"cvv": args[5]}))
    version("php", "php -v")


# ====================================================================== perl
PERL_SCRIPT = r"""use strict; use warnings;
use DBI;
my ($pw, $email, $phone) = @ARGV;
my $bad = DBI->connect("DBI:MariaDB:database=corpus13_tmp;host=127.0.0.1;port=3306", "svc_reporting", $pw,
                       {RaiseError => 0, PrintError => 1});
my $dbh = DBI->connect("DBI:MariaDB:database=corpus13_tmp;host=127.0.0.1;port=3306;mariadb_client_found_rows=1", "root", "",
                       {RaiseError => 1, mariadb_auto_reconnect => 0});
my $sth = $dbh->prepare("SELECT id, full_name, iban, card_number FROM customers WHERE email = ? OR phone = ?");
$sth->execute($email, $phone);
while (my $r = $sth->fetchrow_arrayref) { print join("|", map { defined $_ ? $_ : "NULL" } @$r), "\n"; }
my $u = $dbh->prepare("UPDATE user_sessions SET expires_at = NOW() WHERE session_id = ?");
$u->execute($ARGV[3]);
$dbh->disconnect;
"""


def step_perl():
    P = planted()
    hs = person("hsato")
    d = os.path.join(WORK, "perl")
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "report.pl"), "w") as f:
        f.write(PERL_SCRIPT)
    out("perl/report.pl", PERL_SCRIPT)
    trace = os.path.join(d, "dbitrace.log")
    env = dict(os.environ, DBI_TRACE="2=" + trace)
    r = subprocess.run(["perl", os.path.join(d, "report.pl"), P["secrets"]["db_password2"], hs["email"], hs["phone"],
                        P["secrets"]["session_ids"][3]], capture_output=True, text=True, env=env, cwd=d)
    out("perl/stdout.txt", r.stdout)
    out("perl/stderr.txt", r.stderr)
    copy_out(trace, "perl/dbitrace.log")
    version("perl_dbi", "perl -MDBI -MDBD::MariaDB -e 'print qq{DBI $DBI::VERSION DBD::MariaDB $DBD::MariaDB::VERSION perl $^V}'")



# ======================================================== mariadb (own server)
MDB = os.path.join(WORK, "mdb")
MDB_PROC = None


def step_mariadb_own():
    global MDB_PROC
    P = planted()
    data = os.path.join(MDB, "data")
    os.makedirs(data, exist_ok=True)
    r = sh(["nice", "-n", "10", "mariadb-install-db", "--no-defaults", "--datadir=" + data, "--user=root",
            "--auth-root-authentication-method=socket", "--skip-test-db"])
    if r.returncode:
        raise RuntimeError(r.stdout + r.stderr)
    sock = os.path.join(MDB, "mdb.sock")
    MDB_PROC = subprocess.Popen(
        ["nice", "-n", "10", "mariadbd", "--no-defaults", "--datadir=" + data, "--user=root", "--port=%d" % PORT_MARIADB_OWN,
         "--bind-address=127.0.0.1", "--socket=" + sock, "--pid-file=" + os.path.join(MDB, "mdb.pid"),
         "--general-log=1", "--general-log-file=" + os.path.join(MDB, "general.log"),
         "--slow-query-log=1", "--slow-query-log-file=" + os.path.join(MDB, "slow.log"), "--long-query-time=0",
         "--log-slow-verbosity=query_plan", "--log-error=" + os.path.join(MDB, "error.log"), "--log-warnings=4",
         "--innodb-buffer-pool-size=32M", "--skip-name-resolve", "--character-set-server=utf8mb4"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wait_port(PORT_MARIADB_OWN, 60)
    pw, pw2 = P["secrets"]["db_password"], P["secrets"]["db_password2"]
    def root(sql):
        return subprocess.run(["mariadb", "--socket=" + sock, "-u", "root", "-t", "--default-character-set=utf8mb4"],
                              input=sql, capture_output=True, text=True)
    root("CREATE DATABASE billing; CREATE USER 'svc_billing'@'127.0.0.1' IDENTIFIED BY '%s';"
         "GRANT ALL ON billing.* TO 'svc_billing'@'127.0.0.1';"
         "CREATE USER 'report_ro'@'127.0.0.1' IDENTIFIED BY '%s'; GRANT SELECT ON billing.* TO 'report_ro'@'127.0.0.1';" % (pw, pw2))
    def tcp(user, password, sql, *opts):
        return subprocess.run(["mariadb", "-h", "127.0.0.1", "-P", str(PORT_MARIADB_OWN), "-u", user,
                               "--password=" + password, "--default-character-set=utf8mb4", "billing"] + list(opts),
                              input=sql, capture_output=True, text=True)
    jm, sp, wl = person("jmueller"), person("spapadopoulou"), person("wli")
    sess = []
    r = tcp("svc_billing", pw, """CREATE TABLE payment_methods (id INT AUTO_INCREMENT PRIMARY KEY, holder VARCHAR(100),
  iban VARCHAR(40), card_pan VARCHAR(20), cvv_check CHAR(1), email VARCHAR(100), phone VARCHAR(40), created TIMESTAMP DEFAULT CURRENT_TIMESTAMP);
INSERT INTO payment_methods (holder, iban, card_pan, cvv_check, email, phone) VALUES ('%s', '%s', '%s', 'M', '%s', '%s');
INSERT INTO payment_methods (holder, iban, card_pan, cvv_check, email, phone) VALUES ('%s', '%s', '%s', 'N', '%s', '%s');
INSERT INTO payment_methods (holder, iban, card_pan, cvv_check, email, phone) VALUES ('%s', NULL, '%s', 'M', '%s', '%s');
SELECT id, holder, email FROM payment_methods WHERE email = '%s';
UPDATE payment_methods SET phone = '%s' WHERE email = '%s';
""" % (jm["name"], jm["iban"], jm["card"], jm["email"], jm["phone"],
       sp["name"], sp["iban"], sp["card"], sp["email"], sp["phone"],
       wl["name"], wl["card"], wl["email"], wl["phone"],
       jm["email"], "+49 170 9876543", jm["email"]), "-t")
    sess.append(r.stdout + r.stderr)
    r = tcp("svc_billing", "Winter2026!", "SELECT 1;")
    sess.append(r.stdout + r.stderr)
    r = tcp("report_ro", pw2, "SELECT holder, card_pan FROM payment_methods;\nDELETE FROM payment_methods WHERE id = 1;", "-t", "--force")
    sess.append(r.stdout + r.stderr)
    r = root("ALTER USER 'report_ro'@'127.0.0.1' IDENTIFIED BY '%s';\n"
             "SET PASSWORD FOR 'svc_billing'@'127.0.0.1' = PASSWORD('%s');\n"
             "SELECT user, host, plugin, authentication_string FROM mysql.global_priv JOIN mysql.user USING (user, host) WHERE user <> 'root' AND user <> 'mariadb.sys' AND user <> 'PUBLIC';\n"
             "SELECT User, Host, Password FROM mysql.user WHERE User LIKE '%%_%%' AND User <> 'mariadb.sys';\n"
             "SHOW GRANTS FOR 'svc_billing'@'127.0.0.1';\n" % (P["secrets"]["deploy_pw"], pw2))
    sess.append(r.stdout + r.stderr)
    out("mariadb_own/client_session.txt", "\n".join(sess))
    subprocess.run(["mariadb-admin", "--socket=" + sock, "-u", "root", "shutdown"], capture_output=True)
    MDB_PROC.wait(60)
    MDB_PROC = None
    for f in ("general.log", "slow.log", "error.log"):
        copy_out(os.path.join(MDB, f), "mariadb_own/" + f)
    version("mariadbd", "mariadbd --version")


def stop_mariadb_own_quiet():
    if MDB_PROC and MDB_PROC.poll() is None:
        MDB_PROC.terminate()
        MDB_PROC.wait(60)


# ====================================================================== psql
PSQL_SCRIPT = r"""\set ON_ERROR_STOP 0
\pset pager off
CREATE TEMP TABLE accounts (id int PRIMARY KEY, username text, display_name text, email text UNIQUE,
  phone text, tax_id text, iban text, password_hash text, api_key text, last_login_ip inet, created_at timestamptz);
%(inserts)s
SELECT id, username, display_name, email, phone FROM accounts ORDER BY id;
\x on
SELECT * FROM accounts WHERE id IN (2, 5) ORDER BY id;
\x off
\pset format csv
SELECT id, username, display_name, email, tax_id, iban, password_hash, api_key, last_login_ip FROM accounts ORDER BY id;
\pset format unaligned
\pset fieldsep '|'
SELECT id, email, last_login_ip FROM accounts WHERE id <= 3 ORDER BY id;
\pset format aligned
INSERT INTO accounts (id, username, email) VALUES (9, 'dup', '%(dup_email)s');
SELECT * FROM accounts WHERE email = '%(dup_email)s' AND api_key = crypt('x', api_key);
CREATE TEMP TABLE deploys (id int, image text, digest text, git_sha text, trace_id uuid, status text, duration interval);
%(deploys)s
SELECT * FROM deploys ORDER BY id;
"""


def step_psql():
    P = planted()
    rng = random.Random(91)
    ppl = [person(x) for x in ("obennett", "ksvensson", "ipetrov", "mgarcia", "wli", "adurand", "hsato")]
    ins = []
    for i, p in enumerate(ppl, start=1):
        h = [S.hash_pg_scram(p["password"], rng), S.hash_bcrypt(p["password"], rng, 8),
             S.hash_md5_crypt(p["password"], rng)][i % 3]
        key = [S.google_api_key(rng), S.openai_key(rng), S.twilio_key(rng), S.sendgrid_key(rng)][i % 4]
        ins.append("INSERT INTO accounts VALUES (%d, %s, %s, %s, %s, %s, %s, %s, %s, %s, '2026-11-%02d 08:%02d:00+00');" % (
            i, sql_lit(p["login"]), sql_lit(p["name"]), sql_lit(p["email"]), sql_lit(p["phone"]),
            sql_lit(p.get("national_id")), sql_lit(p.get("iban")), sql_lit(h), sql_lit(key),
            sql_lit(p["client_ip"]), 10 + i, 5 * i))
    dep = []
    for i in range(1, 5):
        dep.append("INSERT INTO deploys VALUES (%d, %s, %s, %s, %s, %s, '%d seconds');" % (
            i, sql_lit(["registry.example.com/billing/api:4.2.%d" % i, "registry.example.com/billing/worker:4.2.%d" % i,
                        "registry.example.com/ledger/api:1.9.%d" % i, "registry.example.com/billing/api:4.3.0-rc.%d" % i][i - 1]),
            sql_lit(S.sha256_digest(rng)), sql_lit(S.git_sha(rng)), sql_lit(S.uuid4(rng)),
            sql_lit(["succeeded", "succeeded", "failed", "running"][i - 1]), 40 + 17 * i))
    script = PSQL_SCRIPT % {"inserts": "\n".join(ins), "dup_email": ppl[1]["email"], "deploys": "\n".join(dep)}
    out("psql/script.sql", script)
    r = subprocess.run(["psql", "-X", "-h", "127.0.0.1", "-p", "5432", "-U", "postgres", "-d", "test", "-e"],
                       input=script, capture_output=True, text=True, env=dict(os.environ, PGTZ="UTC", LC_ALL="C.UTF-8"))
    out("psql/stdout.txt", r.stdout)
    out("psql/stderr.txt", r.stderr)
    version("psql", "psql --version")


# ====================================================================== ldap
LDAP_DIR = os.path.join(WORK, "ldap")
SLAPD_PROC = None


def step_ldap():
    global SLAPD_PROC
    P = planted()
    os.makedirs(os.path.join(LDAP_DIR, "db"), exist_ok=True)
    adminpw = P["secrets"]["ldap_admin_pw"]
    r = sh(["slappasswd", "-s", adminpw])
    out("ldap/slappasswd_admin.txt", r.stdout + r.stderr)
    rootpw = r.stdout.strip()
    conf = """include /etc/ldap/schema/core.schema
include /etc/ldap/schema/cosine.schema
include /etc/ldap/schema/inetorgperson.schema
include /etc/ldap/schema/nis.schema
modulepath /usr/lib/ldap
moduleload back_mdb
pidfile %(d)s/slapd.pid
argsfile %(d)s/slapd.args
loglevel stats
password-hash {SSHA}
database mdb
maxsize 33554432
suffix "dc=example,dc=org"
rootdn "cn=admin,dc=example,dc=org"
rootpw %(rootpw)s
directory %(d)s/db
index objectClass eq
index mail,uid eq
access to attrs=userPassword by self write by anonymous auth by * none
access to * by * read
""" % {"d": LDAP_DIR, "rootpw": rootpw}
    with open(os.path.join(LDAP_DIR, "slapd.conf"), "w") as f:
        f.write(conf)
    SLAPD_PROC = subprocess.Popen(["slapd", "-f", os.path.join(LDAP_DIR, "slapd.conf"), "-h", "ldap://127.0.0.1:%d/" % PORT_LDAP,
                                   "-d", "stats"], stdout=subprocess.DEVNULL,
                                  stderr=open(os.path.join(LDAP_DIR, "slapd_stats.log"), "w"))
    wait_port(PORT_LDAP)
    H = ["-H", "ldap://127.0.0.1:%d" % PORT_LDAP, "-x"]
    admin = ["-D", "cn=admin,dc=example,dc=org", "-w", adminpw]
    ppl = [person(x) for x in ("adurand", "ipetrov", "lwisniewski", "hsato", "wli", "spapadopoulou")]
    ldif = ["dn: dc=example,dc=org\nobjectClass: dcObject\nobjectClass: organization\no: Example Org\ndc: example\n",
            "dn: ou=people,dc=example,dc=org\nobjectClass: organizationalUnit\nou: people\n"]
    for i, p in enumerate(ppl):
        parts = p["name"].split()
        hp = sh(["slappasswd", "-s", p["password"]]).stdout.strip()
        ent = ("dn: uid=%s,ou=people,dc=example,dc=org\nobjectClass: inetOrgPerson\nuid: %s\ncn: %s\nsn: %s\n"
               "mail: %s\ntelephoneNumber: %s\nemployeeNumber: E-%05d\nuserPassword: %s\n") % (
            p["login"], p["login"], p["name"], parts[-1], p["email"], p["phone"], 4100 + i, hp)
        if "address" in p:
            ent += "postalAddress: %s\n" % p["address"].replace(", ", "$")
        ldif.append(ent)
    ldif_text = "\n".join(ldif)
    with open(os.path.join(LDAP_DIR, "people.ldif"), "w") as f:
        f.write(ldif_text)
    res = []
    def run_client(name, args, stdin=None):
        r = subprocess.run(args, capture_output=True, text=True, input=stdin)
        res.append("### %s (exit %d)\n%s%s" % (name, r.returncode, r.stdout, r.stderr))
    run_client("ldapadd", ["ldapadd"] + H + admin + ["-f", os.path.join(LDAP_DIR, "people.ldif")])
    run_client("ldapsearch admin by mail", ["ldapsearch"] + H + admin + ["-LLL", "-b", "ou=people,dc=example,dc=org",
                                                                           "(mail=%s)" % ppl[0]["email"]])
    run_client("ldapsearch anonymous by phone", ["ldapsearch"] + H + ["-LLL", "-b", "dc=example,dc=org",
                                                                        "(telephoneNumber=%s)" % ppl[2]["phone"], "cn", "mail", "telephoneNumber"])
    run_client("ldapsearch anonymous by cn", ["ldapsearch"] + H + ["-LLL", "-b", "dc=example,dc=org", "(cn=Иван*)", "uid", "cn", "postalAddress"])
    run_client("ldapsearch admin full", ["ldapsearch"] + H + admin + ["-b", "uid=%s,ou=people,dc=example,dc=org" % ppl[3]["login"]])
    run_client("ldapwhoami ok", ["ldapwhoami"] + H + ["-D", "uid=%s,ou=people,dc=example,dc=org" % ppl[0]["login"], "-w", ppl[0]["password"]])
    run_client("ldapwhoami bad", ["ldapwhoami"] + H + ["-D", "uid=%s,ou=people,dc=example,dc=org" % ppl[1]["login"], "-w", "Passw0rd!"])
    run_client("ldappasswd", ["ldappasswd"] + H + admin + ["-s", P["secrets"]["deploy_pw"], "uid=%s,ou=people,dc=example,dc=org" % ppl[4]["login"]])
    run_client("ldapmodify", ["ldapmodify"] + H + admin,
               "dn: uid=%s,ou=people,dc=example,dc=org\nchangetype: modify\nreplace: mobile\nmobile: +30 697 765 4321\n" % ppl[5]["login"])
    run_client("ldapsearch bad filter", ["ldapsearch"] + H + ["-LLL", "-b", "dc=example,dc=org", "(mail=%s" % ppl[1]["email"]])
    run_client("ldapsearch sizelimit", ["ldapsearch"] + H + ["-LLL", "-z", "2", "-b", "ou=people,dc=example,dc=org", "(objectClass=inetOrgPerson)", "uid", "employeeNumber"])
    out("ldap/clients.txt", "\n".join(res))
    out("ldap/people.ldif", ldif_text)
    SLAPD_PROC.terminate()
    SLAPD_PROC.wait(20)
    SLAPD_PROC = None
    copy_out(os.path.join(LDAP_DIR, "slapd_stats.log"), "ldap/slapd_stats.log")
    version("slapd", "slapd -VV")
    version("ldap-utils", "ldapsearch -VV")


def stop_slapd_quiet():
    if SLAPD_PROC and SLAPD_PROC.poll() is None:
        SLAPD_PROC.terminate()
        SLAPD_PROC.wait(20)


# ================================================================= memcached
MC_PROC = None


def step_memcached():
    global MC_PROC
    P = planted()
    d = os.path.join(WORK, "memcached")
    os.makedirs(d, exist_ok=True)
    MC_PROC = subprocess.Popen(["memcached", "-vv", "-u", "nobody", "-l", "127.0.0.1", "-p", str(PORT_MEMCACHED), "-U", "0", "-m", "16"],
                               stdout=subprocess.DEVNULL, stderr=open(os.path.join(d, "memcached.log"), "w"))
    wait_port(PORT_MEMCACHED)
    ad, mg, hs = person("adurand"), person("mgarcia"), person("hsato")
    s = P["secrets"]
    cmds = [
        "set session:%s 0 1800 %d\r\n%s\r\n" % (s["session_ids"][0], 0, ""),
        "get session:%s\r\n" % s["session_ids"][0],
        "set user:email:%s 0 3600 4\r\n1000\r\n" % ad["email"],
        "set otp:%s 0 300 6\r\n%s\r\n" % (mg["phone"].replace(" ", ""), s["otp"]),
        "get otp:%s\r\n" % mg["phone"].replace(" ", ""),
        "set api_token:%s 0 0 2\r\n42\r\n" % s["memcached_token"],
        "incr ratelimit:%s 1\r\n" % hs["client_ip"],
        "add ratelimit:%s 0 60 1\r\n1\r\n" % hs["client_ip"],
        "incr ratelimit:%s 1\r\n" % hs["client_ip"],
        "get pwreset:%s\r\n" % s["reset_token"],
        "delete session:%s\r\n" % s["session_ids"][0],
        "get config:feature_flags:v7 build:4.2.1\r\n",
        "touch user:email:%s 60\r\n" % ad["email"],
        "stats slabs\r\n",
    ]
    replies = []
    with socket.create_connection(("127.0.0.1", PORT_MEMCACHED)) as c:
        c.settimeout(2)
        for cmd in cmds:
            c.sendall(cmd.encode())
            time.sleep(0.1)
            try:
                replies.append(c.recv(65536).decode())
            except socket.timeout:
                replies.append("")
        c.sendall(b"quit\r\n")
    time.sleep(0.3)
    MC_PROC.terminate()
    MC_PROC.wait(10)
    MC_PROC = None
    copy_out(os.path.join(d, "memcached.log"), "memcached/memcached_vv.log")
    version("memcached", "memcached -V")


def stop_mc_quiet():
    if MC_PROC and MC_PROC.poll() is None:
        MC_PROC.terminate()
        MC_PROC.wait(10)


# =================================================================== openssl
SSERVER = None


def step_openssl():
    global SSERVER
    P = planted()
    d = os.path.join(WORK, "openssl")
    os.makedirs(d, exist_ok=True)
    ad = person("adurand")
    r = sh(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-utf8", "-keyout", os.path.join(d, "key.pem"),
            "-out", os.path.join(d, "cert.pem"), "-days", "30",
            "-subj", "/C=FR/O=Example Billing/CN=%s/emailAddress=%s" % (ad["name"], ad["email"]),
            "-addext", "subjectAltName=DNS:%s,email:%s" % (P["hosts"]["app_host"], ad["email"])])
    if r.returncode:
        raise RuntimeError(r.stderr)
    out("openssl/x509_text.txt", sh(["openssl", "x509", "-in", os.path.join(d, "cert.pem"), "-noout", "-text",
                                     "-fingerprint", "-sha256", "-nameopt", "utf8,sep_comma_plus_space"]).stdout)
    out("openssl/rsa_text.txt", sh(["openssl", "rsa", "-in", os.path.join(d, "key.pem"), "-noout", "-text"]).stdout)
    copy_out(os.path.join(d, "key.pem"), "openssl/key.pem")
    copy_out(os.path.join(d, "cert.pem"), "openssl/cert.pem")
    pw = []
    for alg in ("-1", "-5", "-6", "-apr1"):
        rr = sh(["openssl", "passwd", alg, "-salt", "c13salt" + alg.strip("-"), person("obennett")["password"]])
        pw.append("openssl passwd %s -> %s" % (alg, rr.stdout.strip()))
    out("openssl/passwd.txt", "\n".join(pw) + "\n")
    SSERVER = subprocess.Popen(["openssl", "s_server", "-accept", "127.0.0.1:18560", "-cert", os.path.join(d, "cert.pem"),
                                "-key", os.path.join(d, "key.pem"), "-tls1_2", "-www", "-quiet"],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wait_port(18560)
    rc = subprocess.run(["openssl", "s_client", "-connect", "127.0.0.1:18560", "-tls1_2", "-servername", P["hosts"]["app_host"]],
                        input="", capture_output=True, text=True, timeout=20)
    out("openssl/s_client.txt", rc.stdout + rc.stderr)
    SSERVER.terminate()
    SSERVER.wait(10)
    SSERVER = None
    version("openssl", "openssl version")


def stop_sserver_quiet():
    if SSERVER and SSERVER.poll() is None:
        SSERVER.terminate()
        SSERVER.wait(10)

# ====================================================================== main
STEPS = {}


def main():
    os.makedirs(CAP, exist_ok=True)
    os.makedirs(WORK, exist_ok=True)
    steps = sys.argv[1:] or ["all"]
    try:
        run(steps)
    finally:
        cleanup()


def cleanup():
    for fn in (step_haproxy_stop_quiet, step_apache_stop_quiet, stop_mariadb_own_quiet,
               stop_slapd_quiet, stop_mc_quiet, stop_sserver_quiet):
        try:
            fn()
        except Exception as e:  # noqa
            print("cleanup:", e)
    time.sleep(1)
    shutil.rmtree(WORK, ignore_errors=True)


def step_haproxy_stop_quiet():
    if HAP_PROC and HAP_PROC.poll() is None:
        HAP_PROC.kill()
        HAP_PROC.wait()


def step_apache_stop_quiet():
    if os.path.exists(os.path.join(APACHE_DIR, "httpd.pid")):
        sh(["apache2", "-f", os.path.join(APACHE_DIR, "httpd.conf"), "-k", "stop"])


def run(steps):
    a = "all" in steps
    if "web" in steps or a:
        version("apache2", "apache2 -v")
        version("haproxy", "haproxy -v")
        step_apache_start()
        step_haproxy_start()
        step_web_traffic()
        step_wget()
        step_git()
        step_ruby()
        step_java()
        step_haproxy_stop()
        step_apache_stop()
    if "db" in steps or a:
        step_mariadb_client()
        step_php()
        step_perl()
        step_mariadb_drop()
    if "mdb" in steps or a:
        step_mariadb_own()
    if "psql" in steps or a:
        step_psql()
    if "ldap" in steps or a:
        step_ldap()
    if "memcached" in steps or a:
        step_memcached()
    if "openssl" in steps or a:
        step_openssl()
    if a:
        write_planted()


def write_planted():
    pkgs = ["apache2", "apache2-utils", "haproxy", "wget", "git", "ruby3.1", "openjdk-17-jre-headless", "php8.2-cli",
            "libdbi-perl", "libdbd-mariadb-perl", "mariadb-client", "mariadb-server", "postgresql-client-15",
            "slapd", "ldap-utils", "memcached", "openssl"]
    deb = {}
    for pk in pkgs:
        r = sh(["dpkg-query", "-W", "-f", "${Version}", pk])
        deb[pk] = r.stdout.strip() if r.returncode == 0 else None
    doc = dict(planted())
    doc["program_versions"] = VERSIONS
    doc["debian_package_versions"] = deb
    doc["note"] = ("Planted values are synthetic. Values generated by the software itself (hashes with random "
                   "salts, PIDs, session tickets, TLS keys, timestamps) are only in the captured files. "
                   "git is /usr/local/bin/git (not Debian's).")
    out("planted.json", json.dumps(doc, ensure_ascii=False, indent=1, sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
