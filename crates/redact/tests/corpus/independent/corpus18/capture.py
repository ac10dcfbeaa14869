#!/usr/bin/env python3
"""Runs real programs with planted (invented) values; writes raw outputs to captured/ and captured/planted.json.
Run with the venv python (/tmp/c18venv/bin/python) so polars/tablib/terminaltables/yaml/visidata/ansible are importable."""
import os, sys, io, json, time, signal, shutil, subprocess, threading, socketserver, logging, logging.handlers, queue
import pprint, configparser, base64, contextlib, imaplib, poplib, string
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import synthlib as S

CAP = os.path.join(HERE, "captured")
RUN = "/tmp/c18run"
VENV = "/tmp/c18venv/bin"
N = 10  # scenarios per template (generate.py keeps at most 8)
PLANTED = {"versions": {}, "runs": []}
ENV = dict(os.environ, HOME=RUN + "/home", RCLONE_CONFIG=RUN + "/rclone.conf", LC_ALL="C.UTF-8", PYTHONWARNINGS="ignore",
           RESTIC_CACHE_DIR=RUN + "/restic-cache", ANSIBLE_LOCAL_TEMP=RUN + "/ans-local", ANSIBLE_HOME=RUN + "/ans-home",
           ANSIBLE_REMOTE_TMP=RUN + "/ans-remote", ANSIBLE_NOCOLOR="1", ANSIBLE_FORKS="1", ANSIBLE_HOST_KEY_CHECKING="0")

def wr(name, text):
    with open(os.path.join(CAP, name), "w", encoding="utf-8") as f:
        f.write(text)

def plant(run, program, template, cls, files, values, **extra):
    vals = []
    for v, cat in values:
        if v is None: continue
        vals.append({"v": v if isinstance(v, str) else str(v), "cat": cat})
    PLANTED["runs"].append(dict(run=run, program=program, template=template, cls=cls, files=files, values=vals, **extra))

def sh(args, **kw):
    kw.setdefault("env", ENV)
    return subprocess.run(["nice"] + args, capture_output=True, text=True, timeout=300, **kw)

def ver(name, args, line=0):
    try:
        p = sh(args); out = (p.stdout + p.stderr).strip().splitlines()
        PLANTED["versions"][name] = out[line].strip() if out else "?"
    except Exception as e:
        PLANTED["versions"][name] = "unknown (%s)" % e

class Daemon:
    def __init__(self, args, log):
        self.f = open(log, "w")
        self.p = subprocess.Popen(["nice"] + args, stdout=self.f, stderr=subprocess.STDOUT, env=ENV)
    def stop(self):
        if self.p.poll() is None:
            self.p.send_signal(signal.SIGTERM)
            try: self.p.wait(10)
            except subprocess.TimeoutExpired: self.p.kill(); self.p.wait()
        self.f.close()

# ---------------------------------------------------------------- fake mail servers (peers for stdlib clients)
class IMAPH(socketserver.StreamRequestHandler):
    def handle(self):
        w = lambda s: (self.wfile.write(s.encode() + b"\r\n"), self.wfile.flush())
        w("* OK IMAP4rev1 service ready")
        while True:
            line = self.rfile.readline()
            if not line: break
            p = line.decode("utf-8", "replace").rstrip("\r\n").split(" ", 2)
            tag, cmd = p[0], (p[1].upper() if len(p) > 1 else "")
            if cmd == "CAPABILITY": w("* CAPABILITY IMAP4rev1 AUTH=PLAIN LITERAL+"); w(tag + " OK CAPABILITY completed")
            elif cmd == "AUTHENTICATE": w("+ "); self.rfile.readline(); w(tag + " OK AUTHENTICATE completed")
            elif cmd == "SELECT": w("* 4 EXISTS"); w("* 0 RECENT"); w(tag + " OK [READ-WRITE] SELECT completed")
            elif cmd == "LOGOUT": w("* BYE logging out"); w(tag + " OK LOGOUT completed"); break
            else: w(tag + " OK %s completed" % cmd)

class POPH(socketserver.StreamRequestHandler):
    def handle(self):
        w = lambda s: (self.wfile.write(s.encode() + b"\r\n"), self.wfile.flush())
        w("+OK POP3 server ready <4417.1796520000@pop.example.net>")
        while True:
            line = self.rfile.readline()
            if not line: break
            cmd = line.decode().split(" ")[0].strip().upper()
            if cmd == "STAT": w("+OK 3 4821")
            elif cmd == "QUIT": w("+OK bye"); break
            elif cmd == "USER": w("+OK send PASS")
            else: w("+OK")

class TS(socketserver.ThreadingTCPServer):
    allow_reuse_address = True; daemon_threads = True

def run_imap():
    srv = TS(("127.0.0.1", 18800), IMAPH); t = threading.Thread(target=srv.serve_forever, daemon=True); t.start()
    try:
        out = []
        for i in range(N):
            r = S.rng("imaplib-login", i)
            user = r.choice([S.username(r), S.email(r)]); pw = r.choice([S.s_human, S.s_diceware, S.s_base62, S.s_human])(r)
            buf = io.StringIO(); old = sys.stderr; sys.stderr = buf
            try:
                imaplib.Debug = 4
                m = imaplib.IMAP4("127.0.0.1", 18800); m.login(user, pw); m.select("INBOX"); m.logout()
            finally:
                sys.stderr = old; imaplib.Debug = 0
            fn = "imaplib_login_%02d.txt" % i; wr(fn, buf.getvalue())
            plant("imaplib-login-%d" % i, "Python imaplib (CPython %s)" % sys.version.split()[0], "imaplib-login", "positional", [fn],
                  [(user, "private"), (pw, "secret")])
    finally:
        srv.shutdown(); srv.server_close()

def run_quopri():
    import quopri
    greet = ["Sehr geehrte/r", "Bonjour", "Hej", "Dzień dobry", "Merhaba", "Olá", "Hola", "Hyvää päivää", "Ciao", "God dag"]
    for i in range(N):
        r = S.rng("quopri", i)
        loc, nm = S.person(r, ["de_DE", "fr_FR", "sv_SE", "pl_PL", "tr_TR", "pt_BR", "es_ES", "fi_FI", "it_IT", "nb_NO"][i])
        pw = r.choice([S.s_human, S.s_base62, S.s_human])(r)[:14] + r.choice(["=", "ß", "é", "ø", "ł", "ç", "ñ", "ä", "=="])
        user = S.username(r)
        body = "%s %s,\n\nIhr Zugang / your account: %s\nInitial password: %s\nBitte nach dem ersten Login ändern.\n" % (greet[i], nm, user, pw)
        src = RUN + "/qp_%d.txt" % i
        with open(src, "w", encoding="utf-8") as f: f.write(body)
        p = sh([VENV + "/python", "-m", "quopri", src])
        fn = "quopri_%02d.txt" % i; wr(fn, p.stdout)
        qp = quopri.encodestring(pw.encode()).decode()
        qnm = quopri.encodestring(nm.encode()).decode()
        plant("quopri-%d" % i, "Python quopri (CPython %s)" % sys.version.split()[0], "quopri-body", "encoded", [fn],
              [(nm, "private"), (qnm, "private"), (user, "private"), (pw, "secret"), (qp, "secret")])

