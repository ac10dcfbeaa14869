#!/usr/bin/env python3
"""corpus26 capture: run real software on this machine with planted values, store raw output under captured/.

Runs itself inside `unshare -n -u -m -p -f --mount-proc --propagation private` (private network, UTS, mount
and PID namespaces): planted IPs live on the namespace's `lo`, the host name is planted, /etc/passwd and
/etc/group are bind-mounted planted copies, /home is a tmpfs, PIDs are planted through ns_last_pid.
Config and data live under /tmp/c26run.  Daemons listen on 127.0.0.1 / planted addresses, ports 19600-19699.
"""
import base64
import json
import os
import shutil
import signal
import socket
import sqlite3
import subprocess
import sys
import threading
import time
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import synthlib as S  # noqa: E402

RUN = "/tmp/c26run"
CAP = os.path.join(HERE, "captured")
PY = sys.executable
UNITS = []
VERSIONS = {}
PROCS = []
NS_HOST = S.hostname("ns-uts")
NS_IPS = []
GLOBAL_PRIVATE = []


def sh(cmd, **kw):
    return subprocess.run(cmd, shell=isinstance(cmd, str), check=True, **kw)


def run(cmd, pid=None, env=None, stdin=None, cwd=None, timeout=60, merge=False):
    if pid is not None:
        with open("/proc/sys/kernel/ns_last_pid", "w") as f:
            f.write(str(pid - 1))
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT if merge else subprocess.PIPE,
                         stdin=subprocess.PIPE if stdin is not None else subprocess.DEVNULL, env=env, cwd=cwd)
    if pid is not None and p.pid != pid:
        p.kill()
        raise RuntimeError("pid plant failed: %s != %s" % (p.pid, pid))
    out, err = p.communicate(stdin.encode() if isinstance(stdin, str) else stdin, timeout=timeout)
    if p.returncode not in (0,):
        raise RuntimeError("%s rc=%s\n%s\n%s" % (cmd, p.returncode, out.decode(errors="replace")[-2000:],
                                                (err or b"").decode(errors="replace")[-2000:]))
    return out.decode("utf-8"), (err or b"").decode("utf-8")


def wfile(path, text, mode="w"):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, mode, encoding="utf-8") as f:
        f.write(text)


def capfile(program, name, text):
    p = os.path.join(CAP, program, name)
    wfile(p, text)
    return os.path.relpath(p, HERE)


def lines_of(path):
    with open(os.path.join(HERE, path), encoding="utf-8") as f:
        return [l.rstrip("\r\n").rstrip() for l in f.read().split("\n")]


def locate_line(path, marker):
    L = lines_of(path)
    hits = [i for i, l in enumerate(L) if marker in l]
    if len(hits) != 1:
        raise RuntimeError("locate %r in %s: %s hits" % (marker, path, len(hits)))
    return hits[0]


def unit(program, template, cls, kind, n, file, locate, secrets=(), private=(), keep=()):
    UNITS.append(dict(id="%s/%s/%d" % (program, template, n), program=program, template=template, **{"class": cls},
                      kind=kind, file=file, locate=locate, secrets=list(dict.fromkeys(secrets)),
                      private=list(dict.fromkeys(private)), keep_candidates=list(keep)))


def add_ip(ip):
    fam = "-6" if ":" in ip else "-4"
    sh(["ip", fam, "addr", "add", ip + ("/128" if ":" in ip else "/32"), "dev", "lo"] + (["nodad"] if ":" in ip else []))
    NS_IPS.append(ip)


def people(tpl, need=None):
    """8 persons of distinct locales for a template; need: 'iban'|'nid'|None"""
    out = []
    off = sum(ord(c) for c in tpl) % len(S.LOCALES)
    i = 0
    while len(out) < 8:
        loc = S.LOCALES[(off + i) % len(S.LOCALES)]
        p = S.person(loc, "%s-%d" % (tpl, i))
        i += 1
        if need and need not in p:
            continue
        out.append(p)
    return out


def basic(user, pw):
    return base64.b64encode(("%s:%s" % (user, pw)).encode()).decode()


# ----------------------------------------------------------------------------------------------------------
# fake peers (not captured themselves; they only answer the real clients)
# ----------------------------------------------------------------------------------------------------------
class LineServer(threading.Thread):
    def __init__(self, addr, handler):
        super().__init__(daemon=True)
        fam = socket.AF_INET6 if ":" in addr[0] else socket.AF_INET
        self.s = socket.socket(fam, socket.SOCK_STREAM)
        self.s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.s.bind(addr)
        self.s.listen(8)
        self.handler = handler
        self.stop = False

    def run(self):
        self.s.settimeout(0.5)
        while not self.stop:
            try:
                c, _ = self.s.accept()
            except socket.timeout:
                continue
            except OSError:
                return
            try:
                c.settimeout(10)
                self.handler(c, c.makefile("rb"))
            except Exception as e:  # noqa
                print("peer error", e, file=sys.stderr)
            finally:
                c.close()

    def close(self):
        self.stop = True
        self.s.close()


def imap_peer(c, f):
    c.sendall(b"* OK IMAP4rev1 service ready\r\n")
    while True:
        l = f.readline()
        if not l:
            return
        tag, cmd = (l.strip().split(b" ", 2) + [b""])[:2]
        if cmd.upper() == b"LOGIN":
            c.sendall(tag + b" OK LOGIN completed\r\n")
        elif cmd.upper() == b"LOGOUT":
            c.sendall(b"* BYE logging out\r\n" + tag + b" OK LOGOUT completed\r\n")
            return
        else:
            c.sendall(tag + b" BAD unknown\r\n")


def smtp_peer(c, f):
    c.sendall(b"220 relay ESMTP ready\r\n")
    while True:
        l = f.readline()
        if not l:
            return
        u = l.strip().upper()
        if u.startswith(b"EHLO"):
            c.sendall(b"250-relay greets you\r\n250-AUTH PLAIN LOGIN\r\n250 8BITMIME\r\n")
        elif u.startswith(b"AUTH PLAIN"):
            c.sendall(b"235 2.7.0 Authentication successful\r\n")
        elif u.startswith(b"AUTH LOGIN"):
            c.sendall(b"334 VXNlcm5hbWU6\r\n")
            f.readline()
            c.sendall(b"334 UGFzc3dvcmQ6\r\n")
            f.readline()
            c.sendall(b"235 2.7.0 Authentication successful\r\n")
        elif u.startswith(b"QUIT"):
            c.sendall(b"221 2.0.0 Bye\r\n")
            return
        else:
            c.sendall(b"250 OK\r\n")


def pop_peer(c, f):
    c.sendall(b"+OK POP3 server ready\r\n")
    while True:
        l = f.readline()
        if not l:
            return
        u = l.strip().upper()
        if u.startswith(b"USER"):
            c.sendall(b"+OK send PASS\r\n")
        elif u.startswith(b"PASS"):
            c.sendall(b"+OK maildrop has 2 messages\r\n")
        elif u.startswith(b"STAT"):
            c.sendall(b"+OK 2 4417\r\n")
        elif u.startswith(b"QUIT"):
            c.sendall(b"+OK bye\r\n")
            return
        else:
            c.sendall(b"-ERR unknown\r\n")


HTTP_SINK = {}


def http_peer(c, f):
    head = b""
    while True:
        l = f.readline()
        head += l
        if l in (b"\r\n", b"\n", b""):
            break
    clen = 0
    for l in head.split(b"\r\n"):
        if l.lower().startswith(b"content-length:"):
            clen = int(l.split(b":")[1])
    body = f.read(clen) if clen else b""
    HTTP_SINK["last"] = head + body
    c.sendall(b"HTTP/1.0 200 OK\r\nContent-Length: 0\r\n\r\n")


