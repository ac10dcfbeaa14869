#!/usr/bin/env python3
"""corpus25 capture: run real software on this machine, store its raw output.

Writes captured/<program>/<template>/..., captured/planted.json, captured/versions.json.
Runs itself inside `unshare -n -u -m --propagation private` (planted host name,
planted IPs on lo, bind mounts for /etc/passwd, /srv and the at spool), under nice.
All daemons listen on 127.0.0.1 or planted addresses, ports 19500-19599, and are
stopped in a finally: block (SIGTERM, SIGKILL after 10 s).
"""
import base64, json, os, shutil, signal, socket, ssl, struct, subprocess, sys, threading, time
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import synthlib as S

RUN = "/tmp/c25run"
CAP = os.path.join(HERE, "captured")
NPM = os.path.join(RUN, "npm")
N = 8
UNITS = []
VERSIONS = {}
DAEMONS = []


def sh(cmd, **kw):
    kw.setdefault("stdout", subprocess.PIPE)
    kw.setdefault("stderr", subprocess.STDOUT)
    return subprocess.run(cmd, shell=isinstance(cmd, str), text=True, **kw).stdout


def daemon(cmd, **kw):
    p = subprocess.Popen(cmd, stdout=kw.pop("stdout", subprocess.DEVNULL), stderr=kw.pop("stderr", subprocess.DEVNULL), **kw)
    DAEMONS.append(p)
    return p


def stop(p):
    if p.poll() is None:
        p.send_signal(signal.SIGTERM)
        try:
            p.wait(10)
        except subprocess.TimeoutExpired:
            p.kill()
            p.wait()


def out(program, template, name, text):
    d = os.path.join(CAP, program, template)
    os.makedirs(d, exist_ok=True)
    path = os.path.join(d, name)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    return os.path.relpath(path, CAP)


def lines_of(rel):
    with open(os.path.join(CAP, rel), encoding="utf-8") as f:
        return [l.rstrip("\r\n").rstrip() for l in f.read().split("\n")]


def find(rel, needle, start=0):
    for i, l in enumerate(lines_of(rel)):
        if i >= start and needle in l:
            return i
    raise RuntimeError("needle %r not found in %s" % (needle, rel))


def unit(program, template, cls, kind, rel, locate, secrets, private, keep, optional=()):
    UNITS.append({"program": program, "template": template, "class": cls, "kind": kind, "file": rel, "locate": locate,
                  "secrets": [s for s in secrets if s], "private": [p for p in private if p],
                  "private_if_printed": [p for p in optional if p], "keep_candidates": keep})


def line_unit(program, template, cls, rel, needle, secrets, private, keep, start=0):
    i = find(rel, needle, start)
    unit(program, template, cls, "line", rel, {"line": i}, secrets, private, keep)
    return i


def person(t, n):
    return S.person(S.LOCALES[(t * 5 + n * 3) % len(S.LOCALES)], 100 * t + n)


def login_of(p, n):
    import re
    local = p["email"].split("@")[0]
    base = re.sub(r"[^a-z0-9]", "", local.lower())
    return base[:10] + "%02d" % (n + 11)

VKINDS = sorted(S.VENDORS)


def vtok(t, n):
    k = VKINDS[(t * 7 + n * 5) % len(VKINDS)]
    return S.vendor_token(k, 100 * t + n)

# ============================================================ pii_locale

def p1_openssl_subject():
    for n in range(N):
        p = person(1, n)
        d = os.path.join(RUN, "x509", "p1_%d" % n)
        os.makedirs(d, exist_ok=True)
        cc = p["iban"][:2]
        subj = "/C=%s/L=%s/street=%s/CN=%s/emailAddress=%s" % (cc, p["city"], p["address"].split(",")[0], p["name"], p["email"])
        priv = [p["city"], p["address"].split(",")[0], p["name"], p["email"]]
        if p["national_id"]:
            subj += "/serialNumber=%s" % p["national_id"][1]
            priv.append(p["national_id"][1])
        else:
            subj += "/telephoneNumber=%s" % p["mobile"]
            priv.append(p["mobile"])
        sh(["openssl", "req", "-x509", "-newkey", "ed25519", "-nodes", "-keyout", d + "/k.pem", "-out", d + "/c.pem", "-days", "30",
            "-utf8", "-subj", subj, "-set_serial", "0x" + S.hex_secret(900 + n, 16)])
        txt = sh(["openssl", "x509", "-in", d + "/c.pem", "-noout", "-subject", "-nameopt", "multiline,utf8,-esc_msb"])
        rel = out("openssl", "x509-subject", "case%d.txt" % n, txt)
        ls = lines_of(rel)
        end = max(i for i, l in enumerate(ls) if l.strip()) + 1
        unit("openssl", "x509-subject", "pii_locale", "block", rel, {"start": 0, "end": end}, [], priv,
             ["subject=", "countryName", "localityName", "commonName", "emailAddress", "streetAddress", "serialNumber", "telephoneNumber"])


def p2_getent():
    rows, plant = [], []
    for n in range(N):
        p = person(2, n)
        lg = login_of(p, n)
        uid = 2100 + n * 7
        gecos = "%s,%s,%s,%s" % (p["name"], p["address"].split(",")[0], p["mobile"], p["email"])
        rows.append("%s:x:%d:%d:%s:/home/%s:/bin/bash" % (lg, uid, 100, gecos, lg))
        plant.append((lg, [lg, p["name"], p["address"].split(",")[0], p["mobile"], p["email"]]))
    base = open("/etc/passwd").read()  # system accounts stay resolvable; only planted logins are queried
    with open(os.path.join(RUN, "passwd"), "w") as f:
        f.write(base + "\n".join(rows) + "\n")
    sh(["mount", "--bind", os.path.join(RUN, "passwd"), "/etc/passwd"])
    txt = ""
    for lg, _ in plant:
        txt += sh(["getent", "passwd", lg])
    rel = out("getent", "passwd-gecos", "getent.txt", txt)
    for lg, priv in plant:
        line_unit("getent", "passwd-gecos", "pii_locale", rel, lg + ":x:", [], priv, ["/bin/bash", ":x:", "/home/"])


PERL_L4P = r'''
use strict; use warnings; use utf8; use Log::Log4perl;
binmode STDOUT, ":encoding(UTF-8)";
my $conf = q(
log4perl.rootLogger = DEBUG, Screen
log4perl.appender.Screen = Log::Log4perl::Appender::Screen
log4perl.appender.Screen.stderr = 0
log4perl.appender.Screen.utf8 = 1
log4perl.appender.Screen.layout = Log::Log4perl::Layout::PatternLayout
log4perl.appender.Screen.layout.ConversionPattern = %d{yyyy-MM-dd'T'HH:mm:ss.SSS} %-5p [%c] %X{req}%X{trace}%X{extra}%m%n
);
Log::Log4perl::init(\$conf);
while (my $l = <STDIN>) { utf8::decode($l); chomp $l; my ($cat, $lvl, $mdc, $msg) = split /\t/, $l, 4;
  Log::Log4perl::MDC->remove(); Log::Log4perl::MDC->put($_, "") for qw(req trace extra);
  for my $kv (split /\x01/, $mdc) { next unless length $kv; my ($k, $v) = split /=/, $kv, 2; Log::Log4perl::MDC->put($k, $v); }
  my $log = Log::Log4perl->get_logger($cat); $log->$lvl($msg); }
'''


