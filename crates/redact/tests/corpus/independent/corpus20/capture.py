#!/usr/bin/env python3
"""Run real programs with planted values and store their raw output in captured/.

Needs (installed by hand, see README): samba smbclient cups cups-client prometheus
prometheus-alertmanager php-cli php-monolog liblog4j2-java openjdk (javac),
golang-1.22-go (bookworm-backports), PostgreSQL 15 server binaries, and a venv at
/tmp/c20run/venv with psycopg[binary] asyncpg pg8000.

All daemons listen on 127.0.0.1 ports 18950-18999 only, keep config and data under
/tmp/c20run, and are stopped in a finally: block.
"""
import asyncio
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import synthlib as S  # noqa: E402

CAP = HERE / "captured"
RUN = Path("/tmp/c20run")
VENV_PY = RUN / "venv/bin/python"
GO = "/usr/lib/go-1.22/bin/go"
PG_PORT, SMB_PORT, CUPS_PORT, AM_PORT, PROM_PORT = 18950, 18951, 18952, 18953, 18954
PROCS = []          # (name, Popen) of daemons we started
TEMPLATES = []      # entries of planted.json
VERSIONS = {}


def sh(cmd, **kw):
    kw.setdefault("capture_output", True)
    kw.setdefault("text", True)
    return subprocess.run(cmd, **kw)


def nice(cmd):
    return ["nice", "-n", "10"] + cmd


def dpkg_ver(pkg):
    return sh(["dpkg-query", "-W", "-f=${Version}", pkg]).stdout.strip()


def write(rel, text):
    p = CAP / rel
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(text, encoding="utf-8")
    return rel


def V(value, category, kind, forms=None):
    d = {"value": value, "category": category, "kind": kind}
    if forms:
        d["extra_forms"] = forms
    return d


def add(program, template, cls, unit, items, keep, note=""):
    TEMPLATES.append({"program": program, "version": VERSIONS[program], "template": template, "class": cls,
                      "unit": unit, "keep_patterns": keep, "items": items, "note": note,
                      "files": sorted({it.get("file", unit.get("file")) for it in items})})


def start(name, cmd, **kw):
    p = subprocess.Popen(nice(cmd), stdout=kw.pop("stdout", subprocess.DEVNULL), stderr=kw.pop("stderr", subprocess.STDOUT),
                         start_new_session=True, **kw)
    PROCS.append((name, p))
    return p


def stop_all():
    for name, p in reversed(PROCS):
        if p.poll() is None:
            p.send_signal(signal.SIGTERM)
    deadline = time.time() + 10
    for name, p in reversed(PROCS):
        try:
            p.wait(max(0.1, deadline - time.time()))
        except subprocess.TimeoutExpired:
            p.kill()
            p.wait()


def wait_port(port, t=30):
    import socket
    end = time.time() + t
    while time.time() < end:
        try:
            socket.create_connection(("127.0.0.1", port), 0.5).close()
            return
        except OSError:
            time.sleep(0.3)
    raise RuntimeError("port %d not up" % port)


# ------------------------------------------------------------------ common keep patterns
K_ISO = r"\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(?:[.,]\d+)?(?:Z|[+-]\d{2}:\d{2})?"
K_LEVEL = r"\b(?:DEBUG|INFO|WARN|WARNING|ERROR|NOTICE)\b"


# =================================================================== Samba
def run_samba():
    VERSIONS["samba"] = "Samba %s (Debian samba %s)" % (sh(["smbd", "--version"]).stdout.split()[-1], dpkg_ver("samba"))
    R = RUN / "smb"
    for d in ("private", "lock", "state", "cache", "pid", "log", "share", "ncalrpc"):
        (R / d).mkdir(parents=True, exist_ok=True)
    r = S.rng("samba-server")
    server = "FILESRV-OSL-%02d" % r.randrange(10, 99)
    conf = R / "smb.conf"
    conf.write_text(f"""[global]
  workgroup = CORPUS20
  netbios name = {server}
  server string = corpus20 test
  security = user
  passdb backend = tdbsam:{R}/private/passdb.tdb
  private dir = {R}/private
  lock directory = {R}/lock
  state directory = {R}/state
  cache directory = {R}/cache
  pid directory = {R}/pid
  ncalrpc dir = {R}/ncalrpc
  log file = {R}/log/log.%m
  log level = 3
  smb ports = {SMB_PORT}
  disable netbios = yes
  interfaces = 127.0.0.1
  bind interfaces only = yes
  load printers = no
  printing = bsd
  printcap name = /dev/null
  disable spoolss = yes
  server role = standalone server
[data]
  path = {R}/share
  read only = no
""")
    write("samba/smb.conf", conf.read_text())
    base = ["-s", str(conf)]
    # eight system accounts get Samba entries with planted personal data
    accounts = ["daemon", "bin", "sys", "games", "man", "lp", "mail", "news"]
    users = []
    for i, acct in enumerate(accounts):
        r = S.rng("samba-user:%d" % i)
        loc = S.LOCALE_ORDER[(i * 3 + 1) % len(S.LOCALE_ORDER)]
        p = S.person(r, loc)
        fs = S.short_host(r)
        login = r.choice(["k.nowak", "j.tanaka", "m.rossi", "a.yilmaz", "s.olsen", "p.dubois", "l.ferreira", "e.virtanen"]) + str(r.randrange(10, 99))
        pw = S.secret(r, ["human", "walk", "phrase", "b62"][i % 4])
        users.append(dict(acct=acct, person=p, fs=fs, login=login, pw=pw))
        sh(["pdbedit"] + base + ["-x", "-u", acct])
        res = sh(nice(["pdbedit"] + base + ["-a", "-t", "-u", acct, "-f", p["name"], "-h", "\\\\%s\\%s" % (fs, login),
                                             "-p", "\\\\%s\\profiles\\%s" % (fs, login), "-N", "mobile %s" % p["mobile"]]),
                 input="%s\n%s\n" % (pw, pw))
        if res.returncode:
            raise RuntimeError(res.stderr)
        res = sh(nice(["pdbedit"] + base + ["-r", "-u", acct, "-N", "mobile %s" % p["mobile"]]))
        if res.returncode:
            raise RuntimeError(res.stderr)
    outv, outw = [], []
    for u in users:
        outv.append(sh(["pdbedit"] + base + ["-L", "-v", "-u", u["acct"]]).stdout)
    outw = sh(["pdbedit"] + base + ["-L", "-w"]).stdout
    write("samba/pdbedit_L_v.txt", "".join(outv))
    write("samba/pdbedit_L_w.txt", outw)
    srv_v = V(server, "host", "private", [server.lower()])
    items = []
    for i, u in enumerate(users):
        items.append({"locate": "Full Name:            " + u["person"]["name"], "values": [
            V(u["person"]["name"], "name", "private"), V(u["fs"], "host", "private"), V(u["login"], "username", "private"),
            V(u["person"]["mobile"], "phone", "private"), srv_v]})
    add("samba", "pdbedit -L -v (account block)", "pii_locale",
        {"kind": "block", "file": "samba/pdbedit_L_v.txt", "before": 0, "until": "Account desc:"},
        items, [r"Full Name:", r"Home Directory:", r"HomeDir Drive:", r"Profile Path:", r"Logon Script:", r"Domain:", r"Account desc:"])
    import hashlib
    items = []
    for u in users:
        m = re.search(r"^%s:\d+:[X0-9A-F]{32}:([0-9A-F]{32}):" % re.escape(u["acct"]), outw, re.M)
        items.append({"locate": u["acct"] + ":", "values": [V(u["pw"], "password", "secret", [m.group(1)])]})
    add("samba", "pdbedit -L -w (smbpasswd line)", "positional", {"kind": "line", "file": "samba/pdbedit_L_w.txt"},
        items, [r"\[U\s+\]", r"LCT-[0-9A-F]{8}", r"\b[X]{32}\b", r"^\w+(?=:)"],
        note="the NT hash (4th field) is the password's MD4 digest and is labelled as a secret form of the planted password")

    smbd = start("smbd", ["smbd", "--foreground", "--no-process-group"] + base, stdout=open(R / "smbd.out", "w"))
    wait_port(SMB_PORT)
    # good logins from eight workstations
    conn_items, auth_items = [], []
    for i, u in enumerate(users):
        r = S.rng("samba-ws:%d" % i)
        ws = S.short_host(r).upper()
        res = sh(nice(["smbclient"] + base + ["//127.0.0.1/data", "-p", str(SMB_PORT), "-U", "%s%%%s" % (u["acct"], u["pw"]),
                                               "-n", ws, "-d", "3", "-c", "ls"]))
        write("samba/smbclient_%d.txt" % i, res.stdout + res.stderr)
        u["ws"] = ws
    # failed logins of planted user names
    bad = []
    for i in range(8):
        r = S.rng("samba-bad:%d" % i)
        ws = S.short_host(r).upper()
        user = r.choice(["t.haugen", "r.costa", "y.sato", "o.petrov", "n.jansen", "i.kowalska", "c.moreau", "h.demir"]) + str(r.randrange(100, 999))
        pw = S.secret(r, "b62")
        res = sh(nice(["smbclient"] + base + ["//127.0.0.1/data", "-p", str(SMB_PORT), "-U", "%s%%%s" % (user, pw),
                                               "-n", ws, "-d", "3", "-c", "ls"]))
        write("samba/smbclient_bad_%d.txt" % i, res.stdout + res.stderr)
        bad.append(dict(ws=ws, user=user, pw=pw))
    time.sleep(2)
    smbd.send_signal(signal.SIGTERM)
    smbd.wait(10)
    logs = {}
    for f in sorted((R / "log").glob("log.*")):
        if f.is_file():
            logs[f.name] = write("samba/log/" + f.name, f.read_text(errors="replace"))
    for i, u in enumerate(users):
        f = "samba/log/log." + u["ws"].lower()
        text = (CAP / f).read_text()
        m = re.search(r"^  %s \(ipv4:[0-9.:]+\) signed connect to service data initially as user %s \(uid=\d+, gid=\d+\) \(pid (\d+)\)$"
                      % (re.escape(u["ws"].lower()), u["acct"]), text, re.M)
        conn_items.append({"file": f, "locate": "signed connect to service data", "values": [
            V(u["ws"], "host", "private", [u["ws"].lower()]), V(m.group(1), "pid", "private", []), srv_v]})
    add("samba", "smbd log: signed connect to service", "infra", {"kind": "block", "before": 1, "after": 0}, conn_items,
        [r"\d{4}/\d{2}/\d{2} \d{2}:\d{2}:\d{2}\.\d{6}", r"smb2_service\.c:\d+\(make_connection_snum\)", r"signed connect",
         r"uid=\d+", r"gid=\d+"])
    for i, b in enumerate(bad):
        auth_items.append({"file": "samba/log/log.127.0.0.1", "locate": "workstation=[%s]" % b["ws"], "values": [
            V(b["ws"], "host", "private", [b["ws"].lower()]), V(b["user"], "username", "private"), V(b["pw"], "password", "secret")]})
    add("samba", "smbd log: NTLMSSP Got user", "infra", {"kind": "block", "before": 1, "after": 0}, auth_items,
        [r"\d{4}/\d{2}/\d{2} \d{2}:\d{2}:\d{2}\.\d{6}", r"ntlmssp_server\.c:\d+\(ntlmssp_server_preauth\)", r"domain=\[\w+\]",
         r"len1=\d+", r"len2=\d+"])


