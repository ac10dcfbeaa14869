#!/usr/bin/env python3
"""Build the corpus10 independent redaction evaluation corpus.

Deterministic: fixed seeds, no hash(), no set iteration.  Reads only
captured/ (outputs of real software produced by capture.py) and synthlib.py.
Writes dev.jsonl and heldout.jsonl next to this file and prints counts and
sha256 sums.  Aborts loudly if any check fails.
"""
import base64
import hashlib
import ipaddress
import json
import os
import random
import re
import string
import sys
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import synthlib as S  # noqa: E402

SEED = 20250310
SPLIT_SEED = 77_1010
REAL = "[real software run on this machine, see captured/]"
SYN = "[synthetic]"
CLASSES = ["pii_locale", "positional", "infra", "encoded", "no_key", "lookalike", "key_unusual", "rows"]

r = random.Random(SEED)
RECS = []


class CorpusError(Exception):
    pass


def add(cls, source, *, text=None, lines=None, columns=None, row=None,
        secrets=(), private=(), keep=(), real=False):
    if text is not None:
        obj = {"kind": "line", "text": text}
    elif lines is not None:
        obj = {"kind": "block", "lines": list(lines)}
    else:
        obj = {"kind": "row", "columns": list(columns), "row": list(row)}
    obj["secrets"] = list(secrets)
    obj["private"] = list(private)
    obj["keep"] = list(keep)
    obj["class"] = cls
    obj["source"] = source.strip() + " " + (REAL if real else SYN)
    RECS.append(obj)
    return obj


def cap(name):
    with open(os.path.join(HERE, "captured", name), encoding="utf-8") as f:
        return f.read()


def capj(name):
    return json.loads(cap(name))


def first(lines, needle):
    for ln in lines:
        if needle in ln:
            return ln
    raise CorpusError(f"captured line containing {needle!r} not found")