# ----------------------------------------------------------------------------------------------------------
# templates
# ----------------------------------------------------------------------------------------------------------
def t_ruby_logger():
    prog = "ruby-logger"
    rb = os.path.join(RUN, "rl.rb")
    wfile(rb, r'''
require "logger"
tpl, tsv, out, progname = ARGV
lg = Logger.new(out, progname: progname)
File.readlines(tsv, chomp: true, encoding: "UTF-8").each do |l|
  lvl, msg = l.split("\t", 2)
  lg.add(Logger.const_get(lvl), msg)
end
lg.close
''')
    specs = {}
    # pii
    P = people("rl-pii")
    P2 = people("rl-pii-nid", "nid")
    P3 = people("rl-pii-iban", "iban")
    msgs = []
    for n in range(8):
        p, q, b = P[n], P2[n], P3[n]
        m, priv = [
            ("contact updated for %s <%s>, mobile %s" % (p["name"], p["email"], p["mobile"]), [p["name"], p["email"], p["mobile"]]),
            ("delivery address changed: %s, %s" % (p["name"], p["address"]), [p["name"], p["address"]]),
            ("KYC passed: %s %s %s" % (q["name"], q["nid_kind"], q["nid"]), [q["name"], q["nid"]]),
            ("SEPA mandate created for %s IBAN %s" % (b["name"], b["iban"]), [b["name"], b["iban"]]),
            ("callback requested by %s on %s" % (p["name"], p["mobile"]), [p["name"], p["mobile"]]),
            ("%s (%s) moved to %s" % (p["name"], p["email"], p["address"]), [p["name"], p["email"], p["address"]]),
            ("identity check %s=%s matched %s" % (q["nid_kind"], q["nid"], q["name"]), [q["nid"], q["name"]]),
            ("refund to %s for %s, confirmation sent to %s" % (b["iban"], b["name"], b["email"]), [b["iban"], b["name"], b["email"]]),
        ][n]
        msgs.append(("INFO" if n % 3 else "WARN", m, [], priv))
    specs["pii"] = ("pii_locale", "crm", msgs)
    # infra
    msgs = []
    for n in range(8):
        k = "rl-infra-%d" % n
        pod, fq, ip4, ip6, mac, host = S.pod_name(k), S.fqdn(k), S.ipv4(k), S.ipv6(k), S.mac(k), S.hostname(k)
        login = S.person(S.LOCALES[n], k)["login"]
        macu = mac.upper().replace(":", "-")
        m, priv = [
            ("registered %s on %s (%s)" % (pod, fq, ip4), [pod, fq, ip4]),
            ("lease %s bound to %s hostname=%s" % (ip4, mac, host), [ip4, mac, host]),
            ("peer %s unreachable, failing over to %s" % (ip6, fq), [ip6, fq]),
            ("ssh session from %s as %s to %s" % (ip4, login, host), [ip4, login, host]),
            ("probe %s/%s ok, mac %s" % (fq, ip4, mac), [fq, ip4, mac]),
            ("scheduled %s node=%s podIP=%s" % (pod, host, ip4), [pod, host, ip4]),
            ("resolver %s answered %s -> %s" % (ip6, fq, ip4), [ip6, fq, ip4]),
            ("arp: %s is-at %s" % (ip4, macu), [ip4, mac]),
        ][n]
        msgs.append(("INFO" if n % 2 else "WARN", m, [], priv))
    specs["infra"] = ("infra", "node-agent", msgs)
    # bare tokens
    msgs = []
    for n in range(8):
        _, t1 = S.any_vendor(n, "rl-bare")
        _, t2 = S.any_vendor(n + 100, "rl-bare")
        jwt, _ = S.jwt_hs256("rl-bare-%d" % n)
        m, sec = [
            ("rotated %s" % t1, [t1]),
            ("revoking %s after leak report" % t1, [t1]),
            ("accepted %s" % jwt, [jwt]),
            ("issued %s" % S.b62_secret("rl-bare-%d" % n, 32), [S.b62_secret("rl-bare-%d" % n, 32)]),
            ("push rejected: %s is no longer valid" % t1, [t1]),
            ("cached %s for 3600s" % t1, [t1]),
            ("using %s from keyring" % S.hex_secret("rl-bare-%d" % n, 24), [S.hex_secret("rl-bare-%d" % n, 24)]),
            ("%s %s" % (t1, t2), [t1, t2]),
        ][n]
        msgs.append(("INFO" if n % 2 else "ERROR", m, sec, []))
    specs["bare"] = ("no_key", "vault-sync", msgs)
    # intl keys
    msgs = []
    for n in range(8):
        pw = S.password("rl-intl-%d" % n)
        m, sec = [
            ("Passwort=%s" % pw, [pw]),
            ("mot_de_passe: %s" % pw, [pw]),
            ("contraseña=%s" % pw, [pw]),
            ("пароль: %s" % pw, [pw]),
            ("密码=%s" % pw, [pw]),
            ("parola_db=%s geheimnis=%s" % (pw, S.hex_secret("rl-intl-%d" % n, 16)), [pw, S.hex_secret("rl-intl-%d" % n, 16)]),
            ("暗証番号=%s" % S.pin("rl-intl-%d" % n, 6), [S.pin("rl-intl-%d" % n, 6)]),
            ("wachtwoord=%s salasana=%s" % (pw, S.simple_password("rl-intl-%d" % n)), [pw, S.simple_password("rl-intl-%d" % n)]),
        ][n]
        msgs.append(("DEBUG" if n % 2 else "INFO", m, sec, []))
    specs["intl"] = ("key_unusual", "konfig", msgs)
    for tpl, (cls, progname, msgs) in specs.items():
        pid = S.planted_pid("ruby-logger/" + tpl)
        tsv = os.path.join(RUN, "rl-%s.tsv" % tpl)
        wfile(tsv, "".join("%s\t%s\n" % (lv, m) for lv, m, _, _ in msgs))
        out = os.path.join(RUN, "rl-%s.log" % tpl)
        if os.path.exists(out):
            os.remove(out)
        run(["ruby", rb, tpl, tsv, out, progname], pid=pid)
        rel = capfile(prog, tpl + ".log", open(out, encoding="utf-8").read())
        for n, (lv, m, sec, priv) in enumerate(msgs):
            i = locate_line(rel, m)
            unit(prog, tpl, cls, "line", n, rel, {"line": i}, sec, priv + [str(pid)])


def t_ruby_imap():
    prog, tpl = "ruby-net-imap", "login"
    rb = os.path.join(RUN, "imap.rb")
    wfile(rb, r'''
require "net/imap"
Net::IMAP.debug = true
host, port, user, pass = ARGV
imap = Net::IMAP.new(host, port: port.to_i)
imap.login(user, pass)
imap.logout
imap.disconnect
''')
    srv = LineServer(("127.0.0.1", 19610), imap_peer)
    srv.start()
    try:
        for n in range(8):
            p = S.person(S.LOCALES[(n * 3) % 19], "imap-%d" % n)
            user = p["email"] if n % 2 else p["login"]
            pw = S.password("imap-%d" % n)
            out, err = run(["ruby", rb, "127.0.0.1", "19610", user, pw])
            rel = capfile(prog, "login_%d.txt" % n, err + out)
            L = lines_of(rel)
            L = [l for l in L if l]
            unit(prog, tpl, "positional", "block", n, rel, {"lines": [0, len(L)]}, [pw], [user])
    finally:
        srv.close()


def t_ruby_smtp():
    prog, tpl = "ruby-net-smtp", "auth"
    rb = os.path.join(RUN, "smtp.rb")
    wfile(rb, r'''
require "net/smtp"
host, port, helo, user, pass, type = ARGV
smtp = Net::SMTP.new(host, port.to_i)
smtp.debug_output = $stdout
smtp.start(helo, user, pass, type.to_sym) { |s| }
''')
    ip = S.ipv4("smtp-peer", "10")
    add_ip(ip)
    srv = LineServer((ip, 19611), smtp_peer)
    srv.start()
    try:
        for n in range(8):
            p = S.person(S.LOCALES[(n * 5 + 2) % 19], "smtp-%d" % n)
            user = p["email"]
            pw = S.password("smtp-%d" % n)
            helo = S.fqdn("smtp-helo-%d" % n)
            typ = "plain" if n % 2 == 0 else "login"
            out, err = run(["ruby", rb, ip, "19611", helo, user, pw, typ])
            rel = capfile(prog, "auth_%d.txt" % n, out + err)
            L = [l for l in lines_of(rel) if l]
            if typ == "plain":
                sec = [base64.b64encode(("\0%s\0%s" % (user, pw)).encode()).decode()]
                priv = [helo, ip]
            else:
                sec = [base64.b64encode(pw.encode()).decode()]
                priv = [helo, ip, base64.b64encode(user.encode()).decode()]
            unit(prog, tpl, "encoded", "block", n, rel, {"lines": [0, len(L)]}, sec, priv)
    finally:
        srv.close()