# =================================================================== CUPS
def run_cups():
    VERSIONS["cups"] = "CUPS %s (Debian cups)" % dpkg_ver("cups")
    C = RUN / "cups"
    for d in ("etc/ppd", "spool", "cache", "state", "tmp", "log"):
        (C / d).mkdir(parents=True, exist_ok=True)
    os.chmod(C / "tmp", 0o1777)
    (C / "etc/cupsd.conf").write_text(f"""LogLevel debug
Listen 127.0.0.1:{CUPS_PORT}
DefaultAuthType None
WebInterface No
<Location />
  Order allow,deny
  Allow from all
</Location>
<Policy default>
  <Limit All>
    Order deny,allow
    Allow from all
  </Limit>
</Policy>
""")
    (C / "etc/cups-files.conf").write_text(f"""ServerRoot {C}/etc
RequestRoot {C}/spool
CacheDir {C}/cache
StateDir {C}/state
TempDir {C}/tmp
ErrorLog {C}/log/error_log
AccessLog {C}/log/access_log
PageLog {C}/log/page_log
FileDevice Yes
User lp
Group lp
SystemGroup root
""")
    write("cups/cupsd.conf", (C / "etc/cupsd.conf").read_text())
    start("cupsd", ["cupsd", "-f", "-c", str(C / "etc/cupsd.conf"), "-s", str(C / "etc/cups-files.conf")])
    wait_port(CUPS_PORT)
    env = dict(os.environ, CUPS_SERVER="127.0.0.1:%d" % CUPS_PORT)

    def run(cmd, inp=None):
        res = sh(nice(cmd), env=env, input=inp)
        if res.returncode:
            raise RuntimeError("%s: %s" % (cmd, res.stderr))
        return res.stdout
    # printers with planted description (a person's name) and location (an address)
    pitems, blocks = [], []
    for i in range(8):
        r = S.rng("cups-printer:%d" % i)
        p = S.person(r, S.LOCALE_ORDER[(i * 5 + 2) % len(S.LOCALE_ORDER)])
        q = "queue-%s-%d" % (r.choice(["2f", "3f", "lab", "hr", "ops"]), i)
        run(["lpadmin", "-p", q, "-v", "file:///dev/null", "-D", p["name"], "-L", p["address"]])
        blocks.append(run(["lpstat", "-l", "-p", q]))
        pitems.append({"locate": "printer %s " % q, "values": [V(p["name"], "name", "private"), V(p["address"], "address", "private")]})
    write("cups/lpstat_l_p.txt", "".join(blocks))
    add("cups", "lpstat -l -p (printer block)", "pii_locale", {"kind": "block", "file": "cups/lpstat_l_p.txt", "before": 0, "until": "Location:"},
        pitems, [r"printer [\w-]+", r"Form mounted:", r"Content types: any", r"Printer types: unknown", r"Description:", r"Alerts: none", r"Location:"])
    run(["lpadmin", "-p", "raw-2f", "-E", "-v", "file:///dev/null", "-D", "raw queue"])
    run(["cupsenable", "raw-2f"])
    run(["cupsaccept", "raw-2f"])

    def job(opts, title="report.txt"):
        out = run(["lp", "-d", "raw-2f", "-t", title] + sum([["-o", o] for o in opts], []), inp="corpus20 page\n")
        return int(re.search(r"raw-2f-(\d+)", out).group(1))
    infra, look, keyu = [], [], []
    for i in range(8):
        r = S.rng("cups-infra:%d" % i)
        h, ip = S.host(r), S.private_ip(r)
        n = job(["job-originating-host-name=%s" % h, "x-forwarded-for=%s" % ip])
        infra.append({"locate": "[Job %d] argv[5]=" % n, "values": [V(h, "host", "private"), V(ip, "ip", "private")]})
        time.sleep(0.3)
    for i in range(8):
        n = job(["number-up=%d" % [1, 2, 4, 6, 9, 16, 1, 2][i], "page-ranges=%d-%d" % (i + 1, i + 3)])
        look.append({"locate": "[Job %d] argv[5]=" % n, "values": []})
        time.sleep(0.3)
    keys = ["kennwort", "contrasena", "mot-de-passe", "salasana", "wachtwoord", "haslo", "senha", "sifre", "parola",
            "adgangskode", "losenord", "lozinka", "heslo", "jelszo", "pin-kode", "tan-nummer", "otp-code", "recovery-code"]
    for i in range(8):
        r = S.rng("cups-keyu:%d" % i)
        k1, k2 = keys[(2 * i) % len(keys)], keys[(2 * i + 7) % len(keys)]
        v1 = S.secret(r, ["human", "b62", "walk", "phrase"][i % 4])
        v2 = S.pin(r, 6) + S.pin(r, 2) if k2 in ("pin-kode", "tan-nummer", "otp-code") else S.secret(r, "b62")
        n = job(["%s=%s" % (k1, v1), "%s=%s" % (k2, v2)])
        keyu.append({"locate": "[Job %d] argv[5]=" % n, "values": [V(v1, "password", "secret"), V(v2, "password" if len(v2) > 8 else "pin", "secret")]})
        time.sleep(0.3)
    time.sleep(3)
    log = (C / "log/error_log").read_text(errors="replace")
    write("cups/error_log", log)
    argv5 = {"kind": "line", "file": "cups/error_log"}
    kp = [r"\[\d{2}/\w{3}/\d{4}:\d{2}:\d{2}:\d{2} \+0000\]", r"\[Job \d+\]", r"argv\[5\]", r"urn:uuid:[0-9a-f-]{36}",
          r"time-at-creation=\d+", r"finishings=\d+", r"print-color-mode=\w+"]
    add("cups", "error_log [Job] argv[5] (forwarded host)", "infra", argv5, infra, kp)
    add("cups", "error_log [Job] argv[5] (plain job)", "lookalike", argv5, look, [r"urn:uuid:[0-9a-f-]{36}", r"time-at-creation=\d+", r"page-ranges=[\d-]+"] + kp)
    add("cups", "error_log [Job] argv[5] (custom options)", "key_unusual", argv5, keyu, kp)