def run_pop():
    srv = TS(("127.0.0.1", 18801), POPH); t = threading.Thread(target=srv.serve_forever, daemon=True); t.start()
    try:
        for i in range(N):
            r = S.rng("poplib-userpass", i)
            user = r.choice([S.username(r), S.email(r)]); pw = r.choice([S.s_human, S.s_base62, S.s_diceware, S.s_pin])(r)
            buf = io.StringIO()
            with contextlib.redirect_stdout(buf):
                p = poplib.POP3("127.0.0.1", 18801); p.set_debuglevel(2); p.user(user); p.pass_(pw); p.stat(); p.quit()
            fn = "poplib_%02d.txt" % i; wr(fn, buf.getvalue())
            plant("poplib-%d" % i, "Python poplib (CPython %s)" % sys.version.split()[0], "poplib-userpass", "positional", [fn],
                  [(user, "private"), (pw, "secret")])
    finally:
        srv.shutdown(); srv.server_close()

# ---------------------------------------------------------------- strace
def argv_scenario(r, i):
    host = S.hostname(r); user = S.username(r); pw = S.s_any(r).replace("\"", "").replace("\\", "")
    while " " in pw or "'" in pw: pw = S.s_human(r)
    db = r.choice(["ledger", "billing", "crm_prod", "analytics"])
    k = i % 10
    argv = [["mysql", "-h", host, "-u", user, "-p" + pw, db],
            ["pg_dump", "--dbname=postgresql://%s:%s@%s:5432/%s" % (user, pw, host, db), "-Fc", "-f", "/var/backups/%s.dump" % db],
            ["redis-cli", "-h", host, "-p", "6380", "-a", pw, "--no-auth-warning", "PING"],
            ["mongodump", "--host", host, "--username", user, "--password", pw, "--db", db],
            ["smbclient", "//%s/%s" % (host, db), "-U", "%s%%%s" % (user, pw)],
            ["sshpass", "-p", pw, "ssh", "%s@%s" % (user, host), "uptime"],
            ["htpasswd", "-b", "/etc/nginx/.htpasswd", user, pw],
            ["ldapsearch", "-x", "-H", "ldap://%s" % host, "-D", "uid=%s,ou=people,dc=example,dc=com" % user, "-w", pw, "(objectClass=*)"],
            ["openssl", "pkcs12", "-export", "-in", "tls.crt", "-inkey", "tls.key", "-passout", "pass:" + pw, "-out", "bundle.p12"],
            ["rsync", "-av", "rsync://%s:%s@%s/%s/" % (user, pw, host, db), "/srv/mirror/"]][k]
    vals = [(host, "private"), (user, "private"), (pw, "secret")]
    return argv, vals

def run_strace():
    ver("strace", ["strace", "-V"])
    for i in range(N):
        r = S.rng("strace-execve", i)
        argv, vals = argv_scenario(r, i)
        out = RUN + "/strace_%d.out" % i
        cmd = 'exec -a %s /bin/true %s' % (argv[0], " ".join("'%s'" % a for a in argv[1:]))
        sh(["strace", "-qq", "-e", "trace=execve", "-s", "400", "-o", out, "/bin/bash", "-c", cmd])
        fn = "strace_execve_%02d.txt" % i; shutil.copy(out, os.path.join(CAP, fn))
        plant("strace-execve-%d" % i, "strace " + PLANTED["versions"]["strace"].split()[-1], "strace-execve-argv", "positional", [fn], vals)
    prose = ["new deploy key for the ops bot is %s, old one revoked",
             "paste %s into the runner settings before friday",
             "rotated: %s (expires in 30 days)",
             "%s was committed to the wiki by mistake, please revoke",
             "bootstrap done, use %s for the first login",
             "handover note - staging uses %s until the vault migration",
             "ci job 4471 failed; retrying with %s",
             "temporary access for the auditor: %s",
             "forwarding %s to the on-call engineer",
             "webhook secret reset to %s"]
    for i in range(N):
        r = S.rng("strace-write", i)
        tok = r.choice([S.s_vendor, S.s_vendor, S.s_base62, S.s_hex, S.s_diceware, S.s_jwt])(r)
        if " " in tok: tok = tok.replace(" ", "-")
        out = RUN + "/strace_w_%d.out" % i
        sh(["strace", "-qq", "-e", "trace=write", "-s", "600", "-o", out, "/bin/echo", prose[i] % tok])
        fn = "strace_write_%02d.txt" % i; shutil.copy(out, os.path.join(CAP, fn))
        plant("strace-write-%d" % i, "strace " + PLANTED["versions"]["strace"].split()[-1], "strace-write", "no_key", [fn], [(tok, "secret")])

# ---------------------------------------------------------------- subprocess CalledProcessError
def run_subprocess():
    for i in range(N):
        r = S.rng("subprocess-cpe", i)
        argv, vals = argv_scenario(r, (i + 3) % 10)
        try:
            subprocess.run(argv, executable="/bin/false", check=True)
            msg = ""
        except subprocess.CalledProcessError as e:
            msg = "subprocess.CalledProcessError: " + str(e)
        fn = "subprocess_cpe_%02d.txt" % i; wr(fn, msg + "\n")
        plant("subprocess-cpe-%d" % i, "Python subprocess (CPython %s)" % sys.version.split()[0], "subprocess-calledprocesserror", "positional", [fn], vals)

