#!/usr/bin/env python3
"""Run real programs with planted values and store their raw output in captured/.

Runs itself inside a private network namespace (unshare --net, only loopback up)
so that no daemon can reach any other host.  Daemons listen on 127.0.0.1, ports
18900-18949, with config and data under RUNDIR; all are stopped in `finally:`.
"""
import base64
import json
import os
import quopri
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from synthlib import Gen, LOCALES, NID, NID_NAMES  # noqa: E402

RUN = "/tmp/c19run"
CAP = os.path.join(HERE, "captured")
PLANTED = {"versions": {}, "scenarios": []}
PROCS = []


def nice_popen(argv, **kw):
    p = subprocess.Popen(["nice", "-n", "10"] + argv, **kw)
    PROCS.append(p)
    return p


def stop(p):
    if p.poll() is not None:
        return
    p.send_signal(signal.SIGTERM)
    try:
        p.wait(10)
    except subprocess.TimeoutExpired:
        p.kill()
        p.wait()


def run(argv, env=None, check=True, input=None):
    r = subprocess.run(["nice", "-n", "10"] + argv, capture_output=True, text=True, env=env, input=input)
    if check and r.returncode != 0:
        raise RuntimeError("%s failed: %s %s" % (argv, r.stdout, r.stderr))
    return r