def t_slf4j():
    prog = "slf4j-simple"
    jdir = os.path.join(RUN, "java")
    os.makedirs(jdir, exist_ok=True)
    wfile(os.path.join(jdir, "C26Slf.java"), r'''
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import java.nio.file.*;
import java.nio.charset.StandardCharsets;
public class C26Slf {
  public static void main(String[] a) throws Exception {
    for (String l : Files.readAllLines(Paths.get(a[0]), StandardCharsets.UTF_8)) {
      String[] f = l.split("\t", -1);
      Logger lg = LoggerFactory.getLogger(f[0]);
      Object[] args = java.util.Arrays.copyOfRange(f, 3, f.length);
      switch (f[1]) {
        case "WARN": lg.warn(f[2], args); break;
        case "ERROR": lg.error(f[2], args); break;
        default: lg.info(f[2], args);
      }
    }
  }
}
''')
    cp = "/usr/share/java/slf4j-api.jar:/usr/share/java/slf4j-simple.jar"
    run(["javac", "-encoding", "UTF-8", "-cp", cp, "-d", jdir, os.path.join(jdir, "C26Slf.java")])
    T = {}
    # pii
    P = people("slf-pii")
    PN = people("slf-pii-nid", "nid")
    PI = people("slf-pii-iban", "iban")
    rows = []
    for n in range(8):
        p, q, b = P[n], PN[n], PI[n]
        rows.append([
            ("com.example.kyc.Onboarding", "INFO", "verified applicant {} {}={}", [q["name"], q["nid_kind"], q["nid"]], [q["name"], q["nid"]]),
            ("com.example.crm.ContactService", "INFO", "SMS fallback to {} for {}", [p["mobile"], p["name"]], [p["mobile"], p["name"]]),
            ("com.example.billing.Payout", "WARN", "payout held: beneficiary {} account {}", [b["name"], b["iban"]], [b["name"], b["iban"]]),
            ("com.example.crm.ContactService", "INFO", "shipping label printed for {} / {}", [p["name"], p["address"]], [p["name"], p["address"]]),
            ("com.example.kyc.Onboarding", "WARN", "duplicate registration {} ({})", [q["nid"], q["email"]], [q["nid"], q["email"]]),
            ("com.example.crm.Merge", "INFO", "merged profiles of {} [{}, {}]", [p["name"], p["email"], p["mobile"]], [p["name"], p["email"], p["mobile"]]),
            ("com.example.billing.Payout", "INFO", "card {} expired for {}", [p["pan"], p["name"]], [p["pan"], p["name"]]),
            ("com.example.crm.Merge", "INFO", "address verified: {}", [b["address"]], [b["address"]]),
        ][n])
    T["pii"] = ("pii_locale", ["-Dorg.slf4j.simpleLogger.showDateTime=true",
                               "-Dorg.slf4j.simpleLogger.dateTimeFormat=yyyy-MM-dd'T'HH:mm:ss.SSSZ"], rows, "sec0")
    rows = []
    for n in range(8):
        k = "slf-infra-%d" % n
        pod, fq, ip4, ip6, mac, host = S.pod_name(k), S.fqdn(k), S.ipv4(k), S.ipv6(k), S.mac(k), S.hostname(k)
        rows.append([
            ("org.apache.kafka.clients.NetworkClient", "WARN", "Connection to node 3 ({}/{}:9092) could not be established.", [fq, ip4], [fq, ip4]),
            ("com.example.cluster.Membership", "INFO", "member {} at /{} joined", [host, ip4], [host, ip4]),
            ("com.example.net.Neighbours", "INFO", "neighbour {} lladdr {} REACHABLE", [ip6, mac], [ip6, mac]),
            ("com.example.k8s.Watcher", "INFO", "Pod {} on {} reported Ready", [pod, fq], [pod, fq]),
            ("com.example.cluster.Membership", "WARN", "suspect {} ({}), last heartbeat 12s ago", [host, ip6], [host, ip6]),
            ("com.example.net.Dhcp", "INFO", "DHCPACK {} to {} ({})", [ip4, mac, host], [ip4, mac, host]),
            ("com.example.k8s.Watcher", "WARN", "Evicting {} from {} ({})", [pod, host, ip4], [pod, host, ip4]),
            ("org.apache.kafka.clients.NetworkClient", "INFO", "Bootstrap broker {}:9093 (id: -1 rack: null) disconnected", [fq], [fq]),
        ][n])
    T["infra"] = ("infra", ["-Dorg.slf4j.simpleLogger.levelInBrackets=true", "-Dorg.slf4j.simpleLogger.showShortLogName=true"],
                  rows, "sec1")
    rows = []
    for n in range(8):
        _, t1 = S.any_vendor(n, "slf-bare")
        _, t2 = S.any_vendor(n + 50, "slf-bare")
        seed = S.totp_seed("slf-bare-%d" % n)
        b64 = S.b64_secret("slf-bare-%d" % n)
        rows.append([
            ("com.example.secrets.Rotator", "INFO", "new credential issued: {}", [t1], [t1]),
            ("com.example.secrets.Rotator", "INFO", "{}", [t1], [t1]),
            ("com.example.secrets.Rotator", "WARN", "Rotated {} -> {}", [t1, t2], [t1, t2]),
            ("com.example.mfa.Enroll", "INFO", "enrolled authenticator {}", [seed], [seed]),
            ("com.example.secrets.Scanner", "ERROR", "found {} in build log of job 4411", [t1], [t1]),
            ("com.example.crypto.Keyring", "INFO", "loaded {} into slot 2", [b64], [b64]),
            ("com.example.secrets.Scanner", "WARN", "revoked: [{}, {}]", [t1, t2], [t1, t2]),
            ("com.example.hooks.Dispatcher", "INFO", "delivering via https://hooks.slack.com/services/{}", [S.vendor_token("slack_webhook_path", "slf-%d" % n)],
             [S.vendor_token("slack_webhook_path", "slf-%d" % n)]),
        ][n])
    T["bare"] = ("no_key", [], rows, "sec1")
    rows = []
    for n in range(8):
        k = "slf-trace-%d" % n
        uid, tr, sp, sha, dg, ver = S.uuid4(k), S.trace_id(k), S.span_id(k), S.commit_sha(k), S.sha256_digest(k), S.version(k)
        p = S.person(S.LOCALES[(n * 7) % 19], k)
        host = S.fqdn(k)
        rows.append([
            ("com.example.deploy.Pipeline", "INFO", "build {} commit {} finished", [uid, sha], [], [uid, sha]),
            ("com.example.http.Tracing", "INFO", "traceId={} spanId={} status=200", [tr, sp], [], [tr, sp]),
            ("com.example.deploy.Pipeline", "INFO", "pulled image {} ({})", [dg, ver], [], [dg, ver]),
            ("com.example.deploy.Pipeline", "WARN", "release {} approved by {} commit {}", [ver, p["email"], sha], [p["email"]], [ver, sha]),
            ("com.example.http.Tracing", "WARN", "slow request traceId={} spanId={} upstream={}", [tr, sp, host], [host], [tr, sp]),
            ("com.example.jobs.Runner", "INFO", "job {} attempt 2 correlation {}", [uid, tr], [], [uid, tr]),
            ("com.example.deploy.Pipeline", "INFO", "deployed {} to {} digest {}", [ver, host, dg], [host], [ver, dg]),
            ("com.example.jobs.Runner", "ERROR", "job {} failed for tenant {} ({})", [uid, p["name"], sha], [p["name"]], [uid, sha]),
        ][n])
    T["trace"] = ("lookalike", ["-Dorg.slf4j.simpleLogger.showDateTime=true"], rows, "keep")
    rows = []
    for n in range(8):
        k = "slf-camel-%d" % n
        pw = S.password(k)
        _, tok = S.any_vendor(n, "slf-camel")
        rows.append([
            ("com.example.cfg.Loader", "INFO", "resolved props {apiKeyId={}, clientScrt={}}", [S.vendor_token("aws_access_key_id", k), S.vendor_token("aws_secret_key", k)],
             [S.vendor_token("aws_access_key_id", k), S.vendor_token("aws_secret_key", k)]),
            ("com.example.cfg.Loader", "INFO", "smtpAuthPwd={}", [pw], [pw]),
            ("com.example.cfg.Loader", "WARN", "xApiKey: {} (from env)", [tok], [tok]),
            ("com.example.cfg.Oauth", "INFO", "oAuthClientSecret={} tokenUri=/oauth/token", [S.b62_secret(k, 40)], [S.b62_secret(k, 40)]),
            ("com.example.cfg.Loader", "INFO", "pgPass={}, pgUsr=report_ro", [pw], [pw]),
            ("com.example.cfg.Twilio", "INFO", "twilioAuthTkn={}", [S.hex_secret(k, 16)], [S.hex_secret(k, 16)]),
            ("com.example.cfg.Hmac", "INFO", "hmacSigningKey={} kid=3", [S.b64_secret(k)], [S.b64_secret(k)]),
            ("com.example.cfg.Mfa", "INFO", "totpSeed={} digits=6", [S.totp_seed(k)], [S.totp_seed(k)]),
        ][n])
    T["camel"] = ("key_unusual", ["-Dorg.slf4j.simpleLogger.showLogName=false", "-Dorg.slf4j.simpleLogger.showThreadName=false",
                                  "-Dorg.slf4j.simpleLogger.levelInBrackets=true"], rows, "sec1")
    for tpl, (cls, props, rows, mode) in T.items():
        tsv = os.path.join(jdir, "%s.tsv" % tpl)
        wfile(tsv, "".join("\t".join([r[0], r[1], r[2]] + r[3]) + "\n" for r in rows))
        out, err = run(["java", "-Dfile.encoding=UTF-8", "-Dorg.slf4j.simpleLogger.logFile=System.out"] + props +
                       ["-cp", cp + ":" + jdir, "C26Slf", tsv])
        rel = capfile(prog, tpl + ".log", out)
        L = lines_of(rel)
        for n, r in enumerate(rows):
            # the formatted message: substitute args
            msg = r[2]
            for a in r[3]:
                msg = msg.replace("{}", a, 1)
            i = locate_line(rel, msg)
            if mode == "keep":
                unit(prog, tpl, cls, "line", n, rel, {"line": i}, [], r[4], r[5])
            elif cls in ("pii_locale", "infra"):
                unit(prog, tpl, cls, "line", n, rel, {"line": i}, [], r[4])
            else:
                unit(prog, tpl, cls, "line", n, rel, {"line": i}, r[4], [])


def t_perl_dispatch():
    prog = "perl-log-dispatch"
    pl = os.path.join(RUN, "pld.pl")
    wfile(pl, r'''
use strict; use warnings; use utf8;
use Log::Dispatch; use POSIX qw(strftime);
my ($tpl, $tsv, $out) = @ARGV;
my %cb = (
  pii   => sub { my %p = @_; sprintf "[%s] %-7s %s", strftime("%Y-%m-%d %H:%M:%S", gmtime), uc $p{level}, $p{message} },
  infra => sub { my %p = @_; sprintf "%s host-agent[%d]: <%s> %s", strftime("%b %e %H:%M:%S", gmtime), $$, $p{level}, $p{message} },
  bare  => sub { my %p = @_; sprintf "%d %s %s", time, $p{level}, $p{message} },
  trace => sub { my %p = @_; sprintf "ts=%s level=%s msg=\"%s\"", strftime("%Y-%m-%dT%H:%M:%SZ", gmtime), $p{level}, $p{message} },
);
my $log = Log::Dispatch->new(
  outputs => [ [ 'File', min_level => 'debug', filename => $out, newline => 1, binmode => ':encoding(UTF-8)' ] ],
  callbacks => $cb{$tpl});
open my $fh, '<:encoding(UTF-8)', $tsv or die;
while (my $l = <$fh>) { chomp $l; my ($lvl, $msg) = split /\t/, $l, 2; $log->log(level => $lvl, message => $msg); }
''')
    T = {}
    P = people("pld-pii")
    PN = people("pld-pii-nid", "nid")
    PI = people("pld-pii-iban", "iban")
    msgs = []
    for n in range(8):
        p, q, b = P[n], PN[n], PI[n]
        msgs.append([
            ("info", "Kundenkonto angelegt: %s, %s" % (p["name"], p["address"]), [p["name"], p["address"]]),
            ("warning", "Lastschrift abgelehnt: %s (%s)" % (b["iban"], b["name"]), [b["iban"], b["name"]]),
            ("info", "%s %s hinterlegt für %s" % (q["nid_kind"], q["nid"], q["name"]), [q["nid"], q["name"]]),
            ("notice", "Rückruf an %s unter %s" % (p["name"], p["mobile"]), [p["name"], p["mobile"]]),
            ("info", "Newsletter-Abmeldung %s" % p["email"], [p["email"]]),
            ("warning", "Zahlungsausfall %s, Karte %s" % (p["name"], S.card_pan("pld-%d" % n, grouped=True)), [p["name"], S.card_pan("pld-%d" % n, grouped=True)]),
            ("info", "Adressänderung %s -> %s" % (q["name"], q["address"]), [q["name"], q["address"]]),
            ("info", "Vertrag gesendet an %s / %s" % (b["email"], b["mobile"]), [b["email"], b["mobile"]]),
        ][n])
    T["pii"] = ("pii_locale", msgs, "private")
    msgs = []
    for n in range(8):
        k = "pld-infra-%d" % n
        pod, fq, ip4, ip6, mac, host = S.pod_name(k), S.fqdn(k), S.ipv4(k), S.ipv6(k), S.mac(k), S.hostname(k)
        msgs.append([
            ("info", "connected to %s:5432 (%s)" % (fq, ip4), [fq, ip4]),
            ("warning", "duplicate address %s claimed by %s" % (ip4, mac), [ip4, mac]),
            ("info", "route to %s via %s" % (ip6, host), [ip6, host]),
            ("error", "health check of %s failed: %s timed out" % (pod, ip4), [pod, ip4]),
            ("info", "syncing /srv/repo to %s" % fq, [fq]),
            ("notice", "new neighbour %s [%s] on vlan 20" % (host, mac.replace(":", "").upper()), [host, mac]),
            ("info", "drained %s (%s, %s)" % (host, ip4, ip6), [host, ip4, ip6]),
            ("warning", "pod %s restarted on %s" % (pod, fq), [pod, fq]),
        ][n])
    T["infra"] = ("infra", msgs, "private")
    msgs = []
    for n in range(8):
        _, t1 = S.any_vendor(n, "pld-bare")
        jwt, _ = S.jwt_hs256("pld-bare-%d" % n)
        pp = S.passphrase("pld-bare-%d" % n)
        msgs.append([
            ("info", "rotation complete %s" % t1, [t1]),
            ("warning", "leaked in issue #4411: %s" % t1, [t1]),
            ("info", "bearer %s" % jwt, [jwt]),
            ("info", "unlock phrase accepted: %s" % pp, [pp]),
            ("error", "upstream answered 401 for %s" % t1, [t1]),
            ("info", "stdin: %s" % t1, [t1]),
            ("info", "paste contained %s and %s" % (t1, S.hex_secret("pld-bare-%d" % n, 20)), [t1, S.hex_secret("pld-bare-%d" % n, 20)]),
            ("notice", "webhook signed with %s" % S.vendor_token("stripe_webhook", "pld-%d" % n), [S.vendor_token("stripe_webhook", "pld-%d" % n)]),
        ][n])
    T["bare"] = ("no_key", msgs, "secrets")
    msgs = []
    for n in range(8):
        k = "pld-trace-%d" % n
        uid, tr, sp, sha, dg, ver = S.uuid4(k), S.trace_id(k), S.span_id(k), S.commit_sha(k), S.sha256_digest(k), S.version(k)
        p = S.person(S.LOCALES[(n * 4 + 1) % 19], k)
        msgs.append([
            ("info", "request %s handled in 31ms trace %s" % (uid, tr), [], [uid, tr]),
            ("info", "span %s parent %s" % (sp, tr), [], [sp, tr]),
            ("warning", "cache miss for blob %s" % dg, [], [dg]),
            ("info", "checked out %s (%s)" % (sha, ver), [], [sha, ver]),
            ("info", "session %s opened by %s" % (uid, p["login"]), [p["login"]], [uid]),
            ("info", "agent %s reporting as %s" % (ver, uid), [], [ver, uid]),
            ("error", "trace %s span %s: order for %s failed" % (tr, sp, p["name"]), [p["name"]], [tr, sp]),
            ("info", "rebased onto %s by %s" % (sha, p["email"]), [p["email"]], [sha]),
        ][n])
    T["trace"] = ("lookalike", msgs, "keep")
    for tpl, (cls, msgs, mode) in T.items():
        tsv = os.path.join(RUN, "pld-%s.tsv" % tpl)
        wfile(tsv, "".join("%s\t%s\n" % (m[0], m[1]) for m in msgs))
        out = os.path.join(RUN, "pld-%s.log" % tpl)
        if os.path.exists(out):
            os.remove(out)
        pid = S.planted_pid("perl-log-dispatch/" + tpl)
        run(["perl", pl, tpl, tsv, out], pid=pid)
        rel = capfile(prog, tpl + ".log", open(out, encoding="utf-8").read())
        for n, m in enumerate(msgs):
            i = locate_line(rel, m[1])
            extra = [str(pid)] if tpl == "infra" else []
            if mode == "keep":
                unit(prog, tpl, cls, "line", n, rel, {"line": i}, [], m[2], m[3])
            elif mode == "private":
                unit(prog, tpl, cls, "line", n, rel, {"line": i}, [], m[2] + extra)
            else:
                unit(prog, tpl, cls, "line", n, rel, {"line": i}, m[2], [])