# ---------------------------------------------------------------- rclone
def run_rclone():
    ver("rclone", ["rclone", "version"])
    www = RUN + "/www"; os.makedirs(www, exist_ok=True)
    for name, body in [("index.html", "<h1>ok</h1>\n"), ("release-notes.txt", "v2.4.1 fixes\n"), ("report-2026-11.csv", "a,b\n1,2\n"), ("logo.svg", "<svg/>\n")]:
        with open(os.path.join(www, name), "w") as f: f.write(body)
    for i in range(N):
        r = S.rng("rclone-webdav", i)
        user = S.username(r); pw = r.choice([S.s_human, S.s_diceware, S.s_base62, S.s_b64])(r).replace(" ", "_")
        port = 18803 + (i % 3)
        d = Daemon(["rclone", "serve", "webdav", www, "--addr", "127.0.0.1:%d" % port, "--user", user, "--pass", pw, "-vv"], RUN + "/rserve_%d.log" % i)
        try:
            time.sleep(1.5)
            obs = sh(["rclone", "obscure", pw]).stdout.strip()
            p = sh(["rclone", "lsf", ":webdav:", "--webdav-url", "http://127.0.0.1:%d" % port, "--webdav-user", user, "--webdav-pass", obs,
                    "-vv", "--dump", "headers,auth"])
        finally:
            d.stop()
        blob = base64.b64encode(("%s:%s" % (user, pw)).encode()).decode()
        fc = "rclone_client_%02d.txt" % i; wr(fc, p.stdout + p.stderr)
        fs = "rclone_serve_%02d.txt" % i; shutil.copy(RUN + "/rserve_%d.log" % i, os.path.join(CAP, fs))
        vals = [(user, "private"), (pw, "secret"), (blob, "secret"), (obs, "secret")]
        plant("rclone-dump-%d" % i, PLANTED["versions"]["rclone"], "rclone-dump-auth", "encoded", [fc], vals)
        plant("rclone-params-%d" % i, PLANTED["versions"]["rclone"], "rclone-params", "positional", [fs], vals)
    # lookalike: hashes of local files
    for i, algo in enumerate(["md5sum", "sha1sum", "hashsum sha256", "hashsum crc32", "lsjson --hash"]):
        p = sh(["rclone"] + algo.split() + [www])
        wr("rclone_hash_%d.txt" % i, p.stdout)
        plant("rclone-hash-%d" % i, PLANTED["versions"]["rclone"], "rclone-hashsum", "lookalike", ["rclone_hash_%d.txt" % i], [])
    p = sh(["rclone", "copy", www, RUN + "/www-copy", "-vv", "--checksum"])
    wr("rclone_hash_copy.txt", p.stdout + p.stderr)
    plant("rclone-hash-copy", PLANTED["versions"]["rclone"], "rclone-copy-log", "lookalike", ["rclone_hash_copy.txt"], [])

# ---------------------------------------------------------------- restic
def run_restic():
    ver("restic", ["restic", "version"])
    r = S.rng("restic")
    pw = S.s_diceware(r)
    env = dict(ENV, RESTIC_PASSWORD=pw)
    repo = RUN + "/restic-repo"
    outs = []
    for args in [["init"], ["backup", "-vv", "--host", "backup-runner", RUN + "/www"], ["backup", "--json", "--host", "backup-runner", RUN + "/www"],
                 ["cat", "config"], ["list", "blobs"], ["list", "packs"], ["list", "index"], ["check"], ["stats", "--mode", "raw-data"],
                 ["ls", "-l", "latest"], ["list", "snapshots"]]:
        p = sh(["restic", "-r", repo] + args, env=env)
        outs.append("$ restic " + " ".join(args) + "\n" + p.stdout + p.stderr)
    wr("restic.txt", "\n".join(outs))
    plant("restic", " ".join(PLANTED["versions"]["restic"].split()[:2]), "restic-ids", "lookalike", ["restic.txt"], [(pw, "secret"), ("backup-runner", "private")])

# ---------------------------------------------------------------- fail2ban-regex
def run_fail2ban():
    ver("fail2ban-regex", ["fail2ban-regex", "--version"])
    for i in range(N):
        r = S.rng("fail2ban", i)
        host = S.hostname(r).split(".")[0] + "." + r.choice(["example.com", "example.net"])
        ips = [S.ipv4(r, r.choice(["doc1", "doc2", "doc3"])) for _ in range(3)]
        users = [S.username(r) for _ in range(3)]
        pids = [r.randrange(2000, 60000) for _ in range(3)]
        lines = ["Dec  %d 0%d:%02d:%02d %s sshd[%d]: Failed password for invalid user %s from %s port %d ssh2" % (r.randrange(1, 6), r.randrange(10), r.randrange(60), r.randrange(60), host, pids[0], users[0], ips[0], r.randrange(30000, 60000)),
                 "Dec  %d 1%d:%02d:%02d %s sshd[%d]: Failed password for %s from %s port %d ssh2" % (r.randrange(1, 6), r.randrange(10), r.randrange(60), r.randrange(60), host, pids[1], users[1], ips[1], r.randrange(30000, 60000)),
                 "Dec  %d 1%d:%02d:%02d %s sshd[%d]: Invalid user %s from %s port %d" % (r.randrange(6, 9), r.randrange(10), r.randrange(60), r.randrange(60), host, pids[2], users[2], ips[2], r.randrange(30000, 60000))]
        logf = RUN + "/auth_%d.log" % i
        with open(logf, "w") as f: f.write("\n".join(lines) + "\n")
        p = sh(["fail2ban-regex", "-v", "--print-all-matched", logf, "sshd"])
        fn = "fail2ban_%02d.txt" % i; wr(fn, p.stdout + p.stderr)
        vals = [(host, "private")] + [(x, "private") for x in ips] + [(u, "private") for u in users] + [(x, "private") for x in pids]
        plant("fail2ban-%d" % i, PLANTED["versions"]["fail2ban-regex"], "fail2ban", "infra", [fn], vals)
        # postfix filter on postfix-style lines
        mx = "mx%d.%s" % (r.randrange(1, 9), r.choice(["example.org", "example.net"]))
        rdns = ["%s.%s" % (r.choice(["dsl", "cust", "host", "pool"]) + str(r.randrange(10, 999)), r.choice(["isp.example.net", "broadband.example.com"])) for _ in range(2)]
        ppids = [r.randrange(2000, 60000) for _ in range(2)]
        pl_ = ["Dec  %d 0%d:%02d:%02d %s postfix/smtpd[%d]: NOQUEUE: reject: RCPT from %s[%s]: 554 5.7.1 <%s>: Relay access denied; from=<%s> to=<%s> proto=ESMTP helo=<%s>" % (r.randrange(1, 9), r.randrange(10), r.randrange(60), r.randrange(60), mx, ppids[0], rdns[0], ips[0], S.email(r), S.email(r), S.email(r), rdns[0]),
               "Dec  %d 1%d:%02d:%02d %s postfix/smtpd[%d]: warning: %s[%s]: SASL LOGIN authentication failed: UGFzc3dvcmQ6" % (r.randrange(1, 9), r.randrange(10), r.randrange(60), r.randrange(60), mx, ppids[1], rdns[1], ips[1])]
        logf = RUN + "/mail_%d.log" % i
        with open(logf, "w") as f: f.write("\n".join(pl_) + "\n")
        p = sh(["fail2ban-regex", "-v", "--print-all-matched", logf, "postfix[mode=aggressive]"])
        fn = "fail2ban_postfix_%02d.txt" % i; wr(fn, p.stdout + p.stderr)
        import re as _re
        emails = _re.findall(r"<([^<>@]+@[^<>]+)>", "\n".join(pl_))
        vals = [(mx, "private")] + [(x, "private") for x in ips[:2]] + [(x, "private") for x in rdns] + [(x, "private") for x in ppids] + [(e, "private") for e in emails]
        plant("fail2ban-postfix-%d" % i, PLANTED["versions"]["fail2ban-regex"], "fail2ban-postfix", "infra", [fn], vals)

