#!/usr/bin/env python3
"""corpus24 capture: run real software on this machine with planted values.

python3 capture.py            # all groups
python3 capture.py dns web    # re-capture selected groups

Everything runs inside a private network + UTS + mount namespace
(`unshare -n -u -m`), under `nice`, with config/data in /tmp/c24run.
Daemons listen on 127.0.0.1 / namespace-private addresses, ports 19400-19499.
Raw output goes to captured/<program>/..., one entry per labelled unit to
captured/planted.json, program versions to captured/versions.json.
"""
import base64
import json
import os
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

CAP = os.path.join(HERE, "captured")
RUN = "/tmp/c24run"
NPM = os.path.join(RUN, "npm")
PY = sys.executable
STARTED = []          # Popen objects of daemons we started
ENTRIES = []          # planted.json entries produced in this run
VERSIONS = {}


# ------------------------------------------------------------------ helpers
def sh(cmd, **kw):
    kw.setdefault("stdout", subprocess.PIPE)
    kw.setdefault("stderr", subprocess.STDOUT)
    kw.setdefault("timeout", 60)
    p = subprocess.run(cmd, shell=isinstance(cmd, str), **kw)
    return p.stdout.decode("utf-8", "replace") if isinstance(p.stdout, bytes) else p.stdout


def start(cmd, **kw):
    kw.setdefault("stdout", subprocess.DEVNULL)
    kw.setdefault("stderr", subprocess.DEVNULL)
    p = subprocess.Popen(cmd, **kw)
    STARTED.append(p)
    return p


def stop_all():
    for p in STARTED:
        if p.poll() is None:
            p.send_signal(signal.SIGTERM)
    deadline = time.time() + 10
    for p in STARTED:
        try:
            p.wait(max(0.1, deadline - time.time()))
        except subprocess.TimeoutExpired:
            p.kill()
            p.wait()
    STARTED.clear()


def wait_port(port, host="127.0.0.1", t=20):
    end = time.time() + t
    while time.time() < end:
        try:
            socket.create_connection((host, port), 0.5).close()
            return True
        except OSError:
            time.sleep(0.2)
    raise RuntimeError("port %s:%d never opened" % (host, port))


def wait_udp_log(path, needle, t=20):
    end = time.time() + t
    while time.time() < end:
        if os.path.exists(path) and needle in open(path, errors="replace").read():
            return
        time.sleep(0.2)
    raise RuntimeError("%s never showed %r" % (path, needle))


def outdir(program):
    d = os.path.join(CAP, program)
    os.makedirs(d, exist_ok=True)
    return d


def write(program, name, text):
    p = os.path.join(outdir(program), name)
    with open(p, "w", encoding="utf-8") as f:
        f.write(text)
    return os.path.relpath(p, CAP)


def add_ip(ip):
    fam = "-6" if ":" in ip else "-4"
    plen = "128" if ":" in ip else "32"
    subprocess.run(["ip", fam, "addr", "add", "%s/%s" % (ip, plen), "dev", "lo"],
                   stderr=subprocess.DEVNULL)


def set_hostname(h):
    socket.sethostname(h)


def entry(group, program, template, cls, kind, file, locate, secrets=(), private=(), keep=(), note=None):
    e = {"id": "%s/%s/%02d" % (program, template, sum(1 for x in ENTRIES if x["program"] == program
                                                     and x["template"] == template) + 1),
         "group": group, "program": program, "version": VERSIONS.get(program, "?"),
         "template": template, "class": cls, "kind": kind, "file": file, "locate": locate,
         "secrets": [s for s in secrets if s], "private": [p for p in private if p],
         "keep": list(keep)}
    if note:
        e["note"] = note
    ENTRIES.append(e)
    return e


def ver(program, text):
    VERSIONS[program] = text.strip()


# ------------------------------------------------------------------ python logging (rich, SysLogHandler)
RICH_APP = r'''
import json, logging, sys
from rich.console import Console
from rich.logging import RichHandler
cases = json.load(open(sys.argv[1]))
out = open(sys.argv[2], "w", encoding="utf-8")
con = Console(file=out, width=600, color_system=None, force_terminal=False, soft_wrap=True)
h = RichHandler(console=con, show_path=False, markup=False, rich_tracebacks=False,
                log_time_format="[%Y-%m-%d %H:%M:%S]")
logging.basicConfig(level="DEBUG", format="%(name)s: %(message)s", handlers=[h])
for c in cases:
    log = logging.getLogger(c["logger"])
    args = c["args"]
    if c.get("dict"):
        args = [dict(a) if isinstance(a, list) else a for a in args]
    log.log(getattr(logging, c["level"]), c["fmt"], *args)
'''


def group_rich():
    prog = "rich"
    import importlib.metadata as md
    ver(prog, "rich " + md.version("rich") + " (CPython " + sys.version.split()[0] + " logging)")
    set_hostname("ops-console-04.fra1.corp.example")
    cases, meta = [], []
    # pii-signup
    locs = ["el_GR", "ru_RU", "ar_EG", "he_IL", "hi_IN", "ja_JP", "ko_KR", "th_TH"]
    for i, loc in enumerate(locs):
        p = S.person(S.rng("rich-pii", i), loc)
        cases.append({"logger": "signup", "level": "INFO",
                      "fmt": "signup accepted: %s <%s>, mobile %s, ship to %s",
                      "args": [p["name"], p["email"], p["phone"], p["address"]]})
        meta.append(("pii-signup", "pii_locale", p["name"], [], [p["name"], p["email"], p["phone"], p["address"]],
                     ["INFO", "signup accepted", "mobile", "ship to"]))
    # id-kyc
    locs = ["es_ES", "nl_NL", "sv_SE", "fi_FI", "pl_PL", "zh_CN", "pt_BR", "fr_FR"]
    for i, loc in enumerate(locs):
        p = S.person(S.rng("rich-kyc", i), loc)
        cases.append({"logger": "kyc", "level": "WARNING",
                      "fmt": "KYC mismatch for %s: %s %s does not match payout IBAN %s (card %s)",
                      "args": [p["name"], p["id_scheme"], p["national_id"], p["iban"], p["pan"]]})
        meta.append(("id-kyc", "pii_locale", p["national_id"], [],
                     [p["name"], p["national_id"], p["iban"], p["pan"]],
                     ["WARNING", "KYC mismatch", p["id_scheme"], "payout IBAN"]))
    # bare tokens, no telling key
    msgs = ["upstream answered 401 for %s, retrying with next in pool",
            "rotated %s -> %s", "cache warm: %s",
            "pushing release notes as %s", "fallback chain [%s]",
            "re-signed webhook using %s", "env drift detected (%s vs %s)", "accepted %s from vault sync"]
    vend = ["github_pat_classic", "stripe_live", "openai", "gitlab_pat", "slack_bot", "hf", "sendgrid",
            "digitalocean", "npm", "anthropic", "google_api"]
    for i, m in enumerate(msgs):
        r = S.rng("rich-bare", i)
        n = m.count("%s")
        toks = [S.vendor_token(r, vend[(i + k) % len(vend)])[1] for k in range(n)]
        if i == 2:
            toks = [S.b62_secret(r, 40)]
        if i == 4:
            toks = [S.jwt(r)]
        cases.append({"logger": "relay", "level": "DEBUG", "fmt": m, "args": toks})
        meta.append(("bare-token", "no_key", toks[0], toks, [], ["DEBUG", m.split("%s")[0].strip() or "relay"]))
    # look-alike ids
    for i in range(8):
        r = S.rng("rich-ids", i)
        u, t, sp, c, d, v = S.uuid4(r), S.trace_id(r), S.span_id(r), S.commit_sha(r), S.sha256_digest(r), S.version(r)
        cases.append({"logger": "jobs", "level": "INFO",
                      "fmt": "job %s finished trace_id=%s span_id=%s build %s image %s v%s",
                      "args": [u, t, sp, c[:12] if i % 2 else c, d, v]})
        meta.append(("lookalike-ids", "lookalike", u, [], [],
                     [u, t, sp, c[:12] if i % 2 else c, d, "v" + v, "INFO"]))
    # dict with non-English keys
    keys = [("usuario", "contraseña"), ("Benutzer", "Passwort"), ("utilisateur", "mot_de_passe"),
            ("пользователь", "пароль"), ("用户名", "密码"), ("ユーザー", "パスワード"),
            ("kullanıcı", "şifre"), ("gebruiker", "wachtwoord")]
    for i, (ku, kp) in enumerate(keys):
        r = S.rng("rich-intl", i)
        p = S.person(r)
        pw = S.shell_password(r)
        cases.append({"logger": "auth", "level": "INFO", "fmt": "credenciales/credentials loaded: %s",
                      "dict": True, "args": [[[ku, p["login"]], [kp, pw], ["realm", "billing"]]]})
        meta.append(("dict-intl-keys", "key_unusual", pw, [pw], [p["login"]],
                     [ku, kp, "realm", "billing", "INFO"]))
    d = os.path.join(RUN, "rich")
    os.makedirs(d, exist_ok=True)
    json.dump(cases, open(os.path.join(d, "cases.json"), "w"), ensure_ascii=False)
    open(os.path.join(d, "app.py"), "w").write(RICH_APP)
    outp = os.path.join(d, "out.log")
    sh([PY, os.path.join(d, "app.py"), os.path.join(d, "cases.json"), outp])
    text = "\n".join(l.rstrip() for l in open(outp, encoding="utf-8").read().split("\n"))
    f = write(prog, "rich-handler.log", text)
    for (tpl, cls, anchor, sec, priv, keep) in meta:
        entry("rich", prog, tpl, cls, "line", f, {"anchor": anchor}, sec, priv, keep)