def t_perl_format():
    prog, tpl = "perl-format", "report"
    pl = os.path.join(RUN, "pfmt.pl")
    wfile(pl, r'''
use strict; use warnings; use utf8;
binmode STDOUT, ':encoding(UTF-8)';
our ($login, $name, $mobile, $seed, $ip);
format STDOUT_TOP =
LOGIN           | FULL NAME                    | MOBILE               | TOTP SEED                          | LAST IP
----------------+------------------------------+----------------------+------------------------------------+----------------
.
format STDOUT =
@<<<<<<<<<<<<<< | @<<<<<<<<<<<<<<<<<<<<<<<<<<< | @<<<<<<<<<<<<<<<<<<< | @<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<< | @<<<<<<<<<<<<<<
$login,           $name,                         $mobile,               $seed,                               $ip
.
open my $fh, '<:encoding(UTF-8)', $ARGV[0] or die;
while (my $l = <$fh>) { chomp $l; ($login, $name, $mobile, $seed, $ip) = split /\t/, $l; write; }
''')
    P = people("pfmt")
    rows = []
    for n in range(8):
        p = P[n]
        rows.append([p["login"], p["name"], p["mobile"], S.totp_seed("pfmt-%d" % n), S.ipv4("pfmt-%d" % n)])
    tsv = os.path.join(RUN, "pfmt.tsv")
    wfile(tsv, "".join("\t".join(r) + "\n" for r in rows))
    out, _ = run(["perl", pl, tsv])
    rel = capfile(prog, "report.txt", out)
    for n, r in enumerate(rows):
        i = locate_line(rel, r[3])
        unit(prog, tpl, "rows", "row", n, rel, {"line": i, "header_line": 0, "sep": "|"}, [r[3]], [r[0], r[1], r[2], r[4]])


def t_pinky(passwd_lines, homes):
    prog, tpl = "pinky", "gecos"
    P = people("pinky")
    for n in range(8):
        p = P[n]
        login = p["login"]
        passwd_lines.append("%s:x:%d:%d:%s,,,:/home/%s:/bin/bash" % (login, 4100 + n, 4100 + n, p["name"], login))
        plan = "%s\n%s\n" % (p["address"], p["mobile"] if n % 2 else p["email"])
        project = ("%s %s" % (p.get("nid_kind", "ID"), p["nid"])) if "nid" in p else p["email"]
        homes.append((login, 4100 + n, plan, project))
    return P


def t_pinky_run(P):
    prog, tpl = "pinky", "gecos"
    for n in range(8):
        p = P[n]
        out, _ = run(["pinky", "-l", p["login"]])
        rel = capfile(prog, "gecos_%d.txt" % n, out)
        L = [l for l in lines_of(rel)]
        while L and not L[-1]:
            L.pop()
        priv = [p["login"], p["name"], p["address"], p["mobile"] if n % 2 else p["email"]]
        priv.append(p["nid"] if "nid" in p else p["email"])
        unit(prog, tpl, "pii_locale", "block", n, rel, {"lines": [0, len(L)]}, [], priv)


def t_json_tool():
    prog = "json.tool"
    P = people("jt-pii")
    for n in range(8):
        p = P[n]
        cust = {"id": 7100 + n, "name": p["name"], "locale": p["locale"]}
        priv = [p["name"]]
        if n % 2 == 0:
            cust["email"] = p["email"]
            priv.append(p["email"])
        cust["mobile"] = p["mobile"]
        priv.append(p["mobile"])
        if n % 3 == 0:
            cust["address"] = p["address"]
            priv.append(p["address"])
        if "iban" in p and n % 2:
            cust["iban"] = p["iban"]
            priv.append(p["iban"])
        elif "nid" in p:
            cust["nationalId"] = p["nid"]
            priv.append(p["nid"])
        src = os.path.join(RUN, "jt-pii-%d.json" % n)
        wfile(src, json.dumps({"customer": cust, "consent": bool(n % 2)}, ensure_ascii=False))
        out, _ = run([PY, "-m", "json.tool", src])
        rel = capfile(prog, "pii_%d.json" % n, out)
        L = [l for l in lines_of(rel) if l]
        unit(prog, "pii", "pii_locale", "block", n, rel, {"lines": [0, len(L)]}, [], priv)
    for n in range(8):
        k = "jt-nested-%d" % n
        p = S.person(S.LOCALES[(n * 2 + 5) % 19], k)
        pw = S.password(k)
        tok = S.any_vendor(n, "jt-nested")[1]
        sec, priv = [pw], [p["login"]]
        inner = {"auth": {"user": p["login"], "password": pw}}
        ev = {"event": "webhook.delivered", "attempt": n + 1}
        if n % 2 == 0:
            ev["payload"] = json.dumps(inner)
        else:
            ev["payload"] = json.dumps({"job": "sync", "config": json.dumps(inner)})
        if n % 3 == 0:
            b = basic(p["login"], pw)
            ev["headers"] = {"Authorization": "Basic " + b}
            sec.append(b)
        if n % 4 == 1:
            ev["form"] = urllib.parse.urlencode({"grant_type": "client_credentials", "client_secret": tok})
            sec.append(tok)
        src = os.path.join(RUN, "jt-nested-%d.json" % n)
        wfile(src, json.dumps(ev))
        out, _ = run([PY, "-m", "json.tool", src])
        rel = capfile(prog, "nested_%d.json" % n, out)
        L = [l for l in lines_of(rel) if l]
        unit(prog, "nested", "encoded", "block", n, rel, {"lines": [0, len(L)]}, sec, priv)