# ---------------------------------------------------------------- ansible
def run_ansible():
    ver("ansible", [VENV + "/ansible", "--version"])
    hosts = []
    inv = ["[fleet]"]
    allvals = []
    for i in range(N):
        r = S.rng("ansible", i)
        h = S.hostname(r); hosts.append(h)
        argv, vals = argv_scenario(r, (i + 6) % 10)
        cmd = " ".join(argv)
        keys = [["mật_khẩu", "tên_đăng_nhập"], ["hasło", "użytkownik"], ["contraseña", "usuario"], ["clé_api", "identifiant"],
                ["パスワード", "ユーザー名"], ["recovery_codes", "account"], ["otpSeed", "userName"], ["Passwort", "Benutzername"],
                ["şifre", "kullanıcı"], ["lösenord", "användare"]][i]
        fuser = S.username(r)
        fval = ",".join(S.s_pin(r)[:6] for _ in range(3)) if keys[0] == "recovery_codes" else r.choice([S.s_human, S.s_diceware, S.s_base62, S.s_b64])(r)
        if keys[0] == "otpSeed": fval = "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") for _ in range(32))
        msgtok = r.choice([S.s_vendor, S.s_jwt, S.s_base62, S.s_hex])(r)
        msg = r.choice(["rotated the deploy bot to %s", "%s expires tomorrow, renew it", "copied %s into the new runner",
                        "last login used %s", "handing over %s to the night shift"]) % msgtok
        hv = {"cmdline": "/bin/true " + cmd, "fact": {keys[0]: fval, keys[1]: fuser}, "note": msg}
        os.makedirs(RUN + "/ans/host_vars", exist_ok=True)
        with open(RUN + "/ans/host_vars/%s.yml" % h, "w") as f: json.dump(hv, f, ensure_ascii=False)
        inv.append("%s ansible_connection=local ansible_python_interpreter=%s/python" % (h, VENV))
        allvals.append((h, vals, (fval, fuser), msgtok))
    with open(RUN + "/ans/inv", "w") as f: f.write("\n".join(inv) + "\n")
    with open(RUN + "/ans/pb.yml", "w") as f:
        f.write("""- hosts: all
  gather_facts: false
  tasks:
    - name: run client
      ansible.builtin.command: "{{ cmdline }}"
    - name: remember credentials
      ansible.builtin.set_fact:
        vault_entry: "{{ fact }}"
    - name: tell
      ansible.builtin.debug:
        msg: "{{ note }}"
""")
    p = sh([VENV + "/ansible-playbook", "-i", RUN + "/ans/inv", "-vvv", RUN + "/ans/pb.yml"], cwd=RUN + "/ans")
    wr("ansible_playbook.txt", p.stdout + p.stderr)
    prog = "ansible-core " + PLANTED["versions"]["ansible"].replace("ansible [core ", "").rstrip("]")
    for i, (h, vals, (fval, fuser), tok) in enumerate(allvals):
        plant("ansible-cmd-%d" % i, prog, "ansible-command-argv", "positional", ["ansible_playbook.txt"], [(h, "private")] + vals, unit_host=h)
        plant("ansible-fact-%d" % i, prog, "ansible-set-fact", "key_unusual", ["ansible_playbook.txt"], [(h, "private"), (fval, "secret"), (fuser, "private")], unit_host=h)
        plant("ansible-debug-%d" % i, prog, "ansible-debug-msg", "no_key", ["ansible_playbook.txt"], [(h, "private"), (tok, "secret")], unit_host=h)
        plant("ansible-exec-%d" % i, prog, "ansible-recap", "infra", ["ansible_playbook.txt"], [(h, "private")], unit_host=h)