# ============================================================== real software
def real_records():
    P = capj("planted.json")
    src_redis = "redis-server 7.0.15 MONITOR output (redis-cli MONITOR), commands sent over RESP from Python"
    mon = cap("redis_monitor.txt").splitlines()

    hset = first(mon, '"HSET"')
    esc_name = P["pl_name"].encode("utf-8").decode("latin-1")
    esc_name = "".join(c if ord(c) < 128 else "\\x%02x" % ord(c) for c in esc_name)
    add("pii_locale", src_redis, text=hset,
        private=[esc_name, P["pl_phone"], P["pl_pesel"], P["pl_iban"]],
        keep=['"HSET"', "customer:88412", hset.split(" ")[0]], real=True)

    sset = first(mon, '"sess:' + P["sid"] + '" "{')
    add("encoded", src_redis, text=sset,
        secrets=[P["sid"], P["csrf"]], private=[P["jp_email"]],
        keep=['"SET"', '"EX" "300"', "\\\"roles\\\": [\\\"buyer\\\"]"], real=True)

    ln = first(mon, "oauth:refresh:88412")
    add("positional", src_redis, text=ln, secrets=[P["refresh"]],
        keep=['"SET"', "oauth:refresh:88412", '"EX" "600"'], real=True)

    ev = [first(mon, '"EVAL"'), first(mon, "[0 lua]")]
    add("positional", src_redis, lines=ev, secrets=[P["stripe"]],
        keep=['"EVAL"', "cfg:stripe:restricted_key", "[0 lua]", "return redis.call('SET', KEYS[1], ARGV[1])"], real=True)

    ln = first(mon, '"PUBLISH"')
    add("encoded", src_redis, text=ln, secrets=[P["reset_tok"]], private=[P["reset_email"]],
        keep=['"PUBLISH"', '"password-reset"'], real=True)

    ln = first(mon, '"SETEX"')
    add("positional", src_redis, text=ln, secrets=[P["otp"]],
        keep=['"SETEX"', "otp:login:88412", '"120"'], real=True)

    ln = first(mon, '"LPUSH"')
    uesc = json.dumps(P["welcome_name"])[1:-1].replace("\\", "\\\\")
    if uesc not in ln:
        raise CorpusError("escaped name not in LPUSH line")
    add("encoded", src_redis, text=ln, private=[P["welcome_to"], uesc],
        keep=['"LPUSH"', '"jobs:mail"', "ja-JP"], real=True)

    i = mon.index(first(mon, '"AUTH" "(redacted)" "(redacted)"'))
    blk = mon[i:i + 5]
    add("no_key", src_redis + " (AUTH arguments are redacted by Redis itself)", lines=blk,
        secrets=[P["sid"]], keep=['"AUTH" "(redacted)" "(redacted)"', '"OBJECT" "ENCODING"', '"HGETALL"'], real=True)

    cl = [x for x in cap("redis_client_list.txt").splitlines() if x.strip()]
    add("infra", "redis-server 7.0.15 CLIENT LIST output (redis-cli)", lines=cl,
        private=[P["pod"]], keep=["cmd=client|list", "cmd=monitor", "laddr=127.0.0.1:6379", "qbuf-free=20474"], real=True)

    al = [x for x in cap("redis_acl_log.txt").splitlines() if x.strip()]
    add("infra", "redis-server 7.0.15 ACL LOG output after a failed AUTH (redis-cli)", lines=al,
        private=[P["pod"]], keep=["reason", "toplevel", "cmd=auth", "age-seconds"], real=True)

    sl = cap("redis_slowlog.txt").splitlines()
    a = sl.index("EVAL") - 3
    b = sl.index("?:0") + 2
    add("no_key", "redis-server 7.0.15 SLOWLOG GET output with slowlog-log-slower-than 0 (redis-cli)",
        lines=sl[a:b], secrets=[P["stripe"]], private=[P["pod"]],
        keep=["EVAL", "?:0", "cfg:stripe:restricted_key", "return redis.call('SET', KEYS[1], ARGV[1])"], real=True)

    hg = [x for x in cap("redis_hgetall.txt").splitlines() if x.strip()]
    add("pii_locale", "redis-server 7.0.15 HGETALL reply printed by redis-cli", lines=hg,
        private=[P["pl_name"], P["pl_phone"], P["pl_pesel"], P["pl_iban"]], keep=["pesel", "iban"], real=True)

    d = capj("redis_cli_dash_a.txt")
    blk = ["$ " + " ".join(d["argv"])] + d["stderr"].splitlines() + d["stdout"].splitlines()
    add("positional", "redis-cli 7.0.15 with -a password on the command line, its stderr/stdout", lines=blk,
        secrets=[P["redis_cli_pw"]], keep=["AUTH failed", "PONG", "Warning: Using a password with '-a'"], real=True)

    d = capj("redis_cli_user.txt")
    blk = ["$ " + " ".join(d["argv"])] + [x for x in d["stdout"].splitlines() if x]
    add("positional", "redis-cli 7.0.15 --user/--pass on the command line against an ACL user", lines=blk,
        secrets=[P["acl_pw"]], keep=["NOPERM", "--no-auth-warning", "GET sess:x"], real=True)

    # ---------------------------------------------------------------- MariaDB
    src_m = "MariaDB 10.11 mariadb CLI --batch result"
    tsv = [x.split("\t") for x in cap("mariadb_customers.tsv").splitlines()]
    cols = tsv[0]
    for row in tsv[1:]:
        add("rows", src_m + " of a table with planted customer data", columns=cols, row=row,
            private=[row[0], row[1], row[2], row[3]], keep=["full_name", "national_id"], real=True)

    tsv = [x.split("\t") for x in cap("mariadb_api_keys.tsv").splitlines()]
    row = [int(tsv[1][0]), int(tsv[1][1])] + tsv[1][2:]
    add("lookalike", src_m + " (api_keys table; release checksum column is public)", columns=tsv[0], row=row,
        secrets=[P["api_token_db"]], private=["10.12.3.44"],
        keep=["ci-deploy", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855", "sha256_of_release"],
        real=True)

    tsv = [x.split("\t") for x in cap("mariadb_payments.tsv").splitlines()]
    row = [int(tsv[1][0]), int(tsv[1][1]), tsv[1][2], tsv[1][3]] + tsv[1][4:]
    add("rows", src_m + " (payments table)", columns=tsv[0], row=row, private=[P["card_db"]],
        keep=["DECLINED", "ch_3OqZ2bL9x1", "BRL", "149.90"], real=True)

    tsv = [x.split("\t") for x in cap("mariadb_users.tsv").splitlines()]
    for row in tsv[1:]:
        add("rows", src_m + " of mysql.user (authentication_string)", columns=tsv[0], row=row,
            secrets=[row[3]], keep=["mysql_native_password", "authentication_string"], real=True)

    tsv = cap("mariadb_grants.tsv").splitlines()
    add("rows", "MariaDB 10.11 SHOW GRANTS result (mariadb CLI --batch)", columns=[tsv[0]], row=[tsv[1]],
        secrets=[tsv[1].split("'")[1]], keep=["GRANT USAGE ON *.*", "IDENTIFIED BY PASSWORD"], real=True)

    tsv = cap("mariadb_create_user.tsv").splitlines()
    add("rows", "MariaDB 10.11 SHOW CREATE USER result (mariadb CLI --batch)", columns=[tsv[0]], row=[tsv[1]],
        secrets=[tsv[1].split("'")[1]], keep=["CREATE USER", "IDENTIFIED BY PASSWORD"], real=True)

    tsv = [x.split("\t") for x in cap("mariadb_processlist.tsv").splitlines()]
    row = next(x for x in tsv if "SLEEP" in x[7])
    row = [int(row[0])] + row[1:3] + [None] + row[4:5] + [int(row[5])] + row[6:]
    add("rows", "MariaDB 10.11 SHOW FULL PROCESSLIST row (mariadb CLI --batch)", columns=tsv[0], row=row,
        secrets=[P["proc_token"]], private=[P["proc_email"]], keep=["User sleep", "SELECT SLEEP(3)", "Query"], real=True)

    tsv = [x.split("\t") for x in cap("mariadb_general_log.tsv").splitlines()]
    gcols = tsv[0]

    def grow(needle):
        x = next(x for x in tsv[1:] if needle in x[5])
        return [x[0], x[1], int(x[2]), int(x[3]), x[4], x[5]]

    src_g = "MariaDB 10.11 general query log (log_output=TABLE) row from mysql.general_log"
    row = grow("INSERT INTO customers")
    priv = []
    for cu in P["customers"]:
        priv += [cu["name"], cu["email"], cu["phone"], cu["nat_id"], cu["iban"]]
    add("rows", src_g, columns=gcols, row=row, private=priv, keep=["INSERT INTO customers", "Query", row[0]], real=True)
    row = grow("INSERT INTO api_keys")
    add("lookalike", src_g, columns=gcols, row=row, secrets=[P["api_token_db"]], private=["10.12.3.44"],
        keep=["INSERT INTO api_keys", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855", row[0]],
        real=True)
    row = grow("CREATE USER 'corpus10_report'")
    add("positional", src_g, columns=gcols, row=row, secrets=[P["db_report_pw"]],
        keep=["CREATE USER", "IDENTIFIED BY", row[0]], real=True)
    row = grow("CREATE USER 'corpus10_etl'")
    add("positional", src_g, columns=gcols, row=row, secrets=[P["db_etl_pw"]],
        keep=["CREATE USER", "command_type", row[0]], real=True)
    row = grow("UPDATE corpus10_shop.api_keys")
    add("rows", src_g, columns=gcols, row=row, secrets=[P["api_token_db"]],
        keep=["UPDATE corpus10_shop.api_keys SET token", "WHERE id = 7", row[0]], real=True)

    tsv = [x.split("\t") for x in cap("mariadb_slow_log.tsv").splitlines()]
    x = next(x for x in tsv[1:] if "WHERE email" in x[7])
    row = [x[0], x[1], x[2], x[3], int(x[4]), int(x[5]), x[6], x[7], int(x[8])]
    add("rows", "MariaDB 10.11 slow query log (long_query_time=0, log_output=TABLE) row from mysql.slow_log",
        columns=tsv[0], row=row, private=[P["customers"][1]["email"]],
        keep=["rows_examined", x[2], "SELECT id, full_name, email FROM corpus10_shop.customers"], real=True)

    d = capj("mariadb_wrong_pw.txt")
    blk = ["$ " + " ".join(d["argv"][:-1]) + " '" + d["argv"][-1] + "'"] + d["stderr"].splitlines()
    add("positional", "mariadb CLI 10.11 with -p<password> and a wrong password, its stderr", lines=blk,
        secrets=[P["db_wrong_pw"]], keep=["ERROR 1045 (28000)", "using password: YES"], real=True)

    v = [x for x in cap("mariadb_vertical.txt").splitlines() if x.strip()]
    cu = P["customers"][2]
    add("pii_locale", "MariaDB 10.11 mariadb CLI vertical (-E) result", lines=v,
        private=[cu["name"], cu["email"], cu["phone"], cu["nat_id"], cu["iban"]],
        keep=["1. row", "created_at: 2025-03-10 08:15:00"], real=True)

    t = [x for x in cap("mariadb_table.txt").splitlines() if x.strip()]
    add("pii_locale", "MariaDB 10.11 mariadb CLI table (-t) result", lines=t,
        private=[P["customers"][0]["name"], P["customers"][0]["email"], P["customers"][0]["iban"],
                 P["customers"][1]["name"], P["customers"][1]["email"], P["customers"][1]["iban"]],
        keep=["| full_name", "+-------------------------+"], real=True)

    # ------------------------------------------------------------------ psql
    ps = capj("psql.json")
    blk = ["$ psql '" + ps[0]["argv"][1] + "' -c 'select 1'"] + ps[0]["stderr"].splitlines()
    add("positional", "psql 15.20 connection URI with password, its stderr", lines=blk,
        secrets=[P["pg_pw"]], private=[P["pg_host"]],
        keep=["could not translate host name", "sslmode=require", "application_name=invoice-cron"], real=True)
    blk = ["$ psql '" + ps[1]["argv"][1] + "' -c 'select 1'"] + ps[1]["stderr"].splitlines()
    add("positional", "psql 15.20 connection URI whose password has reserved characters; the error echoes part of it",
        lines=blk, secrets=[P["pg_pw_bad"], "RlG7V"], private=[P["pg_host"]],
        keep=["invalid URI query parameter", "psql: error:"], real=True)
    blk = ["$ PGPASSWORD='" + P["pg_pw2"] + "' " + " ".join(ps[2]["argv"]) + " -c 'select count(*) from events'"] + \
        ps[2]["stderr"].splitlines()
    add("key_unusual", "psql 15.20 with PGPASSWORD in the environment, its stderr", lines=blk,
        secrets=[P["pg_pw2"]], keep=["Connection refused", "port 54329", "select count(*) from events"], real=True)

    # ------------------------------------------------------------------ curl
    cj = capj("curl.json")
    port = str(P["http_port"])
    sid = P["http_sid"]

    def cblk(c, argv_show):
        return ["$ " + argv_show] + [x for x in c["stderr"].splitlines() if x.strip()] + \
            [x for x in c["stdout"].splitlines() if x.strip()]

    c = cj[0]
    basic = base64.b64encode(f"{P['basic_user']}:{P['basic_pw']}".encode()).decode()
    blk = cblk(c, f"curl -sS -v -u '{P['basic_user']}:{P['basic_pw']}' {c['argv'][-1]}")
    add("encoded", "curl 7.88.1 -v against a local Python http.server (Basic auth)", lines=blk,
        secrets=[P["basic_pw"], basic, sid], private=[P["basic_user"]],
        keep=["HTTP/1.0 200 OK", "req_7f3a9c2e51b04d8e", "Server auth using Basic", "curl/7.88.1"], real=True)
    c = cj[1]
    blk = cblk(c, "curl -sS -v -H 'Authorization: Bearer " + P["jwt"] + "' -H 'X-Request-ID: " + P["xreq"] +
               "' -b 'sessionid=" + sid + "' " + c["argv"][-1])
    add("lookalike", "curl 7.88.1 -v against a local Python http.server (Bearer JWT, cookie)", lines=blk,
        secrets=[P["jwt"], sid], keep=[P["xreq"], "req_7f3a9c2e51b04d8e", "SimpleHTTP/0.6 Python/3.11.7",
                                       "/api/orders/55812?expand=items"], real=True)
    c = cj[2]
    blk = cblk(c, "curl -sS -v -X POST -d '" + c["argv"][6] + "' " + c["argv"][-1])
    add("encoded", "curl 7.88.1 -v OAuth client-credentials POST against a local Python http.server", lines=blk,
        secrets=[P["client_secret"], P["srv_access"], sid],
        keep=["grant_type=client_credentials", "expires_in", "ledger.write", "POST /oauth/token HTTP/1.1"], real=True)
    c = cj[3]
    enc_mail = P["reset_email"].replace("@", "%40")
    blk = cblk(c, "curl -sS -v '" + c["argv"][-1] + "'")
    add("encoded", "curl 7.88.1 -v password-reset link against a local Python http.server", lines=blk,
        secrets=[P["reset_tok"], sid], private=[enc_mail],
        keep=["GET /password/reset?email=", "HTTP/1.0 200 OK", "Content-Type: application/json"], real=True)

    acc = [x for x in cap("http_server_stderr.txt").splitlines() if x.strip()]
    add("encoded", "Python 3.11 http.server BaseHTTPRequestHandler access log (stderr)", lines=acc,
        secrets=[P["reset_tok"]], private=[enc_mail],
        keep=['"POST /oauth/token HTTP/1.1" 200 -', "/api/v1/me?locale=pt-BR"], real=True)

    hc = [x for x in cap("python_httpclient_debug.txt").splitlines() if x.strip()]
    add("key_unusual", "Python 3.11 http.client set_debuglevel(1) and urllib HTTPHandler(debuglevel=1) output",
        lines=hc, secrets=[P["api_key"], sid], private=[P["py_user_email"]],
        keep=["Idempotency-Key: " + P["xreq"], "reply: 'HTTP/1.0 200 OK\\r\\n'", "X-Request-Id: req_7f3a9c2e51b04d8e"],
        real=True)

    lt = cap("python_logging_traceback.txt").splitlines()
    tb_at = lt.index("Traceback (most recent call last):")
    lg = lt[:tb_at]
    pid = re.search(r"\[(\d+)\]", lg[0]).group(1)
    add("infra", "Python 3.11 logging.basicConfig with %(process)d in brackets", lines=lg,
        secrets=[P["py_dsn_pw"]], private=["10.44.7.20", P["py_ip"], P["py_user_email"], pid],
        keep=["urllib3.connectionpool", '"POST /v1/refunds HTTP/1.1" 402 231', "attempt 3/5", "billing.sync"], real=True)
    tb = [x for x in lt[tb_at:] if x.strip()]
    fa = [x for x in tb if "charge = <function charge at" in x][0].split(" at ")[1].rstrip(">")
    add("key_unusual", "Python 3.11 traceback.TracebackException(capture_locals=True) output", lines=tb,
        secrets=[P["tb_key"], P["py_dsn_pw"]], private=[P["tb_card"], P["smtp_to"], "10.44.7.20"],
        keep=["ConnectionResetError: [Errno 104] Connection reset by peer", 'File "<string>", line 16, in charge',
              "amount_cents = 1299", fa], real=True)

    sm = [x for x in cap("python_smtplib_debug.txt").splitlines() if x.strip()]
    plain = base64.b64encode(f"\0{P['smtp_user']}\0{P['smtp_pw']}".encode()).decode()
    add("encoded", "Python 3.11 smtplib set_debuglevel(1) against a local ESMTP responder (AUTH PLAIN)", lines=sm,
        secrets=[plain], private=[P["smtp_user"], P["smtp_to"], "app-worker-3.internal.example.com", "mx-test.example.com"],
        keep=["235 2.7.0 Authentication successful", "queued as 4XkP2L0r7Qz9", "retcode (354)"], real=True)

    # ------------------------------------------------------------------- git
    g = capj("git.json")
    log = [x for x in g["log"].splitlines() if x.strip()]
    sha = log[0].split()[1]
    add("lookalike", "git 2.47 log --format=fuller", lines=log, private=[P["git_name"], P["git_email"]],
        keep=[sha, "LEDG-412", "AuthorDate: Mon Mar 10 09:12:44 2025 +0100"], real=True)
    rv = [x for x in g["remote_v"].splitlines() if x.strip()]
    add("no_key", "git 2.47 remote -v with credentials in the URL user-info", lines=rv,
        secrets=[P["git_token"]], private=["gitlab.build.example.org"], keep=["(fetch)", "(push)", "payments/ledger.git"],
        real=True)
    cf = [x for x in g["config_local"].splitlines() if x.strip()]
    add("key_unusual", "git 2.47 config --list --local (remote URL with token, http.extraheader)", lines=cf,
        secrets=[P["git_token"], P["git_hdr"]], private=[P["git_name"], P["git_email"], "gitlab.build.example.org"],
        keep=["core.repositoryformatversion=0", "remote.origin.fetch=+refs/heads/*:refs/remotes/origin/*"], real=True)
    tr = [x for x in g["ls_remote_trace"].splitlines() if x.strip()]
    add("infra", "git 2.47 GIT_TRACE=1 ls-remote output", lines=tr,
        secrets=[P["git_token"]], private=["gitlab.build.example.org"],
        keep=["run-command.c:666", "trace: built-in: git ls-remote origin", "Could not resolve host"], real=True)

    # ---------------------------------------------------------------- crypto
    cr = capj("crypto.json")
    pem = [x for x in cr["key_pem"].splitlines() if x.strip()]
    add("no_key", "OpenSSL 3.0 req -newkey ec -nodes: PKCS#8 private key PEM", lines=pem,
        secrets=pem[1:-1], keep=["-----BEGIN PRIVATE KEY-----", "-----END PRIVATE KEY-----"], real=True)
    xt = [x for x in cr["x509_text"].splitlines() if x.strip()] + [cr["fingerprint"].strip()]
    serial = xt[xt.index("        Serial Number:") + 1].strip()
    ski = xt[[k for k, x in enumerate(xt) if "Subject Key Identifier" in x][0] + 1].strip()
    fp = cr["fingerprint"].strip().split("=", 1)[1]
    add("lookalike", "OpenSSL 3.0 x509 -noout -text and -fingerprint -sha256 of a self-signed certificate", lines=xt,
        private=[P["cert_cn"], P["cert_email"], "10.20.0.31"],
        keep=[serial, ski, fp, "ecdsa-with-SHA256", "prime256v1"], real=True)
    blk = ["$ " + " ".join(cr["passwd6_argv"][:3]) + " '" + P["passwd_pw"] + "'", cr["passwd6"].strip(),
           "$ " + " ".join(cr["apr1_argv"][:3]) + " '" + P["passwd_pw"] + "'", cr["apr1"].strip()]
    add("positional", "OpenSSL 3.0 passwd -6 and passwd -apr1 with the password as an argument", lines=blk,
        secrets=[P["passwd_pw"], cr["passwd6"].strip(), cr["apr1"].strip()],
        keep=["openssl passwd -6", "openssl passwd -apr1"], real=True)
    encp = [x for x in cr["enc_P"].splitlines() if x.strip()]
    keyhex = [x for x in encp if x.startswith("key=")][0][4:]
    blk = ["$ openssl enc -aes-256-cbc -pbkdf2 -iter 200000 -k '" + P["enc_pw"] + "' -P"] + encp
    add("positional", "OpenSSL 3.0 enc -P (prints derived key and IV) with -k password", lines=blk,
        secrets=[P["enc_pw"], keyhex], keep=["-iter 200000", "aes-256-cbc", "iv ="], real=True)
    blk = ["$ openssl dgst -sha256 -hmac '" + P["enc_pw"] + "' c.pem", cr["hmac"].strip()]
    add("positional", "OpenSSL 3.0 dgst -hmac with the key as an argument", lines=blk,
        secrets=[P["enc_pw"]], keep=["HMAC-SHA2-256(c.pem)=", "-sha256"], real=True)
    blk = ["+ openssl rand -hex 32", cr["rand_hex"].strip()]
    add("no_key", "OpenSSL 3.0 rand -hex 32 output in a shell xtrace log", lines=blk,
        secrets=[cr["rand_hex"].strip()], keep=["openssl rand", "-hex 32"], real=True)
    sf = [x for x in cr["ssh_fp"].splitlines() if x.strip()]
    sfp = sf[0].split()[1]
    add("infra", "OpenSSH 9.2 ssh-keygen -l -v (fingerprint and randomart) of a generated key", lines=sf,
        private=[P["ssh_comment"]], keep=[sfp, "(ED25519)", "+----[SHA256]-----+"], real=True)
    sp = [x for x in cr["ssh_priv"].splitlines() if x.strip()]
    add("no_key", "OpenSSH 9.2 ssh-keygen -t ed25519 private key file", lines=sp, secrets=sp[1:-1],
        keep=["-----BEGIN OPENSSH PRIVATE KEY-----", "-----END OPENSSH PRIVATE KEY-----"], real=True)
    pub = cr["ssh_pub"].strip()
    add("lookalike", "OpenSSH 9.2 ssh-keygen public key line (public key is not a secret)", text=pub,
        private=[P["ssh_comment"]], keep=["ssh-ed25519", pub.split()[1]], real=True)

    # ------------------------------------------------------------------ node
    no = cap("node_output.txt").replace("----STDERR----\n", "").splitlines()
    no = [x for x in no if x.strip()]
    add("infra", "Node.js 20 console.log of a WHATWG URL and an object, plus an Error stack", lines=no,
        secrets=[P["node_pw"], P["node_token"]], private=["10.30.4.12"],
        keep=["searchParams: URLSearchParams { 'sslmode' => 'verify-full' }", "retries: 3", "ECONNREFUSED",
              "at connect ([eval]:6:31)"], real=True)
    ni = cap("node_invalid_url.txt").replace("----STDERR----\n", "").splitlines()
    ni = [x for x in ni if x.strip()]
    add("no_key", "Node.js 20 uncaught TypeError for an invalid URL (error object echoes the input)", lines=ni,
        secrets=[P["node_pw_bad"]], private=["10.30.4.12"],
        keep=["ERR_INVALID_URL", "TypeError: Invalid URL", "node:internal/url:806"], real=True)


# ================================================================== synthetic
# ------------------------------------------------------------------ helpers
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


class T:
    """A random moment in the first half of 2025 rendered in many formats."""

    def __init__(self):
        self.mo = r.randrange(1, 7)
        self.d = r.randrange(1, 29)
        self.h = r.randrange(0, 24)
        self.mi = r.randrange(60)
        self.s = r.randrange(60)
        self.us = r.randrange(10**6)

    def iso(self, frac=3, z="Z"):
        if frac == 0:
            f = ""
        elif frac <= 6:
            f = "." + f"{self.us:06d}"[:frac]
        else:
            f = "." + f"{self.us:06d}" + "0" * (frac - 6)
        return f"2025-{self.mo:02d}-{self.d:02d}T{self.h:02d}:{self.mi:02d}:{self.s:02d}{f}{z}"

    def sql(self, frac=0):
        f = "" if frac == 0 else "." + f"{self.us:06d}"[:frac]
        return f"2025-{self.mo:02d}-{self.d:02d} {self.h:02d}:{self.mi:02d}:{self.s:02d}{f}"

    def syslog(self):
        return f"{MONTHS[self.mo - 1]} {self.d:2d} {self.h:02d}:{self.mi:02d}:{self.s:02d}"

    def clf(self):
        return f"{self.d:02d}/{MONTHS[self.mo - 1]}/2025:{self.h:02d}:{self.mi:02d}:{self.s:02d} +0000"

    def epoch(self):
        import calendar
        return calendar.timegm((2025, self.mo, self.d, self.h, self.mi, self.s, 0, 0, 0))

    def klog(self, lvl="I"):
        return f"{lvl}{self.mo:02d}{self.d:02d} {self.h:02d}:{self.mi:02d}:{self.s:02d}.{self.us:06d}"

    def hms(self):
        return f"{self.h:02d}:{self.mi:02d}:{self.s:02d}"


def hx(n):
    return S.hexs(r, n)


def trace_id():
    return hx(32)


def span_id():
    return hx(16)


def uuid():
    return S.uuid4(r)


def ip10():
    return f"10.{r.randrange(0, 255)}.{r.randrange(0, 255)}.{r.randrange(2, 254)}"


def ip172():
    return f"172.{r.randrange(16, 32)}.{r.randrange(0, 255)}.{r.randrange(2, 254)}"


def ip192():
    return f"192.168.{r.randrange(0, 255)}.{r.randrange(2, 254)}"


def ipdoc():
    return r.choice(["192.0.2", "198.51.100", "203.0.113"]) + "." + str(r.randrange(2, 254))


def pid():
    return str(r.randrange(10000, 60000))


def sha40():
    return hx(40)


def digest():
    return "sha256:" + hx(64)


def pw(n=None):
    return S.password(r, n)


def alnum(n):
    return S.pick(r, S.ALNUM, n)


def jdump(o):
    return json.dumps(o, ensure_ascii=False, separators=(",", ":"))


def jdump_sp(o):
    return json.dumps(o, ensure_ascii=False)


def ec2_host(ip, region="eu-west-1"):
    return f"ip-{ip.replace('.', '-')}.{region}.compute.internal"


# ============================================================== pii_locale
def syn_pii():
    c = "pii_locale"
    # 1 .NET Serilog compact JSON, Germany
    t = T()
    name, mail = "Jürgen Weißmüller", "j.weissmueller@example.com"
    street, ib, tid = "Lindenstraße 14, 10969 Berlin", S.iban(r, "DE"), S.de_steuer_id(r)
    oid = f"ORD-{r.randrange(100000, 999999)}"
    add(c, "Serilog CLEF (compact JSON) event as written by Serilog.Formatting.Compact",
        text=jdump({"@t": t.iso(7), "@mt": "Order {OrderId} placed by {@Customer}", "@l": "Information",
                    "OrderId": oid, "Customer": {"Name": name, "Email": mail, "Street": street, "IBAN": S.iban_grouped(ib),
                                                 "SteuerId": tid}, "SourceContext": "Shop.Orders.OrderService",
                    "TraceId": (tr := trace_id())}),
        private=[name, mail, street, S.iban_grouped(ib), tid], keep=[oid, "Shop.Orders.OrderService", tr, t.iso(7)])

    # 2 Spring Boot default pattern, France NIR
    t = T()
    body, key = S.fr_nir(r, 2, 84, 7)
    nir = f"{body[0]} {body[1:3]} {body[3:5]} {body[5:7]} {body[7:10]} {body[10:13]} {key}"
    add(c, "Spring Boot default console log pattern (logback)",
        text=f"{t.sql(3).replace(' ', 'T')}+01:00  WARN 1 --- [nio-8080-exec-7] f.e.kyc.NirValidator                 : "
             f"NIR {nir} accepté pour Amélie Lefèvre, née le 12/07/1984, tél. 06 12 34 56 78",
        private=[nir, "Amélie Lefèvre", "12/07/1984", "06 12 34 56 78"], keep=["f.e.kyc.NirValidator", "nio-8080-exec-7", "WARN"])

    # 3 structlog key=value, Spain
    t = T()
    dni = S.es_dni(r)
    rq = uuid()
    add(c, "Python structlog ConsoleRenderer key=value output",
        text=f"{t.iso(6)} [info     ] kyc.verified                   dni={dni} nombre='José Ángel Muñoz Ibáñez' "
             f"telefono='612 34 56 78' domicilio='Calle de Alcalá 48, 3º B, 28014 Madrid' request_id={rq} score=0.97",
        private=[dni, "José Ángel Muñoz Ibáñez", "612 34 56 78", "Calle de Alcalá 48, 3º B, 28014 Madrid"],
        keep=["kyc.verified", rq, "score=0.97"])

    # 4 winston JSON, Italy codice fiscale
    t = T()
    cf = S.it_codice_fiscale(r, "BNC", "GLI", 92, "E", 45, "F205")
    add(c, "Node.js winston JSON transport output",
        text=jdump({"level": "error", "message": "Verifica codice fiscale fallita per Giulia Bianchi",
                    "codiceFiscale": cf, "indirizzo": "Via Roma 21, 20121 Milano", "cellulare": "347 123 4567",
                    "service": "anagrafe-sync", "errorCode": "CF_OMOCODIA_MISMATCH", "timestamp": t.iso(3)}),
        private=[cf, "Giulia Bianchi", "Via Roma 21, 20121 Milano", "347 123 4567"],
        keep=["CF_OMOCODIA_MISMATCH", "anagrafe-sync", t.iso(3)])

    # 5 Rust tracing fmt, Netherlands
    t = T()
    bsn, ib = S.nl_bsn(r), S.iban(r, "NL")
    bid = "batch_" + hx(12)
    add(c, "Rust tracing-subscriber fmt layer output with span fields",
        text=f"{t.iso(6)}  INFO payout{{bsn={bsn} iban={ib} naam=\"Sanne de Vries\"}}: payouts::sepa: "
             f"batch queued batch_id={bid} amount_cents=125000 currency=EUR",
        private=[bsn, ib, "Sanne de Vries"], keep=["payouts::sepa", bid, "amount_cents=125000"])

    # 6 Go zap JSON, Sweden BankID
    t = T()
    pnr = S.se_personnummer(r, "850612")
    full = "19" + pnr.replace("-", "")
    oref = uuid()
    add(c, "Go go.uber.org/zap production JSON encoder",
        text=jdump({"level": "info", "ts": t.epoch() + 0.4411, "caller": "bankid/collect.go:88",
                    "msg": "BankID collect complete", "orderRef": oref, "status": "complete",
                    "personalNumber": full, "name": "Åsa Lindqvist", "givenName": "Åsa", "surname": "Lindqvist"}),
        private=[full, "Åsa Lindqvist"], keep=["bankid/collect.go:88", oref, "BankID collect complete"])

    # 7 zerolog, Norway
    t = T()
    fnr = S.no_fnr(r, "030791")
    add(c, "Go rs/zerolog JSON output",
        text=jdump({"level": "warn", "fnr": fnr, "navn": "Øyvind Bjørnstad", "adresse": "Storgata 12B, 0184 Oslo",
                    "telefon": "412 34 567", "error": "altinn: 403 Forbidden (code=AUTH-2031)",
                    "time": t.iso(0, "+01:00"), "message": "lookup failed"}),
        private=[fnr, "Øyvind Bjørnstad", "Storgata 12B, 0184 Oslo", "412 34 567"],
        keep=["AUTH-2031", "403 Forbidden", t.iso(0, "+01:00")])

    # 8 Elasticsearch search hit, Finland
    hetu = S.fi_hetu(r, "131052", "-")
    did = S.b64url(r, 15)
    add(c, "Elasticsearch _search hit JSON (hits.hits[])",
        text=jdump({"_index": "asiakkaat-2025.03", "_id": did, "_score": 7.21, "_source": {
            "hetu": hetu, "nimi": "Jaana Mäkelä", "osoite": "Hämeenkatu 9 A 4, 33100 Tampere",
            "puhelin": "040 123 4567", "segment": "B2C"}}),
        private=[hetu, "Jaana Mäkelä", "Hämeenkatu 9 A 4, 33100 Tampere", "040 123 4567"],
        keep=["asiakkaat-2025.03", did, "_score"])

    # 9 PostgreSQL ERROR/DETAIL, Poland
    t = T()
    pesel = S.pl_pesel(r, 78, 3, 9)
    p_ = pid()
    add(c, "PostgreSQL 16 server log (log_line_prefix='%m [%p] %q%u@%d ') unique violation with DETAIL",
        lines=[f"{t.sql(3)} UTC [{p_}] crm@crm_prod ERROR:  duplicate key value violates unique constraint \"klienci_pesel_key\"",
               f"{t.sql(3)} UTC [{p_}] crm@crm_prod DETAIL:  Key (pesel)=({pesel}) already exists.",
               f"{t.sql(3)} UTC [{p_}] crm@crm_prod STATEMENT:  INSERT INTO klienci (imie_nazwisko, pesel, telefon) VALUES ('Łukasz Wójcik', '{pesel}', '601 234 567')"],
        private=[pesel, "Łukasz Wójcik", "601 234 567", p_], keep=["klienci_pesel_key", "duplicate key value violates unique constraint", "DETAIL:"])

    # 10 PIX webhook, Brazil
    t = T()
    cpf = S.br_cpf(r)
    e2e = "E" + "18236120" + f"2025{t.mo:02d}{t.d:02d}{t.h:02d}{t.mi:02d}" + S.pick(r, S.ALNUM, 11)
    txid = S.pick(r, S.ALNUM, 26)
    add(c, "Brazilian PIX webhook payload (Banco Central do Brasil API Pix spec: endToEndId, txid, chave) logged by the receiver",
        text="pix webhook recebido: " + jdump({"pix": [{"endToEndId": e2e, "txid": txid, "valor": "149.90",
                                                        "horario": t.iso(3, "-03:00"), "chave": "joao.pereira@example.com",
                                                        "pagador": {"cpf": cpf, "nome": "João Pereira da Silva"},
                                                        "infoPagador": "pedido 8812"}]}),
        private=[cpf, "João Pereira da Silva", "joao.pereira@example.com"], keep=[e2e, txid, "149.90"])

    # 11 UPI / India
    t = T()
    aad, pan = S.in_aadhaar(r), S.in_pan(r)
    utr = str(r.randrange(10**11, 10**12))
    add(c, "Java log4j2 PatternLayout line from a UPI/KYC service",
        text=f"{t.sql(3)} INFO  [kyc-worker-3] in.example.kyc.EkycService - eKYC ok name=\"प्रिया शर्मा\" (Priya Sharma) "
             f"aadhaar={aad} pan={pan} vpa=priya.sharma@okaxis mobile=98765 43210 utr={utr} status=SUCCESS",
        private=["प्रिया शर्मा", "Priya Sharma", aad, pan, "priya.sharma@okaxis", "98765 43210"],
        keep=["in.example.kyc.EkycService", utr, "status=SUCCESS"])

    # 12 China
    t = T()
    rid_ = S.cn_resident_id(r, "110105", "19880314")
    add(c, "Java log4j2 JsonTemplateLayout (EcsLayout) event, Chinese message",
        text=jdump({"@timestamp": t.iso(3), "log.level": "WARN", "message": "实名认证失败 姓名=王小明 身份证号=" + rid_ +
                    " 手机=138 0013 8000 地址=北京市朝阳区建国路88号", "ecs.version": "1.2.0",
                    "process.thread.name": "http-nio-8443-exec-12", "log.logger": "cn.example.auth.RealNameService",
                    "error.code": "RN_40012"}),
        private=["王小明", rid_, "138 0013 8000", "北京市朝阳区建国路88号"], keep=["RN_40012", "cn.example.auth.RealNameService", "http-nio-8443-exec-12"])

    # 13 Rails params, Japan
    myn = S.jp_my_number(r)
    card = S.card(r, "jcb")
    add(c, "Ruby on Rails request log 'Parameters:' line (filter_parameters only filters password)",
        text='  Parameters: {"authenticity_token"=>"[FILTERED]", "user"=>{"name"=>"山田 花子", "kana"=>"ヤマダ ハナコ", '
             f'"my_number"=>"{myn}", "tel"=>"090-1234-5678", "zip"=>"150-0002", "address"=>"東京都渋谷区渋谷2-21-1", '
             f'"card_number"=>"{card}"}}, "commit"=>"登録"}}',
        private=["山田 花子", "ヤマダ ハナコ", myn, "090-1234-5678", "東京都渋谷区渋谷2-21-1", card],
        keep=["Parameters:", '"authenticity_token"=>"[FILTERED]"', '"commit"=>"登録"'])

    # 14 Korea
    t = T()
    rrn = S.kr_rrn(r, "900101", 1)
    add(c, "Spring Boot logback pattern, Korean message",
        text=f"{t.sql(3)} ERROR 4711 --- [io-8080-exec-3] k.e.member.IdentityService : 주민등록번호 검증 실패: "
             f"{rrn} (김민준, 010-2345-6789, 서울특별시 강남구 테헤란로 152) errorCode=ID-VERIFY-07",
        private=[rrn, "김민준", "010-2345-6789", "서울특별시 강남구 테헤란로 152"], keep=["ID-VERIFY-07", "k.e.member.IdentityService", "ERROR"])

    # 15 Turkey, PHP Monolog
    t = T()
    tc = S.tr_tckn(r)
    ib = S.iban(r, "TR")
    add(c, "PHP Monolog LineFormatter default output",
        text=f"[{t.iso(6, '+03:00')}] app.ERROR: e-Devlet doğrulama hatası "
             + jdump({"tckn": tc, "ad_soyad": "Ayşe Demir", "telefon": "0532 123 45 67", "iban": ib, "hata_kodu": "EDV-504"}) + " []",
        private=[tc, "Ayşe Demir", "0532 123 45 67", ib], keep=["app.ERROR", "EDV-504", t.iso(6, "+03:00")])

    # 16 Russia, logrus text
    t = T()
    snils = S.ru_snils(r)
    add(c, "Go sirupsen/logrus TextFormatter output, Russian message",
        text=f'time="{t.iso(0, "+03:00")}" level=info msg="заявление принято" snils="{snils}" '
             f'fio="Смирнов Дмитрий Алексеевич" phone="8 (912) 345-67-89" region=66 application_id=APP-{r.randrange(10**6, 10**7)}',
        private=[snils, "Смирнов Дмитрий Алексеевич", "8 (912) 345-67-89"], keep=["заявление принято", "region=66", "level=info"])

    # 17 Greece, CSV export in log
    amka = S.gr_amka(r, "150779")
    add(c, "CSV export row echoed by a batch job log (semicolon separated, Greek)",
        lines=["INFO export.patients: writing 1 rows to patients_2025-03.csv (encoding=UTF-8, sep=';')",
               f"ΑΜΚΑ;Ονοματεπώνυμο;Τηλέφωνο;Διεύθυνση",
               f"{amka};Γιώργος Παπαδάκης;210 123 4567;Πανεπιστημίου 30, 106 79 Αθήνα"],
        private=[amka, "Γιώργος Παπαδάκης", "210 123 4567", "Πανεπιστημίου 30, 106 79 Αθήνα"],
        keep=["export.patients", "patients_2025-03.csv", "ΑΜΚΑ;Ονοματεπώνυμο;Τηλέφωνο;Διεύθυνση"])

    # 18 Belgium eID
    t = T()
    nn = S.be_nn(r, "850730")
    add(c, "Belgian eID middleware (beid) card read log line",
        text=f"{t.sql(3)} [beid-reader] INFO  card read OK: rijksregisternummer={nn} naam=\"Peeters, Lotte Marie\" "
             f"geboorteplaats=Gent adres=\"Veldstraat 55, 9000 Gent\" chip=BELPIC applet=1.8 reader=\"ACS ACR38U\"",
        private=[nn, "Peeters, Lotte Marie", "Veldstraat 55, 9000 Gent"], keep=["applet=1.8", "card read OK", "ACS ACR38U"])

    # 19 Chile
    t = T()
    rut = S.cl_rut(r)
    pay = r.randrange(10**10, 10**11)
    add(c, "Payment provider webhook (Chile) logged by a Node.js pino logger",
        text=jdump({"level": 30, "time": t.epoch() * 1000 + 412, "pid": 1, "hostname": "webhooks-0",
                    "msg": "payment.updated", "payment_id": pay, "status": "rejected", "status_detail": "cc_rejected_insufficient_amount",
                    "payer": {"first_name": "Camila", "last_name": "Rojas Muñoz", "identification": {"type": "RUT", "number": rut},
                              "phone": {"area_code": "9", "number": "8765 4321"}}}),
        private=[rut, "Rojas Muñoz", "8765 4321", "webhooks-0"], keep=["cc_rejected_insufficient_amount", str(pay), "payment.updated"])

    # 20 South Africa
    t = T()
    za = S.za_id(r, "870415")
    add(c, "FICA/KYC onboarding audit line (key: value pairs)",
        text=f"{t.iso(3)} | onboarding | FICA check PASSED | id_number: {za} | name: Thandiwe Nkosi | "
             f"cell: 082 123 4567 | address: 14 Long Street, Cape Town, 8001 | ref: FICA-{r.randrange(10**5, 10**6)}",
        private=[za, "Thandiwe Nkosi", "082 123 4567", "14 Long Street, Cape Town, 8001"], keep=["FICA check PASSED", "onboarding"])

    # 21 Israel (Hebrew)
    t = T()
    il = S.il_id(r)
    add(c, "Python logging default format, Hebrew message",
        text=f"{t.sql(0)},{t.us // 1000:03d} ERROR clinic.appointments: לא נמצא מטופל: ת.ז. {il}, שם: נועה כהן, "
             f"טלפון: 052-123-4567 (code=APPT_404)",
        private=[il, "נועה כהן", "052-123-4567"], keep=["clinic.appointments", "code=APPT_404"])

    # 22 Portugal
    nif = S.pt_nif(r)
    fa = f"FT 2025A/{r.randrange(1000, 9999)}"
    add(c, "Invoicing (SAF-T PT) exporter log line",
        text=f"WARN saft.export: fatura {fa} cliente NIF {nif} (Inês Gonçalves, Rua de Santa Catarina 112, 4000-442 Porto) "
             f"hash=mX3k ATCUD=JFM3KD7R-{r.randrange(100, 999)} estado=N",
        private=[nif, "Inês Gonçalves", "Rua de Santa Catarina 112, 4000-442 Porto"], keep=[fa, "saft.export", "estado=N"])

    # 23 Canada (French)
    t = T()
    sin = S.ca_sin(r)
    add(c, "Payroll batch error (Canada, French) from a Java application, log4j2 pattern",
        text=f"{t.sql(3)} ERROR [paie-batch-2] ca.example.paie.T4Generator - NAS invalide dans le feuillet T4 {r.randrange(10**6, 10**7)}: "
             f"{sin} — employé Élodie Tremblay, 4560 rue Saint-Denis, Montréal QC H2J 2L3",
        private=[sin, "Élodie Tremblay", "4560 rue Saint-Denis, Montréal QC H2J 2L3"], keep=["ca.example.paie.T4Generator", "paie-batch-2"])

    # 24 Australia
    t = T()
    tfn = S.au_tfn(r)
    add(c, "ATO STP (Single Touch Payroll) lodgement log, Go slog text handler",
        text=f'time={t.iso(3, "+10:00")} level=ERROR msg="STP lodgement rejected" code=CMN.ATO.PAYEVNTEMP.000225 '
             f'payee_tfn="{tfn}" payee="Liam O\'Connor" phone="0491 570 156" postcode=2026',
        private=[tfn, "Liam O'Connor", "0491 570 156"], keep=["CMN.ATO.PAYEVNTEMP.000225", "STP lodgement rejected"])

    # 25 Switzerland XML
    ahv = S.ch_ahv(r)
    add(c, "Swissdec ELM salary declaration XML fragment printed in a validation error",
        lines=["ELM validation failed: cvc-complex-type.2.4.a at line 41:",
               f"  <Person><SV-AS-Number>{ahv}</SV-AS-Number><Lastname>Müller-Brunner</Lastname><Firstname>Corinne</Firstname>",
               "  <DateOfBirth>1979-11-02</DateOfBirth><Street>Bahnhofstrasse 7</Street><ZIP-Code>8001</ZIP-Code><City>Zürich</City></Person>"],
        private=[ahv, "Müller-Brunner", "1979-11-02", "Bahnhofstrasse 7"], keep=["cvc-complex-type.2.4.a", "ELM validation failed"])

    # 26 UK
    t = T()
    nino = S.gb_nino(r)
    add(c, "HMRC RTI submission log (UK), Python logging",
        text=f"{t.sql(0)} WARNING rti.fps: NINO {nino} rejected for employee 'Oliver Hughes' (DOB 14/02/1991), "
             f"tel 07700 900418, 22 Acacia Avenue, Reading RG1 2AB — error 1046",
        private=[nino, "Oliver Hughes", "14/02/1991", "07700 900418", "22 Acacia Avenue, Reading RG1 2AB"], keep=["rti.fps", "error 1046"])

    # 27 Ireland
    pps = S.ie_ppsn(r)
    add(c, "Irish Revenue (ROS) PAYE modernisation client log",
        text=f"[ros-client] RPN lookup OK ppsn={pps} employee=\"Siobhán Ní Bhriain\" eircode=\"D02 X285\" taxCredits=3750 rpnNumber={r.randrange(1, 99)}",
        private=[pps, "Siobhán Ní Bhriain", "D02 X285"], keep=["RPN lookup OK", "taxCredits=3750"])

    # 28 Saudi Arabia (Arabic)
    t = T()
    ib = S.iban(r, "SA")
    add(c, "Bank transfer service log (Arabic names), NLog default layout",
        text=f"{t.sql(4)}|INFO|Transfers.Api.SarieController|تحويل مرفوض للمستفيد محمد بن عبدالله العتيبي "
             f"IBAN {ib} جوال 050 123 4567 reason=AC04 msgId=SARIE{r.randrange(10**9, 10**10)}",
        private=["محمد بن عبدالله العتيبي", ib, "050 123 4567"], keep=["Transfers.Api.SarieController", "reason=AC04"])

    # 29 Thailand
    thid = S.th_national_id(r)
    add(c, "Thai eKYC (DOPA check) service log line",
        text=f"dopa.check result=NOT_FOUND citizen_id={thid} name=\"สมชาย ใจดี\" laser_code=JT1-{r.randrange(10**6, 10**7)}-{r.randrange(10, 99)} "
             f"phone=081 234 5678 latency_ms=812",
        private=[thid, "สมชาย ใจดี", "081 234 5678"], keep=["result=NOT_FOUND", "latency_ms=812"])

    # 30 Vietnam + UnionPay
    card = S.card(r, "unionpay")
    add(c, "Checkout service error (Vietnamese), Node.js console",
        text=f"Error: thanh toán thất bại cho khách hàng Nguyễn Thị Thu Hà (0912 345 678, 25 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội) "
             f"card={card} code=VNP_24 orderInfo=DH{r.randrange(10**5, 10**6)}",
        private=["Nguyễn Thị Thu Hà", "0912 345 678", "25 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội", card], keep=["code=VNP_24", "thanh toán thất bại"])

    # 31 Mexico + Ukraine + Denmark block (multi-locale mail merge failure)
    ib_ua, ib_dk = S.iban(r, "UA"), S.iban(r, "DK")
    add(c, "Mail-merge job log listing failed recipients (multi-locale)",
        lines=["mailmerge: 3 recipients failed template=invoice_reminder_v4 (SMTP 550 5.1.1)",
               "  - María Guadalupe Hernández <mg.hernandez@example.com>, tel. 55 1234 5678, Av. Insurgentes Sur 1602, 03940 CDMX",
               f"  - Олена Коваленко <olena.k@example.net>, IBAN {ib_ua}",
               f"  - Søren Bækgaard <soren.b@example.org>, IBAN {ib_dk}, mobil 20 12 34 56"],
        private=["María Guadalupe Hernández", "mg.hernandez@example.com", "55 1234 5678", "Av. Insurgentes Sur 1602, 03940 CDMX",
                 "Олена Коваленко", "olena.k@example.net", ib_ua, "Søren Bækgaard", "soren.b@example.org", ib_dk, "20 12 34 56"],
        keep=["template=invoice_reminder_v4", "SMTP 550 5.1.1"])


# ============================================================== positional
def azure_client_secret():
    return alnum(3) + r.choice("78") + "Q~" + S.pick(r, S.ALNUM + "_-.~", 34)


def docker_pat():
    return "dckr_pat_" + S.pick(r, S.ALNUM + "-_", 27)


def syn_positional():
    c = "positional"
    # 1 Jenkins console, mysql -p
    p1 = pw()
    h = "db-reporting.internal.example.com"
    add(c, "Jenkins console output of a shell step (set -x)",
        lines=["[Pipeline] sh", f"+ mysql -h {h} -u etl -p'{p1}' -e 'CALL refresh_mv_daily()'",
               "mysql: [Warning] Using a password on the command line interface can be insecure.",
               f"ERROR 2003 (HY000): Can't connect to MySQL server on '{h}:3306' (110)", "[Pipeline] }"],
        secrets=[p1], private=[h], keep=["ERROR 2003 (HY000)", "Using a password on the command line interface can be insecure",
                                         "CALL refresh_mv_daily()"])

    # 2 GitLab CI with sshpass
    p1, ip = pw(), ip10()
    job = str(r.randrange(10**9, 2 * 10**9))
    add(c, "GitLab CI job log (section markers, shell executor)",
        lines=[f"section_start:{T().epoch()}:step_script\x1b[0K\x1b[0K\x1b[36;1mExecuting \"step_script\" stage of the job script\x1b[0;m",
               f"$ sshpass -p '{p1}' ssh -o StrictHostKeyChecking=no deploy@{ip} 'sudo systemctl restart ledger'",
               f"Warning: Permanently added '{ip}' (ED25519) to the list of known hosts.",
               f"Job succeeded (job id {job})"],
        secrets=[p1], private=[ip], keep=["StrictHostKeyChecking=no", "systemctl restart ledger", job])

    # 3 sudo auth.log with htpasswd -b
    t, p1, pd = T(), pw(), pid()
    add(c, "sudo(8) syslog entry in /var/log/auth.log (Debian), sudoers(5) log format",
        text=f"{t.syslog()} bastion-01.corp.example.net sudo[{pd}]:   a.nowak : TTY=pts/0 ; PWD=/home/a.nowak ; USER=root ; "
             f"COMMAND=/usr/bin/htpasswd -bB /etc/nginx/.htpasswd metrics {p1}",
        secrets=[p1], private=["bastion-01.corp.example.net", pd, "a.nowak"], keep=["TTY=pts/0", "COMMAND=/usr/bin/htpasswd", "USER=root"])

    # 4 Windows 4688
    p1 = pw()
    add(c, "Windows Security event 4688 (process creation) rendered as text by Get-WinEvent | Format-List",
        lines=["TimeCreated  : 3/10/2025 9:14:02 AM", "Id           : 4688", "Message      : A new process has been created.",
               "               Account Name:   m.bergstrom", "               Account Domain: CORP",
               "               New Process Name: C:\\Windows\\System32\\net.exe",
               f"               Process Command Line: net user svc_backup {p1} /add /domain",
               "               Computer: WS-FIN-042.corp.example.net"],
        secrets=[p1], private=["m.bergstrom", "WS-FIN-042.corp.example.net"], keep=["4688", "A new process has been created.", "C:\\Windows\\System32\\net.exe"])

    # 5 docker login in GitHub Actions
    tok = docker_pat()
    add(c, "GitHub Actions run step log (docker login with -p)",
        lines=["##[group]Run docker login -u ci-bot -p " + tok + " registry.example.com",
               "docker login -u ci-bot -p " + tok + " registry.example.com", "##[endgroup]",
               "WARNING! Using --password via the CLI is insecure. Use --password-stdin.", "Login Succeeded"],
        secrets=[tok], keep=["Login Succeeded", "Use --password-stdin", "##[endgroup]"])

    # 6 smbclient from cron mail
    p1 = pw()
    add(c, "cron mail body from a smbclient job",
        lines=["From: root@reports.example.net (Cron Daemon)",
               f"Subject: Cron <svc@reports> smbclient //fs01.corp.example.net/finance '{p1}' -U 'CORP\\j.kowalski' -c 'get report.xlsx'",
               "session setup failed: NT_STATUS_LOGON_FAILURE"],
        secrets=[p1], private=["fs01.corp.example.net", "j.kowalski", "reports.example.net", "svc@reports"], keep=["NT_STATUS_LOGON_FAILURE", "get report.xlsx", "Cron Daemon"])

    # 7 bash history with ldapsearch -w
    t, p1 = T(), pw()
    add(c, "bash `history` output with HISTTIMEFORMAT='%F %T '",
        text=f"  512  {t.sql()} ldapsearch -x -H ldaps://ldap.corp.example.org -D \"cn=svc-jira,ou=services,dc=corp,dc=example,dc=org\" "
             f"-w '{p1}' -b \"ou=people,dc=corp,dc=example,dc=org\" \"(mail=*)\" cn mail",
        secrets=[p1], private=["ldap.corp.example.org"], keep=["ldapsearch -x", "(mail=*)", "ou=services"])

    # 8 kubectl create secret --from-literal
    p1 = pw()
    add(c, "CI shell log (set -x) creating a Kubernetes secret with --from-literal",
        lines=[f"+ kubectl -n payments create secret generic ledger-db --from-literal=username=ledger --from-literal=password={p1} "
               "--dry-run=client -o yaml", "+ kubectl apply -f -", "secret/ledger-db configured"],
        secrets=[p1], keep=["secret/ledger-db configured", "--dry-run=client", "kubectl apply -f -"])

    # 9 vault login positional
    tok, acc = S.vault_token(r), S.pick(r, S.ALNUM, 24)
    add(c, "HashiCorp Vault CLI `vault login <token>` output (token_accessor is not a credential)",
        lines=[f"$ vault login {tok}", "Success! You are now authenticated. The token information displayed below",
               "Key                  Value", "---                  -----", f"token                {tok}",
               f"token_accessor       {acc}", "token_duration       768h", 'token_policies       ["default" "deploy"]'],
        secrets=[tok], keep=[acc, "token_duration       768h", "Success! You are now authenticated."])

    # 10 ps -ef with mongosh
    p1, ip = pw(), ip10()
    add(c, "ps -ef output showing a mongo shell with -p on the command line",
        lines=["UID          PID    PPID  C STIME TTY          TIME CMD",
               f"svc-bkp    {r.randrange(1000, 9999)}       1  0 08:12 ?        00:00:03 mongo --host {ip} -u backup -p {p1} "
               "--authenticationDatabase admin --eval db.adminCommand({fsync:1})"],
        secrets=[p1], private=[ip], keep=["--authenticationDatabase admin", "db.adminCommand({fsync:1})", "STIME"])

    # 11 rabbitmqctl add_user
    p1 = pw()
    add(c, "rabbitmqctl add_user output (RabbitMQ 3.12)",
        lines=[f"$ rabbitmqctl add_user billing '{p1}'", "Adding user \"billing\" ...",
               "Done. Don't forget to grant the user permissions to some virtual hosts! See 'rabbitmqctl help set_permissions' to learn more."],
        secrets=[p1], keep=["rabbitmqctl help set_permissions", "Adding user"])

    # 12 useradd -p with sha512crypt
    t, hsh, pd = T(), S.sha512crypt_like(r), pid()
    add(c, "shell history plus useradd(8) syslog lines",
        lines=[f"# useradd -m -s /bin/bash -p '{hsh}' deploy",
               f"{t.syslog()} app-07 useradd[{pd}]: new group: name=deploy, GID=1001",
               f"{t.syslog()} app-07 useradd[{pd}]: new user: name=deploy, UID=1001, GID=1001, home=/home/deploy, shell=/bin/bash, from=/dev/pts/1"],
        secrets=[hsh], private=[pd, "app-07"], keep=["new user: name=deploy", "shell=/bin/bash", "GID=1001"])

    # 13 wget --password
    p1, t = pw(), T()
    add(c, "GNU Wget 1.21 output with --user/--password",
        lines=[f"$ wget --user=reports --password='{p1}' https://reports.example.com/export.csv",
               f"--{t.sql()}--  https://reports.example.com/export.csv", "Resolving reports.example.com (reports.example.com)... 203.0.113.40",
               "HTTP request sent, awaiting response... 401 Unauthorized", "Username/Password Authentication Failed."],
        secrets=[p1], keep=["401 Unauthorized", "Username/Password Authentication Failed.", "export.csv"])

    # 14 pkcs12 / keytool
    p1, p2 = pw(), pw()
    add(c, "Dockerfile RUN step output (set -x) building a Java keystore",
        lines=[f"+ openssl pkcs12 -export -in tls.crt -inkey tls.key -out keystore.p12 -name ledger -passout pass:{p1}",
               f"+ keytool -importkeystore -srckeystore keystore.p12 -srcstoretype PKCS12 -srcstorepass {p1} -destkeystore ledger.jks -deststorepass {p2}",
               "Importing keystore keystore.p12 to ledger.jks...", "Entry for alias ledger successfully imported.",
               "Import command completed:  1 entries successfully imported, 0 entries failed or cancelled"],
        secrets=[p1, p2], keep=["Entry for alias ledger successfully imported.", "-srcstoretype PKCS12", "0 entries failed or cancelled"])

    # 15 ps aux java with password flags
    p1, p2 = pw(), pw()
    h = "pg-ledger.db.internal.example.net"
    add(c, "ps aux line of a Spring Boot JVM started with password arguments",
        text=f"app       {r.randrange(100, 999)}  3.1 12.4 4829120 1016432 ?     Ssl  Mar09  41:07 java -Xmx2g -Djavax.net.ssl.trustStorePassword={p2} "
             f"-jar /opt/ledger/app.jar --spring.datasource.url=jdbc:postgresql://{h}:5432/ledger --spring.datasource.password={p1}",
        secrets=[p1, p2], private=[h], keep=["-Xmx2g", "/opt/ledger/app.jar", "Ssl"])

    # 16 sqlcmd
    p1 = pw()
    h = "sql-prod-01.corp.example.net"
    add(c, "sqlcmd (mssql-tools18) invocation and error",
        lines=[f"$ sqlcmd -S tcp:{h},1433 -U sa -P '{p1}' -Q \"EXEC dbo.usp_rebuild_indexes\"",
               "Sqlcmd: Error: Microsoft ODBC Driver 18 for SQL Server : Login failed for user 'sa'.."],
        secrets=[p1], private=[h], keep=["Login failed for user 'sa'", "usp_rebuild_indexes", "ODBC Driver 18"])

    # 17 az login --service-principal
    sec, app, ten, trc, cor = azure_client_secret(), uuid(), uuid(), uuid(), uuid()
    add(c, "Azure CLI az login --service-principal with -p, AADSTS error",
        lines=[f"$ az login --service-principal -u {app} -p {sec} --tenant {ten}",
               f"ERROR: AADSTS7000215: Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID, for a secret added to app '{app}'.",
               f"Trace ID: {trc}", f"Correlation ID: {cor}", f"Timestamp: {T().sql()}Z"],
        secrets=[sec], private=[ten], keep=["AADSTS7000215", trc, cor])

    # 18 mc alias set
    sk, ip = S.pick(r, S.ALNUM, 40), ip10()
    add(c, "MinIO client `mc alias set` invocation with positional access/secret keys",
        lines=[f"$ mc alias set backup http://{ip}:9000 minio-ops {sk}", "Added `backup` successfully."],
        secrets=[sk], private=[ip], keep=["Added `backup` successfully.", "mc alias set"])

    # 19 nmcli
    p1 = S.human_password(r)
    add(c, "NetworkManager nmcli wifi connect with password argument",
        lines=[f"$ nmcli dev wifi connect 'Buero-5G' password '{p1}' ifname wlp2s0",
               "Error: Connection activation failed: (7) Secrets were required, but not provided."],
        secrets=[p1], keep=["Secrets were required, but not provided.", "ifname wlp2s0"])

    # 20 PostgreSQL statement log ALTER ROLE
    t, p1, pd = T(), pw(), pid()
    add(c, "PostgreSQL 16 log with log_statement=ddl (log_line_prefix='%m [%p] ')",
        text=f"{t.sql(3)} UTC [{pd}] LOG:  statement: ALTER ROLE replicator WITH LOGIN REPLICATION PASSWORD '{p1}';",
        secrets=[p1], private=[pd], keep=["ALTER ROLE replicator WITH LOGIN REPLICATION PASSWORD", "LOG:  statement:"])

    # 21 mysqldump in cron mail
    p1 = pw()
    add(c, "cron mail of a mysqldump backup job",
        lines=[f"Subject: Cron <root@db-backup-02> /usr/bin/mysqldump -uroot -p'{p1}' --single-transaction --all-databases | gzip > /backup/all.sql.gz",
               "mysqldump: [Warning] Using a password on the command line interface can be insecure.",
               "mysqldump: Got error: 1045: \"Access denied for user 'root'@'localhost' (using password: YES)\" when trying to connect"],
        secrets=[p1], private=["db-backup-02"], keep=["Got error: 1045", "--single-transaction"])

    # 22 7z with -p
    p1 = pw()
    add(c, "7-Zip console output creating an encrypted archive",
        lines=[f"$ 7z a -p'{p1}' -mhe=on /backup/hr-2025-03.7z /srv/hr/", "7-Zip 23.01 (x64) : Copyright (c) 1999-2023 Igor Pavlov : 2023-06-20",
               "Scanning the drive:", "12 folders, 418 files, 88201744 bytes (85 MiB)", "Everything is Ok"],
        secrets=[p1], keep=["Everything is Ok", "-mhe=on", "418 files"])

    # 23 ssh-keygen -p
    p1, p2 = S.human_password(r), pw()
    add(c, "ssh-keygen -p (change passphrase) with -P/-N on the command line",
        lines=[f"$ ssh-keygen -p -P '{p1}' -N '{p2}' -f ~/.ssh/id_ed25519", "Key has comment 'r.haddad@laptop-r7'",
               "Your identification has been saved with the new passphrase."],
        secrets=[p1, p2], private=["r.haddad@laptop-r7"], keep=["Your identification has been saved with the new passphrase.", "-f ~/.ssh/id_ed25519"])

    # 24 Sysmon psexec
    p1 = pw()
    add(c, "Sysmon Event ID 1 (process create) exported as key: value text",
        lines=["Channel: Microsoft-Windows-Sysmon/Operational", "EventID: 1", f"UtcTime: {T().sql(3)}",
               "Image: C:\\Tools\\PsExec64.exe",
               f"CommandLine: PsExec64.exe \\\\WS-HR-017 -u CORP\\adm.lindgren -p {p1} cmd /c ipconfig /all",
               "User: CORP\\adm.lindgren", "Hashes: SHA256=" + hx(64).upper()],
        secrets=[p1], private=["WS-HR-017", "adm.lindgren"], keep=["Microsoft-Windows-Sysmon/Operational", "ipconfig /all", "EventID: 1"])


# =================================================================== infra
def k8s_pod(app):
    rs = S.pick(r, "bcdfghjklmnpqrstvwxz2456789", 9 if r.random() < 0.5 else 10)
    return f"{app}-{rs}-{S.pick(r, 'bcdfghjklmnpqrstvwxz2456789', 5)}"


def syn_infra():
    c = "infra"
    # 1 kubectl get events
    p1, p2 = k8s_pod("ledger"), k8s_pod("fx-rates")
    n1 = ec2_host(ip10())
    add(c, "kubectl get events -n payments (default columns)",
        lines=["LAST SEEN   TYPE      REASON             OBJECT                           MESSAGE",
               f"2m11s       Warning   FailedScheduling   pod/{p1}     0/12 nodes are available: 3 Insufficient memory, 9 node(s) had untolerated taint {{dedicated: batch}}.",
               f"47s         Warning   BackOff            pod/{p2}   Back-off restarting failed container fx-rates in pod {p2}_payments(" + uuid() + ")",
               f"12s         Normal    Scheduled          pod/{p1}     Successfully assigned payments/{p1} to {n1}"],
        private=[p1, p2, n1], keep=["FailedScheduling", "0/12 nodes are available", "BackOff"])

    # 2 kubectl describe pod
    pod, ip, nip = k8s_pod("ledger"), ip10(), ip10()
    node = ec2_host(nip)
    cid, img = hx(64), digest()
    add(c, "kubectl describe pod (excerpt)",
        lines=[f"Name:             {pod}", "Namespace:        payments", f"Node:             {node}/{nip}",
               "Status:           Running", f"IP:               {ip}", "Containers:", "  ledger:",
               f"    Container ID:   containerd://{cid}", "    Image:          registry.example.com/payments/ledger:1.14.2",
               f"    Image ID:       registry.example.com/payments/ledger@{img}", "    Last State:     Terminated",
               "      Reason:       OOMKilled", "      Exit Code:    137"],
        private=[pod, node, nip, ip], keep=[cid, img, "OOMKilled", "Exit Code:    137", "ledger:1.14.2"])

    # 3 kubelet klog
    t = T()
    pod, uid = k8s_pod("ledger"), uuid()
    add(c, "kubelet klog structured log line (journalctl -u kubelet)",
        text=f'{t.klog("E")}    2345 pod_workers.go:1298] "Error syncing pod, skipping" err="failed to \\"StartContainer\\" for '
             f'\\"ledger\\" with CrashLoopBackOff: \\"back-off 5m0s restarting failed container=ledger pod={pod}_payments({uid})\\"" '
             f'pod="payments/{pod}" podUID="{uid}"',
        private=[pod], keep=["pod_workers.go:1298", "CrashLoopBackOff", uid, "back-off 5m0s"])

    # 4 admission webhook
    add(c, "kubectl apply error from a Kyverno validating admission webhook",
        lines=['Error from server: error when creating "deploy.yaml": admission webhook "validate.kyverno.svc-fail" denied the request:',
               "resource Deployment/payments/ledger was blocked due to the following policies",
               "require-image-digest:",
               "  autogen-check-digest: 'validation error: Images must use digests. rule autogen-check-digest failed at path /spec/template/spec/containers/0/image/'",
               "  image: registry.corp.example.net:5000/payments/ledger:latest"],
        private=["registry.corp.example.net"], keep=["validate.kyverno.svc-fail", "require-image-digest", "autogen-check-digest"])

    # 5 CloudTrail
    t = T()
    acct = str(r.randrange(10**11, 10**12))
    sess = "jan.novak@example.com"
    ev, rq = uuid(), uuid()
    ip = ip10()
    asia = S.aws_key_id(r, "ASIA")
    add(c, "AWS CloudTrail record contents (userIdentity, eventID, requestID) as documented in the CloudTrail User Guide",
        text=jdump({"eventVersion": "1.09", "userIdentity": {"type": "AssumedRole", "principalId": f"AROA{S.pick(r, S.UPPER + '234567', 17)}:{sess}",
                    "arn": f"arn:aws:sts::{acct}:assumed-role/AWSReservedSSO_PowerUser/{sess}", "accountId": acct,
                    "accessKeyId": asia}, "eventTime": t.iso(0), "eventSource": "kms.amazonaws.com", "eventName": "Decrypt",
                    "awsRegion": "eu-central-1", "sourceIPAddress": ip, "errorCode": "AccessDenied",
                    "requestID": rq, "eventID": ev}),
        private=[acct, sess, ip], keep=[ev, rq, "AccessDenied", '"eventName":"Decrypt"'])

    # 6 GCP audit log
    t = T()
    proj = f"acme-ledger-prod-{r.randrange(1000, 9999)}"
    ins = hx(12)
    ip = ipdoc()
    add(c, "GCP Cloud Audit Logs entry (protoPayload AuditLog) from `gcloud logging read --format=json`",
        text=jdump({"insertId": ins, "logName": f"projects/{proj}/logs/cloudaudit.googleapis.com%2Factivity",
                   
                    "protoPayload": {"@type": "type.googleapis.com/google.cloud.audit.AuditLog",
                                     "authenticationInfo": {"principalEmail": "wei.zhang@example.com"},
                                     "requestMetadata": {"callerIp": ip},
                                     "methodName": "google.iam.admin.v1.CreateServiceAccountKey",
                                     "resourceName": f"projects/{proj}/serviceAccounts/{r.randrange(10**20, 10**21)}",
                                     "status": {"code": 7, "message": "PERMISSION_DENIED"}},
                    "severity": "ERROR", "timestamp": t.iso(6)}),
        private=[proj, "wei.zhang@example.com", ip], keep=[ins, "google.iam.admin.v1.CreateServiceAccountKey", "PERMISSION_DENIED"])

    # 7 Azure activity log
    t = T()
    sub, corr = uuid(), uuid()
    add(c, "Azure Activity Log event (az monitor activity-log list -o json, excerpt)",
        text=jdump({"caller": "f.rahman@example.onmicrosoft.example.com", "correlationId": corr,
                    "operationName": {"value": "Microsoft.KeyVault/vaults/secrets/write"}, "status": {"value": "Failed"},
                    "subStatus": {"value": "Forbidden"}, "resourceId": f"/subscriptions/{sub}/resourceGroups/rg-ledger-prod/providers/Microsoft.KeyVault/vaults/kv-ledger-prod-weu",
                    "subscriptionId": sub, "eventTimestamp": t.iso(7), "level": "Error"}),
        private=["f.rahman@example.onmicrosoft.example.com", sub, "kv-ledger-prod-weu"],
        keep=[corr, "Microsoft.KeyVault/vaults/secrets/write", "Forbidden"])

    # 8 terraform plan
    a, b = ip10(), ip10()
    add(c, "terraform plan output (in-place update)",
        lines=["  # aws_instance.bastion will be updated in-place", '  ~ resource "aws_instance" "bastion" {',
               f'      ~ private_ip   = "{a}" -> "{b}"',
               '        tags         = { "Name" = "bastion-eu1.corp.example.net" }', "    }",
               "Plan: 0 to add, 1 to change, 0 to destroy."],
        private=[a, b, "bastion-eu1.corp.example.net"], keep=["Plan: 0 to add, 1 to change, 0 to destroy.", "aws_instance.bastion"])

    # 9 HAProxy
    t, pd, cip = T(), pid(), ipdoc()
    add(c, "HAProxy HTTP log format via syslog",
        text=f"{t.syslog()} lb-edge-02 haproxy[{pd}]: {cip}:{r.randrange(1024, 65535)} [{t.clf()[:-6]}.{t.us // 1000:03d}] "
             f"fe_https~ be_api/api-07 0/0/1/23/24 503 512 - - sC-- 812/790/12/3/0 0/0 \"GET /v2/quotes?pair=EURPLN HTTP/1.1\"",
        private=["lb-edge-02", pd, cip], keep=["fe_https~", "0/0/1/23/24 503", "sC--", "/v2/quotes?pair=EURPLN"])

    # 10 nginx error
    t, up, cip = T(), ip10(), ipdoc()
    add(c, "nginx error_log line (upstream connect failure)",
        text=f"2025/{t.mo:02d}/{t.d:02d} {t.hms()} [error] 31#31: *884120 connect() failed (111: Connection refused) while connecting to "
             f"upstream, client: {cip}, server: shop.example.com, request: \"POST /checkout HTTP/2.0\", upstream: \"http://{up}:8080/checkout\", host: \"shop.example.com\"",
        private=[cip, up], keep=["(111: Connection refused)", "POST /checkout HTTP/2.0", "*884120"])

    # 11 journal postgres
    t, pd = T(), pid()
    h = "db-primary-01.corp.example.net"
    add(c, "journalctl -u postgresql output (short format)",
        lines=[f"{t.syslog()} {h} postgres[{pd}]: [{r.randrange(1, 9)}-1] LOG:  checkpoint starting: time",
               f"{t.syslog()} {h} postgres[{pd}]: [{r.randrange(1, 9)}-1] LOG:  checkpoint complete: wrote 3121 buffers (19.0%); 0 WAL file(s) added, 0 removed, 2 recycled; write=269.871 s"],
        private=[h, pd], keep=["checkpoint complete", "wrote 3121 buffers (19.0%)", "write=269.871 s"])

    # 12 Kafka
    t, ip = T(), ip10()
    br = "kafka-2.kafka-headless.data.svc.cluster.local"
    add(c, "Apache Kafka Java client WARN (log4j default pattern)",
        text=f"[{t.sql()},{t.us // 1000:03d}] WARN [Producer clientId=ledger-producer-1] Connection to node 2 ({br}/{ip}:9092) "
             "could not be established. Broker may not be available. (org.apache.kafka.clients.NetworkClient)",
        private=[br, ip], keep=["[Producer clientId=ledger-producer-1]", "Broker may not be available.", "org.apache.kafka.clients.NetworkClient"])

    # 13 etcd
    t = T()
    a, b = ip10(), ip10()
    rid_ = hx(16)
    add(c, "etcd 3.5 zap JSON log",
        text=jdump({"level": "warn", "ts": t.iso(6, "Z"), "caller": "rafthttp/probing_status.go:68",
                    "msg": "prober detected unhealthy status", "round-tripper-name": "ROUND_TRIPPER_RAFT_MESSAGE",
                    "remote-peer-id": rid_, "rtt": "0s", "error": f"dial tcp {a}:2380: i/o timeout", "local-member-name": "etcd-cp-eu1-b",
                    "advertise-peer-urls": [f"https://{b}:2380"]}),
        private=[a, b, "etcd-cp-eu1-b"], keep=["rafthttp/probing_status.go:68", rid_, "prober detected unhealthy status"])

    # 14 ssh -v
    ip = ip10()
    fpa, fpb = S.b64(r, 32, pad=False), S.b64(r, 32, pad=False)
    add(c, "OpenSSH client ssh -v debug output (excerpt)",
        lines=["OpenSSH_9.6p1 Ubuntu-3ubuntu13.5, OpenSSL 3.0.13 30 Jan 2024",
               f"debug1: Connecting to bastion-eu1.corp.example.net [{ip}] port 22.",
               f"debug1: Server host key: ssh-ed25519 SHA256:{fpa}",
               f"debug1: Offering public key: /home/k.tanaka/.ssh/id_ed25519 ED25519 SHA256:{fpb} explicit agent",
               "debug1: Authentications that can continue: publickey,keyboard-interactive",
               "Received disconnect from " + ip + " port 22:2: Too many authentication failures"],
        private=["bastion-eu1.corp.example.net", ip, "k.tanaka"], keep=["SHA256:" + fpa, "SHA256:" + fpb, "Too many authentication failures"])

    # 15 dhcpd
    t, pd = T(), pid()
    ip = ip192()
    mac = ":".join(hx(2) for _ in range(6))
    add(c, "ISC dhcpd syslog lines (RFC 3164 BSD syslog framing)",
        lines=[f"{t.syslog()} gw-office dhcpd[{pd}]: DHCPREQUEST for {ip} from {mac} (Annas-iPhone) via eth0",
               f"{t.syslog()} gw-office dhcpd[{pd}]: DHCPACK on {ip} to {mac} (Annas-iPhone) via eth0"],
        private=[pd, ip, mac, "Annas-iPhone", "gw-office"], keep=["DHCPACK", "via eth0", "DHCPREQUEST"])

    # 16 Windows 4624
    ip = ip10()
    lid = "0x" + hx(7).upper()
    add(c, "Windows Security event 4624 (logon) as rendered by Event Viewer 'Details' text",
        lines=["An account was successfully logged on.", "Logon Information:", "\tLogon Type:\t\t10",
               "New Logon:", "\tAccount Name:\t\tl.moreau", "\tAccount Domain:\t\tCORP", f"\tLogon ID:\t\t{lid}",
               "Network Information:", "\tWorkstation Name:\tLT-MOREAU-01", f"\tSource Network Address:\t{ip}", "\tSource Port:\t\t0"],
        private=["l.moreau", "LT-MOREAU-01", ip], keep=["An account was successfully logged on.", "Logon Type:\t\t10", lid])

    # 17 AWS AccessDenied
    acct, inst = str(r.randrange(10**11, 10**12)), "i-0" + hx(16)
    rq = S.pick(r, S.UPPER + S.string.digits, 16)
    add(c, "AWS SDK for Java v2 S3Exception message",
        text=f"software.amazon.awssdk.services.s3.model.S3Exception: User: arn:aws:sts::{acct}:assumed-role/ledger-exporter/{inst} "
             f"is not authorized to perform: s3:PutObject on resource: \"arn:aws:s3:::acme-ledger-exports/2025/03/batch.parquet\" "
             f"because no identity-based policy allows the s3:PutObject action (Service: S3, Status Code: 403, Request ID: {rq})",
        private=[acct, inst], keep=["s3:PutObject", "Status Code: 403", rq])

    # 18 GitHub Actions runner header
    add(c, "GitHub Actions self-hosted runner job log header",
        lines=["Current runner version: '2.321.0'", "Runner name: 'gh-runner-prod-07'", "Runner group name: 'payments'",
               f"Machine name: '{ec2_host(ip10()).split('.')[0]}'", "##[group]Operating System", "Ubuntu", "22.04.5", "LTS", "##[endgroup]"],
        private=["gh-runner-prod-07"], keep=["Current runner version: '2.321.0'", "##[group]Operating System"])
    RECS[-1]["private"].append(RECS[-1]["lines"][3].split("'")[1])

    # 19 Jenkins agent
    ip = ip10()
    add(c, "Jenkins console log header and tail",
        lines=["Started by upstream project \"payments/ledger-release\" build number 1184",
               f"Running on build-agent-linux-04 ({ip}) in /var/jenkins/workspace/payments-ledger", "[Pipeline] stage",
               "ERROR: script returned exit code 137", "Finished: FAILURE"],
        private=["build-agent-linux-04", ip], keep=["build number 1184", "script returned exit code 137", "Finished: FAILURE"])

    # 20 AKS / GKE nodes
    aks = f"aks-nodepool1-{r.randrange(10**7, 10**8)}-vmss{r.randrange(0, 20):06d}"
    gke = f"gke-prod-eu-default-pool-{hx(8)}-{S.pick(r, S.LOWER + S.string.digits, 4)}"
    add(c, "kubectl get nodes -o wide, mixed AKS/GKE fleet (excerpt)",
        lines=["NAME                                       STATUS     ROLES   AGE   VERSION    INTERNAL-IP",
               f"{aks}       NotReady   agent   41d   v1.29.9    {ip10()}",
               f"{gke}    Ready      <none>  12d   v1.30.5-gke.1014001   {ip10()}"],
        private=[aks, gke], keep=["NotReady", "v1.29.9", "v1.30.5-gke.1014001"])
    RECS[-1]["private"] += [RECS[-1]["lines"][1].split()[-1], RECS[-1]["lines"][2].split()[-1]]

    # 21 MongoDB structured log
    t, ip = T(), ip10()
    add(c, "MongoDB 7.0 structured JSON log (mongod.log)",
        text=jdump({"t": {"$date": t.iso(3, "+00:00")}, "s": "I", "c": "NETWORK", "id": 22943, "ctx": "listener",
                    "msg": "Connection accepted", "attr": {"remote": f"{ip}:{r.randrange(30000, 60000)}", "isLoadBalanced": False,
                                                           "uuid": {"$uuid": (u := uuid())}, "connectionId": 48812, "connectionCount": 57}}),
        private=[ip], keep=['"id":22943', "Connection accepted", u])

    # 22 Elasticsearch
    t = T()
    a, b = ip10(), ip10()
    nid = S.b64url(r, 16)[:22]
    add(c, "Elasticsearch 8 server log (plaintext pattern)",
        text=f"[{t.sql().replace(' ', 'T')},{t.us // 1000:03d}][WARN ][o.e.c.c.ClusterFormationFailureHelper] [es-data-3.ledger-es] master not "
             f"discovered yet, this node has not previously joined a bootstrapped cluster; discovery will continue using [{a}:9300, {b}:9300] "
             f"from hosts providers and [{{es-data-3.ledger-es}}{{{nid}}}{{{a}}}{{{a}:9300}}{{dim}}]",
        private=["es-data-3.ledger-es", a, b], keep=["o.e.c.c.ClusterFormationFailureHelper", "master not discovered yet", nid])

    # 23 PostgreSQL replica
    t, ip, pd = T(), ip10(), pid()
    h = "pg-primary.db.svc.cluster.local"
    add(c, "PostgreSQL 16 standby log (walreceiver)",
        text=f"{t.sql(3)} UTC [{pd}] FATAL:  could not connect to the primary server: connection to server at \"{h}\" ({ip}), "
             f"port 5432 failed: FATAL:  password authentication failed for user \"replicator\"",
        private=[pd, h, ip], keep=["could not connect to the primary server", "password authentication failed for user"])

    # 24 Alertmanager webhook
    ip = ip10()
    node = ec2_host(ip, "us-east-2")
    fp = hx(16)
    add(c, "Prometheus Alertmanager webhook payload (alerts[0]) logged by the receiver",
        text=jdump({"status": "firing", "labels": {"alertname": "NodeFilesystemAlmostOutOfSpace", "device": "/dev/nvme0n1p1",
                                                   "instance": f"{ip}:9100", "node": node, "severity": "warning"},
                    "annotations": {"summary": "Filesystem has less than 5% space left."}, "startsAt": T().iso(3),
                    "fingerprint": fp}),
        private=[ip, node], keep=["NodeFilesystemAlmostOutOfSpace", fp, "/dev/nvme0n1p1"])

    # 25 Envoy access log
    t = T()
    up, cip, xr, tr = ip10(), ipdoc(), uuid(), trace_id()
    add(c, "Envoy JSON access log (json_format)",
        text=jdump({"start_time": t.iso(3), "method": "POST", "path": "/api.v1.Ledger/PostEntry", "protocol": "HTTP/2",
                    "response_code": 503, "response_flags": "UF,URX", "upstream_host": f"{up}:8080", "downstream_remote_address": f"{cip}:51514",
                    "x_request_id": xr, "traceparent": f"00-{tr}-{span_id()}-01", "duration": 3012}),
        private=[up, cip], keep=['"response_flags":"UF,URX"', xr, tr, "/api.v1.Ledger/PostEntry"])

    # 26 OpenVPN
    t, cip, vip = T(), ipdoc(), "10.8.0." + str(r.randrange(2, 250))
    add(c, "OpenVPN 2.6 server log (verb 3)",
        lines=[f"{t.sql()} {cip}:51194 VERIFY OK: depth=0, CN=a.kowalczyk",
               f"{t.sql()} a.kowalczyk/{cip}:51194 MULTI_sva: pool returned IPv4={vip}, IPv6=(Not enabled)",
               f"{t.sql()} a.kowalczyk/{cip}:51194 SENT CONTROL [a.kowalczyk]: 'PUSH_REPLY,route 10.20.0.0 255.255.0.0,peer-id 3,cipher AES-256-GCM' (status=1)"],
        private=[cip, vip, "a.kowalczyk"], keep=["MULTI_sva: pool returned", "VERIFY OK: depth=0", "cipher AES-256-GCM"])

    # 27 FreeRADIUS
    t = T()
    mac = "-".join(hx(2).upper() for _ in range(6))
    add(c, "FreeRADIUS 3 radius.log authentication line",
        text=f"{t.syslog()} 2025 : Auth: ({r.randrange(1000, 99999)}) Login OK: [d.ozturk/<via Auth-Type = eap>] (from client ap-floor3-west port 0 cli {mac})",
        private=["d.ozturk", "ap-floor3-west", mac], keep=["Login OK", "Auth-Type = eap"])

    # 28 Kerberos KDC
    t, pd, ip = T(), pid(), ip10()
    add(c, "MIT krb5kdc log line",
        text=f"{t.syslog()} kdc01 krb5kdc[{pd}](info): AS_REQ (4 etypes {{aes256-cts-hmac-sha1-96(18), aes128-cts-hmac-sha1-96(17), "
             f"aes256-cts-hmac-sha384-192(20), aes128-cts-hmac-sha256-128(19)}}) {ip}: NEEDED_PREAUTH: b.ivanova@CORP.EXAMPLE.COM for "
             "krbtgt/CORP.EXAMPLE.COM@CORP.EXAMPLE.COM, Additional pre-authentication required",
        private=[pd, ip, "b.ivanova@CORP.EXAMPLE.COM", "kdc01"], keep=["NEEDED_PREAUTH", "Additional pre-authentication required", "AS_REQ"])

    # 29 Postfix
    t, pd, ip = T(), pid(), ipdoc()
    add(c, "Postfix smtpd reject log line (maillog)",
        text=f"{t.syslog()} mx1 postfix/smtpd[{pd}]: NOQUEUE: reject: RCPT from unknown[{ip}]: 554 5.7.1 <m.rossi@example.com>: "
             "Relay access denied; from=<newsletter@mailer.example.net> to=<m.rossi@example.com> proto=ESMTP helo=<mailer.example.net>",
        private=[pd, ip, "m.rossi@example.com", "mx1"], keep=["554 5.7.1", "Relay access denied", "NOQUEUE: reject"])

    # 30 Exim
    t, ip = T(), ipdoc()
    mid = f"1t{S.pick(r, S.ALNUM, 4)}-{S.pick(r, S.ALNUM, 6)}-{S.pick(r, S.ALNUM, 2)}"
    add(c, "Exim 4.97 mainlog arrival line",
        text=f"{t.sql()} {mid} <= h.schulz@example.org H=(laptop-hs) [{ip}] P=esmtpsa X=TLS1.3:TLS_AES_256_GCM_SHA384:256 CV=no "
             f"A=dovecot_plain:h.schulz@example.org S=24511 id={hx(12)}@example.org T=\"Angebot Q2\" for k.schmitt@example.net",
        private=["h.schulz@example.org", "laptop-hs", ip, "k.schmitt@example.net"], keep=[mid, "P=esmtpsa", "S=24511"])

    # 31 sshd + PAM
    t, pd, ip = T(), pid(), ipdoc()
    fp = S.b64(r, 32, pad=False)
    add(c, "OpenSSH sshd and pam_unix lines from /var/log/auth.log",
        lines=[f"{t.syslog()} web-03 sshd[{pd}]: pam_unix(sshd:auth): authentication failure; logname= uid=0 euid=0 tty=ssh ruser= rhost={ip}  user=root",
               f"{t.syslog()} web-03 sshd[{pd}]: Failed password for root from {ip} port {r.randrange(30000, 60000)} ssh2",
               f"{t.syslog()} web-03 sshd[{pd}]: Accepted publickey for deploy from {ip} port {r.randrange(30000, 60000)} ssh2: ED25519 SHA256:{fp}"],
        private=["web-03", pd, ip], keep=["pam_unix(sshd:auth): authentication failure", "Failed password for root", "SHA256:" + fp])

    # 32 OpenLDAP slapd
    t, pd = T(), pid()
    add(c, "OpenLDAP slapd stats log (loglevel stats)",
        lines=[f"{t.syslog()} ldap01 slapd[{pd}]: conn=1001 op=0 BIND dn=\"uid=p.martin,ou=people,dc=example,dc=org\" method=128",
               f"{t.syslog()} ldap01 slapd[{pd}]: conn=1001 op=0 RESULT tag=97 err=49 qtime=0.000011 etime=0.000311 text="],
        private=["uid=p.martin", pd, "ldap01"], keep=["RESULT tag=97 err=49", "method=128", "conn=1001 op=0"])


# ================================================================= encoded
def syn_encoded():
    c = "encoded"
    # 1 urlencoded form body
    t = T()
    p1 = pw()
    pe = urllib.parse.quote(p1, safe="")
    if pe == p1:
        p1 = p1 + "!#"
        pe = urllib.parse.quote(p1, safe="")
    me = urllib.parse.quote("r.kowalczyk@example.com", safe="")
    add(c, "Express body-parser debug log (raw application/x-www-form-urlencoded body)",
        text=f"{t.iso(3)} body-parser:urlencoded parse raw body POST /login (content-type=application/x-www-form-urlencoded): "
             f"username={me}&password={pe}&remember=1&_csrf=",
        secrets=[pe], private=[me], keep=["POST /login", "remember=1", "body-parser:urlencoded"])

    # 2 HAR entry
    t = T()
    u, p1 = "t.fischer", pw()
    b = base64.b64encode(f"{u}:{p1}".encode()).decode()
    sid = hx(32)
    add(c, "HAR 1.2 entry (log.entries[], W3C Web Performance HAR spec) exported from browser devtools; RFC 7617 Basic credentials",
        text=jdump({"startedDateTime": t.iso(3), "time": 182.4, "request": {"method": "GET", "url": "https://intranet.example.com/api/payroll/2025-03",
                    "headers": [{"name": "Authorization", "value": "Basic " + b}, {"name": "Cookie", "value": "JSESSIONID=" + sid.upper()}]},
                    "response": {"status": 401, "statusText": "Unauthorized", "_transferSize": 412}}),
        secrets=[b, sid.upper()], keep=["startedDateTime", '"status":401', "/api/payroll/2025-03"])

    # 3 JSON in JSON
    t = T()
    tok = S.slack_token(r, "xoxb")
    add(c, "Go zap JSON whose msg field carries a JSON document (escaped)",
        text=jdump({"level": "error", "ts": t.iso(3), "logger": "notifier", "msg": jdump({"channel": "C05QX8L2A", "user": "li.na@example.org",
                    "auth": tok, "error": "not_authed"}), "attempt": 3}),
        secrets=[tok], private=["li.na@example.org"], keep=["not_authed", "C05QX8L2A", '"attempt":3'])

    # 4 docker json-file
    t = T()
    p1, h = pw(), "pg-orders.db.internal.example.net"
    inner = jdump({"level": "fatal", "msg": "cannot connect", "dsn": f"postgres://orders:{p1}@{h}:5432/orders?sslmode=disable",
                   "err": "dial tcp: lookup " + h + ": no such host"}) + "\n"
    add(c, "Docker json-file logging driver line (/var/lib/docker/containers/<id>/<id>-json.log)",
        text=jdump({"log": inner, "stream": "stderr", "time": t.iso(9)}),
        secrets=[p1], private=[h], keep=["no such host", '"stream":"stderr"', t.iso(9)])

    # 5 kubectl get secret -o yaml
    p1, u = pw(), "ledger"
    b1, b2 = base64.b64encode(p1.encode()).decode(), base64.b64encode(u.encode()).decode()
    uid, rv = uuid(), str(r.randrange(10**6, 10**8))
    add(c, "kubectl get secret -o yaml output",
        lines=["apiVersion: v1", "data:", f"  password: {b1}", f"  username: {b2}", "kind: Secret", "metadata:",
               "  name: ledger-db", "  namespace: payments", f"  resourceVersion: \"{rv}\"", f"  uid: {uid}", "type: Opaque"],
        secrets=[b1], keep=["kind: Secret", "type: Opaque", uid, rv])

    # 6 docker config.json
    p1 = docker_pat()
    b = base64.b64encode(f"ci-bot:{p1}".encode()).decode()
    add(c, "CI debug step printing ~/.docker/config.json",
        lines=["+ cat /root/.docker/config.json", "{", '\t"auths": {', '\t\t"registry.example.com": {', f'\t\t\t"auth": "{b}"', "\t\t}",
               "\t},", '\t"credsStore": ""', "}"],
        secrets=[b], keep=['"auths": {', '"credsStore": ""'])

    # 7 auditd EXECVE hex args
    t = T()
    phrase = " ".join(r.choice(["correct", "horse", "battery", "staple", "orbit", "velvet", "quartz", "lantern"]) for _ in range(4))
    hexarg = ("-p" + phrase).encode().hex().upper()
    ser = r.randrange(1000, 99999)
    add(c, "Linux auditd EXECVE record, auditd/ausearch format (arguments containing spaces are hex encoded)",
        lines=[f"type=SYSCALL msg=audit({t.epoch()}.{t.us // 1000:03d}:{ser}): arch=c000003e syscall=59 success=yes exit=0 ppid=2211 pid=2240 auid=1004 uid=1004 comm=\"mysql\" exe=\"/usr/bin/mariadb\" key=\"exec\"",
               f"type=EXECVE msg=audit({t.epoch()}.{t.us // 1000:03d}:{ser}): argc=4 a0=\"mysql\" a1=\"-uroot\" a2={hexarg} a3=\"ledger\""],
        secrets=[hexarg], keep=["type=EXECVE", "argc=4", f"{t.epoch()}.{t.us // 1000:03d}:{ser}"])

    # 8 quoted-printable mail
    tok = S.b64url(r, 24)
    mid = f"<{hx(16)}.{r.randrange(10**5, 10**6)}@mailer.example.net>"
    add(c, "Raw MIME message, RFC 2045 quoted-printable body and RFC 2047 encoded-word header, in a mail-relay debug log",
        lines=["To: =?UTF-8?Q?Zo=C3=AB_Martin?= <zoe.martin@example.org>", "Subject: Reset your password", f"Message-ID: {mid}",
               "Content-Type: text/plain; charset=UTF-8", "Content-Transfer-Encoding: quoted-printable", "",
               f"Bonjour Zo=C3=AB, cliquez ici : https://app.example.com/reset?token=3D{tok}&lang=3Dfr"],
        secrets=[tok], private=["=?UTF-8?Q?Zo=C3=AB_Martin?=", "zoe.martin@example.org"],
        keep=["Content-Transfer-Encoding: quoted-printable", mid, "Subject: Reset your password"])

    # 9 ensure_ascii JSON
    nm, addr = "山田 太郎", "大阪府大阪市北区梅田3-1-1"
    en, ea = json.dumps(nm)[1:-1], json.dumps(addr)[1:-1]
    add(c, "Python json.dumps (ensure_ascii=True) payload in an outgoing webhook log",
        text=f"INFO webhook.out POST https://hooks.example.net/crm status=422 body={json.dumps({'name': nm, 'address': addr, 'tel': '06-6123-4567', 'plan': 'pro'})}",
        private=[en, ea, "06-6123-4567"], keep=["status=422", "webhook.out", '"plan": "pro"'])

    # 10 double-encoded redirect with code
    code = S.b64url(r, 24)
    st = S.b64url(r, 12)
    inner = f"https://app.example.com/callback?code={code}&state={st}"
    enc = urllib.parse.quote(inner, safe="")
    add(c, "OAuth 2.0 error redirect logged by an API gateway (nested URL-encoded redirect_uri)",
        text=f"WARN oauth.gw redirect blocked: redirect_uri={enc} error=invalid_grant error_description=Code+already+used client=spa-web",
        secrets=[code], keep=["invalid_grant", "Code+already+used", "client=spa-web"])

    # 11 gRPC metadata
    tok = S.jwt(r, {"sub": "svc-fx", "aud": "ledger", "exp": 1741604000})
    add(c, "grpc-go server interceptor log printing metadata.MD with %v",
        text=f"2025/03/10 08:12:44 unary /ledger.v1.Ledger/PostEntry md=map[:authority:[ledger:443] authorization:[Bearer {tok}] "
             f"content-type:[application/grpc] user-agent:[grpc-go/1.64.0] x-request-id:[{(xr := uuid())}]] err=rpc error: code = Unauthenticated desc = token expired",
        secrets=[tok], keep=["code = Unauthenticated", "grpc-go/1.64.0", xr])

    # 12 service account json with escaped PEM (truncated)
    kb = [S.b64(r, 48) for _ in range(3)]
    kid = hx(40)
    add(c, "Service-account key JSON printed (truncated) in a deploy log; PEM newlines are \\n escapes",
        text='DEBUG creds loaded: {"type": "service_account", "project_id": "acme-ledger-prod", "private_key_id": "' + kid +
             '", "private_key": "-----BEGIN PRIVATE KEY-----\\n' + "\\n".join(kb) + '\\n...(truncated 1540 chars)',
        secrets=kb, private=["acme-ledger-prod"], keep=['"type": "service_account"', "-----BEGIN PRIVATE KEY-----", "truncated 1540 chars"])

    # 13 Flask session cookie
    payload = S.b64u_of(jdump({"_user_id": "4411", "csrf_token": hx(40)}))
    cookie = f"{payload}.{S.b64url(r, 4)}.{S.b64url(r, 20)}"
    add(c, "Werkzeug/Flask debug request header dump",
        lines=["DEBUG in app: request headers:", "Host: portal.example.com", f"Cookie: session={cookie}; _ga=GA1.1.{r.randrange(10**9, 10**10)}.{T().epoch()}",
               "User-Agent: Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0"],
        secrets=[cookie], keep=["Host: portal.example.com", "Firefox/128.0", "DEBUG in app"])

    # 14 Rails encrypted cookie
    rc = f"{S.b64(r, 96)}--{S.b64(r, 12)}--{S.b64(r, 16)}"
    rc = urllib.parse.quote(rc, safe="-")
    add(c, "Ruby on Rails log with request cookies printed by a debugging middleware",
        lines=[f"Started GET \"/admin/orders/88123\" for {ipdoc()} at 2025-03-10 08:12:44 +0100",
               f"  cookies: _shop_session={rc}",
               "Completed 302 Found in 4ms (ActiveRecord: 0.4ms | Allocations: 1210)"],
        secrets=[rc], keep=["Completed 302 Found in 4ms", "/admin/orders/88123"])
    RECS[-1]["private"].append(RECS[-1]["lines"][0].split(" for ")[1].split(" at ")[0])

    # 15 ASP.NET Core cookie
    ck = "CfDJ8" + S.pick(r, S.ALNUM + "-_", 300)
    add(c, "ASP.NET Core HttpLogging request log (Microsoft.AspNetCore.HttpLogging)",
        lines=["info: Microsoft.AspNetCore.HttpLogging.HttpLoggingMiddleware[1]", "      Request:", "      Protocol: HTTP/2",
               "      Method: GET", "      Path: /Account/Manage", f"      Cookie: .AspNetCore.Identity.Application={ck}"],
        secrets=[ck], keep=["Microsoft.AspNetCore.HttpLogging.HttpLoggingMiddleware[1]", "Path: /Account/Manage"])

    # 16 SOAP WS-Security escaped
    p1 = pw()
    add(c, "Apache CXF LoggingOutInterceptor payload (XML escaped inside a JSON log field)",
        text=jdump({"level": "DEBUG", "logger": "org.apache.cxf.services.PaymentPort.REQ_OUT", "message":
                    "&lt;wsse:UsernameToken&gt;&lt;wsse:Username&gt;m.silva&lt;/wsse:Username&gt;&lt;wsse:Password Type=&quot;#PasswordText&quot;&gt;"
                    + p1.replace("&", "&amp;") + "&lt;/wsse:Password&gt;&lt;/wsse:UsernameToken&gt;"}),
        secrets=[p1.replace("&", "&amp;")], private=["m.silva"], keep=["org.apache.cxf.services.PaymentPort.REQ_OUT", "wsse:UsernameToken"])

    # 17 java properties escaped
    p1 = "p=ss:" + pw(12)
    esc = p1.replace("=", "\\=").replace(":", "\\:")
    add(c, "Spring Boot DEBUG property source dump (java.util.Properties escaping)",
        lines=["DEBUG o.s.c.e.PropertySourcesPropertyResolver - Found key 'jdbc.url' in PropertySource 'class path resource [db.properties]'",
               "#Mon Mar 10 08:12:44 CET 2025", "jdbc.url=jdbc\\:oracle\\:thin\\:@//ora-fin.corp.example.net\\:1521/FINPDB", f"jdbc.password={esc}"],
        secrets=[esc], private=["ora-fin.corp.example.net"], keep=["PropertySourcesPropertyResolver", "FINPDB"])

    # 18 Go %+v struct
    p1, tok = pw(), S.github_token(r, "ghp_")
    ip = ip10()
    add(c, "Go fmt %+v of a config struct in a startup log",
        text=f"2025/03/10 08:12:44 config loaded: &{{Listen::8443 DSN:postgres://sync:{p1}@{ip}:5432/sync?sslmode=verify-full "
             f"GitHubToken:{tok} Workers:8 Timeout:30s}}",
        secrets=[p1, tok], private=[ip], keep=["Listen::8443", "Workers:8", "Timeout:30s"])

    # 19 percent-encoded JSON query param
    otp = "%06d" % r.randrange(10**6)
    q = urllib.parse.quote(json.dumps({"email": "e.papadopoulou@example.com", "otp": otp, "device": "ios"}), safe="")
    add(c, "Apache httpd combined log format (mod_log_config) with a URL-encoded JSON query parameter",
        text=f"{ipdoc()} - - [{T().clf()}] \"GET /api/verify?payload={q} HTTP/1.1\" 200 91 \"-\" \"Ledger/5.2 (iPhone; iOS 18.3)\"",
        secrets=[otp], private=[urllib.parse.quote("e.papadopoulou@example.com", safe="")],
        keep=["GET /api/verify?payload=", "Ledger/5.2 (iPhone; iOS 18.3)", "HTTP/1.1\" 200 91"])
    RECS[-1]["private"].append(RECS[-1]["text"].split(" ")[0])

    # 20 otpauth URI
    seed = S.totp_seed(r, 32)
    acct = urllib.parse.quote("Acme Ledger:julia.meier@example.com", safe="")
    add(c, "MFA enrolment debug log printing the otpauth:// provisioning URI (Google Authenticator Key Uri Format, RFC 6238 TOTP)",
        text=f"DEBUG mfa.enroll user_id=88412 uri=otpauth://totp/{acct}?secret={seed}&issuer=Acme%20Ledger&algorithm=SHA1&digits=6&period=30",
        secrets=[seed], private=["julia.meier%40example.com"], keep=["algorithm=SHA1", "digits=6", "mfa.enroll"])

    # 21 SMTP AUTH LOGIN
    u, p1 = "alerts@example.net", pw()
    bu, bp = base64.b64encode(u.encode()).decode(), base64.b64encode(p1.encode()).decode()
    add(c, "SMTP session transcript, AUTH LOGIN (RFC 4954 / draft-murchison-sasl-login), from a mail client debug log",
        lines=["C: AUTH LOGIN", "S: 334 VXNlcm5hbWU6", f"C: {bu}", "S: 334 UGFzc3dvcmQ6", f"C: {bp}", "S: 535 5.7.8 Error: authentication failed: UGFzc3dvcmQ6"],
        secrets=[bp], private=[bu], keep=["334 VXNlcm5hbWU6", "535 5.7.8", "AUTH LOGIN"])

    # 22 squid Proxy-Authorization
    b = base64.b64encode(f"w.kaminski:{pw()}".encode()).decode()
    add(c, "Squid cache.log with debug_options ALL,1 11,2 (HTTP request headers)",
        lines=["2025/03/10 08:12:44.118 kid1| 11,2| client_side.cc(1332) parseHttpRequest: HTTP Client REQUEST:",
               "CONNECT api.example.com:443 HTTP/1.1", f"Proxy-Authorization: Basic {b}", "User-Agent: curl/8.5.0"],
        secrets=[b], keep=["client_side.cc(1332) parseHttpRequest", "CONNECT api.example.com:443 HTTP/1.1"])

    # 23 socket.io frame
    tok = S.b64url(r, 32)
    add(c, "socket.io / engine.io debug output (DEBUG=engine,socket.io*)",
        text=f"  engine:ws received \"42[\\\"auth\\\",{{\\\"token\\\":\\\"{tok}\\\",\\\"room\\\":\\\"support-7\\\"}}]\" +2ms transport=websocket EIO=4",
        secrets=[tok], keep=["transport=websocket", "EIO=4", "engine:ws received"])

    # 24 kcat base64 value
    val = base64.b64encode(jdump({"cardholder": "Karolina Nowak", "pan": S.card(r, "visa"), "exp": "09/28"}).encode()).decode()
    add(c, "kcat -C -f output of a Kafka topic whose values are base64 JSON",
        lines=[f"Topic payments.raw partition 3 offset {r.randrange(10**6, 10**7)} key order-88123", f"value: {val}",
               "% Reached end of topic payments.raw [3] at offset 4471920"],
        private=[val], keep=["payments.raw", "Reached end of topic"])

    # 25 JWT in fragment
    tok = S.jwt(r, {"sub": "auth0|" + hx(24), "scope": "openid profile", "exp": 1741605000}, alg="ES256", kid=hx(16))
    add(c, "Browser-side error report (JavaScript) including location.href with an RFC 6749 implicit-flow fragment (JWT access token, RFC 7519)",
        text=f"[sentry] TypeError: Cannot read properties of undefined (reading 'map') at https://app.example.com/callback#access_token={tok}&token_type=Bearer&expires_in=7200",
        secrets=[tok], keep=["TypeError: Cannot read properties of undefined (reading 'map')", "expires_in=7200"])

    # 26 CSV inside JSON
    ib1, ib2 = S.iban(r, "PL"), S.iban(r, "AT")
    add(c, "Attachment body embedded in a JSON event (literal \\n row separators)",
        text=jdump({"event": "import.failed", "row": 2, "reason": "IBAN checksum ok, BIC missing",
                    "attachment": f"name;email;iban\nKarolina Nowak;k.nowak@example.com;{ib1}\nFlorian Gruber;f.gruber@example.org;{ib2}\n"}),
        private=["Karolina Nowak", "k.nowak@example.com", ib1, "Florian Gruber", "f.gruber@example.org", ib2],
        keep=["import.failed", "BIC missing"])

    # 27 PowerShell -enc
    p1 = pw()
    script = f"$p = ConvertTo-SecureString '{p1}' -AsPlainText -Force; New-LocalUser -Name svc_sql -Password $p"
    enc = base64.b64encode(script.encode("utf-16-le")).decode()
    add(c, "Windows PowerShell 4104/4688-style command line with -EncodedCommand (UTF-16LE base64)",
        text=f"CommandLine: powershell.exe -NoProfile -NonInteractive -EncodedCommand {enc}",
        secrets=[enc], keep=["-EncodedCommand", "powershell.exe -NoProfile"])

    # 28 percent-encoded password in URL userinfo
    p1 = pw() + "@:"
    pe = urllib.parse.quote(p1, safe="")
    add(c, "Maven wagon transfer error with percent-encoded credentials in the repository URL",
        text=f"[ERROR] Failed to deploy artifacts: Could not transfer artifact com.example:ledger:jar:1.14.2 from/to nexus "
             f"(https://deployer:{pe}@nexus.corp.example.net/repository/releases/): status code: 401, reason phrase: Unauthorized (401)",
        secrets=[pe], private=["nexus.corp.example.net"], keep=["status code: 401", "com.example:ledger:jar:1.14.2"])


# ================================================================== no_key
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def syn_nokey():
    c = "no_key"
    # 1 aws sts --output text
    t = T()
    ak, sk = S.aws_key_id(r, "ASIA"), S.aws_secret(r)
    st = "IQoJb3JpZ2luX2VjE" + S.pick(r, S.ALNUM + "/+", 340) + "=="
    exp = t.iso(0, "+00:00")
    add(c, "aws sts get-session-token --output text (tab separated, no field names)",
        lines=["$ aws sts get-session-token --duration-seconds 3600 --output text", f"CREDENTIALS\t{ak}\t{exp}\t{sk}\t{st}"],
        secrets=[sk, st], keep=["CREDENTIALS", exp, "--duration-seconds 3600"])

    # 2 gh auth token
    tok = S.github_token(r, "gho_")
    add(c, "GitHub Actions step log running `gh auth token`",
        lines=["##[group]Run gh auth token", "gh auth token", "shell: /usr/bin/bash -e {0}", "##[endgroup]", tok],
        secrets=[tok], keep=["gh auth token", "shell: /usr/bin/bash -e {0}"])

    # 3 kubectl create token
    tok = S.jwt(r, {"aud": ["https://kubernetes.default.svc.cluster.local"], "exp": 1741607200, "iat": 1741603600,
                    "iss": "https://kubernetes.default.svc.cluster.local", "sub": "system:serviceaccount:payments:ledger-sa"},
                alg="ES256", kid=S.b64url(r, 32))
    add(c, "kubectl create token output (bare bound service-account token)",
        lines=["$ kubectl -n payments create token ledger-sa --duration=1h", tok],
        secrets=[tok], keep=["--duration=1h", "create token ledger-sa"])

    # 4 wg show dump
    priv, pub = S.b64(r, 32), S.b64(r, 32)
    ppub, psk = S.b64(r, 32), S.b64(r, 32)
    ep = ipdoc()
    add(c, "WireGuard `wg show wg0 dump` (tab separated; private and preshared keys are printed bare)",
        lines=["$ sudo wg show wg0 dump", f"{priv}\t{pub}\t51820\toff",
               f"{ppub}\t{psk}\t{ep}:51820\t10.66.0.2/32\t{T().epoch()}\t918231\t11820312\t25"],
        secrets=[priv, psk], private=[ep], keep=[pub, ppub, "51820\toff", "10.66.0.2/32"])

    # 5 python tuple repr
    p1, h = pw(), "db01.corp.example.net"
    add(c, "Python logging of a positional argument tuple (repr)",
        text=f"DEBUG backup.runner: connect args=('svc-backup', '{p1}', '{h}', 5432) kwargs={{'connect_timeout': 5, 'sslmode': 'require'}}",
        secrets=[p1], private=[h], keep=["backup.runner", "'connect_timeout': 5"])

    # 6 headerless CSV
    h_ = S.bcrypt_like(r)
    t = T()
    add(c, "Headerless CSV export row echoed by a failing import job",
        lines=["ERROR import.users line 4411: unexpected column count (5, want 6):",
               f"4411,maria.santos@example.com,{h_},{t.iso(0)},active"],
        secrets=[h_], private=["maria.santos@example.com"], keep=["unexpected column count (5, want 6)", t.iso(0), "import.users"])

    # 7 shadow
    h_ = S.yescrypt_like(r)
    add(c, "getent shadow output (yescrypt hash)",
        lines=["$ sudo getent shadow deploy", f"deploy:{h_}:19800:0:99999:7:::"],
        secrets=[h_], keep=["getent shadow", "19800:0:99999:7"])

    # 8 secretsdump-style NT hashes
    n1, n2 = S.ntlm_like(r).lower(), S.ntlm_like(r).lower()
    add(c, "Domain password-audit tool output (pwdump format: user:rid:LM:NT:::)",
        lines=["[*] Dumping local SAM hashes (uid:rid:lmhash:nthash)",
               f"Administrator:500:aad3b435b51404eeaad3b435b51404ee:{n1}:::",
               f"svc_sql:1107:aad3b435b51404eeaad3b435b51404ee:{n2}:::"],
        secrets=[n1, n2], keep=["aad3b435b51404eeaad3b435b51404ee", "(uid:rid:lmhash:nthash)"])

    # 9 .pgpass
    p1, h = pw(), "db-primary.corp.example.net"
    add(c, "cat ~/.pgpass followed by the psql permission warning",
        lines=["$ cat ~/.pgpass", f"{h}:5432:*:ledger:{p1}",
               'WARNING: password file "/root/.pgpass" has group or world access; permissions should be u=rw (0600) or less'],
        secrets=[p1], private=[h], keep=["permissions should be u=rw (0600) or less", ":5432:*:"])

    # 10 Telegram bot URL
    tok = S.telegram_bot(r)
    add(c, "Python requests HTTPError for a Telegram Bot API call (token in the URL path)",
        text=f"requests.exceptions.HTTPError: 409 Client Error: Conflict for url: https://api.telegram.org/bot{tok}/getUpdates?timeout=50",
        secrets=[tok], keep=["409 Client Error: Conflict", "getUpdates?timeout=50"])

    # 11 Slack webhook
    wh = S.slack_webhook(r)
    path = wh.split("/services/")[1]
    add(c, "Python requests HTTPError for a Slack incoming webhook",
        text=f"ERROR alerts.slack: 404 Client Error: Not Found for url: {wh} (body: no_service)",
        secrets=[path], keep=["404 Client Error: Not Found for url", "no_service", "alerts.slack"])

    # 12 Discord webhook
    wid, wt = str(r.randrange(10**17, 10**18)), S.pick(r, S.ALNUM + "-_", 68)
    add(c, "Node.js undici fetch error for a Discord webhook",
        text=f"DiscordAPIError[429]: You are being rate limited. POST https://discord.com/api/webhooks/{wid}/{wt}?wait=true retry_after=1.337",
        secrets=[wt], keep=["DiscordAPIError[429]", "retry_after=1.337"])

    # 13 token in path (nginx access)
    t = T()
    inv = S.b64url(r, 24)
    uidb = base64.urlsafe_b64encode(b"1042").decode().rstrip("=")
    rtk = f"c{S.pick(r, S.LOWER + S.string.digits, 5)}-{hx(32)}"
    ip1, ip2 = ipdoc(), ipdoc()
    add(c, "nginx access log (combined) with tokens embedded in URL paths",
        lines=[f"{ip1} - - [{t.clf()}] \"GET /invite/accept/{inv} HTTP/2.0\" 302 0 \"-\" \"Mozilla/5.0\"",
               f"{ip2} - - [{t.clf()}] \"GET /accounts/reset/{uidb}/{rtk}/ HTTP/2.0\" 200 5120 \"-\" \"Mozilla/5.0\""],
        secrets=[inv, rtk], private=[ip1, ip2], keep=["HTTP/2.0\" 302 0", "/accounts/reset/", "5120"])

    # 14 magic link in app log
    ml = S.b64url(r, 32)
    add(c, "Node.js pino-pretty output of a magic-link mailer",
        text=f"[08:12:44.118] INFO (mailer/41): sent https://app.example.com/m/{ml} to recipient #88412 via ses (messageId 0102018f{hx(24)}-000000)",
        secrets=[ml], keep=["INFO (mailer/41)", "via ses", "recipient #88412"])

    # 15 recovery codes
    codes = S.recovery_codes(r, 8)
    add(c, "CLI output after enabling two-factor authentication",
        lines=["Two-factor authentication enabled. 8 codes generated.", "Store these codes in a safe place:"] +
              [f"  {codes[i]}    {codes[i + 1]}" for i in range(0, 8, 2)],
        secrets=codes, keep=["8 codes generated", "Store these codes in a safe place"])

    # 16 TOTP grouped seed
    seed = S.totp_seed(r, 32)
    g = " ".join(seed[i:i + 4] for i in range(0, 32, 4))
    add(c, "Terminal UI of an MFA enrolment wizard (manual-entry key, grouped)",
        lines=["Can't scan? Enter this key in your authenticator app:", f"    {g}", "Codes rotate every 30 seconds (SHA1, 6 digits)."],
        secrets=[g], keep=["Can't scan?", "every 30 seconds"])

    # 17 openssl/pwgen in provisioning log
    a, b2 = S.b64(r, 32), S.pick(r, S.ALNUM, 24)
    add(c, "cloud-init provisioning output (runcmd) generating secrets",
        lines=["Cloud-init v. 24.1.3 running 'modules:final' at Mon, 10 Mar 2025 08:12:44 +0000. Up 21.44 seconds.",
               "+ openssl rand -base64 32", a, "+ pwgen -s 24 1", b2, "Cloud-init v. 24.1.3 finished at Mon, 10 Mar 2025 08:12:51 +0000. Datasource DataSourceEc2Local."],
        secrets=[a, b2], keep=["Cloud-init v. 24.1.3", "openssl rand -base64 32", "pwgen -s 24 1"])

    # 18 Stripe-Signature
    ts_ = T().epoch()
    v1 = hx(64)
    add(c, "Stripe webhook signature verification failure logged with the raw header",
        text=f"WARN webhooks.stripe: No signatures found matching the expected signature for payload; header=t={ts_},v1={v1} evt=evt_{alnum(24)}",
        secrets=[v1], keep=["No signatures found matching the expected signature for payload", f"t={ts_}"])

    # 19 klist -kteK
    k1, k2 = hx(64), hx(32)
    add(c, "MIT Kerberos klist -kteK keytab listing (keys shown in hex)",
        lines=["Keytab name: FILE:/etc/krb5.keytab", "KVNO Timestamp           Principal",
               "---- ------------------- ------------------------------------------------------",
               f"   3 03/10/2025 08:12:44 HTTP/web01.corp.example.net@CORP.EXAMPLE.COM (aes256-cts-hmac-sha1-96)  (0x{k1})",
               f"   3 03/10/2025 08:12:44 HTTP/web01.corp.example.net@CORP.EXAMPLE.COM (aes128-cts-hmac-sha1-96)  (0x{k2})"],
        secrets=[k1, k2], private=["web01.corp.example.net"], keep=["KVNO Timestamp", "(aes256-cts-hmac-sha1-96)", "FILE:/etc/krb5.keytab"])

    # 20 PHP session in redis-cli
    csrf = hx(32)
    sid = S.pick(r, S.LOWER + S.string.digits, 26)
    em = "t.nguyen@example.com"
    add(c, "redis-cli GET of a serialized PHP session",
        lines=[f"127.0.0.1:6379> GET PHPREDIS_SESSION:{sid}",
               f"\"user_id|i:4411;email|s:{len(em)}:\\\"{em}\\\";csrf|s:32:\\\"{csrf}\\\";locale|s:5:\\\"vi_VN\\\";\""],
        secrets=[sid, csrf], private=[em], keep=["PHPREDIS_SESSION:", "vi_VN"])

    # 21 bare JWT after error
    tok = S.jwt(r, {"sub": "88412", "role": "admin", "iat": 1741600000})
    add(c, "Express error handler output (jsonwebtoken) echoing the rejected bearer value",
        lines=["JsonWebTokenError: invalid signature", f"    rejected: {tok}", "    at /app/node_modules/jsonwebtoken/verify.js:171:19"],
        secrets=[tok], keep=["JsonWebTokenError: invalid signature", "jsonwebtoken/verify.js:171:19"])

    # 22 NTLMv2 capture
    ch, nt = hx(16), hx(32).upper()
    blob = hx(240).upper()
    add(c, "SMB relay / capture tool output (NetNTLMv2 hash line)",
        lines=[f"[SMB] NTLMv2-SSP Client   : {ip10()}", "[SMB] NTLMv2-SSP Username : CORP\\j.doe",
               f"[SMB] NTLMv2-SSP Hash     : j.doe::CORP:{ch}:{nt}:{blob}"],
        secrets=[nt, blob], private=["j.doe"], keep=["[SMB] NTLMv2-SSP Hash", "NTLMv2-SSP Username"])
    RECS[-1]["private"].append(RECS[-1]["lines"][0].split(": ")[1])

    # 23 Google API key in URL
    k = S.google_api_key(r)
    add(c, "Geocoding client error log with the API key in the query string",
        text=f"geo.client WARN https://maps.googleapis.com/maps/api/geocode/json?address=Rua+Augusta+1500&key={k} -> REQUEST_DENIED (This API project is not authorized to use this API.)",
        secrets=[k], keep=["REQUEST_DENIED", "geo.client", "maps/api/geocode/json"])

    # 24 PuTTY ppk
    pubb, privb, mac = S.b64(r, 51), S.b64(r, 48), hx(64)
    add(c, "PuTTY private key file (.ppk v3, unencrypted) printed by cat",
        lines=["PuTTY-User-Key-File-3: ssh-ed25519", "Encryption: none", "Comment: eddsa-key-20250310", "Public-Lines: 2",
               pubb[:64], pubb[64:], "Private-Lines: 1", privb, f"Private-MAC: {mac}"],
        secrets=[privb], keep=["PuTTY-User-Key-File-3: ssh-ed25519", "Encryption: none", pubb[:64]])

    # 25 age identity file
    sec = S.age_secret(r)
    pub = "age1" + S.pick(r, BECH32, 58)
    add(c, "age-keygen identity file contents",
        lines=[f"# created: {T().iso(0, '+01:00')}", f"# public key: {pub}", sec],
        secrets=[sec], keep=[pub, "# public key:"])

    # 26 PGP private key block excerpt
    ls = [S.b64(r, 48) for _ in range(4)]
    crc = "=" + S.b64(r, 3)
    add(c, "ASCII-armored OpenPGP private key (excerpt) accidentally echoed in a CI log",
        lines=["-----BEGIN PGP PRIVATE KEY BLOCK-----", "Comment: release signing subkey"] + [""] + ls + [crc, "-----END PGP PRIVATE KEY BLOCK-----"],
        secrets=ls, keep=["-----BEGIN PGP PRIVATE KEY BLOCK-----", "Comment: release signing subkey", "-----END PGP PRIVATE KEY BLOCK-----"])

    # 27 git-credentials
    tok = S.github_fine_grained(r)
    add(c, "cat ~/.git-credentials (credential.helper store)",
        lines=["$ cat ~/.git-credentials", f"https://mkowal:{tok}@github.example.com", "https://oauth2:" + (g2 := S.gitlab_pat(r)) + "@gitlab.example.com"],
        secrets=[tok, g2], private=["mkowal"], keep=["cat ~/.git-credentials", "@gitlab.example.com"])

    # 28 bare generic token in a message (no key, no prefix)
    tk = S.b64url(r, 32)
    rq = "req_" + alnum(14)
    add(c, "API gateway log: a bearer value pasted into the wrong header and echoed back",
        text=f"WARN gw: unrecognised X-Client-Version value '{tk}' (expected semver) request={rq} route=/v1/transfers",
        secrets=[tk], keep=["expected semver", rq, "route=/v1/transfers"])


# =============================================================== lookalike
def syn_lookalike():
    c = "lookalike"
    # 1 docker pull + failed login
    p1 = pw()
    l1, l2 = hx(12), hx(12)
    dg = digest()
    add(c, "docker CLI output: pull (layer ids, digest) then a login with -p",
        lines=[f"{l1}: Pull complete", f"{l2}: Pull complete", f"Digest: {dg}",
               "Status: Downloaded newer image for registry.example.com/payments/ledger:1.14.2",
               f"$ docker login registry.example.com -u ci-bot -p {p1}",
               "Error response from daemon: Get \"https://registry.example.com/v2/\": unauthorized: incorrect username or password"],
        secrets=[p1], keep=[l1, l2, dg, "unauthorized: incorrect username or password"])

    # 2 npm lockfile + npmrc
    integ = "sha512-" + S.b64(r, 64)
    tok = S.npm_token(r)
    add(c, "CI log: package-lock.json excerpt and .npmrc printed by a debug step",
        lines=['    "node_modules/undici": {', '      "version": "6.19.8",',
               '      "resolved": "https://registry.npmjs.example.org/undici/-/undici-6.19.8.tgz",', f'      "integrity": "{integ}",',
               "+ cat .npmrc", f"//registry.npmjs.example.org/:_authToken={tok}", "always-auth=true"],
        secrets=[tok], keep=[integ, "undici-6.19.8.tgz", "always-auth=true"])

    # 3 go mod download -json + GOPROXY with creds
    h1, h2 = "h1:" + S.b64(r, 32), "h1:" + S.b64(r, 32)
    tok = S.gitlab_pat(r)
    add(c, "go env / go mod download -json output",
        lines=[f"GOPROXY='https://gomod:{tok}@goproxy.corp.example.net,direct'", "GOFLAGS='-mod=readonly'",
               '{"Path": "golang.org/x/net", "Version": "v0.23.0", "Sum": "' + h1 + '", "GoModSum": "' + h2 + '"}'],
        secrets=[tok], private=["goproxy.corp.example.net"], keep=[h1, h2, "v0.23.0"])

    # 4 traceparent + baggage
    tr, sp = trace_id(), span_id()
    add(c, "HTTP request headers per W3C Trace Context (traceparent/tracestate) and W3C Baggage, logged by an OpenTelemetry-instrumented service",
        lines=[f"traceparent: 00-{tr}-{sp}-01", "tracestate: congo=t61rcWkgMzE,rojo=00f067aa0ba902b7",
               "baggage: userId=anna.k%40example.com,tenant=acme,plan=enterprise", f"x-b3-traceid: {tr[16:]}"],
        private=["anna.k%40example.com"], keep=[tr, sp, "congo=t61rcWkgMzE", "00f067aa0ba902b7"])

    # 5 S3 headers + presigned URL
    t = T()
    ak = S.aws_key_id(r, "ASIA")
    sig = hx(64)
    stok = "IQoJb3JpZ2luX2VjE" + S.pick(r, S.ALNUM, 120)
    rq, id2, et = S.pick(r, S.UPPER + S.string.digits, 16), S.b64(r, 57), hx(32)
    add(c, "curl -v excerpt against S3: presigned URL and response headers",
        lines=[f"> GET /exports/2025-03/batch.parquet?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential={ak}%2F20250310%2Feu-central-1%2Fs3%2Faws4_request"
               f"&X-Amz-Date=20250310T081244Z&X-Amz-Expires=900&X-Amz-SignedHeaders=host&X-Amz-Security-Token={stok}&X-Amz-Signature={sig} HTTP/1.1",
               f"< x-amz-request-id: {rq}", f"< x-amz-id-2: {id2}", f"< ETag: \"{et}\"", "< HTTP/1.1 403 Forbidden"],
        secrets=[sig, stok], keep=[rq, id2, et, "403 Forbidden"])

    # 6 k8s SA secret describe
    uid, tok = uuid(), S.jwt(r, {"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": "ci",
                                  "sub": "system:serviceaccount:ci:deployer"}, alg="ES256")
    add(c, "kubectl describe secret (legacy service-account token secret)",
        lines=["Name:         deployer-token-7hq2x", "Namespace:    ci", "Annotations:  kubernetes.io/service-account.name: deployer",
               f"              kubernetes.io/service-account.uid: {uid}", "Type:  kubernetes.io/service-account-token", "Data", "====",
               "ca.crt:     1107 bytes", "namespace:  2 bytes", f"token:      {tok}"],
        secrets=[tok], keep=[uid, "ca.crt:     1107 bytes", "kubernetes.io/service-account-token"])

    # 7 Sentry event
    ev, tr = hx(32), trace_id()
    ip = ipdoc()
    add(c, "Sentry event JSON (excerpt) as stored by a self-hosted relay",
        text=jdump({"event_id": ev, "release": "ledger@1.14.2+9f2c1ab", "environment": "production", "level": "error",
                    "contexts": {"trace": {"trace_id": tr, "span_id": span_id()}},
                    "user": {"id": "88412", "email": "ola.nordmann@example.com", "ip_address": ip},
                    "exception": {"values": [{"type": "IntegrityError", "value": "duplicate key value violates unique constraint"}]}}),
        private=["ola.nordmann@example.com", ip], keep=[ev, tr, "ledger@1.14.2+9f2c1ab", "IntegrityError"])

    # 8 Datadog
    k = hx(32)
    tid, sid = str(r.randrange(10**18, 2**63)), str(r.randrange(10**18, 2**63))
    add(c, "Datadog agent / tracer startup output and a correlated log line",
        lines=[f"DD_API_KEY={k}", "DD_SITE=datadoghq.eu", "DD_ENV=prod",
               f"2025-03-10 08:12:44 ERROR [dd.trace_id={tid} dd.span_id={sid}] ledger.api - upstream timeout after 3000ms"],
        secrets=[k], keep=[tid, sid, "upstream timeout after 3000ms", "DD_SITE=datadoghq.eu"])

    # 9 SHA256SUMS + gpg + passphrase echo
    s1, s2 = hx(64), hx(64)
    fpr = hx(40).upper()
    pp = S.human_password(r) + "-" + alnum(6)
    add(c, "Release job log: checksums, gpg verification, and an xtrace that echoes the signing passphrase",
        lines=[f"{s1}  ledger-1.14.2-linux-amd64.tar.gz", f"{s2}  ledger-1.14.2-darwin-arm64.tar.gz",
               f"+ echo '{pp}'", "+ gpg --batch --pinentry-mode loopback --passphrase-fd 0 --detach-sign SHA256SUMS",
               f"gpg: using \"{fpr}\" as default secret key for signing"],
        secrets=[pp], keep=[s1, s2, fpr, "--detach-sign SHA256SUMS"])

    # 10 GitHub Actions cache + masked secret + base64 leak
    ck = hx(64)
    tok = S.pick(r, S.ALNUM, 40)
    b = base64.b64encode(tok.encode()).decode()
    add(c, "GitHub Actions log: cache key, masked secret, and an unmasked base64 transformation of the same secret",
        lines=[f"Cache restored from key: Linux-npm-{ck}", "env:", "  API_TOKEN: ***", "+ echo $API_TOKEN | base64 -w0", b],
        secrets=[b], keep=[ck, "API_TOKEN: ***", "Cache restored from key"])

    # 11 Stripe objects
    pi = "pi_" + alnum(24)
    cs = f"{pi}_secret_{alnum(25)}"
    ik, rq = uuid(), "req_" + alnum(14)
    sk = S.stripe_key(r, "sk_live_")
    add(c, "Stripe API request/response log (Idempotency-Key, request id, PaymentIntent)",
        lines=["POST /v1/payment_intents", f"Authorization: Bearer {sk[:60]}", f"Idempotency-Key: {ik}",
               f"Request-Id: {rq}", '{"id": "' + pi + '", "object": "payment_intent", "status": "requires_action", "client_secret": "' + cs + '"}'],
        secrets=[sk[:60], cs], keep=[pi + '"', ik, rq, "requires_action"])

    # 12 UUIDs + PAN
    o1, o2 = uuid(), uuid()
    pan = S.card(r, "amex")
    add(c, "Order service debug line with object UUIDs and an unmasked card number",
        text=f"DEBUG orders.capture order={o1} cart={o2} pan={pan} exp=11/27 amount=89.00 currency=GBP result=do_not_honor(05)",
        private=[pan], keep=[o1, o2, "do_not_honor(05)"])

    # 13 ULIDs + session token
    u1, u2 = S.ulid(r), S.ulid(r)
    st = S.b64url(r, 32)
    add(c, "Audit event JSON with ULID identifiers and a session token",
        text=jdump({"id": u1, "type": "session.created", "actor": {"id": u2}, "session": {"token": st, "ttl": 86400},
                    "ts": T().iso(3)}),
        secrets=[st], keep=[u1, u2, "session.created"])

    # 14 mongosh find with ObjectId + bcrypt
    oid = S.objectid(r)
    hb = S.bcrypt_like(r, 10, "2a")
    add(c, "mongosh find() output (Extended JSON shell notation)",
        lines=["ledger> db.users.find({status: 'locked'}, {email: 1, password: 1}).limit(1)", "[",
               "  {", f"    _id: ObjectId('{oid}'),", "    email: 'kenji.sato@example.com',", f"    password: '{hb}'", "  }", "]"],
        secrets=[hb], private=["kenji.sato@example.com"], keep=[oid, "status: 'locked'"])

    # 15 vite build hashed assets + bundled service key warning
    a1, a2 = hx(8), hx(8)
    tok = S.jwt(r, {"iss": "supabase", "ref": alnum(20).lower(), "role": "service_role", "iat": 1741600000, "exp": 2057176000})
    add(c, "Vite build output with content-hashed assets and a leaked env var",
        lines=[f"dist/assets/index-{a1}.js      412.33 kB │ gzip: 131.02 kB", f"dist/assets/vendor-{a2}.js     1,021.90 kB │ gzip: 311.77 kB",
               f"(!) VITE_SUPABASE_SERVICE_ROLE_KEY={tok} is exposed to client code"],
        secrets=[tok], keep=[f"index-{a1}.js", f"vendor-{a2}.js", "gzip: 131.02 kB"])

    # 16 PKCE
    ver = S.b64url(r, 32)
    chal = S.b64u_of(hashlib.sha256(ver.encode()).digest())
    code = S.b64url(r, 20)
    add(c, "OAuth 2.0 PKCE (RFC 7636) debug log: public code_challenge vs secret code_verifier and authorization code",
        lines=[f"authorize: response_type=code&code_challenge={chal}&code_challenge_method=S256&client_id=mobile-app",
               f"token: grant_type=authorization_code&code={code}&code_verifier={ver}&client_id=mobile-app",
               "token: error=invalid_grant (PKCE verification failed)"],
        secrets=[ver, code], keep=[chal, "code_challenge_method=S256", "PKCE verification failed"])

    # 17 OTel log record
    tr, sp = trace_id(), span_id()
    tok = S.b64url(r, 30)
    add(c, "OpenTelemetry OTLP/JSON log record (resourceLogs[].scopeLogs[].logRecords[], opentelemetry-proto logs.proto)",
        text=jdump({"timeUnixNano": str(T().epoch() * 10**9 + 118000000), "severityText": "WARN", "traceId": tr, "spanId": sp,
                    "body": {"stringValue": "login throttled"}, "attributes": [
                        {"key": "enduser.id", "value": {"stringValue": "s.yamamoto@example.com"}},
                        {"key": "http.request.header.authorization", "value": {"arrayValue": {"values": [{"stringValue": "Bearer " + tok}]}}}]}),
        secrets=[tok], private=["s.yamamoto@example.com"], keep=[tr, sp, "login throttled"])

    # 18 macOS crash report
    inc, u1 = uuid().upper(), uuid().upper()
    add(c, "macOS crash report (.ips text rendering) header and binary images",
        lines=[f"Incident Identifier: {inc}", "Process:               Ledger [4411]", "Path:                  /Users/ahmed.karimi/Applications/Ledger.app/Contents/MacOS/Ledger",
               "Version:               5.2.0 (5200)", "Exception Type:        EXC_BAD_ACCESS (SIGSEGV)",
               f"       0x104e38000 -        0x105a1bfff com.example.ledger (5.2.0) <{u1}> /Users/ahmed.karimi/Applications/Ledger.app/Contents/MacOS/Ledger"],
        private=["ahmed.karimi"], keep=[inc, u1, "EXC_BAD_ACCESS (SIGSEGV)"])

    # 19 Android tombstone
    bid = hx(32)
    tok = S.b64url(r, 40)
    add(c, "Android tombstone excerpt (debuggerd)",
        lines=["Build fingerprint: 'google/panther/panther:14/AP2A.240805.005/12025142:user/release-keys'",
               "pid: 8812, tid: 8840, name: OkHttp Dispatch  >>> com.example.ledger <<<",
               f"Abort message: 'JNI DETECTED ERROR: refresh_token={tok} is not valid Modified UTF-8'",
               f"      #00 pc 000000000005f5c4  /apex/com.android.runtime/lib64/bionic/libc.so (abort+164) (BuildId: {bid})"],
        secrets=[tok], keep=["AP2A.240805.005", bid, "JNI DETECTED ERROR"])

    # 20 Git LFS batch response
    oid = hx(64)
    tok = S.b64url(r, 48)
    add(c, "Git LFS batch API response (GIT_TRACE=1 git lfs pull, response body)",
        text=jdump({"transfer": "basic", "objects": [{"oid": oid, "size": 48211843, "authenticated": True, "actions": {"download": {
            "href": "https://lfs.example.com/objects/" + oid, "header": {"Authorization": "RemoteAuth " + tok}, "expires_in": 3600}}}]}),
        secrets=[tok], keep=[oid, "48211843", '"transfer":"basic"'])

    # 21 helm get values with checksums
    c1 = hx(64)
    p1 = pw()
    add(c, "helm get values --all output (excerpt)",
        lines=["USER-SUPPLIED VALUES:", "podAnnotations:", f"  checksum/config: {c1}", "db:", "  host: pg-ledger.db.internal.example.net",
               f"  password: {p1}", "image:", "  tag: 1.14.2"],
        secrets=[p1], private=["pg-ledger.db.internal.example.net"], keep=[c1, "USER-SUPPLIED VALUES:", "tag: 1.14.2"])

    # 22 MSAL / Azure AD token request
    corr, tid = uuid(), uuid()
    sec = azure_client_secret()
    add(c, "MSAL (Python) debug log of a client-credentials token request",
        lines=[f"DEBUG msal.application: Broker enabled? None, correlation_id={corr}",
               f"DEBUG urllib3: POST /{tid}/oauth2/v2.0/token body=client_id={uuid()}&client_secret={urllib.parse.quote(sec, safe='')}&grant_type=client_credentials&scope=https%3A%2F%2Fgraph.microsoft.com%2F.default",
               f"DEBUG msal.token_cache: event={{'error': 'invalid_client', 'error_codes': [7000222], 'trace_id': '{uuid()}'}}"],
        secrets=[urllib.parse.quote(sec, safe="")], private=[tid], keep=[corr, "7000222", "invalid_client"])

    # 23 FCM legacy server key
    key = "AAAA" + alnum(7) + ":APA91b" + S.pick(r, S.ALNUM + "-_", 134)
    mid = f"0:{T().epoch()}{r.randrange(100000, 999999)}%{hx(16)}"
    add(c, "Push sender log (FCM legacy HTTP API) with message ids and the server key header",
        lines=["POST https://fcm.googleapis.com/fcm/send", f"Authorization: key={key}",
               f"<- 200 {{\"multicast_id\":{r.randrange(10**18, 9 * 10**18)},\"success\":1,\"failure\":0,\"results\":[{{\"message_id\":\"{mid}\"}}]}}"],
        secrets=[key], keep=[mid, '"success":1', "fcm/send"])

    # 24 twine upload
    sh = hx(64)
    tok = S.pypi_token(r)
    add(c, "CI log: twine upload with TWINE_PASSWORD printed by `env | sort`",
        lines=["TWINE_NON_INTERACTIVE=1", f"TWINE_PASSWORD={tok}", "TWINE_USERNAME=__token__",
               f"Uploading ledger_client-1.14.2-py3-none-any.whl (sha256 {sh})", "HTTPError: 403 Forbidden from https://upload.pypi.example.org/legacy/"],
        secrets=[tok], keep=[sh, "TWINE_USERNAME=__token__", "403 Forbidden"])

    # 25 GCS signed URL + hashes
    sig = hx(512)[:512]
    crc, md5 = S.b64(r, 4), S.b64(r, 16)
    add(c, "gsutil/curl debug: GCS response hashes and a V4 signed URL",
        lines=[f"< x-goog-hash: crc32c={crc}", f"< x-goog-hash: md5={md5}", "< x-goog-storage-class: STANDARD",
               f"> GET /acme-exports/q1.csv?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Date=20250310T081244Z&X-Goog-Expires=600&X-Goog-SignedHeaders=host&X-Goog-Signature={sig[:256]}"],
        secrets=[sig[:256]], keep=["crc32c=" + crc, "md5=" + md5, "GOOG4-RSA-SHA256"])

    # 26 wg show (keys hidden) with public keys
    p1, p2 = S.b64(r, 32), S.b64(r, 32)
    ep = ipdoc()
    add(c, "WireGuard `wg show` output (private/preshared keys hidden; public keys are not secrets)",
        lines=["interface: wg0", f"  public key: {p1}", "  private key: (hidden)", "  listening port: 51820", "",
               f"peer: {p2}", "  preshared key: (hidden)", f"  endpoint: {ep}:51820", "  allowed ips: 10.66.0.2/32",
               "  latest handshake: 1 minute, 4 seconds ago"],
        private=[ep], keep=[p1, p2, "(hidden)", "latest handshake"])

    # 27 Dovecot login
    sess = S.b64(r, 12, pad=False)
    mpid = pid()
    add(c, "Dovecot imap-login log line (session id is a log correlation id, not a credential)",
        text=f"{T().syslog()} mail01 dovecot: imap-login: Login: user=<h.schulz@example.org>, method=PLAIN, rip={ipdoc()}, lip=10.0.0.25, "
             f"mpid={mpid}, TLS, session=<{sess}>",
        private=["h.schulz@example.org", "10.0.0.25", "mail01", mpid], keep=[sess, "imap-login: Login", "method=PLAIN"])
    RECS[-1]["private"].append(RECS[-1]["text"].split("rip=")[1].split(",")[0])

    # 28 maven settings with sha1 artifacts
    s1 = hx(40)
    p1 = pw()
    add(c, "Maven -X debug: artifact checksum and effective settings.xml server entry",
        lines=[f"[DEBUG] Verifying checksum ledger-core-1.14.2.jar sha1={s1} OK",
               "[DEBUG]   <server>", "[DEBUG]     <id>nexus-releases</id>", "[DEBUG]     <username>deployer</username>",
               f"[DEBUG]     <password>{p1}</password>", "[DEBUG]   </server>"],
        secrets=[p1], keep=[s1, "<id>nexus-releases</id>", "ledger-core-1.14.2.jar"])

    # 29 git rebase todo with SHAs + author emails
    a1, a2 = hx(7), hx(7)
    add(c, "git log --oneline --format='%h %ae %s' output",
        lines=[f"{a1} n.oyelaran@example.com fix: retry on 40001 serialization_failure",
               f"{a2} t.haugen@example.net chore(deps): bump undici from 6.19.2 to 6.19.8"],
        private=["n.oyelaran@example.com", "t.haugen@example.net"], keep=[a1, a2, "40001 serialization_failure"])


# ============================================================= key_unusual
def syn_keyunusual():
    c = "key_unusual"
    # 1 German
    p1 = pw()
    add(c, "Java exception message embedding a German-keyed JSON body",
        text=f"de.example.portal.LoginException: Anmeldung fehlgeschlagen (HTTP 401) Anfrage={{\"Benutzer\":\"h.vogel\",\"Passwort\":\"{p1}\",\"Mandant\":\"0815\"}}",
        secrets=[p1], private=["h.vogel"], keep=["de.example.portal.LoginException", "HTTP 401", '"Mandant":"0815"'])

    # 2 French
    p1 = S.human_password(r)
    add(c, "PHP error log (French form field names in a dumped $_POST)",
        text=f"[10-Mar-2025 08:12:44 Europe/Paris] PHP Warning:  Undefined array key \"captcha\" in /var/www/inscription.php on line 57; "
             f"$_POST=array('identifiant' => 'c.girard', 'mot_de_passe' => '{p1}', 'jeton' => '')",
        secrets=[p1], private=["c.girard"], keep=["PHP Warning:  Undefined array key \"captcha\"", "inscription.php on line 57"])

    # 3 Spanish YAML
    p1 = pw()
    add(c, "YAML configuration printed at startup (Spanish keys)",
        lines=["configuración cargada:", "  base_de_datos:", "    servidor: bd-ventas.interno.example.com", "    usuario: ventas_app",
               f"    contraseña: \"{p1}\"", "  reintentos: 5"],
        secrets=[p1], private=["bd-ventas.interno.example.com"], keep=["configuración cargada:", "reintentos: 5"])

    # 4 Portuguese
    p1 = pw()
    add(c, "Laravel log line with Portuguese context keys",
        text=f"[2025-03-10 08:12:44] production.ERROR: Falha ao autenticar no ERP {{\"usuario\":\"fin.integracao\",\"senha\":\"{p1}\",\"empresa\":\"0001\",\"exception\":\"[object] (GuzzleHttp\\\\Exception\\\\ClientException(code: 401)\"}}",
        secrets=[p1], keep=["production.ERROR", "ClientException(code: 401)", '"empresa":"0001"'])

    # 5 Polish
    p1 = pw()
    add(c, ".NET ILogger console output (Polish property names)",
        lines=["fail: Integracje.Bank.Klient[1002]", f"      Logowanie do bankowości nieudane: login=firma_ksiegowosc hasło={p1} kod=BNK-401"],
        secrets=[p1], keep=["Integracje.Bank.Klient[1002]", "kod=BNK-401"])

    # 6 Turkish
    p1 = pw()
    add(c, "Node.js console.log of a request body (Turkish keys)",
        text=f"giriş isteği: {{ kullanici: 'e.kaya', şifre: '{p1}', beniHatırla: true }} -> 401 Yetkisiz",
        secrets=[p1], private=["e.kaya"], keep=["401 Yetkisiz", "beniHatırla: true"])

    # 7 Japanese
    p1 = pw()
    add(c, "Java application log (Japanese labels)",
        text=f"2025-03-10 08:12:44.118 WARN  [main] j.e.batch.FtpClient - 接続失敗 ホスト=ftp.torihiki.example.jp.example.com ユーザー=edi_upload パスワード={p1} (530 Login incorrect)",
        secrets=[p1], private=["ftp.torihiki.example.jp.example.com"], keep=["530 Login incorrect", "j.e.batch.FtpClient"])

    # 8 Russian
    p1 = pw()
    add(c, "1C-style exchange log (Russian labels)",
        text=f"Ошибка обмена с сервером: код 401; логин=obmen_1c; пароль={p1}; узел=ЦБ_Москва",
        secrets=[p1], keep=["Ошибка обмена с сервером", "код 401"])

    # 9 Chinese
    p1 = pw()
    add(c, "Go application log (Chinese keys in a map)",
        text=f"2025/03/10 08:12:44 登录失败 map[用户名:zhang.wei 密码:{p1} 验证码:8K3D] err=账号或密码错误",
        secrets=[p1], private=["zhang.wei"], keep=["登录失败", "账号或密码错误"])

    # 10 Dutch
    p1 = pw()
    add(c, "Python dict logged with Dutch keys",
        text=f"ERROR koppeling.exact: authenticatie mislukt voor {{'gebruikersnaam': 'boekhouding', 'wachtwoord': '{p1}', 'divisie': 4411}}",
        secrets=[p1], keep=["koppeling.exact", "'divisie': 4411"])

    # 11 Korean + Swedish
    p1, p2 = pw(), pw()
    add(c, "Form validation log with Korean and Swedish field names",
        lines=[f"form.invalid lang=ko fields={{아이디: 'jisoo.park', 비밀번호: '{p1}'}} reason=CAPTCHA_REQUIRED",
               f"form.invalid lang=sv fields={{användarnamn: 'l.holm', lösenord: '{p2}'}} reason=CAPTCHA_REQUIRED"],
        secrets=[p1, p2], private=["jisoo.park", "l.holm"], keep=["form.invalid", "reason=CAPTCHA_REQUIRED"])

    # 12 vendor headers (Azure APIM, Shopify)
    k1, k2 = hx(32), S.shopify_token(r)
    add(c, "Outgoing HTTP request header dump (vendor-specific auth headers)",
        lines=["> POST /orders/v2/sync HTTP/1.1", "> Host: api.example.com", f"> Ocp-Apim-Subscription-Key: {k1}",
               f"> X-Shopify-Access-Token: {k2}", "> Content-Type: application/json", "< HTTP/1.1 429 Too Many Requests", "< Retry-After: 2.0"],
        secrets=[k1, k2], keep=["429 Too Many Requests", "Retry-After: 2.0", "/orders/v2/sync"])

    # 13 GitLab PRIVATE-TOKEN, Vault, Datadog, Azure Functions
    g, v, d, f = S.gitlab_pat(r), S.vault_token(r), hx(32), S.b64(r, 40)
    add(c, "Request headers captured by a debugging proxy (mitmproxy flow summary)",
        lines=[f"GET https://gitlab.example.com/api/v4/projects/118/pipelines PRIVATE-TOKEN: {g}",
               f"GET https://vault.example.com/v1/secret/data/ledger X-Vault-Token: {v}",
               f"POST https://http-intake.logs.example.com/api/v2/logs DD-API-KEY: {d}",
               f"POST https://fn-ledger.example.net/api/reconcile x-functions-key: {f}"],
        secrets=[g, v, d, f], keep=["/api/v4/projects/118/pipelines", "/v1/secret/data/ledger"])

    # 14 hostapd.conf
    p1 = S.human_password(r) + alnum(4)
    add(c, "hostapd.conf printed by a config-management diff",
        lines=["--- /etc/hostapd/hostapd.conf", "+++ /etc/hostapd/hostapd.conf.new", " ssid=Buero-5G", " wpa=2", " wpa_key_mgmt=WPA-PSK",
               f"+wpa_passphrase={p1}", "-wpa_passphrase=*** (previous value suppressed)"],
        secrets=[p1], keep=["wpa_key_mgmt=WPA-PSK", "ssid=Buero-5G", "(previous value suppressed)"])

    # 15 redis CONFIG GET masterauth
    p1 = pw()
    add(c, "redis-cli CONFIG GET output (masterauth)",
        lines=["127.0.0.1:6380> CONFIG GET master*", '1) "masterauth"', f'2) "{p1}"', '3) "masteruser"', '4) "replica-sync"'],
        secrets=[p1], keep=["CONFIG GET master*", '"masteruser"'])

    # 16 sssd/nslcd
    p1, p2 = pw(), pw()
    add(c, "grep output over directory-client configs (sssd.conf, nslcd.conf)",
        lines=["/etc/sssd/sssd.conf:ldap_default_bind_dn = cn=sssd,ou=services,dc=example,dc=org",
               f"/etc/sssd/sssd.conf:ldap_default_authtok = {p1}", f"/etc/nslcd.conf:bindpw {p2}", "/etc/nslcd.conf:uri ldaps://ldap.corp.example.org/"],
        secrets=[p1, p2], private=["ldap.corp.example.org"], keep=["ldap_default_bind_dn", "/etc/nslcd.conf:uri"])

    # 17 Kafka Connect config via REST
    p1 = pw()
    h = "mssql-erp.corp.example.net"
    add(c, "Kafka Connect REST GET /connectors/<name>/config response",
        text=jdump({"connector.class": "io.debezium.connector.sqlserver.SqlServerConnector", "database.hostname": h, "database.port": "1433",
                    "database.user": "cdc_reader", "database.password": p1, "database.names": "ERP", "topic.prefix": "erp", "tasks.max": "1"}),
        secrets=[p1], private=[h], keep=["io.debezium.connector.sqlserver.SqlServerConnector", '"tasks.max":"1"'])

    # 18 ADO.NET + ODBC
    p1, p2 = pw(), pw()
    h = "sql-reports.corp.example.net"
    add(c, ".NET exception text with connection strings (Pwd= / PWD= variants)",
        lines=["System.Data.SqlClient.SqlException (0x80131904): Login failed for user 'rpt_reader'.",
               f"   ConnectionString: Server=tcp:{h},1433;Initial Catalog=Reports;User ID=rpt_reader;Pwd={p1};Encrypt=True;",
               f"   Fallback: DRIVER={{ODBC Driver 18 for SQL Server}};SERVER={h};UID=rpt_reader;PWD={{{p2}}};TrustServerCertificate=no"],
        secrets=[p1, p2], private=[h], keep=["0x80131904", "Login failed for user 'rpt_reader'.", "Encrypt=True"])

    # 19 framework secret env vars
    ak = "base64:" + S.b64(r, 32)
    skb = hx(128)
    dj = S.pick(r, S.ALNUM + "!@#%^&*(-_=+)", 50)
    na = S.b64(r, 32)
    add(c, "printenv output in a container debug session (framework signing keys)",
        lines=["APP_ENV=production", f"APP_KEY={ak}", f"SECRET_KEY_BASE={skb}", f"DJANGO_SECRET_KEY={dj}", f"NEXTAUTH_SECRET={na}",
               "NEXTAUTH_URL=https://portal.example.com"],
        secrets=[ak, skb, dj, na], keep=["APP_ENV=production", "NEXTAUTH_URL=https://portal.example.com"])

    # 20 card data with cvc/pin
    pan = S.card(r, "visa")
    cvc, pin = "%03d" % r.randrange(1000), "%04d" % r.randrange(10000)
    add(c, "Payment gateway request log that failed to mask card security data",
        text=f"gw.req id=txn_{alnum(16)} card={{number: {pan}, exp_month: 08, exp_year: 2028, cvc: {cvc}}} pinblock_plain={pin} amount=240.00 EUR -> 05 DO NOT HONOUR",
        secrets=[f"cvc: {cvc}", f"pinblock_plain={pin}"], private=[pan], keep=["05 DO NOT HONOUR", "amount=240.00 EUR"])

    # 21 security answer
    add(c, "Account recovery audit JSON (knowledge-based answer stored in clear)",
        text=jdump({"event": "recovery.attempt", "user_id": 88412, "security_question": "first_pet", "security_answer": "Pimpek z Gdyni",
                    "result": "mismatch", "attempts_left": 2}),
        secrets=["Pimpek z Gdyni"], keep=["recovery.attempt", '"attempts_left":2', "first_pet"])

    # 22 mfa seed in user JSON
    seed = S.totp_seed(r, 32)
    add(c, "User export JSON with an MFA seed under a vendor-specific key",
        text=jdump({"id": 88412, "login": "v.horvath", "mfa": {"type": "totp", "seed": seed, "confirmed_at": T().iso(0)}, "locale": "hu-HU"}),
        secrets=[seed], private=["v.horvath"], keep=['"type":"totp"', "hu-HU"])

    # 23 Azure OpenAI api-key
    k = hx(32)
    add(c, "openai-python debug log against Azure OpenAI (api-key header)",
        lines=["DEBUG:openai._base_client:Request options: {'method': 'post', 'url': '/deployments/gpt-4o/chat/completions',",
               f"  'headers': {{'api-key': '{k}', 'api-version': '2024-06-01'}}}}",
               "DEBUG:httpx:HTTP Request: POST https://ledger-ai.openai.example.com/openai/deployments/gpt-4o/chat/completions \"HTTP/1.1 401 PermissionDenied\""],
        secrets=[k], keep=["'api-version': '2024-06-01'", "401 PermissionDenied"])

    # 24 Azure SAS + CloudFront signed URL
    sig = urllib.parse.quote(S.b64(r, 32), safe="")
    cfs = S.pick(r, S.ALNUM + "-~_", 172)
    kp = "K" + S.pick(r, S.UPPER + S.string.digits, 13)
    add(c, "CDN/storage access errors with signed URLs (sig= and Signature=)",
        lines=[f"AuthenticationFailed GET https://acmeexports.blob.core.windows.net/exports/q1.csv?sv=2022-11-02&ss=b&srt=o&sp=r&se=2025-03-11T00:00:00Z&spr=https&sig={sig}",
               f"403 GET https://d111111abcdef8.cloudfront.net/reports/q1.pdf?Expires=1741690000&Signature={cfs}&Key-Pair-Id={kp}"],
        secrets=[sig, cfs], keep=["AuthenticationFailed", "sv=2022-11-02", kp])

    # 25 Meteor services.password
    hb = S.bcrypt_like(r, 10, "2b")
    rt = S.b64url(r, 32)
    add(c, "MongoDB oplog entry (Meteor accounts) printed by a change-stream consumer",
        text=jdump({"op": "u", "ns": "meteor.users", "o2": {"_id": alnum(17)}, "o": {"$v": 2, "diff": {"sservices": {
            "spassword": {"u": {"bcrypt": hb}}, "sresume": {"u": {"loginTokens": [{"hashedToken": S.b64(r, 32), "when": {"$date": 1741600000000}}]}},
            "semail": {"u": {"verificationTokens": [{"token": rt}]}}}}}}),
        secrets=[hb, rt], keep=['"ns":"meteor.users"', '"op":"u"'])

    # 26 requests auth tuple
    p1 = pw()
    add(c, "Python requests call repr captured by a retry decorator",
        text=f"WARNING retry.py:88 attempt 2/5 failed: requests.get('https://erp.example.com/api/stock', auth=('erp_sync', '{p1}'), timeout=10) -> ConnectTimeout",
        secrets=[p1], keep=["attempt 2/5", "ConnectTimeout", "retry.py:88"])

    # 27 passphrase / pass_phrase
    p1, p2 = S.human_password(r) + " " + S.human_password(r), pw()
    add(c, "Ansible -vvv module invocation (module_args printed)",
        lines=["<10.0.4.5> EXEC /bin/sh -c '/usr/bin/python3 && sleep 0'",
               "The full traceback is: ...", f"    \"module_args\": {{\"path\": \"/etc/ssl/private/ledger.key\", \"passphrase\": \"{p1}\", \"cipher\": \"auto\"}},",
               f"    \"invocation\": {{\"pkcs12\": {{\"pass_phrase\": \"{p2}\", \"friendly_name\": \"ledger\"}}}}"],
        secrets=[p1, p2], private=["10.0.4.5"], keep=['"cipher": "auto"', '"friendly_name": "ledger"'])

    # 28 enc_key / hmac_secret
    ek, hs = hx(64), S.b64(r, 48)
    add(c, "Rust Debug ({:?}) of an application settings struct in a tracing event",
        text=f"2025-03-10T08:12:44.118Z DEBUG ledger::settings: loaded settings=Settings {{ listen: 0.0.0.0:8443, enc_key: \"{ek}\", "
             f"hmac_secret: Some(\"{hs}\"), max_conns: 512, region: \"eu-central-1\" }}",
        secrets=[ek, hs], keep=["ledger::settings", "max_conns: 512", "0.0.0.0:8443"])

    # 29 client_assertion
    ca = S.jwt(r, {"iss": "ledger-batch", "sub": "ledger-batch", "aud": "https://login.example.com/oauth2/token", "jti": uuid(), "exp": 1741600300}, alg="ES256")
    add(c, "OAuth token request with client_assertion (RFC 7523 private_key_jwt) logged by an HTTP client",
        text=f"POST /oauth2/token grant_type=client_credentials&client_assertion_type=urn%3Aietf%3Aparams%3Aoauth%3Aclient-assertion-type%3Ajwt-bearer&client_assertion={ca} -> 400 invalid_client",
        secrets=[ca], keep=["400 invalid_client", "client_assertion_type=urn%3Aietf%3Aparams%3Aoauth%3Aclient-assertion-type%3Ajwt-bearer"])

    # 30 bitcoin.conf / rpcauth
    p1 = hx(32)
    add(c, "bitcoind debug.log config echo (rpcpassword)",
        lines=["2025-03-10T08:12:44Z Config file arg: rpcbind=\"127.0.0.1\"", "2025-03-10T08:12:44Z Config file arg: rpcuser=\"ledger\"",
               f"2025-03-10T08:12:44Z Config file arg: rpcpassword=\"{p1}\"", "2025-03-10T08:12:44Z Config file arg: txindex=\"1\""],
        secrets=[p1], keep=['Config file arg: rpcbind="127.0.0.1"', 'txindex="1"'])

    # 31 X-Figma-Token / X-Postmark-Server-Token / X-RapidAPI-Key
    f, pm, ra = S.figma_token(r), uuid(), S.pick(r, S.ALNUM, 50)
    add(c, "Integration test output listing third-party call failures with their request headers",
        lines=[f"FAIL figma.files  401  headers={{'X-Figma-Token': '{f}'}}", f"FAIL postmark.send 422 headers={{'X-Postmark-Server-Token': '{pm}'}}",
               f"FAIL geo.lookup   403  headers={{'X-RapidAPI-Key': '{ra}', 'X-RapidAPI-Host': 'geo.example.com'}}"],
        secrets=[f, pm, ra], keep=["FAIL figma.files  401", "'X-RapidAPI-Host': 'geo.example.com'"])


# ==================================================================== rows
def syn_rows():
    c = "rows"
    # 1 pg_stat_activity
    p1, ip, pd = pw(), ip10(), int(pid())
    t = T()
    add(c, "PostgreSQL 16 SELECT * FROM pg_stat_activity (selected columns) result row",
        columns=["pid", "usename", "application_name", "client_addr", "backend_start", "state", "wait_event_type", "query"],
        row=[pd, "postgres", "psql", ip, t.sql(6) + "+00", "idle in transaction", "Client",
             f"ALTER ROLE app_rw WITH PASSWORD '{p1}' VALID UNTIL '2025-12-31'"],
        secrets=[p1], private=[ip, str(pd)], keep=["idle in transaction", "ALTER ROLE app_rw WITH PASSWORD", "VALID UNTIL '2025-12-31'"])

    # 2 pg_authid
    p1 = pw()
    scram = S.pg_scram(r, p1)
    add(c, "PostgreSQL SELECT rolname, rolpassword FROM pg_authid result row",
        columns=["rolname", "rolsuper", "rolcanlogin", "rolpassword", "rolvaliduntil"],
        row=["ledger_app", "f", "t", scram, None], secrets=[scram], keep=["ledger_app", "rolpassword"])

    # 3 Django auth_user
    p1 = pw()
    dj = S.django_pbkdf2(r, p1, 600000)
    t = T()
    add(c, "Django auth_user table row (PostgreSQL)",
        columns=["id", "password", "last_login", "is_superuser", "username", "first_name", "last_name", "email", "date_joined"],
        row=[4411, dj, t.sql(6) + "+00", "f", "wkowalska", "Wiktoria", "Kowalska", "w.kowalska@example.com", "2023-09-01 10:00:00+00"],
        secrets=[dj], private=["wkowalska", "Wiktoria", "Kowalska", "w.kowalska@example.com"], keep=["is_superuser", "date_joined", "2023-09-01 10:00:00+00"])

    # 4 wp_users
    ph = "$P$B" + S.pick(r, S.CRYPT64, 30)
    ak = f"{T().epoch()}:$P$B" + S.pick(r, S.CRYPT64, 30)
    add(c, "WordPress wp_users row (MySQL), phpass portable hash and activation key",
        columns=["ID", "user_login", "user_pass", "user_nicename", "user_email", "user_registered", "user_activation_key", "display_name"],
        row=[17, "dlambert", ph, "dlambert", "d.lambert@example.org", "2024-11-02 09:13:55", ak, "Delphine Lambert"],
        secrets=[ph, ak], private=["dlambert", "d.lambert@example.org", "Delphine Lambert"], keep=["user_registered", "2024-11-02 09:13:55"])

    # 5 Keycloak credential
    salt = S.b64(r, 16)
    val = S.b64(r, 64)
    add(c, "Keycloak CREDENTIAL table row (secret_data JSON holds the hash)",
        columns=["id", "type", "user_id", "created_date", "secret_data", "credential_data", "priority"],
        row=[uuid(), "password", uuid(), 1741600000118, jdump({"value": val, "salt": salt, "additionalParameters": {}}),
             jdump({"hashIterations": 27500, "algorithm": "pbkdf2-sha256", "additionalParameters": {}}), 10],
        secrets=[val], keep=["pbkdf2-sha256", "27500", "credential_data"])

    # 6 oauth tokens
    at, rt = S.b64url(r, 32), S.b64url(r, 48)
    add(c, "OAuth server oauth_access_tokens table row",
        columns=["id", "client_id", "user_id", "access_token", "refresh_token", "scopes", "expires_at", "revoked"],
        row=[918273, "mobile-app", 88412, at, rt, "orders:read orders:write", "2025-03-10 09:12:44", 0],
        secrets=[at, rt], keep=["mobile-app", "orders:read orders:write", "2025-03-10 09:12:44"])

    # 7 django_session
    sk = S.pick(r, S.LOWER + S.string.digits, 32)
    sd = S.b64url(r, 60) + ":" + S.b64url(r, 4) + ":" + S.b64url(r, 32)
    add(c, "Django django_session table row",
        columns=["session_key", "session_data", "expire_date"], row=[sk, sd, "2025-03-24 08:12:44.118321+00"],
        secrets=[sk, sd], keep=["expire_date", "2025-03-24 08:12:44.118321+00"])

    # 8 customers (Japan/Korea)
    myn = S.jp_my_number(r)
    add(c, "Customer master row (SQL Server, Japanese locale)",
        columns=["顧客ID", "氏名", "フリガナ", "郵便番号", "住所", "電話番号", "マイナンバー", "登録日"],
        row=["C-000412", "佐藤 美咲", "サトウ ミサキ", "060-0005", "北海道札幌市中央区北5条西2-5", "011-222-3344", myn, "2024-04-01"],
        private=["佐藤 美咲", "サトウ ミサキ", "北海道札幌市中央区北5条西2-5", "011-222-3344", myn], keep=["C-000412", "登録日", "2024-04-01"])

    # 9 payments with CVV
    pan = S.card(r, "mc")
    add(c, "Legacy payments table row storing card data (MySQL)",
        columns=["payment_id", "cardholder", "pan", "exp", "cvv", "amount", "status", "auth_code"],
        row=[771203, "Ingrid Halvorsen", pan, "04/27", "%03d" % r.randrange(1000), "1299.00", "CAPTURED", "A1B2C3"],
        secrets=[], private=["Ingrid Halvorsen", pan], keep=["CAPTURED", "1299.00", "771203"])
    RECS[-1]["secrets"].append(RECS[-1]["row"][4])

    # 10 audit log
    ip = ipdoc()
    add(c, "Application audit_log row (PostgreSQL)",
        columns=["id", "at", "actor_email", "action", "ip", "user_agent", "request_id"],
        row=[5512003, "2025-03-10 08:12:44.118+00", "r.oliveira@example.com", "export.customers", ip,
             "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 Safari/605.1.15", (rq := uuid())],
        private=["r.oliveira@example.com", ip], keep=["export.customers", rq, "Safari/605.1.15"])

    # 11 integration settings
    wh, k = S.slack_webhook(r), S.sendgrid_key(r)
    add(c, "integration_settings table row (webhook URL and API key stored in clear)",
        columns=["tenant_id", "provider", "webhook_url", "api_key", "enabled", "updated_at"],
        row=[42, "slack+sendgrid", wh, k, 1, "2025-02-28 17:40:03"],
        secrets=[wh.split("/services/")[1], k], keep=["slack+sendgrid", "2025-02-28 17:40:03", "webhook_url"])

    # 12 MSSQL dm_exec_sessions
    add(c, "SQL Server sys.dm_exec_sessions joined with dm_exec_connections result row",
        columns=["session_id", "login_time", "host_name", "program_name", "login_name", "client_net_address", "status"],
        row=[77, "2025-03-10 08:12:44.117", "LT-NOVAK-07", "Microsoft SQL Server Management Studio - Query", "CORP\\p.novak", (ip := ip10()), "sleeping"],
        private=["LT-NOVAK-07", "p.novak", ip], keep=["Microsoft SQL Server Management Studio - Query", "sleeping"])

    # 13 Oracle USER$
    sp4 = f"S:{hx(60).upper()};T:{hx(160).upper()}"
    add(c, "Oracle SELECT name, spare4 FROM sys.user$ result row",
        columns=["NAME", "ASTATUS", "PASSWORD_VERSIONS", "SPARE4"], row=["LEDGER_APP", 0, "11G 12C", sp4],
        secrets=[sp4], keep=["LEDGER_APP", "11G 12C", "PASSWORD_VERSIONS"])

    # 14 Stripe-like customer export
    cus = "cus_" + alnum(14)
    add(c, "Customer export row (billing provider CSV loaded into a warehouse)",
        columns=["id", "email", "name", "phone", "address_line1", "address_postal_code", "address_country", "created"],
        row=[cus, "m.dubois@example.org", "Mathilde Dubois", "06 45 67 89 12", "8 rue de la République", "13001", "FR", 1709888400],
        private=["m.dubois@example.org", "Mathilde Dubois", "06 45 67 89 12", "8 rue de la République"], keep=[cus, "address_country", "1709888400"])

    # 15 HR employees India
    aad, pan_, acct = S.in_aadhaar(r), S.in_pan(r), str(r.randrange(10**11, 10**12))
    add(c, "HR payroll table row (India)",
        columns=["emp_code", "name", "pan", "aadhaar", "bank_account", "ifsc", "ctc_lpa", "department"],
        row=["EMP-2231", "अनन्या वर्मा", pan_, aad, acct, "HDFC0001234", 18.5, "Finance"],
        private=["अनन्या वर्मा", pan_, aad, acct], keep=["EMP-2231", "HDFC0001234", "Finance"])

    # 16 Korean contacts
    rrn = S.kr_rrn(r, "950823", 2)
    add(c, "Membership table row (Korean locale, MariaDB)",
        columns=["회원번호", "이름", "주민등록번호", "휴대폰", "주소", "가입일"],
        row=[100233, "이서연", rrn, "010-9876-5432", "부산광역시 해운대구 센텀중앙로 79", "2022-07-14"],
        private=["이서연", rrn, "010-9876-5432", "부산광역시 해운대구 센텀중앙로 79"], keep=["100233", "가입일", "2022-07-14"])

    # 17 devices
    im = S.imei(r)
    mac = ":".join(hx(2) for _ in range(6))
    add(c, "Mobile device registry row (SQLite)",
        columns=["device_id", "owner_id", "imei", "wifi_mac", "model", "os_version", "app_build"],
        row=[uuid(), 88412, im, mac, "SM-S921B", "Android 14 (UP1A.231005.007)", "5.2.0-5200"],
        private=[im, mac], keep=["SM-S921B", "UP1A.231005.007", "5.2.0-5200"])

    # 18 users with TOTP + recovery codes
    seed = S.totp_seed(r, 32)
    rcs = S.recovery_codes(r, 4)
    add(c, "users table row with two-factor columns (MySQL)",
        columns=["id", "email", "two_factor_secret", "two_factor_recovery_codes", "two_factor_confirmed_at"],
        row=[88412, "f.bauer@example.net", seed, json.dumps(rcs), "2025-01-05 11:20:00"],
        secrets=[seed] + rcs, private=["f.bauer@example.net"], keep=["two_factor_confirmed_at", "2025-01-05 11:20:00"])

    # 19 webhook deliveries
    sig = "sha256=" + hx(64)
    did = uuid()
    add(c, "webhook_deliveries table row (payload and signature header)",
        columns=["id", "event", "payload", "signature_header", "response_status", "duration_ms"],
        row=[did, "customer.updated", jdump({"id": 88412, "email": "y.cohen@example.com", "phone": "054-765-4321"}), sig, 500, 3011],
        secrets=[sig], private=["y.cohen@example.com", "054-765-4321"], keep=[did, "customer.updated", "3011"])

    # 20 Elasticsearch SQL
    ip = ipdoc()
    add(c, "Elasticsearch SQL (_sql?format=json) result row",
        columns=["@timestamp", "client.ip", "user.name", "user.email", "event.action", "event.outcome", "trace.id"],
        row=["2025-03-10T08:12:44.118Z", ip, "g.romano", "g.romano@example.com", "user-login", "failure", (tr := trace_id())],
        private=[ip, "g.romano", "g.romano@example.com"], keep=["user-login", "failure", tr])


# ======================================================= extra families
def syn_extra():
    # docker inspect env (many vendor prefixes) -- lookalike
    pod = k8s_pod("ledger-worker")
    sha = sha40()
    vals = [("OPENAI_API_KEY", S.openai_key(r)), ("ANTHROPIC_API_KEY", S.anthropic_key(r)), ("HF_TOKEN", S.hf_token(r)),
            ("DIGITALOCEAN_TOKEN", S.do_token(r)), ("NEW_RELIC_API_KEY", S.newrelic_key(r)), ("DATABRICKS_TOKEN", S.databricks_token(r)),
            ("GRAFANA_SA_TOKEN", S.grafana_sa(r)), ("TWILIO_API_KEY", S.twilio_key(r)), ("MAILGUN_API_KEY", S.mailgun_key(r)),
            ("POSTMAN_API_KEY", S.postman_key(r)), ("LINEAR_API_KEY", S.linear_key(r))]
    add("lookalike", "docker inspect --format '{{range .Config.Env}}{{println .}}{{end}}' output (container environment)",
        lines=["PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin", "NODE_VERSION=20.11.1", f"HOSTNAME={pod}",
               f"GIT_COMMIT={sha}", f"BUILD_ID=gha-{r.randrange(10**9, 10**10)}-1"] + [f"{k}={v}" for k, v in vals] + ["TZ=Europe/Berlin"],
        secrets=[v for _, v in vals], private=[pod], keep=[sha, "NODE_VERSION=20.11.1", "TZ=Europe/Berlin"])

    # heroku config style -- key_unusual
    vals = [("TF_TOKEN_app_terraform_io", S.tfc_token(r)), ("DOPPLER_TOKEN", S.doppler_token(r)), ("NOTION_KEY", S.notion_token(r)),
            ("HEROKU_API_KEY", S.heroku_key(r)), ("OKTA_CLIENT_TOKEN", S.okta_token(r)), ("SQUARE_ACCESS_TOKEN", S.square_token(r)),
            ("JIRA_PAT", S.atlassian_token(r)[:120]), ("SENTRY_AUTH_TOKEN", S.sentry_token(r)), ("CF_DNS_TOKEN", S.cloudflare_token(r)),
            ("PULUMI_ACCESS_TOKEN", S.pulumi_token(r))]
    w = max(len(k) for k, _ in vals) + 2
    add("key_unusual", "`heroku config -a <app>` output (KEY: value, padded)",
        lines=["=== ledger-api-prod Config Vars"] + [f"{k + ':':<{w}}{v}" for k, v in vals] + [f"{'WEB_CONCURRENCY:':<{w}}4"],
        secrets=[v for _, v in vals], keep=["=== ledger-api-prod Config Vars", "WEB_CONCURRENCY:"])

    # LDIF userPassword:: base64 -- encoded
    p1 = pw()
    ssha = S.ldap_ssha(r, p1)
    b = base64.b64encode(ssha.encode()).decode()
    add("encoded", "ldapsearch LDIF output (RFC 2849: '::' marks a base64 value; userPassword holds an RFC 2307 {SSHA} hash)",
        lines=["# extended LDIF", "dn: uid=k.lindqvist,ou=people,dc=example,dc=org", "objectClass: inetOrgPerson", "cn: Karin Lindqvist",
               "mail: k.lindqvist@example.org", f"userPassword:: {b}", "# numResponses: 2", "# numEntries: 1"],
        secrets=[b], private=["uid=k.lindqvist", "Karin Lindqvist", "k.lindqvist@example.org"], keep=["objectClass: inetOrgPerson", "# numEntries: 1"])

    # Nextcloud oc_users argon2id -- rows
    a2 = "3|" + S.argon2id_like(r)
    add("rows", "Nextcloud oc_users table row (password column: hash-version prefix '3|' + argon2id PHC string)",
        columns=["uid", "displayname", "password", "uid_lower"],
        row=["e.virtanen", "Eero Virtanen", a2, "e.virtanen"],
        secrets=[a2.split("|", 1)[1]], private=["e.virtanen", "Eero Virtanen"], keep=["uid_lower", "displayname"])

    # Segment track -- pii_locale
    mid = uuid()
    gaid = uuid()
    add("pii_locale", "Segment HTTP Tracking API 'track' call payload logged by an analytics proxy (Polish user)",
        text=jdump({"type": "track", "event": "Order Completed", "messageId": mid, "userId": "88412",
                    "context": {"device": {"advertisingId": gaid, "model": "SM-A546B"}, "ip": (ip := ipdoc()), "locale": "pl-PL",
                                "location": {"latitude": 52.2297, "longitude": 21.0122}},
                    "properties": {"order_id": "PL-2025-000812", "total": 349.99, "currency": "PLN"},
                    "traits": {"name": "Bartosz Zieliński", "email": "b.zielinski@example.com", "phone": "698 765 432",
                               "address": {"street": "ul. Piotrkowska 104", "postalCode": "90-926", "city": "Łódź"}},
                    "timestamp": T().iso(3)}),
        private=[gaid, ip, "Bartosz Zieliński", "b.zielinski@example.com", "698 765 432", "ul. Piotrkowska 104"],
        keep=[mid, "Order Completed", "PL-2025-000812"])

    # Amplitude batch -- lookalike
    ins, dev = uuid(), uuid().upper()
    sess = T().epoch() * 1000 + 118
    add("lookalike", "Amplitude HTTP V2 API batch event logged by a mobile backend (insert_id / session_id are not secrets; the project api_key ships in apps and is left unlabelled)",
        text=jdump({"api_key": (ak := hx(32)), "events": [{"user_id": "kr-100233", "device_id": dev, "event_type": "checkout_failed",
                    "session_id": sess, "insert_id": ins, "idfa": (idfa := uuid().upper()), "platform": "iOS", "os_version": "18.3",
                    "event_properties": {"error_code": "PG_4012", "pg": "toss"}, "user_properties": {"phone": "010-3456-7890"}}]}),
        private=[idfa, "010-3456-7890"], keep=[ins, str(sess), "PG_4012", "checkout_failed"])

    # my_print_defaults -- positional
    p1 = pw()
    add("positional", "MariaDB my_print_defaults output (option-file values rendered as command-line options)",
        lines=["$ my_print_defaults client mysqldump", "--user=backup", f"--password={p1}", "--host=db-backup-02.corp.example.net",
               "--max_allowed_packet=1G"],
        secrets=[p1], private=["db-backup-02.corp.example.net"], keep=["my_print_defaults client mysqldump", "--max_allowed_packet=1G"])

    # TOML print-config -- key_unusual
    p1, k = pw(), S.b64(r, 24)
    add("key_unusual", "TOML effective configuration printed by a Rust service (`--print-config`)",
        lines=["[server]", "bind = \"0.0.0.0:8443\"", "", "[database]", f"url = \"postgres://ledger:{p1}@10.44.7.20:5432/ledger\"", "pool_max = 32",
               "", "[smtp]", "relay = \"smtp.example.com:587\"", f"secret_access = \"{k}\"", "starttls = true"],
        secrets=[p1, k], private=["10.44.7.20"], keep=["bind = \"0.0.0.0:8443\"", "pool_max = 32", "starttls = true"])


def synthetic_records():
    syn_pii()
    syn_positional()
    syn_infra()
    syn_encoded()
    syn_nokey()
    syn_lookalike()
    syn_keyunusual()
    syn_rows()
    syn_extra()










# ===================================================================== checks
KEY_ORDER = {
    "line": ["kind", "text", "secrets", "private", "keep", "class", "source"],
    "block": ["kind", "lines", "secrets", "private", "keep", "class", "source"],
    "row": ["kind", "columns", "row", "secrets", "private", "keep", "class", "source"],
}
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@((?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,})\b")
OK_DOMAIN = re.compile(r"(^|\.)example\.(com|org|net)$")
IPV4_RE = re.compile(r"(?<![\d.])(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})(?![\d.])")
OK_NETS = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "192.0.2.0/24",
                                              "198.51.100.0/24", "203.0.113.0/24", "127.0.0.0/8", "0.0.0.0/32")]