# =================================================================== Prometheus / Alertmanager
def run_prom():
    VERSIONS["alertmanager"] = "Prometheus Alertmanager %s (Debian prometheus-alertmanager)" % dpkg_ver("prometheus-alertmanager")
    VERSIONS["prometheus"] = "Prometheus %s (Debian prometheus)" % dpkg_ver("prometheus")
    P = RUN / "prom"
    (P / "am").mkdir(parents=True, exist_ok=True)
    (P / "tsdb").mkdir(parents=True, exist_ok=True)
    (P / "am.yml").write_text("route:\n  receiver: null-rcv\n  group_wait: 1s\nreceivers:\n  - name: null-rcv\n")
    amlog = open(P / "am.log", "w")
    start("alertmanager", ["prometheus-alertmanager", "--config.file=%s" % (P / "am.yml"), "--storage.path=%s" % (P / "am"),
                           "--web.listen-address=127.0.0.1:%d" % AM_PORT, "--cluster.listen-address=", "--log.level=debug"], stdout=amlog)
    wait_port(AM_PORT)
    U = "--alertmanager.url=http://127.0.0.1:%d" % AM_PORT
    names = ["DiskPressure", "NodeNotReady", "HighLatencyP99", "CertExpirySoon", "PodCrashLooping", "ReplicaLag", "QueueBacklog", "InodeExhaustion"]
    ialerts = []
    for i, nm in enumerate(names):
        r = S.rng("am-alert:%d" % i)
        h, pd, nd, ip = S.host(r), S.pod(r), S.node(r), S.private_ip(r)
        res = sh(nice(["amtool", U, "alert", "add", nm, "severity=warning", "instance=%s:9100" % h, "pod=%s" % pd, "node=%s" % nd,
                       "--annotation=summary=threshold crossed on %s" % ip]))
        if res.returncode:
            raise RuntimeError(res.stderr)
        ialerts.append({"locate": "pod=\"%s\"" % pd, "values": [V(h, "host", "private"), V(pd, "pod", "private"), V(nd, "node", "private"), V(ip, "ip", "private")]})
    time.sleep(2)
    q = sh(["amtool", U, "alert", "query", "-o", "extended"]).stdout
    write("alertmanager/amtool_alert_query_extended.txt", q)
    add("alertmanager", "amtool alert query -o extended", "infra", {"kind": "line", "file": "alertmanager/amtool_alert_query_extended.txt"},
        ialerts, [r'alertname="\w+"', r'severity="\w+"', r"\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC", r"\bactive\b"])
    sil = []
    prose = ["muted while {t} is revoked and reissued", "flapping since deploy; old value {t} pasted in ticket, rotate",
             "maintenance window, vendor sent {t} by mail", "ack by on-call, see {t} in vault later",
             "noise from canary {t} (to be rotated)", "silenced: key {t} leaked in chat", "until fix lands, temp cred {t}",
             "handover note {t} do not reuse"]
    for i in range(8):
        r = S.rng("am-silence:%d" % i)
        tok = S.secret(r, ["vendor", "jwt", "b62", "vendor", "hex", "vendor", "b64", "session"][i])
        who = S.person(r, S.LOCALE_ORDER[(i * 7 + 3) % len(S.LOCALE_ORDER)])["name"]
        res = sh(nice(["amtool", U, "silence", "add", "alertname=%s" % names[i], "--comment=" + prose[i].format(t=tok), "-a", who, "-d", "3h"]))
        if res.returncode:
            raise RuntimeError(res.stderr)
        sid = res.stdout.strip()
        sil.append({"locate": sid, "values": [V(tok, "token", "secret"), V(who, "name", "private")]})
    sq = sh(["amtool", U, "silence", "query", "-o", "extended"]).stdout
    write("alertmanager/amtool_silence_query_extended.txt", sq)
    add("alertmanager", "amtool silence query -o extended", "no_key", {"kind": "line", "file": "alertmanager/amtool_silence_query_extended.txt"},
        sil, [r"\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b", r'\{alertname="\w+"\}', r"\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC"])

    # Prometheus: scrape jobs whose URL params carry a planted token (percent-encoded by Prometheus)
    cfg = ["global:\n  scrape_interval: 2s\n  scrape_timeout: 1s\nscrape_configs:\n",
           "  - job_name: alertmanager\n    basic_auth:\n      username: scrape-bot\n      password: %s\n    static_configs:\n      - targets: ['127.0.0.1:%d']\n"
           % (S.secret(S.rng("prom-basic"), "phrase"), AM_PORT)]
    eitems = []
    pnames = ["token", "api_key", "auth", "access_token", "apikey", "signature", "key", "secret"]
    for i in range(8):
        r = S.rng("prom-param:%d" % i)
        tok = [lambda: S.b64(r, 24), lambda: S.passphrase(r).replace("-", " ").replace("_", "/"), lambda: S.base62(r, 12) + "&" + S.base62(r, 8),
               lambda: S.b64(r, 30), lambda: S.human_password(r) + "/" + S.base62(r, 6), lambda: S.b64(r, 33),
               lambda: S.keyboard_walk(r) + "=" + S.base62(r, 10), lambda: S.b64(r, 18) + "=="][i]()
        job = "exporter-%s" % ["node", "mysql", "blackbox", "redis", "kafka", "nginx", "pgbouncer", "snmp"][i]
        cfg.append("  - job_name: %s\n    params:\n      %s: [%s]\n    static_configs:\n      - targets: ['127.0.0.1:%d']\n"
                   % (job, pnames[i], json.dumps(tok), 18990 + i))
        eitems.append({"locate": 'scrape_pool=%s target=' % job, "values": [V(tok, "token", "secret")]})
    (P / "prom.yml").write_text("".join(cfg))
    write("prometheus/prometheus.yml", "".join(cfg))
    plog = open(P / "prom.log", "w")
    start("prometheus", ["prometheus", "--config.file=%s" % (P / "prom.yml"), "--storage.tsdb.path=%s" % (P / "tsdb"),
                         "--web.listen-address=127.0.0.1:%d" % PROM_PORT, "--log.level=debug"], stdout=plog)
    wait_port(PROM_PORT)
    time.sleep(9)
    plog.flush()
    write("prometheus/prometheus.log", (P / "prom.log").read_text())
    add("prometheus", "debug log: Scrape failed (URL params)", "encoded", {"kind": "line", "file": "prometheus/prometheus.log"}, eitems,
        [r"ts=\S+", r"caller=scrape\.go:\d+", r"level=debug", r'component="scrape manager"', r'msg="Scrape failed"', r"connect: connection refused"])
    # promtool: backfill eight 2h blocks and list them (ULIDs are diagnostic)
    om = []
    t0 = 1767225600  # 2026-01-01T00:00:00Z
    for k in range(8 * 12 + 6):
        t = t0 + k * 600
        om.append('corpus20_jobs_total{queue="print"} %d %d' % (k * 7 + 3, t))
    om.append("# EOF")
    (P / "in.om").write_text("\n".join(om) + "\n")
    res = sh(nice(["promtool", "tsdb", "create-blocks-from", "openmetrics", str(P / "in.om"), str(P / "blocks")]))
    lst = sh(["promtool", "tsdb", "list", str(P / "blocks")]).stdout
    write("prometheus/promtool_tsdb_list.txt", lst)
    litems = [{"locate": ln.split()[0], "values": []} for ln in lst.splitlines()[1:9]]
    add("prometheus", "promtool tsdb list", "lookalike", {"kind": "line", "file": "prometheus/promtool_tsdb_list.txt"}, litems,
        [r"\b[0-9A-HJKMNP-TV-Z]{26}\b", r"\b1\d{12}\b", r"\b2h0m0s\b|\b\d+h\d+m\d+s\b", r"\b\d+B\b|\b\d+KiB\b"])
    amlog.flush()
    time.sleep(1)
    alog = (P / "am.log").read_text()
    write("alertmanager/alertmanager.log", alog)
    add("alertmanager", "debug log: Received alert", "lookalike", {"kind": "line", "file": "alertmanager/alertmanager.log"},
        [{"locate": 'msg="Received alert" alert=%s[' % nm, "values": []} for nm in names],
        [r"ts=\S+", r"caller=dispatch\.go:\d+", r"level=debug", r"component=dispatcher", r"\w+\[[0-9a-f]{7}\]\[active\]"])


# =================================================================== PostgreSQL drivers
DRIVERS_PY = r'''
import asyncio, json, sys, traceback, logging
import psycopg, asyncpg, pg8000.native
spec = json.load(open(sys.argv[1]))
out = {}
DSN = spec["dsn"]
def exc_text(e):
    return "".join(traceback.format_exception_only(type(e), e))
def conv(v):
    return v if isinstance(v, (int, float)) and not isinstance(v, bool) else str(v)
with psycopg.connect(DSN, autocommit=True) as c:
    for s in spec["setup"]:
        c.execute(s[0], s[1] if len(s) > 1 else None)
    for name, stmts in spec["psycopg_err"].items():
        txt = []
        for q, p in stmts:
            try:
                c.execute(q, p)
            except psycopg.Error as e:
                txt.append(exc_text(e))
        out[name] = "".join(txt)
    for name, q in spec["psycopg_rows"].items():
        cur = c.execute(q)
        out[name] = json.dumps({"columns": [d.name for d in cur.description], "rows": [[conv(v) for v in row] for row in cur.fetchall()]}, ensure_ascii=False)
async def a():
    c = await asyncpg.connect(DSN)
    for name, stmts in spec["asyncpg_err"].items():
        txt = []
        for q, p in stmts:
            try:
                await c.execute(q, *p) if p else await c.execute(q)
            except asyncpg.PostgresError as e:
                txt.append(exc_text(e))
        out[name] = "".join(txt)
    for name, q in spec["asyncpg_rows"].items():
        rows = await c.fetch(q)
        out[name] = json.dumps({"columns": list(rows[0].keys()), "rows": [[conv(v) for v in r.values()] for r in rows]}, ensure_ascii=False)
    await c.close()
asyncio.run(a())
c = pg8000.native.Connection(spec["user"], password=spec["password"], host="127.0.0.1", port=spec["port"], database="postgres")
for name, stmts in spec["pg8000_err"].items():
    txt = []
    for q, p in stmts:
        try:
            c.run(q, **p)
        except pg8000.native.DatabaseError as e:
            txt.append(exc_text(e))
    out[name] = "".join(txt)
for name, q in spec["pg8000_rows"].items():
    rows = c.run(q)
    out[name] = json.dumps({"columns": [d["name"] for d in c.columns], "rows": [[conv(v) for v in r] for r in rows]}, ensure_ascii=False)
c.close()
json.dump(out, open(sys.argv[2], "w"), ensure_ascii=False)
'''