def t_pprint():
    prog = "pprint"
    scr = os.path.join(RUN, "pp.py")
    wfile(scr, "import json, pprint, sys\nobj = json.load(open(sys.argv[1], encoding='utf-8'))\n"
               "if 'body' in obj.get('request', {}): obj['request']['body'] = obj['request']['body'].encode()\n"
               "pprint.pprint(obj, width=int(sys.argv[2]), sort_dicts=False)\n")
    for n in range(8):
        k = "pp-nested-%d" % n
        p = S.person(S.LOCALES[(n * 6 + 3) % 19], k)
        pw = S.password(k, tricky=True) if n % 2 else S.password(k)
        sec, priv = [pw], []
        req = {"method": "POST", "url": "/v1/session"}
        if n in (0, 3, 6):
            b = basic(p["login"], pw)
            req["headers"] = {"Authorization": "Basic " + b, "Accept": "application/json"}
            sec, priv = [b], []
            req["body"] = urllib.parse.urlencode({"remember": "1", "otp": S.pin(k, 6)})
            sec.append(S.pin(k, 6))
        elif n in (1, 4, 7):
            req["body"] = urllib.parse.urlencode({"username": p["email"], "password": pw})
            priv = [p["email"]]
        else:
            req["json"] = json.dumps({"login": p["login"], "secret": pw})
            priv = [p["login"]]
        obj = {"request": req, "retry": n % 3, "cookie": "sid=" + urllib.parse.quote(S.b62_secret(k, 24))}
        sec.append(S.b62_secret(k, 24))
        src = os.path.join(RUN, "pp-%d.json" % n)
        wfile(src, json.dumps(obj))
        out, _ = run([PY, scr, src, "120"])
        rel = capfile(prog, "nested_%d.txt" % n, out)
        L = [l for l in lines_of(rel) if l]
        unit(prog, "nested", "encoded", "block", n, rel, {"lines": [0, len(L)]}, sec, priv)
    for n in range(8):
        k = "pp-manifest-%d" % n
        uid, tr, sp, sha, dg, ver = S.uuid4(k), S.trace_id(k), S.span_id(k), S.commit_sha(k), S.sha256_digest(k), S.version(k)
        obj = {"service": ["ledger", "search", "checkout", "auth", "export", "notify", "billing", "maps"][n], "version": ver,
               "commit": sha, "image_digest": dg, "build_id": uid}
        priv = []
        keep = [ver, sha, dg, uid]
        if n % 2:
            obj["trace"] = {"trace_id": tr, "span_id": sp}
            keep += [tr, sp]
        if n % 3 == 0:
            p = S.person(S.LOCALES[(n + 11) % 19], k)
            obj["maintainer"] = p["email"]
            priv.append(p["email"])
        if n % 4 == 2:
            h = S.fqdn(k)
            obj["deployed_to"] = h
            priv.append(h)
        src = os.path.join(RUN, "ppm-%d.json" % n)
        wfile(src, json.dumps(obj))
        out, _ = run([PY, scr, src, "80"])
        rel = capfile(prog, "manifest_%d.txt" % n, out)
        L = [l for l in lines_of(rel) if l]
        unit(prog, "manifest", "lookalike", "block", n, rel, {"lines": [0, len(L)]}, [], priv, keep)


def t_httphandler():
    prog, tpl = "python-httphandler", "post"
    scr = os.path.join(RUN, "hh.py")
    wfile(scr, r'''
import json, logging, logging.handlers, sys
host, user, pw = sys.argv[1:4]
msg = sys.argv[4]
args = tuple(sys.argv[5:])
h = logging.handlers.HTTPHandler(host, "/ingest/v1/logs", method="POST", credentials=(user, pw))
lg = logging.getLogger("billing.sync")
lg.propagate = False
lg.addHandler(h)
lg.setLevel(logging.INFO)
lg.warning(msg, *args)
''')
    ip = S.ipv4("hh-peer", "172")
    add_ip(ip)
    srv = LineServer((ip, 19620), http_peer)
    srv.start()
    try:
        for n in range(8):
            k = "hh-%d" % n
            p = S.person(S.LOCALES[(n * 4 + 2) % 19], k)
            user = "svc-billing" if n % 2 else p["login"]
            pw = S.password(k)
            tok = S.any_vendor(n, "hh")[1]
            b = basic(user, pw)
            if n % 3 == 0:
                msg, args = "token refresh failed for %s: %s", [p["email"], json.dumps({"refresh_token": tok})]
                priv = [p["email"]]
            elif n % 3 == 1:
                msg, args = "callback payload " + json.dumps({"apiKey": tok, "owner": p["name"]}, ensure_ascii=False), []
                priv = [p["name"]]
            else:
                msg, args = "retrying upload with %s", [tok]
                priv = []
            pid = S.planted_pid(k)
            HTTP_SINK.clear()
            run([PY, "-c", open(scr).read(), "%s:19620" % ip, user, pw, msg] + args, pid=pid)
            for _ in range(50):
                if "last" in HTTP_SINK:
                    break
                time.sleep(0.05)
            raw = HTTP_SINK["last"].decode("utf-8")
            rel = capfile(prog, "post_%d.http" % n, raw)
            L = [l for l in lines_of(rel)]
            nonempty = [l for l in L if l]
            unit(prog, tpl, "encoded", "block", n, rel, {"lines": [0, len(L)], "drop_empty": True},
                 [b, tok], priv + [ip, str(pid)])
    finally:
        srv.close()


def t_poplib():
    prog, tpl = "python-poplib", "debug"
    scr = os.path.join(RUN, "pop.py")
    wfile(scr, "import poplib, sys\nc = poplib.POP3(sys.argv[1], 19612)\nc.set_debuglevel(2)\n"
               "c.user(sys.argv[2])\nc.pass_(sys.argv[3])\nc.stat()\nc.quit()\n")
    ip = S.ipv4("pop-peer", "192")
    add_ip(ip)
    srv = LineServer((ip, 19612), pop_peer)
    srv.start()
    try:
        for n in range(8):
            k = "pop-%d" % n
            p = S.person(S.LOCALES[(n * 5 + 1) % 19], k)
            user = p["email"] if n % 2 else p["login"]
            pw = S.password(k) if n % 4 else S.passphrase(k)
            out, _ = run([PY, scr, ip, user, pw])
            rel = capfile(prog, "debug_%d.txt" % n, out)
            L = [l for l in lines_of(rel) if l]
            unit(prog, tpl, "positional", "block", n, rel, {"lines": [0, len(L)]}, [pw], [user])
    finally:
        srv.close()


def t_make():
    prog = "make"
    mdir = os.path.join(RUN, "make")
    os.makedirs(mdir, exist_ok=True)
    T = {"argv": [], "deploy": [], "image": []}
    for n in range(8):
        k = "mk-argv-%d" % n
        p = S.person(S.LOCALES[(n * 3 + 7) % 19], k)
        u, pw, h, ip = p["login"], S.simple_password(k), S.fqdn(k), S.ipv4(k)
        recipe, sec, priv = [
            ("mysqldump -u $(U) -p$(PW) -h $(H) shop > shop.sql", [pw], [u, h]),
            ("sshpass -p $(PW) rsync -a dist/ $(U)@$(IP):/srv/www", [pw], [u, ip]),
            ("redis-cli -a $(PW) -h $(H) ping", [pw], [h]),
            ("htpasswd -b -c /etc/nginx/.htpasswd $(U) $(PW)", [pw], [u]),
            ("mongosh mongodb://$(U):$(PW)@$(H):27017/admin --eval 'db.stats()'", [pw], [u, h]),
            ("git clone https://oauth2:$(TOK)@$(H)/team/app.git", [S.vendor_token("gitlab_pat", k)], [h]),
            ("docker login -u $(U) -p $(PW) $(H)", [pw], [u, h]),
            ("openssl enc -aes-256-cbc -pbkdf2 -k $(KEY) -in backup.tar -out backup.tar.enc", [S.hex_secret(k, 24)], []),
        ][n]
        T["argv"].append(({"U": u, "PW": pw, "H": h, "IP": ip, "TOK": S.vendor_token("gitlab_pat", k), "KEY": S.hex_secret(k, 24)},
                          recipe, sec, priv, []))
    for n in range(8):
        k = "mk-deploy-%d" % n
        p = S.person(S.LOCALES[(n * 2 + 9) % 19], k)
        u, h, fq, ip, ip6, mac, pod = p["login"], S.hostname(k), S.fqdn(k), S.ipv4(k), S.ipv6(k), S.mac(k), S.pod_name(k)
        recipe, priv = [
            ("rsync -az build/ $(U)@$(FQ):/srv/app/", [u, fq]),
            ("ssh -J $(U)@$(IP) root@$(H) systemctl restart app", [u, ip, h]),
            ("ping -c1 -W2 -I eth0 $(IP6)", [ip6]),
            ("etherwake -i eth0 $(MAC)", [mac]),
            ("kubectl -n prod logs $(POD) --since=10m", [pod]),
            ("scp release.tgz $(U)@[$(IP6)]:/tmp/", [u, ip6]),
            ("nsupdate -k ddns.key <<< 'update add $(FQ) 300 A $(IP)'", [fq, ip]),
            ("ansible-playbook -i $(H),$(FQ) site.yml --limit $(IP)", [h, fq, ip]),
        ][n]
        T["deploy"].append(({"U": u, "H": h, "FQ": fq, "IP": ip, "IP6": ip6, "MAC": mac, "POD": pod}, recipe, [], priv, []))
    for n in range(8):
        k = "mk-image-%d" % n
        sha, dg, ver, tr, sp, uid = S.commit_sha(k), S.sha256_digest(k), S.version(k), S.trace_id(k), S.span_id(k), S.uuid4(k)
        fq = S.fqdn(k)
        recipe, priv, keep = [
            ("git checkout $(SHA)", [], [sha]),
            ("docker pull app/ledger:$(VER) --platform linux/amd64 # $(DG)", [], [ver, dg]),
            ("helm upgrade ledger ./chart --version $(VER) --set image.digest=$(DG)", [], [ver, dg]),
            ("./smoke.sh --traceparent 00-$(TR)-$(SP)-01", [], [tr, sp]),
            ("git tag -a $(VER) $(SHA) -m 'release $(VER)'", [], [ver, sha]),
            ("./notify.sh --run $(UID) --host $(FQ)", [fq], [uid]),
            ("cosign verify app/ledger@$(DG) --certificate-identity-regexp '.*'", [], [dg]),
            ("rsync -a dist/ $(FQ):/srv/$(SHA)/ && echo $(UID)", [fq], [sha, uid]),
        ][n]
        T["image"].append(({"SHA": sha, "DG": dg, "VER": ver, "TR": tr, "SP": sp, "UID": uid, "FQ": fq}, recipe, [], priv, keep))
    cls = {"argv": "positional", "deploy": "infra", "image": "lookalike"}
    for tpl, cases in T.items():
        for n, (vars_, recipe, sec, priv, keep) in enumerate(cases):
            mk = os.path.join(mdir, "%s_%d.mk" % (tpl, n))
            wfile(mk, "".join("%s := %s\n" % (a, b) for a, b in vars_.items()) + "\n.PHONY: %s\n%s:\n\t%s\n" % (tpl, tpl, recipe))
            out, err = run(["make", "--no-print-directory", "-n", "-f", mk, tpl], cwd=mdir)
            rel = capfile(prog, "%s_%d.txt" % (tpl, n), out)
            L = [l for l in lines_of(rel) if l]
            if len(L) != 1:
                raise RuntimeError("make output %r" % L)
            unit(prog, tpl, cls[tpl], "line", n, rel, {"line": 0}, sec, priv, keep)