# ---------------------------------------------------------------- jshell + java
def run_java():
    ver("jshell", ["jshell", "--version"]); ver("java", ["java", "-version"])
    lines = []; scen = []
    def q(s): return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'
    unusual = ["contraseña", "パスワード", "mậtKhẩu", "hasło", "clé", "senha", "otpCode", "recoveryCodes", "apiSig", "kennwort"]
    for i in range(N):
        r = S.rng("jshell-var", i)
        name = unusual[i]
        v = S.s_pin(r) if name == "otpCode" else ("-".join(S.s_pin(r)[:4] + S.s_pin(r)[:4] for _ in range(2)) if name == "recoveryCodes" else S.s_any(r))
        lines.append("var %s = %s" % (name, q(v))); scen.append(("jshell-unusual-var", "key_unusual", [(v, "secret")], "%s ==>" % name))
    for i in range(N):
        r = S.rng("jshell-expr", i)
        v = r.choice([S.s_vendor, S.s_jwt, S.s_session, S.s_base62])(r)
        lines.append(q(v)); scen.append(("jshell-bare-expr", "no_key", [(v, "secret")], q(v)))
    for i in range(N):
        r = S.rng("jshell-inet", i)
        h = S.hostname(r); ip = S.ipv4(r)
        b = ",".join("(byte)%s" % x for x in ip.split("."))
        lines.append('java.net.InetAddress.getByAddress("%s", new byte[]{%s})' % (h, b)); scen.append(("jshell-inetaddress", "infra", [(h, "private"), (ip, "private")], h + "/"))
    lines.append("record Kunde(String name, String telefon, String ausweis, String adresse) {}")
    lines.append("record Cliente(String nome, String email, String iban) {}")
    for i in range(N):
        r = S.rng("jshell-record", i)
        loc, nm = S.person(r)
        if i % 2 == 0:
            ph = S.mobile(r, loc); idn = S.natid(r, loc); ad = S.address(r, loc)
            lines.append("new Kunde(%s, %s, %s, %s)" % (q(nm), q(ph), q(idn), q(ad))); scen.append(("jshell-record", "pii_locale", [(nm, "private"), (ph, "private"), (idn, "private"), (ad, "private")], "Kunde["))
        else:
            em = S.email(r); ib = S.iban(r)
            lines.append("new Cliente(%s, %s, %s)" % (q(nm), q(em), q(ib))); scen.append(("jshell-record", "pii_locale", [(nm, "private"), (em, "private"), (ib, "private")], "Cliente["))
    for i in range(N):
        r = S.rng("jshell-encode", i)
        user = S.username(r); pw = r.choice([S.s_human, S.s_diceware, S.s_b64])(r)
        if i % 2 == 0:
            blob = base64.b64encode(("%s:%s" % (user, pw)).encode()).decode()
            lines.append('"Basic " + java.util.Base64.getEncoder().encodeToString(%s.getBytes())' % q(user + ":" + pw))
            scen.append(("jshell-encode", "encoded", [(blob, "secret")], "Basic "))
        else:
            host = S.hostname(r)
            lines.append('"https://%s/login?user=%s&pass=" + java.net.URLEncoder.encode(%s, java.nio.charset.StandardCharsets.UTF_8)' % (host, user, q(pw)))
            scen.append(("jshell-encode", "encoded", [(host, "private"), (user, "private"), (pw, "secret")], "https://" + host))
    for i in range(N):
        r = S.rng("jshell-lookalike", i)
        art = r.choice(["app-2.14.3.jar", "libfoo-1.0.9.tar.gz", "report-2026-Q3.pdf", "schema-v41.sql", "bundle-0.33.0.js"])
        k = i % 5
        if k == 0: lines.append('java.util.UUID.nameUUIDFromBytes(%s.getBytes())' % q(art)); mark = "==> "
        elif k == 1: lines.append('java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256").digest(%s.getBytes()))' % q(art)); mark = "==> \""
        elif k == 2: lines.append('java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-1").digest(%s.getBytes()))' % q(art)); mark = "==> \""
        elif k == 3: lines.append('java.time.Instant.ofEpochMilli(%dL)' % (1790000000000 + r.randrange(10**10))); mark = "Z"
        else: lines.append('java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("MD5").digest(%s.getBytes()))' % q(art)); mark = "==> \""
        scen.append(("jshell-uuid-digest", "lookalike", [], mark))
    lines.append("/exit")
    p = subprocess.run(["nice", "jshell", "-J-Djava.util.prefs.userRoot=%s/prefs" % RUN, "-R-Djava.util.prefs.userRoot=%s/prefs" % RUN, "--feedback", "normal"],
                       input="\n".join(lines) + "\n", capture_output=True, text=True, env=ENV, timeout=300)
    wr("jshell.txt", p.stdout + p.stderr)
    prog = "jshell (OpenJDK %s)" % PLANTED["versions"]["jshell"].replace("jshell ", "")
    for j, (tpl, cls, vals, mark) in enumerate(scen):
        plant("jshell-%d" % j, prog, tpl, cls, ["jshell.txt"], vals, unit_seq=j)
    # java.util.Properties.store
    src = RUN + "/Props.java"
    props = []
    for i in range(N):
        r = S.rng("java-props", i)
        loc, nm = S.person(r)
        pw = r.choice([S.s_human, S.s_diceware, S.s_base62])(r) + r.choice(["", "ñ", "ü", "é", "ø", "ł", "ß"])
        user = S.email(r)
        props.append((nm, user, pw))
    with open(src, "w", encoding="utf-8") as f:
        f.write("import java.util.*; import java.io.*;\npublic class Props { public static void main(String[] a) throws Exception {\n")
        for i, (nm, user, pw) in enumerate(props):
            f.write("{ Properties p = new Properties(); p.setProperty(\"db.display_name\", %s); p.setProperty(\"db.user\", %s); p.setProperty(\"db.password\", %s); p.setProperty(\"pool.size\", \"%d\");\n"
                    % (q(nm), q(user), q(pw), 4 + i))
            f.write("ByteArrayOutputStream w = new ByteArrayOutputStream(); p.store(w, \"profile %d\"); System.out.println(\"=== %d\"); System.out.print(w.toString(\"ISO-8859-1\")); }\n" % (i, i))
        f.write("} }\n")
    p = subprocess.run(["nice", "java", "-Dfile.encoding=UTF-8", "-Djava.util.prefs.userRoot=%s/prefs" % RUN, src], capture_output=True, text=True, env=ENV, timeout=300)
    wr("java_properties.txt", p.stdout + p.stderr)
    for i, (nm, user, pw) in enumerate(props):
        plant("java-props-%d" % i, "java.util.Properties.store (OpenJDK %s)" % PLANTED["versions"]["java"].split('"')[1], "java-properties-store", "encoded",
              ["java_properties.txt"], [(nm, "private"), (user, "private"), (pw, "secret")], unit_seq=i)