SYSLOG_APP = r'''
import json, logging, logging.handlers, sys
cases = json.load(open(sys.argv[1]))
h = logging.handlers.SysLogHandler(address=("127.0.0.1", int(sys.argv[2])),
                                   facility=logging.handlers.SysLogHandler.LOG_LOCAL3)
h.setFormatter(logging.Formatter("%(name)s[%(process)d]: %(levelname)s %(message)s"))
root = logging.getLogger(); root.setLevel(logging.DEBUG); root.addHandler(h)
for c in cases:
    logging.getLogger(c["logger"]).log(getattr(logging, c["level"]), c["fmt"], *c["args"])
h.close()
'''


def group_syslog():
    prog = "python-syslog"
    ver(prog, "CPython " + sys.version.split()[0] + " logging.handlers.SysLogHandler (UDP)")
    cases, meta = [], []
    for i, loc in enumerate(["de_DE", "tr_TR", "uk_UA", "vi_VN", "en_GB", "el_GR", "ko_KR", "nl_NL"]):
        p = S.person(S.rng("sys-pii", i), loc)
        cases.append({"logger": "payouts", "level": "INFO",
                      "fmt": "refund queued holder=%s iban=%s card=%s tel=%s",
                      "args": [p["name"], p["iban"], p["pan"], p["phone"]]})
        meta.append(("pii-refund", "pii_locale", p["iban"], [], [p["name"], p["iban"], p["pan"], p["phone"]],
                     ["refund queued", "holder=", "iban=", "card=", "tel="]))
    vend = ["aws_access_key", "twilio", "mailgun", "shopify", "vault", "linear", "postman", "grafana_sa",
            "newrelic", "databricks", "square", "figma"]
    msgs = ["replaying batch 41 with %s", "outbound call failed: %s rejected by upstream",
            "switching profile to %s", "[%s] accepted by edge", "%s", "cfg reload ok (%s)",
            "retry budget exhausted for %s", "imported %s from 1password export"]
    for i, m in enumerate(msgs):
        r = S.rng("sys-bare", i)
        t = S.vendor_token(r, vend[i])[1]
        if i == 4:
            t = S.totp_seed(r)
        cases.append({"logger": "relay", "level": "WARNING", "fmt": m, "args": [t]})
        meta.append(("bare-token", "no_key", t, [t], [], ["WARNING", "relay"] + ([m.split("%s")[0].strip()]
                                                                                   if m.split("%s")[0].strip() else [])))
    for i in range(8):
        r = S.rng("sys-ids", i)
        c, d, v, u = S.commit_sha(r), S.sha256_digest(r), S.version(r), S.uuid4(r)
        cases.append({"logger": "deploy", "level": "INFO",
                      "fmt": "rollout %s: commit %s image %s chart %s",
                      "args": [u, c, d, v]})
        meta.append(("deploy-ids", "lookalike", u, [], [], ["rollout", u, c, d, v, "INFO"]))
    abbrevs = [("pwd", "="), ("tok", ": "), ("passwd", "="), ("pw", "="), ("sk", "="), ("creds", "="),
               ("psk", ": "), ("pin", "=")]
    for i, (k, sep) in enumerate(abbrevs):
        r = S.rng("sys-abbr", i)
        p = S.person(r)
        if k == "pin":
            v = S.pin(r)
        elif k == "tok":
            v = S.b64_secret(r, 24)
        elif k == "sk":
            v = S.vendor_token(r, "stripe_live")[1]
        elif k == "creds":
            v = p["login"] + ":" + S.shell_password(r)
        elif k == "psk":
            v = S.hex_secret(r, 64)
        else:
            v = S.shell_password(r)
        cases.append({"logger": "sync", "level": "DEBUG", "fmt": "usr=%s " + k + sep + "%s mode=push",
                      "args": [p["login"], v]})
        sec = [v] if k != "creds" else [v]
        meta.append(("abbrev-keys", "key_unusual", v, sec, [p["login"]], ["usr=", "mode=push", "DEBUG"]))
    d = os.path.join(RUN, "syslog")
    os.makedirs(d, exist_ok=True)
    json.dump(cases, open(os.path.join(d, "cases.json"), "w"), ensure_ascii=False)
    open(os.path.join(d, "app.py"), "w").write(SYSLOG_APP)
    srv = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    srv.bind(("127.0.0.1", 19414))
    srv.settimeout(5)
    p = subprocess.Popen([PY, os.path.join(d, "app.py"), os.path.join(d, "cases.json"), "19414"])
    dgrams = []
    try:
        while len(dgrams) < len(cases):
            dgrams.append(srv.recvfrom(65535)[0])
    finally:
        p.wait(30)
        srv.close()
    pid = str(p.pid)
    text = "\n".join(x.rstrip(b"\0").decode("utf-8") for x in dgrams) + "\n"
    f = write(prog, "udp-19414.datagrams", text)
    for (tpl, cls, anchor, sec, priv, keep) in meta:
        entry("syslog", prog, tpl, cls, "line", f, {"anchor": anchor}, sec, priv + [pid], keep)


# ------------------------------------------------------------------ node: bunyan, log4js
BUNYAN_APP = r'''
const bunyan = require('bunyan');
const cases = require(process.argv[2]);
const log = bunyan.createLogger({name: 'ledger-svc', level: 'debug'});
for (const c of cases) {
  const l = log.child({component: c.component});
  l[c.level](c.fields || {}, c.msg, ...(c.args || []));
}
'''
LOG4JS_APP = r'''
const log4js = require('log4js');
log4js.configure({appenders: {out: {type: 'stdout', layout: {type: 'pattern',
  pattern: '[%d{ISO8601}] [%p] %c - %m'}}}, categories: {default: {appenders: ['out'], level: 'debug'}}});
const cases = require(process.argv[2]);
for (const c of cases) { log4js.getLogger(c.cat)[c.level](c.msg, ...(c.args || [])); }
log4js.shutdown(() => {});
'''