def t_pip_config():
    prog = "pip-config"
    for tpl in ("index", "keys"):
        for n in range(8):
            k = "pip-%s-%d" % (tpl, n)
            p = S.person(S.LOCALES[(n * 7 + 4) % 19], k)
            fq, ip, ip6 = S.fqdn(k), S.ipv4(k), S.ipv6(k)
            pw = S.simple_password(k)
            if tpl == "index":
                sec_key, key_name, val, sec, priv = [
                    ("global", "index-url", "https://%s:%s@%s/simple/" % (p["login"], pw, fq), [pw], [p["login"], fq]),
                    ("global", "extra-index-url", "https://__token__:%s@%s/pypi/simple" % (S.vendor_token("pypi", k), fq),
                     [S.vendor_token("pypi", k)], [fq]),
                    ("install", "find-links", "https://%s:%s@%s/wheels/" % (p["login"], urllib.parse.quote(S.password(k, True), safe=""), fq),
                     [S.password(k, True)], [p["login"], fq]),
                    ("global", "proxy", "http://%s:%s@%s:3128" % (p["login"], pw, ip), [pw], [p["login"], ip]),
                    ("global", "index-url", "https://oauth2:%s@%s/api/v4/projects/42/packages/pypi/simple" % (S.vendor_token("gitlab_pat", k), fq),
                     [S.vendor_token("gitlab_pat", k)], [fq]),
                    ("download", "index-url", "https://%s:%s@[%s]:8443/simple" % (p["login"], pw, ip6), [pw], [p["login"], ip6]),
                    ("global", "extra-index-url", "https://aws:%s@%s/pypi/internal/simple/" % (S.b64_secret(k, 48).replace("/", "_").replace("+", "-"), fq),
                     [S.b64_secret(k, 48).replace("/", "_").replace("+", "-")], [fq]),
                    ("global", "index-url", "https://%s:%s@%s/artifactory/api/pypi/pypi/simple" % (urllib.parse.quote(p["email"], safe=""), S.b62_secret(k, 64), fq),
                     [S.b62_secret(k, 64)], [p["email"], fq]),
                ][n]
            else:
                tpw = S.password(k)
                sec_key, key_name, val, sec, priv = [
                    ("global", "kennwort", tpw, [tpw], []),
                    ("install", "srvPwd", tpw, [tpw], []),
                    ("global", "x-auth-tok", S.any_vendor(n, "pip-keys")[1], [S.any_vendor(n, "pip-keys")[1]], []),
                    ("download", "apiSchluessel", S.hex_secret(k, 20), [S.hex_secret(k, 20)], []),
                    ("global", "mdp", tpw, [tpw], []),
                    ("global", "haslo", tpw, [tpw], []),
                    ("wheel", "clave_api", S.b62_secret(k, 36), [S.b62_secret(k, 36)], []),
                    ("global", "gh_tkn", S.vendor_token("github_fine", k), [S.vendor_token("github_fine", k)], []),
                ][n]
            home = os.path.join(RUN, "piphome", k)
            cfgdir = os.path.join(home, ".config", "pip")
            os.makedirs(cfgdir, exist_ok=True)
            with open(os.path.join(cfgdir, "pip.conf"), "w", encoding="utf-8") as f:
                f.write("[%s]\n%s = %s\n" % (sec_key, key_name, val))
            out, _ = run([PY, "-m", "pip", "config", "--user", "list"],
                         env={"HOME": home, "XDG_CONFIG_HOME": os.path.join(home, ".config"), "PATH": "/usr/bin:/bin",
                              "LANG": "C.UTF-8"})
            rel = capfile(prog, "%s_%d.txt" % (tpl, n), out)
            L = [l for l in lines_of(rel) if l]
            if len(L) != 1:
                raise RuntimeError("pip output %r" % L)
            unit(prog, tpl, "positional" if tpl == "index" else "key_unusual", "line", n, rel, {"line": 0}, sec, priv)


def val_key_name(tpl, n, sec, val):
    if tpl == "index":
        return ["index-url", "extra-index-url", "find-links", "proxy", "index-url", "index-url", "extra-index-url", "index-url"][n]
    return ["kennwort", "srvPwd", "x-auth-tok", "apiSchluessel", "mdp", "haslo", "clave_api", "gh_tkn"][n]


def t_express():
    prog = "express"
    app = os.path.join(RUN, "npm", "app.js")
    T = {"dsn": [], "bare": []}
    for n in range(8):
        k = "ex-dsn-%d" % n
        p = S.person(S.LOCALES[(n * 5 + 6) % 19], k)
        u, pw, ip, fq = p["login"], S.simple_password(k), S.ipv4(k), S.fqdn(k)
        T["dsn"].append([
            ("Error", "connect ECONNREFUSED amqp://%s:%s@%s:5672/%%2Fbilling" % (u, pw, ip), [pw], [u, ip]),
            ("MongoServerError", "mongodb://%s:%s@%s:27017/?authSource=admin: Authentication failed." % (u, pw, fq), [pw], [u, fq]),
            ("Error", "IMAP command failed: a1 LOGIN %s %s -> NO [AUTHENTICATIONFAILED]" % (p["email"], pw), [pw], [p["email"]]),
            ("ReplyError", "redis://:%s@%s:6380/0 WRONGPASS invalid username-password pair" % (pw, fq), [pw], [fq]),
            ("Error", "spawn sshpass -p %s ssh %s@%s ENOENT" % (pw, u, ip), [pw], [u, ip]),
            ("Error", "postgres://%s:%s@%s/ledger?sslmode=require: password authentication failed" % (u, pw, fq), [pw], [u, fq]),
            ("FTPError", "ftp://%s:%s@%s/exports/ 530 Login incorrect" % (u, pw, ip), [pw], [u, ip]),
            ("Error", "Command failed: mysql -u%s -p%s -h %s ledger" % (u, pw, fq), [pw], [u, fq]),
        ][n])
    for n in range(8):
        _, t1 = S.any_vendor(n, "ex-bare")
        _, t2 = S.any_vendor(n + 30, "ex-bare")
        T["bare"].append([
            ("Error", "upstream rejected %s" % t1, [t1], []),
            ("Error", "%s (revoked)" % t1, [t1], []),
            ("TypeError", "Cannot read properties of undefined (reading '%s')" % t1, [t1], []),
            ("Error", "%s expired, tried %s" % (t1, t2), [t1, t2], []),
            ("RangeError", "%s exceeds rate limit" % t1, [t1], []),
            ("Error", "signature mismatch for %s" % S.hex_secret("ex-bare-%d" % n, 32), [S.hex_secret("ex-bare-%d" % n, 32)], []),
            ("Error", "unknown credential %s" % t1, [t1], []),
            ("Error", "bad OTP %s for seed %s" % (S.pin("ex-bare-%d" % n, 6), S.totp_seed("ex-bare-%d" % n)),
             [S.pin("ex-bare-%d" % n, 6), S.totp_seed("ex-bare-%d" % n)], []),
        ][n])
    routes = []
    for tpl in T:
        for n, (cls_, msg, _, _) in enumerate(T[tpl]):
            routes.append((tpl, n, cls_, msg))
    wfile(os.path.join(RUN, "npm", "errors.json"), json.dumps(routes, ensure_ascii=False))
    wfile(app, r'''
const express = require('express');
const http = require('http');
const routes = require('./errors.json');
Error.stackTraceLimit = 1;
const app = express();
app.get('/e/:i', (req, res) => {
  const [tpl, n, cls, msg] = routes[Number(req.params.i)];
  const err = new Error(msg);
  if (cls !== 'Error') err.name = cls;
  if (cls === 'TypeError') { const t = new TypeError(msg); throw t; }
  if (cls === 'RangeError') { const t = new RangeError(msg); throw t; }
  throw err;
});
const i = Number(process.argv[2]);
const srv = app.listen(19630, '127.0.0.1', () => {
  http.get('http://127.0.0.1:19630/e/' + i, res => { res.resume(); res.on('end', () => setTimeout(() => srv.close(), 100)); });
});
''')
    errs = []
    for i in range(len(routes)):
        out, err = run(["node", "-", str(i)], env={"NODE_ENV": "development", "PATH": "/usr/bin:/bin"},
                       cwd=os.path.join(RUN, "npm"), stdin=open(app).read())
        errs.append(err)
    VERSIONS["express"] = json.load(open(os.path.join(RUN, "npm", "node_modules", "express", "package.json")))["version"] + " (default error handler, Node.js " + subprocess.run(["node", "--version"], capture_output=True, text=True).stdout.strip() + ")"
    chunks = [e.split("\n") for e in errs]
    i = 0
    for tpl in T:
        for n, (cls_, msg, sec, priv) in enumerate(T[tpl]):
            text = "\n".join(x for x in chunks[i] if x) + "\n"
            i += 1
            rel = capfile(prog, "%s_%d.txt" % (tpl, n), text)
            L = [l for l in lines_of(rel) if l]
            unit(prog, tpl, "positional" if tpl == "dsn" else "no_key", "block", n, rel, {"lines": [0, len(L)]}, sec, priv)


