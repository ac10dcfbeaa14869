#!/usr/bin/env python3
"""Run real programs with planted (synthetic) values and keep their raw output.

Writes captured/<program>/... and captured/planted.json (one entry per case:
planted secrets / private values / diagnostic values, how to locate the output
unit, class and template).  Daemons listen on 127.0.0.1 ports 19300-19399 (or
live inside a private network namespace), keep config/data under /tmp/c23run and
are stopped in `finally:` (SIGTERM, SIGKILL after 10 s).

Usage: python3 capture.py [program ...]   (default: all)
"""
import base64
import ctypes
import json
import os
import shutil
import socket
import struct
import subprocess
import sys
import time
import traceback
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import synthlib as S  # noqa: E402

CAP = os.path.join(HERE, "captured")
RUN = "/tmp/c23run"
CASES = []
VERSIONS = {}
CUR = {"group": None}


def out(rel):
    p = os.path.join(CAP, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    return p


def case(cid, program, template, cls, kind, locate, secrets=(), private=(), diag=(), keep=(),
         runtime=(), synthetic=False):
    """register one labelled unit.  locate: how generate.py finds the unit in captured/."""
    CASES.append(dict(id=cid, group=CUR["group"], program=program, template=template, cls=cls, kind=kind, locate=locate,
                      secrets=[x for x in secrets if x], private=[x for x in private if x],
                      diag=[x for x in diag if x], keep=list(keep), runtime=list(runtime),
                      synthetic=synthetic))


def sh(argv, **kw):
    kw.setdefault("check", True)
    return subprocess.run(argv, **kw)


# ------------------------------------------------------------------ process helpers
class Daemon:
    def __init__(self, argv, **kw):
        self.argv = argv
        self.p = subprocess.Popen(["nice", "-n", "10"] + argv, **kw)

    def stop(self):
        if self.p.poll() is None:
            self.p.terminate()
            try:
                self.p.wait(10)
            except subprocess.TimeoutExpired:
                self.p.kill()
                self.p.wait()
        return self.p.returncode


_libc = ctypes.CDLL(None, use_errno=True)
CLONE_NEWNS, CLONE_NEWUTS, CLONE_NEWNET = 0x00020000, 0x04000000, 0x40000000


def in_ns(fn, flags, hostname=None):
    """run fn() in a forked child inside fresh namespaces (mounts private, own hostname/net)."""
    sys.stdout.flush()
    sys.stderr.flush()
    pid = os.fork()
    if pid == 0:
        code = 0
        try:
            if _libc.unshare(flags) != 0:
                raise OSError(ctypes.get_errno(), "unshare")
            if flags & CLONE_NEWNS:
                sh(["mount", "--make-rprivate", "/"])
            if hostname:
                sh(["hostname", hostname])
            if flags & CLONE_NEWNET:
                sh(["ip", "link", "set", "lo", "up"])
            fn()
        except BaseException:
            traceback.print_exc()
            code = 1
        finally:
            sys.stdout.flush()
            sys.stderr.flush()
            os._exit(code)
    _, st = os.waitpid(pid, 0)
    if st != 0:
        raise RuntimeError("namespace child failed: %r" % st)


def version_of(name, argv, rx=r"(\d+\.\d+[\w.+~-]*)"):
    import re
    p = subprocess.run(argv, capture_output=True, text=True)
    m = re.search(rx, p.stdout + p.stderr)
    VERSIONS[name] = m.group(1)


# ------------------------------------------------------------------ sudo
SUDO_TRUE_CMDS = ["mysql", "pg_dump", "mongodump", "htpasswd", "smbclient", "ldapsearch", "openssl-pkcs12",
                  "redis-cli", "vault", "deploy-hook", "slack-notify", "agent-register", "restore-s3",
                  "notify-bot", "do-snapshot", "backup-runner", "java", "ingest-job", "rsync-wrap",
                  "crm-export", "ledger-sync", "mailer", "report-gen"]


def sudo_capture():
    base = os.path.join(RUN, "sudo")
    os.makedirs(base, exist_ok=True)
    version_of("sudo", ["sudo", "-V"])

    def run(tag, hostname, defaults, invocations):
        logf = os.path.join(base, tag + ".log")
        if os.path.exists(logf):
            os.remove(logf)
        sudoers = os.path.join(base, tag + ".sudoers")
        with open(sudoers, "w") as f:
            f.write("".join("Defaults %s\n" % d for d in ["logfile=%s" % logf, "!syslog", "log_host"] + defaults))
            f.write("root ALL=(ALL:ALL) NOPASSWD: ALL\n")
        os.chmod(sudoers, 0o440)

        def inner():
            sh(["mount", "--bind", sudoers, "/etc/sudoers"])
            sh(["mount", "-t", "tmpfs", "tmpfs", "/run"])
            sh(["mount", "-t", "tmpfs", "tmpfs", "/usr/local/bin"])
            for c in SUDO_TRUE_CMDS:
                os.symlink("/bin/true", "/usr/local/bin/" + c)
            for env, argv in invocations:
                e = {"PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "xterm"}
                e.update(env)
                subprocess.run(["sudo", "-u", "nobody"] + argv, env=e, cwd="/",
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        in_ns(inner, CLONE_NEWNS | CLONE_NEWUTS, hostname)
        shutil.copy(logf, out("sudo/%s.log" % tag))

    # --- A: one-line text log, credentials in command-line positions (positional)
    r = S.R("sudo-text-host")
    hostA = S.hostname(r, fqdn=False, role="bastion")
    inv = []
    for i in range(8):
        r = S.R("sudo-text-%d" % i)
        host = S.hostname(r)
        user = S.person(r)["user"] + str(r.randrange(2, 9))
        pw = S.s_password(r, 12 + i % 4, symbols="#%*-_.+=,")
        kind = i
        if kind == 0:
            argv = ["/usr/local/bin/mysql", "-h", host, "-u", user, "-p" + pw, "billing"]
            sec, prv = [pw], [host, user]
        elif kind == 1:
            pw = S.s_b62(r, 18)
            argv = ["/usr/local/bin/pg_dump", "--dbname=postgresql://%s:%s@%s:5432/ledger" % (user, pw, host), "-Fc"]
            sec, prv = [pw], [host, user]
        elif kind == 2:
            pw = S.s_passphrase(r)
            argv = ["/usr/local/bin/mongodump", "--uri", "mongodb+srv://%s:%s@%s/orders?authSource=admin" % (user, pw, host)]
            sec, prv = [pw], [host, user]
        elif kind == 3:
            argv = ["/usr/local/bin/htpasswd", "-b", "-B", "/etc/apache2/.htpasswd", user, pw]
            sec, prv = [pw], [user]
        elif kind == 4:
            argv = ["/usr/local/bin/smbclient", "//%s/finanzen" % host, "-U", "KONZERN\\%s%%%s" % (user, pw)]
            sec, prv = [pw], [host, user]
        elif kind == 5:
            argv = ["/usr/local/bin/ldapsearch", "-x", "-H", "ldaps://%s" % host, "-D",
                    "uid=%s,ou=people,dc=nordwind,dc=example" % user, "-w", pw, "(mail=*)"]
            sec, prv = [pw], [host, user]
        elif kind == 6:
            argv = ["/usr/local/bin/openssl-pkcs12", "-export", "-in", "/etc/ssl/private/gw.crt",
                    "-passout", "pass:" + pw, "-out", "/tmp/gw.p12"]
            sec, prv = [pw], []
        else:
            pw = S.s_hex(r, 32)
            argv = ["/usr/local/bin/redis-cli", "-h", host, "-p", "6380", "-a", pw, "--no-auth-warning", "INFO"]
            sec, prv = [pw], [host]
        inv.append(({}, argv))
        case("sudo-text-%d" % i, "sudo", "sudo-text", "positional", "line",
             dict(file="sudo/text.log", find=sec[0]), secrets=sec, private=prv + [hostA],
             keep=["COMMAND=/usr/local/bin/" + argv[0].split("/")[-1], "USER=nobody", "PWD=/"])
    run("text", hostA, ["loglinelen=0"], inv)

    # --- B: wrapped text log (default 80 columns), bare vendor tokens as arguments (no_key)
    r = S.R("sudo-wrap-host")
    hostB = S.hostname(r, fqdn=False, role="jump")
    inv = []
    gens = [("vault", lambda r: ["login", "-no-print", "-method=token", S.tok_vault(r)]),
            ("deploy-hook", lambda r: ["--repo", "infra/terraform-live", "--ref", "main", S.tok_github(r)]),
            ("slack-notify", lambda r: ["--channel", "#ops-alerts", "https://hooks.slack.com/services/" + S.tok_slack_hook_path(r)]),
            ("notify-bot", lambda r: ["--chat", "-100" + str(r.randrange(10**9, 10**10)), S.tok_telegram(r)]),
            ("agent-register", lambda r: ["--pool", "linux-x64-large", "--labels", "gpu,ssd", S.s_b62(r, 40)])]
    for i, (cmd, g) in enumerate(gens):
        r = S.R("sudo-wrap-%d" % i)
        args = g(r)
        tok = args[-1].split("/services/")[-1]
        inv.append(({}, ["/usr/local/bin/" + cmd] + args))
        case("sudo-wrap-%d" % i, "sudo", "sudo-wrap", "no_key", "block",
             dict(file="sudo/wrap.log", find="COMMAND=/usr/local/bin/" + cmd + " ", mode="sudo-wrap"),
             secrets=[tok], private=[hostB], keep=["COMMAND=/usr/local/bin/" + cmd, "USER=nobody", "PWD=/"])
    run("wrap", hostB, [], inv)

    # --- C: JSON event log; env vars with unusual names (key_unusual), argv arrays, header (lookalike)
    r = S.R("sudo-json-host")
    hostC = S.hostname(r, fqdn=False, role="ops")
    envnames = ["DB_KENNWORT", "MOT_DE_PASSE_SMTP", "contrasenaApi", "PWD_BKP", "SENHA_INTEGRACAO"]
    inv = []
    for i, name in enumerate(envnames):
        r = S.R("sudo-json-env-%d" % i)
        val = [S.s_password(r, 14), S.s_passphrase(r, 3, "_"), S.s_b62(r, 32), S.s_hex(r, 24), S.s_b64(r, 18)][i]
        inv.append(({name: val}, ["/usr/local/bin/backup-runner", "--job", "nightly-%02d" % i]))
        case("sudo-json-env-%d" % i, "sudo", "sudo-json-env", "key_unusual", "block",
             dict(file="sudo/json.log", find='"%s=' % name, before=3, after=1), secrets=[val],
             keep=['"%s=' % name, "LANG=C.UTF-8", "TERM=xterm", "MAIL=/var/mail/nobody"])
    argvs = [
        ("java", lambda r, p: ["-Dsenha.banco=" + p, "-jar", "/opt/erp/erp-batch.jar"], lambda r: S.s_password(r, 13)),
        ("ingest-job", lambda r, p: ["--clave-acceso", p, "--source", "sftp-inbox"], lambda r: S.s_b62(r, 28)),
        ("rsync-wrap", lambda r, p: ["--haslo_zdalne=" + p, "--target", "archiwum"], lambda r: S.s_passphrase(r, 3, ".")),
    ]
    for i, (cmd, g, sg) in enumerate(argvs):
        r = S.R("sudo-json-argv-%d" % i)
        p = sg(r)
        args = g(r, p)
        inv.append(({}, ["/usr/local/bin/" + cmd] + args))
        case("sudo-json-argv-%d" % i, "sudo", "sudo-json-argv", "key_unusual", "block",
             dict(file="sudo/json.log", find='"%s"' % args[0], mode="json-array"),
             secrets=[p], keep=['"runargv": [', "/usr/local/bin/" + cmd])
    for i in range(4):
        cmd = ["crm-export", "ledger-sync", "mailer", "report-gen"][i]
        inv.append(({}, ["/usr/local/bin/" + cmd, "--dry-run", "--batch", str(100 + i)]))
        case("sudo-json-head-%d" % i, "sudo", "sudo-json-head", "lookalike", "block",
             dict(file="sudo/json.log", find='"command": "/usr/local/bin/%s"' % cmd, mode="json-head"),
             private=[hostC], keep=['"uuid":', '"submituser": "root"', '"runuser": "nobody"'],
             runtime=[r'"uuid": "([0-9a-f-]+)"#diag'])
    run("json", hostC, ["log_format=json", 'env_keep += "%s"' % " ".join(envnames)], inv)


# ------------------------------------------------------------------ ps (procps)
def ps_capture():
    version_of("procps-ng ps", ["ps", "-V"])
    binp = os.path.join(RUN, "ps")
    os.makedirs(binp, exist_ok=True)
    src = os.path.join(binp, "sleeper.rs")
    with open(src, "w") as f:
        f.write("fn main(){ std::thread::sleep(std::time::Duration::from_secs(25)); }\n")
    sleeper = os.path.join(binp, "sleeper")
    if not os.path.exists(sleeper):
        sh(["nice", "rustc", "-O", src, "-o", sleeper], cwd=binp)
    specs = []
    for i in range(6):
        r = S.R("ps-args-%d" % i)
        host = S.hostname(r)
        user = S.person(r)["user"]
        pw = S.s_password(r, 14, symbols="#%*-_.+=")
        kp = {0: ["BatchMode=no", "uptime"], 1: ["login"], 2: ["add_user"], 3: ["plant/line3/temp", "-m 21.5"],
              4: ["EXEC dbo.nightly_close", "-Q"], 5: ["-importkeystore", "-srckeystore gw.p12"]}[i]
        if i == 0:
            cmd, args, sec, prv = "sshpass", ["-p", pw, "ssh", "-o", "BatchMode=no", "%s@%s" % (user, host), "uptime"], [pw], [user, host]
        elif i == 1:
            cmd, args, sec, prv = "docker", ["login", "-u", user, "-p", pw, host], [pw], [user, host]
        elif i == 2:
            cmd, args, sec, prv = "rabbitmqctl", ["add_user", user, pw], [pw], [user]
        elif i == 3:
            cmd, args, sec, prv = "mosquitto_pub", ["-h", host, "-u", user, "-P", pw, "-t", "plant/line3/temp", "-m", "21.5"], [pw], [user, host]
        elif i == 4:
            cmd, args, sec, prv = "sqlcmd", ["-S", "tcp:%s,1433" % host, "-U", user, "-P", pw, "-Q", "EXEC dbo.nightly_close"], [pw], [user, host]
        else:
            pw2 = S.s_passphrase(r, 4, "")
            cmd, args, sec, prv = "keytool", ["-importkeystore", "-srckeystore", "gw.p12", "-srcstorepass", pw, "-deststorepass", pw2], [pw, pw2], []
        specs.append((cmd, args))
        case("ps-args-%d" % i, "procps-ng ps", "ps-args", "positional", "line",
             dict(file="ps/args.txt", find="/usr/local/bin/%s " % cmd), secrets=sec, private=prv,
             keep=["/usr/local/bin/" + cmd] + kp + ["root"], runtime=[r"^\s*(\d+)\s"])
    inf = []
    for i in range(3):
        r = S.R("ps-full-%d" % i)
        ip1, ip2 = S.ipv4_private(r), S.ipv4_private(r)
        node = S.hostname(r, fqdn=False, role=["k8s", "consul", "nomad"][i])
        pod = S.pod_name(r)
        if i == 0:
            cmd, args, prv = "kubelet", ["--hostname-override=" + node, "--node-ip=" + ip1, "--pod-infra-container-image=registry.k8s.io/pause:3.9"], [node, ip1]
        elif i == 1:
            cmd, args, prv = "consul", ["agent", "-node=" + node, "-bind=" + ip1, "-retry-join=" + ip2, "-datacenter=dc1"], [node, ip1, ip2]
        else:
            cmd, args, prv = "envoy", ["--service-node", pod, "--service-cluster", "payments", "--admin-address-path", "/tmp/admin"], [pod]
        inf.append((cmd, args))
        case("ps-full-%d" % i, "procps-ng ps", "ps-full", "infra", "line",
             dict(file="ps/full.txt", find="/usr/local/bin/%s " % cmd), private=prv,
             keep=["/usr/local/bin/" + cmd, args[-1].split("=")[0]] if "=" in args[-1] else ["/usr/local/bin/" + cmd, "--service-cluster"],
             runtime=[r"^\S+\s+(\d+)\s+(\d+)\s"])

    def inner():
        sh(["mount", "-t", "tmpfs", "tmpfs", "/usr/local/bin"])
        procs = []
        try:
            pids_a, pids_f = [], []
            for group, lst in ((pids_a, specs), (pids_f, inf)):
                for cmd, args in lst:
                    dst = "/usr/local/bin/" + cmd
                    if not os.path.exists(dst):
                        shutil.copy(sleeper, dst)
                    p = subprocess.Popen([dst] + args)
                    procs.append(p)
                    group.append(str(p.pid))
            time.sleep(0.5)
            with open(out("ps/args.txt"), "w") as f:
                subprocess.run(["ps", "-o", "pid,user,args", "-p", ",".join(pids_a)], stdout=f, check=True)
            with open(out("ps/full.txt"), "w") as f:
                subprocess.run(["ps", "-f", "-p", ",".join(pids_f)], stdout=f, check=True)
        finally:
            for p in procs:
                p.terminate()
                try:
                    p.wait(10)
                except subprocess.TimeoutExpired:
                    p.kill()
    in_ns(inner, CLONE_NEWNS)


# ------------------------------------------------------------------ iproute2 (private netns)
def ip_capture():
    version_of("iproute2", ["ip", "-V"], r"iproute2-([\d.]+)")
    r = S.R("ip-topology")
    # interfaces: (name, peer, mac, ipv4, alias-host)
    ifs = []
    for i, name in enumerate(["enp65s0f1", "bond-stor", "vlan412"]):
        rr = S.R("ip-if-%d" % i)
        ifs.append(dict(name=name, peer="pv%d" % i, mac=S.mac(rr), ip=S.ipv4_private(rr), ula=S.ipv6_ula(rr),
                        alias="uplink " + S.hostname(rr, role=["core-sw", "san-sw", "tor"][i])))
    neigh = []
    for i in range(3):
        rr = S.R("ip-neigh-%d" % i)
        ip = ifs[i]["ip"].rsplit(".", 1)[0] + ".%d" % rr.randrange(2, 250)
        neigh.append(dict(ip=ip, mac=S.mac(rr), dev=ifs[i]["name"]))
    fdb = []
    for i in range(3):
        rr = S.R("ip-fdb-%d" % i)
        fdb.append(dict(mac=S.mac(rr), dst=S.ipv4_private(rr)))
    routes = []
    for i in range(2):
        rr = S.R("ip-route-%d" % i)
        net = "10.%d.0.0/16" % rr.randrange(100, 200)
        gw = ifs[i]["ip"].rsplit(".", 1)[0] + ".1"
        routes.append(dict(net=net, gw=gw, dev=ifs[i]["name"]))
    vxl = S.ipv4_private(S.R("ip-vx-local"))

    def inner():
        cmds = []
        for f in ifs:
            cmds += [["ip", "link", "add", f["name"], "type", "veth", "peer", "name", f["peer"]],
                     ["ip", "link", "set", f["name"], "address", f["mac"]],
                     ["ip", "link", "set", f["peer"], "address", "02:00:00:00:00:%02x" % (len(cmds) % 200)],
                     ["ip", "link", "set", f["name"], "alias", f["alias"]],
                     ["ip", "addr", "add", f["ip"] + "/24", "dev", f["name"]],
                     ["ip", "-6", "addr", "add", f["ula"] + "/64", "dev", f["name"]],
                     ["ip", "link", "set", f["peer"], "up"], ["ip", "link", "set", f["name"], "up"]]
        for n in neigh:
            cmds.append(["ip", "neigh", "add", n["ip"], "lladdr", n["mac"], "dev", n["dev"], "nud", "permanent"])
        for rt in routes:
            cmds.append(["ip", "route", "add", rt["net"], "via", rt["gw"], "dev", rt["dev"], "proto", "static", "metric", "100"])
        cmds += [["ip", "link", "add", "vxlan42", "type", "vxlan", "id", "42", "dstport", "4789", "local", vxl, "nolearning"],
                 ["ip", "link", "set", "vxlan42", "address", "02:42:ac:00:00:2a"],
                 ["ip", "link", "set", "vxlan42", "up"]]
        for fd in fdb:
            cmds.append(["bridge", "fdb", "add", fd["mac"], "dev", "vxlan42", "dst", fd["dst"], "self", "permanent"])
        for c in cmds:
            sh(c)
        time.sleep(2.5)  # let IPv6 link-local addresses settle
        for rel, argv in (("ip/neigh.txt", ["ip", "neigh", "show"]), ("ip/brlink.txt", ["ip", "-br", "link", "show"]),
                          ("ip/addr.txt", ["ip", "addr", "show"]), ("ip/fdb.txt", ["bridge", "fdb", "show"]),
                          ("ip/route.txt", ["ip", "route", "show"])):
            with open(out(rel), "w") as f:
                sh(argv, stdout=f)
    in_ns(inner, CLONE_NEWNET | CLONE_NEWNS | CLONE_NEWUTS, "netlab")
    P = "iproute2 ip"
    for i, n in enumerate(neigh):
        case("ip-neigh-%d" % i, P, "ip-neigh", "infra", "line", dict(file="ip/neigh.txt", find=n["ip"] + " "),
             private=[n["ip"], n["mac"]], keep=["dev " + n["dev"], "lladdr", "PERMANENT"])
    for i in range(2):
        f = ifs[i]
        case("ip-brlink-%d" % i, P, "ip-brlink", "infra", "line", dict(file="ip/brlink.txt", find=f["name"] + "@"),
             private=[f["mac"]], keep=[f["name"] + "@" + f["peer"], "UP", "BROADCAST,MULTICAST,UP,LOWER_UP"])
    for i in (1, 2):
        f = ifs[i]
        case("ip-addr-%d" % i, P, "ip-addr", "infra", "block",
             dict(file="ip/addr.txt", find=": %s@%s:" % (f["name"], f["peer"]), mode="indent"),
             private=[f["mac"], f["ip"], f["ula"]],
             keep=["mtu 1500", "qdisc noqueue", "state UP", "scope global " + f["name"], "valid_lft forever", "scope link"])
    for i, fd in enumerate(fdb):
        case("bridge-fdb-%d" % i, "iproute2 bridge", "bridge-fdb", "infra", "line", dict(file="ip/fdb.txt", find=fd["mac"]),
             private=[fd["mac"], fd["dst"]], keep=["dev vxlan42", "self permanent"])
    for i, rt in enumerate(routes):
        case("ip-route-%d" % i, P, "ip-route", "infra", "line", dict(file="ip/route.txt", find=rt["net"]),
             private=[rt["net"].split("/")[0], rt["gw"]], keep=["proto static", "metric 100", "dev " + rt["dev"]])
    VERSIONS["iproute2 bridge"] = VERSIONS["iproute2"]
    VERSIONS[P] = VERSIONS["iproute2"]


# ------------------------------------------------------------------ keepalived (private netns)
KA_TS = r"^(\w{3} \w{3} [ \d]\d \d\d:\d\d:\d\d \d{4}):#diag"
def keepalived_capture():
    version_of("keepalived", ["keepalived", "-v"], r"Keepalived v([\d.]+)")
    base = os.path.join(RUN, "keepalived")
    os.makedirs(base, exist_ok=True)
    P = "keepalived"
    for k in range(4):
        r = S.R("ka-%d" % k)
        router = S.hostname(r, fqdn=False, role="lb")
        dom = S.DOMAINS[k]
        p1, p2 = S.person(r), S.person(r)
        frm = "keepalived@%s.%s" % (router, dom)
        smtp_ip = S.ipv4_private(r)
        ifname = ["eth-lb%d" % k, "bond0.%d" % (300 + k), "ens%df1" % (3 + k), "vl-dmz%d" % k][k]
        ifmac = S.mac(r)
        src_ip = "10.%d.%d.%d" % (r.randrange(10, 250), r.randrange(256), r.randrange(2, 100))
        vip = src_ip.rsplit(".", 1)[0] + ".%d" % r.randrange(150, 250)
        rs_ip = src_ip.rsplit(".", 1)[0] + ".%d" % r.randrange(101, 149)
        auth = S.s_password(r, 8, symbols="-_.+=%*")
        mon_user = ["monitor", "hc_probe", "nagios", "pgwatch"][k] + str(r.randrange(10, 99))
        mon_pw = S.s_password(r, 14, symbols="-_.+=%*")
        script = ["pgcheck", "check_mysql_repl", "probe-redis", "hc-ldap"][k]
        misc = {
            0: '/usr/local/bin/pgcheck --host %s --user %s --password %s' % (rs_ip, mon_user, mon_pw),
            1: '/usr/local/bin/check_mysql_repl -H %s -u %s -p%s' % (rs_ip, mon_user, mon_pw),
            2: '/usr/local/bin/probe-redis %s 6379 %s' % (rs_ip, mon_pw),
            3: '/usr/local/bin/hc-ldap -D uid=%s,ou=svc,dc=corp -w %s ldap://%s' % (mon_user, mon_pw, rs_ip),
        }[k]
        conf = os.path.join(base, "ka%d.conf" % k)
        with open(conf, "w") as f:
            f.write("""global_defs {
   notification_email {
     %s
     %s
   }
   notification_email_from %s
   smtp_server %s 25
   smtp_connect_timeout 5
   router_id %s
   script_user root
   enable_script_security
   max_auto_priority 10
}
vrrp_instance VI_%d {
    state MASTER
    interface %s
    virtual_router_id %d
    priority 150
    advert_int 1
    authentication {
        auth_type PASS
        auth_pass %s
    }
    virtual_ipaddress {
        %s/24 dev %s
    }
}
virtual_server %s 443 {
    delay_loop 2
    lb_algo wlc
    lb_kind DR
    protocol TCP
    real_server %s 443 {
        weight 1
        MISC_CHECK {
            misc_path "%s"
            misc_timeout 3
        }
    }
}
""" % (p1["email"], p2["email"], frm, smtp_ip, router, k, ifname, 51 + k, auth, vip, ifname, vip, rs_ip, misc))

        def inner():
            sh(["ip", "link", "add", ifname, "type", "veth", "peer", "name", "kpeer"])
            sh(["ip", "link", "set", ifname, "address", ifmac])
            sh(["ip", "link", "set", "kpeer", "address", "02:00:00:00:01:%02x" % k])
            sh(["ip", "addr", "add", src_ip + "/24", "dev", ifname])
            sh(["ip", "link", "set", "kpeer", "up"])
            sh(["ip", "link", "set", ifname, "up"])
            sh(["mount", "-t", "tmpfs", "tmpfs", "/run"])
            for mode, secs in (("-C", 3), ("-P", 7)):
                logf = open(out("keepalived/run%d%s.log" % (k, mode)), "w")
                d = Daemon(["keepalived", "-n", "-l", "-D", "-d", "-G", mode, "-f", conf,
                            "-p", base + "/ka.pid", "-r", base + "/vrrp.pid", "-c", base + "/chk.pid"],
                           stdout=logf, stderr=subprocess.STDOUT)
                try:
                    time.sleep(secs)
                finally:
                    d.stop()
                    logf.close()
        in_ns(inner, CLONE_NEWNET | CLONE_NEWNS | CLONE_NEWUTS, router)
        everyone = [router, p1["email"], p2["email"], frm, smtp_ip, ifmac, src_ip, vip, rs_ip, mon_user]
        fP = "keepalived/run%d-P.log" % k
        fC = "keepalived/run%d-C.log" % k
        case("ka-misc-%d" % k, P, "ka-misc", "positional", "line",
             dict(file=fC, find="Disabling misc script"), secrets=[mon_pw],
             private=[rs_ip] + ([mon_user] if mon_user in misc else []),
             keep=["Disabling misc script", "/usr/local/bin/" + script, "since not found/accessible"], runtime=[KA_TS])
        if k in (0, 2):
            case("ka-pass-%d" % k, P, "ka-pass", "positional", "block",
                 dict(file=fP, find="Authentication type = SIMPLE_PASSWORD", after=1),
                 secrets=[auth], keep=["Authentication type = SIMPLE_PASSWORD", "Password ="], runtime=[KA_TS])
        if k in (0, 1, 3):
            case("ka-email-%d" % k, P, "ka-email", "pii_locale", "block",
                 dict(file=fP, find="Email notification to:", after=2),
                 private=[p1["email"], p2["email"]], keep=["Email notification to:"], runtime=[KA_TS])
        if k in (1, 3):
            case("ka-garp-%d" % k, P, "ka-garp", "infra", "line",
                 dict(file=fP, find="Sending/queueing gratuitous ARPs on"), private=[vip],
                 keep=["Sending/queueing gratuitous ARPs on " + ifname, "(VI_%d)" % k], runtime=[KA_TS])
            case("ka-iface-%d" % k, P, "ka-iface", "infra", "block",
                 dict(file=fP, find="Name = " + ifname, after=4), private=[src_ip, ifmac],
                 keep=["Name = " + ifname, "IPv4 address =", "MAC =", "index ="], runtime=[KA_TS])


# ------------------------------------------------------------------ tcpdump (reads crafted pcap files)
def _csum(b):
    if len(b) % 2:
        b += b"\0"
    t = sum(struct.unpack("!%dH" % (len(b) // 2), b))
    t = (t >> 16) + (t & 0xffff)
    t += t >> 16
    return (~t) & 0xffff


def _mac(m):
    return bytes(int(x, 16) for x in m.split(":"))


def _eth(src, dst, typ, payload):
    return _mac(dst) + _mac(src) + struct.pack("!H", typ) + payload


def _ip4(src, dst, proto, payload, ttl=64, ident=0x1c46):
    h = struct.pack("!BBHHHBBH4s4s", 0x45, 0, 20 + len(payload), ident, 0x4000, ttl, proto, 0,
                    socket.inet_aton(src), socket.inet_aton(dst))
    return h[:10] + struct.pack("!H", _csum(h)) + h[12:] + payload


def _udp(sip, dip, sp, dp, data):
    ln = 8 + len(data)
    ph = socket.inet_aton(sip) + socket.inet_aton(dip) + struct.pack("!BBH", 0, 17, ln)
    h = struct.pack("!HHHH", sp, dp, ln, 0)
    c = _csum(ph + h + data) or 0xffff
    return struct.pack("!HHHH", sp, dp, ln, c) + data


def _tcp(sip, dip, sp, dp, seq, ack, flags, data, win=502):
    h = struct.pack("!HHIIBBHHH", sp, dp, seq, ack, 5 << 4, flags, win, 0, 0)
    ph = socket.inet_aton(sip) + socket.inet_aton(dip) + struct.pack("!BBH", 0, 6, len(h) + len(data))
    return h[:16] + struct.pack("!H", _csum(ph + h + data)) + h[18:] + data


def _pcap(path, pkts, t0):
    with open(path, "wb") as f:
        f.write(struct.pack("<IHHiIII", 0xa1b2c3d4, 2, 4, 0, 0, 65535, 1))
        for i, p in enumerate(pkts):
            f.write(struct.pack("<IIII", t0 + 7 * i, (i * 137731) % 1000000, len(p), len(p)) + p)


def _tlv(t, v):
    return bytes([t, len(v)]) + v


def _dnsname(n):
    return b"".join(bytes([len(x)]) + x.encode() for x in n.rstrip(".").split(".")) + b"\0"


TD_TS = r"^(\d\d:\d\d:\d\d\.\d{6})#diag"


def tcpdump_capture():
    version_of("tcpdump", ["tcpdump", "--version"], r"tcpdump version ([\d.]+)")
    base = os.path.join(RUN, "tcpdump")
    os.makedirs(base, exist_ok=True)
    P = "tcpdump"
    jobs = []  # (template, packets, flags)

    def tcp_pkt(r, payload, dport, smac=None, dmac=None, sip=None, dip=None, sport=None):
        smac, dmac = smac or S.mac(r), dmac or S.mac(r)
        sip, dip = sip or S.ipv4_private(r), dip or S.ipv4_private(r)
        sport = sport or r.randrange(32768, 61000)
        seq, ack = r.randrange(1, 2**32), r.randrange(1, 2**32)
        return _eth(smac, dmac, 0x0800, _ip4(sip, dip, 6, _tcp(sip, dip, sport, dport, seq, ack, 0x18, payload))), (smac, dmac, sip, dip)

    # td-ether: TCP SYNs, printed with -e (MACs + IPs)
    pk = []
    for i in range(3):
        r = S.R("td-ether-%d" % i)
        smac, dmac, sip, dip = S.mac(r), S.mac(r), S.ipv4_private(r), S.ipv4_public(r) if i == 1 else S.ipv4_private(r)
        dport = [5432, 443, 9092][i]
        sport = r.randrange(32768, 61000)
        pk.append(_eth(smac, dmac, 0x0800, _ip4(sip, dip, 6, _tcp(sip, dip, sport, dport, r.randrange(1, 2**32), 0, 0x02, b"", win=64240))))
        case("td-ether-%d" % i, P, "td-ether", "infra", "line", dict(file="tcpdump/ether.txt", find="%s.%d > " % (sip, sport)),
             private=[smac, dmac, sip, dip], keep=["ethertype IPv4 (0x0800)", "Flags [S]", "win 64240", "length 54"], runtime=[TD_TS])
    jobs.append(("ether", pk, ["-e", "-nn"]))
    # td-arp
    pk = []
    for i in range(2):
        r = S.R("td-arp-%d" % i)
        smac, tmac, sip, tip = S.mac(r), S.mac(r), S.ipv4_private(r), S.ipv4_private(r)
        if i == 0:
            body = struct.pack("!HHBBH", 1, 0x0800, 6, 4, 1) + _mac(smac) + socket.inet_aton(sip) + b"\0" * 6 + socket.inet_aton(tip)
            pk.append(_eth(smac, "ff:ff:ff:ff:ff:ff", 0x0806, body))
            prv, kp = [smac, sip, tip], ["Request who-has", "ethertype ARP (0x0806)", "ff:ff:ff:ff:ff:ff"]
        else:
            body = struct.pack("!HHBBH", 1, 0x0800, 6, 4, 2) + _mac(smac) + socket.inet_aton(sip) + _mac(tmac) + socket.inet_aton(tip)
            pk.append(_eth(smac, tmac, 0x0806, body))
            prv, kp = [smac, tmac, sip], ["Reply", "is-at", "ethertype ARP (0x0806)"]
        case("td-arp-%d" % i, P, "td-arp", "infra", "line", dict(file="tcpdump/arp.txt", find=smac + " > "),
             private=prv, keep=kp, runtime=[TD_TS])
    jobs.append(("arp", pk, ["-e", "-nn"]))
    # td-dhcp: DHCP REQUEST with client hostname
    pk = []
    for i in range(3):
        r = S.R("td-dhcp-%d" % i)
        cmac = S.mac(r)
        pers = S.person(r, ["de_DE", "pt_BR", "sv_SE"][i])
        hn = ["LAPTOP-%s" % (pers["ascii_given"][0] + pers["ascii_family"]).upper()[:8],
              "MacBook-de-%s" % pers["ascii_given"].capitalize(), "%s-iPhone" % pers["ascii_given"].capitalize()][i]
        req = "192.168.%d.%d" % (r.randrange(256), r.randrange(20, 250))
        xid = r.randrange(2**32)
        bootp = struct.pack("!BBBBIHH4s4s4s4s", 1, 1, 6, 0, xid, 0, 0, b"\0" * 4, b"\0" * 4, b"\0" * 4, b"\0" * 4)
        bootp += _mac(cmac) + b"\0" * 10 + b"\0" * 64 + b"\0" * 128 + bytes([99, 130, 83, 99])
        opts = _tlv(53, b"\x03") + _tlv(61, b"\x01" + _mac(cmac)) + _tlv(50, socket.inet_aton(req)) + _tlv(12, hn.encode()) + _tlv(55, bytes([1, 3, 6, 15, 119, 252])) + b"\xff"
        bootp += opts + b"\0" * max(0, 300 - len(bootp) - len(opts))
        pk.append(_eth(cmac, "ff:ff:ff:ff:ff:ff", 0x0800, _ip4("0.0.0.0", "255.255.255.255", 17, _udp("0.0.0.0", "255.255.255.255", 68, 67, bootp), ttl=128)))
        case("td-dhcp-%d" % i, P, "td-dhcp", "infra", "block", dict(file="tcpdump/dhcp.txt", find="Request from " + cmac, mode="tsblock"),
             private=[cmac, hn, req], keep=["BOOTP/DHCP", "DHCP-Message (53), length 1: Request", "Magic Cookie 0x63825363", "Parameter-Request (55)"], runtime=[TD_TS])
    jobs.append(("dhcp", pk, ["-v", "-nn"]))
    # td-vrrp: VRRP v2 advertisement with simple-text authentication
    pk = []
    for i in range(2):
        r = S.R("td-vrrp-%d" % i)
        smac, sip = "00:00:5e:00:01:%02x" % (60 + i), S.ipv4_private(r)
        vip = sip.rsplit(".", 1)[0] + ".%d" % r.randrange(200, 250)
        pw = S.s_password(r, 8, symbols="-_.+")
        vr = struct.pack("!BBBBBBH", 0x21, 60 + i, 100 + 50 * i, 1, 1, 1, 0) + socket.inet_aton(vip) + pw.encode()
        vr = vr[:6] + struct.pack("!H", _csum(vr)) + vr[8:]
        pk.append(_eth(smac, "01:00:5e:00:00:12", 0x0800, _ip4(sip, "224.0.0.18", 112, vr, ttl=255)))
        case("td-vrrp-%d" % i, P, "td-vrrp", "positional", "block", dict(file="tcpdump/vrrp.txt", find="%s > 224.0.0.18" % sip, before=1),
             secrets=[pw], private=[sip, vip], keep=["VRRPv2, Advertisement", "vrid %d" % (60 + i), "authtype simple", "proto VRRP (112)"], runtime=[TD_TS])
    jobs.append(("vrrp", pk, ["-v", "-e", "-nn"]))
    # td-snmp: community strings
    pk = []
    for i in range(3):
        r = S.R("td-snmp-%d" % i)
        comm = [S.s_password(r, 12, symbols="-_.!"), S.s_b62(r, 16), S.s_passphrase(r, 2, "-")][i]
        oid = [bytes([0x2b, 6, 1, 2, 1, 1, 5, 0]), bytes([0x2b, 6, 1, 2, 1, 2, 2, 1, 10, 3]), bytes([0x2b, 6, 1, 4, 1, 2021, 10, 1, 3, 1]) if False else bytes([0x2b, 6, 1, 2, 1, 25, 3, 3, 1, 2])][i]
        vb = _tlv(0x30, _tlv(0x30, _tlv(6, oid) + _tlv(5, b"")))
        pdu = _tlv(0xa0 if i != 1 else 0xa1, _tlv(2, bytes([r.randrange(1, 127)])) + _tlv(2, b"\0") + _tlv(2, b"\0") + vb)
        msg = _tlv(0x30, _tlv(2, b"\x01") + _tlv(4, comm.encode()) + pdu)
        sip, dip = S.ipv4_private(r), S.ipv4_private(r)
        pk.append(_eth(S.mac(r), S.mac(r), 0x0800, _ip4(sip, dip, 17, _udp(sip, dip, r.randrange(40000, 60000), 161, msg))))
        case("td-snmp-%d" % i, P, "td-snmp", "positional", "line", dict(file="tcpdump/snmp.txt", find="%s." % sip),
             secrets=[comm], private=[sip, dip], keep=["GetRequest" if i != 1 else "GetNextRequest", ".161:"], runtime=[TD_TS])
    jobs.append(("snmp", pk, ["-nn"]))
    # td-ftp
    pk = []
    for i in range(4):
        r = S.R("td-ftp-%d" % i)
        user = S.person(r)["user"] + str(r.randrange(1, 9))
        pw = [S.s_password(r, 12), S.s_pin(r, 8), S.s_passphrase(r, 3, "-"), None][i]
        line = ("PASS " + pw) if pw else ("USER " + user)
        p_, (smac, dmac, sip, dip) = tcp_pkt(r, line.encode() + b"\r\n", 21)
        pk.append(p_)
        case("td-ftp-%d" % i, P, "td-ftp", "positional", "line", dict(file="tcpdump/ftp.txt", find="%s." % sip),
             secrets=[pw] if pw else [], private=[sip, dip] + ([] if pw else [user]),
             keep=["FTP: " + line.split()[0], "Flags [P.]", ".21:"], runtime=[TD_TS])
    jobs.append(("ftp", pk, ["-nn"]))
    # td-imap: -A payload dump
    pk = []
    for i in range(3):
        r = S.R("td-imap-%d" % i)
        pers = S.person(r)
        user = pers["email"] if i != 1 else pers["user"]
        pw = [S.s_password(r, 14, symbols="-_.+%*"), S.s_b62(r, 20), S.s_passphrase(r, 4, "-")][i]
        tag = "a%03d" % r.randrange(1, 999)
        p_, (smac, dmac, sip, dip) = tcp_pkt(r, ("%s LOGIN %s %s\r\n" % (tag, user, pw)).encode(), 143)
        pk.append(p_)
        case("td-imap-%d" % i, P, "td-imap", "positional", "block", dict(file="tcpdump/imap.txt", find="IP %s." % sip, mode="tsblock"),
             secrets=[pw], private=[sip, dip, user], keep=[tag + " LOGIN", ".143:", "Flags [P.]"], runtime=[TD_TS])
    jobs.append(("imap", pk, ["-nn", "-A"]))
    # td-smtp: AUTH PLAIN / AUTH LOGIN
    pk = []
    for i in range(4):
        r = S.R("td-smtp-%d" % i)
        pers = S.person(r)
        pw = S.s_password(r, 13, symbols="-_.+%*!")
        if i < 2:
            b = base64.b64encode(("\0%s\0%s" % (pers["email"], pw)).encode()).decode()
            line, sec = "AUTH PLAIN " + b, [b, pw]
        elif i == 2:
            b = base64.b64encode(pers["email"].encode()).decode()
            line, sec = "AUTH LOGIN " + b, [b]
        else:
            b = base64.b64encode(pw.encode()).decode()
            line, sec = b, [b]
        p_, (smac, dmac, sip, dip) = tcp_pkt(r, line.encode() + b"\r\n", 25)
        pk.append(p_)
        case("td-smtp-%d" % i, P, "td-smtp", "encoded", "line", dict(file="tcpdump/smtp.txt", find="%s." % sip),
             secrets=sec[:1] if i != 2 else [], private=[sip, dip] + (sec[:1] if i == 2 else []),
             keep=["SMTP: AUTH" if i < 3 else "SMTP:", "Flags [P.]", "length %d" % (len(line) + 2)], runtime=[TD_TS])
        CASES[-1]["optional"] = sec[1:]
    jobs.append(("smtp", pk, ["-nn"]))
    # td-http: -v, Authorization: Basic / Proxy-Authorization / session cookie
    pk = []
    for i in range(4):
        r = S.R("td-http-%d" % i)
        pers = S.person(r)
        host = S.hostname(r, role=["api", "web", "build", "cache"][i])
        user = pers["user"]
        pw = S.s_password(r, 12, symbols="-_.+!")
        b = base64.b64encode(("%s:%s" % (user, pw)).encode()).decode()
        hdr = ["Authorization: Basic " + b, "Proxy-Authorization: Basic " + b, "Authorization: Basic " + b,
               "Cookie: sid=" + urllib.parse.quote(base64.b64encode(json.dumps({"u": user, "t": S.s_hex(r, 24)}).encode()).decode(), safe="")][i]
        path = ["/api/v2/invoices?page=2", "http://%s/artifactory/libs-release/" % host, "/job/nightly/lastBuild/api/json", "/account/settings"][i]
        req = "GET %s HTTP/1.1\r\nHost: %s\r\n%s\r\nUser-Agent: okhttp/4.12.0\r\nAccept: */*\r\n\r\n" % (path, host, hdr)
        p_, (smac, dmac, sip, dip) = tcp_pkt(r, req.encode(), 8080 if i == 1 else 80)
        pk.append(p_)
        sec = [b] if i < 3 else [hdr.split("sid=", 1)[1]]
        case("td-http-%d" % i, P, "td-http", "encoded", "block", dict(file="tcpdump/http.txt", find="%s." % sip, mode="tsblock"),
             secrets=sec, private=[sip, dip, host], keep=["HTTP, length", "User-Agent: okhttp/4.12.0", "Accept: */*", "GET "], runtime=[TD_TS])
    jobs.append(("http", pk, ["-nn", "-v"]))
    # td-httpline: bare tokens in request paths (no key)
    pk = []
    for i in range(4):
        r = S.R("td-httpline-%d" % i)
        tok = [S.s_b62(r, 32), S.tok_slack_hook_path(r), S.s_b64(r, 24, urlsafe=True, pad=False), S.s_hex(r, 40)][i]
        path = ["/d/%s/report-Q3.pdf" % tok, "/services/%s" % tok, "/invite/%s" % tok, "/hooks/%s" % tok][i]
        p_, (smac, dmac, sip, dip) = tcp_pkt(r, ("%s %s HTTP/1.1\r\nHost: x\r\n\r\n" % ("POST" if i in (1, 3) else "GET", path)).encode(), 80)
        pk.append(p_)
        case("td-httpline-%d" % i, P, "td-httpline", "no_key", "line", dict(file="tcpdump/httpline.txt", find="%s." % sip),
             secrets=[tok], private=[sip, dip], keep=["HTTP: " + ("POST" if i in (1, 3) else "GET"), "HTTP/1.1", "Flags [P.]"], runtime=[TD_TS])
    jobs.append(("httpline", pk, ["-nn"]))
    # td-syslog: -v decodes syslog; messages with non-English keys
    pk = []
    kv = [("kennwort", "benutzer"), ("parola", "kullanici"), ("salasana", "kayttaja")]
    for i in range(3):
        r = S.R("td-syslog-%d" % i)
        pers = S.person(r, ["de_DE", "tr_TR", "fi_FI"][i])
        pw = [S.s_password(r, 12, symbols="-_.+!"), S.s_b62(r, 14), S.s_passphrase(r, 3, "-")][i]
        host = S.hostname(r, fqdn=False, role=["erp", "pos", "hr"][i])
        msg = "<%d>Dec  6 10:1%d:0%d %s legacy-app[%d]: login ok %s=%s %s=%s" % (
            [86, 38, 85][i], i, i, host, r.randrange(1000, 9999), kv[i][1], pers["user"], kv[i][0], pw)
        sip, dip = S.ipv4_private(r), S.ipv4_private(r)
        pk.append(_eth(S.mac(r), S.mac(r), 0x0800, _ip4(sip, dip, 17, _udp(sip, dip, 514, 514, msg.encode()))))
        case("td-syslog-%d" % i, P, "td-syslog", "key_unusual", "block", dict(file="tcpdump/syslog.txt", find="%s.514 > " % sip, mode="tsblock"),
             secrets=[pw], private=[sip, dip, host, pers["user"]], keep=["SYSLOG, length", "Facility", "legacy-app[", "login ok", kv[i][0] + "="],
             runtime=[TD_TS, r"legacy-app\[(\d+)\]"])
    jobs.append(("syslog", pk, ["-v", "-nn"]))
    # td-diag: HTTP with request ids, trace context, ETag, commit sha (look-alikes, keep)
    pk = []
    for i in range(3):
        r = S.R("td-diag-%d" % i)
        rid, tp, sha, etag = S.uuid4(r), S.traceparent(r), S.git_sha(r), S.s_hex(r, 16)
        ver = S.semver(r)
        req = ("GET /api/v1/builds/%s/status HTTP/1.1\r\nHost: ci\r\nX-Request-Id: %s\r\ntraceparent: %s\r\n"
               "If-None-Match: \"%s\"\r\nUser-Agent: build-agent/%s\r\n\r\n" % (sha, rid, tp, etag, ver))
        p_, (smac, dmac, sip, dip) = tcp_pkt(r, req.encode(), 8080)
        pk.append(p_)
        case("td-diag-%d" % i, P, "td-diag", "lookalike", "block", dict(file="tcpdump/diag.txt", find="%s." % sip, mode="tsblock"),
             private=[sip, dip], diag=[sha, rid, tp, etag, "build-agent/" + ver], keep=["X-Request-Id:", "traceparent:"], runtime=[TD_TS])
    jobs.append(("diag", pk, ["-nn", "-v"]))

    for k, (name, pkts, flags) in enumerate(jobs):
        pc = os.path.join(base, name + ".pcap")
        _pcap(pc, pkts, 1764970000 + 977 * k)
        shutil.copy(pc, out("tcpdump/%s.pcap" % name))
        with open(out("tcpdump/%s.txt" % name), "w") as f:
            sh(["nice", "tcpdump", "-r", pc] + flags, stdout=f, stderr=subprocess.DEVNULL, env=dict(os.environ, TZ="UTC"))


# ------------------------------------------------------------------ unbound
def _dnsq(name, qtype, qid):
    return struct.pack("!HHHHHH", qid, 0x0100, 1, 0, 0, 0) + _dnsname(name) + struct.pack("!HH", qtype, 1)


def unbound_capture():
    version_of("unbound", ["unbound", "-V"], r"Version ([\d.]+)")
    base = os.path.join(RUN, "unbound")
    os.makedirs(base, exist_ok=True)
    P = "unbound"
    UBPID = r"unbound\[(\d+):\d+\]"
    UBTS = r"^\[(\d{10})\]#diag"
    recs, queries = [], []
    for i in range(4):
        r = S.R("ub-q-%d" % i)
        host, ip = S.hostname(r), S.ipv4_private(r)
        recs.append('local-data: "%s. 300 IN A %s"' % (host, ip))
        queries.append((host, 1))
        if i < 2:
            case("ub-query-%d" % i, P, "ub-query", "infra", "line",
                 dict(file="unbound/unbound.log", find="info: 127.0.0.1 %s. A IN" % host, nth=1),
                 private=[host], keep=["info:", " A IN", ":0]"], runtime=[UBPID, UBTS])
        else:
            case("ub-reply-%d" % i, P, "ub-reply", "infra", "line",
                 dict(file="unbound/unbound.log", find="%s. A IN NOERROR" % host),
                 private=[host], keep=["NOERROR", " A IN", "info:"], runtime=[UBPID, UBTS])
    for i in range(2):
        r = S.R("ub-data-%d" % i)
        host, ip = S.hostname(r), S.ipv4_private(r)
        recs.append('local-data: "%s. 3600 IN A %s"' % (host, ip))
        case("ub-data-%d" % i, P, "ub-data", "infra", "line", dict(file="unbound/list_local_data.txt", find=host + ".\t"),
             private=[host, ip], keep=["3600", "\tIN\tA\t"])
    for i in range(2):
        r = S.R("ub-ptr-%d" % i)
        host, ip = S.hostname(r), S.ipv4_private(r)
        recs.append('local-data-ptr: "%s %s."' % (ip, host))
        case("ub-ptr-%d" % i, P, "ub-ptr", "infra", "line", dict(file="unbound/list_local_data.txt", find=".in-addr.arpa.\t3600\tIN\tPTR\t" + host),
             private=[host, ip], keep=["\tIN\tPTR\t", "3600"])
    for i in range(3):
        r = S.R("ub-txt-%d" % i)
        name = ["_bootstrap", "_sync-agent", "_edge-enroll"][i] + "." + S.DOMAINS[i]
        tok = ["%s.%s" % ("".join(r.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(6)),
                          "".join(r.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(16))),
               S.tok_gitlab(r), S.s_b64(r, 30)][i]
        recs.append("local-data: '%s. 300 IN TXT \"%s\"'" % (name, tok))
        case("ub-txt-%d" % i, P, "ub-txt", "no_key", "line", dict(file="unbound/list_local_data.txt", find=name + ".\t"),
             secrets=[tok], private=[name], keep=["\tIN\tTXT\t", "\t300\t"])
    zones = "".join('  local-zone: "%s." static\n' % d for d in S.DOMAINS)
    conf = os.path.join(base, "unbound.conf")
    logf = os.path.join(base, "unbound.log")
    if os.path.exists(logf):
        os.remove(logf)
    with open(conf, "w") as f:
        f.write("""server:
  interface: 127.0.0.1@19353
  port: 19353
  do-daemonize: no
  chroot: ""
  username: ""
  directory: "%s"
  pidfile: "%s/unbound.pid"
  logfile: "%s"
  use-syslog: no
  verbosity: 1
  log-queries: yes
  log-replies: yes
  do-ip6: no
  access-control: 127.0.0.0/8 allow
  module-config: "iterator"
  do-not-query-localhost: yes
%s  local-zone: "in-addr.arpa." static
%s
remote-control:
  control-enable: yes
  control-interface: %s/ctl.sock
  control-use-cert: no
""" % (base, base, logf, zones, "".join("  %s\n" % x for x in recs), base))
    d = Daemon(["unbound", "-d", "-c", conf], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        time.sleep(1.5)
        for k, (name, qt) in enumerate(queries):
            so = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
            so.settimeout(3)
            so.sendto(_dnsq(name, qt, 0x3a00 + k), ("127.0.0.1", 19353))
            so.recv(2048)
            so.close()
        with open(out("unbound/list_local_data.txt"), "w") as f:
            sh(["unbound-control", "-c", conf, "list_local_data"], stdout=f)
        time.sleep(0.5)
    finally:
        d.stop()
    shutil.copy(logf, out("unbound/unbound.log"))


# ------------------------------------------------------------------ varnish
VCL = r"""vcl 4.1;
import std;
backend default none;
sub vcl_recv {
  if (req.http.X-Label) {
    std.log(req.http.X-Label + "=" + req.http.X-Val + " client=" + req.http.X-Client);
    unset req.http.X-Val;
  }
  return (synth(200, "OK"));
}
"""


def varnish_capture():
    version_of("varnish", ["varnishd", "-V"], r"varnish-([\d.]+)")
    base = os.path.join(RUN, "varnish")
    shutil.rmtree(base, ignore_errors=True)
    os.makedirs(base)
    vcl = os.path.join(base, "c23.vcl")
    open(vcl, "w").write(VCL)
    P = "varnish"
    reqs = []  # (method, url, headers)
    # vn-ncsa: percent-encoded values in query strings + Basic auth user shown by %u
    for i in range(6):
        r = S.R("vn-ncsa-%d" % i)
        pers = S.person(r)
        host = S.hostname(r, role=["api", "web", "shop", "portal", "sso", "files"][i])
        q = urllib.parse.quote
        sec, prv, hdr = [], [host], {}
        if i == 0:
            tok = S.s_b64(r, 24)
            url = "/password/reset?email=%s&token=%s" % (q(pers["email"], safe=""), q(tok, safe=""))
            sec, prv = [tok], prv + [pers["email"]]
        elif i == 1:
            pw = S.s_password(r, 12, symbols="#%&+=!")
            url = "/legacy/login.php?user=%s&pass=%s" % (q(pers["user"]), q(pw, safe=""))
            sec, prv = [pw], prv + [pers["user"]]
        elif i == 2:
            tok = S.tok_jwt(r, pers["user"])
            back = "https://%s/cb?access_token=%s" % (S.hostname(r, role="app"), tok)
            url = "/oauth/continue?next=%s" % q(back, safe="")
            sec, prv = [tok], prv + [back.split("/")[2]]
        elif i == 3:
            user, pw = pers["user"], S.s_password(r, 12, symbols="-_.")
            hdr["Authorization"] = "Basic " + base64.b64encode(("%s:%s" % (user, pw)).encode()).decode()
            sig = S.s_b64(r, 18)
            url = "/reports/export.csv?from=2026-11-01&to=2026-11-30&sig=%s" % q(sig, safe="")
            sec, prv = [sig], prv + [user]
        elif i == 4:
            name, ph = pers["full"], S.phone(r, pers["loc"])
            url = "/api/v1/customers/search?q=%s&phone=%s" % (q(name), q(ph))
            prv = prv + [name, ph]
        else:
            key = S.tok_google(r)
            url = "/maps/api/geocode/json?address=%s&key=%s" % (q(S.address(r, pers["loc"])), key)
            prv = prv + [urllib.parse.unquote(url.split("address=")[1].split("&")[0])]
            sec = [key]
        reqs.append(("GET", url, dict(hdr, Host=host, **{"User-Agent": "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0"})))
        case("vn-ncsa-%d" % i, P, "vn-ncsa", "encoded", "line", dict(file="varnish/ncsa.log", find=url.split("?")[0] + ("?" if "?" in url else " ")),
             secrets=sec, private=prv, keep=['"GET http://', '" 200 ', "HTTP/1.1", "Firefox/128.0"])
    # vn-auth: Authorization / Proxy-Authorization / Cookie headers (varnishlog ReqHeader)
    for i in range(5):
        r = S.R("vn-auth-%d" % i)
        pers = S.person(r)
        user, pw = pers["user"], S.s_password(r, 14, symbols="-_.!%")
        if i in (0, 1):
            hname, val = ["Authorization", "Proxy-Authorization"][i], "Basic " + base64.b64encode(("%s:%s" % (pers["email"] if i else user, pw)).encode()).decode()
            sec = [val[6:]]
        elif i == 2:
            hname, val = "Authorization", "Bearer " + S.tok_jwt(r, user)
            sec = [val[7:]]
        elif i == 3:
            blob = base64.b64encode(json.dumps({"uid": user, "pwd": pw}, separators=(",", ":")).encode()).decode()
            hname, val = "Cookie", "remember_me=" + urllib.parse.quote(blob, safe="")
            sec = [urllib.parse.quote(blob, safe="")]
        else:
            hname, val = "Authorization", "Digest username=\"%s\", realm=\"ops\", nonce=\"%s\", response=\"%s\"" % (user, S.s_hex(r, 32), S.s_hex(r, 32))
            sec = [val.split('response="')[1][:-1]]
        reqs.append(("GET", "/internal/metrics/%d" % i, {"Host": "edge", hname: val}))
        case("vn-auth-%d" % i, P, "vn-auth", "encoded", "line", dict(file="varnish/varnishlog.txt", find="ReqHeader      %s: %s" % (hname, val[:14])),
             secrets=sec, private=[user] if i == 4 else [], keep=["ReqHeader", hname + ":"])
    # vn-reqhdr-ku: custom headers with non-English names
    names = ["X-Passwort", "X-Clave-Api", "X-Mot-De-Passe", "X-Tajny-Klucz"]
    for i, hname in enumerate(names):
        r = S.R("vn-ku-%d" % i)
        val = [S.s_password(r, 13, symbols="-_.!"), S.s_b62(r, 30), S.s_passphrase(r, 3, "-"), S.s_hex(r, 32)][i]
        reqs.append(("POST", "/sync/batch/%d" % (i + 1), {"Host": "edge", hname: val}))
        case("vn-reqhdr-ku-%d" % i, P, "vn-reqhdr-ku", "key_unusual", "line", dict(file="varnishlog_all", find="ReqHeader      %s: " % hname),
             secrets=[val], keep=["ReqHeader", hname + ":"])
    # vn-vcllog: VCL std.log with non-English labels
    labels = [("senha_db", "usuario"), ("geheimwort", "kunde"), ("sifre", "musteri"), ("kodeord", "bruger")]
    for i, (lab, cl) in enumerate(labels):
        r = S.R("vn-vcl-%d" % i)
        pers = S.person(r, ["pt_BR", "de_DE", "tr_TR", "sv_SE"][i])
        val = [S.s_password(r, 12, symbols="-_.!"), S.s_b64(r, 18), S.s_b62(r, 22), S.s_passphrase(r, 3, "_")][i]
        reqs.append(("GET", "/vcl/%d" % i, {"Host": "edge", "X-Label": lab, "X-Val": val, "X-Client": cl + ":" + pers["user"]}))
        case("vn-vcllog-%d" % i, P, "vn-vcllog", "key_unusual", "line", dict(file="varnishlog_all", find="VCL_Log        %s=" % lab),
             secrets=[val], private=[pers["user"]], keep=["VCL_Log", lab + "=", "client=" + cl + ":"])
    # vn-url: bare tokens in request paths
    for i in range(6):
        r = S.R("vn-url-%d" % i)
        tok = [S.s_b62(r, 40), S.tok_jwt(r), S.s_hex(r, 64), S.tok_slack_hook_path(r), S.s_b64(r, 27, urlsafe=True, pad=False), S.tok_sendgrid(r)][i]
        url = ["/share/%s" % tok, "/embed/%s/view" % tok, "/download/%s/backup.tar.zst" % tok, "/services/%s" % tok,
               "/magic-link/%s" % tok, "/v3/relay/%s/send" % tok][i]
        reqs.append(("GET", url, {"Host": "edge"}))
        case("vn-url-%d" % i, P, "vn-url", "no_key", "line", dict(file="varnishlog_all", find="ReqURL         " + url.split(tok)[0] + tok),
             secrets=[tok], keep=["ReqURL", url.split(tok)[0]])
    # vn-diag: look-alike request/trace ids (keep)
    for i in range(6):
        r = S.R("vn-diag-%d" % i)
        rid, tp, sha, et = S.request_id(r), S.traceparent(r), S.git_sha(r), '"%s"' % S.s_hex(r, 20)
        amzn = "Root=1-%s-%s" % (S.s_hex(r, 8), S.s_hex(r, 24))
        hdr = {"Host": "edge", "X-Request-Id": rid, "traceparent": tp, "X-Amzn-Trace-Id": amzn, "If-None-Match": et,
               "X-Build-Sha": sha}
        reqs.append(("GET", "/assets/app.%s.js" % sha[:10], hdr))
        case("vn-diag-%d" % i, P, "vn-diag", "lookalike", "block", dict(file="varnishlog_all", find="X-Request-Id: " + rid, after=4),
             diag=[rid, tp, amzn, et.strip('"'), sha], keep=["ReqHeader", "X-Request-Id:", "traceparent:"])
    for c in CASES:
        if c["program"] == P and c["locate"]["file"] == "varnishlog_all":
            c["locate"]["file"] = "varnish/varnishlog.txt"

    d = Daemon(["varnishd", "-F", "-j", "none", "-n", base, "-a", "127.0.0.1:19380", "-T", "127.0.0.1:19381",
                "-f", vcl, "-s", "malloc,16m", "-p", "vsl_reclen=4084"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(40):
            try:
                socket.create_connection(("127.0.0.1", 19380), 1).close()
                break
            except OSError:
                time.sleep(0.5)
        for m, url, hdr in reqs:
            so = socket.create_connection(("127.0.0.1", 19380), 5)
            data = "%s %s HTTP/1.1\r\n" % (m, url) + "".join("%s: %s\r\n" % kv for kv in hdr.items())
            data += "Connection: close\r\nContent-Length: 0\r\n\r\n"
            so.sendall(data.encode())
            while so.recv(4096):
                pass
            so.close()
        time.sleep(1)
        for rel, argv in (("varnish/ncsa.log", ["varnishncsa", "-d", "-n", base]),
                          ("varnish/varnishlog.txt", ["varnishlog", "-d", "-g", "request", "-n", base])):
            with open(out(rel), "w") as f:
                subprocess.run(["timeout", "4", "nice"] + argv, stdout=f)
    finally:
        d.stop()


# ------------------------------------------------------------------ OpenSMTPD (private mount/net namespace)
def smtpd_capture():
    version_of("OpenSMTPD", ["smtpd", "-h"], r"OpenSMTPD ([\w.]+)")
    base = os.path.join(RUN, "smtpd")
    os.makedirs(base, exist_ok=True)
    P = "OpenSMTPD"
    conf = os.path.join(base, "smtpd.conf")
    with open(conf, "w") as f:
        f.write("listen on 127.0.0.1 port 19325 hostname mx-relay.example\n"
                "action \"out\" relay host smtp://127.0.0.1:19326\n"
                "match from any for any action \"out\"\n")
    msgs = []
    kvlabels = [("Ihr neues Kennwort lautet: ", "de_DE"), ("Contraseña temporal: ", "es_ES"),
                ("Mot de passe provisoire : ", "fr_FR"), ("Hasło jednorazowe: ", "pl_PL")]
    for m in range(4):
        r = S.R("sm-msg-%d" % m)
        snd, rcp = S.person(r), S.person(r)
        ehlo = S.hostname(r, role="ws")
        body = ["Subject: Ticket %d" % r.randrange(10000, 99999), "MIME-Version: 1.0",
                "Content-Type: text/plain; charset=utf-8", "Content-Transfer-Encoding: 8bit", ""]
        # pii line
        pr = S.R("sm-pii-%d" % m)
        pers = S.person(pr, ["de_DE", "el_GR", "ja_JP", "pt_BR"][m])
        iban = S.iban_for(pr, pers["loc"])
        sch, nid = S.national_id(pr, pers["loc"])
        ph = S.phone(pr, pers["loc"])
        addr = S.address(pr, pers["loc"])
        pii_line = [
            "Kontoinhaber: %s, IBAN %s, Steuer-ID %s" % (pers["full"], S.iban_grouped(iban), nid),
            "Πελάτης: %s, τηλ. %s, ΑΜΚΑ %s" % (pers["full"], ph, nid),
            "お客様: %s 様 %s 電話 %s" % (pers["full"], addr, ph),
            "Cliente: %s, CPF %s, endereço %s" % (pers["full"], nid, addr),
        ][m]
        pii_vals = [[pers["full"], S.iban_grouped(iban), nid], [pers["full"], ph, nid], [pers["full"], addr, ph],
                    [pers["full"], nid, addr]][m]
        body.append(pii_line)
        case("sm-msg-pii-%d" % m, P, "sm-msg-pii", "pii_locale", "line", dict(file="smtpd/smtpd.log", find="<<< [MSG] " + pii_line[:12]),
             private=pii_vals, keep=["<<< [MSG]", pii_line.split(":")[0] + ":"])
        kr = S.R("sm-kv-%d" % m)
        lab, loc = kvlabels[m]
        pw = [S.s_password(kr, 12, symbols="-_.!"), S.s_pin(kr, 6), S.s_passphrase(kr, 3, "-"), S.s_b62(kr, 10)][m]
        body.append(lab + pw)
        case("sm-msg-kv-%d" % m, P, "sm-msg-kv", "key_unusual", "line", dict(file="smtpd/smtpd.log", find="<<< [MSG] " + lab),
             secrets=[pw], keep=["<<< [MSG]", lab.strip()])
        if m < 3:
            tr = S.R("sm-tok-%d" % m)
            tok = [S.tok_stripe(tr), S.tok_npm(tr), S.tok_digitalocean(tr)][m]
            body += ["", "    " + tok, ""]
            case("sm-msg-tok-%d" % m, P, "sm-msg-tok", "no_key", "line", dict(file="smtpd/smtpd.log", find=tok),
                 secrets=[tok], keep=["<<< [MSG]", "[MSG]     "])
        body.append("-- ")
        body.append(snd["full"])
        msgs.append((ehlo, snd, rcp, body))
        case("sm-envelope-%d" % m, P, "sm-envelope", "pii_locale", "line",
             dict(file="smtpd/smtpd.log", find="from=<%s> to=<%s>" % (snd["email"], rcp["email"])),
             private=[snd["email"], rcp["email"]], keep=["smtp envelope", "evpid="], runtime=[r"^([0-9a-f]{16}) smtp#diag", r"evpid=([0-9a-f]{16})#diag"])
    for m in range(3):
        case("sm-msgid-%d" % m, P, "sm-msgid", "lookalike", "line", dict(file="smtpd/smtpd.log", find="smtp message msgid=", nth=m + 1),
             keep=["smtp message", "nrcpt=1", "proto=ESMTP"],
             runtime=[r"^([0-9a-f]{16}) smtp#diag", r"msgid=([0-9a-f]{8})#diag", r"(size=\d+)#diag"])

    def inner():
        sh(["mount", "-t", "tmpfs", "tmpfs", "/var/spool"])
        sh(["mount", "-t", "tmpfs", "tmpfs", "/run"])
        logf = open(out("smtpd/smtpd.log"), "w")
        d = Daemon(["smtpd", "-d", "-v", "-T", "smtp", "-f", conf], stdout=logf, stderr=subprocess.STDOUT)
        try:
            for _ in range(40):
                try:
                    socket.create_connection(("127.0.0.1", 19325), 1).close()
                    break
                except OSError:
                    time.sleep(0.5)
            time.sleep(0.5)
            for ehlo, snd, rcp, body in msgs:
                so = socket.create_connection(("127.0.0.1", 19325), 10)
                f = so.makefile("rb")

                def reply():
                    line = f.readline()
                    while line[3:4] == b"-":
                        line = f.readline()
                    return line
                reply()
                for cmd in ["EHLO " + ehlo, "MAIL FROM:<%s> BODY=8BITMIME" % snd["email"], "RCPT TO:<%s>" % rcp["email"], "DATA"]:
                    so.sendall(cmd.encode() + b"\r\n")
                    reply()
                so.sendall(("\r\n".join(body) + "\r\n.\r\n").encode("utf-8"))
                reply()
                so.sendall(b"QUIT\r\n")
                reply()
                so.close()
                time.sleep(0.3)
            time.sleep(1.5)
        finally:
            d.stop()
            logf.close()
    in_ns(inner, CLONE_NEWNS | CLONE_NEWUTS | CLONE_NEWNET, "mx-relay")


# ------------------------------------------------------------------ strongSwan pki
def pki_capture():
    version_of("strongSwan pki", ["pki", "--help"], r"strongSwan ([\d.]+)")
    if "strongSwan pki" not in VERSIONS or not VERSIONS["strongSwan pki"]:
        pass
    base = os.path.join(RUN, "pki")
    os.makedirs(base, exist_ok=True)
    P = "strongSwan pki"
    certs = []
    orgs = ["Transportes Lusitanos SA", "Nordwind Logistik GmbH", "Banco Luz SA", "Kirschbaum Versicherung AG",
            "Heliotrope Labs BV", "Acme Logistik GmbH"]
    for i in range(12):
        r = S.R("pki-%d" % i)
        pers = S.person(r)
        cn = pers["ascii_full"]
        host, ip = S.hostname(r, role="vpn"), S.ipv4_private(r)
        serial = S.s_hex(r, 16)
        dn = "C=%s, O=%s, OU=Remote Access, CN=%s, E=%s" % (pers["loc"][-2:], orgs[i % 6], cn, pers["email"])
        certs.append((i, dn, pers, host, ip, serial))
    for i, dn, pers, host, ip, serial in certs:
        ks = os.path.join(base, "key%d.pem" % i)
        with open(ks, "w") as f:
            sh(["nice", "pki", "--gen", "--type", "rsa", "--size", "1024", "--outform", "pem"], stdout=f, stderr=subprocess.DEVNULL)
        cf = os.path.join(base, "c%d.pem" % i)
        with open(cf, "w") as f:
            sh(["pki", "--self", "--in", ks, "--type", "rsa", "--dn", dn, "--san", pers["email"], "--san", host, "--san", ip,
                "--serial", serial, "--lifetime", "730", "--outform", "pem"], stdout=f, stderr=subprocess.DEVNULL)
        with open(out("pki/cert%02d.txt" % i), "w") as f:
            sh(["pki", "--print", "--in", cf], stdout=f, stderr=subprocess.DEVNULL)
        rel = "pki/cert%02d.txt" % i
        if i < 5:
            case("pki-subject-%d" % i, P, "pki-subject", "pii_locale", "line", dict(file=rel, find="subject:"),
                 private=[pers["ascii_full"], pers["email"]], keep=["subject:", "OU=Remote Access", "O=" + dn.split("O=")[1].split(",")[0]])
        elif i < 7:
            case("pki-alt-%d" % i, P, "pki-alt", "infra", "line", dict(file=rel, find="altNames:"),
                 private=[pers["email"], host, ip], keep=["altNames:"] + ["  altNames:  "])
        else:
            case("pki-keyid-%d" % i, P, "pki-keyid", "lookalike", "block", dict(file=rel, find="flags:", after=4),
                 keep=["subjkeyId:", "pubkey:    RSA 1024 bits", "keyid:", "self-signed"],
                 runtime=[r"keyid:\s+([0-9a-f:]{59})#diag", r"subjkeyId: ([0-9a-f:]{59})#diag"])


# ------------------------------------------------------------------ xmllint (libxml2)
def _xml_attr(v):
    return v.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def xmllint_capture():
    version_of("xmllint", ["xmllint", "--version"], r"libxml version (\d+)")
    v = VERSIONS["xmllint"]
    VERSIONS["xmllint"] = "%d.%d.%d (libxml2)" % (int(v[:1]), int(v[1:3]), int(v[3:]))
    base = os.path.join(RUN, "xmllint")
    os.makedirs(base, exist_ok=True)
    P = "xmllint"
    docs = []
    # xl-attr: XML-escaped secrets in attributes (encoded)
    parts = []
    for i in range(5):
        r = S.R("xl-attr-%d" % i)
        pw = S.s_password(r, 10, symbols="&<>\"") + r.choice(["&", "<", '"', ">"]) + S.s_b62(r, 4)
        host, user = S.hostname(r, role="db"), S.person(r)["user"]
        parts.append('<dataSource name="ds-%s" url="jdbc:postgresql://%s:5432/app" user="%s" password="%s" pool="%d"/>'
                     % (["orders", "billing", "audit", "crm", "hr"][i], host, user, _xml_attr(pw), 10 + i))
        case("xl-attr-%d" % i, P, "xl-attr", "encoded", "line", dict(file="xmllint/datasources.out", find='name="ds-%s"' % ["orders", "billing", "audit", "crm", "hr"][i]),
             secrets=[pw], private=[host, user], keep=["<dataSource", 'pool="%d"' % (10 + i), "jdbc:postgresql://"])
    docs.append(("datasources", "<datasources>" + "".join(parts) + "</datasources>", ["--format"]))
    # xl-name: names in many scripts become hex character references (pii)
    parts = []
    for i in range(4):
        r = S.R("xl-name-%d" % i)
        pers = S.person(r, ["ru_RU", "he_IL", "hi_IN", "ko_KR"][i])
        ph = S.phone(r, pers["loc"])
        parts.append('<contact id="c%d"><displayName>%s</displayName><mobile>%s</mobile></contact>' % (i, pers["full"], ph))
        case("xl-name-%d" % i, P, "xl-name", "pii_locale", "block", dict(file="xmllint/contacts.out", find='<contact id="c%d">' % i, after=3),
             private=[pers["full"], ph], keep=['<contact id="c%d">' % i, "<displayName>", "<mobile>", "</contact>"])
    docs.append(("contacts", "<contacts>" + "".join(parts) + "</contacts>", ["--format"]))
    # xl-kv: secrets under non-English element names (key_unusual)
    parts = []
    names = ["mot_de_passe", "Kennwort", "contraseña", "wachtwoord", "parolaSegreta"]
    for i, el in enumerate(names):
        r = S.R("xl-kv-%d" % i)
        val = [S.s_password(r, 13, symbols="-_.!"), S.s_b62(r, 24), S.s_passphrase(r, 3, "-"), S.s_hex(r, 28), S.s_pin(r, 8)][i]
        parts.append("<conn%d><hote>srv%d</hote><%s>%s</%s></conn%d>" % (i, i, el, val, el, i))
        case("xl-kv-%d" % i, P, "xl-kv", "key_unusual", "block", dict(file="xmllint/kv.out", find="<%s>" % el if i != 2 else "<contrase", before=1),
             secrets=[val], keep=["<%s>" % el if i != 2 else "<contrase", "<hote>srv%d</hote>" % i])
    docs.append(("kv", "<?xml version=\"1.0\" encoding=\"UTF-8\"?><settings>" + "".join(parts) + "</settings>", ["--format"]))
    # xl-diag: artifact checksums/commits (lookalike)
    parts = []
    for i in range(4):
        r = S.R("xl-diag-%d" % i)
        parts.append('<artifact id="%s" version="%s" sha256="%s" commit="%s" policyOid="1.3.6.1.4.1.%d.2.%d"/>'
                     % (S.uuid4(r), S.semver(r), S.sha256hex(r), S.git_sha(r), r.randrange(30000, 60000), r.randrange(1, 9)))
        case("xl-diag-%d" % i, P, "xl-diag", "lookalike", "line", dict(file="xmllint/artifacts.out", find='<artifact id="%s"' % parts[-1].split('"')[1]),
             keep=["<artifact", "sha256=", "commit=", "policyOid="], runtime=[r'id="([0-9a-f-]{36})"#diag', r'sha256="([0-9a-f]{64})"#diag', r'commit="([0-9a-f]{40})"#diag', r'version="([^"]+)"#diag'])
    docs.append(("artifacts", "<release>" + "".join(parts) + "</release>", ["--format"]))
    for name, text, flags in docs:
        fn = os.path.join(base, name + ".xml")
        open(fn, "w", encoding="utf-8").write(text + "\n")
        with open(out("xmllint/%s.out" % name), "w") as f:
            sh(["xmllint"] + flags + [name + ".xml"], stdout=f, cwd=base)
    # xl-err: malformed documents; the parser error echoes the line with a bare token (no_key)
    for i in range(4):
        r = S.R("xl-err-%d" % i)
        tok = [S.tok_github(r), S.tok_aws_secret(r), S.s_b62(r, 36), S.tok_twilio(r)][i]
        body = ['<entry id="%d">' % (i + 1), "  <value>%s</value><note>R&D %s</note>" % (tok, ["team", "ops", "build", "qa"][i]), "</entry>"][:]
        fn = os.path.join(base, "err%d.xml" % i)
        open(fn, "w").write("\n".join(body) + "\n")
        with open(out("xmllint/err%d.out" % i), "w") as f:
            subprocess.run(["xmllint", "--noout", "err%d.xml" % i], stderr=f, cwd=base)
        case("xl-err-%d" % i, P, "xl-err", "no_key", "block", dict(file="xmllint/err%d.out" % i, find="parser error", after=2, nth=1),
             secrets=[tok], keep=["parser error", "EntityRef: expecting ';'", "err%d.xml:2:" % i, "<value>"])


# ------------------------------------------------------------------ Node pino / pino-pretty
NODE_DIR = "/tmp/c23venv/node"
PINO_JS = r"""
const pino = require('pino');
const spec = JSON.parse(require('fs').readFileSync(process.argv[2], 'utf8'));
for (const e of spec) {
  const opts = {level: 'trace', timestamp: pino.stdTimeFunctions.epochTime, base: {pid: process.pid, hostname: e.hostname}};
  const log = pino(opts, pino.destination({dest: 1, sync: true}));
  const l = e.child ? log.child(e.child) : log;
  l[e.level](e.obj, e.msg);
}
"""


def pino_capture():
    VERSIONS["pino"] = json.load(open(NODE_DIR + "/node_modules/pino/package.json"))["version"]
    VERSIONS["pino-pretty"] = json.load(open(NODE_DIR + "/node_modules/pino-pretty/package.json"))["version"]
    node_v = subprocess.run(["node", "--version"], capture_output=True, text=True).stdout.strip()
    VERSIONS["pino"] += " (Node.js %s)" % node_v
    VERSIONS["pino-pretty"] += " (Node.js %s)" % node_v
    base = os.path.join(RUN, "pino")
    os.makedirs(base, exist_ok=True)
    P = "pino"
    PID = r'"pid":(\d+)'
    raw, pretty = [], []
    svc_host = S.pod_name(S.R("pino-svc"), "customer-api")
    # pino-user (pii)
    for i in range(7):
        r = S.R("pino-user-%d" % i)
        loc = ["ar_SA", "th_TH", "zh_CN", "uk_UA", "tr_TR", "nl_NL", "cs_CZ"][i]
        pers = S.person(r, loc)
        sch, nid = S.national_id(r, loc)
        ph = S.phone(r, loc)
        addr = S.address(r, loc)
        obj = {"event": "profile.updated", "customer": {"id": 40000 + i, "fullName": pers["full"], "email": pers["email"],
                                                         "mobile": ph, "nationalId": nid, "address": addr}}
        if loc in S.IBAN_C:
            obj["customer"]["iban"] = S.iban_for(r, loc)
        raw.append({"hostname": svc_host, "level": "info", "obj": obj, "msg": "profile updated"})
        case("pino-user-%d" % i, P, "pino-user", "pii_locale", "line", dict(file="pino/app.log", find='"id":%d,' % (40000 + i)),
             private=[pers["full"], pers["email"], ph, nid, addr, obj["customer"].get("iban"), svc_host],
             keep=['"level":30', '"event":"profile.updated"', '"msg":"profile updated"', '"id":%d' % (40000 + i)], runtime=[PID])
    # pino-payload (encoded): JSON document stored as a JSON string
    for i in range(6):
        r = S.R("pino-payload-%d" % i)
        sec = [S.s_password(r, 12, symbols='"\\!#'), S.tok_slack_bot(r), S.s_b64(r, 24), S.tok_aws_secret(r), S.s_password(r, 14, symbols='"\\/'), S.tok_jwt(r)][i]
        inner = [{"user": "svc-import", "pass": sec}, {"type": "url_verification", "token": sec},
                 {"grant_type": "client_credentials", "client_secret": sec}, {"AccessKeyId": S.tok_aws_akid(r), "SecretAccessKey": sec},
                 {"smtp": {"login": "relay", "password": sec}}, {"headers": {"authorization": "Bearer " + sec}}][i]
        secs = [sec] + ([inner["AccessKeyId"]] if i == 3 else [])
        raw.append({"hostname": svc_host, "level": "debug" if i % 2 else "info",
                    "obj": {"webhook": ["import", "slack", "oauth", "aws", "mailer", "proxy"][i], "attempt": i + 1,
                            "rawBody": json.dumps(inner, separators=(",", ":"))}, "msg": "incoming payload"})
        case("pino-payload-%d" % i, P, "pino-payload", "encoded", "line",
             dict(file="pino/app.log", find='"webhook":"%s"' % ["import", "slack", "oauth", "aws", "mailer", "proxy"][i]),
             secrets=secs, private=[svc_host], keep=['"msg":"incoming payload"', '"rawBody":"{', '"attempt":%d' % (i + 1)], runtime=[PID])
    # pino-bare (no_key): tokens in message text / arrays
    for i in range(6):
        r = S.R("pino-bare-%d" % i)
        tok = [S.tok_github_fine(r), S.tok_openai_like(r), S.s_b62(r, 48), S.tok_mailgun(r), S.tok_shopify(r), S.s_b64(r, 33)][i]
        msg, obj = [("retrying clone with %s" % tok, {"repo": "platform/infra"}),
                    ("upstream rejected %s (401)" % tok, {"provider": "llm-gateway"}),
                    ("cache miss", {"args": ["--verbose", "--parallel=4", tok]}),
                    ("sending via %s" % tok, {"domain": "mg.mailer.example"}),
                    ("store sync", {"cred": [tok]}),
                    ("license check", {"blob": tok})][i]
        raw.append({"hostname": svc_host, "level": "warn", "obj": dict(obj, seq=900 + i), "msg": msg})
        case("pino-bare-%d" % i, P, "pino-bare", "no_key", "line", dict(file="pino/app.log", find='"seq":%d,' % (900 + i)),
             secrets=[tok], private=[svc_host], keep=['"level":40', '"seq":%d' % (900 + i)] + [msg.split(" ")[0]], runtime=[PID])
    # pino-trace (lookalike)
    runner = S.pod_name(S.R("pino-runner"), "build-runner")
    for i in range(6):
        r = S.R("pino-trace-%d" % i)
        obj = {"traceId": S.s_hex(r, 32), "spanId": S.s_hex(r, 16), "requestId": S.request_id(r), "commit": S.git_sha(r)[:12],
               "build": S.semver(r), "image": "registry.internal/checkout@" + S.image_digest(r), "durationMs": r.randrange(3, 900)}
        raw.append({"hostname": runner, "level": "info", "obj": obj, "msg": "request completed"})
        case("pino-trace-%d" % i, P, "pino-trace", "lookalike", "line", dict(file="pino/app.log", find='"traceId":"%s"' % obj["traceId"]),
             private=[runner], diag=[obj["traceId"], obj["spanId"], obj["requestId"], obj["commit"], obj["build"], obj["image"].split("@")[1]],
             keep=['"msg":"request completed"'], runtime=[PID])
    # pino-camel (key_unusual)
    keys = [("conexion", "contrasenia"), ("zugang", "geheimnis"), ("auth", "xPin"), ("backup", "pwdBkp"),
            ("sftp", "motDePasse"), ("bayi", "sifre")]
    for i, (outer, k) in enumerate(keys):
        r = S.R("pino-camel-%d" % i)
        val = [S.s_password(r, 12), S.s_passphrase(r, 3, "-"), S.s_pin(r, 6), S.s_b62(r, 20), S.s_password(r, 15, symbols="-_.+"), S.s_hex(r, 24)][i]
        host = S.hostname(r)
        raw.append({"hostname": svc_host, "level": "info", "obj": {outer: {"hostName": host, k: val, "retries": 3}, "stage": "cfg-%d" % i},
                    "msg": "config loaded"})
        case("pino-camel-%d" % i, P, "pino-camel", "key_unusual", "line", dict(file="pino/app.log", find='"stage":"cfg-%d"' % i),
             secrets=[val], private=[host, svc_host], keep=['"%s":"' % k, '"retries":3', '"msg":"config loaded"', '"%s":{' % outer], runtime=[PID])
    # pino-pod (infra): hostname = Kubernetes pod name
    for i in range(3):
        r = S.R("pino-pod-%d" % i)
        pod, node, ip = S.pod_name(r), S.hostname(r, fqdn=False, role="k8s-node"), "10.%d.%d.%d" % (r.randrange(32, 63), r.randrange(256), r.randrange(2, 250))
        raw.append({"hostname": pod, "level": "info", "obj": {"node": node, "podIP": ip, "ready": True}, "msg": "pod ready"})
        case("pino-pod-%d" % i, P, "pino-pod", "infra", "line", dict(file="pino/app.log", find='"hostname":"%s"' % pod),
             private=[pod, node, ip], keep=['"msg":"pod ready"', '"ready":true', '"level":30'], runtime=[PID])
    # pino-pretty-user (pii), printed through pino-pretty
    for i in range(5):
        r = S.R("pino-pretty-%d" % i)
        loc = ["ko_KR", "hi_IN", "fi_FI", "it_IT", "he_IL"][i]
        pers = S.person(r, loc)
        sch, nid = S.national_id(r, loc)
        ph = S.phone(r, loc)
        host = S.pod_name(r, "kyc-service")
        pretty.append({"hostname": host, "level": "info", "obj": {"applicant": {"name": pers["full"], "phone": ph, "document": nid},
                                                                "step": "kyc-%d" % i}, "msg": "identity verified"})
        case("pino-pretty-%d" % i, "pino-pretty", "pino-pretty-user", "pii_locale", "block",
             dict(file="pino/pretty.log", find='step: "kyc-%d"' % i, mode="indent"),
             private=[pers["full"], ph, nid, host], keep=["INFO", "identity verified", "applicant: {", 'step: "kyc-%d"' % i],
             runtime=[r"\((\d+) on "])
    for name, spec in (("app", raw), ("pretty_in", pretty)):
        fn = os.path.join(base, name + ".json")
        json.dump(spec, open(fn, "w"), ensure_ascii=False)
    js = os.path.join(base, "emit.js")
    open(js, "w").write(PINO_JS)
    env = dict(os.environ, NODE_PATH=NODE_DIR + "/node_modules", TZ="UTC")
    with open(out("pino/app.log"), "w") as f:
        sh(["nice", "node", js, os.path.join(base, "app.json")], stdout=f, env=env)
    p1 = subprocess.Popen(["nice", "node", js, os.path.join(base, "pretty_in.json")], stdout=subprocess.PIPE, env=env)
    with open(out("pino/pretty.log"), "w") as f:
        sh(["nice", NODE_DIR + "/node_modules/.bin/pino-pretty", "--translateTime", "UTC:yyyy-mm-dd HH:MM:ss.l", "--ignore", "time_unused"], stdin=p1.stdout, stdout=f, env=env)
    p1.wait()


# ------------------------------------------------------------------ SQLCipher shell
def _sq(v):
    return "'" + str(v).replace("'", "''") + "'"


def sqlcipher_capture():
    base = os.path.join(RUN, "sqlcipher")
    shutil.rmtree(base, ignore_errors=True)
    os.makedirs(base)
    P = "SQLCipher"
    r = S.R("sc-keys")
    k1, k2, k3 = S.s_passphrase(r, 4, "-"), S.s_b64(r, 24), S.s_password(r, 16, symbols="-_.!#%")
    db = os.path.join(base, "crm.db")
    setup = ["PRAGMA key = %s;" % _sq(k1), "ATTACH DATABASE 'archive.db' AS arch KEY %s;" % _sq(k2),
             "CREATE TABLE arch.t(x);", "DETACH DATABASE arch;"]
    case("sc-echo-0", P, "sc-echo", "positional", "line", dict(file="sqlcipher/setup.log", find="PRAGMA key ="), secrets=[k1], keep=["PRAGMA key =", "PRAGMA"])
    case("sc-echo-1", P, "sc-echo", "positional", "line", dict(file="sqlcipher/setup.log", find="ATTACH DATABASE"), secrets=[k2],
         keep=["ATTACH DATABASE", "'archive.db'", "AS arch KEY"])
    ddl = ["CREATE TABLE customers(id INTEGER PRIMARY KEY, full_name TEXT, email TEXT, mobile TEXT, national_id TEXT, iban TEXT);",
           "CREATE TABLE api_keys(id INTEGER PRIMARY KEY, owner TEXT, token TEXT, scope TEXT, created TEXT);",
           "CREATE TABLE hosts(id INTEGER PRIMARY KEY, hostname TEXT, ip TEXT, mac TEXT, role TEXT);",
           "CREATE TABLE blobs(id INTEGER PRIMARY KEY, kind TEXT, payload TEXT);",
           "CREATE TABLE zugang(id INTEGER PRIMARY KEY, benutzer TEXT, kennwort TEXT, notiz TEXT);",
           "CREATE TABLE acceso(id INTEGER PRIMARY KEY, usuario TEXT, clave TEXT, servidor TEXT);",
           "CREATE TABLE dostep(id INTEGER PRIMARY KEY, uzytkownik TEXT, haslo TEXT, serwer TEXT);",
           "CREATE TABLE accesso(id INTEGER PRIMARY KEY, utente TEXT, parola_chiave TEXT, nota TEXT);"]
    ins = []
    cust = {}
    locs = ["de_DE", "fr_FR", "es_ES", "pl_PL", "nl_NL", "sv_SE", "fi_FI", "cs_CZ", "el_GR", "ru_RU", "ja_JP", "zh_CN",
            "ko_KR", "tr_TR", "pt_BR", "hu_HU", "it_IT", "he_IL", "hi_IN", "uk_UA"]
    for i, loc in enumerate(locs, 1):
        rr = S.R("sc-cust-%d" % i)
        pers = S.person(rr, loc)
        sch, nid = S.national_id(rr, loc)
        full = pers["full"]
        if i == 16:
            full = "Siobhán O'Sullivan-%s" % pers["family"]
        elif i == 17:
            full = "Niccolò D'Alessandro & %s" % pers["given"]
        row = (i, full, pers["email"], S.phone(rr, loc), nid, S.iban_for(rr, loc))
        cust[i] = row
        ins.append("INSERT INTO customers VALUES(%s);" % ",".join(_sq(x) if not isinstance(x, int) else str(x) for x in row))
    keys = {}
    for i in range(1, 9):
        rr = S.R("sc-key-%d" % i)
        tok = [S.tok_stripe, S.tok_github, S.tok_sendgrid, S.tok_npm, S.tok_vault, S.tok_gitlab, S.tok_twilio, S.tok_google][i - 1](rr)
        row = (i, S.person(rr)["user"], tok, rr.choice(["read", "write", "admin", "billing"]), "2026-%02d-%02d" % (rr.randrange(1, 12), rr.randrange(1, 28)))
        keys[i] = row
        ins.append("INSERT INTO api_keys VALUES(%s);" % ",".join(_sq(x) if not isinstance(x, int) else str(x) for x in row))
    hosts = {}
    for i in range(1, 7):
        rr = S.R("sc-host-%d" % i)
        row = (i, S.hostname(rr), S.ipv4_private(rr), S.mac(rr), rr.choice(["primary", "replica", "witness", "backup"]))
        hosts[i] = row
        ins.append("INSERT INTO hosts VALUES(%s);" % ",".join(_sq(x) if not isinstance(x, int) else str(x) for x in row))
    blobs = {}
    for i in range(1, 5):
        rr = S.R("sc-blob-%d" % i)
        row = (i, ["webhook", "export", "agent", "relay"][i - 1], [S.s_b64(rr, 30), S.tok_slack_bot(rr), S.s_b62(rr, 44), S.tok_telegram(rr)][i - 1])
        blobs[i] = row
        ins.append("INSERT INTO blobs VALUES(%s);" % ",".join(_sq(x) if not isinstance(x, int) else str(x) for x in row))
    ku = {}
    for t, (tab, cols) in enumerate([("zugang", ("benutzer", "kennwort", "notiz")), ("acceso", ("usuario", "clave", "servidor")),
                                     ("dostep", ("uzytkownik", "haslo", "serwer")), ("accesso", ("utente", "parola_chiave", "nota"))]):
        rr = S.R("sc-ku-%d" % t)
        pers = S.person(rr, ["de_DE", "es_ES", "pl_PL", "it_IT"][t])
        pw = [S.s_password(rr, 14), S.s_passphrase(rr, 3, "."), S.s_b62(rr, 18), S.s_pin(rr, 8)][t]
        third = [ "Zugang f\u00fcr Lohnbuchhaltung", S.hostname(rr), S.hostname(rr), "VPN filiale Bari"][t]
        row = (1, pers["user"], pw, third)
        ku[tab] = (cols, row)
        ins.append("INSERT INTO %s VALUES(%s);" % (tab, ",".join(_sq(x) if not isinstance(x, int) else str(x) for x in row)))
    with open(os.path.join(base, "setup.sql"), "w") as f:
        f.write("\n".join(setup + ddl + ins + ["PRAGMA rekey = %s;" % _sq(k3)]) + "\n")
    case("sc-echo-2", P, "sc-echo", "positional", "line", dict(file="sqlcipher/setup.log", find="PRAGMA rekey ="), secrets=[k3], keep=["PRAGMA rekey =", "PRAGMA"])
    with open(out("sqlcipher/setup.log"), "w") as f:
        sh(["nice", "sqlcipher", "-echo", db], stdin=open(os.path.join(base, "setup.sql")), stdout=f, stderr=subprocess.STDOUT, cwd=base)

    def cust_vals(row):
        return list(row[1:])
    queries = []  # (name, dot-commands, sql)
    # rows: csv (customers 1-3, api_keys 1-3)
    queries.append(("csv", [".headers on", ".mode csv"], ["SELECT * FROM customers WHERE id IN (1,2,3);", "SELECT * FROM api_keys WHERE id IN (1,2,3);"]))
    for i in (1, 2, 3):
        case("sc-csv-c%d" % i, P, "sc-csv", "rows", "row", dict(file="sqlcipher/csv.out", find=cust[i][2], fmt="csv", header_prefix="id,full_name"),
             private=cust_vals(cust[i]), keep=["id", "full_name", "email", "mobile", "national_id", "iban", str(i)])
        case("sc-csv-k%d" % i, P, "sc-csv", "rows", "row", dict(file="sqlcipher/csv.out", find=keys[i][2], fmt="csv", header_prefix="id,owner"),
             secrets=[keys[i][2]], private=[keys[i][1]], keep=["token", "scope", "created", keys[i][3], keys[i][4]])
    # rows: column (api_keys 4-6, hosts 1-3) ASCII only
    queries.append(("column", [".headers on", ".mode column", ".width 3 14 96 8 10"], ["SELECT * FROM api_keys WHERE id IN (4,5,6);"]))
    queries.append(("column2", [".headers on", ".mode column", ".width 3 44 16 18 8"], ["SELECT * FROM hosts WHERE id IN (1,2,3);"]))
    for i in (4, 5, 6):
        case("sc-column-k%d" % i, P, "sc-column", "rows", "row", dict(file="sqlcipher/column.out", find=keys[i][2], fmt="spans", hmode="above-dashes"),
             secrets=[keys[i][2]], private=[keys[i][1]], keep=["token", "scope", "created", keys[i][3], keys[i][4]])
    for i in (1, 2, 3):
        case("sc-column-h%d" % i, P, "sc-column", "rows", "row", dict(file="sqlcipher/column2.out", find=hosts[i][1], fmt="spans", hmode="above-dashes"),
             private=list(hosts[i][1:4]), keep=["hostname", "role", hosts[i][4]])
    # rows: tabs (customers 4-6, hosts 4-5), list (customers 7, api_keys 7-8)
    queries.append(("tabs", [".headers on", ".mode tabs"], ["SELECT * FROM customers WHERE id IN (4,5,6);", "SELECT * FROM hosts WHERE id IN (4,5);"]))
    for i in (4, 5, 6):
        case("sc-tabs-c%d" % i, P, "sc-tabs", "rows", "row", dict(file="sqlcipher/tabs.out", find=cust[i][2], fmt="tabs", header_prefix="id\tfull_name"),
             private=cust_vals(cust[i]), keep=["full_name", "national_id", "iban", str(i)])
    for i in (4, 5):
        case("sc-tabs-h%d" % i, P, "sc-tabs", "rows", "row", dict(file="sqlcipher/tabs.out", find=hosts[i][1], fmt="tabs", header_prefix="id\thostname"),
             private=list(hosts[i][1:4]), keep=["hostname", "mac", "role", hosts[i][4]])
    queries.append(("list", [".headers on", ".mode list"], ["SELECT * FROM customers WHERE id=7;", "SELECT * FROM api_keys WHERE id IN (7,8);"]))
    case("sc-list-c7", P, "sc-list", "rows", "row", dict(file="sqlcipher/list.out", find=cust[7][2], fmt="list", header_prefix="id|full_name"),
         private=cust_vals(cust[7]), keep=["full_name", "email", "mobile", "7"])
    for i in (7, 8):
        case("sc-list-k%d" % i, P, "sc-list", "rows", "row", dict(file="sqlcipher/list.out", find=keys[i][2], fmt="list", header_prefix="id|owner"),
             secrets=[keys[i][2]], private=[keys[i][1]], keep=["token", "scope", keys[i][3], keys[i][4]])
    # pii: line mode blocks (customers 8-12)
    queries.append(("line", [".mode line"], ["SELECT * FROM customers WHERE id BETWEEN 8 AND 12;"]))
    for i in range(8, 13):
        case("sc-line-%d" % i, P, "sc-line", "pii_locale", "block", dict(file="sqlcipher/line.out", find=cust[i][2], mode="linerec"),
             private=cust_vals(cust[i]), keep=["full_name =", "national_id =", "iban =", "id = %d" % i])
    # key_unusual: line mode blocks of tables with non-English column names
    queries.append(("line_ku", [".mode line"], ["SELECT * FROM %s;" % t for t in ku]))
    for tab, (cols, row) in ku.items():
        pv = [row[1]] + ([row[3]] if tab in ("acceso", "dostep") else [])
        case("sc-line-ku-%s" % tab, P, "sc-line-ku", "key_unusual", "block", dict(file="sqlcipher/line_ku.out", find=row[2], mode="linerec"),
             secrets=[row[2]], private=pv, keep=["%s =" % c for c in cols])
    # no_key: insert statements for blobs
    queries.append(("insert", [".mode insert blobs"], ["SELECT * FROM blobs;"]))
    for i in range(1, 5):
        case("sc-insert-%d" % i, P, "sc-insert", "no_key", "line", dict(file="sqlcipher/insert.out", find=blobs[i][2]),
             secrets=[blobs[i][2]], keep=["INSERT INTO blobs VALUES(%d," % i, "'%s'" % blobs[i][1]])
    # encoded: tcl mode (octal escapes of UTF-8) and html mode (entity escapes)
    queries.append(("tcl", [".headers on", ".mode tcl"], ["SELECT id, full_name, mobile FROM customers WHERE id IN (13,14,15);"]))
    for i in (13, 14, 15):
        case("sc-tcl-%d" % i, P, "sc-tcl", "encoded", "row", dict(file="sqlcipher/tcl.out", find='"%d" ' % i, fmt="tcl", header_prefix='"id"'),
             private=[cust[i][1], cust[i][3]], keep=["id", "full_name", "mobile", str(i)])
    queries.append(("html", [".headers on", ".mode html"], ["SELECT id, full_name, email, iban FROM customers WHERE id IN (16,17);"]))
    for i in (16, 17):
        case("sc-html-%d" % i, P, "sc-html", "encoded", "block", dict(file="sqlcipher/html.out", find="<TR><TD>%d</TD>" % i, mode="until", end="</TR>"),
             private=[cust[i][1], cust[i][2], cust[i][5]], keep=["<TR><TD>%d</TD>" % i, "</TR>", "<TD>"])
    for name, dots, sql in queries:
        scr = os.path.join(base, name + ".sql")
        with open(scr, "w") as f:
            f.write("PRAGMA key = %s;\n" % _sq(k3) + "\n".join(dots + sql) + "\n")
        with open(out("sqlcipher/%s.out" % name), "w") as f:
            sh(["nice", "sqlcipher", db], stdin=open(scr), stdout=f, stderr=subprocess.STDOUT, cwd=base)
    sv = subprocess.run(["sqlcipher", ":memory:", "PRAGMA cipher_version;"], capture_output=True, text=True).stdout.strip()
    lv = subprocess.run(["sqlcipher", "-version"], capture_output=True, text=True).stdout.split()[0]
    VERSIONS[P] = "%s (SQLite %s shell)" % (sv, lv)


# ------------------------------------------------------------------ Apache Derby ij
def derby_capture():
    base = os.path.join(RUN, "derby")
    shutil.rmtree(base, ignore_errors=True)
    os.makedirs(base)
    P = "Apache Derby ij"
    cp = ":".join("/usr/share/java/%s.jar" % j for j in ("derby", "derbytools", "derbyshared", "derbyclient"))
    conns = []
    for i in range(5):
        r = S.R("ij-conn-%d" % i)
        user = S.person(r)["user"] + ["_app", "_rw", "_ro", "_etl", "_dba"][i]
        pw = [S.s_password(r, 13, symbols="-_.!#"), S.s_b62(r, 20), S.s_passphrase(r, 3, "-"), S.s_password(r, 15, symbols="-_.+"), S.s_hex(r, 20)][i]
        if i == 0:
            stmt, sec, kp = "connect 'jdbc:derby:crm;create=true;user=%s;password=%s';" % (user, pw), [pw], ["connect 'jdbc:derby:crm;create=true;", "ij>"]
        elif i == 1:
            stmt, sec, kp = "connect 'jdbc:derby:crm' user '%s' password '%s' as audit_conn;" % (user, pw), [pw], ["connect 'jdbc:derby:crm'", "as audit_conn;"]
        elif i == 2:
            bp = S.s_b64(r, 18)
            stmt, sec, kp = "connect 'jdbc:derby:vault;create=true;dataEncryption=true;bootPassword=%s;user=%s;password=%s';" % (bp, user, pw), [bp, pw], ["dataEncryption=true", "connect 'jdbc:derby:vault;create=true;"]
        elif i == 3:
            stmt, sec, kp = "connect 'jdbc:derby://127.0.0.1:19327/ledger;user=%s;password=%s;ssl=off';" % (user, pw), [pw], ["connect 'jdbc:derby://", "/ledger;", "ssl=off"]
        else:
            stmt, sec, kp = "connect 'jdbc:derby:crm;user=%s;password=%s;traceLevel=0';" % (user, pw), [pw], ["traceLevel=0", "connect 'jdbc:derby:crm;"]
        conns.append(stmt)
        case("ij-connect-%d" % i, P, "ij-connect", "positional", "line", dict(file="derby/ij.out", find=stmt[:-1]),
             secrets=sec, private=[user], keep=kp)
    kunden, deploys = [], []
    for i in range(1, 9):
        r = S.R("ij-row-%d" % i)
        loc = ["de_DE", "pl_PL", "pt_BR", "fr_FR", "es_ES", "tr_TR", "el_GR", "sv_SE"][i - 1]
        pers = S.person(r, loc)
        sch, nid = S.national_id(r, loc)
        row = (i, pers["given"], pers["family"], nid, S.iban_for(r, loc), S.s_base32(r, 16) if i % 2 else S.s_pin(r, 6))
        kunden.append(row)
        case("ij-row-%d" % i, P, "ij-row", "rows", "row", dict(file="derby/ij.out", find=row[4], nth=2, fmt="ij", hmode="above-dashes"),
             secrets=[row[5]], private=[row[1], row[2], row[3], row[4]], keep=["ID", "VORNAME", "NACHNAME", "STEUER_ID", "IBAN", "OTP_GEHEIMNIS"])
    for i in range(1, 5):
        r = S.R("ij-diag-%d" % i)
        row = (i, S.git_sha(r), S.image_digest(r), S.semver(r), S.uuid4(r))
        deploys.append(row)
        case("ij-diag-%d" % i, P, "ij-diag", "lookalike", "row", dict(file="derby/ij.out", find=row[1], nth=2, fmt="ij", hmode="above-dashes"),
             diag=list(row[1:]), keep=["COMMIT_SHA", "IMAGE_DIGEST", "RUN_ID"])
    sql = ["MAXIMUMDISPLAYWIDTH 90;", conns[0],
           "CREATE TABLE kunden(id INT, vorname VARCHAR(30), nachname VARCHAR(30), steuer_id VARCHAR(24), iban VARCHAR(34), otp_geheimnis VARCHAR(20));",
           "CREATE TABLE deploys(id INT, commit_sha CHAR(40), image_digest VARCHAR(71), version VARCHAR(24), run_id CHAR(36));"]
    for row in kunden:
        sql.append("INSERT INTO kunden VALUES (%d,%s);" % (row[0], ",".join(_sq(x) for x in row[1:])))
    for row in deploys:
        sql.append("INSERT INTO deploys VALUES (%d,%s);" % (row[0], ",".join(_sq(x) for x in row[1:])))
    sql += ["SELECT * FROM kunden WHERE id <= 4;", "SELECT * FROM kunden WHERE id > 4;", "SELECT * FROM deploys;",
            conns[1], "VALUES CURRENT_DATE;", conns[2], conns[3], conns[4], "disconnect all;", "exit;"]
    scr = os.path.join(base, "session.sql")
    open(scr, "w").write("\n".join(sql) + "\n")
    with open(out("derby/ij.out"), "w") as f:
        sh(["nice", "java", "-Dderby.system.home=" + base, "-Dderby.stream.error.file=" + base + "/derby.log",
            "-cp", cp, "org.apache.derby.tools.ij", "session.sql"], stdout=f, stderr=subprocess.STDOUT, cwd=base)
    vv = subprocess.run(["java", "-cp", cp, "org.apache.derby.tools.sysinfo"], capture_output=True, text=True).stdout
    import re
    m = re.search(r"Apache Derby - ([\d.]+)", vv)
    VERSIONS[P] = m.group(1) if m else "10.14.2.0"


# ------------------------------------------------------------------ util-linux column
def column_capture():
    version_of("util-linux column", ["column", "--version"], r"util-linux ([\d.]+)")
    base = os.path.join(RUN, "column")
    os.makedirs(base, exist_ok=True)
    P = "util-linux column"
    lines = ["login;full_name;totp_seed;last_login_ip;groups"]
    for i in range(6):
        r = S.R("col-%d" % i)
        pers = S.person(r, ["nl_NL", "fi_FI", "it_IT", "hu_HU", "cs_CZ", "pt_BR"][i])
        row = [pers["user"], pers["full"], S.s_base32(r, 32), S.ipv4_public(r), r.choice(["vpn-users", "vpn-admins", "contractors"])]
        lines.append(";".join(row))
        case("col-%d" % i, P, "col-table", "rows", "row", dict(file="column/vpn_users.out", find=row[2], fmt="pipe", header_prefix="login "),
             secrets=[row[2]], private=[row[0], row[1], row[3]], keep=["login", "full_name", "totp_seed", "last_login_ip", "groups", row[4]])
    fn = os.path.join(base, "vpn_users.csv")
    open(fn, "w").write("\n".join(lines) + "\n")
    with open(out("column/vpn_users.out"), "w") as f:
        sh(["column", "-t", "-s", ";", "-o", " | ", fn], stdout=f)


# ------------------------------------------------------------------ synthetic (no software run)
def _qenc(v):
    return "".join(c if c.isascii() and c.isalnum() else ("_" if c == " " else "".join("=%02X" % b for b in c.encode())) for c in v)


def synthetic_capture():
    files = {}

    def put(name, text):
        files.setdefault(name, []).append(text)
        return text

    # syn-mime-qenc (encoded): RFC 2047 encoded-words and quoted-printable bodies
    for i in range(3):
        r = S.R("syn-qenc-%d" % i)
        pers = S.person(r, ["de_DE", "pl_PL", "cs_CZ"][i])
        if i < 2:
            enc = _qenc(pers["full"])
            line = put("mime.log", "2026-12-06 09:1%d:02 mailgw[%d]: hdr From: =?UTF-8?Q?%s?= <%s> msgid=<%s@mx.example>"
                       % (i, 3100 + i, enc, pers["email"], S.s_hex(r, 12)))
            case("syn-qenc-%d" % i, "MIME header trace (imitated)", "syn-mime-qenc", "encoded", "line", dict(file="synthetic/mime.log", find=enc),
                 private=[enc, pers["email"]], keep=["hdr From:", "=?UTF-8?Q?", "mailgw["], synthetic=True)
        else:
            pw = S.s_password(r, 10, symbols="=") + "=" + S.s_b62(r, 3)
            qp = pw.replace("=", "=3D")
            put("mime.log", "2026-12-06 09:12:40 mailgw[3102]: body> Ihr Einmal-Kennwort lautet: %s (g=C3=BCltig 24h)" % qp)
            case("syn-qenc-2", "MIME header trace (imitated)", "syn-mime-qenc", "encoded", "line", dict(file="synthetic/mime.log", find=qp),
                 secrets=[qp], keep=["body>", "g=C3=BCltig 24h", "mailgw["], synthetic=True)
    # syn-pyrepr (encoded): Python dict reprs with escaped quotes
    for i in range(2):
        r = S.R("syn-pyrepr-%d" % i)
        pw = S.s_password(r, 8, symbols="-") + "'" + S.s_b62(r, 5)
        host = S.hostname(r, role="erp")
        v = "{'host': '%s', 'user': 'etl_%d', 'passwd': \"%s\", 'port': 1521}" % (host, i, pw) if i == 0 else \
            "{'host': '%s', 'user': 'etl_%d', 'passwd': '%s', 'port': 1521}" % (host, i, pw.replace("'", "\\'"))
        put("pyrepr.log", "DEBUG:etl.sources:opening connection with params=%s" % v)
        case("syn-pyrepr-%d" % i, "Python dict repr in debug log (imitated)", "syn-pyrepr", "encoded", "line",
             dict(file="synthetic/pyrepr.log", find=host), secrets=[pw], private=[host], keep=["DEBUG:etl.sources:", "'port': 1521", "params="], synthetic=True)
    # syn-gha (no_key): CI log lines with bare tokens
    for i in range(3):
        r = S.R("syn-gha-%d" % i)
        tok = [S.tok_github(r), S.tok_npm(r), S.s_b64(r, 30)][i]
        text = ["##[debug]Evaluating: format('{0}', %s)", "##[group]Run ./scripts/publish.sh %s", "##[debug]arg[2]=%s"][i] % tok
        put("gha.log", "2026-12-06T08:0%d:1%d.%07dZ %s" % (i, i, r.randrange(10**7), text))
        case("syn-gha-%d" % i, "GitHub Actions runner log (imitated)", "syn-gha", "no_key", "line", dict(file="synthetic/gha.log", find=tok),
             secrets=[tok], keep=[text[:9], "2026-12-06T08:0%d" % i, "Z " + text[:9]], synthetic=True)
    # syn-jenkins (no_key): shell trace lines
    for i in range(2):
        r = S.R("syn-jenkins-%d" % i)
        tok = [S.tok_jwt(r), S.tok_digitalocean(r)][i]
        text = ["+ ./deploy.sh --env staging %s", "+ doctl auth init --context ci %s"][i] % tok
        put("jenkins.log", "[Pipeline] sh\n" + text)
        case("syn-jenkins-%d" % i, "Jenkins console output (imitated)", "syn-jenkins", "no_key", "block", dict(file="synthetic/jenkins.log", find=tok, before=1),
             secrets=[tok], keep=["[Pipeline] sh", text.split(tok)[0].strip()], synthetic=True)
    # syn-docker-pull (lookalike)
    for i in range(3):
        r = S.R("syn-docker-%d" % i)
        layer, dg, ver = S.s_hex(r, 12), S.image_digest(r), S.semver(r).split("+")[0]
        blk = ["%s: Pull complete" % layer, "Digest: %s" % dg, "Status: Downloaded newer image for registry.internal/payments-api:%s" % ver]
        put("docker.log", "\n".join(blk))
        case("syn-docker-%d" % i, "docker pull progress (imitated)", "syn-docker-pull", "lookalike", "block",
             dict(file="synthetic/docker.log", find=layer, after=2), diag=[layer, dg, ver], keep=["Pull complete", "Digest:", "Downloaded newer image"], synthetic=True)
    # syn-k8s-event (lookalike)
    for i in range(2):
        r = S.R("syn-k8s-%d" % i)
        uid, rv = S.uuid4(r), str(r.randrange(10**7, 10**8))
        line = put("k8s.log", 'I1206 10:2%d:11.%06d       1 event.go:307] "Event occurred" object="payments/ledger-api" kind="Deployment" apiVersion="apps/v1" type="Normal" reason="ScalingReplicaSet" uid="%s" resourceVersion="%s"' % (i, r.randrange(10**6), uid, rv))
        case("syn-k8s-%d" % i, "klog event line (imitated)", "syn-k8s-event", "lookalike", "line", dict(file="synthetic/k8s.log", find=uid),
             diag=[uid, rv], keep=["event.go:307", "ScalingReplicaSet", "apps/v1"], synthetic=True)
    # syn-crm (pii_locale): names/phones/ids in scripts with little real-output coverage
    for i in range(3):
        r = S.R("syn-crm-%d" % i)
        loc = ["ar_SA", "th_TH", "he_IL"][i]
        pers = S.person(r, loc)
        sch, nid = S.national_id(r, loc)
        ph = S.phone(r, loc)
        put("crm.log", "2026-12-06 11:0%d:44,%03d INFO  [crm-sync-%d] contact merged: name=«%s» mobile=%s nid=%s locale=%s"
            % (i, r.randrange(1000), i, pers["full"], ph, nid, loc))
        case("syn-crm-%d" % i, "Java-style application log (imitated)", "syn-crm", "pii_locale", "line", dict(file="synthetic/crm.log", find="[crm-sync-%d]" % i),
             private=[pers["full"], ph, nid], keep=["contact merged", "locale=" + loc, "[crm-sync-%d]" % i], synthetic=True)
    # syn-props (key_unusual)
    for i in range(2):
        r = S.R("syn-props-%d" % i)
        k, v = [("db.lozinka", S.s_password(r, 14)), ("smtp.jelszo", S.s_passphrase(r, 3, "-"))][i]
        put("props.log", "2026-12-06 07:5%d:00 WARN config dump: %s=%s (source=/etc/app/app.properties)" % (i, k, v))
        case("syn-props-%d" % i, "properties dump in log (imitated)", "syn-props", "key_unusual", "line", dict(file="synthetic/props.log", find=k + "="),
             secrets=[v], keep=[k + "=", "config dump", "WARN"], synthetic=True)
    # syn-sqlcmd and syn-sqlplus (rows)
    hdr = "AccountId   HolderName                     Iban                               CardPan"
    dash = "----------- ------------------------------ ---------------------------------- ----------------"
    rows = []
    for i in range(3):
        r = S.R("syn-sqlcmd-%d" % i)
        pers = S.person(r, ["fr_FR", "nl_NL", "fi_FI"][i])
        iban, pan = S.iban_for(r, pers["loc"]), S.gen_card(r, "5")
        rows.append("%-11d %-30s %-34s %s" % (7001 + i, pers["full"], iban, pan))
        case("syn-sqlcmd-%d" % i, "sqlcmd-style result grid (imitated)", "syn-sqlcmd", "rows", "row",
             dict(file="synthetic/sqlcmd.log", find=iban, fmt="spans", hmode="above-dashes"), private=[pers["full"], iban, pan],
             keep=["AccountId", "HolderName", "CardPan", str(7001 + i)], synthetic=True)
    put("sqlcmd.log", "\n".join([hdr, dash] + rows + ["", "(3 rows affected)"]))
    hdr = "USERNAME             API_SECRET                               LAST_HOST"
    dash = "-------------------- ---------------------------------------- ------------------------------"
    rows = []
    for i in range(3):
        r = S.R("syn-sqlplus-%d" % i)
        u, sec, h = S.person(r)["user"].upper(), S.s_b62(r, 40), S.hostname(r, fqdn=False)
        rows.append("%-20s %-40s %s" % (u, sec, h))
        case("syn-sqlplus-%d" % i, "SQL*Plus-style result (imitated)", "syn-sqlplus", "rows", "row",
             dict(file="synthetic/sqlplus.log", find=sec, fmt="spans", hmode="above-dashes"), secrets=[sec], private=[u, h],
             keep=["USERNAME", "API_SECRET", "LAST_HOST"], synthetic=True)
    put("sqlplus.log", "\n".join([hdr, dash] + rows + ["", "3 rows selected."]))
    for name, parts in files.items():
        with open(out("synthetic/" + name), "w") as f:
            f.write("\n".join(parts) + "\n")


PROGRAMS = [("sudo", sudo_capture), ("ps", ps_capture), ("ip", ip_capture), ("keepalived", keepalived_capture),
            ("tcpdump", tcpdump_capture), ("unbound", unbound_capture),
            ("varnish", varnish_capture), ("smtpd", smtpd_capture),
            ("pki", pki_capture), ("xmllint", xmllint_capture),
            ("pino", pino_capture), ("sqlcipher", sqlcipher_capture),
            ("derby", derby_capture), ("column", column_capture), ("synthetic", synthetic_capture)]


def main():
    want = sys.argv[1:]
    os.makedirs(RUN, exist_ok=True)
    os.makedirs(CAP, exist_ok=True)
    pfile = os.path.join(CAP, "planted.json")
    vfile = os.path.join(CAP, "versions.json")
    old = {"cases": [], "versions": {}}
    if want and os.path.exists(pfile):
        old = {"cases": json.load(open(pfile))["cases"], "versions": json.load(open(vfile))}
    for name, fn in PROGRAMS:
        if want and name not in want:
            continue
        print("== capturing", name, flush=True)
        CUR["group"] = name
        fn()
    done = {c["group"] for c in CASES}
    cases = [c for c in old["cases"] if c["group"] not in done] + CASES
    vers = dict(old["versions"])
    vers.update(VERSIONS)
    order = {n: i for i, (n, _) in enumerate(PROGRAMS)}
    cases.sort(key=lambda c: order.get(c["group"], 99))
    json.dump({"cases": cases}, open(pfile, "w"), ensure_ascii=False, indent=1)
    json.dump(vers, open(vfile, "w"), ensure_ascii=False, indent=1)
    print("cases:", len(cases))


if __name__ == "__main__":
    main()