# ---------------------------------------------------------------- python logging.handlers / pprint / yaml / configparser
def run_pylogging():
    pyv = "Python logging.handlers (CPython %s)" % sys.version.split()[0]
    # infra: TimedRotatingFileHandler with syslog-like prefix
    path = RUN + "/infra.log"
    lg = logging.getLogger("c18.infra"); lg.setLevel(logging.DEBUG); lg.propagate = False
    h = logging.handlers.TimedRotatingFileHandler(path, when="midnight", backupCount=2, encoding="utf-8")
    h.setFormatter(logging.Formatter("%(asctime)s %(host)s %(prog)s[%(pid)d]: %(levelname)s %(message)s", "%b %d %H:%M:%S")); lg.addHandler(h)
    for i in range(N):
        r = S.rng("logging-infra", i)
        host = S.hostname(r).split(".")[0]; pid = r.randrange(300, 65000); prog = r.choice(["kubelet", "containerd", "envoy", "coredns", "node-agent"])
        pod = S.podname(r); node = S.nodename(r); ip = S.ipv4(r, r.choice(["p10", "p172", "p192"])); ip2 = S.ipv4(r, r.choice(["doc1", "doc2", "doc3"]))
        msg = r.choice(["pod %s scheduled on %s (podIP=%s, hostIP=%s)", "readiness probe failed for %s on %s: dial tcp %s:8080 -> %s: i/o timeout",
                        "evicting %s from %s; last seen %s via %s", "endpoint %s on node %s changed %s -> %s"]) % (pod, node, ip, ip2)
        lg.log(r.choice([logging.INFO, logging.WARNING, logging.ERROR]), msg, extra={"host": host, "prog": prog, "pid": pid})
        plant("logging-infra-%d" % i, pyv, "logging-timedrotating-syslog", "infra", ["logging_infra.txt"],
              [(host, "private"), (pid, "private"), (pod, "private"), (node, "private"), (ip, "private"), (ip2, "private")], unit_seq=i)
    h.close(); shutil.copy(path, os.path.join(CAP, "logging_infra.txt"))
    # no_key: QueueHandler -> QueueListener -> StreamHandler
    q = queue.Queue(); buf = io.StringIO(); sh_ = logging.StreamHandler(buf)
    sh_.setFormatter(logging.Formatter("%(asctime)s.%(msecs)03d %(levelname)-8s %(name)s %(threadName)s | %(message)s", "%Y-%m-%dT%H:%M:%S"))
    ql = logging.handlers.QueueListener(q, sh_); ql.start()
    lg2 = logging.getLogger("worker.sync"); lg2.setLevel(logging.DEBUG); lg2.propagate = False; lg2.addHandler(logging.handlers.QueueHandler(q))
    forms = ["retrying upload with %s after 401", "got %s back from the identity service", "cached %s for 3600s",
             "user pasted %s into the support chat", "fallback: %s", "%s accepted by upstream",
             "found %s in commit message, flagging", "exchanging %s for a short-lived one"]
    for i in range(N):
        r = S.rng("logging-queue", i)
        tok = r.choice([S.s_vendor, S.s_jwt, S.s_session, S.s_base62, S.s_hex])(r)
        lg2.warning(forms[i % len(forms)], tok)
        plant("logging-queue-%d" % i, pyv, "logging-queuehandler", "no_key", ["logging_queue.txt"], [(tok, "secret")], unit_seq=i)
    ql.stop(); wr("logging_queue.txt", buf.getvalue())
    # no_key: MemoryHandler flushing to a FileHandler, {}-style format
    path = RUN + "/mem.log"; fh = logging.FileHandler(path, encoding="utf-8")
    fh.setFormatter(logging.Formatter("[{asctime}] {levelname:<7} {module}:{lineno} {message}", style="{"))
    mh = logging.handlers.MemoryHandler(4, flushLevel=logging.ERROR, target=fh)
    lg3 = logging.getLogger("session"); lg3.setLevel(logging.DEBUG); lg3.propagate = False; lg3.addHandler(mh)
    forms = ["opened %s for the mobile client", "%s reused from another address", "invalidated %s on logout",
             "upgrade path issued %s", "websocket resumed with %s", "duplicate %s rejected"]
    for i in range(N):
        r = S.rng("logging-memory", i)
        tok = r.choice([S.s_session, S.s_b64url, S.s_hex, S.s_base62, S.s_pin])(r)
        lg3.info(forms[i % len(forms)], tok)
        plant("logging-memory-%d" % i, pyv, "logging-memoryhandler", "no_key", ["logging_memory.txt"], [(tok, "secret")], unit_seq=i)
    mh.close(); fh.close(); shutil.copy(path, os.path.join(CAP, "logging_memory.txt"))
    # pii_locale: RotatingFileHandler
    path = RUN + "/pii.log"; rh = logging.handlers.RotatingFileHandler(path, maxBytes=10**6, backupCount=1, encoding="utf-8")
    rh.setFormatter(logging.Formatter("%(asctime)s %(levelname)s [%(name)s] %(message)s"))
    lg4 = logging.getLogger("crm.onboarding"); lg4.setLevel(logging.DEBUG); lg4.propagate = False; lg4.addHandler(rh)
    locs = ["zh_CN", "ja_JP", "ko_KR", "ru_RU", "pl_PL", "tr_TR", "pt_BR", "hi_IN", "ar_EG", "th_TH"]
    for i in range(N):
        r = S.rng("logging-pii", i)
        loc, nm = S.person(r, locs[i]); ph = S.mobile(r, loc); ad = S.address(r, loc); idn = S.natid(r, loc); ib = S.iban(r)
        k = i % 3
        if k == 0: lg4.info("new customer %s, mobile %s, national id %s", nm, ph, idn); vals = [nm, ph, idn]
        elif k == 1: lg4.info("delivery address updated for %s: %s (tel %s)", nm, ad, ph); vals = [nm, ad, ph]
        else: lg4.warning("payout to %s held: IBAN %s does not match id %s", nm, ib, idn); vals = [nm, ib, idn]
        plant("logging-pii-%d" % i, pyv, "logging-rotating-pii", "pii_locale", ["logging_pii.txt"], [(v, "private") for v in vals], unit_seq=i)
    rh.close(); shutil.copy(path, os.path.join(CAP, "logging_pii.txt"))
    # lookalike: trace ids, digests, versions
    buf = io.StringIO(); h5 = logging.StreamHandler(buf)
    h5.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s %(message)s")); lg5 = logging.getLogger("release.pipeline")
    lg5.setLevel(logging.DEBUG); lg5.propagate = False; lg5.addHandler(h5)
    for i in range(N):
        r = S.rng("logging-trace", i)
        k = i % 4
        if k == 0: lg5.info("traceparent=00-%s-%s-01 request_id=%s status=200 duration_ms=%d", S.s_hex(r, 32), S.s_hex(r, 16), S.uuid4(r), r.randrange(5, 900))
        elif k == 1: lg5.info("artifact app-%d.%d.%d.tar.gz sha256:%s size=%d", r.randrange(1, 5), r.randrange(20), r.randrange(30), S.s_hex(r, 64), r.randrange(10**5, 10**8))
        elif k == 2: lg5.info("deployed commit %s (build %d) image digest sha256:%s", S.s_hex(r, 40), r.randrange(1000, 9999), S.s_hex(r, 64))
        else: lg5.debug("cache key %s etag \"%s\" x-request-id %s", S.s_hex(r, 32), S.s_hex(r, 16), S.uuid4(r))
        plant("logging-trace-%d" % i, pyv, "logging-trace-ids", "lookalike", ["logging_trace.txt"], [], unit_seq=i)
    wr("logging_trace.txt", buf.getvalue())