def t_pdns():
    prog, tpl = "pdns-recursor", "query"
    d = os.path.join(RUN, "pdns")
    os.makedirs(d, exist_ok=True)
    lip = S.ipv4("pdns-listen", "10")
    fwd = S.ipv4("pdns-forwarder", "10")
    GLOBAL_PRIVATE.append(fwd)
    add_ip(lip)
    cases = []
    for n in range(8):
        k = "pdns-%d" % n
        src = S.ipv4(k, ["10", "172", "192", "cgnat"][n % 4])
        add_ip(src)
        tgt_ip = S.ipv4(k + "-ptr", "192")
        pod = S.pod_name(k)
        qname, qtype, priv = [
            (S.fqdn(k), 1, [S.fqdn(k)]),
            (S.fqdn(k), 28, [S.fqdn(k)]),
            (".".join(reversed(tgt_ip.split("."))) + ".in-addr.arpa", 12, [tgt_ip]),
            (pod + ".pods.lab.test", 1, [pod + ".pods.lab.test", pod]),
            ("_ldap._tcp." + S.fqdn(k), 33, [S.fqdn(k)]),
            (S.fqdn(k), 15, [S.fqdn(k)]),
            (S.hostname(k) + ".corp.example", 1, [S.hostname(k) + ".corp.example", S.hostname(k)]),
            (S.fqdn(k), 16, [S.fqdn(k)]),
        ][n]
        cases.append((src, qname, qtype, priv + [src]))
    log = open(os.path.join(RUN, "pdns.log"), "w")
    p = subprocess.Popen(["pdns_recursor", "--local-address=" + lip, "--local-port=19653", "--quiet=no", "--daemon=no",
                          "--socket-dir=" + d, "--config-dir=" + d, "--disable-syslog=yes", "--setuid=", "--setgid=",
                          "--forward-zones=corp.example=" + fwd, "--allow-from=0.0.0.0/0", "--threads=1",
                          "--security-poll-suffix="], stdout=log, stderr=subprocess.STDOUT)
    PROCS.append(p)
    try:
        time.sleep(2)
        import struct
        for n, (src, qname, qtype, _) in enumerate(cases):
            q = struct.pack(">HHHHHH", 0x4000 + n, 0x0100, 1, 0, 0, 0) + \
                b"".join(bytes([len(x)]) + x.encode() for x in qname.split(".")) + b"\0" + struct.pack(">HH", qtype, 1)
            s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
            s.bind((src, 0))
            s.settimeout(4)
            s.sendto(q, (lip, 19653))
            try:
                s.recvfrom(4096)
            except socket.timeout:
                pass
            s.close()
            time.sleep(0.3)
        time.sleep(1)
    finally:
        stop(p)
        log.close()
    rel = capfile(prog, "recursor.log", open(os.path.join(RUN, "pdns.log"), encoding="utf-8").read())
    L = lines_of(rel)
    for n, (src, qname, qtype, priv) in enumerate(cases):
        idx = [i for i, l in enumerate(L) if 'remote="%s:' % src in l and 'qname="%s"' % qname in l]
        if not idx:
            raise RuntimeError("pdns: no line for %s" % qname)
        unit(prog, tpl, "infra", "block", n, rel, {"line_list": idx}, [], priv)


def t_xxd():
    prog, tpl = "xxd", "hex"
    for n in range(8):
        k = "xxd-%d" % n
        p = S.person(S.LOCALES[(n * 3 + 10) % 19], k)
        fq = S.fqdn(k)
        spw = S.simple_password(k)
        jwt, _ = S.jwt_hs256(k)
        content, sec, priv = [
            ("machine %s login %s password %s\n" % (fq, p["login"], spw), [spw], [fq, p["login"]]),
            ("Authorization: Basic %s\r\n" % basic(p["login"], spw), [basic(p["login"], spw)], []),
            ("# deploy key rotated\n%s\n" % S.any_vendor(n, "xxd")[1], [S.any_vendor(n, "xxd")[1]], []),
            ("AUTH PLAIN %s\r\n" % base64.b64encode(("\0%s\0%s" % (p["email"], spw)).encode()).decode(),
             [base64.b64encode(("\0%s\0%s" % (p["email"], spw)).encode()).decode()], []),
            ("otpauth://totp/ACME:%s?secret=%s&issuer=ACME\n" % (p["login"], S.totp_seed(k)), [S.totp_seed(k)], [p["login"]]),
            ("export PGPASSWORD='%s'\n" % S.password(k, True).replace("'", ""), [S.password(k, True).replace("'", "")], []),
            ("Authorization: Bearer %s\r\n" % jwt, [jwt], []),
            ("# hmac key v2\n%s\n" % S.hex_secret(k, 16), [S.hex_secret(k, 16)], []),
        ][n]
        src = os.path.join(RUN, "xxd-%d.bin" % n)
        with open(src, "wb") as f:
            f.write(content.encode())
        out, _ = run(["xxd", "-c", str(len(content.encode())), "-g", "0", src])
        rel = capfile(prog, "hex_%d.txt" % n, out)
        L = [l for l in lines_of(rel) if l]
        if len(L) != 1:
            raise RuntimeError("xxd lines")
        unit(prog, tpl, "encoded", "line", n, rel, {"line": 0}, sec, priv)


def t_lua():
    prog = "lua"
    scr = os.path.join(RUN, "c26.lua")
    wfile(scr, r'''
local tpl, tsv = arg[1], arg[2]
for l in io.lines(tsv) do
  local a, b = l:match("^([^\t]*)\t(.*)$")
  if tpl == "bare" then
    print(string.format("%s WARN  [worker] %s", os.date("!%Y-%m-%dT%H:%M:%SZ"), b))
  else
    print(string.format("cfg[%q] = %q", a, b))
  end
end
''')
    T = {"bare": [], "cfg": []}
    for n in range(8):
        k = "lua-bare-%d" % n
        _, t1 = S.any_vendor(n, "lua-bare")
        T["bare"].append([
            ("", "retrying with %s" % t1, [t1]),
            ("", "%s" % S.b64_secret(k, 24), [S.b64_secret(k, 24)]),
            ("", "dropping %s (revoked)" % t1, [t1]),
            ("", "queue auth %s ok" % S.b62_secret(k, 28), [S.b62_secret(k, 28)]),
            ("", "%s -> 403" % t1, [t1]),
            ("", "remote said: %s" % S.jwt_hs256(k)[0], [S.jwt_hs256(k)[0]]),
            ("", "fallback %s" % t1, [t1]),
            ("", "replaying %s" % S.vendor_token("telegram_bot", k), [S.vendor_token("telegram_bot", k)]),
        ][n])
    for n in range(8):
        k = "lua-cfg-%d" % n
        pw = S.password(k, tricky=True)
        T["cfg"].append([
            ("smtpPwd", pw, [pw]),
            ("db.passwort", pw, [pw]),
            ("redisAuth", S.simple_password(k), [S.simple_password(k)]),
            ("s3SecKey", S.vendor_token("aws_secret_key", k), [S.vendor_token("aws_secret_key", k)]),
            ("ldap_bindpw", pw, [pw]),
            ("mot_de_passe_ftp", pw, [pw]),
            ("sigKey", S.hex_secret(k, 32), [S.hex_secret(k, 32)]),
            ("clave", pw, [pw]),
        ][n])
    for tpl, rows in T.items():
        tsv = os.path.join(RUN, "lua-%s.tsv" % tpl)
        wfile(tsv, "".join("%s\t%s\n" % (a, b) for a, b, _ in rows))
        out, _ = run(["lua5.4", scr, tpl, tsv])
        rel = capfile(prog, tpl + ".txt", out)
        L = lines_of(rel)
        for n, (a, b, sec) in enumerate(rows):
            marker = b if tpl == "bare" else '"%s"' % a
            i = locate_line(rel, marker)
            unit(prog, tpl, "no_key" if tpl == "bare" else "key_unusual", "line", n, rel, {"line": i}, sec, [])


def t_gawk():
    prog = "gawk"
    rows = []
    for n in range(8):
        k = "gawk-deploy-%d" % n
        p = S.person(S.LOCALES[(n * 9 + 2) % 19], k)
        approver = p["login"] if n % 2 else ""
        rows.append((["ledger", "search", "checkout", "auth", "export", "notify", "billing", "maps"][n], S.version(k), S.commit_sha(k),
                     S.sha256_digest(k), S.trace_id(k), S.uuid4(k), approver))
    tsv = os.path.join(RUN, "gawk-deploy.tsv")
    wfile(tsv, "".join("\t".join(r) + "\n" for r in rows))
    prog_src = r'''BEGIN { FS = "\t" }
{ printf "%s deploy service=%s version=%s commit=%s digest=%s trace=%s run=%s%s\n",
    strftime("%Y-%m-%dT%H:%M:%S", systime(), 1), $1, $2, $3, $4, $5, $6, ($7 != "" ? " approver=" $7 : "") }'''
    out, _ = run(["gawk", prog_src, tsv])
    rel = capfile(prog, "deploy.log", out)
    for n, r in enumerate(rows):
        i = locate_line(rel, r[2])
        unit(prog, "deploy", "lookalike", "line", n, rel, {"line": i}, [], [r[6]] if r[6] else [], [r[1], r[2], r[3], r[4], r[5]])
    rows = []
    for n in range(8):
        k = "gawk-table-%d" % n
        p = S.person(S.LOCALES[(n * 5 + 8) % 19], k)
        rows.append((S.fqdn(k), S.ipv4(k), S.mac(k), p["email"]))
    tsv = os.path.join(RUN, "gawk-table.tsv")
    wfile(tsv, "".join("\t".join(r) + "\n" for r in rows))
    prog_src = r'''BEGIN { FS = "\t"; printf "%-34s | %-15s | %-17s | %s\n", "HOST", "ADDRESS", "HWADDR", "OWNER"
  printf "%-34s-+-%-15s-+-%-17s-+-%s\n", "", "", "", "" }
{ printf "%-34s | %-15s | %-17s | %s\n", $1, $2, $3, $4 }'''
    out, _ = run(["gawk", prog_src, tsv])
    rel = capfile(prog, "table.txt", out)
    for n, r in enumerate(rows):
        i = locate_line(rel, r[0] + " ")
        unit(prog, "table", "rows", "row", n, rel, {"line": i, "header_line": 0, "sep": "|"}, [], list(r))


def t_pr():
    prog, tpl = "pr", "merge"
    d = os.path.join(RUN, "pr")
    os.makedirs(d, exist_ok=True)
    cols = {"POD": [], "NODE": [], "POD_IP": [], "IPV6": [], "ONCALL": []}
    for n in range(8):
        k = "pr-%d" % n
        p = S.person(S.LOCALES[(n * 2 + 1) % 19], k)
        cols["POD"].append(S.pod_name(k))
        cols["NODE"].append(S.hostname(k))
        cols["POD_IP"].append(S.ipv4(k, "cgnat" if n % 2 else "10"))
        cols["IPV6"].append(S.ipv6(k))
        cols["ONCALL"].append(p["name"])
    files = []
    for c, vals in cols.items():
        f = os.path.join(d, c.lower())
        wfile(f, c + "\n" + "\n".join(vals) + "\n")
        files.append(f)
    out, _ = run(["pr", "-m", "-t", "-J", "-s|"] + files)
    rel = capfile(prog, "merge.txt", out)
    for n in range(8):
        i = locate_line(rel, cols["POD"][n] + "|")
        unit(prog, tpl, "rows", "row", n, rel, {"line": i, "header_line": 0, "sep": "|"}, [],
             [cols[c][n] for c in cols])