def save(rel, text):
    path = os.path.join(CAP, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    return rel


def copy_file(src, rel):
    with open(src, encoding="utf-8", errors="replace") as f:
        return save(rel, f.read())


def wait_port(port, timeout=15):
    t0 = time.time()
    while time.time() - t0 < timeout:
        try:
            socket.create_connection(("127.0.0.1", port), 0.5).close()
            return True
        except OSError:
            time.sleep(0.2)
    raise RuntimeError("port %d not up" % port)


def scenario(program, template, cls, files, values, **extra):
    """values: list of (value, category, form) with category secret|private|lookalike."""
    vals = []
    seen = set()
    for v, cat, form in values:
        if (v, cat) in seen:
            continue
        seen.add((v, cat))
        vals.append({"value": v, "category": cat, "form": form})
    d = {"program": program, "template": template, "class": cls, "files": files, "values": vals}
    d.update(extra)
    PLANTED["scenarios"].append(d)


def pct(s):
    return urllib.parse.quote(s, safe="")


def fold(s):
    import unicodedata
    s = s.translate(str.maketrans({"ı": "i", "ł": "l", "Ł": "L", "ß": "ss", "ø": "o", " ": "_"}))
    return "".join(c for c in unicodedata.normalize("NFKD", s) if ord(c) < 128)


def jesc(s):
    return json.dumps(s, ensure_ascii=False)[1:-1]


# ------------------------------------------------------------------------ SMTP driver
class Smtp:
    def __init__(self, port):
        self.s = socket.create_connection(("127.0.0.1", port), 10)
        self.f = self.s.makefile("rb")
        self.read()

    def read(self):
        lines = []
        while True:
            ln = self.f.readline().decode("utf-8", "replace").rstrip("\r\n")
            lines.append(ln)
            if len(ln) < 4 or ln[3] != "-":
                return lines

    def cmd(self, line):
        self.s.sendall(line.encode("utf-8") + b"\r\n")
        return self.read()

    def data(self, body_lines):
        r = self.cmd("DATA")
        if not r[-1].startswith("354"):
            return r
        payload = "".join((("." + l) if l.startswith(".") else l) + "\r\n" for l in body_lines) + ".\r\n"
        self.s.sendall(payload.encode("utf-8"))
        return self.read()

    def close(self):
        try:
            self.cmd("QUIT")
        except OSError:
            pass
        self.s.close()


# ------------------------------------------------------------------------ Postfix
PF = RUN + "/pf"
PF_SMTPD = 18910
PF_RELAY = 18911

KEY_WORDS = [("de", "Passwort"), ("es", "contraseña"), ("ru", "пароль"), ("ja", "パスワード"), ("fr", "mot de passe"),
             ("nl", "wachtwoord"), ("sv", "lösenord"), ("pl", "hasło"), ("tr", "şifre"), ("pt", "senha"),
             ("fi", "salasana"), ("el", "κωδικός"), ("zh", "密码"), ("ko", "비밀번호"), ("it", "parola d'ordine"),
             ("de", "PIN-Code"), ("en", "otp"), ("en", "recovery-codes"), ("en", "sig"), ("de", "Kennwort")]


def postfix():
    g = Gen("postfix")
    os.makedirs(PF + "/etc", exist_ok=True)
    os.makedirs(PF + "/etc/sasl", exist_ok=True)
    for d in ("spool", "data"):
        os.makedirs(PF + "/" + d, exist_ok=True)
    shutil.chown(PF + "/data", "postfix", "postfix")
    ver = run(["postconf", "-d", "-h", "mail_version"]).stdout.strip()
    PLANTED["versions"]["postfix"] = ver

    # --- unusual-key unused parameters in main.cf (key_unusual via postconf warnings)
    unused = []
    for i, key in enumerate(["passwort_relay", "clave_secreta_api", "motdepasse_ldap", "hasloSmtp",
                             "sifre_yedek", "senhaDoRelay", "salasana_varmuus", "kennwort-backup",
                             "relayOtpSeed", "recovery_codes_admin"]):
        v = [g.base62, g.passphrase, g.human_password, g.hexs, g.keyboard_walk][i % 5]()
        unused.append((key, v))

    # --- sender-dependent relay credentials
    senders = []
    for i in range(10):
        loc, fn, ln = g.person()
        local = "%s%d" % (g.pick(["ops", "billing", "alerts", "hr", "sales", "noreply", "support"]), i)
        dom = g.pick(["mail.example.com", "example.org", "eu.example.net"])
        user = "relay%s%d" % (g.pick(["svc", "app", "bot"]), i)
        pw = g.secret().replace(" ", "")
        ok = i % 3 != 2
        senders.append({"addr": local + "@" + dom, "user": user + "@example.net", "pw": pw, "ok": ok})
    # --- submission accounts for AUTH PLAIN / LOGIN
    subs = []
    for i in range(18):
        user = "%s.%s%d@example.net" % (g.pick(["anna", "ivo", "kemal", "li", "sanna", "piet", "olga"]),
                                       g.pick(["dev", "ops", "qa", "fin"]), i)
        pw = g.secret().replace(" ", "")
        subs.append({"user": user, "pw": pw, "ok": i % 4 != 3})

    main = """compatibility_level = 3.6
queue_directory = {PF}/spool
data_directory = {PF}/data
command_directory = /usr/sbin
daemon_directory = /usr/lib/postfix/sbin
shlib_directory = /usr/lib/postfix
mail_owner = postfix
setgid_group = postdrop
myhostname = localhost
mydomain = localdomain
myorigin = localhost
mydestination = localhost
inet_interfaces = 127.0.0.1
inet_protocols = ipv4
mynetworks = 127.0.0.0/8
maillog_file = {PF}/maillog
maillog_file_prefixes = {PF}
smtputf8_enable = yes
enable_long_queue_ids = yes
debug_peer_list = 127.0.0.1
debug_peer_level = 2
smtpd_authorized_xclient_hosts = 127.0.0.0/8
smtpd_sasl_auth_enable = yes
smtpd_sasl_type = cyrus
smtpd_sasl_path = smtpd
cyrus_sasl_config_path = {PF}/etc/sasl
broken_sasl_auth_clients = no
smtpd_relay_restrictions = permit_mynetworks, permit_sasl_authenticated, defer_unauth_destination
smtpd_recipient_restrictions = permit_mynetworks, permit_sasl_authenticated, reject_unauth_destination
header_checks = regexp:{PF}/etc/header_checks
body_checks = regexp:{PF}/etc/body_checks
relayhost = [127.0.0.1]:{PF_RELAY}
smtp_host_lookup = native
smtp_tls_security_level = none
smtp_sasl_auth_enable = yes
smtp_sender_dependent_authentication = yes
smtp_sasl_password_maps = hash:{PF}/etc/sasl_passwd
smtp_sasl_security_options = noanonymous
smtp_sasl_mechanism_filter = plain, login
alias_maps =
alias_database =
local_recipient_maps =
""".format(PF=PF, PF_RELAY=PF_RELAY)
    main += "".join("%s = %s\n" % kv for kv in unused)
    save("postfix/main.cf", main)
    with open(PF + "/etc/main.cf", "w") as f:
        f.write(main)

    # --- pipe transports with credentials in argv (positional via postconf -M)
    hooks = []
    for i in range(10):
        tok = g.secret().replace(" ", "")
        style = i % 5
        if style == 0:
            argv = "argv=/usr/local/bin/mail2hook --token %s ${recipient}" % tok
        elif style == 1:
            argv = "argv=/opt/relay/push ${sender} %s ${nexthop}" % tok
        elif style == 2:
            argv = "argv=/usr/local/sbin/archive-upload -u archiver -p %s ${queue_id}" % tok
        elif style == 3:
            argv = "argv=/usr/local/bin/sms-gateway send --api-key=%s ${recipient}" % tok
        else:
            argv = "argv=/srv/bin/ticket-bridge -k %s -q ${queue_id}" % tok
        hooks.append(("hook%d" % i, tok, argv))
    with open("/etc/postfix/master.cf") as f:
        master = f.read()
    lines = []
    for ln in master.splitlines():
        if ln.startswith("smtp      inet"):
            ln = "127.0.0.1:%d inet n - n - - smtpd" % PF_SMTPD
        parts = ln.split()
        if len(parts) >= 8 and not ln[0].isspace() and parts[1] in ("unix", "inet", "fifo", "unix-dgram", "pass"):
            parts[4] = "n"  # no chroot: config lives under RUNDIR
            ln = " ".join(parts)
        lines.append(ln)
    lines.append("127.0.0.1:%d inet n - n - - smtpd -o content_filter=discard:relay-sink -o syslog_name=postfix/sink" % PF_RELAY)
    for name, tok, argv in hooks:
        lines.append("%s unix - n n - - pipe\n  flags=Rq user=nobody %s" % (name, argv))
    with open(PF + "/etc/master.cf", "w") as f:
        f.write("\n".join(lines) + "\n")

    with open(PF + "/etc/header_checks", "w") as f:
        f.write("/^X-Hold:/ HOLD held for review\n"
                "/^(From|Reply-To|Subject|X-[A-Za-z0-9-]+):/ WARN\n")
    with open(PF + "/etc/body_checks", "w") as f:
        f.write("/^--/ DUNNO\n/./ WARN\n")
    sp = "".join("%s %s:%s\n" % (s["addr"], s["user"], s["pw"]) for s in senders)
    with open(PF + "/etc/sasl_passwd", "w") as f:
        f.write(sp)
    run(["postmap", PF + "/etc/sasl_passwd"])
    with open(PF + "/etc/sasl/smtpd.conf", "w") as f:
        f.write("pwcheck_method: auxprop\nauxprop_plugin: sasldb\nmech_list: PLAIN LOGIN\nsasldb_path: %s/etc/sasl/sasldb2\n" % PF)
    for acct in [s for s in senders if s["ok"]] + [s for s in subs if s["ok"]]:
        u, realm = acct["user"].split("@")
        run(["saslpasswd2", "-p", "-c", "-f", PF + "/etc/sasl/sasldb2", "-u", realm, u], input=acct["pw"])
    shutil.chown(PF + "/etc/sasl/sasldb2", "postfix", "postfix")
    os.chmod(PF + "/etc/sasl/sasldb2", 0o640)

    env = dict(os.environ, MAIL_CONFIG=PF + "/etc")
    pc = run(["postconf", "-c", PF + "/etc", "-n"], env=env)
    save("postfix/postconf-n.out", pc.stdout)
    save("postfix/postconf-n.err", pc.stderr)
    scenario("postfix " + ver, "postconf_unused_param", "key_unusual", ["postfix/postconf-n.err"],
             [(v, "secret", "raw") for k, v in unused])
    pm = run(["postconf", "-c", PF + "/etc", "-M"] + ["%s/unix" % h[0] for h in hooks], env=env)
    save("postfix/postconf-M.out", pm.stdout)
    scenario("postfix " + ver, "postconf_M_pipe_argv", "positional", ["postfix/postconf-M.out"],
             [(h[1], "secret", "raw") for h in hooks])
    ps = run(["postmap", "-s", "hash:" + PF + "/etc/sasl_passwd"])
    save("postfix/postmap-s.out", ps.stdout)
    scenario("postfix " + ver, "postmap_s_sasl_passwd", "positional", ["postfix/postmap-s.out"],
             [(s["pw"], "secret", "raw") for s in senders] + [(s["user"], "private", "raw") for s in senders]
             + [(s["addr"], "private", "raw") for s in senders])

    run(["postfix", "-c", PF + "/etc", "check"], env=env, check=False)
    r = run(["postfix", "-c", PF + "/etc", "start"], env=env, check=False)
    if r.returncode:
        print(r.stdout, r.stderr, open(PF + "/maillog").read() if os.path.exists(PF + "/maillog") else "")
        raise RuntimeError("postfix start")
    try:
        wait_port(PF_SMTPD)
        wait_port(PF_RELAY)
        postfix_traffic(g, senders, subs, env, ver)
    finally:
        run(["postfix", "-c", PF + "/etc", "stop"], env=env, check=False)
        time.sleep(2)
        run(["postfix", "-c", PF + "/etc", "abort"], env=env, check=False)
    copy_file(PF + "/maillog", "postfix/maillog")


def postfix_traffic(g, senders, subs, env, ver):
    P = "postfix " + ver
    vals = {k: [] for k in ("auth_plain", "auth_login", "sasl_lookup", "xclient", "hdr_from", "hdr_phone",
                            "hdr_addr", "hdr_nid", "body_prose", "body_qp", "body_key", "body_json",
                            "hdr_pct", "hdr_camel", "subject_token", "queue", "msgid", "decoded")}
    # AUTH PLAIN
    for a in subs[:9]:
        s = Smtp(PF_SMTPD)
        s.cmd("EHLO client.example.net")
        blob = base64.b64encode(("\0%s\0%s" % (a["user"], a["pw"])).encode()).decode()
        s.cmd("AUTH PLAIN " + blob)
        s.close()
        vals["auth_plain"] += [(blob, "secret", "base64 SASL PLAIN"), (a["pw"], "secret", "raw"),
                               (a["user"], "private", "raw")]
    # AUTH LOGIN
    for a in subs[9:]:
        s = Smtp(PF_SMTPD)
        s.cmd("EHLO client.example.net")
        s.cmd("AUTH LOGIN")
        bu = base64.b64encode(a["user"].encode()).decode()
        bp = base64.b64encode(a["pw"].encode()).decode()
        s.cmd(bu)
        s.cmd(bp)
        s.close()
        vals["decoded"] += [(a["pw"], "secret", "raw"), (a["user"], "private", "raw")]
        vals["auth_login"] += [(bu, "private", "base64 SASL LOGIN user"), (bp, "secret", "base64 SASL LOGIN password"),
                               (a["pw"], "secret", "raw"), (a["user"], "private", "raw")]
    # XCLIENT (infra)
    for i in range(10):
        host, ip, pod = g.host(), g.private_ip(), g.pod()
        rcpt = "%s@%s" % (g.pick(["finance", "legal", "it"]), g.host())
        s = Smtp(PF_SMTPD)
        s.cmd("EHLO localhost")
        s.cmd("XCLIENT NAME=%s ADDR=%s" % (host, ip))
        s.cmd("EHLO " + pod)
        s.cmd("MAIL FROM:<bounce-%d@%s>" % (i, host))
        s.cmd("RCPT TO:<%s>" % rcpt)
        s.close()
        vals["xclient"] += [(host, "private", "raw"), (ip, "private", "raw"), (pod, "private", "raw"),
                            (rcpt, "private", "raw"), ("bounce-%d@%s" % (i, host), "private", "raw")]

    def send(sender, rcpt, headers, body, envelope_vals, key, hold=False):
        s = Smtp(PF_SMTPD)
        s.cmd("EHLO localhost")
        utf8 = any(ord(c) > 127 for c in "".join(headers) + "".join(body))
        s.cmd("MAIL FROM:<%s>%s" % (sender, " SMTPUTF8" if utf8 else ""))
        s.cmd("RCPT TO:<%s>" % rcpt)
        hs = list(headers) + (["X-Hold: review"] if hold else [])
        mid = g.pick([g.uuid, g.trace_id, g.commit])()
        vals["msgid"].append((mid, "lookalike", "raw"))
        r = s.data(hs + ["Message-ID: <%s@localhost>" % mid, ""] + body)
        s.close()
        return r

    # relay traffic: sender-dependent SASL (positional), some deferred
    for sd in senders:
        rcpt = "%s@%s" % (g.pick(["ap", "kunden", "ventas", "zakupy"]), g.pick(["example.org", "example.com"]))
        send(sd["addr"], rcpt, ["From: <%s>" % sd["addr"], "To: <%s>" % rcpt, "Subject: weekly report"],
             ["see attachment"], None, None)
        vals["sasl_lookup"] += [(sd["pw"], "secret", "raw"), (sd["user"], "private", "raw"),
                                (sd["addr"], "private", "raw"), (rcpt, "private", "raw")]
        vals["queue"] += [(sd["addr"], "private", "raw"), (rcpt, "private", "raw")]
    locs = sorted(LOCALES)
    nid_locs = sorted(NID)
    for i in range(10):
        loc, fn, ln = g.person(locs[(i * 7) % len(locs)])
        full = "%s %s" % (fn, ln)
        mail = "%s.%s%d@%s" % (g.pick(["kunde", "client", "user", "contact"]), g.pick(["a", "b", "c"]), i,
                                g.pick(["example.com", "example.org", "example.net"]))
        rcpt = "service%d@example.org" % i
        phone = g.phone(loc)
        addr = g.address(loc)
        nloc = nid_locs[i % len(nid_locs)]
        nl, nfn, nln = g.person(nloc)
        nid = NID[nloc](g)
        nfull = "%s %s" % (nfn, nln)
        hold = i < 6
        send(mail, rcpt, ["From: %s <%s>" % (full, mail), "To: <%s>" % rcpt,
                          "Subject: Rückruf / callback %s" % phone,
                          "X-Shipping-Address: %s" % addr,
                          "X-Customer-Ref: %s %s, %s" % (NID_NAMES[nloc], nid, nfull)],
             ["Order confirmation"], None, None, hold=hold)
        env_v = [(mail, "private", "raw"), (rcpt, "private", "raw")]
        vals["hdr_from"] += [(full, "private", "raw"), (fn, "private", "raw"), (ln, "private", "raw")] + env_v
        vals["hdr_phone"] += [(phone, "private", "raw")] + env_v
        vals["hdr_addr"] += [(addr, "private", "raw")] + env_v
        vals["hdr_nid"] += [(nid, "private", "raw"), (nfull, "private", "raw"), (nfn, "private", "raw"),
                            (nln, "private", "raw")] + env_v
        if hold:
            vals["queue"] += env_v
    # bodies
    for i in range(10):
        sender = "notify%d@ci.example.com" % i
        rcpt = "dev%d@example.org" % i
        t1 = g.vendor()
        t2 = g.b64(g.pick([16, 19, 22, 25]))
        while "=" not in t2:
            t2 = g.b64(g.pick([16, 19, 22, 25]))
        kl, kw = KEY_WORDS[i * 2 % len(KEY_WORDS)]
        t3 = g.pick([g.passphrase, g.human_password, g.pin, g.keyboard_walk, g.base62])()
        t4 = g.base62(12) + g.pick(['"', "\\", '"/']) + g.base62(10)
        t5 = g.b64(g.pick([24, 30, 33]))
        t6 = g.secret()
        t7 = g.pick([g.session_id, g.base62, g.jwt])()
        camel = g.pick(["X-AuthToken", "X-Session-Sig", "X-Recovery-Code", "x-otp-code", "X-Geheimnis",
                        "X-Clave-Secreta", "X-Mot-De-Passe", "X-Signin-Nonce", "X-Kluc-Api", "X-Sharedsecret"])
        prose = g.pick(["Hi team, the new deploy credential is %s - rotate it after the release.",
                        "Pasted by mistake in chat: %s (please revoke)",
                        "use %s when the runner asks, then delete this mail",
                        "forwarding what the vendor sent: %s",
                        "temporary access until Friday -> %s"]) % t1
        qp_line = quopri.encodestring(("refresh_value=%s" % t2).encode()).decode().strip()
        payload = json.dumps({"event": "login", "payload": json.dumps({"user": "svc%d" % i, "password": t4})})
        cb = "https://hooks.example.com/cb/%d?sig=%s&ts=1765%06d" % (i, pct(t5), i)
        body = [prose, qp_line, "%s: %s" % (kw, t3), payload]
        send(sender, rcpt, ["From: <%s>" % sender, "To: <%s>" % rcpt, "Subject: Fwd: %s" % t7,
                            "X-Callback-Url: %s" % cb, "%s: %s" % (camel, t6),
                            "MIME-Version: 1.0", "Content-Type: text/plain; charset=utf-8",
                            "Content-Transfer-Encoding: quoted-printable"], body, None, None)
        env_v = [(sender, "private", "raw"), (rcpt, "private", "raw")]
        vals["body_prose"] += [(t1, "secret", "raw")] + env_v
        vals["body_qp"] += [(t2, "secret", "raw"), (quopri.encodestring(t2.encode()).decode().strip(), "secret",
                                                     "quoted-printable")] + env_v
        vals["body_key"] += [(t3, "secret", "raw")] + env_v
        j1 = jesc(t4)
        vals["body_json"] += [(t4, "secret", "raw"), (j1, "secret", "json-escaped"),
                              (jesc(j1), "secret", "json-in-json escaped")] + env_v
        vals["hdr_pct"] += [(pct(t5), "secret", "percent-encoded"), (t5, "secret", "raw")] + env_v
        vals["hdr_camel"] += [(t6, "secret", "raw")] + env_v
        vals["subject_token"] += [(t7, "secret", "raw")] + env_v
    time.sleep(8)
    for _ in range(20):
        q = run(["postqueue", "-c", PF + "/etc", "-j"], env=env, check=False).stdout
        if q.count("\n") >= 9:
            break
        time.sleep(1)
    save("postfix/postqueue-j.out", q)
    save("postfix/postqueue-p.out", run(["postqueue", "-c", PF + "/etc", "-p"], env=env, check=False).stdout)
    F = ["postfix/maillog"]
    for key, tmpl, cls in [("auth_plain", "smtpd_auth_plain_debug", "encoded"),
                           ("auth_login", "smtpd_auth_login_debug", "encoded"),
                           ("sasl_lookup", "smtp_sasl_passwd_lookup", "positional"),
                           ("xclient", "smtpd_xclient_reject", "infra"),
                           ("xclient", "smtpd_xclient_disconnect", "infra"),
                           ("hdr_from", "cleanup_header_from", "pii_locale"),
                           ("hdr_phone", "cleanup_header_subject_phone", "pii_locale"),
                           ("hdr_addr", "cleanup_header_address", "pii_locale"),
                           ("hdr_nid", "cleanup_header_national_id", "pii_locale"),
                           ("body_prose", "cleanup_body_prose", "no_key"),
                           ("subject_token", "cleanup_header_subject_token", "no_key"),
                           ("body_qp", "cleanup_body_qp", "encoded"),
                           ("body_json", "cleanup_body_json_in_json", "encoded"),
                           ("hdr_pct", "cleanup_header_percent", "encoded"),
                           ("body_key", "cleanup_body_foreign_key", "key_unusual"),
                           ("hdr_camel", "cleanup_header_unusual_key", "key_unusual")]:
        scenario("postfix " + ver, tmpl, cls, F, vals[key])
    scenario("postfix " + ver, "cleanup_message_id", "lookalike", F, vals["msgid"])
    scenario("postfix " + ver, "smtpd_sasl_decoded_response", "no_key", F, vals["decoded"])
    scenario("postfix " + ver, "postqueue_json_rows", "rows", ["postfix/postqueue-j.out"], vals["queue"])



# ------------------------------------------------------------------------ MIT Kerberos
KRB = RUN + "/krb"
REALM = "C19.EXAMPLE.ORG"
HOSTNAME = "auth3.dc1.example.org"


def kerberos():
    g = Gen("kerberos")
    os.makedirs(KRB, exist_ok=True)
    ver = run(["dpkg-query", "-W", "-f", "${Version}", "krb5-kdc"]).stdout.strip()
    PLANTED["versions"]["krb5-kdc"] = ver
    P = "MIT Kerberos krb5-kdc " + ver
    with open(KRB + "/krb5.conf", "w") as f:
        f.write("""[libdefaults]
 default_realm = {R}
 dns_lookup_kdc = false
 dns_lookup_realm = false
 rdns = false
 default_ccache_name = FILE:{K}/ccache
[realms]
 {R} = {{
  kdc = 127.0.0.1:18930
  admin_server = 127.0.0.1:18931
 }}
""".format(R=REALM, K=KRB))
    with open(KRB + "/kdc.conf", "w") as f:
        f.write("""[kdcdefaults]
 kdc_ports = 18930
 kdc_tcp_ports = 18930
[realms]
 {R} = {{
  database_name = {K}/principal
  key_stash_file = {K}/stash
  acl_file = {K}/kadm5.acl
  kadmind_port = 18931
  kpasswd_port = 18932
  max_life = 10h 0m 0s
  supported_enctypes = aes256-cts-hmac-sha1-96:normal aes128-cts-hmac-sha1-96:normal
 }}
[logging]
 kdc = FILE:{K}/kdc.log
 admin_server = FILE:{K}/kadmind.log
 default = FILE:{K}/krb5lib.log
""".format(R=REALM, K=KRB))
    with open(KRB + "/kadm5.acl", "w") as f:
        f.write("*/admin@%s *\n" % REALM)
    env = dict(os.environ, KRB5_CONFIG=KRB + "/krb5.conf", KRB5_KDC_PROFILE=KRB + "/kdc.conf",
               KRB5CCNAME="FILE:" + KRB + "/ccache")
    run(["kdb5_util", "create", "-s", "-r", REALM, "-P", g.passphrase()], env=env)
    users = []
    ascii_names = [("mwroblewska", "pl_PL"), ("jhamalainen", "fi_FI"), ("aoberg", "sv_SE"), ("ncohen", "he_IL"),
                   ("skuznetsova", "ru_RU"), ("tsato", "ja_JP"), ("cyilmaz", "tr_TR"), ("jgoncalves", "pt_BR"),
                   ("bpenalver", "es_ES"), ("hlefevre", "fr_FR")]
    for i, (uname, loc) in enumerate(ascii_names):
        _, fn, ln = g.person(loc)
        pw = g.secret()
        users.append({"name": uname, "full": "%s %s" % (fn, ln), "fn": fn, "ln": ln, "pw": pw, "loc": loc})
    hosts = [g.host() for _ in range(10)]
    pods = [g.pod() for _ in range(4)]
    kout = []
    for u in users:
        r = run(["kadmin.local", "-q", 'addprinc -pw "%s" %s' % (u["pw"].replace('"', ''), u["name"])], env=env, check=False)
        kout.append(r.stdout + r.stderr)
        # UTF-8 display name principal alias (real people's names as principal instance)
        r = run(["kadmin.local", "-q", 'addprinc -randkey "%s/staff"' % u["full"].replace(" ", ".")], env=env, check=False)
        kout.append(r.stdout + r.stderr)
    svc = []
    for i, h in enumerate(hosts):
        sp = "%s/%s" % (["host", "HTTP", "ldap", "nfs", "postgres"][i % 5], h)
        svc.append(sp)
        r = run(["kadmin.local", "-q", "addprinc -randkey %s" % sp], env=env, check=False)
        kout.append(r.stdout + r.stderr)
    for p in pods:
        r = run(["kadmin.local", "-q", "addprinc -randkey svc/%s" % p], env=env, check=False)
        kout.append(r.stdout + r.stderr)
    save("kerberos/kadmin-addprinc.out", "".join(kout))
    getp = []
    for u in users:
        r = run(["kadmin.local", "-q", "getprinc %s" % u["name"]], env=env, check=False)
        getp.append(r.stdout)
    save("kerberos/kadmin-getprinc.out", "\n".join(getp))
    save("kerberos/kadmin-listprincs.out", run(["kadmin.local", "-q", "listprincs"], env=env).stdout)
    # keytab for service principals; klist -K shows the key bytes
    kt = KRB + "/svc.keytab"
    run(["kadmin.local", "-q", "ktadd -k %s %s" % (kt, " ".join(svc[:8]))], env=env, check=False)
    klk = run(["klist", "-k", "-t", "-K", "-e", kt], env=env, check=False).stdout
    save("kerberos/klist-kte.out", klk.replace(KRB, "/tmp/c19run/krb"))
    keyhex = []
    for ln in klk.splitlines():
        if "(0x" in ln:
            keyhex.append(ln.rsplit("(0x", 1)[1].rstrip(")"))
    kdc = nice_popen(["krb5kdc", "-n", "-P", KRB + "/kdc.pid"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    klists = []
    try:
        time.sleep(2)
        for i, u in enumerate(users):
            good = i % 3 != 1
            pw = u["pw"] if good else u["pw"][::-1] + "x"
            run(["kinit", u["name"] + "@" + REALM], env=env, input=pw + "\n", check=False)
            if good:
                for sp in svc[i % len(svc): i % len(svc) + 2]:
                    run(["kvno", sp + "@" + REALM], env=env, check=False)
                kl = run(["klist", "-e", "-f"], env=env, check=False)
                klists.append(kl.stdout)
            run(["kdestroy", "-q"], env=env, check=False)
        for p in pods:
            run(["kvno", "svc/%s@%s" % (p, REALM)], env=env, check=False)
    finally:
        stop(kdc)
    save("kerberos/klist.out", "\n".join(klists).replace(KRB, "/tmp/c19run/krb"))
    copy_file(KRB + "/kdc.log", "kerberos/kdc.log")
    hv = [(HOSTNAME, "private", "raw"), (REALM, "private", "raw")]
    uv = []
    for u in users:
        uv += [(u["name"], "private", "raw"), (u["full"].replace(" ", "."), "private", "raw"),
               (u["fn"], "private", "raw"), (u["ln"], "private", "raw")]
    sv = [(h, "private", "raw") for h in hosts] + [(p, "private", "raw") for p in pods]
    scenario(P, "kadmin_addprinc_person", "pii_locale", ["kerberos/kadmin-addprinc.out"], uv + hv)
    scenario(P, "kdc_as_req_person", "pii_locale", ["kerberos/kdc.log"], uv + hv + sv)
    scenario(P, "kdc_tgs_req_service_host", "infra", ["kerberos/kdc.log"], uv + hv + sv)
    scenario(P, "klist_keytab_keys", "positional", ["kerberos/klist-kte.out"],
             [(k, "secret", "key bytes derived by kadmin (ktadd)") for k in keyhex] + sv + hv)
    scenario(P, "kadmin_getprinc_rows", "rows", ["kerberos/kadmin-getprinc.out"], uv + hv)
    scenario(P, "klist_tickets", "infra", ["kerberos/klist.out"], uv + sv + hv)


# ------------------------------------------------------------------------ vsftpd
FTP = RUN + "/ftp"
FTP_USERS = []


def vsftpd():
    import ftplib
    import io
    g = Gen("vsftpd")
    ver = run(["dpkg-query", "-W", "-f", "${Version}", "vsftpd"]).stdout.strip()
    PLANTED["versions"]["vsftpd"] = ver
    P = "vsftpd " + ver
    for d in ("root", "empty", "anon/pub/releases"):
        os.makedirs(FTP + "/" + d, exist_ok=True)
    for d in (RUN, FTP, FTP + "/empty", FTP + "/anon", FTP + "/anon/pub", FTP + "/anon/pub/releases"):
        os.chmod(d, 0o755)
    look = []
    for i in range(10):
        kind = i % 4
        if kind == 0:
            name = "app-2.%d.%d-%s.tar.gz" % (i, g.r.randint(0, 9), g.sha256())
        elif kind == 1:
            name = "build-%s.zip" % g.commit()
        elif kind == 2:
            name = "trace-%s.json" % g.trace_id()
        else:
            name = "snapshot-%s.img" % g.uuid()
        look.append(name)
        with open(FTP + "/anon/pub/releases/" + name, "w") as f:
            f.write("x" * (i + 1))
    users = []
    for i, (uname, loc) in enumerate([("c19mwroblewska", "pl_PL"), ("c19jhamalainen", "fi_FI"), ("c19jgoncalves", "pt_BR"),
                                     ("c19cyilmaz", "tr_TR")]):
        _, fn, ln = g.person(loc)
        pw = g.human_password()
        users.append({"name": uname, "pw": pw, "fn": fn, "ln": ln, "loc": loc})
    for u in users:
        subprocess.run(["useradd", "-M", "-d", FTP + "/root", "-s", "/bin/bash", u["name"]], check=True,
                       capture_output=True)
        FTP_USERS.append(u["name"])
        subprocess.run(["chpasswd"], input="%s:%s" % (u["name"], u["pw"]), text=True, check=True)
    os.chmod(FTP + "/root", 0o777)
    conf = """listen=YES
listen_address=127.0.0.1
listen_port=18900
background=NO
anonymous_enable=YES
anon_root={F}/anon
no_anon_password=NO
local_enable=YES
write_enable=YES
pam_service_name=vsftpd
seccomp_sandbox=NO
vsftpd_log_file={F}/vsftpd.log
xferlog_enable=YES
xferlog_file={F}/xferlog
dual_log_enable=YES
log_ftp_protocol=YES
pasv_enable=YES
pasv_min_port=18901
pasv_max_port=18909
pasv_address=127.0.0.1
secure_chroot_dir={F}/empty
ftpd_banner=FTP service ready
""".format(F=FTP)
    with open(FTP + "/vsftpd.conf", "w") as f:
        f.write(conf)
    p = nice_popen(["vsftpd", FTP + "/vsftpd.conf"])
    typed = []
    rowvals = []
    try:
        wait_port(18900)
        # anonymous downloads of digest-named artefacts (lookalike)
        fc = ftplib.FTP()
        fc.connect("127.0.0.1", 18900)
        fc.login("anonymous", "mirror-sync")
        for name in look:
            fc.retrbinary("RETR /pub/releases/" + name, lambda b: None)
            fc.sendcmd("MDTM /pub/releases/" + name)
        fc.quit()
        # password typed at the USER prompt (positional credential)
        for i in range(9):
            secret = g.pick([g.human_password, g.keyboard_walk, g.passphrase, g.base62])()
            typed.append(secret)
            fc = ftplib.FTP()
            fc.connect("127.0.0.1", 18900)
            try:
                fc.login(secret, secret)
            except ftplib.all_errors:
                pass
            try:
                fc.close()
            except Exception:
                pass
        # real users uploading personal documents (rows from xferlog)
        for i, u in enumerate(users * 2):
            fc = ftplib.FTP()
            fc.connect("127.0.0.1", 18900)
            fc.login(u["name"], u["pw"])
            doc = g.pick(["Lebenslauf", "contrato", "umowa", "passport-scan", "payslip"])
            fname = "%s_%s_%s_%d.pdf" % (doc, fold(u["fn"]), fold(u["ln"]), i)
            fc.storbinary("STOR " + fname, io.BytesIO(b"%PDF-1.4 test"))
            fc.quit()
            rowvals += [(u["name"], "private", "raw"), (fname, "private", "raw"),
                        (fold(u["fn"]), "private", "ascii-folded"), (fold(u["ln"]), "private", "ascii-folded")]
    finally:
        stop(p)
    copy_file(FTP + "/vsftpd.log", "vsftpd/vsftpd.log")
    copy_file(FTP + "/xferlog", "vsftpd/xferlog")
    scenario(P, "anon_retr_digest_names", "lookalike", ["vsftpd/vsftpd.log"], [(n, "lookalike", "raw") for n in look])
    scenario(P, "password_typed_as_user", "positional", ["vsftpd/vsftpd.log"], [(t, "secret", "raw") for t in typed]
             + [(u["name"], "private", "raw") for u in users])
    scenario(P, "failed_login_bracket_user", "no_key", ["vsftpd/vsftpd.log"], [(t, "secret", "raw") for t in typed])
    scenario(P, "xferlog_rows", "rows", ["vsftpd/xferlog"], rowvals)
    scenario(P, "upload_personal_document", "pii_locale", ["vsftpd/vsftpd.log"], rowvals)



# ------------------------------------------------------------------------ chrony
CHR = RUN + "/chrony"


def chrony():
    g = Gen("chrony")
    os.makedirs(CHR, exist_ok=True)
    ver = run(["chronyd", "-v"]).stdout.strip()
    PLANTED["versions"]["chrony"] = ver
    P = "chrony " + re.search(r"version (\S+)", ver).group(1)
    keys = []
    with open(CHR + "/keys", "w") as f:
        for kid, typ in [(5, "SHA1"), (7, "SHA256"), (9, "AES128")]:
            k = g.hexs(32 if typ == "AES128" else 40)
            keys.append(k)
            f.write("%d %s HEX:%s\n" % (kid, typ, k))
    os.chmod(CHR + "/keys", 0o600)
    srv = """user root
port 18940
bindaddress 127.0.0.1
cmdport 18942
bindcmdaddress 127.0.0.1
cmdallow 127.0.0.1
local stratum 8
allow 127.0.0.1
keyfile {C}/keys
pidfile {C}/srv.pid
driftfile {C}/srv.drift
logdir {C}/srvlog
log statistics measurements tracking
""".format(C=CHR)
    cli = """user root
port 0
cmdport 18941
bindcmdaddress 127.0.0.1
cmdallow 127.0.0.1
server 127.0.0.1 port 18940 key 7 iburst minpoll -4 maxpoll -4 presend 0
server 127.0.0.1 port 18940 key 9 minpoll -3 maxpoll -3
keyfile {C}/keys
pidfile {C}/cli.pid
driftfile {C}/cli.drift
logdir {C}/clilog
log measurements statistics tracking
""".format(C=CHR)
    for n, c in (("srv", srv), ("cli", cli)):
        with open("%s/%s.conf" % (CHR, n), "w") as f:
            f.write(c)
        os.makedirs("%s/%slog" % (CHR, n), exist_ok=True)
    se = open(CHR + "/srv.stderr", "w")
    ce = open(CHR + "/cli.stderr", "w")
    ps = nice_popen(["chronyd", "-x", "-d", "-f", CHR + "/srv.conf"], stdout=se, stderr=se)
    pc = nice_popen(["chronyd", "-x", "-d", "-f", CHR + "/cli.conf"], stdout=ce, stderr=ce)
    outs = {}
    try:
        time.sleep(14)
        for cmd in (["tracking"], ["sources", "-v"], ["sourcestats", "-v"], ["ntpdata"], ["authdata"],
                    ["-c", "sources"], ["-c", "tracking"], ["serverstats"], ["activity"]):
            r = run(["chronyc", "-n", "-h", "127.0.0.1", "-p", "18941"] + (["-c"] if cmd[0] == "-c" else []) + [c for c in cmd if c != "-c"], check=False)
            outs["_".join(c.strip("-") for c in cmd)] = r.stdout + r.stderr
        r = run(["chronyc", "-n", "-h", "127.0.0.1", "-p", "18942", "clients"], check=False)
        outs["srv_clients"] = r.stdout + r.stderr
        r = run(["chronyc", "-n", "-h", "127.0.0.1", "-p", "18942", "serverstats"], check=False)
        outs["srv_serverstats"] = r.stdout + r.stderr
    finally:
        stop(pc)
        stop(ps)
    for k, v in outs.items():
        save("chrony/chronyc-%s.out" % k, v)
    copy_file(CHR + "/cli.stderr", "chrony/chronyd-client.log")
    copy_file(CHR + "/srv.stderr", "chrony/chronyd-server.log")
    for n in ("measurements", "statistics", "tracking"):
        if os.path.exists("%s/clilog/%s.log" % (CHR, n)):
            copy_file("%s/clilog/%s.log" % (CHR, n), "chrony/client-%s.log" % n)
    files = sorted("chrony/" + f for f in os.listdir(CAP + "/chrony"))
    scenario(P, "chronyc_status", "lookalike", [f for f in files if "chronyc" in f], [(k, "secret", "raw") for k in keys])
    scenario(P, "chronyd_statistics_log", "lookalike", [f for f in files if f.endswith("-statistics.log") or f.endswith("-measurements.log") or f.endswith("-tracking.log")],
             [(k, "secret", "raw") for k in keys])


# ------------------------------------------------------------------------ PowerDNS
PD = RUN + "/pdns"


def dns_query(port, name, qtype, qid):
    import struct
    q = struct.pack(">HHHHHH", qid, 0x0100, 1, 0, 0, 0)
    for lab in name.rstrip(".").split("."):
        b = lab.encode()
        q += bytes([len(b)]) + b
    q += b"\x00" + struct.pack(">HH", {"A": 1, "TXT": 16, "MX": 15, "AAAA": 28, "SRV": 33}[qtype], 1)
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    s.settimeout(2)
    s.sendto(q, ("127.0.0.1", port))
    try:
        s.recv(4096)
    except OSError:
        pass
    s.close()


def pdns():
    import sqlite3 as _sqlite  # only to create the backend schema; its output is not captured
    g = Gen("pdns")
    os.makedirs(PD, exist_ok=True)
    ver = run(["dpkg-query", "-W", "-f", "${Version}", "pdns-server"]).stdout.strip()
    PLANTED["versions"]["pdns-server"] = ver
    P = "PowerDNS Authoritative Server " + ver
    db = PD + "/pdns.sqlite3"
    con = _sqlite.connect(db)
    con.executescript(open("/usr/share/pdns-backend-sqlite3/schema/schema.sqlite3.sql").read())
    con.commit()
    con.close()
    with open(PD + "/pdns.conf", "w") as f:
        f.write("""launch=gsqlite3
gsqlite3-database={D}
gsqlite3-dnssec=yes
local-address=127.0.0.1
local-port=18920
socket-dir={P}
daemon=no
guardian=no
disable-syslog=yes
log-dns-queries=yes
log-dns-details=yes
loglevel=6
webserver=no
api=no
""".format(D=db, P=PD))
    pu = ["pdnsutil", "--config-dir=" + PD]
    zone = "int.corp.example.net"
    zone2 = "staff.example.org"
    out = []
    out.append(run(pu + ["create-zone", zone, "ns1." + zone]).stdout)
    out.append(run(pu + ["create-zone", zone2, "ns1." + zone2]).stdout)
    infra, notes, foreign, rows = [], [], [], []
    for i in range(10):
        h = g.pick(["db", "redis", "kafka", "vault", "build", "ldap", "mq", "api"]) + "%02d" % g.r.randint(1, 60)
        ip = g.private_ip()
        run(pu + ["add-record", zone, h, "A", "300", ip])
        infra += [(h + "." + zone, "private", "raw"), (ip, "private", "raw"), (h, "private", "raw")]
    for i in range(10):
        tok = g.pick([g.vendor, g.base62, g.jwt, g.session_id])()
        txt = g.pick(["temp creds for the migration %s", "ops handover: %s", "rotate after cutover %s", "%s"]) % tok
        run(pu + ["add-record", zone, "note%d" % i, "TXT", "300", '"%s"' % txt])
        notes += [(tok, "secret", "raw"), ("note%d.%s" % (i, zone), "private", "raw")]
    kws = ["geheimnis", "clave", "motdepasse", "haslo", "sifre", "senha", "salasana", "wachtwoord", "pinKod", "otp-seed"]
    for i in range(10):
        v = g.pick([g.passphrase, g.human_password, g.hexs, g.pin, g.base62])()
        run(pu + ["add-record", zone, "cfg%d" % i, "TXT", "300", '"%s=%s"' % (kws[i], v)])
        foreign += [(v, "secret", "raw"), ("cfg%d.%s" % (i, zone), "private", "raw")]
    for i in range(10):
        loc, fn, ln = g.person(g.pick(["de_DE", "pl_PL", "fr_FR", "sv_SE", "nl_NL", "tr_TR"]))
        lab = fold(fn).lower() + "-" + fold(ln).lower().replace("_", "") + str(i)
        ip = g.private_ip()
        run(pu + ["add-record", zone2, lab + "-laptop", "A", "300", ip])
        rows += [(lab + "-laptop." + zone2, "private", "raw"), (ip, "private", "raw"), (lab, "private", "raw")]
    run(pu + ["secure-zone", zone])
    tsig = []
    for i in range(10):
        name = g.pick(["xfr", "ddns", "update", "axfr"]) + "-%s-%d" % (g.pick(["dc1", "eu", "lab"]), i)
        sec = g.tsig_secret()
        run(pu + ["import-tsig-key", name, g.pick(["hmac-sha256", "hmac-sha512", "hmac-md5"]), sec])
        tsig.append((sec, "secret", "raw"))
    save("pdns/pdnsutil-list-zone.out", run(pu + ["list-zone", zone]).stdout)
    save("pdns/pdnsutil-list-zone-staff.out", run(pu + ["list-zone", zone2]).stdout)
    save("pdns/pdnsutil-list-tsig-keys.out", run(pu + ["list-tsig-keys"]).stdout)
    save("pdns/pdnsutil-show-zone.out", run(pu + ["show-zone", zone]).stdout)
    save("pdns/pdnsutil-create.out", "".join(out))
    log = open(PD + "/pdns.log", "w")
    p = nice_popen(["pdns_server", "--config-dir=" + PD], stdout=log, stderr=log)
    qn = []
    try:
        time.sleep(3)
        for i in range(10):
            h = infra[i * 3][0]
            dns_query(18920, h, "A", 4000 + i)
            dns_query(18920, "cfg%d.%s" % (i, zone), "TXT", 5000 + i)
            qn.append((h, "private", "raw"))
        time.sleep(1)
    finally:
        stop(p)
    copy_file(PD + "/pdns.log", "pdns/pdns_server.log")
    F = "pdns/pdnsutil-list-zone.out"
    zv = [(zone, "private", "raw"), ("ns1." + zone, "private", "raw"), ("hostmaster." + zone, "private", "raw")]
    scenario(P, "pdnsutil_list_zone_a", "infra", [F], infra + zv + notes + foreign)
    scenario(P, "pdnsutil_list_zone_txt_prose", "no_key", [F], infra + zv + notes + foreign)
    scenario(P, "pdnsutil_list_zone_txt_foreign_key", "key_unusual", [F], infra + zv + notes + foreign)
    z2 = [(zone2, "private", "raw"), ("ns1." + zone2, "private", "raw"), ("hostmaster." + zone2, "private", "raw")]
    scenario(P, "pdnsutil_list_zone_rows", "rows", ["pdns/pdnsutil-list-zone-staff.out"], rows + z2)
    scenario(P, "pdnsutil_list_tsig_keys", "positional", ["pdns/pdnsutil-list-tsig-keys.out"], tsig)
    scenario(P, "pdns_query_log", "infra", ["pdns/pdns_server.log"], infra + zv + foreign + notes)



# ------------------------------------------------------------------------ OpenVPN
OV = RUN + "/ovpn"


def openvpn():
    g = Gen("openvpn")
    os.makedirs(OV, exist_ok=True)
    ver = run(["openvpn", "--version"], check=False).stdout.splitlines()[0]
    PLANTED["versions"]["openvpn"] = ver
    P = " ".join(ver.split()[:2])
    # test PKI made with the openssl CLI (setup only; its output is not captured)
    o = ["openssl"]
    run(o + ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-keyout",
             OV + "/ca.key", "-out", OV + "/ca.crt", "-days", "30", "-subj", "/CN=C19 Test CA"])
    run(o + ["req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-keyout",
             OV + "/server.key", "-out", OV + "/server.csr", "-subj", "/CN=vpn-gw"])
    with open(OV + "/server.ext", "w") as f:
        f.write("extendedKeyUsage=serverAuth\n")
    run(o + ["x509", "-req", "-in", OV + "/server.csr", "-CA", OV + "/ca.crt", "-CAkey", OV + "/ca.key",
             "-CAcreateserial", "-out", OV + "/server.crt", "-days", "30", "-extfile", OV + "/server.ext"])
    net = "10.%d.%d" % (g.r.randint(16, 250), g.r.randint(0, 250))
    users = []
    ukeys = ["UV_GEHEIMNIS", "UV_CLAVE_ACCESO", "UV_MOTDEPASSE", "UV_otpCode", "UV_PIN_KOD", "UV_SIFRE",
             "UV_recoveryCode", "UV_SIG", "UV_PAROL", "UV_LOSENORD"]
    for i in range(10):
        loc, fn, ln = g.person(g.pick(["de_DE", "pl_PL", "fr_FR", "fi_FI", "tr_TR", "es_ES", "nl_NL", "sv_SE"]))
        uname = "%s.%s%d" % (fold(fn).lower(), fold(ln).lower().replace("_", ""), i)
        users.append({"name": uname, "pw": g.secret().replace("\n", ""), "ok": i != 9,
                      "uk": ukeys[i], "uv": g.pick([g.base62, g.pin, g.passphrase, g.hexs])(),
                      "commit": g.commit(), "trace": g.trace_id(), "dev": g.uuid()})
    with open(OV + "/users.txt", "w") as f:
        for u in users:
            if u["ok"]:
                f.write("%s:%s\n" % (u["name"], u["pw"]))
    with open(OV + "/auth.sh", "w") as f:
        f.write('#!/bin/sh\nu=$(sed -n 1p "$1"); p=$(sed -n 2p "$1")\n'
                'grep -qxF "$u:$p" %s/users.txt && exit 0\nexit 1\n' % OV)
    os.chmod(OV + "/auth.sh", 0o755)
    srv = ["openvpn", "--dev", "tun", "--topology", "subnet", "--ifconfig", net + ".1", "255.255.255.0",
           "--ifconfig-noexec", "--route-noexec", "--mode", "server", "--tls-server", "--proto", "udp4",
           "--local", "127.0.0.1", "--port", "18945", "--ca", OV + "/ca.crt", "--cert", OV + "/server.crt",
           "--key", OV + "/server.key", "--dh", "none", "--ifconfig-pool", net + ".10", net + ".200", "255.255.255.0",
           "--push", "topology subnet", "--push", "route-gateway " + net + ".1", "--script-security", "2",
           "--auth-user-pass-verify", OV + "/auth.sh", "via-file", "--verify-client-cert", "none",
           "--username-as-common-name", "--duplicate-cn", "--status", OV + "/status.log", "1", "--status-version", "2",
           "--verb", "4", "--log", OV + "/server.log"]
    ps = nice_popen(srv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    clients = []
    status = ""
    try:
        time.sleep(2)
        for i, u in enumerate(users):
            with open("%s/up%d.txt" % (OV, i), "w") as f:
                f.write("%s\n%s\n" % (u["name"], u["pw"] if u["ok"] else u["pw"][::-1]))
            cl = ["openvpn", "--client", "--dev", "tun", "--ifconfig-noexec", "--route-noexec", "--proto", "udp4",
                  "--remote", "127.0.0.1", "18945", "--ca", OV + "/ca.crt", "--auth-user-pass", "%s/up%d.txt" % (OV, i),
                  "--auth-retry", "none", "--push-peer-info", "--setenv", u["uk"], u["uv"],
                  "--setenv", "UV_BUILD_COMMIT", u["commit"], "--setenv", "UV_TRACE_ID", u["trace"],
                  "--setenv", "UV_DEVICE_UUID", u["dev"], "--verb", "3", "--log", "%s/client%d.log" % (OV, i)]
            clients.append(nice_popen(cl, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
            time.sleep(0.7)
        time.sleep(8)
        with open(OV + "/status.log") as f:
            status = f.read()
    finally:
        for c in clients:
            stop(c)
        stop(ps)
    save("openvpn/status-v2.log", status)
    copy_file(OV + "/server.log", "openvpn/server.log")
    uv = []
    for u in users:
        uv += [(u["name"], "private", "raw"), (u["pw"], "secret", "raw"), (u["uv"], "secret", "raw")]
    ips = [("%s.%d" % (net, k), "private", "raw") for k in range(1, 201)]
    scenario(P, "server_peer_info_unusual_key", "key_unusual", ["openvpn/server.log"], uv + ips)
    scenario(P, "server_pool_returned", "infra", ["openvpn/server.log"], uv + ips)
    scenario(P, "server_peer_info_build_ids", "lookalike", ["openvpn/server.log"],
             uv + ips + [(u[k], "lookalike", "raw") for u in users for k in ("commit", "trace", "dev")])
    scenario(P, "status_v2_client_list_rows", "rows", ["openvpn/status-v2.log"], uv + ips)


# ------------------------------------------------------------------------ main
STEPS = {"postfix": postfix, "kerberos": kerberos, "vsftpd": vsftpd, "chrony": chrony, "pdns": pdns, "openvpn": openvpn}


def main():
    if os.environ.get("C19_NETNS") != "1":
        os.execvp("unshare", ["unshare", "--net", "--uts", "sh", "-c",
                              "ip link set lo up && hostname %s && C19_NETNS=1 exec %s %s %s" % (HOSTNAME, sys.executable, os.path.abspath(__file__),
                                                                               " ".join(sys.argv[1:]))])
    only = sys.argv[1:] or list(STEPS)
    os.makedirs(RUN, exist_ok=True)
    os.chmod(RUN, 0o755)
    pj = os.path.join(CAP, "planted.json")
    if sys.argv[1:] and os.path.exists(pj):
        with open(pj) as f:
            old = json.load(f)
        PLANTED["versions"].update(old["versions"])
        PLANTED["scenarios"] = [s for s in old["scenarios"] if s["step"] not in only]
    try:
        for name in only:
            n0 = len(PLANTED["scenarios"])
            STEPS[name]()
            for s in PLANTED["scenarios"][n0:]:
                s["step"] = name
    finally:
        for p in PROCS:
            stop(p)
        for u in FTP_USERS:
            subprocess.run(["userdel", u], capture_output=True)
        if not os.environ.get("C19_KEEP"):
            shutil.rmtree(RUN, ignore_errors=True)
    PLANTED["scenarios"].sort(key=lambda s: (s["step"], s["template"]))
    with open(pj, "w", encoding="utf-8") as f:
        json.dump(PLANTED, f, ensure_ascii=False, indent=1, sort_keys=True)
    print("captured", len(PLANTED["scenarios"]), "scenarios")


if __name__ == "__main__":
    main()