def pip_ver(pkg):
    return sh([str(VENV_PY), "-c", "import importlib.metadata as m; print(m.version(%r))" % pkg]).stdout.strip()


def run_pg():
    VERSIONS["psycopg"] = "psycopg %s (PyPI, libpq from psycopg-binary) against PostgreSQL 15" % pip_ver("psycopg")
    VERSIONS["asyncpg"] = "asyncpg %s (PyPI) against PostgreSQL 15" % pip_ver("asyncpg")
    VERSIONS["pg8000"] = "pg8000 %s (PyPI) against PostgreSQL 15" % pip_ver("pg8000")
    D = RUN / "pg"
    D.mkdir(parents=True, exist_ok=True)
    shutil.chown(D, "postgres")
    admin_pw = S.secret(S.rng("pg-admin"), "b62")
    (D / "pw").write_text(admin_pw + "\n")
    shutil.chown(D / "pw", "postgres")
    res = sh(nice(["runuser", "-u", "postgres", "--", "/usr/lib/postgresql/15/bin/initdb", "-D", str(D / "data"), "-U", "pgadmin",
                   "--auth=scram-sha-256", "--pwfile=%s" % (D / "pw"), "-E", "UTF8", "--locale=C.UTF-8"]), cwd="/tmp")
    if res.returncode:
        raise RuntimeError(res.stderr)
    start("postgres", ["runuser", "-u", "postgres", "--", "/usr/lib/postgresql/15/bin/postgres", "-D", str(D / "data"), "-p", str(PG_PORT),
                       "-k", str(D), "-c", "listen_addresses=127.0.0.1", "-c", "logging_collector=off"], cwd="/tmp",
          stdout=open(D / "server.log", "w"))
    wait_port(PG_PORT)
    time.sleep(1)
    spec = {"dsn": "postgresql://pgadmin:%s@127.0.0.1:%d/postgres" % (admin_pw, PG_PORT), "user": "pgadmin", "password": admin_pw,
            "port": PG_PORT, "setup": [], "psycopg_err": {}, "asyncpg_err": {}, "pg8000_err": {}, "psycopg_rows": {}, "asyncpg_rows": {}, "pg8000_rows": {}}
    st = spec["setup"]
    T = {}  # template -> items
    # P5 psycopg check violation with a person's data
    st.append(["create table kyc_applicant (id int, full_name text, mobile text, national_id text, address text, constraint kyc_applicant_id_check check (id < 0))"])
    stm, items = [], []
    for i in range(8):
        r = S.rng("pg-kyc:%d" % i)
        p = S.person(r, [l for l in S.LOCALE_ORDER if "nid" in S.LOCALES[l]][i % 10])
        stm.append(["insert into kyc_applicant values (%s, %s, %s, %s, %s)", [100 + i, p["name"], p["mobile"], p["national_id"], p["address"]]])
        items.append({"locate": "Failing row contains (%d, " % (100 + i), "values": [V(p["name"], "name", "private"), V(p["mobile"], "phone", "private"),
                                                                                   V(p["national_id"], "national_id", "private"), V(p["address"], "address", "private")]})
    spec["psycopg_err"]["P5"] = stm
    T["P5"] = items
    # Q2 psycopg: password as positional SQL argument, echoed in LINE 1
    stm, items = [], []
    bad = ["LOGNI", "INHRT", "CRDB", "NOLOG", "REPLX", "BYPAS", "SUPR", "CONNX"]
    for i in range(8):
        r = S.rng("pg-role:%d" % i)
        pw = S.secret(r, ["human", "walk", "phrase", "b62", "hex", "human", "walk", "b62"][i])[:20]
        role = "svc%d" % i
        stm.append(["ALTER ROLE %s PASSWORD '%s' %s" % (role, pw, bad[i]), None])
        items.append({"locate": "LINE 1: ALTER ROLE %s " % role, "values": [V(pw, "password", "secret")]})
    spec["psycopg_err"]["Q2"] = stm
    T["Q2"] = items
    # no_key: bare tokens in invalid-input messages
    types = ["uuid", "integer", "inet", "boolean", "interval", "macaddr", "bigint", "date"]
    for drv, tname in (("psycopg", "N1"), ("asyncpg", "N2"), ("pg8000", "N3")):
        stm, items = [], []
        for i in range(8):
            r = S.rng("pg-nokey:%s:%d" % (drv, i))
            tok = S.secret(r, ["vendor", "jwt", "b62", "hex", "vendor", "session", "b64", "vendor"][(i + len(drv)) % 8]).replace("'", "")
            while drv == "psycopg" and len(tok) > 38:
                tok = S.secret(r, r.choice(["vendor", "b62", "hex", "session"]))
            if drv == "psycopg":
                stm.append(["SELECT '%s'::%s" % (tok, types[i]), None])
            elif drv == "asyncpg":
                stm.append(["SELECT '%s'::%s" % (tok, types[i]), []])
            else:
                stm.append(["SELECT '%s'::%s" % (tok, types[i]), {}])
            items.append({"locate": 'type %s: "%s' % (types[i], tok[:12]), "values": [V(tok, "token", "secret")]})
        spec["%s_err" % drv][tname] = stm
        T[tname] = items
    # K5 asyncpg unique violation with non-English column names
    cols = ["geheimzahl", "contraseña", "пароль", "mot_de_passe", "wachtwoord", "hasło", "パスワード", "şifre"]
    stm, items = [], []
    for i, col in enumerate(cols):
        r = S.rng("pg-keyu:%d" % i)
        v = S.pin(r, 6) if i in (0, 6) else S.secret(r, ["human", "b62", "walk", "phrase"][i % 4])
        st.append(['create table cred_%d (id int, "%s" text unique)' % (i, col)])
        st.append(["insert into cred_%d values (1, %%s)" % i, [v]])
        stm.append(["insert into cred_%d values (2, $1)" % i, [v]])
        items.append({"locate": "=(%s) already exists" % v, "values": [V(v, "pin" if v.isdigit() else "password", "secret")]})
    spec["asyncpg_err"]["K5"] = stm
    T["K5"] = items
    # E5 pg8000: check violation echoing a JSON document with encoded secrets
    st.append(["create table webhook_event (id int, auth text, payload jsonb, constraint webhook_event_payload_check check (payload ? 'ok'))"])
    stm, items = [], []
    for i in range(8):
        r = S.rng("pg-enc:%d" % i)
        user = r.choice(["hook", "ci", "svc", "relay"]) + str(r.randrange(10, 99))
        pw = S.secret(r, ["human", "walk", "b62", "phrase"][i % 4])[:22]
        inner = S.base62(r, 14) + ['"q', "\\x", "/s", "'u"][i % 4]
        doc = {"b": json.dumps({"t": inner})}
        stm.append(["insert into webhook_event values (:i, :a, cast(:d as jsonb))", {"i": 500 + i, "a": "Basic " + S.basic(user, pw), "d": json.dumps(doc)}])
        items.append({"locate": "Failing row contains (%d, " % (500 + i), "values": [
            V(pw, "password", "secret", [S.basic(user, pw)]), V(user, "username", "private"), V(inner, "token", "secret")]})
    spec["pg8000_err"]["E5"] = stm
    T["E5"] = items
    # rows: six tables, two per driver
    tables = {}

    def mk(name, cols, rows):
        st.append(["create table %s (%s)" % (name, ", ".join("%s %s" % c for c in cols))])
        for row in rows:
            st.append(["insert into %s values (%s)" % (name, ", ".join(["%s"] * len(row))), row])
        tables[name] = rows
    rowvals = {}
    # accounts (psycopg)
    rows, vals = [], []
    for i in range(8):
        r = S.rng("row-accounts:%d" % i)
        p = S.person(r, S.LOCALE_ORDER[i * 2 % 16])
        em = S.email(r)
        tok = S.secret(r, "vendor")
        rows.append([1001 + i, p["name"], em, p["mobile"], tok, "active" if i % 3 else "locked"])
        vals.append([V(p["name"], "name", "private"), V(em, "email", "private"), V(p["mobile"], "phone", "private"), V(tok, "token", "secret")])
    mk("accounts", [("id", "int"), ("full_name", "text"), ("email", "text"), ("phone", "text"), ("api_key", "text"), ("status", "text")], rows)
    rowvals["accounts"] = vals
    # devices (psycopg)
    rows, vals = [], []
    for i in range(8):
        r = S.rng("row-devices:%d" % i)
        h, ip, comm = S.host(r), S.private_ip(r), S.secret(r, "b62")
        rows.append([h, ip, "SN%s" % S.hexs(r, 10).upper(), comm, "rack-%02d" % (i + 3)])
        vals.append([V(h, "host", "private"), V(ip, "ip", "private"), V(comm, "password", "secret")])
    mk("devices", [("hostname", "text"), ("mgmt_ip", "inet"), ("serial", "text"), ("snmp_community", "text"), ("rack", "text")], rows)
    rowvals["devices"] = vals
    # sessions (asyncpg)
    rows, vals = [], []
    for i in range(8):
        r = S.rng("row-sessions:%d" % i)
        sid, ip, otp = S.session_id(r), S.doc_ip(r), S.otp(r)
        rows.append([sid, 42000 + i * 17, ip, "Mozilla/5.0 (X11; Linux x86_64) Firefox/12%d.0" % i, otp, "2026-04-0%d 12:00:00+00" % (i + 1)])
        vals.append([V(sid, "session", "secret"), V(ip, "ip", "private"), V(otp, "otp", "secret")])
    mk("web_session", [("session_id", "text"), ("user_id", "int"), ("client_ip", "inet"), ("user_agent", "text"), ("otp", "text"), ("expires_at", "timestamptz")], rows)
    rowvals["web_session"] = vals
    # customers (asyncpg)
    rows, vals = [], []
    for i in range(8):
        r = S.rng("row-customers:%d" % i)
        p = S.person(r, [l for l in S.LOCALE_ORDER if "nid" in S.LOCALES[l]][(i + 3) % 10])
        rows.append(["C-%05d" % (7300 + i), p["name"], p["national_id"], p["address"], p["mobile"]])
        vals.append([V(p["name"], "name", "private"), V(p["national_id"], "national_id", "private"), V(p["address"], "address", "private"), V(p["mobile"], "phone", "private")])
    mk("customer", [("customer_no", "text"), ("name", "text"), ("national_id", "text"), ("address", "text"), ("mobile", "text")], rows)
    rowvals["customer"] = vals
    # service credentials (pg8000)
    rows, vals = [], []
    for i in range(8):
        r = S.rng("row-creds:%d" % i)
        h = S.host(r)
        login = r.choice(["svc_backup", "replicator", "grafana", "ldap-bind", "jenkins", "etl"]) + str(i)
        pw = S.secret(r, ["human", "walk", "phrase", "b62", "b64", "human", "hex", "jwt"][i])
        rows.append([i + 1, ["postgres", "ldap", "smtp", "sftp", "mysql", "amqp", "redis", "http"][i], h, login, pw, "2026-02-%02d" % (i + 10)])
        vals.append([V(h, "host", "private"), V(login, "username", "private"), V(pw, "password", "secret")])
    mk("service_credential", [("id", "int"), ("service", "text"), ("host", "text"), ("login", "text"), ("secret", "text"), ("rotated_on", "date")], rows)
    rowvals["service_credential"] = vals
    # orders (pg8000)
    rows, vals = [], []
    for i in range(8):
        r = S.rng("row-orders:%d" % i)
        p = S.person(r, S.LOCALE_ORDER[(i * 2 + 1) % 16])
        em = S.email(r)
        rows.append([S.uuid4(r), p["name"], em, p["address"], "%d.%02d" % (r.randrange(5, 900), r.randrange(100)), "EUR"])
        vals.append([V(p["name"], "name", "private"), V(em, "email", "private"), V(p["address"], "address", "private")])
    mk("shop_order", [("order_ref", "uuid"), ("customer_name", "text"), ("email", "text"), ("ship_to", "text"), ("total", "numeric(10,2)"), ("currency", "text")], rows)
    rowvals["shop_order"] = vals
    for drv, tabs in (("psycopg", ["accounts", "devices"]), ("asyncpg", ["web_session", "customer"]), ("pg8000", ["service_credential", "shop_order"])):
        for t in tabs:
            spec["%s_rows" % drv]["rows_" + t] = "select * from %s order by 1" % t
    (RUN / "drivers.py").write_text(DRIVERS_PY)
    write("pg/drivers.py", DRIVERS_PY)
    sj = RUN / "drivers_spec.json"
    sj.write_text(json.dumps(spec, ensure_ascii=False))
    res = sh(nice([str(VENV_PY), str(RUN / "drivers.py"), str(sj), str(RUN / "drivers_out.json")]))
    if res.returncode:
        raise RuntimeError(res.stderr)
    out = json.loads((RUN / "drivers_out.json").read_text())
    for k, v in out.items():
        write("pg/%s.%s" % (k, "json" if k.startswith("rows_") else "txt"), v if k.startswith("rows_") else v)
    exc_keep = [r"^[\w.]+(?:Error|Violation|Representation)\b", r'constraint "\w+"', r"DETAIL:", r"LINE 1:", r"'C': '\w+'", r"'F': '[\w.]+'",
                r"'R': '\w+'", r'relation "\w+"', r"for type \w+", r"'S': 'ERROR'"]
    add("psycopg", "CheckViolation (Failing row contains)", "pii_locale", {"kind": "block", "file": "pg/P5.txt", "before": 1, "after": 0}, T["P5"], exc_keep)
    add("psycopg", "SyntaxError with LINE 1 echo (ALTER ROLE)", "positional", {"kind": "block", "file": "pg/Q2.txt", "before": 1, "after": 1}, T["Q2"],
        [r"^psycopg\.errors\.\w+", r'unrecognized role option "\w+"', r"LINE 1:", r"ALTER ROLE", r"\^"])
    add("psycopg", "InvalidTextRepresentation with LINE 1 echo", "no_key", {"kind": "block", "file": "pg/N1.txt", "before": 0, "after": 1}, T["N1"],
        [r"^psycopg\.errors\.\w+", r"invalid input syntax", r"for type \w+", r"LINE 1:", r"SELECT", r"::\w+"])
    add("asyncpg", "InvalidTextRepresentationError", "no_key", {"kind": "line", "file": "pg/N2.txt"}, T["N2"],
        [r"^asyncpg\.exceptions\.\w+", r"invalid input syntax", r"for type \w+"])
    add("pg8000", "DatabaseError dict (invalid input)", "no_key", {"kind": "line", "file": "pg/N3.txt"}, T["N3"], exc_keep)
    add("asyncpg", "UniqueViolationError with DETAIL Key", "key_unusual", {"kind": "block", "file": "pg/K5.txt", "before": 1, "after": 0}, T["K5"],
        [r"^asyncpg\.exceptions\.\w+", r'constraint "[^"]+"', r"DETAIL:", r"already exists", r"Key \(\S+\)"])
    add("pg8000", "DatabaseError dict (check violation, JSON payload)", "encoded", {"kind": "line", "file": "pg/E5.txt"}, T["E5"], exc_keep)
    for drv, tabs in (("psycopg", ["accounts", "devices"]), ("asyncpg", ["web_session", "customer"]), ("pg8000", ["service_credential", "shop_order"])):
        for t in tabs:
            items = [{"locate": rowvals[t][j][0]["value"], "values": rowvals[t][j]} for j in range(8)]
            add(drv, "fetch rows: %s" % t, "rows", {"kind": "row", "file": "pg/rows_%s.json" % t}, items, [])