def run_l4p(template, items):
    path = os.path.join(RUN, "l4p.pl")
    open(path, "w").write(PERL_L4P)
    inp = "".join("%s\t%s\t%s\t%s\n" % (c, lv, "\x01".join("%s=%s" % kv for kv in mdc), m) for c, lv, mdc, m in items)
    r = subprocess.run(["perl", path], input=inp, text=True, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    return out("log4perl", template, "out.log", r.stdout)


def p3_log4perl():
    items, plant = [], []
    shapes = ["customer profile updated: %(name)s <%(email)s>, mobile %(mobile)s",
              "SEPA mandate stored for %(name)s, IBAN %(iban)s",
              "delivery address changed to %(address)s (holder %(name)s)",
              "KYC check passed for %(name)s, document %(nid)s"]
    for n in range(N):
        p = person(3, n)
        nid = p["national_id"][1] if p["national_id"] else None
        shp = shapes[n % 4] if (n % 4 != 3 or nid) else shapes[1]
        msg = shp % dict(p, nid=nid)
        priv = [v for k, v in (("name", p["name"]), ("email", p["email"]), ("mobile", p["mobile"]), ("iban", p["iban"]), ("address", p["address"]), ("nid", nid)) if v and ("%(" + k + ")s") in shp]
        items.append(("crm.customer", ["info", "warn"][n % 2], [], msg))
        plant.append((msg.split(":")[0].split(",")[0][:20], priv))
    rel = run_l4p("pii-messages", items)
    start = 0
    for n, (needle, priv) in enumerate(plant):
        start = line_unit("log4perl", "pii-messages", "pii_locale", rel, priv[0], [], priv, ["INFO", "WARN", "[crm.customer]", "customer", "SEPA", "mandate", "KYC", "delivery"], start) + 1


SYSLOGNG_CONF = '''@version: 3.38
options { keep-hostname(yes); use-dns(no); use-fqdn(no); chain-hostnames(no); stats-freq(0); };
source s_in { stdin(%(flags)s); };
%(parsers)s
destination d_out { file("%(out)s" template("%(tpl)s\\n") template-escape(no)); };
log { source(s_in); %(parse_ref)s destination(d_out); };
'''


def run_syslogng(template, inlines, tpl, parsers="", parse_ref="", flags="syslog-protocol"):
    d = os.path.join(RUN, "sng", template)
    os.makedirs(d, exist_ok=True)
    o = os.path.join(d, "out.log")
    conf = SYSLOGNG_CONF % {"flags": ("flags(%s)" % flags) if flags else "", "parsers": parsers, "parse_ref": parse_ref, "out": o, "tpl": tpl}
    open(d + "/s.conf", "w").write(conf)
    r = subprocess.run(["syslog-ng", "-F", "--no-caps", "-f", d + "/s.conf", "-R", d + "/persist", "-p", d + "/pid", "-c", d + "/ctl"],
                       input="".join(l + "\n" for l in inlines), text=True, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=60)
    if not os.path.exists(o):
        raise RuntimeError("syslog-ng produced nothing: %s" % r.stdout)
    return out("syslog-ng", template, "out.log", open(o, encoding="utf-8").read())


def p4_syslogng_json():
    inl, plant = [], []
    for n in range(N):
        p = person(4, n)
        h = S.hostname(400 + n)
        body = json.dumps({"event": "account.created", "holder": p["name"], "phone": p["mobile"], "addr": p["address"], "mail": p["email"]}, ensure_ascii=False)
        inl.append("<14>1 2026-12-06T09:%02d:11.000Z %s crm - ACCT - %s" % (10 + n, h, body))
        plant.append([h, p["name"], p["mobile"], p["address"], p["email"]])
    rel = run_syslogng("json-customer", inl, "$(format-json --pair ts=${ISODATE} --pair host=${HOST} --pair app=${PROGRAM} --key c.*)",
                       parsers='parser p_json { json-parser(prefix("c.")); };', parse_ref="parser(p_json);")
    for pl in plant:
        line_unit("syslog-ng", "json-customer", "pii_locale", rel, pl[0], [], pl, ['"ts"', '"app"', '"crm"', '"event"', "account.created", '"holder"', '"phone"'])


PHP_JSON = r'''<?php
$in = json_decode(stream_get_contents(STDIN), true);
foreach ($in as $rec) { echo json_encode($rec), "\n"; }
'''


def p5_php_json():
    recs, plant = [], []
    for n in range(N):
        p = person(5, n)
        r = {"type": "invoice.recipient", "ref": "INV-%05d" % (7000 + n), "recipient": {"fullName": p["name"], "mobile": p["mobile"], "postal": p["address"]}}
        priv = [p["name"], p["mobile"], p["address"]]
        if n % 2:
            r["recipient"]["iban"] = p["iban"]
            priv.append(p["iban"])
        recs.append(r)
        plant.append(priv)
    path = os.path.join(RUN, "srv", "json.php")
    open(path, "w").write(PHP_JSON)
    txt = subprocess.run(["php", "-n", "/srv/json.php"], input=json.dumps(recs), text=True, stdout=subprocess.PIPE).stdout
    rel = out("php", "json-encode", "out.jsonl", txt)
    for n, pl in enumerate(plant):
        line_unit("php", "json-encode", "pii_locale", rel, "INV-%05d" % (7000 + n), [], pl, ['"type"', "invoice.recipient", '"ref"', "INV-%05d" % (7000 + n), '"recipient"', '"mobile"'])

# ============================================================ positional

def q1_tcl():
    shapes = [
        ('proc db::connect {host user pass} { error "access denied for user $user" }', 'db::connect %(fq)s %(user)s %(pwq)s'),
        ('proc ftp::Open {server user passwd args} { error "530 Login incorrect." }', 'ftp::Open %(fq)s %(user)s %(pwq)s -timeout 30'),
        ('proc smtp::auth {mech user secret} { error "535 5.7.8 authentication failed" }', 'smtp::auth LOGIN %(user)s %(pwq)s'),
        ('proc ldap::bindAs {h dn pw} { error "invalidCredentials (49)" }', 'ldap::bindAs %(fq)s uid=%(user)s,ou=people,dc=corp,dc=example %(pwq)s'),
    ]
    for n in range(N):
        d, call = shapes[n % 4]
        user = login_of(person(11, n), n)
        pw = S.password(1100 + n) if n % 2 == 0 else S.passphrase(1100 + n)
        pwq = "{" + pw + "}" if any(c in pw for c in " \"'\\;$") else pw
        if "{" in pw or "}" in pw:
            raise RuntimeError("brace in pw")
        fq = S.fqdn(1100 + n)
        script = "namespace eval db {}; namespace eval ftp {}; namespace eval smtp {}; namespace eval ldap {}\n%s\n" \
                 "if {[catch {%s} err]} { puts $::errorInfo }\n" % (d, call % {"fq": fq, "user": user, "pwq": pwq})
        path = os.path.join(RUN, "t%d.tcl" % n)
        open(path, "w").write(script)
        txt = sh(["tclsh", path])
        rel = out("tclsh", "errorinfo", "case%d.txt" % n, txt)
        ls = lines_of(rel)
        end = max(i for i, l in enumerate(ls) if l.strip()) + 1
        priv = [user] + ([fq] if "%(fq)s" in call else [])
        unit("tclsh", "errorinfo", "positional", "block", rel, {"start": 0, "end": end}, [pw], priv,
             ["while executing", "invoked from within", "procedure", "error", "line 1"])


PHP_TRACE = {
    0: ("function pdo_open(string $dsn, string $user, string $password) { throw new RuntimeException('SQLSTATE[HY000] [1045] Access denied'); }", "pdo_open('mysql:host=%(fq)s;dbname=billing', '%(user)s', '%(pw)s');"),
    1: ("class Mailer { public function authenticate($user, $secret) { throw new LogicException('535 Authentication credentials invalid'); } }", "(new Mailer())->authenticate('%(user)s', '%(pw)s');"),
    2: ("function sftp_connect($host, $port, $user, $pass) { throw new RuntimeException('Unable to login'); }", "sftp_connect('%(fq)s', 22, '%(user)s', '%(pw)s');"),
    3: ("function api_client($baseUrl, $key) { throw new InvalidArgumentException('401 Unauthorized'); }", "api_client('https://%(fq)s/v2', '%(pw)s');"),
}


def q2_php_trace():
    for n in range(N):
        fdef, call = PHP_TRACE[n % 4]
        user = login_of(person(12, n), n)
        pw = S.password(1200 + n, tricky=(n % 3 == 0)) if n % 4 != 3 else vtok(12, n)
        fq = S.fqdn(1200 + n)
        pw_php = pw.replace("\\", "\\\\").replace("'", "\\'")
        src = "<?php\n%s\n\n%s\n" % (fdef, call % {"fq": fq, "user": user, "pw": pw_php})
        name = ["db.php", "mail.php", "sync.php", "client.php"][n % 4]
        d = os.path.join(RUN, "srv", "app%d" % n)
        os.makedirs(d, exist_ok=True)
        open(os.path.join(d, name), "w").write(src)
        txt = sh(["php", "-n", "-d", "zend.exception_string_param_max_len=1000000", "-d", "display_errors=1", "-d", "log_errors=0", "-d", "html_errors=0", "/srv/app%d/%s" % (n, name)])
        rel = out("php", "uncaught-trace", "case%d.txt" % n, txt)
        ls = lines_of(rel)
        s = find(rel, "Fatal error")
        e = find(rel, "thrown in") + 1
        priv = [x for x in (user, fq) if ("%(user)s" in call and x == user) or ("%(fq)s" in call and x == fq)]
        unit("php", "uncaught-trace", "positional", "block", rel, {"start": s, "end": e}, [pw], priv,
             ["Fatal error", "Uncaught", "Stack trace:", "{main}", "thrown in", "#0", "#1"])


def q3_parallel_dry():
    shapes = ["mysqldump -h {1} -u {2} -p{3} --single-transaction billing",
              "sshpass -p {3} ssh -o StrictHostKeyChecking=no {2}@{1} uptime",
              "smbclient //{1}/backup -U {2}%{3} -c ls",
              "redis-cli -h {1} --user {2} --pass {3} PING"]
    for n in range(N):
        fq = S.fqdn(1300 + n) if n % 2 == 0 else S.ipv4(1300 + n)
        user = login_of(person(13, n), n)
        pw = S.password(1300 + n, tricky=(n % 2 == 0))
        txt = sh(["parallel", "--dry-run", shapes[n % 4], ":::", fq, ":::", user, ":::", pw])
        rel = out("parallel", "dry-run", "case%d.txt" % n, txt)
        line_unit("parallel", "dry-run", "positional", rel, shapes[n % 4].split()[0], [pw], [fq, user],
                  ["mysqldump", "--single-transaction", "billing", "sshpass", "StrictHostKeyChecking=no", "uptime", "smbclient", "PING", "redis-cli", "-c ls", "-U", "--user", "--pass", "-h", "ssh", "-o"])


def audit_hex(s):
    return s.encode().hex().upper()


def q4_ausearch_execve():
    raw, plant = [], []
    shapes = [["mysql", "-u", "{u}", "-p{p}", "-h", "{h}"], ["curl-like-fetch", "--user", "{u}:{p}", "https://{h}/export"],
              ["pg_restore", "--dbname=postgresql://{u}:{p}@{h}/ledger"], ["htpasswd", "-b", "/etc/apache2/.htpasswd", "{u}", "{p}"]]
    for n in range(N):
        u = login_of(person(14, n), n)
        pw = S.password(1400 + n, tricky=(n % 2 == 1)) if n % 3 else S.b62_secret(1400 + n, 20)
        h = S.fqdn(1400 + n)
        args = [a.format(u=u, p=pw, h=h) for a in shapes[n % 4]]
        ts = 1796500000 + n * 97
        enc = " ".join("a%d=%s" % (i, ('"%s"' % a) if all(33 < ord(c) < 127 and c != '"' for c in a) else audit_hex(a)) for i, a in enumerate(args))
        raw.append("type=EXECVE msg=audit(%d.%03d:%d): argc=%d %s" % (ts, n * 11, 7100 + n, len(args), enc))
        plant.append(("%d" % (7100 + n), [pw], [u] + ([h] if "{h}" in " ".join(shapes[n % 4]) else [])))
    p = os.path.join(RUN, "audit_q4.log")
    open(p, "w").write("\n".join(raw) + "\n")
    out("ausearch", "execve-interpret", "raw-input.log", open(p).read())
    txt = sh(["ausearch", "-if", p, "-i"], env=dict(os.environ, TZ="UTC"))
    rel = out("ausearch", "execve-interpret", "out.txt", txt)
    for serial, sec, priv in plant:
        line_unit("ausearch", "execve-interpret", "positional", rel, ":%s)" % serial, sec, priv, ["type=EXECVE", "msg=audit", "argc=", "a0=", "a1="])


def q5_at():
    spool = os.path.join(RUN, "atjobs")
    os.makedirs(spool, exist_ok=True)
    shutil.chown(spool, "daemon", "daemon")
    os.chmod(spool, 0o1770)
    seq = os.path.join(spool, ".SEQ")
    if not os.path.exists(seq):
        open(seq, "w").close()
        shutil.chown(seq, "daemon", "daemon")
    sh(["mount", "--bind", spool, "/var/spool/cron/atjobs"])
    shapes = ["pg_dump 'postgresql://%(u)s:%(pq)s@%(h)s:5432/ledger' -Fc -f /srv/backup/ledger.dump",
              "rsync -az --password-file=/dev/null rsync://%(u)s@%(h)s/archive /srv/archive",
              "mongodump --uri 'mongodb://%(u)s:%(pq)s@%(h)s/reports?authSource=admin' --gzip",
              "lftp-like-mirror -u %(u)s,%(pw)s sftp://%(h)s/outgoing"]
    for n in range(N):
        u = login_of(person(15, n), n)
        pw = S.b62_secret(1500 + n, 18) if n % 2 == 0 else S.password(1500 + n, tricky=False)
        h = S.fqdn(1500 + n)
        import urllib.parse as up
        pq = up.quote(pw, safe="")
        cmd = shapes[n % 4] % {"u": u, "pq": pq, "pw": pw, "h": h}
        env = {"PATH": "/usr/bin:/bin", "SHELL": "/bin/sh", "HOME": "/srv", "LOGNAME": "root", "USER": "root"}
        r = subprocess.run(["at", "-M", "-q", "b", "now", "+", "%d" % (n + 2), "hours"], input=cmd + "\n", text=True, env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, cwd="/srv")
        import re
        m = re.search(r"job (\d+)", r.stdout)
        if not m:
            raise RuntimeError("at: " + r.stdout)
        txt = sh(["at", "-c", m.group(1)], env=env)
        rel = out("at", "at-c-job", "job%d.txt" % n, txt)
        sec = [pw] if "%(pw)s" in shapes[n % 4] or "%(pq)s" in shapes[n % 4] else []
        line_unit("at", "at-c-job", "positional", rel, h, sec, [u, h], ["pg_dump", "-Fc", "rsync", "--password-file=/dev/null", "mongodump", "authSource=admin", "--gzip", "sftp://", "lftp-like-mirror", "/outgoing", "-u", "/srv/archive", "-az"])

# ============================================================ infra

def i1_stunnel():
    d = os.path.join(RUN, "stunnel")
    os.makedirs(d, exist_ok=True)
    srv_ip, back_ip = S.ipv4(2000, "10.0.0.0/8"), S.ipv4(2001, "172.16.0.0/12")
    for ip in (srv_ip, back_ip):
        sh(["ip", "addr", "add", ip + "/32", "dev", "lo"])
    sh(["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", d + "/k.pem",
        "-out", d + "/c.pem", "-days", "2", "-subj", "/CN=" + S.fqdn(2000)])
    conf = """foreground = yes
pid =
output = %s/stunnel.log
debug = info
syslog = no
[ledger-tls]
accept = %s:19510
connect = %s:19511
cert = %s/c.pem
key = %s/k.pem
""" % (d, srv_ip, back_ip, d, d)
    open(d + "/s.conf", "w").write(conf)
    back = socket.socket()
    back.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    back.bind((back_ip, 19511))
    back.listen(16)

    def backend():
        while True:
            try:
                c, _ = back.accept()
            except OSError:
                return
            c.recv(100)
            c.sendall(b"OK\n")
            c.close()
    threading.Thread(target=backend, daemon=True).start()
    p = daemon(["stunnel", d + "/s.conf"])
    time.sleep(1.5)
    clients = []
    ctx = ssl.create_default_context()
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE
    try:
        for n in range(N):
            cip = S.ipv4(2010 + n)
            sh(["ip", "addr", "add", cip + "/32", "dev", "lo"])
            s = socket.socket()
            s.bind((cip, 0))
            s.connect((srv_ip, 19510))
            if n % 4 == 3:
                s.sendall(b"GET / HTTP/1.0\r\n\r\n")  # plaintext on a TLS port
                time.sleep(0.3)
                s.close()
            else:
                t = ctx.wrap_socket(s, server_hostname=S.fqdn(2000))
                t.sendall(b"ping\n")
                try:
                    t.recv(10)
                except Exception:
                    pass
                t.close()
            clients.append(cip)
            time.sleep(0.4)
        time.sleep(1)
    finally:
        stop(p)
        back.close()
    rel = out("stunnel", "connection-log", "stunnel.log", open(d + "/stunnel.log").read())
    ls = lines_of(rel)
    for n, cip in enumerate(clients):
        s = find(rel, "accepted connection from %s:" % cip)
        import re
        cid = re.search(r"LOG\d\[(\d+)\]", ls[s]).group(1)
        e = s
        while e + 1 < len(ls) and ("[%s]:" % cid in ls[e + 1]) and "accepted connection" not in ls[e + 1]:
            e += 1
        block = ls[s:e + 1]
        unit("stunnel", "connection-log", "infra", "block", rel, {"start": s, "end": e + 1}, [], [cip], optional=[back_ip, srv_ip, S.fqdn(2000)], keep=
             ["LOG5", "Service", "[ledger-tls]", "accepted connection from", "s_connect", "connected", "Connection closed", "SSL_accept"])


def utmp_entry(user, line, host, t, pid):
    return struct.pack("<hxxi32s4s32s256shhiii4i20s", 7, pid, line.encode(), line[-4:].encode(), user.encode(), host.encode(), 0, 0, 0, t, 0, 0, 0, 0, 0, b"")


def i2_who():
    ents, plant = b"", []
    for n in range(N):
        u = login_of(person(21, n), n)
        host = [S.ipv4(2100 + n), S.fqdn(2100 + n), S.ipv6(2100 + n), S.hostname(2100 + n)][n % 4]
        pid = 1000000 + S.R("pid", 2100 + n).randrange(10**6)
        ents += utmp_entry(u, "pts/%d" % (n + 2), host, 1796540000 + n * 631, pid)
        plant.append((u, host, pid))
    p = os.path.join(RUN, "utmp_i2")
    open(p, "wb").write(ents)
    txt = sh(["who", "-u", p], env=dict(os.environ, TZ="UTC"))
    rel = out("who", "who-u", "out.txt", txt)
    for u, host, pid in plant:
        line_unit("who", "who-u", "infra", rel, u + " ", [], [u, host, str(pid)], ["pts/", "2026-12-", "old", "."])


def i3_ldns():
    for n in range(N):
        zone = ["ops.corp.example", "dc2.example.net", "lab.test", "svc.example.org"][n % 4]
        h1, h2 = S.hostname(2300 + n), S.hostname(2350 + n)
        ip1, ip2 = S.ipv4(2300 + n, "10.0.0.0/8"), S.ipv4(2350 + n, "192.168.0.0/16")
        v6 = S.ipv6(2300 + n)
        rev = ".".join(reversed(ip1.split(".")))
        z = """$ORIGIN %(z)s.
$TTL 3600
@ IN SOA %(ns)s hostmaster 2026120601 7200 900 1209600 300
@ IN NS %(ns)s
%(ns)s IN A %(ip2)s
%(h1)s IN A %(ip1)s
%(h1)s IN AAAA %(v6)s
%(h2)s IN CNAME %(h1)s
@ IN MX 10 %(h2)s
""" % dict(z=zone, h1=h1, h2=h2, ip1=ip1, ip2=ip2, v6=v6, ns=S.hostname(2380 + n))
        if n % 2:
            z += "%s.in-addr.arpa. IN PTR %s.%s.\n" % (rev, h1, zone)
        p = os.path.join(RUN, "zone%d" % n)
        open(p, "w").write(z)
        out("ldns-read-zone", "zone-canonical", "zone%d.in" % n, z)
        txt = sh(["ldns-read-zone", p], stderr=subprocess.DEVNULL)
        rel = out("ldns-read-zone", "zone-canonical", "zone%d.txt" % n, txt)
        ls = lines_of(rel)
        end = max(i for i, l in enumerate(ls) if l.strip()) + 1
        fq1, fq2 = "%s.%s" % (h1, zone), "%s.%s" % (h2, zone)
        unit("ldns-read-zone", "zone-canonical", "infra", "block", rel, {"start": 0, "end": end}, [], [fq1, fq2, "%s.%s" % (S.hostname(2380 + n), zone), ip1, ip2, v6],
             ["SOA", "IN", "AAAA", "CNAME", "MX", "NS", "3600", "2026120601"])


def gear_pkt(t, data):
    return b"\0REQ" + struct.pack(">II", t, len(data)) + data


def i4_gearadmin():
    srv = S.ipv4(2400, "10.0.0.0/8")
    sh(["ip", "addr", "add", srv + "/32", "dev", "lo"])
    p = daemon(["gearmand", "-L", srv, "-p", "19520", "--verbose", "INFO", "-l", os.path.join(RUN, "gearmand.log"), "--threads", "1"])
    time.sleep(1.5)
    socks, plant = [], []
    funcs = ["resize_image", "render_pdf", "sync_ledger", "send_sms", "geocode", "transcode", "index_docs", "score_fraud"]
    try:
        for n in range(N):
            cip = S.ipv4(2410 + n)
            sh(["ip", "addr", "add", cip + "/32", "dev", "lo"])
            s = socket.socket()
            s.bind((cip, 0))
            s.connect((srv, 19520))
            cid = S.pod_name(2400 + n) if n % 2 == 0 else S.fqdn(2400 + n)
            s.sendall(gear_pkt(22, cid.encode()) + gear_pkt(1, funcs[n].encode()) + gear_pkt(1, (funcs[(n + 3) % 8] + "_v2").encode()))
            socks.append(s)
            plant.append((cip, cid, funcs[n]))
        time.sleep(1)
        txt = sh(["gearadmin", "-h", srv, "-p", "19520", "--workers"])
    finally:
        for s in socks:
            s.close()
        stop(p)
    rel = out("gearadmin", "workers", "workers.txt", txt)
    for cip, cid, fn in plant:
        line_unit("gearadmin", "workers", "infra", rel, " %s " % cid, [], [cip, cid], [fn, fn + "_v2"] + [f + "_v2" for f in funcs] + [":"])


def i5_syslogng_5424():
    inl, plant = [], []
    shapes = ["DHCPACK on %(ip)s to %(mac)s (%(host)s) via eth0",
              "pod %(pod)s scheduled on node %(host)s, podIP %(ip)s",
              "peer %(ip6)s (%(fqdn)s) established BGP session",
              "arp: %(ip)s moved from %(mac)s to %(mac2)s on vlan 120"]
    for n in range(N):
        h = S.hostname(2500 + n)
        v = dict(ip=S.ipv4(2500 + n), mac=S.mac(2500 + n), mac2=S.mac(2550 + n), host=S.hostname(2550 + n), pod=S.pod_name(2500 + n),
                 ip6=S.ipv6(2500 + n), fqdn=S.fqdn(2500 + n))
        pid = 1000000 + S.R("pid", 2500 + n).randrange(10**6)
        msg = shapes[n % 4] % v
        prog = ["dhcpd", "kubelet", "bird", "kernel"][n % 4]
        inl.append("<30>Dec  6 10:%02d:%02d %s %s[%d]: %s" % (20 + n, 5 * n, h, prog, pid, msg))
        plant.append([h, str(pid)] + [v[k] for k in v if "%(" + k + ")s" in shapes[n % 4]])
    rel = run_syslogng("rfc5424-out", inl, "<${PRI}>1 ${ISODATE} ${HOST} ${PROGRAM} ${PID} - - ${MSG}", flags="")
    for pl in plant:
        line_unit("syslog-ng", "rfc5424-out", "infra", rel, pl[0], [], pl, ["<30>1", "dhcpd", "kubelet", "bird", "kernel", "DHCPACK", "BGP", "vlan"])

# ============================================================ encoded
import asyncio


def e1_smtplib():
    import logging
    logging.getLogger("mail.log").setLevel(logging.ERROR)  # keep aiosmtpd's own server log out of smtplib's debug stream
    from aiosmtpd.controller import Controller
    from aiosmtpd.smtp import AuthResult
    import smtplib, io, contextlib

    class H:
        async def handle_DATA(self, server, session, envelope):
            return "250 OK"
    ctl = Controller(H(), hostname="127.0.0.1", port=19530, auth_require_tls=False,
                     authenticator=lambda server, session, envelope, mechanism, auth_data: AuthResult(success=True))
    ctl.start()
    plant = []
    try:
        for n in range(N):
            u = person(31, n)["email"] if n % 2 else login_of(person(31, n), n)
            pw = S.password(3100 + n, tricky=(n % 3 == 0))
            buf = io.StringIO()
            with contextlib.redirect_stderr(buf):
                c = smtplib.SMTP("127.0.0.1", 19530, local_hostname="mailer.corp.example")
                c.set_debuglevel(1)
                c.ehlo()
                if n % 2 == 0:
                    c.user, c.password = u, pw
                    c.auth("PLAIN", c.auth_plain)
                    blobs = ([base64.b64encode(("\0%s\0%s" % (u, pw)).encode()).decode()], [])
                else:
                    c.user, c.password = u, pw
                    c.auth("LOGIN", c.auth_login, initial_response_ok=(n % 4 == 1))
                    blobs = ([base64.b64encode(pw.encode()).decode()], [base64.b64encode(u.encode()).decode()])
                c.quit()
            rel = out("smtplib", "debug-auth", "case%d.txt" % n, buf.getvalue())
            s = find(rel, "send: 'AUTH")
            e = find(rel, "reply: retcode (235)", s) + 1
            unit("smtplib", "debug-auth", "encoded", "block", rel, {"start": s, "end": e}, blobs[0], blobs[1],
                 ["send:", "reply:", "AUTH PLAIN", "AUTH LOGIN", "retcode (235)", "2.7.0", "Authentication successful", "334"])
    finally:
        ctl.stop()


def e2_urllib3():
    import http.server, logging, io, requests, urllib3

    class Q(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            self.send_response(200)
            self.send_header("Content-Length", "2")
            self.end_headers()
            self.wfile.write(b"ok")

        def log_message(self, *a):
            pass
    srv = http.server.ThreadingHTTPServer(("127.0.0.1", 19531), Q)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    buf = io.StringIO()
    h = logging.StreamHandler(buf)
    h.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s %(message)s"))
    lg = logging.getLogger("urllib3")
    lg.addHandler(h)
    lg.setLevel(logging.DEBUG)
    plant = []
    try:
        for n in range(N):
            tok = vtok(32, n)
            pw = S.password(3200 + n, tricky=True)
            u = person(32, n)["email"]
            shp = n % 4
            if shp == 0:
                params = {"grant_type": "password", "username": u, "password": pw}
                sec, priv = [pw], [u]
            elif shp == 1:
                state = json.dumps({"csrf": S.b62_secret(3200 + n, 24), "return": "/billing"})
                params = {"state": state, "access_token": tok}
                sec, priv = [S.b62_secret(3200 + n, 24), tok], []
            elif shp == 2:
                params = {"redirect_uri": "https://app.example.com/cb?key=%s" % tok, "login_hint": u}
                sec, priv = [tok], [u]
            else:
                params = {"q": "reset", "otp": S.pin(3200 + n, 8), "passphrase": S.passphrase(3200 + n)}
                sec, priv = [S.pin(3200 + n, 8), S.passphrase(3200 + n)], []
            requests.get("http://127.0.0.1:19531/api/v1/session", params=params, timeout=5)
            plant.append((sec, priv))
    finally:
        lg.removeHandler(h)
        srv.shutdown()
    rel = out("urllib3", "debug-request", "out.log", buf.getvalue())
    start = 0
    for sec, priv in plant:
        start = line_unit("urllib3", "debug-request", "encoded", rel, '"GET /api/v1/session?', sec, priv,
                          ["DEBUG", "urllib3.connectionpool", "GET", "/api/v1/session", "HTTP/1.1", "200"], start) + 1


def e3_syslogng_jsonstr():
    inl, plant = [], []
    for n in range(N):
        h = S.hostname(3300 + n)
        pw = S.password(3300 + n, tricky=True)
        tok, key = S.jwt(3300 + n)
        inner = json.dumps({"op": "rotate", "oldPassword": pw, "bearer": tok}) if n % 2 == 0 else json.dumps({"hmacKey": key, "db": {"pass": pw}})
        inl.append("<13>Dec  6 11:%02d:00 %s vaultsync: payload=%s" % (10 + n, h, inner))
        plant.append(([pw, tok] if n % 2 == 0 else [key, pw], [h]))
    rel = run_syslogng("json-in-string", inl, "$(format-json --pair host=${HOST} --pair prog=${PROGRAM} --pair msg=${MSG})", flags="")
    for sec, priv in plant:
        line_unit("syslog-ng", "json-in-string", "encoded", rel, '"host":"%s"' % priv[0], sec, priv, ['"prog"', "vaultsync", '"msg"', "payload=", "rotate", "hmacKey"])


PERL_DUMP = r'''
use strict; use warnings; use Data::Dumper; use JSON::PP;
$Data::Dumper::Sortkeys = 1; $Data::Dumper::Indent = 1;
my $in = decode_json(do { local $/; <STDIN> });
my $i = 0;
for my $c (@$in) { $Data::Dumper::Useqq = ($i++ % 2); print Data::Dumper->Dump([$c], ['request']); }
'''


def e4_dumper():
    cases, plant = [], []
    for n in range(N):
        u = login_of(person(34, n), n)
        pw = S.password(3400 + n, tricky=True)
        basic = base64.b64encode(("%s:%s" % (u, pw)).encode()).decode()
        tok = vtok(34, n)
        c = {"method": "POST", "uri": "/v1/upload", "headers": {"Authorization": "Basic " + basic, "X-Trace": S.span_id(3400 + n)},
             "body": json.dumps({"user": u, "secret": pw}) if n % 2 == 0 else "token=%s&mode=sync" % tok}
        cases.append(c)
        plant.append(([basic, pw] if n % 2 == 0 else [basic, tok], [u] if n % 2 == 0 else []))
    path = os.path.join(RUN, "dump.pl")
    open(path, "w").write(PERL_DUMP)
    txt = subprocess.run(["perl", path], input=json.dumps(cases), text=True, stdout=subprocess.PIPE, stderr=subprocess.STDOUT).stdout
    rel = out("perl-data-dumper", "dumper-request", "out.txt", txt)
    ls = lines_of(rel)
    starts = [i for i, l in enumerate(ls) if l.startswith("$request = {")]
    assert len(starts) == N, txt[:500]
    for n, (sec, priv) in enumerate(plant):
        e = starts[n] + 1
        while not ls[e - 1].startswith("};"):
            e += 1
        unit("perl-data-dumper", "dumper-request", "encoded", "block", rel, {"start": starts[n], "end": e}, sec, priv,
             ["$request", "'method'", "'POST'", "'headers'", "'uri'", '"method"', '"POST"', '"headers"'])


NODE_DEBUG = r'''
const debug = require('debug');
const lines = require('fs').readFileSync(0, 'utf8').split('\n').filter(Boolean);
for (const l of lines) { const j = JSON.parse(l); debug(j.ns)(j.fmt, ...j.args); }
'''


def run_node_debug(program_template, items):
    path = os.path.join(NPM, "dbg.js")
    open(path, "w").write(NODE_DEBUG)
    env = dict(os.environ, DEBUG="*", DEBUG_COLORS="no", DEBUG_DEPTH="6", NODE_PATH=os.path.join(NPM, "node_modules"), TZ="UTC")
    r = subprocess.run(["node", path], input="".join(json.dumps(i) + "\n" for i in items), text=True, env=env, cwd=NPM,
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    return out("node-debug", program_template, "out.log", r.stdout)


def e5_node_inspect():
    items, plant = [], []
    for n in range(N):
        pw = S.password(3500 + n, tricky=True)
        u = person(35, n)["email"]
        tok = vtok(35, n)
        basic = base64.b64encode(("%s:%s" % (u, tok)).encode()).decode()
        if n % 2 == 0:
            arg = {"method": "POST", "url": "/login", "body": json.dumps({"email": u, "password": pw})}
            sec, priv = [pw], [u]
        else:
            arg = {"headers": {"authorization": "Basic " + basic, "accept": "application/json"}, "retry": n}
            sec, priv = [basic], []
        items.append({"ns": "api:http", "fmt": "outgoing %o", "args": [arg]})
        plant.append((sec, priv))
    rel = run_node_debug("inspect-o", items)
    start = 0
    for sec, priv in plant:
        start = line_unit("node-debug", "inspect-o", "encoded", rel, "api:http outgoing", sec, priv,
                          ["api:http", "outgoing", "method:", "'POST'", "headers:", "accept:", "'application/json'", "retry:"], start) + 1

# ============================================================ no_key

def n1_beanstalkd():
    srv = S.ipv4(4100, "10.0.0.0/8")
    sh(["ip", "addr", "add", srv + "/32", "dev", "lo"])
    p = daemon(["beanstalkd", "-l", srv, "-p", "19540"])
    time.sleep(0.8)
    files = []
    try:
        for n in range(N):
            body = [vtok(41, n), S.jwt(4100 + n)[0], S.b64_secret(4100 + n, 30), S.totp_seed(4100 + n)][n % 4]
            tube = ["outbox", "rotations", "webhooks", "mfa-enrol"][n % 4]
            s = socket.create_connection((srv, 19540))
            s.sendall(("use %s\r\nput 100 0 60 %d\r\n%s\r\nwatch %s\r\nignore default\r\nreserve-with-timeout 2\r\n" % (tube, len(body), body, tube)).encode())
            time.sleep(0.3)
            data = s.recv(65536).decode()
            jid = data.split("RESERVED ")[1].split()[0]
            s.sendall(("delete %s\r\n" % jid).encode())
            time.sleep(0.2)
            data += s.recv(65536).decode()
            s.close()
            rel = out("beanstalkd", "reserve-transcript", "case%d.txt" % n, data.replace("\r\n", "\n"))
            ls = lines_of(rel)
            end = max(i for i, l in enumerate(ls) if l.strip()) + 1
            unit("beanstalkd", "reserve-transcript", "no_key", "block", rel, {"start": 0, "end": end}, [body], [],
                 ["USING", "INSERTED", "WATCHING", "RESERVED", "DELETED", tube])
    finally:
        stop(p)


def n2_gearman():
    srv = S.ipv4(4200, "10.0.0.0/8")
    sh(["ip", "addr", "add", srv + "/32", "dev", "lo"])
    p = daemon(["gearmand", "-L", srv, "-p", "19541", "--threads", "1", "-l", os.path.join(RUN, "gearmand2.log")])
    time.sleep(1.2)
    w = daemon(["gearman", "-h", srv, "-p", "19541", "-w", "-f", "issue_credential", "--", "cat"])
    time.sleep(0.8)
    txt = ""
    plant = []
    try:
        for n in range(N):
            tok = [vtok(42, n), S.b62_secret(4200 + n, 40), S.hex_secret(4200 + n, 64), vtok(42, n + 50)][n % 4]
            msg = ["issued %s for ci-runner, expires in 90d", "rotated -> %s (previous revoked)", "%s", "new credential: %s"][n % 4] % tok
            txt += sh(["gearman", "-h", srv, "-p", "19541", "-P", "-f", "issue_credential", msg]) + "\n"
            plant.append(tok)
    finally:
        stop(w)
        stop(p)
    rel = out("gearman", "client-prefixed", "out.txt", txt)
    for tok in plant:
        line_unit("gearman", "client-prefixed", "no_key", rel, tok, [tok], [], ["issue_credential:", "issued", "ci-runner", "rotated", "revoked", "new", "credential:", "expires"])


def n3_node_debug():
    items, plant = [], []
    for n in range(N):
        tok = [vtok(43, n), S.jwt(4300 + n)[0], S.b64_secret(4300 + n, 32, urlsafe=True), S.hex_secret(4300 + n, 48)][n % 4]
        fmt = ["picked up %s from inbox", "cache miss, minted %s", "%s", "replaying %s after 503"][n % 4]
        items.append({"ns": "worker:queue", "fmt": fmt, "args": [tok]})
        plant.append(tok)
    rel = run_node_debug("bare-token", items)
    start = 0
    for tok in plant:
        start = line_unit("node-debug", "bare-token", "no_key", rel, tok, [tok], [], ["worker:queue", "picked", "inbox", "minted", "replaying", "503", "cache"], start) + 1


def n4_log4perl():
    items, plant = [], []
    for n in range(N):
        tok = [vtok(44, n), S.aws_pair(n) if hasattr(S, "aws_pair") else S.vendor_token("aws_secret_access_key", 4400 + n), S.passphrase(4400 + n, 5), S.b64_secret(4400 + n, 48)][n % 4]
        msg = ["fallback credential in use: %s", "%s", "bootstrap: %s", "retrying upload with %s"][n % 4] % tok
        items.append(("deploy.bootstrap", ["warn", "info"][n % 2], [], msg))
        plant.append(tok)
    rel = run_l4p("bare-secret", items)
    start = 0
    for tok in plant:
        start = line_unit("log4perl", "bare-secret", "no_key", rel, tok, [tok], [], ["WARN", "INFO", "[deploy.bootstrap]", "fallback", "bootstrap:", "retrying", "upload"], start) + 1


def n5_queuehandler():
    import logging, logging.handlers, logging.config, queue, io
    buf = io.StringIO()
    q = queue.Queue()
    logging.config.dictConfig({"version": 1, "disable_existing_loggers": False,
                               "formatters": {"f": {"format": "%(asctime)s|%(levelname)s|%(name)s|%(threadName)s|%(message)s"}},
                               "handlers": {"q": {"class": "logging.handlers.QueueHandler", "queue": q}},
                               "loggers": {"svc.notify": {"handlers": ["q"], "level": "DEBUG", "propagate": False}}})
    sink = logging.StreamHandler(buf)
    sink.setFormatter(logging.Formatter("%(asctime)s|%(levelname)s|%(name)s|%(threadName)s|%(message)s"))
    lst = logging.handlers.QueueListener(q, sink)
    lst.start()
    lg = logging.getLogger("svc.notify")
    plant = []
    for n in range(N):
        url, sec = S.slack_webhook(4500 + n)
        tok = [vtok(45, n), sec, S.totp_seed(4500 + n), S.pin(4500 + n, 8)][n % 4]
        msg = ["delivered via %s", "posting to /services/T0/B0/%s", "enrolled seed %s", "code %s sent"][n % 4]
        lg.info(msg, tok)
        plant.append(tok)
    lst.stop()
    rel = out("python-logging", "queuehandler", "out.log", buf.getvalue())
    start = 0
    for tok in plant:
        start = line_unit("python-logging", "queuehandler", "no_key", rel, tok, [tok], [], ["INFO", "svc.notify", "MainThread", "delivered", "posting", "enrolled", "sent"], start) + 1

# ============================================================ lookalike

def l1_openssl_dgst():
    d = os.path.join(RUN, "dgst")
    os.makedirs(d, exist_ok=True)
    algs = ["-sha256", "-sha1", "-sha512", "-sha3-256", "-blake2s256", "-sha256", "-sha384", "-md5"]
    for n in range(N):
        host = S.hostname(5100 + n)
        name = ["release-%s.tar.gz" % S.version(5100 + n), "backup-%s-20261206.sql.gz" % host, "app-%s-linux-amd64" % S.version(5100 + n),
                "%s.sbom.json" % S.lk_uuid(5100 + n)][n % 4]
        open(os.path.join(d, name), "wb").write(("payload %d %s\n" % (n, S.commit_sha(5100 + n))).encode())
        txt = sh(["openssl", "dgst", algs[n], name], cwd=d)
        rel = out("openssl", "dgst", "case%d.txt" % n, txt)
        dig = txt.strip().split("= ")[-1]
        priv = [host] if host in name else []
        unit("openssl", "dgst", "lookalike", "line", rel, {"line": 0}, [], priv, [dig, txt.split("(")[0], "release-", ".tar.gz", "-linux-amd64", ".sbom.json", S.lk_uuid(5100 + n), S.version(5100 + n)])


def l2_openssl_fpr():
    for n in range(N):
        d = os.path.join(RUN, "x509", "l2_%d" % n)
        os.makedirs(d, exist_ok=True)
        fq = S.fqdn(5200 + n)
        serial = S.hex_secret(5200 + n, 32)
        sh(["openssl", "req", "-x509", "-newkey", "ed25519", "-nodes", "-keyout", d + "/k.pem", "-out", d + "/c.pem", "-days", "90",
            "-subj", "/O=Example Ops/CN=" + fq, "-set_serial", "0x" + serial])
        txt = sh(["openssl", "x509", "-in", d + "/c.pem", "-noout", "-serial", "-fingerprint", ["-sha256", "-sha1"][n % 2], "-subject"])
        rel = out("openssl", "x509-fingerprint", "case%d.txt" % n, txt)
        ls = lines_of(rel)
        end = max(i for i, l in enumerate(ls) if l.strip()) + 1
        fp = [l.split("=", 1)[1] for l in ls if "Fingerprint=" in l][0]
        ser = [l.split("=", 1)[1] for l in ls if l.startswith("serial=")][0]
        unit("openssl", "x509-fingerprint", "lookalike", "block", rel, {"start": 0, "end": end}, [], [fq], [ser, fp, "serial=", "Fingerprint=", "subject=", "Example Ops"])


def l3_pylog_trace():
    import logging, io
    buf = io.StringIO()
    h = logging.StreamHandler(buf)

    class F(logging.Filter):
        def filter(self, r):
            r.trace_id, r.span_id = S.trace_id(5300 + r.n), S.span_id(5300 + r.n)
            return True
    h.addFilter(F())
    h.setFormatter(logging.Formatter("%(asctime)s %(levelname)s [trace_id=%(trace_id)s span_id=%(span_id)s] %(name)s: %(message)s"))
    lg = logging.getLogger("deployer")
    lg.propagate = False
    lg.addHandler(h)
    lg.setLevel(logging.INFO)
    plant = []
    for n in range(N):
        u = person(53, n)["email"]
        shp = n % 4
        if shp == 0:
            lg.info("rolled out image registry.example.com/shop/api@sha256:%s (commit %s)", S.sha256_digest(5300 + n), S.commit_sha(5300 + n), extra={"n": n})
            keep, priv = [S.sha256_digest(5300 + n), S.commit_sha(5300 + n)], []
        elif shp == 1:
            lg.info("request %s approved by %s, build %s", S.lk_uuid(5300 + n), u, S.version(5300 + n), extra={"n": n})
            keep, priv = [S.lk_uuid(5300 + n), S.version(5300 + n)], [u]
        elif shp == 2:
            lg.info("artifact etag=\"%s\" version=%s", S.hex_secret(9300 + n, 32), S.version(5300 + n), extra={"n": n})
            keep, priv = [S.hex_secret(9300 + n, 32), S.version(5300 + n)], []
        else:
            lg.warning("job %s retried on %s (parent span %s)", S.lk_uuid(5300 + n), S.ipv4(5300 + n), S.span_id(5350 + n), extra={"n": n})
            keep, priv = [S.lk_uuid(5300 + n), S.span_id(5350 + n)], [S.ipv4(5300 + n)]
        plant.append((keep + [S.trace_id(5300 + n), S.span_id(5300 + n)], priv))
    rel = out("python-logging", "trace-filter", "out.log", buf.getvalue())
    for keep, priv in plant:
        line_unit("python-logging", "trace-filter", "lookalike", rel, keep[-2], [], priv, keep + ["deployer:", "INFO", "WARNING"])


def l4_node_ids():
    items, plant = [], []
    for n in range(N):
        ids = [S.lk_uuid(5400 + n), S.commit_sha(5400 + n), S.trace_id(5400 + n), S.version(5400 + n)]
        if n % 2 == 0:
            items.append({"ns": "release:ci", "fmt": "build %s from %s (trace %s) -> v%s", "args": ids})
            plant.append((ids, []))
        else:
            h = S.fqdn(5400 + n)
            items.append({"ns": "release:ci", "fmt": "cache key %s restored on %s, sha %s", "args": [ids[0], h, ids[1]]})
            plant.append(([ids[0], ids[1]], [h]))
    rel = run_node_debug("ids", items)
    start = 0
    for keep, priv in plant:
        start = line_unit("node-debug", "ids", "lookalike", rel, keep[0], [], priv, keep + ["release:ci", "build", "cache", "restored"], start) + 1


def l5_log4perl_mdc():
    items, plant = [], []
    for n in range(N):
        req, tr = S.lk_uuid(5500 + n), S.trace_id(5500 + n)
        mdc = [("req", "req=%s " % req), ("trace", "trace=%s " % tr)]
        if n % 2:
            ip = S.ipv4(5500 + n)
            msg = "upstream %s answered 304, etag %s" % (ip, S.sha256_digest(5500 + n)[:40])
            priv, keep = [ip], [req, tr, S.sha256_digest(5500 + n)[:40]]
        else:
            msg = "schema migration %s applied (checksum %s)" % (S.version(5500 + n), S.hex_secret(9500 + n, 32))
            priv, keep = [], [req, tr, S.version(5500 + n), S.hex_secret(9500 + n, 32)]
        items.append(("api.gateway", "info", mdc, msg))
        plant.append((keep, priv))
    rel = run_l4p("mdc-ids", items)
    start = 0
    for keep, priv in plant:
        start = line_unit("log4perl", "mdc-ids", "lookalike", rel, keep[0], [], priv, keep + ["INFO", "[api.gateway]", "req=", "trace="], start) + 1

# ============================================================ key_unusual

PHP_VAREXPORT = r'''<?php
$in = json_decode(stream_get_contents(STDIN), true);
foreach ($in as $i => $rec) { echo "// cfg ", $i, "\n"; var_export($rec); echo "\n"; }
'''


def k1_php_varexport():
    keysets = [("mot_de_passe", "cle_api"), ("Passwort", "Zugangsschluessel"), ("contraseña", "clave_secreta"), ("пароль", "токен"),
               ("パスワード", "アクセスキー"), ("sifre", "gizliAnahtar"), ("wachtwoord", "apiSleutel"), ("haslo", "kluczApi")]
    recs, plant = [], []
    for n in range(N):
        k1, k2 = keysets[n]
        pw = S.password(6100 + n, tricky=(n % 2 == 0))
        tok = vtok(61, n)
        h = S.fqdn(6100 + n)
        recs.append({"servidor": h, k1: pw, k2: tok, "timeout": 30})
        plant.append(([pw, tok], [h]))
    path = os.path.join(RUN, "srv", "varexport.php")
    open(path, "w").write(PHP_VAREXPORT)
    txt = subprocess.run(["php", "-n", "/srv/varexport.php"], input=json.dumps(recs, ensure_ascii=False), text=True, stdout=subprocess.PIPE).stdout
    rel = out("php", "var-export", "out.txt", txt)
    ls = lines_of(rel)
    for n, (sec, priv) in enumerate(plant):
        s = find(rel, "// cfg %d" % n) + 1
        e = find(rel, ")", s) + 1
        unit("php", "var-export", "key_unusual", "block", rel, {"start": s, "end": e}, sec, priv,
             ["array (", "'servidor'", "'timeout'", "30", "=>", "'%s'" % keysets[n][0], "'%s'" % keysets[n][1]])


def k2_syslogng_kv():
    inl, plant = [], []
    keysets = [("dbPwd", "apiTkn"), ("Kennwort", "geheimerSchluessel"), ("pwd_hash_src", "x-goog-api-key"), ("motDePasse", "jetonAcces"),
               ("usrPass", "svcKey"), ("contrasena", "fichaAPI"), ("pw", "sessTok"), ("lozinka", "kljuc")]
    for n in range(N):
        k1, k2 = keysets[n]
        pw = S.password(6200 + n, tricky=False) if n % 2 else S.passphrase(6200 + n).replace(" ", "-")
        tok = vtok(62, n)
        h = S.hostname(6200 + n)
        inl.append("<14>Dec  6 12:%02d:00 %s cfgsync: %s=%s %s=%s region=eu-west-1" % (n, h, k1, pw, k2, tok))
        plant.append(([pw, tok], [h]))
    rel = run_syslogng("kv-parsed-json", inl, "$(format-json --pair host=${HOST} --key kv.*)",
                       parsers='parser p_kv { kv-parser(prefix("kv.")); };', parse_ref="parser(p_kv);", flags="")
    for n, (sec, priv) in enumerate(plant):
        line_unit("syslog-ng", "kv-parsed-json", "key_unusual", rel, priv[0], sec, priv, ['"kv"', '"region"', "eu-west-1", '"%s"' % keysets[n][0], '"%s"' % keysets[n][1], '"host"'])


def k3_log4perl_mdc():
    items, plant = [], []
    keys = ["authTkn", "usrPwd", "x_api_k", "sigSecret", "Passwd", "hmacK", "refreshTok", "clientSec"]
    for n in range(N):
        v = [vtok(63, n), S.password(6300 + n, tricky=False), S.hex_secret(6300 + n, 40), S.b64_secret(6300 + n, 32)][n % 4]
        items.append(("sso.bridge", "debug", [("extra", "%s=%s " % (keys[n], v))], "token exchange step %d" % (n + 1)))
        plant.append(v)
    rel = run_l4p("mdc-keys", items)
    start = 0
    for n, v in enumerate(plant):
        start = line_unit("log4perl", "mdc-keys", "key_unusual", rel, v, [v], [], ["DEBUG", "[sso.bridge]", keys[n] + "=", "token", "exchange", "step"], start) + 1


def k4_pylog_extra():
    import logging, io
    buf = io.StringIO()
    h = logging.StreamHandler(buf)
    h.setFormatter(logging.Formatter("%(levelname)s %(name)s %(message)s kdbx=%(kdbx)s cnxStr=%(cnx)s"))
    lg = logging.getLogger("etl.loader")
    lg.propagate = False
    lg.addHandler(h)
    lg.setLevel(logging.INFO)
    plant = []
    for n in range(N):
        pw = S.passphrase(6400 + n)
        u = login_of(person(64, n), n)
        h_ = S.fqdn(6400 + n)
        pw2 = S.b62_secret(6400 + n, 20)
        cnx = "Server=%s;Uid=%s;Pwd=%s;" % (h_, u, pw2)
        lg.info("stage %d loaded", n + 1, extra={"kdbx": pw, "cnx": cnx})
        plant.append(([pw, pw2], [h_, u]))
    rel = out("python-logging", "extra-keys", "out.log", buf.getvalue())
    for n, (sec, priv) in enumerate(plant):
        line_unit("python-logging", "extra-keys", "key_unusual", rel, sec[0], sec, priv, ["INFO", "etl.loader", "stage", "loaded", "kdbx=", "cnxStr=", "Server=", "Pwd="])


def k5_tcl_dict():
    for n in range(N):
        keys = [("apiKy", "Kennwort"), ("pwHash", "tkn"), ("clé", "motdepasse"), ("sekret", "pass_wd")][n % 4]
        pw = S.password(6500 + n, tricky=(n % 2 == 0))
        tok = vtok(65, n)
        h = S.hostname(6500 + n)
        esc = lambda s: "".join("\\" + c if c in '\\"[]$' else c for c in s)
        script = 'set cfg [dict create host "%s" %s "%s" %s "%s" retries 3]\nputs $cfg\n' % (h, keys[0], esc(tok), keys[1], esc(pw))
        path = os.path.join(RUN, "k5_%d.tcl" % n)
        open(path, "w", encoding="utf-8").write(script)
        txt = sh(["tclsh", path])
        rel = out("tclsh", "dict-puts", "case%d.txt" % n, txt)
        unit("tclsh", "dict-puts", "key_unusual", "line", rel, {"line": 0}, [tok, pw], [h], ["host", keys[0], keys[1], "retries"])

# ============================================================ rows

def r1_parallel_joblog():
    jl = os.path.join(RUN, "joblog.tsv")
    args = []
    plant = []
    for n in range(N):
        fq = S.fqdn(7100 + n)
        u = login_of(person(71, n), n)
        args.append("%s@%s" % (u, fq))
        plant.append([u, fq])
    sh(["parallel", "-j1", "--joblog", jl, "true", "rsync-target", "{}", ":::"] + args)
    rel = out("parallel", "joblog", "joblog.tsv", open(jl).read())
    for n, priv in enumerate(plant):
        i = find(rel, "%s@%s" % (priv[0], priv[1]))
        unit("parallel", "joblog", "rows", "row", rel, {"header": 0, "line": i, "sep": "tab"}, [], priv, ["Seq", "Host", "Exitval", "Command", "Signal", "rsync-target"])


def r2_who_h():
    ents, plant = b"", []
    for n in range(N):
        u = login_of(person(72, n), n)
        host = [S.ipv4(7200 + n), S.fqdn(7200 + n)][n % 2]
        ents += utmp_entry(u, "pts/%d" % (n + 10), host, 1796550000 + n * 377, 200000 + n)
        plant.append((u, host))
    p = os.path.join(RUN, "utmp_r2")
    open(p, "wb").write(ents)
    txt = sh(["who", "-H", p], env=dict(os.environ, TZ="UTC"))
    rel = out("who", "who-H", "out.txt", txt)
    for u, host in plant:
        i = find(rel, u + " ")
        unit("who", "who-H", "rows", "row", rel, {"header": 0, "line": i, "sep": "who"}, [], [u, host], ["NAME", "LINE", "TIME", "COMMENT", "pts/"])


def r3_tabulate():
    import tabulate
    rows, plant = [], []
    for n in range(N):
        p = person(73, n)
        rows.append([7300 + n, p["name"], p["email"], p["iban"], ["active", "dormant"][n % 2]])
        plant.append([p["name"], p["email"], p["iban"]])
    txt = tabulate.tabulate(rows, headers=["acct_id", "holder", "email", "iban", "status"], tablefmt="psql") + "\n"
    rel = out("tabulate", "psql", "out.txt", txt)
    for n, priv in enumerate(plant):
        i = find(rel, priv[1])
        unit("tabulate", "psql", "rows", "row", rel, {"header": 1, "line": i, "sep": "|"}, [], priv, ["acct_id", "holder", "iban", "status", "active", "dormant"])


def r4_console_table():
    data, plant = [], []
    for n in range(N):
        d = {"node": S.hostname(7400 + n), "ip": S.ipv4(7400 + n), "mac": S.mac(7400 + n), "state": ["Ready", "NotReady"][n % 3 == 2], "kubelet": "v1.%d.%d" % (28 + n % 3, n)}
        data.append(d)
        plant.append([d["node"], d["ip"], d["mac"]])
    path = os.path.join(NPM, "tbl.js")
    open(path, "w").write("console.table(JSON.parse(require('fs').readFileSync(0,'utf8')));\n")
    txt = subprocess.run(["node", path], input=json.dumps(data), text=True, stdout=subprocess.PIPE).stdout
    rel = out("node-console-table", "console-table", "out.txt", txt)
    for priv in plant:
        i = find(rel, priv[0])
        unit("node-console-table", "console-table", "rows", "row", rel, {"header": 1, "line": i, "sep": "│"}, [], priv, ["(index)", "node", "state", "kubelet", "Ready", "NotReady", "mac"])


def r5_ausearch_csv():
    raw, plant = [], []
    for n in range(N):
        node = S.hostname(7500 + n)
        u = login_of(person(75, n), n)
        ip = S.ipv4(7500 + n)
        pid = 1000000 + S.R("pid", 7500 + n).randrange(10**6)
        ts = 1796560000 + n * 53
        raw.append("node=%s type=USER_LOGIN msg=audit(%d.%03d:%d): pid=%d uid=0 auid=%d ses=%d msg='op=login acct=\"%s\" exe=\"/usr/sbin/sshd\" hostname=? addr=%s terminal=ssh res=%s'"
                   % (node, ts, n, 8800 + n, pid, 1000 + n, 40 + n, u, ip, ["success", "failed"][n % 3 == 1]))
        plant.append((node, u, ip, str(pid)))
    p = os.path.join(RUN, "audit_r5.log")
    open(p, "w").write("\n".join(raw) + "\n")
    out("ausearch", "csv-user-login", "raw-input.log", open(p).read())
    txt = sh(["ausearch", "-if", p, "--format", "csv"], env=dict(os.environ, TZ="UTC"))
    rel = out("ausearch", "csv-user-login", "out.csv", txt)
    for node, u, ip, pid in plant:
        i = find(rel, node + ",")
        unit("ausearch", "csv-user-login", "rows", "row", rel, {"header": 0, "line": i, "sep": "csv"}, [], [node, u], ["USER_LOGIN", "user-login", "logged-in", "ssh", "/usr/sbin/sshd", "success", "failed"], optional=[ip, pid])

# ============================================================ main

ALL = [p1_openssl_subject, p2_getent, p3_log4perl, p4_syslogng_json, p5_php_json,
       q1_tcl, q2_php_trace, q3_parallel_dry, q4_ausearch_execve, q5_at,
       i1_stunnel, i2_who, i3_ldns, i4_gearadmin, i5_syslogng_5424,
       e1_smtplib, e2_urllib3, e3_syslogng_jsonstr, e4_dumper, e5_node_inspect,
       n1_beanstalkd, n2_gearman, n3_node_debug, n4_log4perl, n5_queuehandler,
       l1_openssl_dgst, l2_openssl_fpr, l3_pylog_trace, l4_node_ids, l5_log4perl_mdc,
       k1_php_varexport, k2_syslogng_kv, k3_log4perl_mdc, k4_pylog_extra, k5_tcl_dict,
       r1_parallel_joblog, r2_who_h, r3_tabulate, r4_console_table, r5_ausearch_csv]


def versions():
    import re
    first = lambda c: sh(c).strip().split("\n")[0]
    ver = lambda txt: re.search(r"\d+(?:\.\d+)+(?:[-+~][\w.+~]+)?|\d{8}", txt).group(0)
    banners = {
        "openssl": first(["openssl", "version"]),
        "getent": "glibc libc-bin " + first("dpkg-query -W -f '${Version}' libc-bin"),
        "log4perl": "Log::Log4perl " + first(["perl", "-MLog::Log4perl", "-e", "print $Log::Log4perl::VERSION"]),
        "syslog-ng": first(["syslog-ng", "--version"]).replace("syslog-ng 3 (", "syslog-ng ").rstrip(")"),
        "php": first(["php", "-v"]).split(" (")[0],
        "tclsh": "Tcl " + first("echo 'puts [info patchlevel]' | tclsh"),
        "parallel": first(["parallel", "--version"]),
        "ausearch": first(["ausearch", "-v"]),
        "at": first("at -V 2>&1"),
        "who": first(["who", "--version"]),
        "ldns-read-zone": "ldnsutils " + first("dpkg-query -W -f '${Version}' ldnsutils"),
        "gearadmin": "gearman-tools " + first("dpkg-query -W -f '${Version}' gearman-tools"),
        "gearman": "gearman-tools " + first("dpkg-query -W -f '${Version}' gearman-tools"),
        "perl-data-dumper": "Data::Dumper " + first(["perl", "-MData::Dumper", "-e", "print $Data::Dumper::VERSION"]) + " (perl 5.36.0)",
        "node-debug": "debug " + json.load(open(os.path.join(NPM, "node_modules/debug/package.json")))["version"] + " (node " + first(["node", "--version"]) + ")",
        "node-console-table": "node " + first(["node", "--version"]).lstrip("v") + " console.table",
        "python-logging": "Python %s logging" % sys.version.split()[0],
        "stunnel": first("stunnel -version 2>&1 | grep -m1 '^stunnel'"),
        "beanstalkd": first(["beanstalkd", "-v"]),
        "smtplib": "Python %s smtplib (server: aiosmtpd %s)" % (sys.version.split()[0], __import__("aiosmtpd").__version__),
        "urllib3": "urllib3 %s (requests %s)" % (__import__("urllib3").__version__, __import__("requests").__version__),
        "tabulate": "tabulate " + __import__("tabulate").__version__,
    }
    for k, b in banners.items():
        VERSIONS[k] = {"version": ver(b), "banner": b}


def inner():
    os.makedirs(RUN, exist_ok=True)
    sh(["ip", "link", "set", "lo", "up"])
    socket.sethostname("ops-" + S.hostname(9999))
    os.makedirs(os.path.join(RUN, "srv"), exist_ok=True)
    sh(["mount", "--bind", os.path.join(RUN, "srv"), "/srv"])
    only = os.environ.get("C25_ONLY")
    if os.path.exists(CAP) and not only:
        shutil.rmtree(CAP)
    os.makedirs(CAP, exist_ok=True)
    udir = os.path.join(RUN, "units")
    os.makedirs(udir, exist_ok=True)
    try:
        for f in ALL:
            if only and f.__name__.split("_")[0] not in only.split(","):
                continue
            t0 = time.time()
            del UNITS[:]
            try:
                f()
            except Exception as ex:
                import traceback
                traceback.print_exc()
                print("%-22s FAILED %s" % (f.__name__, ex), flush=True)
                continue
            json.dump(UNITS, open(os.path.join(udir, f.__name__ + ".json"), "w"), ensure_ascii=False)
            print("%-22s ok %.1fs units=%d" % (f.__name__, time.time() - t0, len(UNITS)), flush=True)
    finally:
        for p in DAEMONS:
            stop(p)
    versions()
    allu = []
    for f in ALL:
        p = os.path.join(udir, f.__name__ + ".json")
        if os.path.exists(p):
            allu += json.load(open(p))
    with open(os.path.join(CAP, "planted.json"), "w", encoding="utf-8") as f:
        json.dump(allu, f, ensure_ascii=False, indent=1)

    with open(os.path.join(CAP, "versions.json"), "w", encoding="utf-8") as f:
        json.dump(VERSIONS, f, ensure_ascii=False, indent=1, sort_keys=True)


if __name__ == "__main__":
    if os.environ.get("C25_NS") == "1":
        inner()
    else:
        os.makedirs(RUN, exist_ok=True)
        rc = subprocess.call(["nice", "-n", "10", "unshare", "-n", "-u", "-m", "--propagation", "private",
                              "env", "C25_NS=1", sys.executable, os.path.abspath(__file__)])
        sys.exit(rc)