def run_pprint_yaml_ini():
    import yaml
    pyv = sys.version.split()[0]
    # encoded: JSON-in-JSON and percent-encoding in dict reprs
    out = []
    for i in range(N):
        r = S.rng("pprint-nested", i)
        user = S.email(r); pw = r.choice([S.s_human, S.s_diceware, S.s_base62])(r).replace(" ", "_") + r.choice(["", "é", "ü", "ø", "€"])
        tok = r.choice([S.s_jwt, S.s_vendor, S.s_session])(r)
        inner = json.dumps({"username": user, "password": pw}, ensure_ascii=r.random() < 0.5)
        k = i % 3
        if k == 0: obj = {"event": "login", "status": 401, "body": inner, "path": "/api/v2/session"}
        elif k == 1: obj = {"job": "sync-%d" % i, "payload": json.dumps({"auth": inner, "bearer": tok}), "attempt": r.randrange(1, 5)}
        else:
            from urllib.parse import quote_plus
            obj = {"method": "POST", "form": "user=%s&pass=%s&remember=1" % (quote_plus(user), quote_plus(pw)), "status": 302, "location": "/home"}
        out.append("=== %d\n" % i + pprint.pformat(obj, width=100))
        plant("pprint-nested-%d" % i, "Python pprint (CPython %s)" % pyv, "pprint-nested-json", "encoded", ["pprint_nested.txt"],
              [(user, "private"), (pw, "secret"), (tok if k == 1 else None, "secret")], unit_seq=i)
    wr("pprint_nested.txt", "\n".join(out) + "\n")
    # key_unusual: pprint dicts with unusual keys
    out = []
    keysets = [("clé", "identifiant"), ("contraseña", "correo"), ("パスワード", "メール"), ("mật_khẩu", "email"), ("hasło", "login"),
               ("otp", "user"), ("sig", "key_id"), ("recovery_codes", "account"), ("x-api-secret", "client-id"), ("passPhrase", "userEmail")]
    for i in range(N):
        r = S.rng("pprint-keys", i)
        k1, k2 = keysets[i]
        if k1 == "otp": v = S.s_pin(r)
        elif k1 == "sig": v = S.s_b64(r, 32)
        elif k1 == "recovery_codes": v = ["%s-%s" % (S.s_hex(r, 5), S.s_hex(r, 5)) for _ in range(4)]
        else: v = S.s_any(r).replace(" ", "_")
        ident = S.email(r) if k2 in ("correo", "メール", "email", "userEmail") else S.username(r)
        obj = {k2: ident, k1: v, "created": "2026-%02d-%02dT%02d:%02d:00Z" % (r.randrange(1, 13), r.randrange(1, 29), r.randrange(24), r.randrange(60)), "version": 3}
        out.append("=== %d\n" % i + pprint.pformat(obj, width=120))
        vals = [(ident, "private")] + ([(x, "secret") for x in v] if isinstance(v, list) else [(v, "secret")])
        plant("pprint-keys-%d" % i, "Python pprint (CPython %s)" % pyv, "pprint-unusual-keys", "key_unusual", ["pprint_keys.txt"], vals, unit_seq=i)
    wr("pprint_keys.txt", "\n".join(out) + "\n")
    # key_unusual: PyYAML
    out = []
    ykeys = [("wachtwoord", "gebruiker"), ("salasana", "käyttäjä"), ("пароль", "логин"), ("κωδικός", "χρήστης"), ("סיסמה", "משתמש"),
             ("비밀번호", "아이디"), ("密码", "用户名"), ("totp_secret", "owner"), ("client-secret", "client-id"), ("signingKey", "issuer")]
    for i in range(N):
        r = S.rng("yaml", i)
        k1, k2 = ykeys[i]
        v = "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") for _ in range(32)) if k1 == "totp_secret" else S.s_any(r)
        ident = S.username(r) if i % 2 else S.email(r)
        doc = {"service": r.choice(["billing", "ledger", "mailer"]), "credentials": {k2: ident, k1: v}, "rotated_at": "2026-11-%02dT08:00:00Z" % r.randrange(1, 29), "ttl_days": 90}
        out.append("--- # %d\n" % i + yaml.safe_dump(doc, allow_unicode=True, width=4096, sort_keys=False))
        plant("yaml-%d" % i, "PyYAML %s safe_dump" % yaml.__version__, "yaml-dump", "key_unusual", ["yaml_dump.txt"], [(ident, "private"), (v, "secret")], unit_seq=i)
    wr("yaml_dump.txt", "".join(out))
    # key_unusual: configparser
    out = []
    ikeys = [("Kennwort", "Benutzer"), ("mot_de_passe", "utilisateur"), ("senha", "usuário"), ("parola", "utente"), ("şifre", "kullanıcı"),
             ("adgangskode", "brugernavn"), ("heslo", "uživatel"), ("jelszó", "felhasználó"), ("pinCode", "holder"), ("api-sig", "key-id")]
    for i in range(N):
        r = S.rng("ini", i)
        k1, k2 = ikeys[i]
        v = S.s_pin(r) if k1 == "pinCode" else S.s_any(r)
        ident = S.username(r)
        cp = configparser.ConfigParser(interpolation=None)
        cp["connection"] = {"host_alias": "primary", k2: ident, k1: v, "timeout": str(r.randrange(5, 60))}
        s = io.StringIO(); cp.write(s)
        out.append("# %d\n" % i + s.getvalue())
        plant("ini-%d" % i, "Python configparser (CPython %s)" % pyv, "configparser-write", "key_unusual", ["configparser.txt"], [(ident, "private"), (v, "secret")], unit_seq=i)
    wr("configparser.txt", "".join(out))

# ---------------------------------------------------------------- tables
def table_people(seed, n, with_secret=False):
    rows = []
    locs = sorted(S.PEOPLE)
    for i in range(n):
        r = S.rng(seed, i)
        loc, nm = S.person(r, locs[(i * 7 + len(seed)) % len(locs)])
        rows.append({"loc": loc, "name": nm, "phone": S.mobile(r, loc), "national_id": S.natid(r, loc), "email": S.email(r), "iban": S.iban(r),
                     "address": S.address(r, loc), "status": r.choice([200, 201, 403, 404, 409, 500, 503]), "latency_ms": r.randrange(3, 2500),
                     "created": "2026-%02d-%02d %02d:%02d:%02d" % (r.randrange(1, 12), r.randrange(1, 29), r.randrange(24), r.randrange(60), r.randrange(60)),
                     "api_token": r.choice([S.s_vendor, S.s_base62, S.s_hex])(r), "password": S.s_human(r), "region": r.choice(["eu-west-1", "ap-south-1", "sa-east-1"])})
    return rows