# =================================================================== logging libraries
def run_slog():
    VERSIONS["slog"] = "Go log/slog, %s (Debian golang-1.22-go %s from bookworm-backports)" % (
        sh([GO, "version"]).stdout.split()[2], dpkg_ver("golang-1.22-go"))
    G = RUN / "go/slogdemo"
    G.mkdir(parents=True, exist_ok=True)
    (G / "main.go").write_text(SLOG_GO)
    (G / "go.mod").write_text("module slogdemo\ngo 1.22\n")
    write("slog/main.go", SLOG_GO)
    env = dict(os.environ, GOCACHE=str(RUN / "go/cache"), GOPATH=str(RUN / "go/path"), GOTOOLCHAIN="local", GOPROXY="off", GOFLAGS="-mod=mod")
    res = sh(nice([GO, "build", "-o", "slogdemo", "."]), cwd=G, env=env)
    if res.returncode:
        raise RuntimeError(res.stderr)

    def emit(name, mode, evs):
        res = sh([str(G / "slogdemo"), mode], input=json.dumps(evs, ensure_ascii=False))
        if res.returncode:
            raise RuntimeError(res.stderr)
        return write("slog/%s.log" % name, res.stdout)
    # P4 JSON pii
    evs, items = [], []
    for i in range(8):
        r = S.rng("slog-pii:%d" % i)
        p = S.person(r, S.LOCALE_ORDER[(i * 2 + 5) % 16])
        ref = "kyc-%05d" % (31000 + i)
        at = [["ref", ref], ["applicant", p["name"]], ["mobile", p["mobile"]], ["address", p["address"]]]
        vals = [V(p["name"], "name", "private"), V(p["mobile"], "phone", "private"), V(p["address"], "address", "private")]
        if "national_id" in p:
            at.append(["national_id", p["national_id"]])
            vals.append(V(p["national_id"], "national_id", "private"))
        evs.append({"level": "INFO", "msg": "identity verification passed", "attrs": at})
        items.append({"locate": '"ref":"%s"' % ref, "values": vals})
    emit("P4", "json", evs)
    add("slog", "JSONHandler: identity verification", "pii_locale", {"kind": "line", "file": "slog/P4.log"}, items,
        [r'"time":"[^"]+"', r'"level":"\w+"', r'"msg":"identity verification passed"', r'"ref":"kyc-\d+"', r'"national_id"'])
    # Q3 Text: DSN with user-info (*url.URL printed via String())
    evs, items = [], []
    schemes = ["postgres", "mysql", "amqp", "redis", "mongodb", "ldap", "sftp", "smtp"]
    for i in range(8):
        r = S.rng("slog-dsn:%d" % i)
        user = r.choice(["app", "reporting", "ingest", "svc_pay", "backup"]) + str(i)
        pw = S.secret(r, ["human", "walk", "b62", "phrase", "human", "b64", "walk", "hex"][i])
        h = S.host(r)
        evs.append({"level": ["INFO", "WARN", "ERROR", "DEBUG"][i % 4], "msg": "connecting to backend",
                    "attrs": [["attempt", i + 1], ["dsn", {"url": "%s://%s:%s@%s:%d/app%d" % (schemes[i], user, S.pct(pw), h, 5000 + i, i)}], ["timeout", "5s"]]})
        items.append({"locate": "attempt=%d " % (i + 1), "values": [V(pw, "password", "secret"), V(user, "username", "private"), V(h, "host", "private")]})
    emit("Q3", "text", evs)
    add("slog", "TextHandler: dsn as *url.URL", "positional", {"kind": "line", "file": "slog/Q3.log"}, items,
        [r"time=\S+", r"level=\w+", r'msg="connecting to backend"', r"attempt=\d+", r"timeout=5s", r"\b\w+://"])
    # I5 Text: k8s infra
    evs, items = [], []
    for i in range(8):
        r = S.rng("slog-infra:%d" % i)
        pd, nd, ip, h, pid = S.pod(r), S.node(r), S.private_ip(r), S.host(r), str(r.randrange(10000, 4000000))
        evs.append({"level": ["WARN", "INFO"][i % 2], "msg": "probe failed, restarting container",
                    "attrs": [["pod", pd], ["node", nd], ["host_ip", ip], ["upstream", h + ":8443"], ["pid", int(pid)], ["restarts", i + 2]]})
        items.append({"locate": "pod=%s " % pd, "values": [V(pd, "pod", "private"), V(nd, "node", "private"), V(ip, "ip", "private"),
                                                          V(h, "host", "private"), V(pid, "pid", "private")]})
    emit("I5", "text", evs)
    add("slog", "TextHandler: probe failed", "infra", {"kind": "line", "file": "slog/I5.log"}, items,
        [r"time=\S+", r"level=\w+", r'msg="probe failed, restarting container"', r"restarts=\d+", r"\bhost_ip=", r"\bupstream="])
    # E2 JSON: JSON-in-JSON body, percent-encoded form, basic auth
    evs, items = [], []
    for i in range(8):
        r = S.rng("slog-enc:%d" % i)
        pw = S.secret(r, ["human", "walk", "phrase", "b62"][i % 4]) + ['"', "\\", "/", "&"][i % 4] + S.base62(r, 4)
        user = r.choice(["mobile-app", "partner", "kiosk"]) + str(i)
        tok = S.secret(r, "jwt" if i % 2 else "vendor")
        body = [json.dumps({"username": user, "password": pw}), "grant_type=password&username=%s&password=%s" % (S.pct(user), S.pct(pw)),
                json.dumps({"refresh_token": tok, "client": user}), "Authorization: Basic " + S.basic(user, pw)][i % 4]
        evs.append({"level": "DEBUG", "msg": "outgoing request", "attrs": [["req_id", "r-%04d" % (900 + i)], ["method", "POST"], ["body", body]]})
        vals = [V(user, "username", "private")]
        if i % 4 == 2:
            vals.append(V(tok, "token", "secret"))
        else:
            vals.append(V(pw, "password", "secret", [S.basic(user, pw)] if i % 4 == 3 else None))
        items.append({"locate": '"req_id":"r-%04d"' % (900 + i), "values": vals})
    emit("E2", "json", evs)
    add("slog", "JSONHandler: request body string", "encoded", {"kind": "line", "file": "slog/E2.log"}, items,
        [r'"time":"[^"]+"', r'"level":"DEBUG"', r'"msg":"outgoing request"', r'"req_id":"r-\d+"', r'"method":"POST"'])
    # L4 JSON lookalike
    evs, items = [], []
    for i in range(8):
        r = S.rng("slog-look:%d" % i)
        evs.append({"level": "INFO", "msg": "artifact published", "attrs": [["trace_id", S.trace_id(r)], ["span_id", S.span_id(r)],
                    ["digest", "sha256:" + S.sha256hex(r)], ["commit", S.commit_id(r)], ["build", 7100 + i], ["bytes", r.randrange(10**5, 10**8)]]})
        items.append({"locate": '"build":%d' % (7100 + i), "values": []})
    emit("L4", "json", evs)
    add("slog", "JSONHandler: artifact published", "lookalike", {"kind": "line", "file": "slog/L4.log"}, items,
        [r"\b[0-9a-f]{32}\b", r"\b[0-9a-f]{16}\b", r"sha256:[0-9a-f]{64}", r"\b[0-9a-f]{40}\b", r'"build":\d+', r'"level":"INFO"'])
    # K2 Text: non-English keys
    keys = ["пароль", "密码", "パスワード", "비밀번호", "şifre", "κωδικός", "contraseña", "mot-de-passe", "Passwort", "salasana", "hasło",
            "wachtwoord", "senha", "lösenord", "jelszó", "mật_khẩu", "kata_sandi", "рin-код", "otpSeed", "recoveryCodes", "x-sig", "tanCode"]
    evs, items = [], []
    for i in range(8):
        r = S.rng("slog-keyu:%d" % i)
        k1, k2 = keys[i * 2 % len(keys)], keys[(i * 2 + 1) % len(keys)]
        v1 = S.secret(r, ["human", "walk", "b62", "phrase"][i % 4])
        v2 = S.secret(r, ["b62", "hex", "otp", "b64"][i % 4]) if i % 3 else S.pin(r, 6)
        evs.append({"level": "DEBUG", "msg": "form submitted", "attrs": [["form", "signup-%d" % i], [k1, v1], [k2, v2], ["len", len(v1)]]})
        items.append({"locate": "form=signup-%d " % i, "values": [V(v1, "password", "secret"), V(v2, "pin" if v2.isdigit() else "password", "secret")]})
    emit("K2", "text", evs)
    add("slog", "TextHandler: non-English keys", "key_unusual", {"kind": "line", "file": "slog/K2.log"}, items,
        [r"time=\S+", r"level=DEBUG", r'msg="form submitted"', r"form=signup-\d", r"len=\d+"])


