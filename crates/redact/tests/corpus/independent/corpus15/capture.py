"""Run real programs on 127.0.0.1 with planted values; write captured/ and captured/planted.json.

Daemons (each with its own config under /tmp/c15run, each stopped by its own pid):
  18701 OpenSSH sshd (LogLevel DEBUG3, -E log file), clients: OpenSSH ssh -v, paramiko
  18702 dnsmasq (log-queries=extra, log-facility file)
  18703 gunicorn (custom access_log_format, debug error log); client httpx (INFO log)
  18704 node express + morgan + winston
In-process: Django 5 ORM on a scratch sqlite file with django.db.backends DEBUG logging,
structlog JSON, loguru (diagnose tracebacks), DuckDB (box rendering, rows, errors), pandas.
"""
import base64
import json
import logging
import os
import random
import shutil
import signal
import socket
import struct
import subprocess
import sys
import time
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import synthlib as S  # noqa: E402

RUN = "/tmp/c15run"
CAP = os.path.join(HERE, "captured")
PLANTED = []      # {"value", "label", "cls", "what", "source"}
VERSIONS = {}


def plant(value, label, cls, what, source):
    PLANTED.append({"value": value, "label": label, "cls": cls, "what": what, "source": source})
    return value


def sh(cmd, **kw):
    return subprocess.run(cmd, shell=isinstance(cmd, str), capture_output=True, text=True, **kw)


def wait_port(port, timeout=15):
    t0 = time.time()
    while time.time() - t0 < timeout:
        try:
            socket.create_connection(("127.0.0.1", port), 0.5).close()
            return
        except OSError:
            time.sleep(0.2)
    raise SystemExit(f"port {port} did not open")


def stop_pid(pid):
    try:
        os.kill(pid, signal.SIGTERM)
    except ProcessLookupError:
        return
    for _ in range(50):
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return
        time.sleep(0.1)
    os.kill(pid, signal.SIGKILL)