def fields(o):
    if o["kind"] == "line":
        return [o["text"]]
    if o["kind"] == "block":
        return o["lines"]
    return [c for c in o["columns"]] + ["" if c is None else str(c) for c in o["row"]]


def check(o, n):
    def fail(msg):
        raise CorpusError(f"record {n} ({o.get('source', '?')[:60]}): {msg}")

    if o["kind"] not in KEY_ORDER:
        fail("bad kind")
    if list(o.keys()) != KEY_ORDER[o["kind"]]:
        fail(f"key order {list(o.keys())}")
    if o["class"] not in CLASSES:
        fail("bad class")
    if not (o["source"].endswith(SYN) or o["source"].endswith(REAL)):
        fail("source suffix")
    if o["kind"] == "line" and not isinstance(o["text"], str):
        fail("text not str")
    if o["kind"] == "block":
        if len(o["lines"]) < 2:
            fail("block with < 2 lines")
        if not all(isinstance(x, str) for x in o["lines"]):
            fail("block line not str")
    if o["kind"] == "row":
        if len(o["columns"]) != len(o["row"]):
            fail("columns/row length mismatch")
        for c in o["row"]:
            if not (c is None or isinstance(c, (str, int, float))):
                fail("bad cell type")
    fl = fields(o)
    for x in fl:
        if "\n" in x or "\r" in x:
            fail("raw newline inside a line/cell")
        if len(x) >= 600:
            fail(f"line/cell of {len(x)} chars")
    for key in ("secrets", "private", "keep"):
        vals = o[key]
        if len(vals) != len(list(dict.fromkeys(vals))):
            fail(f"duplicate in {key}")
        for v in vals:
            if not isinstance(v, str) or not v:
                fail(f"empty/non-str value in {key}")
            if not any(v in x for x in fl):
                fail(f"{key} value {v!r} not found within a single line/cell")
    if len(o["keep"]) < 2:
        fail("fewer than 2 keep")
    if not (o["secrets"] or o["private"]):
        fail("no secret or private value")
    both = [v for v in o["secrets"] if v in o["private"]]
    if both:
        fail(f"value both secret and private: {both}")
    for k in o["keep"]:
        for s in o["secrets"] + o["private"]:
            if k in s or s in k:
                fail(f"keep {k!r} overlaps sensitive {s!r}")
    # checksums of labelled values that have one
    for v in o["private"] + o["secrets"]:
        compact = v.replace(" ", "")
        if re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{11,30}", compact) and compact[:2] in S.IBAN_BBAN:
            if not S.iban_checksum_ok(compact):
                fail(f"IBAN checksum wrong: {v}")
        if re.fullmatch(r"[3-6]\d{14,15}", v) and not S.luhn_valid(v):
            fail(f"card-like number fails Luhn: {v}")
    # synthetic data hygiene: IPv4 ranges
    for x in fl:
        for m in IPV4_RE.finditer(x):
            try:
                ip = ipaddress.ip_address(m.group(1))
            except ValueError:
                continue
            if not any(ip in net for net in OK_NETS) and not m.group(1).startswith("255."):
                fail(f"IPv4 outside documentation/private ranges: {m.group(1)}")
    # synthetic data hygiene: e-mail domains
    for x in fl:
        for m in EMAIL_RE.finditer(x):
            dom = m.group(1).lower().rstrip(".")
            if not OK_DOMAIN.search(dom) and not dom.endswith("svc.cluster.local"):
                fail(f"e-mail like value with non-example domain: {m.group(0)!r}")