SLOG_GO = r'''package main

import (
	"encoding/json"
	"log/slog"
	"net/url"
	"os"
	"time"
)

type Ev struct {
	Level string   `json:"level"`
	Msg   string   `json:"msg"`
	Attrs [][2]any `json:"attrs"`
}

func main() {
	var evs []Ev
	if err := json.NewDecoder(os.Stdin).Decode(&evs); err != nil {
		panic(err)
	}
	base := time.Date(2026, 3, 14, 9, 26, 53, 0, time.UTC)
	i := 0
	opts := &slog.HandlerOptions{Level: slog.LevelDebug,
		ReplaceAttr: func(groups []string, a slog.Attr) slog.Attr {
			if a.Key == slog.TimeKey && len(groups) == 0 {
				return slog.Time(slog.TimeKey, base.Add(time.Duration(i)*1317*time.Millisecond))
			}
			return a
		}}
	var h slog.Handler
	if len(os.Args) > 1 && os.Args[1] == "json" {
		h = slog.NewJSONHandler(os.Stdout, opts)
	} else {
		h = slog.NewTextHandler(os.Stdout, opts)
	}
	lg := slog.New(h)
	lvl := map[string]slog.Level{"DEBUG": slog.LevelDebug, "INFO": slog.LevelInfo, "WARN": slog.LevelWarn, "ERROR": slog.LevelError}
	for n, e := range evs {
		i = n
		args := []any{}
		for _, kv := range e.Attrs {
			k := kv[0].(string)
			if m, ok := kv[1].(map[string]any); ok {
				if s, ok := m["url"].(string); ok {
					u, err := url.Parse(s)
					if err != nil {
						panic(err)
					}
					args = append(args, slog.Any(k, u))
					continue
				}
			}
			if f, ok := kv[1].(float64); ok {
				args = append(args, slog.Int64(k, int64(f)))
				continue
			}
			args = append(args, slog.Any(k, kv[1]))
		}
		lg.Log(nil, lvl[e.Level], e.Msg, args...)
	}
}
'''

L4J_JAVA = r'''import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;
import org.apache.logging.log4j.ThreadContext;
import org.apache.logging.log4j.Level;
import java.io.*;
import java.nio.charset.StandardCharsets;

// reads events from stdin: logger TAB level TAB mdc (k=v joined by U+001F, may be empty) TAB message
public class L4jDemo {
    public static void main(String[] a) throws Exception {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String line;
        while ((line = br.readLine()) != null) {
            String[] f = line.split("\t", 4);
            Logger lg = LogManager.getLogger(f[0]);
            ThreadContext.clearMap();
            if (!f[2].isEmpty()) for (String kv : f[2].split("\u001f")) { int i = kv.indexOf('='); ThreadContext.put(kv.substring(0, i), kv.substring(i + 1)); }
            lg.log(Level.valueOf(f[1]), f[3]);
        }
        ThreadContext.clearMap();
    }
}
'''