def group_node():
    bun = "bunyan"
    ver(bun, "bunyan " + json.load(open(os.path.join(NPM, "node_modules/bunyan/package.json")))["version"]
        + " (Node.js " + sh(["node", "--version"]).strip() + ")")
    host = "ledger-api-prod07.eu-west.corp.example"
    set_hostname(host)
    cases, meta = [], []
    for i, loc in enumerate(["fr_FR", "ar_EG", "hi_IN", "zh_CN", "th_TH", "ru_RU", "es_ES", "ja_JP"]):
        p = S.person(S.rng("bun-kyc", i), loc)
        cases.append({"component": "kyc", "level": "info",
                      "fields": {"customer": {"name": p["name"], "phone": p["phone"], "address": p["address"]},
                                 "docType": p["id_scheme"], "docNumber": p["national_id"]},
                      "msg": "customer verified"})
        meta.append(("kyc-json", "pii_locale", p["national_id"], [],
                     [p["name"], p["phone"], p["address"], p["national_id"]],
                     ["customer verified", "docType", "docNumber", p["id_scheme"], "ledger-svc"]))
    for i in range(8):
        r = S.rng("bun-hook", i)
        if i % 2 == 0:
            url = S.slack_webhook(r)
            sec = url.split("/services/")[1]
            cases.append({"component": "notify", "level": "info", "msg": "delivering event 7781 to %s",
                          "args": [url]})
            meta.append(("webhook-bare", "no_key", sec, [sec], [], ["delivering event", "hooks.slack.com", "notify"]))
        else:
            t = S.vendor_token(r, ["github_fine", "slack_user", "doppler", "pypi"][i // 2])[1]
            cases.append({"component": "notify", "level": "warn", "msg": "upstream refused %s (HTTP 403)",
                          "args": [t]})
            meta.append(("webhook-bare", "no_key", t, [t], [], ["upstream refused", "HTTP 403", "notify"]))
    for i in range(8):
        r = S.rng("bun-ids", i)
        u, t, s, c = S.uuid4(r), S.trace_id(r), S.span_id(r), S.commit_sha(r)
        cases.append({"component": "http", "level": "info",
                      "fields": {"req_id": u, "trace_id": t, "span_id": s, "build": c, "latency_ms": 12 + i},
                      "msg": "request completed"})
        meta.append(("req-ids", "lookalike", u, [], [], [u, t, s, c, "request completed", "latency_ms"]))
    camel = [("dbPasswd", "pw"), ("stripeSk", "stripe_live"), ("smtpPwd", "pw"), ("sessTok", "b64"),
             ("encKeyB64", "b64"), ("otpSeed", "totp"), ("adminPassphrase", "phrase"), ("hmacSigningKey", "hex")]
    for i, (k, kind) in enumerate(camel):
        r = S.rng("bun-camel", i)
        v = {"pw": lambda: S.shell_password(r), "stripe_live": lambda: S.vendor_token(r, "stripe_live")[1],
             "b64": lambda: S.b64_secret(r, 32), "totp": lambda: S.totp_seed(r),
             "phrase": lambda: S.passphrase(r), "hex": lambda: S.hex_secret(r, 64)}[kind]()
        cases.append({"component": "config", "level": "debug",
                      "fields": {"settings": {"region": "eu-west-1", k: v, "poolSize": 8}},
                      "msg": "config loaded"})
        meta.append(("camel-keys", "key_unusual", v, [v], [], [k, "config loaded", "poolSize", "region"]))
    for i in range(8):
        r = S.rng("bun-jij", i)
        p = S.person(r)
        pw = S.tricky_password(r)
        inner = json.dumps({"user": p["email"], "password": pw, "otp": S.pin(r)}, ensure_ascii=False)
        otp = json.loads(inner)["otp"]
        cases.append({"component": "queue", "level": "info", "fields": {"payload": inner, "topic": "auth.replay"},
                      "msg": "forwarding message"})
        meta.append(("json-in-json", "encoded", p["email"], [pw, otp], [p["email"]],
                     ["forwarding message", "payload", "topic", "auth.replay"]))
    d = os.path.join(RUN, "node")
    os.makedirs(d, exist_ok=True)
    json.dump(cases, open(os.path.join(d, "bcases.json"), "w"), ensure_ascii=False)
    open(os.path.join(d, "bun.js"), "w").write(BUNYAN_APP)
    p = subprocess.run(["node", os.path.join(d, "bun.js"), os.path.join(d, "bcases.json")],
                       stdout=subprocess.PIPE, cwd=NPM, env=dict(os.environ, NODE_PATH=NPM + "/node_modules"),
                       timeout=60)
    text = p.stdout.decode()
    pid = str(json.loads(text.splitlines()[0])["pid"])
    f = write(bun, "ledger-svc.json.log", text)
    for (tpl, cls, anchor, sec, priv, keep) in meta:
        entry("node", bun, tpl, cls, "line", f, {"anchor": anchor}, sec, priv + [host, pid], keep)

    l4 = "log4js"
    ver(l4, "log4js " + json.load(open(os.path.join(NPM, "node_modules/log4js/package.json")))["version"]
        + " (Node.js " + sh(["node", "--version"]).strip() + ")")
    cases, meta = [], []
    msgs = ["enrolled device 3, seeded %s", "fetched %s from parameter store", "%s",
            "signing with %s", "cached %s for tenant 12", "rejected: %s expired",
            "decrypted blob ok with %s", "mirror auth %s"]
    kinds = ["totp", "aws_secret_key", "jwt", "b64", "age_secret", "jwt", "hex", "atlassian"]
    for i, (m, k) in enumerate(zip(msgs, kinds)):
        r = S.rng("l4-bare", i)
        v = {"totp": lambda: S.totp_seed(r), "jwt": lambda: S.jwt(r), "b64": lambda: S.b64_secret(r, 48),
             "hex": lambda: S.hex_secret(r, 64)}.get(k, lambda: S.vendor_token(r, k)[1])()
        cases.append({"cat": "worker", "level": "info", "msg": m, "args": [v]})
        meta.append(("bare-secret", "no_key", v, [v], [], ["[INFO]", "worker"] +
                     ([m.split("%s")[0].strip()] if m.split("%s")[0].strip() else [])))
    json.dump(cases, open(os.path.join(d, "lcases.json"), "w"), ensure_ascii=False)
    open(os.path.join(d, "l4.js"), "w").write(LOG4JS_APP)
    p = subprocess.run(["node", os.path.join(d, "l4.js"), os.path.join(d, "lcases.json")],
                       stdout=subprocess.PIPE, cwd=NPM, env=dict(os.environ, NODE_PATH=NPM + "/node_modules"),
                       timeout=60)
    f = write(l4, "worker.log", p.stdout.decode())
    for (tpl, cls, anchor, sec, priv, keep) in meta:
        entry("node", l4, tpl, cls, "line", f, {"anchor": anchor}, sec, priv, keep)



# ------------------------------------------------------------------ web: tornado access log + ApacheBench
TORNADO_APP = r"""
import logging, sys, tornado.web, tornado.ioloop
class H(tornado.web.RequestHandler):
    def get(self, *a): self.write("ok\n")
    def post(self, *a): self.write("ok\n")
logging.basicConfig(filename=sys.argv[2], level=logging.INFO,
                    format="%(asctime)s %(levelname)s %(name)s %(message)s")
tornado.web.Application([(r"/.*", H)]).listen(int(sys.argv[1]), address="0.0.0.0")
tornado.ioloop.IOLoop.current().start()
"""


def group_web():
    import tornado
    ver("tornado", "tornado " + tornado.version + " (CPython " + sys.version.split()[0] + ")")
    ver("ab", sh(["ab", "-V"]).splitlines()[0].strip())
    d = os.path.join(RUN, "web")
    os.makedirs(d, exist_ok=True)
    open(os.path.join(d, "srv.py"), "w").write(TORNADO_APP)
    tlog = os.path.join(d, "access.log")
    if os.path.exists(tlog):
        os.remove(tlog)
    set_hostname("edge-gw-prod03.fra1.corp.example")
    start([PY, os.path.join(d, "srv.py"), "19420", tlog])
    wait_port(19420)
    ab_out = []
    tmeta, ameta = [], []

    def ab(ip, path, extra, method_post=False):
        cmd = ["ab", "-n", "1", "-v", "4"] + extra
        if method_post:
            pf = os.path.join(d, "body.txt")
            open(pf, "w").write("{}")
            cmd += ["-p", pf, "-T", "application/json"]
        cmd.append("http://%s:19420%s" % (ip if ":" not in ip else "[%s]" % ip, path))
        out = sh(cmd).replace("\r\n", "\n")
        ab_out.append("$ ab %s\n%s" % (" ".join(x for x in cmd[1:] if x not in () ), out))
        return out

    q = urllib.parse.quote
    # tornado/query-pct (encoded): percent-encoded credentials in query strings
    for i in range(8):
        r = S.rng("web-pct", i)
        p = S.person(r)
        ip = S.ipv4(r)
        add_ip(ip)
        pw = S.tricky_password(r)
        if i % 2:
            path = "/oauth/callback?state=%s&login_hint=%s&client_secret=%s" % (S.span_id(r), q(p["email"], safe=""), q(pw, safe=""))
            sec = [pw]
        else:
            ph = S.passphrase(r)
            path = "/api/v1/reset?user=%s&new=%s&phrase=%s" % (q(p["login"], safe=""), q(pw, safe=""), urllib.parse.quote_plus(ph))
            sec = [pw, ph]
        ab(ip, path, [])
        priv = [p["email"]] if i % 2 else [p["login"]]
        tmeta.append(("query-pct", "encoded", path, sec, priv + [ip], ["tornado.access", "200 GET", "INFO"]))
    # tornado/hook-path (no_key): secrets as URL path segments
    for i in range(8):
        r = S.rng("web-hook", i)
        ip = S.ipv4(r)
        add_ip(ip)
        if i % 2:
            t = S.vendor_token(r, "telegram_bot")[1]
            path = "/bot%s/sendMessage" % t
        else:
            t = S.webhook_path_secret(r)
            path = "/hooks/%s" % t if i % 4 else "/api/webhooks/%d/%s" % (r.randrange(10 ** 17, 10 ** 18), t)
        ab(ip, path, [], method_post=True)
        tmeta.append(("hook-path", "no_key", path, [t], [ip], ["tornado.access", "200 POST", "INFO"]))
    # tornado/job-uuid (look-alike)
    for i in range(8):
        r = S.rng("web-ids", i)
        u, h, t = S.uuid4(r), S.sha256_digest(r)[7:], S.trace_id(r)
        path = "/api/v2/jobs/%s/artifacts/%s?traceparent=00-%s-%s-01" % (u, h, t, S.span_id(r))
        ab("127.0.0.1", path, [])
        tmeta.append(("job-uuid", "lookalike", u, [], [], ["tornado.access", "200 GET", u, h, t]))
    # ab/basic-auth (encoded): Authorization: Basic <b64>
    for i in range(8):
        r = S.rng("ab-basic", i)
        p = S.person(r)
        pw = S.shell_password(r) if i % 2 else S.passphrase(r)
        b = base64.b64encode(("%s:%s" % (p["login"], pw)).encode()).decode()
        ab("127.0.0.1", "/admin/metrics?page=%d" % i, ["-A", "%s:%s" % (p["login"], pw)])
        ameta.append(("basic-auth", "encoded", "Basic " + b, [b], [], ["Authorization", "Basic", "HTTP/1.0", "User-Agent"]))
    # ab/vendor-headers (key_unusual)
    hdrs = [("X-Vault-Token", "vault"), ("PRIVATE-TOKEN", "gitlab_pat"), ("DD-API-KEY", "hex"),
            ("X-Figma-Token", "figma"), ("Ocp-Apim-Subscription-Key", "hex"), ("X-Postmark-Server-Token", "uuidsecret"),
            ("X-Shopify-Access-Token", "shopify"), ("X-Consul-Token", "uuidsecret")]
    for i, (hn, kind) in enumerate(hdrs):
        r = S.rng("ab-hdr", i)
        v = {"hex": lambda: S.hex_secret(r, 32), "uuidsecret": lambda: S.uuid4(r)}.get(kind, lambda: S.vendor_token(r, kind)[1])()
        ab("127.0.0.1", "/v1/sys/health?standbyok=true", ["-H", "%s: %s" % (hn, v)])
        ameta.append(("vendor-headers", "key_unusual", hn + ": " + v, [v], [], [hn, "HTTP/1.0", "Accept", "User-Agent"]))
    time.sleep(0.5)
    stop_all()
    f = write("tornado", "access.log", open(tlog).read())
    for (tpl, cls, anchor, sec, priv, keep) in tmeta:
        entry("web", "tornado", tpl, cls, "line", f, {"anchor": anchor}, sec, priv, keep)
    fa = write("ab", "ab-v4.txt", "\n".join(ab_out))
    for (tpl, cls, anchor, sec, priv, keep) in ameta:
        entry("web", "ab", tpl, cls, "block", fa, {"anchor": anchor, "start": "---", "end": "---"}, sec, priv, keep)


# ------------------------------------------------------------------ jq
def group_jq():
    prog = "jq"
    ver(prog, sh(["jq", "--version"]).strip())
    d = os.path.join(RUN, "jq")
    os.makedirs(d, exist_ok=True)
    out = []

    def jq(args, data):
        fn = os.path.join(d, "in.json")
        json.dump(data, open(fn, "w"), ensure_ascii=False)
        res = sh(["jq"] + args + [fn])
        out.append("$ jq %s\n%s" % (" ".join(args), res))
        return res
    # jq/uri (encoded)
    for i in range(8):
        r = S.rng("jq-uri", i)
        p = S.person(r)
        pw = S.tricky_password(r)
        jq(["-r", '"https://sso.example.com/login?u=\\(.u|@uri)&p=\\(.p|@uri)&name=\\(.n|@uri)"'],
           {"u": p["email"], "p": pw, "n": p["name"]})
        entry("jq", prog, "uri-query", "encoded", "line", "jq/jq-runs.txt", {"anchor": "https://sso.example.com/login?u=" + urllib.parse.quote(p["email"], safe="-_.~")},
              [pw], [p["email"], p["name"]], ["https", "login?u=", "&p=", "&name="])
    # jq/kyc-ascii (pii_locale): -a escapes non-ASCII as \\uXXXX
    for i, loc in enumerate(["el_GR", "ru_RU", "he_IL", "zh_CN", "ko_KR", "hi_IN", "th_TH", "tr_TR"]):
        p = S.person(S.rng("jq-ascii", i), loc)
        jq(["-a", "-c", "{holder:.n, phone:.ph, addr:.a, idType:.s, id:.id, status:\"review\"}"],
           {"n": p["name"], "ph": p["phone"], "a": p["address"], "s": p["id_scheme"], "id": p["national_id"]})
        entry("jq", prog, "ascii-kyc", "pii_locale", "line", "jq/jq-runs.txt", {"anchor": p["national_id"]},
              [], [p["name"], p["phone"], p["address"], p["national_id"]], ["holder", "phone", "idType", "status", "review"])
    # jq/csv (rows)
    for i in range(8):
        r = S.rng("jq-csv", i)
        p = S.person(r)
        jq(["-r", '(["account","display_name","email","iban","created"]|@csv),([.l,.n,.e,.i,.c]|@csv)'],
           {"l": p["login"], "n": p["name"], "e": p["email"], "i": p["iban"], "c": "2024-0%d-1%dT08:1%d:00Z" % (i + 1, i, i)})
        entry("jq", prog, "csv-export", "rows", "row", "jq/jq-runs.txt",
              {"anchor": p["email"], "parser": "csv", "header": "\"account\",\"display_name\""},
              [], [p["login"], p["name"], p["email"], p["iban"]], ["account", "display_name", "email", "iban", "created"])
    write(prog, "jq-runs.txt", "\n".join(out))


# ------------------------------------------------------------------ BIND 9 named + dig
def group_dns():
    ver("named", sh(["named", "-v"]).strip())
    ver("dig", sh(["dig", "-v"]).strip())
    d = os.path.join(RUN, "dns")
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    set_hostname("ns1.dc2.infra.example.org")
    hosts = []
    for i in range(16):
        r = S.rng("dns-host", i)
        hosts.append((S.fqdn(r), S.ipv4(r), S.ipv6(r)))
    zones = {}
    for (h, v4, v6) in hosts:
        zone = h.split(".", 1)[1]
        zones.setdefault(zone, []).append((h, v4, v6))
    conf = ['options { directory "%s"; listen-on port 19453 { 127.0.0.1; }; listen-on-v6 { none; };'
            ' recursion no; dnssec-validation no; pid-file "%s/named.pid"; querylog yes; };' % (d, d),
            'logging { channel q { stderr; print-time yes; print-category yes; }; category queries { q; }; };']
    for zi, (zone, hs) in enumerate(sorted(zones.items())):
        zf = os.path.join(d, "z%d.db" % zi)
        lines = ["$TTL 300", "@ IN SOA ns1 hostmaster 1 3600 600 86400 300", "@ IN NS ns1", "ns1 IN A 192.0.2.53"]
        for (h, v4, v6) in hs:
            lab = h[:-len(zone) - 1]
            lines += ["%s IN A %s" % (lab, v4), "%s IN AAAA %s" % (lab, v6)]
        open(zf, "w").write("\n".join(lines) + "\n")
        conf.append('zone "%s" { type primary; file "%s"; };' % (zone, zf))
    rz = {}
    for (h, v4, v6) in hosts:
        o = v4.split(".")
        rz.setdefault("%s.%s.%s.in-addr.arpa" % (o[2], o[1], o[0]), []).append((o[3], h))
    for zi, (zone, recs) in enumerate(sorted(rz.items())):
        zf = os.path.join(d, "r%d.db" % zi)
        lines = ["$TTL 300", "@ IN SOA ns1.%s. hostmaster.%s. 1 3600 600 86400 300" % (zone, zone), "@ IN NS ns1.example.", ]
        lines += ["%s IN PTR %s." % (o, h) for (o, h) in recs]
        open(zf, "w").write("\n".join(lines) + "\n")
        conf.append('zone "%s" { type primary; file "%s"; };' % (zone, zf))
    open(os.path.join(d, "named.conf"), "w").write("\n".join(conf) + "\n")
    nlog = open(os.path.join(d, "named.stderr"), "w")
    start(["named", "-g", "-u", "root", "-c", os.path.join(d, "named.conf"), "-n", "1"], stderr=nlog, stdout=nlog)
    end = time.time() + 30
    while "running" not in open(os.path.join(d, "named.stderr")).read():
        if time.time() > end:
            raise RuntimeError("named did not start")
        time.sleep(0.3)
    out = []

    def dig(args):
        res = sh(["dig", "@127.0.0.1", "-p", "19453"] + args)
        out.append("$ dig %s\n%s" % (" ".join(args), res))
        return res
    for i, (h, v4, v6) in enumerate(hosts[:8]):
        dig(["-x", v4])
        o = v4.split(".")
        rev = ".".join(reversed(o)) + ".in-addr.arpa."
        entry("dns", "dig", "ptr-answer", "infra", "line", "dig/dig-runs.txt", {"anchor": rev + " ", "skip_comment": True},
              [], [rev[:-1], h], ["300", "IN", "PTR", "IN\tPTR"])
    for i, (h, v4, v6) in enumerate(hosts[8:16]):
        dig(["+noall", "+answer", h, "AAAA" if i % 2 else "A"])
        entry("dns", "dig", "aaaa-answer", "infra", "line", "dig/dig-runs.txt", {"anchor": h + ".", "skip_comment": True},
              [], [h, v6 if i % 2 else v4], ["300", "IN"] + (["AAAA"] if i % 2 else ["IN A", "IN\tA"]))
    for i, (h, v4, v6) in enumerate(hosts[:8]):
        dig(["+cookie", "+nsid", h, "MX"])
    write("dig", "dig-runs.txt", "\n".join(out))
    # cookie blocks (look-alike): use the OPT pseudo-section of the MX queries
    txt = "\n".join(out)
    cookies = [l.split()[2] for l in txt.splitlines() if l.startswith("; COOKIE:")]
    for c in cookies[:8]:
        entry("dns", "dig", "opt-cookie", "lookalike", "block", "dig/dig-runs.txt",
              {"anchor": c, "start": ";; OPT PSEUDOSECTION:", "end": "; COOKIE:"}, [], [], [c, "EDNS", "COOKIE", "udp"])
    stop_all()
    nlog.close()
    ntext = open(os.path.join(d, "named.stderr")).read().replace(d, "/tmp/c24run/dns")
    f = write("named", "named-g.stderr", ntext)
    for i, (h, v4, v6) in enumerate(hosts[8:16]):
        entry("dns", "named", "querylog", "infra", "line", f, {"anchor": "query: %s IN" % h},
              [], [h], ["query:", "IN A", "+E(0)K", "client @0x"])


# ------------------------------------------------------------------ FreeRADIUS radiusd -X + radclient
def group_radius():
    ver("radiusd", sh(["freeradius", "-v"]).splitlines()[0].strip())
    ver("radclient", "radclient " + sh(["dpkg-query", "-W", "-f", "${Version}", "freeradius-utils"]).strip() + " (freeradius-utils)")
    d = os.path.join(RUN, "raddb")
    shutil.rmtree(d, ignore_errors=True)
    shutil.copytree("/etc/freeradius/3.0", d, symlinks=True)
    for m in os.listdir(os.path.join(d, "mods-enabled")):
        if m not in ("always", "files", "pap", "expr", "preprocess", "attr_filter"):
            os.remove(os.path.join(d, "mods-enabled", m))
    for s in os.listdir(os.path.join(d, "sites-enabled")):
        os.remove(os.path.join(d, "sites-enabled", s))
    open(os.path.join(d, "sites-enabled", "c24"), "w").write("""
server default {
listen {
  type = auth
  ipaddr = *
  port = 19412
}
authorize {
  preprocess
  files
  pap
}
authenticate {
  Auth-Type PAP {
    pap
  }
}
post-auth {
  Post-Auth-Type REJECT {
    attr_filter.access_reject
  }
}
}
""")
    conf = open(os.path.join(d, "radiusd.conf")).read()
    conf = conf.replace("auth_badpass = no", "auth_badpass = yes").replace("auth_goodpass = no", "auth_goodpass = yes")
    conf = conf.replace("\tauth = no", "\tauth = yes").replace("\tuser = freerad", "#").replace("\tgroup = freerad", "#")
    open(os.path.join(d, "radiusd.conf"), "w").write(conf)
    set_hostname("aaa-prod02.osl.corp.example")
    users, reqs = [], []
    clients = []
    for i in range(8):
        r = S.rng("rad", i)
        p = S.person(r)
        ip = S.ipv4(r)
        add_ip(ip)
        secret = S.shell_password(r, 16).replace(",", "k").replace("=", "Q")
        nasid = S.hostname(r)
        clients.append("client nas%d {\n ipaddr = %s\n secret = \"%s\"\n shortname = %s\n}\n" % (i, ip, secret, nasid))
        pw = S.shell_password(r).replace(",", "w").replace("=", "J")
        good = i % 3 != 2
        users.append('%s Cleartext-Password := "%s"\n' % (p["login"], pw))
        reqs.append(dict(login=p["login"], pw=pw if good else S.shell_password(r).replace(",", "v").replace("=", "M"), good=good, ip=ip, secret=secret,
                         nasid=nasid, mac=S.mac(r).replace(":", "-").upper(), fip=S.ipv4(r), port=r.randrange(1, 48)))
    open(os.path.join(d, "clients.conf"), "w").write("".join(clients))
    open(os.path.join(d, "mods-config/files/authorize"), "w").write("".join(users))
    rlog = open(os.path.join(RUN, "radiusd.out"), "w")
    start(["freeradius", "-X", "-d", d], stdout=rlog, stderr=subprocess.STDOUT)
    wait_udp_log(os.path.join(RUN, "radiusd.out"), "Ready to process requests")
    rc_out = []
    for q in reqs:
        attrs = ('User-Name = "%s"\nUser-Password = "%s"\nNAS-Identifier = "%s"\nNAS-Port = %d\n'
                 'Calling-Station-Id = "%s"\nFramed-IP-Address = %s\n') % (q["login"], q["pw"], q["nasid"], q["port"],
                                                                           q["mac"], q["fip"])
        res = sh(["radclient", "-x", "-r", "1", "%s:19412" % q["ip"], "auth", q["secret"]], input=attrs.encode())
        rc_out.append("$ radclient -x -r 1 %s:19412 auth %s\n%s" % (q["ip"], q["secret"], res))
    time.sleep(1)
    stop_all()
    rlog.close()
    text = open(os.path.join(RUN, "radiusd.out")).read().replace(d, "/tmp/c24run/raddb")
    f = write("radiusd", "radiusd-X.log", text)
    for q in reqs:
        entry("radius", "radiusd", "auth-log", "positional", "line", f,
              {"anchor": "[%s/%s]" % (q["login"], q["pw"])}, [q["pw"]], [q["login"], q["nasid"], q["mac"]],
              ["Login OK" if q["good"] else "Login incorrect", "from client", "port"])
        entry("radius", "radiusd", "request-attrs", "infra", "block", f,
              {"anchor": 'NAS-Identifier = "%s"' % q["nasid"], "start": "Received Access-Request", "end": "Framed-IP-Address"},
              [q["pw"]], [q["login"], q["nasid"], q["mac"], q["fip"], q["ip"]],
              ["Received Access-Request", "User-Name", "NAS-Port", "Calling-Station-Id", "Framed-IP-Address"])
    write("radclient", "radclient-x.txt", "\n".join(rc_out))


# ------------------------------------------------------------------ swaks + exim -bh
def group_smtp():
    ver("swaks", sh(["swaks", "--version"]).splitlines()[0].strip())
    ver("exim", sh(["exim4", "--version"]).splitlines()[0].strip())
    d = os.path.join(RUN, "exim")
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(os.path.join(d, "spool"))
    os.makedirs(os.path.join(d, "log"))
    os.chmod(os.path.join(d, "spool"), 0o777)
    os.chmod(os.path.join(d, "log"), 0o777)
    out = []
    for i in range(8):
        r = S.rng("smtp", i)
        mx = S.fqdn(r)
        set_hostname(mx)
        open(os.path.join(d, "exim.conf"), "w").write("""primary_hostname = %s
log_file_path = %s/log/%%slog
spool_directory = %s/spool
acl_smtp_rcpt = acl_r
auth_advertise_hosts = *
begin acl
acl_r:
  accept
begin authenticators
plain:
  driver = plaintext
  public_name = PLAIN
  server_prompts = :
  server_condition = yes
  server_set_id = $auth2
login:
  driver = plaintext
  public_name = LOGIN
  server_prompts = Username:: : Password::
  server_condition = yes
  server_set_id = $auth1
""" % (mx, d, d))
        p = S.person(r)
        rcpt = S.person(r)
        ip = S.ipv4(r)
        helo = S.fqdn(r)
        pw = S.shell_password(r) if i % 2 else S.passphrase(r, "-")
        mech = "PLAIN" if i % 2 == 0 else "LOGIN"
        cmd = ["swaks", "--to", rcpt["email"], "--from", p["email"], "--pipe",
               "exim4 -C %s/exim.conf -bh %s" % (d, ip), "--auth", mech, "--auth-user", p["login"],
               "--auth-password", pw, "-h", helo, "--header", "Subject: weekly report %d" % i]
        res = sh(cmd, timeout=60).replace(d, "/tmp/c24run/exim")
        out.append("$ swaks --to %s --from %s --pipe 'exim4 -C /tmp/c24run/exim/exim.conf -bh %s' --auth %s "
                   "--auth-user %s --auth-password %s -h %s\n%s" % (rcpt["email"], p["email"], ip, mech,
                                                                   p["login"], pw, helo, res))
        if mech == "PLAIN":
            b = base64.b64encode(("\0%s\0%s" % (p["login"], pw)).encode()).decode()
            entry("smtp", "swaks", "auth-exchange", "encoded", "block", "swaks/swaks-exim-bh.txt",
                  {"anchor": " -> AUTH PLAIN " + b, "start": "250-AUTH PLAIN LOGIN", "end": " -> AUTH PLAIN"}, [b], [],
                  ["250-AUTH PLAIN LOGIN", "250-CHUNKING", "250-STARTTLS", "250 HELP", "AUTH PLAIN"])
        else:
            bu = base64.b64encode(p["login"].encode()).decode()
            bp = base64.b64encode(pw.encode()).decode()
            entry("smtp", "swaks", "auth-exchange", "encoded", "block", "swaks/swaks-exim-bh.txt",
                  {"anchor": " -> " + bp, "start": " -> AUTH LOGIN", "end": "235 Authentication"}, [bp], [bu],
                  ["AUTH LOGIN", "334 VXNlcm5hbWU6", "334 UGFzc3dvcmQ6", "235 Authentication succeeded"])
        entry("smtp", "exim", "auth-vars", "key_unusual", "block", "swaks/swaks-exim-bh.txt",
              {"anchor": "$auth%d = %s" % (3 if mech == "PLAIN" else 2, pw), "start": ">>> %s authenticator server_condition:" % mech.lower(),
               "end": ">>> expanded string"}, [pw], [p["login"]],
              ["authenticator server_condition", "expanded string", "$auth1", "$auth2"])
        entry("smtp", "exim", "ehlo-greeting", "infra", "line", "swaks/swaks-exim-bh.txt",
              {"anchor": "Hello %s [%s]" % (helo, ip)}, [], [mx, helo, ip], ["250-", "Hello"])
    write("swaks", "swaks-exim-bh.txt", "\n".join(out))


# ------------------------------------------------------------------ bash xtrace, strace execve, xargs -t
def group_shell():
    ver("bash", sh(["bash", "--version"]).splitlines()[0].strip())
    ver("strace", sh(["strace", "-V"]).splitlines()[0].strip())
    ver("xargs", sh(["xargs", "--version"]).splitlines()[0].strip())
    d = os.path.join(RUN, "shell")
    b = os.path.join(d, "bin")
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(b)
    tools = ["mysqldump", "sshpass", "htpasswd", "vault", "docker", "sqlcmd", "redis-benchmark", "smbclient",
             "psql", "mongosh", "rclone", "pg_basebackup", "ldapwhoami", "openssl", "kcadm.sh", "mc",
             "zabbix_get", "mosquitto_sub", "ftp-upload", "restic", "snmpget", "ipmitool", "rsync", "sqlplus"]
    for t in tools:
        with open(os.path.join(b, t), "w") as f:
            f.write("#!/bin/sh\nexit 0\n")
        os.chmod(os.path.join(b, t), 0o755)
    env = dict(os.environ, PATH=b + ":/usr/bin:/bin", PS4="+ ")
    set_hostname("jumpbox-dr11.ap-south.internal.example")
    # bash/xtrace-cli
    cli, meta = [], []
    for i in range(8):
        r = S.rng("sh-cli", i)
        p = S.person(r)
        h = S.fqdn(r)
        ip = S.ipv4(r)
        pw = S.shell_password(r)
        forms = [
            ("mysqldump -u %s -p%s -h %s ledger" % (p["login"], pw, h), [h]),
            ("sshpass -p %s rsync -a /srv/exports/ %s:/backup/" % (pw, h), [h]),
            ("htpasswd -b -c /etc/nginx/.htpasswd %s %s" % (p["login"], pw), []),
            ("smbclient //%s/finance %s -U %s" % (ip, pw, p["login"]), [ip]),
            ("sqlcmd -S %s -U %s -P %s -Q 'select 1'" % (h, p["login"], pw), [h]),
            ("ipmitool -I lanplus -H %s -U %s -P %s chassis status" % (ip, p["login"], pw), [ip]),
            ("snmpget -v2c -c %s %s sysUpTime.0" % (pw, ip), [ip]),
            ("openssl pkcs12 -export -in ops.crt -inkey ops.key -passout pass:%s -name %s -out ops.p12" % (pw, p["login"]), []),
        ]
        c, extra = forms[i]
        cli.append(c)
        priv = [x for x in [p["login"]] + extra if x in c]
        meta.append(("xtrace-cli", "positional", c.split()[0] + " ", [pw], priv,
                     [c.split()[0]] + [k for k in c.split() if k.startswith("-") and k[1:2].isalpha() and len(k) <= 12][:3]))
    if True:
        # user forms: login only where it appears
        pass
    dsn, dmeta = [], []
    for i in range(8):
        r = S.rng("sh-dsn", i)
        p = S.person(r)
        h = S.fqdn(r)
        pw = S.shell_password(r)
        forms = ["psql postgresql://%s:%s@%s:5432/ledger?sslmode=verify-full",
                 "mongosh mongodb+srv://%s:%s@%s/admin?retryWrites=true",
                 "rclone copy /srv/data :sftp,user=%s,pass=%s,host=%s:/in",
                 "pg_basebackup -d host=%s user=%s password=%s -D /var/lib/pg/base",
                 "mc alias set prod https://%s %s %s",
                 "restic -r rest:https://%s:%s@%s/repo snapshots",
                 "mosquitto_sub -L mqtts://%s:%s@%s:8883/telemetry/#",
                 "ldapwhoami -H ldaps://%s -D uid=%s,ou=people,dc=corp,dc=example -w %s"]
        f = forms[i]
        if i in (3,):
            c = f % (h, p["login"], pw)
        elif i == 4:
            pw = S.b62_secret(r, 40)
            c = f % (h, p["login"], pw)
        elif i == 7:
            c = f % (h, p["login"], pw)
        else:
            c = f % (p["login"], pw, h)
        dsn.append(c)
        extra_keep = [["postgresql", "sslmode=verify-full"], ["mongodb+srv", "retryWrites=true"], [":sftp", "copy"],
                      ["pg_basebackup -d", "/var/lib/pg/base"], ["alias set", "https"], ["snapshots", "rest:https"],
                      ["mqtts", "/telemetry/#"], ["ldaps", "ou=people"]][i]
        dmeta.append(("xtrace-dsn", "positional", c.split()[0] + " ", [pw], [p["login"], h], [c.split()[0]] + extra_keep))
    script = "set -x\n" + "\n".join(cli) + "\n" + "\n".join(dsn) + "\n"
    open(os.path.join(d, "ops.sh"), "w").write(script)
    res = subprocess.run(["bash", os.path.join(d, "ops.sh")], env=env, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, timeout=60).stderr.decode()
    f = write("bash", "xtrace-ops.txt", res)
    lines = res.splitlines()
    for idx, (tpl, cls, anchor, sec, priv, keep) in enumerate(meta + dmeta):
        entry("shell", "bash", tpl, cls, "line", f, {"anchor": lines[idx], "exact_line": True}, sec, priv,
              [k for k in keep if "%" not in k])
    # strace -e trace=execve
    st_out = []
    for i in range(8):
        r = S.rng("sh-strace", i)
        p = S.person(r)
        h = S.fqdn(r)
        tok = [S.vendor_token(r, "vault")[1], S.shell_password(r), S.b64_secret(r, 24), S.shell_password(r),
               S.hex_secret(r, 40), S.shell_password(r), S.vendor_token(r, "github_pat_classic")[1], S.shell_password(r)][i]
        argv = [["vault", "login", "-address=https://%s:8200" % h, tok],
                ["redis-benchmark", "-h", h, "-a", tok, "-q"],
                ["openssl", "enc", "-aes-256-cbc", "-k", tok, "-in", "dump.sql"],
                ["docker", "login", "-u", p["login"], "-p", tok, h],
                ["kcadm.sh", "config", "credentials", "--server", "https://%s/auth" % h, "--client", "ops-cli", "--secret", tok],
                ["rsync", "--password-file=/dev/stdin", "rsync://%s@%s/backup" % (p["login"], h), tok],
                ["docker", "login", "ghcr.io", "-u", p["login"], "--password", tok],
                ["sqlplus", "-S", "%s/%s@//%s:1521/ORCLPDB1" % (p["login"], tok, h)]][i]
        res = subprocess.run(["strace", "-f", "-qq", "-s", "400", "-e", "trace=execve", "-e", "signal=none",
                              os.path.join(b, argv[0])] + argv[1:], env=env, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, timeout=60).stderr.decode()
        # strace echoes the first execve; later lines are from the #! interpreter
        st_out.append(res)
        priv = [x for x in (p["login"], h) if x in " ".join(argv)]
        entry("shell", "strace", "execve-argv", "positional", "line", "strace/execve.txt",
              {"anchor": tok}, [tok], priv,
              ["execve", argv[0], "vars"])
    write("strace", "execve.txt", "".join(st_out))
    # xargs -t
    xo = []
    for i in range(8):
        r = S.rng("sh-xargs", i)
        p = S.person(r)
        h = S.fqdn(r)
        tok = [S.vendor_token(r, "vault")[1], S.jwt(r), S.shell_password(r), S.vendor_token(r, "npm")[1],
               S.pin(r), S.shell_password(r), S.totp_seed(r), S.vendor_token(r, "digitalocean")[1]][i]
        base = [["vault", "login"], ["mc", "admin", "info", "prod", "--insecure", "--jwt"], ["ftp-upload", "-h", h, "-u", p["login"], "--password"],
                ["docker", "run", "--rm", "-e", "NPM_CONFIG_USERCONFIG=/dev/null", "node:20", "npm", "whoami", "--//registry.npmjs.org/:_authToken"],
                ["ipmitool", "-H", h, "-U", p["login"], "user", "set", "password", "3"],
                ["rclone", "lsd", ":ftp,host=%s,user=%s:" % (h, p["login"]), "--ftp-pass"],
                ["vault", "write", "auth/totp/code/%s" % p["login"], "code_seed"],
                ["docker", "run", "--rm", "digitalocean/doctl", "auth", "init", "-t"]][i]
        res = subprocess.run(["xargs", "-t"] + base, input=(tok + "\n").encode(), env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=60).stderr.decode()
        xo.append(res)
        priv = [x for x in (p["login"], h) if x in " ".join(base)]
        entry("shell", "xargs", "t-echo", "positional", "line", "xargs/xargs-t.txt", {"anchor": tok}, [tok], priv,
              [" ".join(base[:2]), base[0], base[1]] + [x for x in base[2:] if x.startswith("-")][:3])
    write("xargs", "xargs-t.txt", "".join(xo))


# ------------------------------------------------------------------ accounts: finger, lastlog (bind-mounted passwd)
ACCOUNTS = []


def setup_accounts():
    """Planted accounts in a copy of /etc/passwd bind-mounted inside our mount namespace."""
    d = os.path.join(RUN, "etc")
    os.makedirs(d, exist_ok=True)
    pw = open("/etc/passwd").read()
    ACCOUNTS.clear()
    for i in range(16):
        r = S.rng("acct", i)
        loc = ["en_GB", "de_DE", "fr_FR", "es_ES", "nl_NL", "sv_SE", "fi_FI", "pl_PL"][i % 8]
        while True:
            p = S.person(r, loc)
            # finger prints bytes 0x80-0x9f as M-^X escapes: keep names it prints verbatim
            if len(p["name"]) <= 16 and not any(0x80 <= b <= 0x9f for b in p["name"].encode()):
                break
        ACCOUNTS.append(dict(uid=42000 + i, login=p["login"][:8], name=p["name"], phone=p["phone"],
                             office="%s-%d" % (r.choice("ABCDEF"), r.randrange(100, 499)),
                             home=S.phone(r, loc), host=[min((S.fqdn(r) for _ in range(6)), key=len), S.ipv4(r)][i % 2], r=r))
    for a in ACCOUNTS:
        pw += "%s:x:%d:%d:%s,%s,%s,%s:/home/%s:/bin/bash\n" % (a["login"], a["uid"], a["uid"], a["name"], a["office"],
                                                               a["phone"], a["home"], a["login"])
    open(os.path.join(d, "passwd"), "w").write(pw)
    subprocess.run(["mount", "--bind", os.path.join(d, "passwd"), "/etc/passwd"], check=True)
    ll = os.path.join(d, "lastlog")
    with open(ll, "wb") as f:
        for a in ACCOUNTS[8:]:
            f.seek(a["uid"] * 292)
            f.write(struct.pack("<i32s256s", 1714000000 + a["uid"] * 977, b"pts/%d" % (a["uid"] % 9),
                                a["host"].encode()))
    subprocess.run(["mount", "--bind", ll, "/var/log/lastlog"], check=True)


def group_accounts():
    ver("finger", "finger (bsd-finger) " + sh(["dpkg-query", "-W", "-f", "${Version}", "finger"]).strip())
    ver("lastlog", "lastlog (shadow login) " + sh(["dpkg-query", "-W", "-f", "${Version}", "login"]).strip())
    out = []
    for a in ACCOUNTS[:8]:
        res = sh(["finger", "-s", "-m", a["login"]])
        out.append("$ finger -s -m %s\n%s" % (a["login"], res))
        entry("accounts", "finger", "short-rows", "rows", "row", "finger/finger-s.txt",
              {"anchor": a["login"] + " ", "parser": "ws2", "header": "Login",
               "columns": ["Login", "Name", "Tty", "Idle", "Login Time", "Office", "Office Phone"]},
              [], [a["login"], a["name"], a["phone"]], ["Login", "Name", "Office", "Office Phone"])
    write("finger", "finger-s.txt", "\n".join(out))
    out = []
    for a in ACCOUNTS[8:]:
        res = sh(["lastlog", "-u", a["login"]])
        out.append("$ lastlog -u %s\n%s" % (a["login"], res))
        entry("accounts", "lastlog", "user-rows", "rows", "row", "lastlog/lastlog-u.txt",
              {"anchor": a["login"] + " ", "parser": "ws2", "header": "Username",
               "columns": ["Username", "Port", "From", "Latest"]},
              [], [a["login"], a["host"]], ["Username", "Port", "From", "Latest"])
    write("lastlog", "lastlog-u.txt", "\n".join(out))


# ------------------------------------------------------------------ sockets: lsof, netstat
LISTENER = r"""
import socket, sys, time, os
ip, port, peer = sys.argv[1], int(sys.argv[2]), sys.argv[3]
fam = socket.AF_INET6 if ":" in ip else socket.AF_INET
s = socket.socket(fam); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1); s.bind((ip, port)); s.listen(4)
c = socket.socket(fam); c.bind((peer, 0)); c.connect((ip, port)); a, _ = s.accept()
open(sys.argv[4], "w").close()
time.sleep(120)
"""


def group_sockets():
    ver("lsof", "lsof " + sh(["dpkg-query", "-W", "-f", "${Version}", "lsof"]).strip())
    ver("netstat", sh(["netstat", "--version"]).splitlines()[0].strip())
    d = os.path.join(RUN, "sock")
    os.makedirs(d, exist_ok=True)
    open(os.path.join(d, "l.py"), "w").write(LISTENER)
    os.chmod(d, 0o777)
    os.chmod(RUN, 0o755)
    set_hostname("telemetry-blue09.sgp3.lan.test")
    procs = []
    for i in range(16):
        r = S.rng("sock", i)
        a = ACCOUNTS[i]
        ip = S.ipv4(r)
        peer = S.ipv4(r)
        add_ip(ip)
        add_ip(peer)
        port = 19460 + i
        uid = a["uid"]
        rf = os.path.join(d, "ready%d" % i)
        if os.path.exists(rf):
            os.remove(rf)
        p = start(["/usr/bin/python3", os.path.join(d, "l.py"), ip, str(port), peer, rf],
                  preexec_fn=lambda uid=uid: (os.setgid(uid), os.setuid(uid)))
        procs.append((p, a, ip, peer, port))
    end = time.time() + 30
    while not all(os.path.exists(os.path.join(d, "ready%d" % i)) for i in range(16)):
        if time.time() > end:
            raise RuntimeError("listeners not ready")
        time.sleep(0.2)
    time.sleep(1)
    lsof_out, ns_out = [], []
    for k, (p, a, ip, peer, port) in enumerate(procs[:8]):
        res = sh(["lsof", "-nP", "-a", "-p", str(p.pid), "-iTCP:%d" % port, "-sTCP:LISTEN"])
        lsof_out.append("$ lsof -nP -a -p %d -iTCP:%d -sTCP:LISTEN\n%s" % (p.pid, port, res))
        entry("sockets", "lsof", "listen-rows", "rows", "row", "lsof/lsof-listen.txt",
              {"anchor": "%s:%d (LISTEN)" % (ip, port), "parser": "ws", "header": "COMMAND",
               "columns": ["COMMAND", "PID", "USER", "FD", "TYPE", "DEVICE", "SIZE/OFF", "NODE", "NAME"]},
              [], [str(p.pid), a["login"], ip], ["COMMAND", "PID", "USER", "TYPE", "LISTEN"])
    res = sh(["netstat", "-tnpW"])
    ns_out.append("$ netstat -tnpW\n" + res)
    for k, (p, a, ip, peer, port) in enumerate(procs[8:]):
        entry("sockets", "netstat", "tcp-rows", "rows", "row", "netstat/netstat-tnpW.txt",
              {"anchor": " %d/python3" % p.pid, "parser": "ws", "header": "Proto",
               "columns": ["Proto", "Recv-Q", "Send-Q", "Local Address", "Foreign Address", "State", "PID/Program name"]},
              [], [str(p.pid), ip, peer], ["Proto", "Recv-Q", "ESTABLISHED", "tcp"])
    stop_all()
    write("lsof", "lsof-listen.txt", "\n".join(lsof_out))
    write("netstat", "netstat-tnpW.txt", "\n".join(ns_out))


GROUPS = {}


def main():
    if os.environ.get("C24_NS") != "1":
        os.makedirs(RUN, exist_ok=True)
        env = dict(os.environ, C24_NS="1")
        cmd = ["unshare", "-n", "-u", "-m", "--propagation", "private", "nice", "-n", "10", PY,
               os.path.abspath(__file__)] + sys.argv[1:]
        sys.exit(subprocess.call(cmd, env=env))
    subprocess.run(["ip", "link", "set", "lo", "up"])
    groups = sys.argv[1:] or list(GROUPS)
    os.makedirs(CAP, exist_ok=True)
    pj = os.path.join(CAP, "planted.json")
    vj = os.path.join(CAP, "versions.json")
    old = json.load(open(pj)) if os.path.exists(pj) else []
    oldv = json.load(open(vj)) if os.path.exists(vj) else {}
    setup_accounts()
    try:
        for g in groups:
            print("== group", g, flush=True)
            GROUPS[g]()
            stop_all()
    finally:
        stop_all()
    keep_old = [e for e in old if e["group"] not in groups]
    allv = dict(oldv)
    allv.update(VERSIONS)
    json.dump(keep_old + ENTRIES, open(pj, "w"), ensure_ascii=False, indent=1)
    json.dump(allv, open(vj, "w"), ensure_ascii=False, indent=1, sort_keys=True)
    print("entries:", len(keep_old + ENTRIES))


GROUPS.update({"rich": group_rich, "syslog": group_syslog, "node": group_node, "web": group_web, "jq": group_jq,
               "dns": group_dns, "radius": group_radius, "smtp": group_smtp, "shell": group_shell,
               "accounts": group_accounts, "sockets": group_sockets})

if __name__ == "__main__":
    main()