def split(recs):
    """Seeded shuffle first, then a stratified alternation so that both halves
    cover every class and both real and synthetic records of each class."""
    order = list(range(len(recs)))
    random.Random(SPLIT_SEED).shuffle(order)
    shuffled = [recs[i] for i in order]
    counters = {}
    dev, held = [], []
    start = random.Random(SPLIT_SEED + 1)
    for o in shuffled:
        key = (o["class"], o["source"].endswith(REAL))
        if key not in counters:
            counters[key] = start.randrange(2)
        (dev if counters[key] % 2 == 0 else held).append(o)
        counters[key] += 1
    return dev, held


def main():
    real_records()
    synthetic_records()
    for n, o in enumerate(RECS):
        check(o, n)
    seen = {}
    for n, o in enumerate(RECS):
        k = json.dumps(o, ensure_ascii=False)
        if k in seen:
            raise CorpusError(f"duplicate record {n} == {seen[k]}")
        seen[k] = n
    dev, held = split(RECS)
    for cls in CLASSES:
        for name, half in (("dev", dev), ("heldout", held)):
            if not any(o["class"] == cls for o in half):
                raise CorpusError(f"class {cls} missing from {name}")
    out = {}
    for name, half in (("dev.jsonl", dev), ("heldout.jsonl", held)):
        data = "".join(json.dumps(o, ensure_ascii=False) + "\n" for o in half)
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            f.write(data)
        out[name] = hashlib.sha256(data.encode("utf-8")).hexdigest()
    nreal = sum(1 for o in RECS if o["source"].endswith(REAL))
    print(f"total records: {len(RECS)} (real software: {nreal}, synthetic: {len(RECS) - nreal})")
    print(f"{'class':<12} {'dev':>4} {'heldout':>8} {'real':>5}")
    for cls in CLASSES:
        print(f"{cls:<12} {sum(o['class'] == cls for o in dev):>4} {sum(o['class'] == cls for o in held):>8} "
              f"{sum(o['class'] == cls and o['source'].endswith(REAL) for o in RECS):>5}")
    print(f"{'total':<12} {len(dev):>4} {len(held):>8} {nreal:>5}")
    for name in ("dev.jsonl", "heldout.jsonl"):
        print(f"{out[name]}  {name}")


if __name__ == "__main__":
    main()