L4J_CONF = '''<?xml version="1.0" encoding="UTF-8"?>
<Configuration status="WARN">
  <Appenders>
    <Console name="out" target="SYSTEM_OUT">
      <PatternLayout pattern="%s" charset="UTF-8"/>
    </Console>
  </Appenders>
  <Loggers><Root level="debug"><AppenderRef ref="out"/></Root></Loggers>
</Configuration>
'''
L4J_PATTERNS = {
    "plain": "%d{yyyy-MM-dd HH:mm:ss.SSS} %-5level [%t] %c{1.} - %m%n",
    "mdc": "%d{ISO8601} %-5p [%t] %c - %X %m%n",
    "json": '{&quot;ts&quot;:&quot;%d{ISO8601}&quot;,&quot;level&quot;:&quot;%p&quot;,&quot;logger&quot;:&quot;%c&quot;,&quot;msg&quot;:&quot;%enc{%m}{JSON}&quot;}%n',
}


def run_log4j():
    jar = "/usr/share/java/log4j-core.jar"
    VERSIONS["log4j2"] = "Apache Log4j %s (Debian liblog4j2-java %s), %s" % (
        dpkg_ver("liblog4j2-java").split("-")[0], dpkg_ver("liblog4j2-java"), sh(["java", "-version"]).stderr.splitlines()[0].replace('"', ""))
    J = RUN / "j"
    J.mkdir(parents=True, exist_ok=True)
    (J / "L4jDemo.java").write_text(L4J_JAVA)
    write("log4j2/L4jDemo.java", L4J_JAVA)
    CP = "/usr/share/java/log4j-api.jar:/usr/share/java/log4j-core.jar"
    res = sh(nice(["javac", "-cp", CP, "L4jDemo.java"]), cwd=J)
    if res.returncode:
        raise RuntimeError(res.stderr)

    def emit(name, layout, evs):
        conf = J / ("%s.xml" % layout)
        conf.write_text(L4J_CONF % L4J_PATTERNS[layout])
        write("log4j2/%s.xml" % layout, conf.read_text())
        inp = "".join("%s\t%s\t%s\t%s\n" % (lg, lv, "\x1f".join("%s=%s" % kv for kv in mdc), msg) for lg, lv, mdc, msg in evs)
        res = sh(nice(["java", "-Dlog4j2.configurationFile=%s" % conf, "-cp", CP + ":" + str(J), "L4jDemo"]), input=inp)
        if res.returncode:
            raise RuntimeError(res.stderr)
        return write("log4j2/%s.log" % name, res.stdout)
    # Q4 positional argv
    evs, items = [], []
    tools = [("mysqldump", lambda u, p: ["-h", "db", "-u", u, "-p" + p, "--single-transaction", "shop"]),
             ("pg_dump", lambda u, p: ["--username", u, "--no-password", "-d", "postgresql://%s:%s@/ledger" % (u, S.pct(p))]),
             ("sshpass", lambda u, p: ["-p", p, "rsync", "-a", "%s@mirror:/srv/" % u, "/data"]),
             ("curl-less-fetcher", lambda u, p: ["--user", "%s:%s" % (u, p), "--retry", "3"]),
             ("redis-cli", lambda u, p: ["--user", u, "-a", p, "--no-auth-warning", "INFO"]),
             ("ldapsearch", lambda u, p: ["-x", "-D", "cn=%s,dc=example,dc=org" % u, "-w", p, "-b", "dc=example,dc=org"]),
             ("smbclient", lambda u, p: ["//nas/backup", "-U", "%s%%%s" % (u, p), "-c", "ls"]),
             ("mongosh", lambda u, p: ["--username", u, "--password", p, "--authenticationDatabase", "admin"])]
    for i, (tool, argf) in enumerate(tools):
        r = S.rng("l4j-argv:%d" % i)
        u = r.choice(["backup", "deploy", "etl", "report"]) + "_" + r.choice(["nightly", "svc", "ro"]) + str(i)
        p = S.secret(r, ["human", "walk", "b62", "phrase", "hex", "human", "walk", "b62"][i])
        argv = [tool] + argf(u, p)
        evs.append(("com.example.ops.JobRunner", "INFO", [], "Spawning child process: %s (job=%d)" % (argv, 4410 + i)))
        vals = [V(p, "password", "secret"), V(u, "username", "private")]
        items.append({"locate": "(job=%d)" % (4410 + i), "values": vals})
    emit("Q4", "plain", [(a, b, c, d.replace("'", "")) for a, b, c, d in evs])
    add("log4j2", "PatternLayout: argv list", "positional", {"kind": "line", "file": "log4j2/Q4.log"}, items,
        [r"\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}", r"\bINFO\b", r"\[main\]", r"c\.e\.o\.JobRunner", r"job=\d+", r"Spawning child process"])
    # E3 %enc{}{JSON}
    evs, items = [], []
    for i in range(8):
        r = S.rng("l4j-enc:%d" % i)
        user = r.choice(["svc-billing", "partner-api", "edge"]) + str(i)
        pw = S.secret(r, ["human", "phrase", "walk", "b62"][i % 4]) + ['"', "\\", "\t"[:0] + "'", "/"][i % 4] + S.base62(r, 3)
        tok = S.secret(r, "vendor")
        msg = ["Upstream rejected credentials, header Authorization: Basic %s" % S.basic(user, pw),
               'Retrying with body {"user":"%s","pass":"%s"}' % (user, pw.replace("\\", "\\\\").replace('"', '\\"')),
               "Webhook payload {\"token\": \"%s\"} queued" % tok,
               "Callback URL https://hooks.example.net/cb?user=%s&secret=%s" % (S.pct(user), S.pct(pw))][i % 4]
        evs.append(("com.example.gw.Upstream", ["WARN", "INFO"][i % 2], [], msg + " attempt=%d" % (i + 1)))
        vals = [V(user, "username", "private")]
        if i % 4 == 2:
            vals.append(V(tok, "token", "secret"))
        elif i % 4 == 0:
            vals.append(V(pw, "password", "secret", [S.basic(user, pw)]))
        else:
            vals.append(V(pw, "password", "secret", [pw.replace("\\", "\\\\").replace('"', '\\"')]))
        items.append({"locate": "attempt=%d\"" % (i + 1), "values": vals})
    emit("E3", "json", evs)
    add("log4j2", "PatternLayout %enc{%m}{JSON}", "encoded", {"kind": "line", "file": "log4j2/E3.log"}, items,
        [r'"ts":"[^"]+"', r'"level":"\w+"', r'"logger":"com\.example\.gw\.Upstream"', r"attempt=\d+"])
    # N5 prose with bare tokens
    evs, items = [], []
    prose = ["Provisioned new deploy key {t} for pipeline {n}", "User pasted {t} into the search box (query {n})",
             "Fallback credential {t} used because vault was sealed (incident {n})", "Handshake completed with {t} as bearer, session {n}",
             "Recovery sheet printed: {t} / batch {n}", "Legacy client sent {t} in path segment, request {n}",
             "Imported signing material {t} for tenant {n}", "Partner confirmed {t} over the phone, ticket {n}"]
    for i in range(8):
        r = S.rng("l4j-nokey:%d" % i)
        t = S.secret(r, ["vendor", "b62", "phrase", "jwt", "hex", "b64", "vendor", "walk"][i])
        n = "N-%05d" % (62000 + i * 37)
        evs.append(("com.example.sec.Audit", ["INFO", "WARN", "ERROR"][i % 3], [], prose[i].format(t=t, n=n)))
        items.append({"locate": n, "values": [V(t, "token" if i != 7 else "password", "secret")]})
    emit("N5", "plain", evs)
    add("log4j2", "PatternLayout: audit prose", "no_key", {"kind": "line", "file": "log4j2/N5.log"}, items,
        [r"\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}", K_LEVEL, r"\[main\]", r"c\.e\.s\.Audit", r"N-\d{5}"])
    # K3 MDC with unusual keys
    keys = ["Kennwort", "contraseña", "mot_de_passe", "пароль", "wachtwoord", "lösenord", "şifre", "parola", "密碼", "暗証番号",
            "PIN-Code", "tanNummer", "otp", "sig", "recovery_codes", "adgangskode"]
    evs, items = [], []
    for i in range(8):
        r = S.rng("l4j-keyu:%d" % i)
        k1, k2 = keys[2 * i], keys[2 * i + 1]
        v1 = S.secret(r, ["b62", "human", "walk", "phrase"][i % 4]) if i != 5 else S.otp(r)
        v2 = S.pin(r, 6) if k2 in ("暗証番号", "tanNummer") else S.secret(r, ["b62", "hex", "phrase", "b64"][i % 4])
        evs.append(("com.example.web.LoginFilter", "DEBUG", [("req", "q%03d" % (210 + i)), (k1, v1), (k2, v2)], "login form received"))
        items.append({"locate": "req=q%03d" % (210 + i), "values": [V(v1, "otp" if v1.isdigit() else "password", "secret"),
                                                                   V(v2, "pin" if v2.isdigit() else "password", "secret")]})
    emit("K3", "mdc", evs)
    add("log4j2", "PatternLayout %X (ThreadContext map)", "key_unusual", {"kind": "line", "file": "log4j2/K3.log"}, items,
        [r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2},\d{3}", r"\bDEBUG\b", r"\[main\]", r"com\.example\.web\.LoginFilter", r"login form received", r"req=q\d+"])


MONO_PHP = r'''<?php
require '/usr/share/php/Monolog/autoload.php';
use Monolog\Logger;
use Monolog\Handler\StreamHandler;
use Monolog\Formatter\LineFormatter;
use Monolog\Formatter\JsonFormatter;
use Monolog\Processor\UidProcessor;
$mode = $argv[1];
$events = json_decode(stream_get_contents(STDIN), true);
$h = new StreamHandler('php://stdout', Logger::DEBUG);
if ($mode === 'json') { $h->setFormatter(new JsonFormatter()); }
else { $h->setFormatter(new LineFormatter(null, 'Y-m-d\TH:i:s.uP', false, true)); }
foreach ($events as $e) {
    $log = new Logger($e['channel'], [$h]);
    if (!empty($e['uid'])) { $log->pushProcessor(new UidProcessor(16)); }
    $log->log($e['level'], $e['msg'], $e['context'] ?? []);
}
'''


def run_monolog():
    VERSIONS["monolog"] = "Monolog %s (Debian php-monolog), PHP %s" % (dpkg_ver("php-monolog"), dpkg_ver("php8.2-cli"))
    M = RUN / "php"
    M.mkdir(parents=True, exist_ok=True)
    (M / "mono.php").write_text(MONO_PHP)
    write("monolog/mono.php", MONO_PHP)

    def emit(name, mode, evs):
        res = sh(nice(["php", str(M / "mono.php"), mode]), input=json.dumps(evs, ensure_ascii=False))
        if res.returncode or not res.stdout:
            raise RuntimeError(res.stderr + res.stdout)
        return write("monolog/%s.log" % name, res.stdout)
    # P3 LineFormatter pii
    evs, items = [], []
    for i in range(8):
        r = S.rng("mono-pii:%d" % i)
        p = S.person(r, S.LOCALE_ORDER[(i * 2 + 8) % 16])
        ctx = {"customer_id": 88100 + i, "name": p["name"], "mobile": p["mobile"], "address": p["address"]}
        vals = [V(p["name"], "name", "private"), V(p["mobile"], "phone", "private"), V(p["address"], "address", "private")]
        if "national_id" in p:
            ctx["national_id"] = p["national_id"]
            vals.append(V(p["national_id"], "national_id", "private"))
        evs.append({"channel": "crm", "level": "info", "msg": "Customer profile updated", "context": ctx})
        items.append({"locate": '"customer_id":%d' % (88100 + i), "values": vals})
    emit("P3", "line", evs)
    add("monolog", "LineFormatter: customer profile", "pii_locale", {"kind": "line", "file": "monolog/P3.log"}, items,
        [r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}\+00:00", r"crm\.INFO", r"Customer profile updated", r'"customer_id":\d+'])
    # Q5 protocol commands
    evs, items = [], []
    for i in range(8):
        r = S.rng("mono-proto:%d" % i)
        u = r.choice(["anna", "ops", "mailer", "noc", "billing"]) + str(r.randrange(10, 99))
        pw = S.secret(r, ["human", "walk", "b62", "phrase", "human", "walk", "b62", "hex"][i])
        cmd = ["C: a%03d LOGIN %s %s" % (i + 1, u, pw), "C: PASS %s" % pw, "> OPER %s %s" % (u, pw), "C: AUTH %s %s" % (u, pw),
               "> PRIVMSG NickServ :IDENTIFY %s %s" % (u, pw), "C: a%03d LOGIN \"%s\" \"%s\"" % (i + 1, u, pw),
               "> PASS %s" % pw, "C: USER %s %s" % (u, pw)][i]
        proto = ["imap", "pop3", "irc", "redis", "irc", "imap", "ftp", "xmpp"][i]
        evs.append({"channel": "proto." + proto, "level": "debug", "msg": "wire %s" % cmd, "context": {"conn": 310 + i}})
        items.append({"locate": '"conn":%d' % (310 + i), "values": [V(pw, "password", "secret"), V(u, "username", "private")]})
    emit("Q5", "line", evs)
    add("monolog", "LineFormatter: protocol wire trace", "positional", {"kind": "line", "file": "monolog/Q5.log"}, items,
        [r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}\+00:00", r"proto\.\w+\.DEBUG", r"\bwire\b", r'"conn":\d+', r"\b(?:LOGIN|PASS|OPER|AUTH|IDENTIFY|USER)\b"])
    # E1 JsonFormatter JSON-in-JSON
    evs, items = [], []
    for i in range(8):
        r = S.rng("mono-enc:%d" % i)
        user = r.choice(["kiosk", "partner", "app"]) + str(10 + i)
        pw = S.secret(r, ["human", "walk", "phrase", "b62"][i % 4]) + ['"', "\\", "/", "'"][i % 4] + S.base62(r, 3)
        tok = S.secret(r, "jwt" if i % 2 else "vendor")
        ctx = [{"request": {"body": json.dumps({"login": user, "password": pw})}},
               {"headers": {"Authorization": "Basic " + S.basic(user, pw)}, "path": "/api/v2/orders"},
               {"raw": json.dumps({"event": "token.refresh", "data": json.dumps({"access_token": tok, "sub": user})})},
               {"query": "user=%s&pass=%s" % (S.pct(user), S.pct(pw)), "path": "/legacy/login.cgi"}][i % 4]
        ctx["rid"] = "m-%03d" % (600 + i)
        evs.append({"channel": "http", "level": "debug", "msg": "inbound request", "context": ctx})
        vals = [V(user, "username", "private")]
        if i % 4 == 2:
            vals.append(V(tok, "token", "secret"))
        else:
            vals.append(V(pw, "password", "secret", [S.basic(user, pw)] if i % 4 == 1 else None))
        items.append({"locate": '"rid":"m-%03d"' % (600 + i), "values": vals})
    emit("E1", "json", evs)
    add("monolog", "JsonFormatter: nested JSON strings", "encoded", {"kind": "line", "file": "monolog/E1.log"}, items,
        [r'"message":"inbound request"', r'"level":200|"level":100', r'"level_name":"\w+"', r'"channel":"http"', r'"datetime":"[^"]+"', r'"rid":"m-\d+"'])
    # L5 lookalike
    evs, items = [], []
    for i in range(8):
        r = S.rng("mono-look:%d" % i)
        evs.append({"channel": "deploy", "level": "notice", "msg": "release activated", "uid": 1,
                    "context": {"release": "2026.03.%d" % (i + 1), "request_id": S.uuid4(r), "etag": S.sha256hex(r)[:32], "git_sha": S.commit_id(r),
                                "build_no": 5200 + i}})
        items.append({"locate": '"build_no":%d' % (5200 + i), "values": []})
    emit("L5", "line", evs)
    add("monolog", "LineFormatter + UidProcessor: release", "lookalike", {"kind": "line", "file": "monolog/L5.log"}, items,
        [r"\b[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}\b", r"\b[0-9a-f]{40}\b", r'"etag":"[0-9a-f]{32}"', r'"uid":"[0-9a-f]{16}"', r"deploy\.NOTICE", r'"build_no":\d+'])
    # K1 JsonFormatter unusual keys
    keys = ["Passwort", "contraseña", "пароль", "密码", "パスワード", "비밀번호", "κωδικός", "كلمة_المرور", "סיסמה", "mật_khẩu",
            "jelszó", "heslo", "PIN-Nummer", "codigoOtp", "clé_secrète", "geheimer-Schlüssel"]
    evs, items = [], []
    for i in range(8):
        r = S.rng("mono-keyu:%d" % i)
        k1, k2 = keys[2 * i], keys[2 * i + 1]
        v1 = S.secret(r, ["human", "walk", "b62", "phrase"][i % 4])
        v2 = S.otp(r) if k2 in ("codigoOtp",) else S.pin(r, 5) if k1 == "PIN-Nummer" else S.secret(r, ["b62", "hex", "b64", "vendor"][i % 4])
        evs.append({"channel": "auth", "level": "debug", "msg": "credential change requested", "context": {"account": 7700 + i, k1: v1, k2: v2}})
        items.append({"locate": '"account":%d' % (7700 + i), "values": [V(v1, "password", "secret"), V(v2, "otp" if v2.isdigit() else "password", "secret")]})
    emit("K1", "json", evs)
    add("monolog", "JsonFormatter: non-English keys", "key_unusual", {"kind": "line", "file": "monolog/K1.log"}, items,
        [r'"message":"credential change requested"', r'"level_name":"DEBUG"', r'"channel":"auth"', r'"datetime":"[^"]+"', r'"account":\d+'])


def main():
    if CAP.exists():
        shutil.rmtree(CAP)
    CAP.mkdir(parents=True)
    if RUN.exists():
        for sub in ("smb", "cups", "prom", "pg", "go/slogdemo", "j", "php"):
            shutil.rmtree(RUN / sub, ignore_errors=True)
    RUN.mkdir(exist_ok=True)
    try:
        run_samba()
        run_cups()
        run_prom()
        run_pg()
        run_slog()
        run_log4j()
        run_monolog()
    finally:
        stop_all()
    (CAP / "planted.json").write_text(json.dumps({"versions": VERSIONS, "templates": TEMPLATES}, ensure_ascii=False, indent=1), encoding="utf-8")
    print("captured %d templates" % len(TEMPLATES))


if __name__ == "__main__":
    main()