# ------------------------------------------------------------------ sshd
def cap_ssh(rng):
    src = "sshd"
    d = f"{RUN}/ssh"
    os.makedirs(d, exist_ok=True)
    for f in ("host_ed25519", "client_ed25519"):
        for suf in ("", ".pub"):
            if os.path.exists(f"{d}/{f}{suf}"):
                os.remove(f"{d}/{f}{suf}")
        sh(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", f"{d}/{f}", "-C", "c15"])
    shutil.copy(f"{d}/client_ed25519.pub", f"{d}/authorized_keys")
    os.chmod(f"{d}/authorized_keys", 0o600)
    with open(f"{d}/sshd_config", "w") as fh:
        fh.write(f"""Port 18701
ListenAddress 127.0.0.1
HostKey {d}/host_ed25519
PidFile {d}/sshd.pid
LogLevel DEBUG3
PermitRootLogin prohibit-password
PasswordAuthentication yes
KbdInteractiveAuthentication no
UsePAM no
AuthorizedKeysFile {d}/authorized_keys
StrictModes no
AcceptEnv *
ForceCommand /bin/true
MaxAuthTries 6
""")
    os.makedirs("/run/sshd", exist_ok=True)
    log = f"{CAP}/sshd_debug3.log"
    if os.path.exists(log):
        os.remove(log)
    r = sh(["nice", "/usr/sbin/sshd", "-f", f"{d}/sshd_config", "-E", log])
    assert r.returncode == 0, r.stderr
    wait_port(18701)
    pid = int(open(f"{d}/sshd.pid").read())
    VERSIONS["OpenSSH sshd / ssh"] = sh(["/usr/sbin/sshd", "-V"]).stderr.strip().splitlines()[0]
    base = ["ssh", "-v", "-p", "18701", "-i", f"{d}/client_ed25519", "-o", "StrictHostKeyChecking=no",
            "-o", "UserKnownHostsFile=/dev/null", "-o", "BatchMode=yes", "-o", "LogLevel=DEBUG1"]
    client_log = []
    # key_unusual: env vars with unusual / non-English names, accepted by AcceptEnv *
    envkeys = ["PASSWORT_PROD", "CONTRASENA_BD", "MOT_DE_PASSE_SMTP", "SALASANA", "LOSENORD_DB",
               "HASLO_API", "SIFRE_REDIS", "KENNWORT_LDAP", "PAROL_VPN", "SENHA_S3", "MIMA_KAFKA",
               "PASSPHRASE_GPG_BACKUP", "SECRETO_COMPARTIDO", "GEHEIMNIS_WEBHOOK"]
    # positional: credentials on command lines sent with the exec request
    for i, k in enumerate(envkeys):
        val = plant(S.password(rng) if i % 3 else S.rstr(rng, 28), "secret", "key_unusual", "env value", src)
        kind = i % 5
        user = plant(S.login(rng), "private", "positional", "login", src)
        pw = plant(S.password(rng), "secret", "positional", "password on command line", src)
        host = plant(f"db{rng.randint(1, 9)}-{rng.choice(['billing', 'ledger', 'crm', 'orders'])}.corp.example.net",
                     "private", "positional", "host", src)
        cmds = [f"mysqldump -h {host} -u {user} -p{pw} --single-transaction shop",
                f"pg_dump 'postgresql://{user}:{pw}@{host}:5432/ledger' -Fc -f /backup/ledger.dump",
                f"redis-cli -h {host} -a {pw} --no-auth-warning INFO replication",
                f"curl -su {user}:{pw} https://{host}/api/health",
                f"lftp -u {user},{pw} sftp://{host}/incoming"]
        cmd = cmds[kind]
        r = sh(base + ["-o", f"SetEnv={k}={val}", "root@127.0.0.1", cmd], timeout=30)
        client_log.append(r.stderr)
    # infra / no_key: invalid users (some of them are passwords typed into the login prompt)
    import paramiko
    plog = f"{CAP}/paramiko_debug.log"
    if os.path.exists(plog):
        os.remove(plog)
    paramiko.util.log_to_file(plog, level=logging.DEBUG)
    VERSIONS["paramiko"] = paramiko.__version__
    for i in range(16):
        if i % 2 == 0:
            user = plant(S.password(rng), "secret", "no_key", "password typed as login", src)
        else:
            user = plant(S.login(rng), "private", "infra", "login", src)
        pw = plant(S.password(rng), "secret", "no_key", "password (not logged by sshd)", src)
        c = paramiko.SSHClient()
        c.set_missing_host_key_policy(paramiko.AutoAddPolicy())
        try:
            c.connect("127.0.0.1", port=18701, username=user, password=pw, look_for_keys=False,
                      allow_agent=False, timeout=10)
        except Exception:
            pass
        finally:
            c.close()
    with open(f"{CAP}/ssh_client_v.log", "w") as fh:
        fh.write("".join(client_log))
    time.sleep(1)
    stop_pid(pid)


# ------------------------------------------------------------------ dnsmasq
def dns_query(name, qtype=1, port=18702, txid=0):
    q = struct.pack(">HHHHHH", txid, 0x0100, 1, 0, 0, 0)
    for label in name.rstrip(".").split("."):
        b = label.encode()
        q += bytes([len(b)]) + b
    q += b"\x00" + struct.pack(">HH", qtype, 1)
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    s.settimeout(2)
    s.sendto(q, ("127.0.0.1", port))
    try:
        s.recvfrom(4096)
    except socket.timeout:
        pass
    s.close()


def cap_dnsmasq(rng):
    src = "dnsmasq"
    d = f"{RUN}/dnsmasq"
    os.makedirs(d, exist_ok=True)
    log = f"{CAP}/dnsmasq.log"
    if os.path.exists(log):
        os.remove(log)
    hosts = []
    roles = ["pg-primary", "pg-replica", "vault", "kafka-broker", "jenkins", "ldap", "grafana", "etcd",
             "minio", "gitlab-runner", "bastion", "mq", "hsm-gw", "payroll-app"]
    conf = ["port=18702", "listen-address=127.0.0.1", "bind-interfaces", "no-resolv", "no-hosts",
            "log-queries=extra", f"log-facility={log}", f"pid-file={d}/dnsmasq.pid", "user=root",
            "local=/corp.example.net/", "local=/10.in-addr.arpa/"]
    for i, role in enumerate(roles):
        h = plant(f"{role}-{rng.randint(1, 4):02d}.{rng.choice(['fra1', 'ams3', 'sgp1', 'waw2'])}.corp.example.net",
                  "private", "infra", "host", src)
        ip = f"10.{rng.randint(0, 40)}.{rng.randint(0, 255)}.{rng.randint(2, 250)}"
        conf.append(f"host-record={h},{ip}")
        hosts.append((h, ip))
    for i in range(4):
        alias = plant(f"{rng.choice(['db', 'cache', 'sso', 'vpn'])}.{rng.choice(['intra', 'ops'])}.example.org",
                      "private", "infra", "host", src)
        conf.append(f"cname={alias},{hosts[i][0]}")
        hosts.append((alias, None))
    with open(f"{d}/dnsmasq.conf", "w") as fh:
        fh.write("\n".join(conf) + "\n")
    p = subprocess.Popen(["nice", "dnsmasq", "-k", f"--conf-file={d}/dnsmasq.conf"],
                         stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    time.sleep(1.5)
    VERSIONS["dnsmasq"] = sh(["dnsmasq", "--version"]).stdout.splitlines()[0]
    for i, (h, ip) in enumerate(hosts):
        dns_query(h, 1, txid=rng.randint(1, 65000))
        if ip and i % 2 == 0:
            a, b, c, e = ip.split(".")
            dns_query(f"{e}.{c}.{b}.{a}.in-addr.arpa", 12, txid=rng.randint(1, 65000))
    # no_key: tokens smuggled as DNS labels (bare, no key)
    for i in range(10):
        tok = [S.gh_token, S.stripe_key, lambda r: S.rstr(r, 32), lambda r: S.hexstr(r, 40),
               S.aws_key_id][i % 5](rng).replace("_", "-")
        plant(tok, "secret", "no_key", "token as dns label", src)
        dns_query(f"{tok}.{rng.choice(['cb', 'x', 't'])}.example.net", 16, txid=rng.randint(1, 65000))
    time.sleep(0.5)
    p.terminate()
    p.wait(timeout=10)


# ------------------------------------------------------------------ gunicorn + httpx
WSGI_APP = r'''
import json
def app(environ, start_response):
    path = environ.get("PATH_INFO", "")
    status = "200 OK"
    if "reset" in path or "invite" in path:
        status = "302 Found"
    elif "login" in path:
        status = "401 Unauthorized"
    elif "manifests" in path or "builds" in path:
        status = "304 Not Modified"
    body = json.dumps({"ok": status.startswith("2")}).encode()
    start_response(status, [("Content-Type", "application/json"), ("Content-Length", str(len(body)))])
    return [body]
'''


def cap_gunicorn(rng):
    src = "gunicorn"
    d = f"{RUN}/gunicorn"
    os.makedirs(d, exist_ok=True)
    with open(f"{d}/c15app.py", "w") as fh:
        fh.write(WSGI_APP)
    acc, err = f"{CAP}/gunicorn_access.log", f"{CAP}/gunicorn_error.log"
    hx = f"{CAP}/httpx_client.log"
    for f in (acc, err, hx):
        if os.path.exists(f):
            os.remove(f)
    fmt = ('%(h)s %(l)s %(u)s %(t)s "%(r)s" %(s)s %(b)s "%(f)s" "%(a)s" xff="%({x-forwarded-for}i)s" '
           'rid=%({x-request-id}i)s auth="%({authorization}i)s" node=%({x-node}i)s pod=%({x-pod}i)s '
           'tp=%({traceparent}i)s inm=%({if-none-match}i)s ck="%({cookie}i)s" %(L)s')
    with open(f"{d}/gunicorn.conf.py", "w") as fh:
        fh.write(f"bind = '127.0.0.1:18703'\nworkers = 1\naccesslog = {acc!r}\nerrorlog = {err!r}\n"
                 f"loglevel = 'debug'\naccess_log_format = {fmt!r}\npidfile = '{d}/gunicorn.pid'\n")
    p = subprocess.Popen(["nice", sys.executable, "-m", "gunicorn", "-c", f"{d}/gunicorn.conf.py",
                          "--chdir", d, "c15app:app"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wait_port(18703)
    import gunicorn
    import httpx
    VERSIONS["gunicorn"] = gunicorn.__version__
    VERSIONS["httpx"] = httpx.__version__
    lg = logging.getLogger("httpx")
    lg.setLevel(logging.INFO)
    hh = logging.FileHandler(hx, encoding="utf-8")
    hh.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    lg.addHandler(hh)
    cl = httpx.Client(base_url="http://127.0.0.1:18703", timeout=10)

    def hdr_base(cls_for_ip="infra"):
        h = {"x-request-id": S.uuid4(rng),
             "traceparent": f"00-{S.trace_id(rng)}-{S.span_id(rng)}-01"}
        return h

    # infra: client IPs, nodes, pods
    for i in range(12):
        h = hdr_base()
        ips = [plant(f"203.0.113.{rng.randint(2, 254)}", "private", "infra", "client ip", src),
               plant(f"198.51.100.{rng.randint(2, 254)}", "private", "infra", "client ip", src),
               plant(f"10.{rng.randint(0, 60)}.{rng.randint(0, 255)}.{rng.randint(2, 250)}", "private", "infra", "proxy ip", src)]
        h["x-forwarded-for"] = ", ".join(ips[: 1 + i % 3])
        h["x-node"] = plant(f"ip-10-{rng.randint(0, 60)}-{rng.randint(0, 255)}-{rng.randint(2, 250)}.eu-central-1.compute.internal",
                            "private", "infra", "node", src)
        h["x-pod"] = plant(f"{rng.choice(['checkout', 'payments-api', 'ledger-worker', 'search'])}-{S.hexstr(rng, 9)}-{S.rstr(rng, 5, 'bcdfghjklmnpqrstvwxz2456789')}",
                           "private", "infra", "pod", src)
        cl.get(f"/api/v2/orders/{rng.randint(1000, 99999)}", headers=h)
    # positional: reset/invite tokens in path, bearer tokens, webhook secrets
    for i in range(12):
        h = hdr_base()
        k = i % 4
        if k == 0:
            tok = plant(S.rstr(rng, 40, S.B64URL), "secret", "positional", "reset token in path", src)
            url = f"/account/password/reset/{tok}"
        elif k == 1:
            tok = plant(S.hexstr(rng, 48), "secret", "positional", "invite token in path", src)
            url = f"/teams/{rng.randint(10, 99)}/invite/{tok}/accept"
        elif k == 2:
            tok = plant(S.rstr(rng, 24), "secret", "positional", "webhook secret path part", src)
            url = f"/services/T{S.rstr(rng, 8, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789')}/B{S.rstr(rng, 8, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789')}/{tok}"
        else:
            tok = plant(S.jwt(rng, {"sub": str(rng.randint(1000, 9999)), "scope": "orders:write"}), "secret",
                        "positional", "bearer jwt", src)
            h["authorization"] = f"Bearer {tok}"
            url = "/api/v2/refunds"
        cl.get(url, headers=h)
    # encoded: Basic blobs, percent-encoded e-mails/passwords, JSON in query
    for i in range(12):
        h = hdr_base()
        k = i % 3
        if k == 0:
            u = plant(S.login(rng), "private", "encoded", "login inside basic", src)
            pw = plant(S.password(rng), "secret", "encoded", "password inside basic", src)
            blob = plant(base64.b64encode(f"{u}:{pw}".encode()).decode(), "secret", "encoded", "basic blob", src)
            h["authorization"] = f"Basic {blob}"
            cl.get("/login", headers=h)
        elif k == 1:
            em = plant(S.email(rng), "private", "encoded", "email", src)
            pw = plant(S.password(rng), "secret", "encoded", "password", src)
            cl.get("/login", params={"email": em, "password": pw, "next": "/dashboard"}, headers=h)
        else:
            tok = plant(S.slack_token(rng) if i % 2 else S.gh_token(rng), "secret", "encoded", "token inside json", src)
            em = plant(S.email(rng), "private", "encoded", "email inside json", src)
            filt = json.dumps({"owner": em, "auth": {"token": tok}}, separators=(",", ":"))
            cl.get("/api/search", params={"filter": filt}, headers=h)
    # key_unusual: non-English parameter / cookie names
    keys = ["passwort", "contraseña", "mot_de_passe", "senha", "haslo", "sifre", "salasana", "пароль",
            "密码", "kennwort", "wachtwoord", "losenord"]
    for i, k in enumerate(keys):
        h = hdr_base()
        v = plant(S.password(rng), "secret", "key_unusual", f"value of {k}", src)
        sess = plant(S.rstr(rng, 32), "secret", "key_unusual", "session cookie", src)
        h["cookie"] = f"{rng.choice(['sitzung', 'sesion', 'jeton_session', 'sessao'])}={sess}; lang=de"
        cl.get("/konto/anmelden", params={"benutzer": "demo", k: v}, headers=h)
    # lookalike: digests, build ids, ETags, trace ids only
    for i in range(14):
        h = hdr_base()
        h["if-none-match"] = f'"{S.hexstr(rng, 32)}"'
        if i % 2:
            url = f"/v2/platform/api/manifests/sha256:{S.sha256(rng)}"
        else:
            url = f"/builds/{S.sha1(rng)}/artifacts/app-{rng.randint(1, 9)}.{rng.randint(0, 30)}.{rng.randint(0, 99)}-linux-amd64.tar.gz"
        cl.get(url, headers=h)
    cl.close()
    lg.removeHandler(hh)
    hh.close()
    time.sleep(0.5)
    p.terminate()
    p.wait(timeout=10)


# ------------------------------------------------------------------ express + morgan + winston
EXPRESS_APP = r'''
const express = require('express');
const morgan = require('morgan');
const winston = require('winston');
const fs = require('fs');
const app = express();
const acc = fs.createWriteStream(process.argv[2], {flags: 'a'});
morgan.token('xff', (req) => req.headers['x-forwarded-for'] || '-');
app.use(morgan(':remote-addr - :remote-user [:date[clf]] ":method :url HTTP/:http-version" :status :res[content-length] :res[etag] ":user-agent" xff=:xff :response-time ms', {stream: acc}));
const logger = winston.createLogger({level: 'debug', format: winston.format.combine(winston.format.timestamp(), winston.format.json()),
  transports: [new winston.transports.File({filename: process.argv[3]})]});
app.use(express.json());
app.post('/api/kunden', (req, res) => { logger.info('kunde angelegt', {body: req.body, requestId: req.headers['x-request-id']}); res.json({ok: true, id: 17}); });
app.post('/hooks/ingest', (req, res) => { logger.warn('payload rejected', {raw: JSON.stringify(req.body), requestId: req.headers['x-request-id']}); res.status(422).json({ok: false}); });
app.get('/status', (req, res) => { logger.debug('status probe', {build: req.query.build, image: req.query.image, traceId: req.headers['x-trace-id']}); res.json({status: 'ok', build: req.query.build}); });
app.get('/u/:any', (req, res) => res.status(404).send('nope'));
const srv = app.listen(18704, '127.0.0.1', () => { fs.writeFileSync(process.argv[4], String(process.pid)); });
'''


def cap_express(rng):
    src = "express"
    d = f"{RUN}/node"
    with open(f"{d}/c15server.js", "w") as fh:
        fh.write(EXPRESS_APP)
    acc, wl = f"{CAP}/express_morgan_access.log", f"{CAP}/express_winston.log"
    for f in (acc, wl):
        if os.path.exists(f):
            os.remove(f)
    p = subprocess.Popen(["nice", "node", f"{d}/c15server.js", acc, wl, f"{d}/express.pid"], cwd=d,
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wait_port(18704)
    ver = sh(["node", "-e", "for (const p of ['express','morgan','winston']) console.log(p+' '+require(p+'/package.json').version)"], cwd=d).stdout.split("\n")
    VERSIONS["node"] = sh(["node", "--version"]).stdout.strip()
    VERSIONS["express/morgan/winston"] = ", ".join(x for x in ver if x)
    import httpx
    cl = httpx.Client(base_url="http://127.0.0.1:18704", timeout=10)
    locs = ["pl", "de", "tr", "ru", "ja", "ko", "zh", "pt", "fi", "it", "es", "vi", "el", "hi"]
    # pii_locale via winston JSON (non-ASCII kept raw by winston's JSON format)
    for i, loc in enumerate(locs):
        name = plant(S.person(rng, loc), "private", "pii_locale", "name", src)
        ph_loc = {"ja": "ja", "ko": "ko", "zh": "zh", "ru": "ru", "de": "de", "pl": "pl", "tr": "tr",
                  "pt": "pt", "fi": "fi", "it": "it", "es": "es", "vi": "vi"}.get(loc, "in")
        tel = plant(S.phone(rng, ph_loc), "private", "pii_locale", "phone", src)
        idf = {"pl": S.pesel, "tr": S.tckn, "zh": S.cn_id, "ko": S.kr_rrn, "pt": S.cpf, "fi": S.hetu,
               "es": S.dni, "hi": S.aadhaar, "de": lambda r: S.iban(r, "DE"), "it": lambda r: S.iban(r, "IT"),
               "ru": S.card_number, "ja": lambda r: S.dob(r, "ja"), "vi": S.card_number, "el": S.card_number}[loc](rng)
        plant(idf, "private", "pii_locale", "national id / iban / card / dob", src)
        cl.post("/api/kunden", json={"name": name, "telefon": tel, "kennung": idf, "land": loc.upper()},
                headers={"x-request-id": S.uuid4(rng)})
    # encoded: JSON string inside JSON (winston "raw" field)
    for i in range(10):
        tok = plant([S.aws_secret, S.stripe_key, S.slack_token, S.gh_token, lambda r: S.jwt(r, {"sub": "svc-ingest"})][i % 5](rng),
                    "secret", "encoded", "secret inside json string", src)
        em = plant(S.email(rng), "private", "encoded", "email inside json string", src)
        cl.post("/hooks/ingest", json={"source": "crm", "credentials": {"apiKey": tok}, "contact": em},
                headers={"x-request-id": S.uuid4(rng)})
    # infra: morgan remote-user from Basic auth + XFF
    for i in range(8):
        u = plant(S.login(rng), "private", "infra", "login via basic", src)
        pw = plant(S.password(rng), "secret", "infra", "password inside basic (not logged)", src)
        ip = plant(f"{rng.choice(['203.0.113', '198.51.100', '192.0.2'])}.{rng.randint(2, 254)}", "private", "infra", "client ip", src)
        cl.get(f"/u/{rng.randint(100, 999)}", auth=(u, pw), headers={"x-forwarded-for": ip})
    # lookalike: build ids, digests, trace ids, ETags
    for i in range(12):
        cl.get("/status", params={"build": f"{rng.randint(1, 9)}.{rng.randint(0, 40)}.{rng.randint(0, 9)}+{S.hexstr(rng, 12)}",
                                  "image": f"sha256:{S.sha256(rng)}"},
               headers={"x-trace-id": S.trace_id(rng)})
    # no_key: bare tokens as path segments
    for i in range(6):
        tok = plant([S.gh_token, S.stripe_key, lambda r: S.rstr(r, 40, S.B64URL)][i % 3](rng), "secret", "no_key", "bare token in path", src)
        cl.get(f"/u/{tok}")
    cl.close()
    time.sleep(0.5)
    p.terminate()
    p.wait(timeout=10)


# ------------------------------------------------------------------ Django ORM SQL debug log
def cap_django(rng):
    src = "django"
    d = f"{RUN}/django"
    os.makedirs(d, exist_ok=True)
    db = f"{d}/c15.sqlite3"
    if os.path.exists(db):
        os.remove(db)
    log = f"{CAP}/django_sql_debug.log"
    if os.path.exists(log):
        os.remove(log)
    import django
    from django.conf import settings
    settings.configure(
        DEBUG=True, USE_TZ=True, SECRET_KEY="c15-not-a-secret-settings-key",
        DATABASES={"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": db}},
        INSTALLED_APPS=["django.contrib.auth", "django.contrib.contenttypes"],
        PASSWORD_HASHERS=["django.contrib.auth.hashers.PBKDF2PasswordHasher",
                          "django.contrib.auth.hashers.ScryptPasswordHasher",
                          "django.contrib.auth.hashers.PBKDF2SHA1PasswordHasher"],
        LOGGING={"version": 1, "disable_existing_loggers": False,
                 "formatters": {"f": {"format": "%(asctime)s %(levelname)s %(name)s %(message)s"}},
                 "handlers": {"file": {"class": "logging.FileHandler", "filename": log, "formatter": "f",
                                       "encoding": "utf-8"}},
                 "loggers": {"django.db.backends": {"handlers": ["file"], "level": "DEBUG"}}},
    )
    django.setup()
    VERSIONS["Django"] = django.get_version()
    from django.core.management import call_command
    from django.db import connection
    call_command("migrate", verbosity=0)
    from django.contrib.auth.hashers import make_password
    from django.contrib.auth.models import User
    algos = ["pbkdf2_sha256", "scrypt", "pbkdf2_sha1"]
    locs = ["pl", "de", "tr", "ru", "ja", "zh", "ko", "fi", "it", "pt", "es", "el"]
    for i, loc in enumerate(locs):
        login = S.login(rng)
        while User.objects.filter(username=login).exists():
            login = S.login(rng)
        plant(login, "private", "positional", "login", src)
        em = plant(S.email(rng), "private", "positional", "email", src)
        fam, giv, _ = S.NAMES[loc]
        first = plant(rng.choice(giv), "private", "pii_locale", "given name", src)
        last = plant(rng.choice(fam), "private", "pii_locale", "family name", src)
        raw = S.password(rng)
        hashed = make_password(raw, hasher=algos[i % 3])
        plant(hashed, "secret", "positional", "password hash", src)
        User.objects.create(username=login, email=em, first_name=first, last_name=last, password=hashed)
    with connection.cursor() as c:
        c.execute('CREATE TABLE "kunden_stammdaten" ("id" integer PRIMARY KEY, "vollname" text, "steuer_id" text, '
                  '"iban" text, "telefon" text, "geburtsdatum" text, "anschrift" text)')
        for i in range(14):
            loc = ["de", "pl", "it", "es", "tr", "fi", "zh", "ja", "pt", "ru", "de", "it", "pl", "es"][i]
            name = plant(S.person(rng, loc), "private", "pii_locale", "name", src)
            if loc == "it":
                fam, giv = name.split(" ")[-1], name.split(" ")[0]
                sid = S.codice_fiscale(rng, fam, giv)
            else:
                sid = {"de": S.bsn, "pl": S.pesel, "es": S.nie, "tr": S.tckn, "fi": S.hetu, "zh": S.cn_id,
                       "ja": S.aadhaar, "pt": S.cpf, "ru": S.se_pnr}[loc](rng)
            plant(sid, "private", "pii_locale", "national id", src)
            ib = plant(S.iban(rng, {"de": "DE", "pl": "PL", "it": "IT", "es": "ES", "tr": "TR", "fi": "FI"}.get(loc, "NL")),
                       "private", "pii_locale", "iban", src)
            tel = plant(S.phone(rng, loc), "private", "pii_locale", "phone", src)
            bd = plant(S.dob(rng, "iso"), "private", "pii_locale", "dob", src)
            addr = plant(S.address(rng, loc), "private", "pii_locale", "address", src)
            c.execute('INSERT INTO "kunden_stammdaten" ("vollname", "steuer_id", "iban", "telefon", "geburtsdatum", "anschrift") '
                      'VALUES (%s, %s, %s, %s, %s, %s)', [name, sid, ib, tel, bd, addr])
        # key_unusual: settings table with unusual key names
        c.execute('CREATE TABLE "app_einstellung" ("schluessel" text, "wert" text)')
        for k in ["smtp_kennwort", "clave_api_pasarela", "jeton_acces_partenaire", "chave_secreta_pix",
                  "haslo_bazy_raportow", "gizli_anahtar_odeme", "tunnussana_vpn", "hemlig_nyckel_webhook"]:
            v = plant(S.password(rng) if "kennwort" in k or "haslo" in k or "tunnus" in k else S.rstr(rng, 32),
                      "secret", "key_unusual", f"value of {k}", src)
            c.execute('INSERT INTO "app_einstellung" ("schluessel", "wert") VALUES (%s, %s)', [k, v])
        c.execute('SELECT "id", "vollname", "steuer_id" FROM "kunden_stammdaten" WHERE "id" <= %s', [3])
    list(User.objects.filter(is_staff=False).order_by("-date_joined")[:5])
    logging.getLogger("django.db.backends").handlers[0].flush()


# ------------------------------------------------------------------ structlog JSON
def cap_structlog(rng):
    src = "structlog"
    import structlog
    VERSIONS["structlog"] = structlog.__version__
    out = open(f"{CAP}/structlog.jsonl", "w", encoding="utf-8")
    structlog.configure(processors=[structlog.processors.add_log_level,
                                    structlog.processors.TimeStamper(fmt="iso", utc=True),
                                    structlog.processors.JSONRenderer()],
                        logger_factory=structlog.PrintLoggerFactory(file=out), cache_logger_on_first_use=False)
    log = structlog.get_logger()
    for i in range(12):  # encoded: nested JSON string + \u escapes of non-ASCII names
        loc = ["ru", "ja", "zh", "ko", "el", "ar", "hi", "pl", "tr", "vi", "th", "he"][i]
        name = plant(S.person(rng, loc), "private", "encoded", "name (json \\u escaped)", src)
        tok = plant([S.aws_secret, S.gh_token, S.stripe_key, S.slack_token][i % 4](rng), "secret", "encoded",
                    "token in nested json", src)
        payload = json.dumps({"customer": name, "auth": {"api_key": tok}}, ensure_ascii=False)
        log.error("upstream_rejected", request_id=S.uuid4(rng), status=rng.choice([400, 401, 403, 422]),
                  upstream_body=payload)
    for i in range(12):  # key_unusual
        k = ["passwort", "contraseña", "mot_de_passe", "senha", "hasło", "şifre", "salasana", "пароль",
             "密码", "暗証番号", "비밀번호", "kennwort"][i]
        v = plant(S.password(rng) if i % 4 != 3 else S.otp(rng), "secret", "key_unusual", f"value of {k}", src)
        log.warning("login_attempt", **{k: v}, trace_id=S.trace_id(rng), outcome="denied")
    for i in range(12):  # lookalike
        log.info("deploy_finished", commit=S.sha1(rng), image_digest=f"sha256:{S.sha256(rng)}",
                 build_id=S.uuid4(rng), span_id=S.span_id(rng), duration_ms=rng.randint(200, 90000),
                 version=f"{rng.randint(1, 4)}.{rng.randint(0, 30)}.{rng.randint(0, 9)}")
    out.close()


# ------------------------------------------------------------------ loguru
def cap_loguru(rng):
    src = "loguru"
    from loguru import logger
    import loguru
    VERSIONS["loguru"] = loguru.__version__
    path = f"{CAP}/loguru.log"
    if os.path.exists(path):
        os.remove(path)
    logger.remove()
    hid = logger.add(path, level="DEBUG", colorize=False, backtrace=False, diagnose=True, encoding="utf-8")

    def connect_ledger(dsn_user, dsn_password, host):
        raise ConnectionRefusedError(f"could not connect to {host}:6432")

    def rotate_token(old_token):
        raise PermissionError("token rejected by vault")

    for i in range(8):  # no_key / positional: values shown by diagnose tracebacks without keys
        u = plant(S.login(rng), "private", "positional", "login in traceback", src)
        pw = plant(S.password(rng), "secret", "no_key", "password in traceback", src)
        h = plant(f"ledger-{rng.randint(1, 9)}.db.example.org", "private", "positional", "host", src)
        try:
            if i % 2:
                connect_ledger(u, pw, h)
            else:
                rotate_token(pw)
        except Exception:
            logger.exception("nightly job failed")
    for i in range(10):  # no_key in free text
        tok = plant([S.gh_token, S.stripe_key, lambda r: S.rstr(r, 40, S.B64URL), S.aws_secret, S.otp][i % 5](rng),
                    "secret", "no_key", "bare token in message", src)
        logger.warning("retrying upload with {} after 401 from storage gateway", tok) if i % 2 else \
            logger.info("operator pasted {} into the chat integration, ignoring", tok)
    logger.remove(hid)


# ------------------------------------------------------------------ DuckDB + pandas
def cap_duckdb(rng):
    src = "duckdb"
    import duckdb
    import pandas as pd
    VERSIONS["duckdb"] = duckdb.__version__
    VERSIONS["pandas"] = pd.__version__
    import tabulate
    VERSIONS["tabulate"] = tabulate.__version__
    con = duckdb.connect()
    con.execute("CREATE TABLE customers (id INTEGER, full_name VARCHAR, email VARCHAR, phone VARCHAR, national_id VARCHAR, iban VARCHAR, created_at TIMESTAMP)")
    con.execute("CREATE TABLE api_credentials (id INTEGER, service VARCHAR, owner_login VARCHAR, api_key VARCHAR, secret_hash VARCHAR, rotated_at DATE)")
    con.execute("CREATE TABLE deployments (id UUID, service VARCHAR, git_sha VARCHAR, image_digest VARCHAR, node VARCHAR, pod VARCHAR, client_ip VARCHAR, status VARCHAR)")
    con.execute("CREATE TABLE artifacts (build_id UUID, commit_sha VARCHAR, sha256 VARCHAR, version VARCHAR, size_bytes BIGINT)")
    locs = ["pl", "de", "tr", "ru", "ja", "zh", "ko", "fi", "it", "pt", "es", "el", "vi", "hi", "sv", "no"]
    for i, loc in enumerate(locs):
        name = plant(S.person(rng, loc), "private", "rows", "name", src)
        em = plant(S.email(rng), "private", "rows", "email", src)
        tel = plant(S.phone(rng, loc), "private", "rows", "phone", src)
        nid = plant({"pl": S.pesel, "de": S.bsn, "tr": S.tckn, "ru": S.card_number, "ja": S.aadhaar, "zh": S.cn_id,
                     "ko": S.kr_rrn, "fi": S.hetu, "it": lambda r: S.codice_fiscale(r, "Bianchi", "Chiara"),
                     "pt": S.cpf, "es": S.dni, "el": S.card_number, "vi": S.card_number, "hi": S.aadhaar,
                     "sv": S.se_pnr, "no": S.no_fnr}[loc](rng), "private", "rows", "national id", src)
        ib = plant(S.iban(rng, rng.choice(sorted(S.IBAN_BBAN))), "private", "rows", "iban", src)
        con.execute("INSERT INTO customers VALUES (?, ?, ?, ?, ?, ?, ?)",
                    [i + 1, name, em, tel, nid, ib, f"2026-0{rng.randint(1, 9)}-{rng.randint(10, 28)} {rng.randint(10, 23)}:{rng.randint(10, 59)}:{rng.randint(10, 59)}"])
    for i in range(12):
        owner = plant(S.login(rng), "private", "rows", "login", src)
        key = plant([S.aws_key_id, S.stripe_key, S.gh_token, S.slack_token][i % 4](rng), "secret", "rows", "api key", src)
        hsh = plant([S.bcrypt_like, S.argon2_like, S.sha512_crypt_like][i % 3](rng), "secret", "rows", "secret hash", src)
        con.execute("INSERT INTO api_credentials VALUES (?, ?, ?, ?, ?, ?)",
                    [i + 1, rng.choice(["billing", "search", "mailer", "ledger"]), owner, key, hsh, f"2026-{rng.randint(1, 11):02d}-{rng.randint(10, 28)}"])
    for i in range(12):
        node = plant(f"gke-prod-pool-{rng.randint(1, 4)}-{S.hexstr(rng, 8)}-{S.rstr(rng, 4, 'abcdefghijklmnopqrstuvwxyz0123456789')}",
                     "private", "rows", "node", src)
        pod = plant(f"{rng.choice(['checkout', 'ledger', 'search'])}-{S.hexstr(rng, 10)}-{S.rstr(rng, 5, 'bcdfghjklmnpqrstvwxz2456789')}",
                    "private", "rows", "pod", src)
        ip = plant(f"10.{rng.randint(0, 60)}.{rng.randint(0, 255)}.{rng.randint(2, 250)}", "private", "rows", "client ip", src)
        con.execute("INSERT INTO deployments VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    [S.uuid4(rng), rng.choice(["checkout", "ledger", "search"]), S.sha1(rng), "sha256:" + S.sha256(rng), node, pod, ip,
                     rng.choice(["Running", "CrashLoopBackOff", "Succeeded"])])
    for i in range(14):
        con.execute("INSERT INTO artifacts VALUES (?, ?, ?, ?, ?)",
                    [S.uuid4(rng), S.sha1(rng), S.sha256(rng), f"{rng.randint(1, 9)}.{rng.randint(0, 20)}.{rng.randint(0, 40)}-rc{rng.randint(1, 5)}", rng.randint(10_000, 900_000_000)])
    out = {}
    for t, q in [("customers", "SELECT * FROM customers ORDER BY id"),
                 ("api_credentials", "SELECT * FROM api_credentials ORDER BY id"),
                 ("deployments", "SELECT * FROM deployments ORDER BY status, service"),
                 ("artifacts", "SELECT * FROM artifacts ORDER BY version")]:
        cur = con.execute(q)
        cols = [c[0] for c in cur.description]
        rows = [[(None if v is None else (v if isinstance(v, int) else str(v))) for v in r] for r in cur.fetchall()]
        out[t] = {"query": q, "columns": cols, "rows": rows}
    with open(f"{CAP}/duckdb_rows.json", "w", encoding="utf-8") as fh:
        json.dump(out, fh, ensure_ascii=False, indent=1)
    # box renderings (DuckDB's own text output of a relation)
    boxes = []
    for q in ["SELECT id, full_name, phone FROM customers WHERE id % 4 = 1 ORDER BY id",
              "SELECT id, full_name, national_id FROM customers WHERE id % 4 = 2 ORDER BY id",
              "SELECT owner_login, api_key FROM api_credentials WHERE id % 3 = 0 ORDER BY id",
              "SELECT service, node, pod, status FROM deployments WHERE status = 'Running' ORDER BY service LIMIT 3",
              "SELECT commit_sha, version FROM artifacts ORDER BY version LIMIT 4",
              "SELECT email, iban FROM customers WHERE id % 4 = 3 ORDER BY id",
              "SELECT owner_login, secret_hash, rotated_at FROM api_credentials WHERE id % 3 = 1 ORDER BY id LIMIT 2"]:
        boxes.append({"query": q, "text": str(con.sql(q))})
    # pandas renderings of DuckDB results
    pdouts = []
    df = con.execute("SELECT id, full_name, email, iban FROM customers WHERE id BETWEEN 5 AND 8 ORDER BY id").df()
    pdouts.append({"how": "DataFrame.to_string(index=False)", "text": df.to_string(index=False)})
    df = con.execute("SELECT service, owner_login, api_key FROM api_credentials WHERE id BETWEEN 4 AND 6 ORDER BY id").df()
    pdouts.append({"how": "DataFrame.to_markdown(index=False)", "text": df.to_markdown(index=False)})
    df = con.execute("SELECT node, pod, client_ip, status FROM deployments ORDER BY client_ip LIMIT 4").df()
    pdouts.append({"how": "DataFrame.to_markdown(index=False, tablefmt='psql')", "text": df.to_markdown(index=False, tablefmt="psql")})
    df = con.execute("SELECT full_name, phone, national_id FROM customers WHERE id BETWEEN 9 AND 12 ORDER BY id").df()
    pdouts.append({"how": "DataFrame.to_string(index=False)", "text": df.to_string(index=False)})
    df = con.execute("SELECT CAST(build_id AS VARCHAR) AS build_id, version, size_bytes FROM artifacts ORDER BY version LIMIT 4").df()
    pdouts.append({"how": "DataFrame.to_string(index=False)", "text": df.to_string(index=False)})
    # errors: planted values echoed by DuckDB error messages
    errs = []
    for i in range(8):
        pw = plant(S.password(rng), "secret", "no_key", "password echoed by conversion error", src)
        try:
            con.execute(f"SELECT CAST('{pw}' AS INTEGER)").fetchall()
        except Exception as e:
            errs.append(str(e))
    with open(f"{CAP}/duckdb_text.json", "w", encoding="utf-8") as fh:
        json.dump({"boxes": boxes, "pandas": pdouts, "errors": errs}, fh, ensure_ascii=False, indent=1)


def main():
    S.self_test()
    os.makedirs(CAP, exist_ok=True)
    os.makedirs(RUN, exist_ok=True)
    rng = random.Random(150015)
    steps = [("sshd", cap_ssh), ("dnsmasq", cap_dnsmasq), ("gunicorn", cap_gunicorn), ("express", cap_express),
             ("django", cap_django), ("structlog", cap_structlog), ("loguru", cap_loguru), ("duckdb", cap_duckdb)]
    only = sys.argv[1:]
    for name, fn in steps:
        r = random.Random(f"{150015}-{name}")   # each step has its own stream
        if only and name not in only:
            continue
        print("capturing", name, flush=True)
        fn(r)
    old = {}
    pj = os.path.join(CAP, "planted.json")
    if only and os.path.exists(pj):
        old = json.load(open(pj, encoding="utf-8"))
        keep = [p for p in old["planted"] if p["source"] not in only and
                not (p["source"] == "sshd" and "sshd" in only)]
        PLANTED[:0] = keep
        for k, v in old["versions"].items():
            VERSIONS.setdefault(k, v)
    with open(pj, "w", encoding="utf-8") as fh:
        json.dump({"seed": 150015, "versions": dict(sorted(VERSIONS.items())), "planted": PLANTED}, fh,
                  ensure_ascii=False, indent=1)
    print("planted values:", len(PLANTED))


if __name__ == "__main__":
    main()