def run_tables():
    import polars as pl, tablib, terminaltables, csv
    PLANTED["versions"]["polars"] = pl.__version__; PLANTED["versions"]["tablib"] = tablib.__version__
    PLANTED["versions"]["terminaltables"] = terminaltables.__version__
    ver("datamash", ["datamash", "--version"]); ver("csvtool", ["dpkg-query", "-W", "-f", "${Version}", "csvtool"]); ver("visidata", [VENV + "/vd", "--version"])
    # datamash rows: group by user, count/mean
    people = table_people("datamash", N)
    tsv = RUN + "/dm.tsv"
    with open(tsv, "w", encoding="utf-8") as f:
        f.write("email\tname\tstatus\tlatency_ms\n")
        for pr in people:
            for k in range(3):
                f.write("%s\t%s\t%d\t%d\n" % (pr["email"], pr["name"], [pr["status"], 200, 503][k], pr["latency_ms"] + k * 7))
    p = sh(["datamash", "-H", "-s", "-g", "email,name", "count", "status", "mean", "latency_ms", "max", "latency_ms"], stdin=open(tsv))
    wr("datamash_groupby.tsv", p.stdout)
    for i, pr in enumerate(people):
        plant("datamash-%d" % i, "GNU datamash " + PLANTED["versions"]["datamash"].split()[-1], "datamash-groupby", "rows", ["datamash_groupby.tsv"],
              [(pr["email"], "private"), (pr["name"], "private")], unit_row=pr["email"])
    # datamash lookalike digests
    arts = RUN + "/arts.txt"
    with open(arts, "w") as f:
        for i in range(N):
            r = S.rng("datamash-digest", i)
            f.write("%s-%d.%d.%d.%s\n" % (r.choice(["api", "worker", "cli", "docs"]), r.randrange(1, 4), r.randrange(30), r.randrange(20), r.choice(["tar.gz", "whl", "deb", "zip"])))
    for i, op in enumerate(["sha256", "sha1", "md5", "sha512"]):
        p = sh(["datamash", "-W", "--full", op, "1"], stdin=open(arts))
        wr("datamash_digest_%s.txt" % op, p.stdout)
        plant("datamash-digest-%s" % op, "GNU datamash " + PLANTED["versions"]["datamash"].split()[-1], "datamash-digest", "lookalike", ["datamash_digest_%s.txt" % op], [])
    # csvtool rows
    people = table_people("csvtool", N)
    src = RUN + "/ct.csv"
    with open(src, "w", encoding="utf-8", newline="") as f:
        w = csv.writer(f); w.writerow(["created", "name", "phone", "national_id", "iban", "status", "region"])
        for pr in people: w.writerow([pr["created"], pr["name"], pr["phone"], pr["national_id"], pr["iban"], pr["status"], pr["region"]])
    p = sh(["csvtool", "namedcol", "created,name,phone,national_id,status", src])
    wr("csvtool_namedcol.csv", p.stdout)
    p2 = sh(["csvtool", "namedcol", "created,name,iban,status,region", src])
    wr("csvtool_namedcol2.csv", p2.stdout)
    for i, pr in enumerate(people):
        fn = "csvtool_namedcol.csv" if i % 2 == 0 else "csvtool_namedcol2.csv"
        vals = [(pr["name"], "private"), (pr["phone"], "private"), (pr["national_id"], "private")] if i % 2 == 0 else [(pr["name"], "private"), (pr["iban"], "private")]
        plant("csvtool-%d" % i, "csvtool " + PLANTED["versions"]["csvtool"] + " (Debian)", "csvtool-namedcol", "rows", [fn], vals, unit_row=pr["name"])
    # visidata rows (batch mode, csv -> json)
    people = table_people("visidata", N)
    src = RUN + "/vd.csv"
    with open(src, "w", encoding="utf-8", newline="") as f:
        w = csv.writer(f); w.writerow(["user_email", "api_token", "last_status", "latency_ms", "created"])
        for pr in people: w.writerow([pr["email"], pr["api_token"], pr["status"], pr["latency_ms"], pr["created"]])
    sh([VENV + "/vd", "-b", src, "-o", RUN + "/vd.json"])
    shutil.copy(RUN + "/vd.json", os.path.join(CAP, "visidata.json"))
    for i, pr in enumerate(people):
        plant("visidata-%d" % i, "VisiData " + PLANTED["versions"]["visidata"].split()[-1] + " (batch mode)", "visidata-json", "rows", ["visidata.json"],
              [(pr["email"], "private"), (pr["api_token"], "secret")], unit_row=pr["email"])
    # polars: rows from printed frame + pii_locale blocks
    pl.Config.set_tbl_width_chars(400); pl.Config.set_fmt_str_lengths(200); pl.Config.set_tbl_rows(50)
    people = table_people("polars", N)
    df = pl.DataFrame({"name": [p_["name"] for p_ in people], "password": [p_["password"] for p_ in people],
                       "status": [p_["status"] for p_ in people], "latency_ms": [p_["latency_ms"] for p_ in people], "region": [p_["region"] for p_ in people]})
    with pl.Config(tbl_formatting="ASCII_MARKDOWN", tbl_hide_column_data_types=True, tbl_hide_dataframe_shape=True):
        wr("polars_rows.txt", str(df) + "\n")
    for i, pr in enumerate(people):
        plant("polars-row-%d" % i, "polars %s" % pl.__version__, "polars-print", "rows", ["polars_rows.txt"],
              [(pr["name"], "private"), (pr["password"], "secret")], unit_row=pr["name"])
    out = []
    people = table_people("polars-pii", N)
    for i, pr in enumerate(people):
        d = pl.DataFrame({"name": [pr["name"]], "phone": [pr["phone"]], "national_id": [pr["national_id"]], "address": [pr["address"]], "created": [pr["created"]]})
        out.append("=== %d\n%s" % (i, d))
        plant("polars-pii-%d" % i, "polars %s" % pl.__version__, "polars-frame", "pii_locale", ["polars_pii.txt"],
              [(pr["name"], "private"), (pr["phone"], "private"), (pr["national_id"], "private"), (pr["address"], "private")], unit_seq=i)
    wr("polars_pii.txt", "\n".join(out) + "\n")
    # terminaltables pii_locale
    out = []
    people = table_people("terminaltables", N)
    for i, pr in enumerate(people):
        cls_ = [terminaltables.AsciiTable, terminaltables.GithubFlavoredMarkdownTable, terminaltables.PorcelainTable][i % 3]
        t = cls_([["name", "mobile", "email", "id", "status"], [pr["name"], pr["phone"], pr["email"], pr["national_id"], str(pr["status"])]], *(["customer %d" % i] if i % 3 == 0 else []))
        out.append("=== %d\n%s" % (i, t.table))
        plant("tt-%d" % i, "terminaltables %s" % terminaltables.__version__, "terminaltables", "pii_locale", ["terminaltables.txt"],
              [(pr["name"], "private"), (pr["phone"], "private"), (pr["email"], "private"), (pr["national_id"], "private")], unit_seq=i)
    wr("terminaltables.txt", "\n".join(out) + "\n")
    # tablib: rst (pii_locale) and csv (rows)
    out = []
    people = table_people("tablib-rst", N)
    for i, pr in enumerate(people):
        ds = tablib.Dataset(headers=["name", "address", "iban", "created"]); ds.append([pr["name"], pr["address"], pr["iban"], pr["created"]])
        rst = tablib.formats.registry.get_format("rst")
        widths = [max(len(str(x)) for x in col) for col in zip(ds.headers, *ds)]
        out.append("=== %d\n%s" % (i, rst.export_set_as_grid_table(ds, column_widths=widths)))
        plant("tablib-rst-%d" % i, "tablib %s" % tablib.__version__, "tablib-rst", "pii_locale", ["tablib_rst.txt"],
              [(pr["name"], "private"), (pr["address"], "private"), (pr["iban"], "private")], unit_seq=i)
    wr("tablib_rst.txt", "\n".join(out) + "\n")
    people = table_people("tablib-csv", N)
    ds = tablib.Dataset(headers=["created", "email", "national_id", "password", "status", "region"])
    for pr in people: ds.append([pr["created"], pr["email"], pr["national_id"], pr["password"], pr["status"], pr["region"]])
    wr("tablib.csv", ds.export("csv"))
    for i, pr in enumerate(people):
        plant("tablib-csv-%d" % i, "tablib %s" % tablib.__version__, "tablib-csv", "rows", ["tablib.csv"],
              [(pr["email"], "private"), (pr["national_id"], "private"), (pr["password"], "secret")], unit_row=pr["email"])

def main():
    if os.path.isdir(CAP): shutil.rmtree(CAP)
    os.makedirs(CAP); os.makedirs(RUN + "/home", exist_ok=True)
    assert S.self_test()
    PLANTED["versions"]["python"] = sys.version.split()[0]
    steps = [run_imap, run_quopri, run_pop, run_strace, run_subprocess, run_rclone, run_restic, run_fail2ban, run_ansible, run_java, run_pylogging, run_pprint_yaml_ini, run_tables]
    only = sys.argv[1:]
    for f in steps:
        if only and f.__name__ not in only: continue
        t = time.time(); f(); print("%s done in %.1fs" % (f.__name__, time.time() - t), flush=True)
    with open(os.path.join(CAP, "planted.json"), "w", encoding="utf-8") as f:
        json.dump(PLANTED, f, ensure_ascii=False, indent=1)

if __name__ == "__main__":
    main()