def t_isql():
    prog = "isql"
    d = os.path.join(RUN, "odbc")
    os.makedirs(d, exist_ok=True)
    db = os.path.join(d, "c26.sqlite")
    if os.path.exists(db):
        os.remove(db)
    c = sqlite3.connect(db)
    c.execute("create table kunden(kundennr varchar(8), name varchar(40), mobil varchar(22), iban varchar(34), email varchar(40))")
    c.execute("create table api_keys(id varchar(4), owner varchar(24), token varchar(120), scope varchar(10))")
    P = people("isql-box", "iban")
    box = []
    for n in range(8):
        p = P[n]
        r = ("K%05d" % (31000 + n * 7), p["name"], p["mobile"], p["iban"], p["email"])
        c.execute("insert into kunden values (?,?,?,?,?)", r)
        box.append(r)
    delim = []
    for n in range(8):
        k = "isql-delim-%d" % n
        p = S.person(S.LOCALES[(n * 8 + 3) % 19], k)
        r = (str(n + 1), p["login"], S.any_vendor(n, "isql")[1], ["read", "write", "admin", "ci"][n % 4])
        c.execute("insert into api_keys values (?,?,?,?)", r)
        delim.append(r)
    c.commit()
    c.close()
    ini = os.path.join(d, "odbc.ini")
    wfile(ini, "[c26]\nDriver=SQLite3\nDatabase=%s\n" % db)
    env = {"ODBCINI": ini, "HOME": d, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"}
    out, _ = run(["isql", "-b", "c26"], env=env, stdin="select * from kunden;\n")
    rel = capfile(prog, "box.txt", out)
    hl = locate_line(rel, "| kundennr")
    for n, r in enumerate(box):
        i = locate_line(rel, r[0])
        unit(prog, "box", "rows", "row", n, rel, {"line": i, "header_line": hl, "sep": "|", "box": True}, [], list(r[1:]))
    out, _ = run(["isql", "-b", "-d|", "-c", "c26"], env=env, stdin="select id, owner, token, scope from api_keys;\n")
    rel = capfile(prog, "delim.txt", out)
    for n, r in enumerate(delim):
        i = locate_line(rel, r[2])
        unit(prog, "delim", "rows", "row", n, rel, {"line": i, "header_line": 0, "sep": "|"}, [r[2]], [r[1]])


def t_printenv():
    prog, tpl = "printenv", "env"
    vals = []
    for n in range(8):
        k = "env-%d" % n
        name, val = [
            ("dbPwd", S.password(k, True)),
            ("KENNWORT_SMTP", S.password(k)),
            ("CONTRASENA_BD", S.password(k, True)),
            ("TWLO_AUTHTKN", S.hex_secret(k, 16)),
            ("DD_APP_K", S.hex_secret(k, 20)),
            ("HASLO_FTP", S.passphrase(k)),
            ("stripeRk", S.vendor_token("stripe_restricted", k)),
            ("AK_PRIV", S.b64_secret(k, 32)),
        ][n]
        vals.append((name, val))
    for n, (name, val) in enumerate(vals):
        env = {"LANG": "C.UTF-8", name: val, "APP_ENV": ["staging", "prod", "dev", "qa"][n % 4], "LOG_LEVEL": ["info", "debug", "warn"][n % 3]}
        out, _ = run(["printenv"], env=env)
        rel = capfile(prog, "env_%d.txt" % n, out)
        L = [l for l in lines_of(rel) if l]
        unit(prog, tpl, "key_unusual", "block", n, rel, {"lines": [0, len(L)]}, [val], [])


def stop(p):
    if p.poll() is None:
        p.terminate()
        try:
            p.wait(10)
        except subprocess.TimeoutExpired:
            p.kill()
            p.wait()


def versions():
    def v(cmd, pick=lambda s: s.split("\n")[0]):
        try:
            r = subprocess.run(cmd, capture_output=True, text=True, timeout=30)
            return pick((r.stdout or r.stderr).strip())
        except Exception as e:  # noqa
            return "unknown (%s)" % e
    VERSIONS.update({
        "ruby-logger": v(["ruby", "-rlogger", "-e", "print 'ruby ', RUBY_VERSION, ' logger ', Logger::VERSION"]),
        "ruby-net-imap": v(["ruby", "-rnet/imap", "-e", "print 'ruby ', RUBY_VERSION, ' net-imap ', Net::IMAP::VERSION"]),
        "ruby-net-smtp": v(["ruby", "-rnet/smtp", "-e", "print 'ruby ', RUBY_VERSION, ' net-smtp ', Net::SMTP::VERSION"]),
        "slf4j-simple": "1.7.32 (Debian libslf4j-java) on OpenJDK " + v(["java", "-version"], lambda s: s.split("\"")[1]),
        "perl-log-dispatch": "Log::Dispatch " + v(["perl", "-MLog::Dispatch", "-e", "print $Log::Dispatch::VERSION"]) + ", perl " + v(["perl", "-e", "print $^V"]),
        "perl-format": "perl " + v(["perl", "-e", "print $^V"]) + " (format/write)",
        "pinky": v(["pinky", "--version"], lambda s: "GNU coreutils " + s.split("\n")[0].split()[-1]),
        "json.tool": "Python " + sys.version.split()[0] + " json.tool",
        "pprint": "Python " + sys.version.split()[0] + " pprint",
        "python-httphandler": "Python " + sys.version.split()[0] + " logging.handlers.HTTPHandler",
        "python-poplib": "Python " + sys.version.split()[0] + " poplib",
        "make": v(["make", "--version"], lambda s: s.split("\n")[0].replace("GNU Make ", "")),
        "pip-config": v([PY, "-m", "pip", "--version"], lambda s: "pip " + s.split()[1] + " (Python " + sys.version.split()[0] + ")"),
        "xxd": v(["xxd", "-v"], lambda s: s.split()[1]),
        "lua": v(["lua5.4", "-v"], lambda s: s.split()[1]),
        "gawk": v(["gawk", "--version"], lambda s: s.split(",")[0].replace("GNU Awk ", "")),
        "pr": v(["pr", "--version"], lambda s: "GNU coreutils " + s.split("\n")[0].split()[-1]),
        "isql": v(["isql", "--version"], lambda s: s.replace("unixODBC ", "")) and "unixODBC " + v(["isql", "--version"], lambda s: s.replace("unixODBC ", "")) + " + sqliteodbc 0.9998 (SQLite3 driver)",
        "printenv": v(["printenv", "--version"], lambda s: "GNU coreutils " + s.split("\n")[0].split()[-1]),
        "pdns-recursor": v(["pdns_recursor", "--version"], lambda s: [x for x in s.split("\n") if "PowerDNS Recursor" in x][0].split("PowerDNS Recursor ")[1].split(" (C)")[0]),
        "node": v(["node", "--version"]),
    })


def inside():
    sh("ip link set lo up")
    sh(["hostname", NS_HOST])
    passwd = ["root:x:0:0:root:/root:/bin/bash", "nobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin"]
    homes = []
    P = t_pinky(passwd, homes)
    wfile(os.path.join(RUN, "etc", "passwd"), "\n".join(passwd) + "\n")
    wfile(os.path.join(RUN, "etc", "group"), "root:x:0:\nnogroup:x:65534:\n" + "".join(
        "%s:x:%d:\n" % (h[0], h[1]) for h in homes))
    sh(["mount", "--bind", os.path.join(RUN, "etc", "passwd"), "/etc/passwd"])
    sh(["mount", "--bind", os.path.join(RUN, "etc", "group"), "/etc/group"])
    sh(["mount", "-t", "tmpfs", "tmpfs", "/home"])
    for login, uid, plan, project in homes:
        h = "/home/" + login
        os.makedirs(h)
        wfile(h + "/.plan", plan)
        wfile(h + "/.project", project + "\n")
        os.chown(h, uid, uid)
    try:
        t_pinky_run(P)
        for f in (t_ruby_logger, t_ruby_imap, t_ruby_smtp, t_slf4j, t_perl_dispatch, t_perl_format, t_json_tool, t_pprint,
                  t_httphandler, t_poplib, t_make, t_pip_config, t_express, t_pdns, t_xxd, t_lua, t_gawk, t_pr, t_isql,
                  t_printenv):
            t0 = time.time()
            f()
            print("%-18s %.1fs" % (f.__name__, time.time() - t0), flush=True)
        versions()
    finally:
        for p in PROCS:
            stop(p)
    out = {"namespace": {"hostname": NS_HOST, "ips_on_lo": NS_IPS}, "global_private": [NS_HOST] + NS_IPS + GLOBAL_PRIVATE, "units": UNITS}
    wfile(os.path.join(CAP, "planted.json"), json.dumps(out, ensure_ascii=False, indent=1))
    wfile(os.path.join(CAP, "versions.json"), json.dumps(VERSIONS, ensure_ascii=False, indent=1))
    print("units:", len(UNITS))


if __name__ == "__main__":
    if "--inside" in sys.argv:
        inside()
    else:
        if os.path.exists(CAP):
            shutil.rmtree(CAP)
        os.makedirs(RUN, exist_ok=True)
        if not os.path.exists(os.path.join(RUN, "npm", "node_modules", "express")):
            os.makedirs(os.path.join(RUN, "npm"), exist_ok=True)
            subprocess.run(["nice", "-n", "10", "npm", "install", "--no-audit", "--no-fund", "express@4"],
                           cwd=os.path.join(RUN, "npm"), check=True, stdout=subprocess.DEVNULL)
        try:
            r = subprocess.run(["nice", "-n", "10", "unshare", "-n", "-u", "-m", "-p", "-f", "--mount-proc",
                                "--propagation", "private", PY, os.path.abspath(__file__), "--inside"])
        finally:
            if "--keep-run" not in sys.argv:
                shutil.rmtree(RUN, ignore_errors=True)
        sys.exit(r.returncode)
