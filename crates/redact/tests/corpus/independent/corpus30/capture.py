#!/usr/bin/env python3
"""corpus30 capture: runs real software on this machine and stores its raw output.

Usage: python3 capture.py [program-key ...]      (default: all 40)

For every program key K and unit n=1..8 this writes
  captured/K/unit<n>.<stream>.txt   raw output (stdout, stderr, or a file the program wrote)
  captured/K/units.json             planted values per unit (+ derived values the software computed
                                    from planted ones and a note on how they are verified)
  captured/K/version.txt            exact version of the software
All programs run under `nice -n 10` with LC_ALL=C.UTF-8 TZ=UTC (unless a template needs otherwise).
Scratch state lives under /tmp/c30run/work; servers bind 127.0.0.1 on ports 19950-19979 only.
Host names are made to resolve by bind-mounting a private hosts file over /etc/hosts inside a
private mount namespace (unshare -m); the machine's /etc/hosts is never modified.
"""
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import warnings

warnings.filterwarnings("ignore", category=DeprecationWarning)

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import synthlib as S  # noqa: E402

CAP = os.path.join(HERE, "captured")
WORK = "/tmp/c30run/work"
NICE = ["nice", "-n", "10"]
BASE_ENV = {
    "PATH": "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
    "LC_ALL": "C.UTF-8",
    "LANG": "C.UTF-8",
    "TZ": "UTC",
}
UNITS = range(1, 9)
REGISTRY = {}


def template(key, cls):
    def deco(fn):
        REGISTRY[key] = (cls, fn)
        return fn
    return deco


def env_for(key, **extra):
    home = os.path.join(WORK, "home", key)
    os.makedirs(home, exist_ok=True)
    e = dict(BASE_ENV)
    e["HOME"] = home
    e.update(extra)
    return e


def wdir(key, *parts):
    d = os.path.join(WORK, key, *parts)
    os.makedirs(d, exist_ok=True)
    return d


def run(argv, env=None, cwd=None, input=None, timeout=120, nice=True, check=False):
    if isinstance(input, str):
        input = input.encode()
    p = subprocess.run((NICE if nice else []) + argv, env=env, cwd=cwd, input=input,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout)
    if check and p.returncode != 0:
        raise RuntimeError("%r failed rc=%d: %s" % (argv, p.returncode, p.stderr.decode("utf-8", "replace")))
    return p


class Store:
    def __init__(self, key):
        self.key = key
        self.dir = os.path.join(CAP, key)
        if os.path.isdir(self.dir):
            shutil.rmtree(self.dir)
        os.makedirs(self.dir)
        self.units = []

    def save(self, n, stream, data):
        if isinstance(data, str):
            data = data.encode("utf-8")
        with open(os.path.join(self.dir, "unit%d.%s.txt" % (n, stream)), "wb") as f:
            f.write(data)

    def save_proc(self, n, p, prefix=""):
        self.save(n, prefix + "stdout", p.stdout)
        self.save(n, prefix + "stderr", p.stderr)

    def unit(self, n, values, **meta):
        self.units.append({"unit": n, "values": values, "meta": meta})

    def finish(self, version):
        with open(os.path.join(self.dir, "units.json"), "w", encoding="utf-8") as f:
            json.dump(self.units, f, ensure_ascii=False, indent=1, sort_keys=True)
        with open(os.path.join(self.dir, "version.txt"), "w", encoding="utf-8") as f:
            f.write(version.strip() + "\n")


def V(v, cls, kind, required=True, **kw):
    d = {"v": v, "cls": cls, "kind": kind, "required": required}
    d.update(kw)
    return d


def first_line(argv, env=None, stream="stdout"):
    p = run(argv, env=env or BASE_ENV, nice=False)
    out = (p.stdout if stream == "stdout" else p.stderr).decode("utf-8", "replace")
    if not out.strip():
        out = (p.stderr if stream == "stdout" else p.stdout).decode("utf-8", "replace")
    return out.strip().splitlines()[0]


def dpkg_version(pkg):
    p = run(["dpkg-query", "-W", "-f=${Version}", pkg], nice=False)
    return p.stdout.decode().strip()


def hosts_file(key, mapping):
    """mapping: list of (ip, name) lines; returns path of a private hosts file."""
    path = os.path.join(wdir(key), "hosts")
    with open(path, "w") as f:
        f.write("127.0.0.1 localhost\n::1 localhost ip6-localhost\n")
        for ip, name in mapping:
            f.write("%s %s\n" % (ip, name))
    return path


def in_private_hosts(hosts, argv):
    """Run argv inside a private mount namespace where `hosts` is bind-mounted over /etc/hosts."""
    return ["unshare", "-m", "sh", "-c", 'mount --bind "$0" /etc/hosts && exec "$@"', hosts] + argv


def wait_port(port, host="127.0.0.1", timeout=20):
    t0 = time.time()
    while time.time() - t0 < timeout:
        try:
            with socket.create_connection((host, port), timeout=0.5):
                return True
        except OSError:
            time.sleep(0.2)
    return False


def person_values(p, fields, required=True):
    out = []
    for f in fields:
        if p.get(f):
            if f == "national_id":
                out.append(V(p[f], "private", f, required, id_label=p["id_label"]))
            else:
                out.append(V(p[f], "private", f, required))
    return out


# ==========================================================================
# encoded


@template("jo", "encoded")
def cap_jo(st):
    key = "jo"
    e = env_for(key)
    d = wdir(key)
    services = ["billing", "ledger-sync", "backup", "ci-runner", "mailer", "etl", "grafana", "vault-agent"]
    for n in UNITS:
        r = S.unit_rng(key, n)
        user = "svc_" + r.choice(["ledger", "backup", "etl", "mail", "deploy", "report"]) + str(r.randint(1, 9))
        pw = S.password(r, avoid="\"\\")
        host = S.hostname(r)
        kind = n % 4
        vals = [V(host, "private", "hostname")]
        if kind == 0:
            blob = "%s:5432:*:%s:%s" % (host, user, pw)        # .pgpass line
            fname = ".pgpass"
        elif kind == 1:
            blob = "%s:%s" % (user, pw)                       # basic-auth style blob
            fname = "auth.txt"
        elif kind == 2:
            blob = "machine %s login %s password %s" % (host, user, pw)  # netrc line
            fname = "netrc"
        else:
            blob = "%s=%s" % (r.choice(["API_KEY", "SIGNING_SECRET", "HMAC_KEY"]), S.token(r))
            fname = "secret.env"
        path = os.path.join(d, "u%d%s" % (n, fname))
        with open(path, "w") as f:
            f.write(blob)
        vals.append(V(blob, "secret", "file-content blob (base64 via %file)"))
        tok = S.token(r)
        inner = json.dumps({"token": tok, "endpoint": "https://%s/hook" % host, "note": 'rotated by "ops"'})
        vals.append(V(tok, "secret", "token inside a nested JSON string"))
        ipath = os.path.join(d, "u%d.payload.json" % n)
        with open(ipath, "w") as f:
            f.write(inner)
        argv = ["jo", "event=credential.rotated", "service=%s" % services[n - 1], "host=%s" % host,
                "blob=%%%s" % path, "attempt=%d" % r.randint(1, 4), "dry_run@false", "payload=@%s" % ipath]
        if n % 3 == 0:
            argv.insert(1, "-p")
        p = run(argv, env=e)
        st.save_proc(n, p)
        st.unit(n, vals, file=fname)
    st.finish("jo %s (Debian jo %s)" % (first_line(["jo", "-v"]).split()[-1], dpkg_version("jo")))


@template("uni2ascii", "encoded")
def cap_uni2ascii(st):
    key = "uni2ascii"
    e = env_for(key)
    fmts = ["U", "H", "7", "J", "A", "C", "D", "P"]
    for n in UNITS:
        r = S.unit_rng(key, n)
        pw = S.password_intl(r, avoid="\"'\\")
        p = S.person(r, r.choice(["de_DE", "pl_PL", "tr_TR", "cs_CZ", "sv_SE", "fr_FR"]))
        ip = S.ipv4_private(r)
        sess = S.token(r, ("sess_", 26, S.ALNUM))
        kindl = n % 3
        if kindl == 0:
            line = '%s auth-gw[%d]: WARN login failed user="%s" password="%s" src=%s' % (
                "2026-11-%02dT%02d:%02d:%02dZ" % (r.randint(1, 28), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59)),
                r.randint(300, 32000), p["name"], pw, ip)
        elif kindl == 1:
            line = "POST /api/v1/session body={\"login\":\"%s\",\"passphrase\":\"%s\"} from %s sid=%s" % (p["email"], pw, ip, sess)
        else:
            line = "[%s] support-note: Kunde %s bittet um Reset, altes Kennwort lautet %s (Rückruf %s)" % (
                "2026-11-%02d" % r.randint(1, 28), p["name"], pw, p["phone"])
        vals = [V(pw, "secret", "password with non-ASCII characters"), V(p["name"], "private", "name", kindl != 1)]
        if kindl != 2:
            vals.append(V(ip, "private", "ipv4"))
        if kindl == 1:
            vals += [V(p["email"], "private", "email"), V(sess, "secret", "session id")]
        if kindl == 2:
            vals.append(V(p["phone"], "private", "phone"))
        proc = run(["uni2ascii", "-q", "-a", fmts[n - 1]], env=e, input=line + "\n")
        st.save_proc(n, proc)
        st.unit(n, vals, format=fmts[n - 1])
    st.finish("uni2ascii %s (Debian uni2ascii %s)" % (first_line(["uni2ascii", "-v"]).split()[1], dpkg_version("uni2ascii")))


CVS_PORT = 19950


@template("cvs", "encoded")
def cap_cvs(st):
    key = "cvs"
    d = wdir(key)
    root = os.path.join(d, "cvsroot")
    if os.path.isdir(root):
        shutil.rmtree(root)
    run(["cvs", "-d", root, "init"], env=env_for(key), check=True)
    plan = []
    import crypt
    pwlines = []
    for n in UNITS:
        r = S.unit_rng(key, n)
        user = r.choice(["kmueller", "asouza", "jweiss", "pnowak", "lrossi", "ecohen", "tyilmaz", "mdubois"]) + str(r.randint(1, 99))
        pw = S.password(r, symbols="!#%+-=^_~.,", avoid=":@")
        host = S.hostname(r)
        plan.append((n, user, pw, host))
        pwlines.append("%s:%s:nobody" % (user, crypt.crypt(pw, crypt.mksalt(crypt.METHOD_SHA512))))
    with open(os.path.join(root, "CVSROOT", "passwd"), "w") as f:
        f.write("\n".join(pwlines) + "\n")
    run(["chmod", "-R", "a+rwX", root], check=True)
    hosts = hosts_file(key, [("127.0.0.1", h) for (_, _, _, h) in plan])
    server = subprocess.Popen(["socat", "TCP-LISTEN:%d,bind=127.0.0.1,reuseaddr,fork" % CVS_PORT,
                               "EXEC:cvs -f --allow-root=%s pserver" % root],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env_for(key))
    try:
        assert wait_port(CVS_PORT)
        for (n, user, pw, host) in plan:
            home = os.path.join(d, "home%d" % n)
            shutil.rmtree(home, ignore_errors=True)
            os.makedirs(home)
            e = env_for(key, HOME=home)
            cvsroot = ":pserver:%s:%s@%s:%d%s" % (user, pw, host, CVS_PORT, root)
            p = run(in_private_hosts(hosts, ["cvs", "-d", cvsroot, "login"]), env=e)
            st.save_proc(n, p)
            with open(os.path.join(home, ".cvspass"), "rb") as f:
                st.save(n, "cvspass", f.read())
            st.unit(n, [V(pw, "secret", "password (CVS-scrambled in ~/.cvspass)"),
                        V(user, "private", "personal login"), V(host, "private", "hostname")])
    finally:
        server.terminate()
        server.wait()
    st.finish("%s (Debian cvs %s)" % (first_line(["cvs", "--version"]), dpkg_version("cvs")))


@template("uuencode", "encoded")
def cap_uuencode(st):
    key = "uuencode"
    d = wdir(key)
    e = env_for(key)
    for n in UNITS:
        r = S.unit_rng(key, n)
        host = S.hostname(r)
        k = n % 4
        if k == 0:
            blob = "%s:%s" % (r.choice(["deploy", "backup", "ci"]), S.password(r, 12))
            name = "%s.basic" % host
        elif k == 1:
            blob = S.token(r, ("ghp_", 36, S.ALNUM))
            name = "%s-gh.token" % host.split(".")[0]
        elif k == 2:
            blob = "AKIA%s:%s" % (S.rs(r, 12, S.B32[:26] + "234567"), S.rs(r, 24, S.ALNUM + "+/"))
            name = "aws-%s.cred" % host.split(".")[0]
        else:
            blob = "%s:%s" % (r.choice(["svc_ftp", "svc_sync"]), S.password(r, 14))
            name = "%s.ftp" % host
        assert len(blob.encode()) <= 45
        path = os.path.join(d, "u%d.in" % n)
        with open(path, "w") as f:
            f.write(blob)
        argv = ["uuencode"] + (["-m"] if n % 2 == 0 else []) + [path, name]
        p = run(argv, env=e)
        st.save_proc(n, p)
        st.unit(n, [V(blob, "secret", "credential file content"), V(host.split(".")[0] if k in (1, 2) else host, "private", "hostname in file name")],
                mode="base64" if n % 2 == 0 else "uu")
    st.finish("%s (Debian sharutils %s)" % (first_line(["uuencode", "--version"]), dpkg_version("sharutils")))


@template("recode", "encoded")
def cap_recode(st):
    key = "recode"
    e = env_for(key)
    modes = ["utf8..html", "../qp", "utf8..java", "utf8..html", "../qp", "utf8..html", "utf8..java", "../qp"]
    for n in UNITS:
        r = S.unit_rng(key, n)
        mode = modes[n - 1]
        host = S.hostname(r)
        if mode == "utf8..html":
            p = S.person(r, r.choice(["de_DE", "fr_FR", "es_ES", "el_GR", "cs_CZ"]))
            pw = S.password_intl(r, avoid="'")
            pw = pw[:4] + "&<" + pw[4:]
            text = ("Ticket #%d: Zugang für %s auf %s zurückgesetzt.\nTemporäres Passwort: %s\n" % (r.randint(10000, 99999), p["name"], host, pw))
            vals = [V(pw, "secret", "temporary password"), V(p["name"], "private", "name"), V(host, "private", "hostname")]
        elif mode == "../qp":
            tok = S.token(r)
            pw = S.password_intl(r, avoid="=")
            text = ("[smtp]\nrelay = %s\nuser = mailer@%s\npass = %s\napi = %s\n" % (host, host.split(".", 1)[1], pw, tok))
            vals = [V(pw, "secret", "password"), V(tok, "secret", "token"), V(host, "private", "hostname"),
                    V("mailer@%s" % host.split(".", 1)[1], "private", "email")]
        else:
            p = S.person(r, r.choice(["tr_TR", "pl_PL", "cs_CZ"]))
            pw = S.password_intl(r, avoid="\"\\")
            text = ('db.url=jdbc:postgresql://%s:5432/ledger\ndb.user=ledger_app\ndb.password=%s\nops.contact=%s\n' % (host, pw, p["name"]))
            vals = [V(pw, "secret", "password"), V(host, "private", "hostname"), V(p["name"], "private", "name")]
        p = run(["recode", mode], env=e, input=text)
        st.save_proc(n, p)
        st.unit(n, vals, mode=mode)
    st.finish("%s (Debian recode %s)" % (first_line(["recode", "--version"]), dpkg_version("recode")))


# ==========================================================================
# infra


@template("nmap", "infra")
def cap_nmap(st):
    key = "nmap"
    e = env_for(key)
    for n in UNITS:
        r = S.unit_rng(key, n)
        v6 = n in (3, 7)
        nh = r.choice([2, 3])
        pairs = []
        while len(pairs) < nh:
            ip = (S.ipv6_ula(r) if r.random() < 0.5 else S.ipv6_doc(r)) if v6 else (S.ipv4_private(r) if r.random() < 0.7 else S.ipv4_doc(r))
            if any(ip == a for a, _ in pairs):
                continue
            pairs.append((ip, S.hostname(r)))
        # one address deliberately has no name in the hosts file
        named = pairs[:-1] if nh == 3 else pairs
        hosts = hosts_file(key, named)
        argv = ["nmap"] + (["-6"] if v6 else []) + ["-sL", "-oX", "-"] + [a for a, _ in pairs]
        p = run(in_private_hosts(hosts, argv), env=e)
        st.save_proc(n, p)
        vals = [V(a, "private", "ipv6" if v6 else "ipv4") for a, _ in pairs] + [V(h, "private", "hostname") for _, h in named]
        st.unit(n, vals)
    st.finish(first_line(["nmap", "-V"]) + " (Debian nmap %s)" % dpkg_version("nmap"))


@template("sipcalc", "infra")
def cap_sipcalc(st):
    key = "sipcalc"
    e = env_for(key)
    for n in UNITS:
        r = S.unit_rng(key, n)
        if n % 3 == 0:
            ip = S.ipv6_ula(r) if n != 6 else S.ipv6_doc(r)
            arg = "%s/%d" % (ip, r.choice([48, 56, 64]))
            kind = "ipv6"
        else:
            ip = S.ipv4_private(r) if n % 2 else S.ipv4_doc(r)
            arg = "%s/%d" % (ip, r.choice([22, 24, 26, 27, 28]))
            kind = "ipv4"
        p = run(["sipcalc", arg], env=e)
        st.save_proc(n, p)
        st.unit(n, [V(ip, "private", kind)], arg=arg)
    st.finish("%s (Debian sipcalc %s)" % (first_line(["sipcalc", "-v"]), dpkg_version("sipcalc")))


@template("ipv6calc", "infra")
def cap_ipv6calc(st):
    key = "ipv6calc"
    e = env_for(key)
    for n in UNITS:
        r = S.unit_rng(key, n)
        mac = S.mac_local(r)
        if n % 2:
            g = S.ipv6_ula(r).split(":")[:3]
            prefix = ":".join(g + ["%x" % r.randrange(1, 65536)])
        else:
            prefix = "2001:db8:%x:%x" % (r.randrange(1, 65536), r.randrange(1, 65536))
        addr = S.slaac(prefix, mac)
        p = run(["ipv6calc", "-i", "-m", addr], env=e)
        st.save_proc(n, p)
        st.unit(n, [V(addr, "private", "ipv6 (SLAAC)"), V(mac, "private", "mac (EUI-48 recovered by ipv6calc)")])
    st.finish("ipv6calc %s (Debian ipv6calc %s)" % (first_line(["ipv6calc", "-v"]).split()[2], dpkg_version("ipv6calc")))


@template("ifconfig", "infra")
def cap_ifconfig(st):
    key = "ifconfig"
    e = env_for(key)
    for n in UNITS:
        r = S.unit_rng(key, n)
        mac = S.mac_local(r)
        ip4 = S.ipv4_private(r)
        plen = r.choice([16, 20, 22, 24])
        ip6 = S.ipv6_ula(r) if n % 2 else S.ipv6_doc(r)
        ifname = r.choice(["eth0", "ens3", "enp1s0", "bond0", "eth1", "ens192"])
        script = """set -e
ip link add {i} type veth peer name peer0
ip link set {i} address {mac}
ip addr add {ip4}/{plen} brd + dev {i}
ip -6 addr add {ip6}/64 dev {i} nodad
ip link set peer0 up
ip link set {i} up
sleep 0.3
ip link set {i} mtu {mtu}
ifconfig {i}
""".format(i=ifname, mac=mac, ip4=ip4, plen=plen, ip6=ip6, mtu=r.choice([1500, 9000, 1450]))
        p = run(["unshare", "-n", "sh", "-c", script], env=e)
        st.save_proc(n, p)
        st.unit(n, [V(ip4, "private", "ipv4"), V(ip6, "private", "ipv6"), V(mac, "private", "mac"),
                    V(S.mac_link_local(mac), "private", "ipv6 link-local derived from the planted MAC")], ifname=ifname)
    st.finish("ifconfig from net-tools %s (Debian net-tools %s)" % (first_line(["ifconfig", "--version"]).split()[-1], dpkg_version("net-tools")))


@template("conntrack", "infra")
def cap_conntrack(st):
    key = "conntrack"
    e = env_for(key)
    for n in UNITS:
        r = S.unit_rng(key, n)
        flows = []
        vals = []
        for i in range(r.choice([2, 3])):
            if r.random() < 0.3:
                a, b = S.ipv6_ula(r), S.ipv6_ula(r)
            else:
                a, b = S.ipv4_private(r), S.ipv4_private(r)
            proto = r.choice(["tcp", "tcp", "udp"])
            sport = r.randint(32768, 60999)
            dport = r.choice([5432, 3306, 6379, 443, 53, 8443, 9092, 389])
            if proto == "tcp":
                cmd = "conntrack -I -p tcp -s %s -d %s --sport %d --dport %d --state %s -t %d -u ASSURED" % (
                    a, b, sport, dport, r.choice(["ESTABLISHED", "TIME_WAIT", "SYN_SENT"]), r.randint(60, 432000))
            else:
                cmd = "conntrack -I -p udp -s %s -d %s --sport %d --dport %d -t %d" % (a, b, sport, dport, r.randint(10, 180))
            flows.append(cmd)
            for x in (a, b):
                if not any(x == v["v"] for v in vals):
                    vals.append(V(x, "private", "ipv6" if ":" in x else "ipv4"))
        script = "\n".join(flows) + "\nconntrack -L -o extended,id\n"
        p = run(["unshare", "-n", "sh", "-c", script], env=e)
        st.save_proc(n, p)
        st.unit(n, vals)
    st.finish("%s (Debian conntrack %s)" % (first_line(["conntrack", "--version"]), dpkg_version("conntrack")))


# ==========================================================================
# positional


def sleeper_bin(key):
    d = wdir(key, "bin")
    src = os.path.join(d, "sleeper.c")
    exe = os.path.join(d, "sleeper")
    if not os.path.exists(exe):
        with open(src, "w") as f:
            f.write("#include <unistd.h>\nint main(void){sleep(20);return 0;}\n")
        run(["gcc", "-O2", "-o", exe, src], check=True, nice=False)
    return d, exe


PGREP_CMDS = [
    ("mysqldump", lambda h, u, p, r: ["-h", h, "-u", u, "-p" + p, "--single-transaction", "--routines", "ledger"]),
    ("sshpass", lambda h, u, p, r: ["-p", p, "ssh", "-o", "StrictHostKeyChecking=no", "%s@%s" % (u, h), "/opt/backup/run.sh"]),
    ("redis-cli", lambda h, u, p, r: ["-h", h, "-p", "6379", "--user", u, "--pass", p, "--no-auth-warning", "monitor"]),
    ("mongodump", lambda h, u, p, r: ["--uri=mongodb://%s:%s@%s:27017/admin?authSource=admin" % (u, S.urllib_quote(p), h), "--gzip", "--archive=/var/backups/m.gz"]),
    ("smbclient", lambda h, u, p, r: ["//%s/finance" % h, "-U", "%s%%%s" % (u, p), "-c", "get report.xlsx"]),
    ("lftp", lambda h, u, p, r: ["-u", "%s,%s" % (u, p), "-e", "mirror -R /srv/out /in; quit", "sftp://%s" % h]),
    ("ldapsearch", lambda h, u, p, r: ["-x", "-H", "ldaps://%s" % h, "-D", "uid=%s,ou=people,dc=corp,dc=example" % u, "-w", p, "(mail=*)"]),
    ("curl", lambda h, u, p, r: ["-sS", "-u", "%s:%s" % (u, p), "https://%s/api/v2/export?format=csv" % h]),
]


@template("pgrep", "positional")
def cap_pgrep(st):
    key = "pgrep"
    bindir, exe = sleeper_bin(key)
    for name, _ in PGREP_CMDS:
        dst = os.path.join(bindir, name)
        if not os.path.exists(dst):
            shutil.copy(exe, dst)
    e = env_for(key)
    e["PATH"] = bindir + ":" + e["PATH"]
    for n in UNITS:
        r = S.unit_rng(key, n)
        name, mk = PGREP_CMDS[n - 1]
        host = S.hostname(r)
        user = r.choice(["backup", "svc_etl", "reporter", "mfischer", "asouza", "deploy"])
        pw = S.password(r, symbols="!#%+-=^_~.", avoid="")
        args = mk(host, user, pw, r)
        proc = subprocess.Popen([name] + args, env=e, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            time.sleep(0.3)
            p = run(["pgrep", "-a", "-x", name], env=e)
        finally:
            proc.kill()
            proc.wait()
        st.save_proc(n, p)
        vals = [V(pw, "secret", "password as a positional argument"), V(host, "private", "hostname"),
                V(str(proc.pid), "private", "pid (observed: pid of the process capture.py started)")]
        if user in ("mfischer", "asouza"):
            vals.append(V(user, "private", "personal login"))
        st.unit(n, vals, command=name)
    st.finish(first_line(["pgrep", "-V"]) + " (Debian procps %s)" % dpkg_version("procps"))


@template("zsh", "positional")
def cap_zsh(st):
    key = "zsh"
    stub = wdir(key, "stubs")
    for name in ["mysql", "psql", "curl", "sshpass", "rsync", "git", "az", "docker", "mc", "htpasswd", "openssl", "smbclient"]:
        path = os.path.join(stub, name)
        with open(path, "w") as f:
            f.write("#!/bin/sh\nexit 0\n")
        os.chmod(path, 0o755)
    e = env_for(key)
    e["PATH"] = stub + ":" + e["PATH"]
    for n in UNITS:
        r = S.unit_rng(key, n)
        host = S.hostname(r)
        user = r.choice(["admin", "svc_sync", "ci", "jdoe", "backup"])
        pw = S.password(r, symbols="!#%+-=@^_~ $'", avoid="")
        tok = S.token(r)
        k = n % 4
        if k == 0:
            body = ('DB_HOST=%s\nmysql -h "$DB_HOST" -u %s -p%s -e "SHOW SLAVE STATUS\\G"\n'
                    'curl -fsS -H "X-Auth: %s" https://$DB_HOST/health\n') % (host, user, S.zsh_sq(pw), tok)
        elif k == 1:
            body = ('for h in %s; do\n  sshpass -p %s rsync -a /srv/out/ %s@$h:/in/\ndone\n'
                    'docker login -u %s -p %s registry.%s\n') % (host, S.zsh_sq(pw), user, user, tok, host.split(".", 1)[1])
        elif k == 2:
            body = ('export PGHOST=%s\npsql "postgresql://%s:%s@%s:5432/ledger?sslmode=require" -c "select 1"\n'
                    'mc alias set prod https://s3.%s %s %s\n') % (host, user, S.urllib_quote(pw), host, host.split(".", 1)[1], "AKIA" + S.rs(r, 16, S.B32[:26] + "234567"), tok)
        else:
            body = ('htpasswd -b -B /etc/nginx/.htpasswd %s %s\n'
                    'openssl pkcs12 -export -in tls.crt -inkey tls.key -passout pass:%s -out %s.p12\n'
                    'smbclient //%s/share -U %s%%%s -c ls\n') % (user, S.zsh_sq(pw), S.zsh_sq(tok), host, host, user, S.zsh_sq(pw))
        script = "set -e\n" + body
        spath = os.path.join(wdir(key), "u%d.zsh" % n)
        with open(spath, "w") as f:
            f.write(script)
        p = run(["zsh", "-f", "-x", spath], env=e)
        st.save_proc(n, p)
        vals = [V(pw, "secret", "password on a command line"), V(tok, "secret", "token on a command line"),
                V(host, "private", "hostname")]
        if user == "jdoe":
            vals.append(V(user, "private", "personal login", False))
        st.unit(n, vals)
    st.finish("%s (Debian zsh %s)" % (first_line(["zsh", "--version"]), dpkg_version("zsh")))


@template("expect", "positional")
def cap_expect(st):
    key = "expect"
    e = env_for(key)
    d = wdir(key)
    for n in UNITS:
        r = S.unit_rng(key, n)
        host = S.hostname(r)
        user = r.choice(["report_ro", "etl_loader", "mkowalski", "sbauer", "billing_app"])
        pw = S.password(r, symbols="!#%+-=^_~.,", avoid="")
        prog = ["psql", "psql", "psql", "mariadb", "psql", "mariadb", "cvs", "psql"][n - 1]
        if prog == "psql":
            spawn = "spawn psql -h %s -p 19961 -U %s -W -d ledger -c \"select now()\"" % (host, user)
            prompt = "Password: "
        elif prog == "mariadb":
            spawn = "spawn mariadb -h %s -P 19962 -u %s -p ledger" % (host, user)
            prompt = "Enter password: "
        else:
            spawn = "spawn cvs -d :pserver:%s@%s:19963/srv/cvsroot login" % (user, host)
            prompt = "CVS password: "
        script = 'exp_internal 1\nset timeout 10\n%s\nexpect "%s"\nsend "%s\\r"\nexpect eof\n' % (
            spawn, prompt, S.tcl_escape(pw))
        spath = os.path.join(d, "u%d.exp" % n)
        with open(spath, "w") as f:
            f.write(script)
        hosts = hosts_file(key, [("127.0.0.1", host)])
        p = subprocess.run(NICE + in_private_hosts(hosts, ["expect", spath]), env=env_for(key, HOME=wdir(key, "home%d" % n)),
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=60)
        st.save(n, "stdout+stderr", p.stdout)
        vals = [V(pw, "secret", "password sent to a prompt"), V(host, "private", "hostname")]
        if user in ("mkowalski", "sbauer"):
            vals.append(V(user, "private", "personal login"))
        st.unit(n, vals, spawned=prog)
    st.finish("%s (Debian expect %s, Tcl 8.6)" % (first_line(["expect", "-v"]), dpkg_version("expect")))


@template("apt-config", "positional")
def cap_apt_config(st):
    key = "apt-config"
    d = wdir(key)
    for n in UNITS:
        r = S.unit_rng(key, n)
        host = S.hostname(r)
        user = r.choice(["mirror", "aptproxy", "svc-apt", "build"])
        pw = S.password(r, symbols="!#%+-=@^_~:", avoid="\"")
        qpw = S.urllib_quote(pw)
        tok = S.token(r)
        mirror = "deb.%s" % host.split(".", 1)[1]
        opts = ["-o", "Acquire::http::Proxy=http://%s:%s@%s:3128/" % (user, qpw, host)]
        vals = [V(pw, "secret", "proxy password in URL user-info"), V(host, "private", "hostname")]
        if n % 2 == 0:
            opts += ["-o", "Acquire::https::Proxy=https://%s:%s@%s:3129/" % (user, qpw, host)]
        if n % 3 == 0:
            opts += ["-o", "Acquire::https::%s::Verify-Peer=false" % mirror]
        conf = os.path.join(d, "u%d.conf" % n)
        with open(conf, "w") as f:
            f.write('Acquire::ftp::Proxy "ftp://%s:%s@%s:2121/";\n' % ("ftpuser", tok, host))
            f.write('Acquire::http::Proxy::%s "DIRECT";\n' % mirror)
        vals.append(V(tok, "secret", "ftp proxy token in URL user-info"))
        p = run(["apt-config", "-c", conf] + opts + ["dump"], env=env_for(key))
        st.save_proc(n, p)
        st.unit(n, vals)
    st.finish("apt-config from %s (Debian apt %s)" % (first_line(["apt-config", "--version"]), dpkg_version("apt")))


JPS_MAINS = [
    ("com.example.ledger.ExportJob", lambda h, u, p: ["jdbc:postgresql://%s:5432/ledger" % h, u, p, "--since=2026-11-01"]),
    ("org.example.etl.Loader", lambda h, u, p: [h, "9092", u, p]),
    ("com.example.mail.RelayCheck", lambda h, u, p: ["smtp://%s:587" % h, "--login", u, p]),
    ("com.example.ops.VaultSeed", lambda h, u, p: ["https://%s:8200" % h, p]),
    ("com.example.ledger.ExportJob", lambda h, u, p: ["jdbc:mariadb://%s:3306/ledger?user=%s&password=%s" % (h, u, S.urllib_quote(p))]),
    ("org.example.etl.Loader", lambda h, u, p: ["ldaps://%s:636" % h, "uid=%s,ou=svc,dc=corp,dc=example" % u, p]),
    ("com.example.mail.RelayCheck", lambda h, u, p: ["%s:%s@%s" % (u, p, h)]),
    ("com.example.ops.VaultSeed", lambda h, u, p: [u, p, h]),
]


@template("jps", "positional")
def cap_jps(st):
    key = "jps"
    d = wdir(key, "classes")
    src = wdir(key, "src")
    for main, _ in JPS_MAINS:
        pkg, cls = main.rsplit(".", 1)
        pdir = os.path.join(src, *pkg.split("."))
        os.makedirs(pdir, exist_ok=True)
        with open(os.path.join(pdir, cls + ".java"), "w") as f:
            f.write("package %s;\npublic class %s { public static void main(String[] a) throws Exception { Thread.sleep(20000); } }\n" % (pkg, cls))
    srcs = [os.path.join(dp, f) for dp, _, fs in os.walk(src) for f in fs if f.endswith(".java")]
    run(["javac", "-d", d] + srcs, check=True, env=env_for(key))
    e = env_for(key)
    for n in UNITS:
        r = S.unit_rng(key, n)
        host = S.hostname(r)
        user = r.choice(["svc_ledger", "etl", "relay", "hbecker", "root"])
        pw = S.password(r, symbols="#%+-=^_~.,", avoid="")
        main, mk = JPS_MAINS[n - 1]
        jvm = ["-Xmx%dm" % r.choice([128, 256, 512]), "-Dapp.env=%s" % r.choice(["prod", "staging"]),
               "-Djava.net.preferIPv4Stack=true"]
        proc = subprocess.Popen(["java", "-cp", d] + jvm + [main] + mk(host, user, pw), env=e,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            time.sleep(1.5)
            p = run(["jps", "-lvm"], env=e)
        finally:
            proc.kill()
            proc.wait()
        st.save_proc(n, p)
        vals = [V(pw, "secret", "password as a positional argument"), V(host, "private", "hostname"),
                V(str(proc.pid), "private", "pid (observed)")]
        if user == "hbecker":
            vals.append(V(user, "private", "personal login"))
        st.unit(n, vals, main=main, pid=proc.pid)
    st.finish("jps (OpenJDK) %s (Debian openjdk-17-jdk-headless %s)" % (
        run(["java", "-version"], nice=False).stderr.decode().splitlines()[0], dpkg_version("openjdk-17-jdk-headless")))


# ==========================================================================
# key_unusual

CRUDINI_LAYOUTS = [
    ("ldap", [("uri", "ldaps://{host}"), ("binddn", "cn=svc-portal,ou=svc,dc=corp,dc=example"), ("bindpw", "{pw}"), ("tls_reqcert", "demand")]),
    ("relay", [("relayhost", "[{host}]:587"), ("sasl_user", "{email}"), ("sasl_secret", "{pw}"), ("smtp_tls_security_level", "encrypt")]),
    ("oauth.client \"portal\"", [("issuer", "https://{host}/realms/corp"), ("client_id", "portal-web"), ("cs", "{tok}"), ("scope", "openid email")]),
    ("replica", [("primary_conninfo", "host={host} port=5432 user=replicator"), ("repl_pw", "{pw}"), ("slot", "standby_2")]),
    ("Kasse", [("server", "{host}"), ("benutzer", "kasse01"), ("kennwort", "{pw}"), ("terminal_pin", "{pin}")]),
    ("vpn", [("remote", "{host} 1194"), ("auth_user", "{email}"), ("psk_b64", "{tokb64}"), ("cipher", "AES-256-GCM")]),
    ("backup:s3", [("endpoint", "https://{host}"), ("AK", "AKIA{ak}"), ("SK", "{sk}"), ("bucket", "ledger-archive")]),
    ("webhooks", [("url", "https://{host}/hooks/T0/B1"), ("hmac_k", "{tok}"), ("retries", "5")]),
]


@template("crudini", "key_unusual")
def cap_crudini(st):
    key = "crudini"
    d = wdir(key)
    for n in UNITS:
        r = S.unit_rng(key, n)
        sec, items = CRUDINI_LAYOUTS[n - 1]
        host = S.hostname(r)
        pw = S.password(r, symbols="!#%+-=@^_~.,:", avoid="")
        tok = S.token(r)
        email = S.email_for(r, S.ascii_local(r))
        import base64 as _b
        tokb64 = _b.b64encode(tok.encode()).decode()
        pin = "%06d" % r.randint(0, 999999)
        ak = S.rs(r, 16, S.B32[:26] + "234567")
        sk = S.rs(r, 40, S.ALNUM + "+/")
        fmt = dict(host=host, pw=pw, tok=tok, email=email, tokb64=tokb64, pin=pin, ak=ak, sk=sk)
        path = os.path.join(d, "u%d.ini" % n)
        with open(path, "w") as f:
            f.write("[general]\nlog_level = info\n\n[%s]\n" % sec)
            for k, v in items:
                f.write("%s = %s\n" % (k, v.format(**fmt)))
        used = "".join(v for _, v in items)
        vals = [V(host, "private", "hostname")]
        for name, cls, kind in [("pw", "secret", "password"), ("tok", "secret", "token"), ("email", "private", "email"),
                                ("tokb64", "secret", "base64 pre-shared key"), ("pin", "secret", "terminal PIN"),
                                ("sk", "secret", "secret access key")]:
            if "{%s}" % name in used:
                vals.append(V(fmt[name], cls, kind))
        p = run(["crudini", "--get", "--format=lines", path], env=env_for(key))
        st.save_proc(n, p)
        st.unit(n, vals, section=sec)
    st.finish("%s (Debian crudini %s)" % (first_line(["crudini", "--version"]), dpkg_version("crudini")))


@template("xmlstarlet", "key_unusual")
def cap_xmlstarlet(st):
    key = "xmlstarlet"
    d = wdir(key)
    import html as _h
    for n in UNITS:
        r = S.unit_rng(key, n)
        host = S.hostname(r)
        pw = S.password(r, symbols="!#%+-=@^_~.,&<>\"", avoid="'")
        tok = S.token(r)
        ip = S.ipv4_private(r)
        q = lambda s: _h.escape(s, quote=True)
        layouts = [
            '<Server><Resource name="jdbc/ledger" auth="Container" url="jdbc:postgresql://{h}:5432/ledger" username="ledger_app" pwd="{pw}" maxTotal="20"/></Server>',
            '<settings><servers><server id="corp-releases" username="deployer" privateKey="${{user.home}}/.ssh/id_ed25519" passphrase="{pw}"/></servers><mirrors><mirror id="corp" url="https://{h}/maven2"/></mirrors></settings>',
            '<configuration><appSettings><add key="Gw.Sig" value="{tok}"/><add key="Gw.Host" value="{h}"/></appSettings></configuration>',
            '<device name="core-sw-07"><snmp community="{pw}" trap-host="{ip}"/><aaa secret-key="{tok}" server="{h}"/></device>',
            '<KeePassFile><Entry><String Key="Title" Value="ledger db"/><String Key="Password" Value="{pw}" Protected="False"/><String Key="URL" Value="postgres://{h}"/></Entry></KeePassFile>',
            '<FileZilla3><Servers><Server Host="{h}" Port="22" Protocol="1" User="ftp_ops" Pass="{pw}" encoding="plain"/></Servers></FileZilla3>',
            '<config><datasource name="reports" url="jdbc:mariadb://{ip}:3306/rpt" user="rpt" credentialRef="{tok}"/><cache node="{h}"/></config>',
            '<credentials><creds id="gh-bot" login="bot" apiTokn="{tok}" endpoint="https://{h}/api/v3"/><creds id="nexus" login="svc" pw="{pw}"/></credentials>',
        ]
        xml = layouts[n - 1].format(h=q(host), pw=q(pw), tok=q(tok), ip=ip)
        path = os.path.join(d, "u%d.xml" % n)
        with open(path, "w") as f:
            f.write('<?xml version="1.0" encoding="UTF-8"?>\n' + xml + "\n")
        vals = [V(host, "private", "hostname")]
        if "{pw}" in layouts[n - 1]:
            vals.append(V(pw, "secret", "password"))
        if "{tok}" in layouts[n - 1]:
            vals.append(V(tok, "secret", "token"))
        if "{ip}" in layouts[n - 1]:
            vals.append(V(ip, "private", "ipv4"))
        p = run(["xmlstarlet", "el", "-v", path], env=env_for(key))
        st.save_proc(n, p)
        st.unit(n, vals)
    st.finish("xmlstarlet %s (Debian xmlstarlet %s)" % (first_line(["xmlstarlet", "--version"]), dpkg_version("xmlstarlet")))


def tdb_esc(b):
    return "".join(chr(x) if (48 <= x < 58 or 65 <= x < 91 or 97 <= x < 123 or chr(x) in "/_.-:=,@") else "\\%02x" % x for x in b)


@template("tdbdump", "key_unusual")
def cap_tdbdump(st):
    key = "tdbdump"
    d = wdir(key)
    for n in UNITS:
        r = S.unit_rng(key, n)
        dom = r.choice(["CORPINTRA", "LEDGER", "EXAMPLE", "HQ", "LABNET"])
        nb = "%s-%02d" % (r.choice(["FS", "DC", "PRN", "APP"]), r.randint(1, 40))
        pw = S.password_intl(r) if n % 3 == 0 else S.password(r, symbols="!#%+-=@^_~.\" ")
        pw2 = S.password(r, 14)
        sid = "S-1-5-21-%d-%d-%d" % (r.randint(10 ** 9, 4 * 10 ** 9), r.randint(10 ** 9, 4 * 10 ** 9), r.randint(10 ** 8, 4 * 10 ** 9))
        recs = [("SECRETS/SID/%s" % nb, sid.encode()),
                ("SECRETS/MACHINE_PASSWORD/%s" % dom, pw.encode() + b"\0"),
                ("SECRETS/MACHINE_LAST_CHANGE_TIME/%s" % dom, struct_pack_time(r))]
        vals = [V(pw, "secret", "machine account password"), V(nb, "private", "NetBIOS host name")]
        if n % 2 == 0:
            bind = "cn=svc-samba,ou=svc,dc=corp,dc=example"
            recs.append(("SECRETS/LDAP_BIND_PW/%s" % bind, pw2.encode() + b"\0"))
            vals.append(V(pw2, "secret", "LDAP bind password"))
        else:
            recs.append(("SECRETS/MACHINE_PASSWORD.PREV/%s" % dom, pw2.encode() + b"\0"))
            vals.append(V(pw2, "secret", "previous machine password"))
        path = os.path.join(d, "u%d.tdb" % n)
        if os.path.exists(path):
            os.unlink(path)
        cmds = "create %s\n" % path + "".join("store %s %s\n" % (tdb_esc(k.encode()), tdb_esc(v)) for k, v in recs)
        run(["tdbtool"], input=cmds, check=True, env=env_for(key))
        p = run(["tdbdump", path], env=env_for(key))
        st.save_proc(n, p)
        st.unit(n, vals, keys=[k for k, _ in recs])
    st.finish("tdbdump (tdb-tools %s)" % dpkg_version("tdb-tools"))


def struct_pack_time(r):
    import struct as _s
    return _s.pack("<I", r.randint(1790000000, 1796000000))


@template("hg", "key_unusual")
def cap_hg(st):
    key = "hg"
    for n in UNITS:
        r = S.unit_rng(key, n)
        d = wdir(key, "u%d" % n)
        repo = os.path.join(d, "ledger")
        shutil.rmtree(repo, ignore_errors=True)
        e = env_for(key, HOME=d, HGRCPATH="", HGPLAIN="1")
        run(["hg", "init", repo], env=e, check=True)
        host = S.hostname(r)
        grp = r.choice(["corp", "mirror", "bb", "ci", "upstream"])
        user = r.choice(["svc_ledger", "build", "lfischer", "ptanaka"])
        pw = S.password(r, symbols="!#%+-=@^_~.,:$", avoid="")
        fp = ":".join("%02X" % r.randrange(256) for _ in range(32))
        lines = ["[paths]"]
        if n % 3 == 0:
            lines.append("default = https://%s:%s@%s/ledger" % (user, S.urllib_quote(pw), host))
        else:
            lines.append("default = https://%s/ledger" % host)
        lines += ["", "[auth]", "%s.prefix = %s" % (grp, host), "%s.username = %s" % (grp, user)]
        if n % 3 != 0:
            lines.append("%s.password = %s" % (grp, pw))
        if n % 2 == 0:
            lines.append("%s.key = ~/.certs/%s.key" % (grp, user))
        lines += ["", "[hostsecurity]", "%s:fingerprints = sha256:%s" % (host, fp)]
        with open(os.path.join(repo, ".hg", "hgrc"), "a") as f:
            f.write("\n".join(lines) + "\n")
        p = run(["hg", "config", "--debug", "paths", "auth", "hostsecurity"], env=e, cwd=repo)
        st.save_proc(n, p)
        vals = [V(pw, "secret", "password"), V(host, "private", "hostname")]
        if user in ("lfischer", "ptanaka"):
            vals.append(V(user, "private", "personal login"))
        st.unit(n, vals, fingerprint=fp)
    st.finish("%s (Debian mercurial %s)" % (first_line(["hg", "--version"]), dpkg_version("mercurial")))


@template("gron", "key_unusual")
def cap_gron(st):
    key = "gron"
    d = wdir(key)
    for n in UNITS:
        r = S.unit_rng(key, n)
        host = S.hostname(r)
        pw = S.password(r)
        tok = S.token(r)
        ip = S.ipv4_private(r)
        email = S.email_for(r, S.ascii_local(r))
        layouts = [
            {"spec": {"containers": [{"name": "api", "env": [{"name": "LOG_LEVEL", "value": "info"}, {"name": "DB_PASSWORD", "value": pw}, {"name": "DB_HOST", "value": host}]}]}},
            {"Parameters": [{"ParameterKey": "Stage", "ParameterValue": "prod"}, {"ParameterKey": "MasterUserPassword", "ParameterValue": pw}, {"ParameterKey": "DbEndpoint", "ParameterValue": host}]},
            {"auths": {host + ":5000": {"auth": S.b64(("robot$ci:" + tok)), "email": email}}},
            {"data": {"attributes": [{"k": "smtp.host", "v": host}, {"k": "smtp.pw", "v": pw}, {"k": "notify", "v": email}]}},
            {"credentials": [{"type": "basic", "fields": {"u": "svc_ledger", "p": pw}}, {"type": "bearer", "fields": {"t": tok}}], "target": ip},
            {"headers": [["Content-Type", "application/json"], ["X-Upstream", host], ["X-Api-Key", tok]]},
            {"variables": {"input": {"clientMutationId": "m1", "secretValue": tok, "owner": email}}, "operationName": "CreateSecret"},
            {"hosts": {host: {"ansible_host": ip, "ansible_ssh_pass": pw, "ansible_become_pass": pw}}},
        ]
        obj = layouts[n - 1]
        path = os.path.join(d, "u%d.json" % n)
        with open(path, "w") as f:
            json.dump(obj, f)
        txt = json.dumps(obj)
        vals = []
        for v, cls, kind in [(pw, "secret", "password"), (tok, "secret", "token"), (host, "private", "hostname"),
                             (ip, "private", "ipv4"), (email, "private", "email")]:
            if v in txt:
                vals.append(V(v, cls, kind))
        if n == 3:
            vals.append(V("robot$ci:" + tok, "secret", "registry auth blob (base64)"))
        p = run(["gron", path], env=env_for(key))
        st.save_proc(n, p)
        st.unit(n, vals)
    st.finish("gron (Debian gron %s)" % dpkg_version("gron"))


# ==========================================================================
# lookalike


@template("transmission-show", "lookalike")
def cap_transmission(st):
    key = "transmission-show"
    e = env_for(key)
    for n in UNITS:
        r = S.unit_rng(key, n)
        d = wdir(key, "u%d" % n)
        host = S.hostname(r)
        passkey = S.hex_secret(r, 16)
        name = r.choice(["ledger-export", "pg-basebackup", "build-artifacts", "cctv-archive", "mail-spool"]) + "-2026.%02d.tar.zst" % r.randint(1, 12)
        payload = os.path.join(d, name)
        with open(payload, "wb") as f:
            f.write(bytes(r.randrange(256) for _ in range(r.randint(70000, 200000))))
        trackers = ["https://%s/announce/%s" % (host, passkey)]
        host2 = S.hostname(r)
        pk2 = S.hex_secret(r, 20)
        if n % 2 == 0:
            trackers.append("http://%s:6969/announce?passkey=%s" % (host2, pk2))
        tor = os.path.join(d, "t.torrent")
        if os.path.exists(tor):
            os.unlink(tor)
        argv = ["transmission-create", "-p", "-o", tor, "-c", "nightly export %s" % r.choice(["eu-1", "ap-2", "us-3"])]
        for t in trackers:
            argv += ["-t", t]
        run(argv + [payload], env=e, check=True, cwd=d)
        p = run(["transmission-show", tor], env=e)
        st.save_proc(n, p)
        vals = [V(passkey, "secret", "tracker passkey"), V(host, "private", "tracker hostname")]
        if n % 2 == 0:
            vals += [V(pk2, "secret", "tracker passkey"), V(host2, "private", "tracker hostname")]
        st.unit(n, vals)
    st.finish("%s (Debian transmission-cli %s)" % (first_line(["transmission-show", "--version"]), dpkg_version("transmission-cli")))


@template("fossil", "lookalike")
def cap_fossil(st):
    key = "fossil"
    for n in UNITS:
        r = S.unit_rng(key, n)
        d = wdir(key, "u%d" % n)
        shutil.rmtree(d)
        os.makedirs(d)
        e = env_for(key, HOME=d, USER="builder")
        repo = os.path.join(d, "ledger.fossil")
        run(["fossil", "init", "--date-override", "2026-10-01 09:00:00", "-A", "builder", repo], env=e, check=True)
        co = os.path.join(d, "co")
        os.makedirs(co)
        run(["fossil", "open", repo], env=e, cwd=co, check=True)
        p_ = S.person(r, r.choice(["de_DE", "pt_BR", "fr_FR", "pl_PL", "sv_SE", "es_ES"]))
        host = S.hostname(r)
        pw = S.password(r, symbols="#%+-=^_~.", avoid="")
        tok = S.token(r)
        files = {"app.env": "DATABASE_URL=postgres://ledger:%s@%s/ledger\n" % (pw, host),
                 "README": "ledger service %d\n" % n, "deploy/values.yaml": "replicas: %d\n" % r.randint(1, 5)}
        for fn, content in files.items():
            path = os.path.join(co, fn)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w") as f:
                f.write(content)
            run(["fossil", "add", fn], env=e, cwd=co, check=True)
        comment = r.choice(["temp: use token %s for the registry push" % tok,
                            "hotfix: registry auth (%s) until vault is back" % tok,
                            "wip - ci token %s, rotate after release" % tok])
        run(["fossil", "commit", "--no-warnings", "-m", comment, "--user-override", p_["name"],
             "--date-override", "2026-11-%02d %02d:%02d:00" % (r.randint(1, 28), r.randint(0, 23), r.randint(0, 59))],
            env=e, cwd=co, check=True)
        p = run(["fossil", "artifact", "tip"], env=e, cwd=co)
        st.save_proc(n, p)
        st.unit(n, [V(tok, "secret", "token in check-in comment"), V(p_["name"], "private", "person name (fossil user)")])
    st.finish("%s (Debian fossil %s)" % (first_line(["fossil", "version"]), dpkg_version("fossil")))


@template("certtool", "lookalike")
def cap_certtool(st):
    key = "certtool"
    e = env_for(key)
    for n in UNITS:
        r = S.unit_rng(key, n)
        d = wdir(key, "u%d" % n)
        host = S.hostname(r)
        ip = S.ipv4_private(r)
        p_ = S.person(r, r.choice(["de_DE", "fr_FR", "pl_PL", "sv_SE", "nl_NL"]))
        chal = S.password(r, symbols="!#%+-=@^_~.", avoid="\"")
        keyf = os.path.join(d, "k.pem")
        kt = ["--key-type=ecdsa", "--curve=secp256r1"] if n % 2 else ["--key-type=rsa", "--bits=2048"]
        run(["certtool", "--generate-privkey"] + kt + ["--outfile", keyf], env=e, check=True)
        tmpl = os.path.join(d, "tmpl")
        with open(tmpl, "w") as f:
            f.write('cn = "%s"\norganization = "Example Corp"\nunit = "%s"\nemail = "%s"\nchallenge_password = "%s"\n'
                    'dns_name = "%s"\nip_address = "%s"\ntls_www_server\n' % (host, r.choice(["Ledger", "Payments", "Ops"]), p_["email"], chal, host, ip))
        req = os.path.join(d, "r.pem")
        run(["certtool", "--generate-request", "--load-privkey", keyf, "--template", tmpl, "--outfile", req], env=e, check=True)
        p = run(["certtool", "--crq-info", "--infile", req], env=e)
        st.save_proc(n, p)
        st.unit(n, [V(chal, "secret", "PKCS#10 challenge password"), V(host, "private", "hostname"),
                    V(ip, "private", "ipv4"), V(p_["email"], "private", "email")])
    st.finish("%s (GnuTLS, Debian gnutls-bin %s)" % (first_line(["certtool", "--version"]), dpkg_version("gnutls-bin")))


@template("apt-ftparchive", "lookalike")
def cap_apt_ftparchive(st):
    key = "apt-ftparchive"
    e = env_for(key)
    for n in UNITS:
        r = S.unit_rng(key, n)
        d = wdir(key, "u%d" % n)
        shutil.rmtree(d)
        pkg = os.path.join(d, "pkg")
        os.makedirs(os.path.join(pkg, "DEBIAN"))
        os.makedirs(os.path.join(pkg, "opt", "app"))
        os.makedirs(os.path.join(d, "pool"))
        with open(os.path.join(pkg, "opt", "app", "VERSION"), "w") as f:
            f.write("%d.%d.%d\n" % (r.randint(1, 5), r.randint(0, 20), r.randint(0, 9)))
        name = r.choice(["ledger-agent", "edge-proxy", "billing-worker", "ops-tools", "metrics-relay"])
        ver = "%d.%d.%d-%d" % (r.randint(1, 5), r.randint(0, 20), r.randint(0, 9), r.randint(1, 4))
        p_ = S.person(r, r.choice(["de_DE", "pt_BR", "fr_FR", "cs_CZ", "tr_TR", "es_ES"]))
        host = S.hostname(r)
        tok = S.token(r, ("glpat-", 20, S.ALNUM)) if n % 2 else S.token(r, ("ghp_", 36, S.ALNUM))
        ctrl = ["Package: %s" % name, "Version: %s" % ver, "Architecture: amd64",
                "Maintainer: %s <%s>" % (p_["name"], p_["email"]),
                "Depends: libc6 (>= 2.36), libssl3 (>= 3.0.0)"]
        if n % 3 == 0:
            ctrl.append("Homepage: https://%s/%s?private_token=%s" % (host, name, tok))
        else:
            ctrl.append("Vcs-Git: https://oauth2:%s@%s/ops/%s.git" % (tok, host, name))
        ctrl += ["Description: %s for the ledger platform" % name, " Built on %s." % S.hostname(r, host.split(".", 1)[1])]
        with open(os.path.join(pkg, "DEBIAN", "control"), "w") as f:
            f.write("\n".join(ctrl) + "\n")
        run(["dpkg-deb", "--root-owner-group", "-Zxz", "--build", pkg, os.path.join(d, "pool", "%s_%s_amd64.deb" % (name, ver))],
            env=e, check=True)
        p = run(["apt-ftparchive", "packages", "pool"], env=e, cwd=d)
        st.save_proc(n, p)
        builder = ctrl[-1].split()[-1].rstrip(".")
        st.unit(n, [V(tok, "secret", "access token in a URL"), V(p_["name"], "private", "maintainer name"),
                    V(p_["email"], "private", "maintainer email"), V(host, "private", "hostname"),
                    V(builder, "private", "build hostname")])
    st.finish("apt-ftparchive from %s (Debian apt-utils %s)" % (first_line(["apt-ftparchive", "--version"]), dpkg_version("apt-utils")))


@template("ostree", "lookalike")
def cap_ostree(st):
    key = "ostree"
    e = env_for(key)
    for n in UNITS:
        r = S.unit_rng(key, n)
        d = wdir(key, "u%d" % n)
        shutil.rmtree(d)
        tree = os.path.join(d, "tree", "usr", "lib", "app")
        os.makedirs(tree)
        with open(os.path.join(tree, "VERSION"), "w") as f:
            f.write("%d\n" % n)
        repo = os.path.join(d, "repo")
        run(["ostree", "--repo=" + repo, "init", "--mode=archive"], env=e, check=True)
        p_ = S.person(r, r.choice(["de_DE", "fi_FI", "pl_PL", "nl_NL", "es_ES", "fr_FR"]))
        host = S.hostname(r)
        tok = S.token(r)
        pw = S.password(r, symbols="#%+-=^_~.", avoid="")
        ver = "%d.%d.%d" % (r.randint(1, 9), r.randint(0, 30), r.randint(0, 9))
        subject = "%s %s (%s)" % (r.choice(["ledger", "kiosk-os", "edge-gw"]), ver, r.choice(["registry token " + tok, "ci: push with " + tok, "deploy key " + tok]))
        body = "Signed-off-by: %s <%s>\nmirror: https://svc:%s@%s/repo" % (p_["name"], p_["email"], pw, host)
        ref = "%s/x86_64/%s" % (r.choice(["ledger", "kiosk", "edge"]), r.choice(["stable", "testing"]))
        run(["ostree", "--repo=" + repo, "commit", "--branch=" + ref, "--tree=dir=" + os.path.join(d, "tree"),
             "--subject=" + subject, "--body=" + body, "--add-metadata-string=version=" + ver,
             "--timestamp=2026-11-%02d %02d:%02d:00" % (r.randint(1, 28), r.randint(0, 23), r.randint(0, 59))], env=e, check=True)
        p = run(["ostree", "--repo=" + repo, "log", ref], env=e)
        st.save_proc(n, p)
        st.unit(n, [V(tok, "secret", "token in commit subject"), V(pw, "secret", "password in mirror URL"),
                    V(p_["name"], "private", "name"), V(p_["email"], "private", "email"), V(host, "private", "hostname")])
    st.finish("ostree %s (Debian ostree %s)" % (run(["ostree", "--version"], nice=False).stdout.decode().split("Version: '")[1].split("'")[0], dpkg_version("ostree")))


# ==========================================================================
# no_key


@template("cracklib-check", "no_key")
def cap_cracklib(st):
    key = "cracklib-check"
    for n in UNITS:
        r = S.unit_rng(key, n)
        pws = [S.password(r, symbols="!#%+-=@^_~.,", avoid="")]
        word = r.choice(["ledger", "sunshine", "dragon", "welcome", "monkey", "princess", "football", "computer"])
        pws.append(word + str(r.randint(1, 99)))                              # dictionary based
        pws.append(r.choice(["Winter", "Summer", "Herbst", "Printemps"]) + "20%02d" % r.randint(18, 27) + r.choice("!?#"))
        pws.append(S.rs(r, 4, S.LOWER_ALNUM))                                  # WAY too short
        if n % 2:
            pws.append(S.password_intl(r))
        if n % 3 == 0:
            pws.append(S.rs(r, 1, "abcdef") * 9)                               # not enough different characters
        r.shuffle(pws)
        p = run(["cracklib-check"], env=env_for(key), input="\n".join(pws) + "\n")
        st.save_proc(n, p)
        st.unit(n, [V(x, "secret", "candidate password echoed by cracklib-check") for x in pws])
    st.finish("cracklib-check (Debian cracklib-runtime %s)" % dpkg_version("cracklib-runtime"))


@template("strings", "no_key")
def cap_strings(st):
    key = "strings"
    d = wdir(key)
    for n in UNITS:
        r = S.unit_rng(key, n)
        host = S.hostname(r)
        tok = S.token(r)
        pw = S.password(r, symbols="!#%+-=@^_~.,", avoid="")
        hx = S.hex_secret(r, 24)
        lits = ["usage: %s <profile> [--dry-run]", "https://" + host + "/v2/" + r.choice(["sync", "upload", "ingest"]),
                tok, pw, hx, "upstream %s returned %d (%s)"]
        src = os.path.join(d, "u%d.c" % n)
        with open(src, "w") as f:
            f.write('#include <stdio.h>\n#include <string.h>\n'
                    'static const char *const t[] = {%s};\n'
                    'int main(int c, char **v) { if (c < 2) { fprintf(stderr, t[0], v[0]); return 2; }\n'
                    '  for (unsigned i = 1; i < sizeof t / sizeof *t; i++) if (!strcmp(v[1], t[i])) puts(t[i]);\n'
                    '  printf(t[5], t[1], 503, "retry"); return 0; }\n' % ", ".join(json.dumps(x) for x in lits))
        exe = os.path.join(d, "u%d-%s" % (n, r.choice(["ledger-sync", "edge-agent", "uploader", "kiosk-daemon"])))
        run(["gcc", "-O1", "-s", "-o", exe, src], check=True, env=env_for(key))
        p = run(["strings", "-a", "-t", "x", "-n", "6", exe], env=env_for(key))
        st.save_proc(n, p)
        st.unit(n, [V(tok, "secret", "token literal"), V(pw, "secret", "password literal"), V(hx, "secret", "hex key literal"),
                    V(host, "private", "hostname")])
    st.finish("%s (Debian binutils %s); binaries built with %s" % (first_line(["strings", "--version"]), dpkg_version("binutils"),
                                                                  first_line(["gcc", "--version"])))


@template("pass", "no_key")
def cap_pass(st):
    key = "pass"
    d = wdir(key)
    shutil.rmtree(d)
    os.makedirs(d)
    gnupg = os.path.join(d, "gnupg")
    os.makedirs(gnupg, mode=0o700)
    e = env_for(key, HOME=d, GNUPGHOME=gnupg, PASSWORD_STORE_DIR=os.path.join(d, "store"))
    run(["gpg", "--batch", "--pinentry-mode", "loopback", "--passphrase", "", "--quick-gen-key",
         "c30 pass test <pass-store@c30.invalid>", "ed25519", "cert,sign", "never"], env=e, check=True)
    fpr = [l for l in run(["gpg", "--with-colons", "--list-keys"], env=e).stdout.decode().splitlines() if l.startswith("fpr:")][0].split(":")[9]
    run(["gpg", "--batch", "--pinentry-mode", "loopback", "--passphrase", "", "--quick-add-key", fpr, "cv25519", "encr", "never"], env=e, check=True)
    run(["pass", "init", fpr], env=e, check=True)
    for n in UNITS:
        r = S.unit_rng(key, n)
        host = S.hostname(r)
        name = "%s/%s" % (r.choice(["infra", "db", "vendors", "ci"]), host.split(".")[0])
        pw = S.password(r, n=r.randint(14, 24))
        lines = [pw]
        vals = [V(pw, "secret", "bare password (first line of the entry)")]
        k = n % 4
        if k == 0:
            codes = ["%s-%s" % (S.rs(r, 4, S.LOWER_ALNUM), S.rs(r, 4, S.LOWER_ALNUM)) for _ in range(3)]
            lines += codes
            vals += [V(c, "secret", "bare recovery code") for c in codes]
        elif k == 1:
            tok = S.token(r)
            lines += [tok]
            vals.append(V(tok, "secret", "bare API token"))
        elif k == 2:
            lines += [host]
            vals.append(V(host, "private", "hostname"))
        else:
            seed = S.b32_seed(r)
            lines += [seed]
            vals.append(V(seed, "secret", "bare TOTP seed (base32)"))
        lines += ["login: %s" % r.choice(["svc_ledger", "admin", "ops-bot", "root"]),
                  "url: https://%s/" % host,
                  "rotated: 2026-%02d-%02d" % (r.randint(1, 12), r.randint(1, 28))]
        if not any(v["v"] == host for v in vals):
            vals.append(V(host, "private", "hostname"))
        run(["pass", "insert", "-m", "-f", name], env=e, input="\n".join(lines) + "\n", check=True)
        p = run(["pass", "show", name], env=e)
        st.save_proc(n, p)
        st.unit(n, vals, entry=name)
    run(["gpgconf", "--kill", "gpg-agent"], env=e)  # stop the agent gpg started for this private GNUPGHOME
    st.finish("%s (Debian pass %s)" % (run(["pass", "version"], nice=False).stdout.decode().split("v")[1].split()[0].join(["pass v", ""]), dpkg_version("pass")))


@template("keyctl", "no_key")
def cap_keyctl(st):
    key = "keyctl"
    for n in UNITS:
        r = S.unit_rng(key, n)
        ip = S.ipv4_private(r)
        host = S.hostname(r)
        pw = S.password(r, symbols="!#%+-=@^_~.,", avoid="")
        tok = S.token(r)
        binkey = bytes(r.randrange(256) for _ in range(16))
        k = n % 4
        if k == 0:
            desc1 = "cifs:a:%s" % ip
            vals = [V(ip, "private", "ipv4 in key description")]
        elif k == 1:
            desc1 = "ledger:%s" % S.rs(r, 6, S.LOWER_ALNUM)
            vals = []
        elif k == 2:
            desc1 = "rbd:%s" % host
            vals = [V(host, "private", "hostname in key description")]
        else:
            desc1 = "sync-%d" % r.randint(100, 999)
            vals = []
        script = """set -e
id1=$(keyctl add user '{d1}' '{pw}' @s)
id2=$(keyctl add user 'job:{j}' '{tok}' @s)
id3=$(keyctl padd user 'fscrypt:{fk}' @s < {bf})
keyctl show @s
keyctl print $id1
keyctl print $id2
keyctl print $id3
""".format(d1=desc1, pw=pw, j=S.rs(r, 5, S.LOWER_ALNUM), tok=tok, fk=S.hex_secret(r, 8), bf=os.path.join(wdir(key), "u%d.bin" % n))
        with open(os.path.join(wdir(key), "u%d.bin" % n), "wb") as f:
            f.write(binkey)
        p = run(["keyctl", "session", "-", "sh", "-c", script], env=env_for(key))
        st.save_proc(n, p)
        vals += [V(pw, "secret", "bare password payload"), V(tok, "secret", "bare token payload"),
                 V(binkey.hex(), "secret", "binary key payload (printed as :hex:)")]
        st.unit(n, vals)
    st.finish("%s (Debian keyutils %s)" % (first_line(["keyctl", "--version"]), dpkg_version("keyutils")))


@template("oathtool", "no_key")
def cap_oathtool(st):
    key = "oathtool"
    import base64 as _b
    for n in UNITS:
        r = S.unit_rng(key, n)
        raw = bytes(r.randrange(256) for _ in range(20))
        b32 = _b.b32encode(raw).decode()
        win = r.choice([1, 2, 3])
        if n % 3 == 0:
            ctr = r.randint(0, 500)
            argv = ["oathtool", "-v", "--hotp", "-c", str(ctr), "-w", str(win), raw.hex()]
            codes = [S.hotp(raw, ctr + i) for i in range(win + 1)]
            meta = {"mode": "hotp", "counter": ctr}
        else:
            t = 1790000000 + r.randint(0, 5000000)
            when = time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime(t))
            argv = ["oathtool", "-v", "--totp", "-b", "-N", when, "-w", str(win), b32]
            codes = [S.hotp(raw, t // 30 + i) for i in range(win + 1)]
            meta = {"mode": "totp", "time": when}
        p = run(argv, env=env_for(key))
        st.save_proc(n, p)
        printed = [l for l in p.stdout.decode().splitlines() if l.isdigit()]
        assert printed == codes, (printed, codes)
        st.unit(n, [V(c, "secret", "one-time code (recomputed by synthlib.hotp)", derived="hotp") for c in codes] +
                [V(raw.hex(), "secret", "OTP seed (hex)", False), V(b32, "secret", "OTP seed (base32)", False)], **meta)
    st.finish("%s (Debian oathtool %s)" % (first_line(["oathtool", "--version"]), dpkg_version("oathtool")))


# ==========================================================================
# pii_locale

PII_LOCALES = ["ru_RU", "el_GR", "zh_CN", "ja_JP", "ko_KR", "he_IL", "hi_IN", "ar_EG", "th_TH", "uk_UA", "ka_GE",
               "pl_PL", "tr_TR", "cs_CZ", "vi_VN", "de_DE", "fr_FR", "sv_SE", "fi_FI", "pt_BR", "es_ES", "nl_NL"]


@template("uconv", "pii_locale")
def cap_uconv(st):
    key = "uconv"
    callbacks = ["escape-java", "escape-xml-hex", "escape-xml-dec", "escape-unicode", "escape-c", "escape-java",
                 "escape-xml-hex", "escape-xml-dec"]
    locs = ["ru_RU", "el_GR", "zh_CN", "he_IL", "ko_KR", "hi_IN", "ja_JP", "ar_EG"]
    for n in UNITS:
        r = S.unit_rng(key, n)
        p_ = S.person(r, locs[n - 1])
        if n % 2:
            line = "%s;%s;%s;%s;%s %s, %s;%s;%s" % (r.randint(10000, 99999), p_["name"], p_["email"], p_["phone"], p_["zip"],
                                                      p_["city"], p_["street"], p_["national_id"], p_["birth_date"])
            fields = ["name", "email", "phone", "zip", "city", "street", "national_id", "birth_date"]
            tail = ";" + r.choice(["KYC_PENDING", "ACTIVE", "BLOCKED"])
        else:
            line = ("%s INFO kyc.verify customer=\"%s\" dob=%s id_no=%s addr=\"%s, %s %s\" tel=%s" %
                    ("2026-11-%02dT%02d:%02d:%02dZ" % (r.randint(1, 28), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59)),
                     p_["name"], p_["birth_date"], p_["national_id"], p_["street"], p_["zip"], p_["city"], p_["phone"]))
            fields = ["name", "birth_date", "national_id", "street", "zip", "city", "phone"]
            tail = ""
        if p_["iban"]:
            line += (";%s" % p_["iban"]) if n % 2 else (" iban=%s" % p_["iban"])
            fields.append("iban")
        line += tail
        p = run(["uconv", "-f", "utf-8", "-t", "us-ascii", "--callback", callbacks[n - 1]], env=env_for(key), input=line + "\n")
        st.save_proc(n, p)
        st.unit(n, person_values(p_, fields), callback=callbacks[n - 1], locale=p_["locale"], id_label=p_["id_label"])
    st.finish("%s (Debian icu-devtools %s)" % (first_line(["uconv", "--version"]), dpkg_version("icu-devtools")))


PANDOC_HEADS = [("Name", "Telefon", "IBAN", "Steuer-ID", "Geburtsdatum"),
                ("Nom", "Téléphone", "IBAN", "NIR", "Date de naissance"),
                ("Имя", "Телефон", "СНИЛС", "Адрес", "Дата рождения"),
                ("Όνομα", "Τηλέφωνο", "IBAN", "ΑΜΚΑ", "Πόλη"),
                ("氏名", "電話番号", "個人番号", "住所", "生年月日"),
                ("Ad Soyad", "Telefon", "IBAN", "TC Kimlik No", "Adres"),
                ("Imię i nazwisko", "Telefon", "IBAN", "PESEL", "Adres"),
                ("이름", "전화번호", "주민등록번호", "주소", "이메일")]
PANDOC_COLS = {"name": ("Name", "Nom", "Имя", "Όνομα", "氏名", "Ad Soyad", "Imię i nazwisko", "이름"),
               "phone": ("Telefon", "Téléphone", "Телефон", "Τηλέφωνο", "電話番号", "전화번호"),
               "iban": ("IBAN",),
               "birth_date": ("Geburtsdatum", "Date de naissance", "Дата рождения", "生年月日"),
               "address": ("Адрес", "住所", "Adres", "주소"),
               "city": ("Πόλη",),
               "email": ("이메일",)}


@template("pandoc", "pii_locale")
def cap_pandoc(st):
    key = "pandoc"
    d = wdir(key)
    import csv as _csv
    import io as _io
    locs = ["de_DE", "fr_FR", "ru_RU", "el_GR", "ja_JP", "tr_TR", "pl_PL", "ko_KR"]
    for n in UNITS:
        r = S.unit_rng(key, n)
        rows = []
        vals = []
        for i in range(2):
            p_ = S.person(r, locs[n - 1])
            row = []
            for h in PANDOC_HEADS[n - 1]:
                col = [c for c, hs in PANDOC_COLS.items() if h in hs]
                col = col[0] if col else "national_id"
                if col == "address":
                    row.append("%s, %s %s" % (p_["street"], p_["zip"], p_["city"]))
                    vals += [V(p_["street"], "private", "street"), V(p_["zip"], "private", "postal code"), V(p_["city"], "private", "city")]
                else:
                    row.append(p_[col])
                    vals.append(V(p_[col], "private", p_["id_label"] if col == "national_id" else col))
            rows.append(row)
        buf = _io.StringIO()
        w = _csv.writer(buf, lineterminator="\n")
        w.writerow(PANDOC_HEADS[n - 1])
        w.writerows(rows)
        path = os.path.join(d, "u%d.csv" % n)
        with open(path, "w", encoding="utf-8") as f:
            f.write(buf.getvalue())
        p = run(["pandoc", "-f", "csv", "-t", "html", "--ascii", path], env=env_for(key))
        st.save_proc(n, p)
        st.unit(n, vals, locale=locs[n - 1])
    st.finish("%s (Debian pandoc %s)" % (first_line(["pandoc", "--version"]), dpkg_version("pandoc")))


@template("abook", "pii_locale")
def cap_abook(st):
    key = "abook"
    d = wdir(key)
    locs = ["sv_SE", "fi_FI", "cs_CZ", "pt_BR", "vi_VN", "uk_UA", "ka_GE", "th_TH"]
    for n in UNITS:
        r = S.unit_rng(key, n)
        p_ = S.person(r, locs[n - 1])
        nick = p_["email"].split("@")[0]
        lines = ["[format]", "program=abook", "version=0.6.1", "", "[0]", "name=%s" % p_["name"], "email=%s" % p_["email"],
                 "address=%s" % p_["street"], "city=%s" % p_["city"], "zip=%s" % p_["zip"], "country=%s" % p_["country"],
                 "mobile=%s" % p_["phone"], "nick=%s" % nick, "notes=%s %s" % (p_["id_label"], p_["national_id"])]
        vals = person_values(p_, ["name", "email", "street", "city", "zip", "phone", "national_id"])
        if n % 2 == 0:
            work = S.PHONES[p_["locale"]](r)
            lines.append("workphone=%s" % work)
            vals.append(V(work, "private", "work phone"))
        if n % 3 == 0:
            url = "https://%s.example/" % S.rs(r, 6, S.LOWER_ALNUM)
            lines.append("url=%s" % url)
        path = os.path.join(d, "u%d.abook" % n)
        with open(path, "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")
        p = run(["abook", "--convert", "--infile", path, "--informat", "abook", "--outformat", "text", "--outfile", "-"],
                env=env_for(key))
        st.save_proc(n, p)
        vals.append(V(nick, "private", "nick (e-mail local part)"))
        st.unit(n, vals, locale=p_["locale"])
    st.finish("abook 0.6.1 (Debian abook %s)" % dpkg_version("abook"))


@template("s-nail", "pii_locale")
def cap_snail(st):
    key = "s-nail"
    d = wdir(key)
    locs = ["de_DE", "el_GR", "ru_RU", "pl_PL", "tr_TR", "fr_FR", "cs_CZ", "uk_UA"]
    for n in UNITS:
        r = S.unit_rng(key, n)
        a = S.person(r, locs[n - 1])
        b = S.person(r, locs[n - 1])
        outbox = os.path.join(d, "u%d.mbox" % n)
        if os.path.exists(outbox):
            os.unlink(outbox)
        body = "Guten Tag,\n" if locs[n - 1] == "de_DE" else "Hello,\n"
        body += "Rückruf erbeten: %s\nAdresse: %s\nOrt: %s %s\nIBAN: %s\nID: %s\n" % (
            b["phone"], b["street"], b["zip"], b["city"], b["iban"] or "-", b["national_id"])
        subject = "%s: %s" % (r.choice(["Rückfrage", "Re: Vertrag", "Kundenakte", "Ticket %d" % r.randint(1000, 9999)]), b["name"])
        argv = ["s-nail", "-:/", "-Sv15-compat", "-Sttycharset=utf-8", "-Smta=test://%s" % outbox,
                "-Smime-encoding=%s" % ("8bit" if locs[n - 1] in ("el_GR", "ru_RU", "uk_UA") else "quoted-printable"),
                "-Sfrom=%s <%s>" % (a["name"], a["email"]), "-s", subject,
                "%s <%s>" % (b["name"], b["email"])]
        p = run(argv, env=env_for(key, HOME=d), input=body)
        st.save_proc(n, p)
        with open(outbox, "rb") as f:
            st.save(n, "mbox", f.read())
        vals = [V(a["email"], "private", "email"), V(b["email"], "private", "email"), V(b["phone"], "private", "phone"),
                V(b["street"], "private", "street"), V(b["city"], "private", "city"), V(b["zip"], "private", "postal code"),
                V(b["national_id"], "private", b["id_label"])]
        if b["iban"]:
            vals.append(V(b["iban"], "private", "iban"))
        for nm in (a["name"], b["name"]):
            vals.append(V(nm, "private", "name", False))
            vals += [V(w, "private", "name part (RFC 2047 encodes each word separately)", False) for w in nm.split()]
        st.unit(n, vals, locale=locs[n - 1])
    st.finish("%s (Debian s-nail %s)" % (first_line(["s-nail", "-V"]), dpkg_version("s-nail")))


XSLT = """<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
<xsl:output method="xml" encoding="US-ASCII" indent="yes"/>
<xsl:template match="/"><export><xsl:for-each select="customers/customer">
<row id="{@id}" name="{name}" born="{dob}"><tel><xsl:value-of select="phone"/></tel><doc><xsl:value-of select="doc"/></doc><addr><xsl:value-of select="street"/>, <xsl:value-of select="zip"/><xsl:text> </xsl:text><xsl:value-of select="city"/></addr><mail><xsl:value-of select="email"/></mail></row>
</xsl:for-each></export></xsl:template>
</xsl:stylesheet>
"""


@template("xsltproc", "pii_locale")
def cap_xsltproc(st):
    key = "xsltproc"
    d = wdir(key)
    import html as _h
    xsl = os.path.join(d, "export.xsl")
    with open(xsl, "w") as f:
        f.write(XSLT)
    locs = ["ar_EG", "hi_IN", "th_TH", "ka_GE", "zh_CN", "he_IL", "el_GR", "vi_VN"]
    for n in UNITS:
        r = S.unit_rng(key, n)
        p_ = S.person(r, locs[n - 1])
        q = lambda s: _h.escape(s, quote=True)
        xml = ('<?xml version="1.0" encoding="UTF-8"?>\n<customers><customer id="%d"><name>%s</name><dob>%s</dob><phone>%s</phone>'
               '<doc>%s</doc><street>%s</street><zip>%s</zip><city>%s</city><email>%s</email></customer></customers>\n' % (
                   r.randint(1000, 99999), q(p_["name"]), p_["birth_date"], q(p_["phone"]), q(p_["national_id"]),
                   q(p_["street"]), q(p_["zip"]), q(p_["city"]), q(p_["email"])))
        path = os.path.join(d, "u%d.xml" % n)
        with open(path, "w", encoding="utf-8") as f:
            f.write(xml)
        p = run(["xsltproc", xsl, path], env=env_for(key))
        st.save_proc(n, p)
        st.unit(n, person_values(p_, ["name", "birth_date", "phone", "national_id", "street", "zip", "city", "email"]),
                locale=p_["locale"], id_label=p_["id_label"])
    st.finish("%s (Debian xsltproc %s)" % (first_line(["xsltproc", "--version"]), dpkg_version("xsltproc")))


# ==========================================================================
# rows


def row_people(r, n):
    loc = r.choice(["de_DE", "fr_FR", "pl_PL", "tr_TR", "sv_SE", "pt_BR", "es_ES", "nl_NL", "cs_CZ", "el_GR"])
    return S.person(r, loc)


@template("litecli", "rows")
def cap_litecli(st):
    key = "litecli"
    d = wdir(key)
    db = os.path.join(d, "app.db")
    if os.path.exists(db):
        os.unlink(db)
    import sqlite3
    con = sqlite3.connect(db)
    con.executescript("""
    create table oauth_clients(id integer primary key, client_id text, client_secret text, redirect_uri text, owner_email text, created_at text);
    create table smtp_relays(id integer primary key, relay_host text, port integer, auth_user text, auth_pass text, tls text);
    create table employees(emp_no integer primary key, full_name text, phone text, iban text, national_id text, city text);
    create table api_keys(id integer primary key, label text, key_prefix text, api_key text, sha256 text, last_ip text);
    """)
    plan = []
    for n in UNITS:
        r = S.unit_rng(key, n)
        t = ["oauth_clients", "smtp_relays", "employees", "api_keys"][(n - 1) % 4]
        host = S.hostname(r)
        if t == "oauth_clients":
            p_ = row_people(r, n)
            sec = S.token(r, ("cs_", 40, S.ALNUM))
            rid = 100 + n
            con.execute("insert into oauth_clients values(?,?,?,?,?,?)", (rid, "portal-%s" % S.rs(r, 6, S.LOWER_ALNUM), sec,
                        "https://%s/oauth/callback" % host, p_["email"], "2026-11-%02d 10:%02d:00" % (r.randint(1, 28), r.randint(0, 59))))
            vals = [V(sec, "secret", "client secret"), V(host, "private", "hostname"), V(p_["email"], "private", "email")]
            q = "select * from oauth_clients where id = %d" % rid
        elif t == "smtp_relays":
            pw = S.password(r, symbols="!#%+-=@^_~.,", avoid="")
            rid = 200 + n
            user = "mailer@" + host.split(".", 1)[1]
            con.execute("insert into smtp_relays values(?,?,?,?,?,?)", (rid, host, r.choice([25, 465, 587]), user, pw, r.choice(["starttls", "implicit"])))
            vals = [V(pw, "secret", "smtp password"), V(host, "private", "hostname"), V(user, "private", "email")]
            q = "select * from smtp_relays where id = %d" % rid
        elif t == "employees":
            p_ = row_people(r, n)
            rid = 3000 + n
            con.execute("insert into employees values(?,?,?,?,?,?)", (rid, p_["name"], p_["phone"], p_["iban"], p_["national_id"], p_["city"]))
            vals = person_values(p_, ["name", "phone", "iban", "national_id", "city"])
            q = "select * from employees where emp_no = %d" % rid
        else:
            k = S.token(r, ("lgr_sk_", 32, S.LOWER_ALNUM))
            ip = S.ipv4_private(r)
            import hashlib as _hl
            rid = 400 + n
            con.execute("insert into api_keys values(?,?,?,?,?,?)", (rid, "reporting-%d" % n, k[:11], k, _hl.sha256(k.encode()).hexdigest(), ip))
            vals = [V(k, "secret", "api key"), V(ip, "private", "ipv4")]
            q = "select * from api_keys where id = %d" % rid
        plan.append((n, t, q, vals))
    con.commit()
    con.close()
    for n, t, q, vals in plan:
        p = run(["litecli", db, "-t", "-e", q], env=env_for(key))
        st.save_proc(n, p)
        st.unit(n, vals, table=t, query=q)
    st.finish("litecli %s (Debian litecli %s, SQLite %s)" % (first_line(["litecli", "--version"]).split()[-1], dpkg_version("litecli"),
                                                           __import__("sqlite3").sqlite_version))


DS_PORT = 19960


@template("datasette", "rows")
def cap_datasette(st):
    key = "datasette"
    d = wdir(key)
    db = os.path.join(d, "crm.db")
    if os.path.exists(db):
        os.unlink(db)
    import sqlite3
    con = sqlite3.connect(db)
    con.executescript("""
    create table customers(id integer primary key, name text, email text, phone text, iban text, tax_id text, street text, city text);
    create table webhooks(id integer primary key, target_url text, signing_secret text, created_by text, active integer);
    create table sessions(sid text primary key, user_id integer, ip text, user_agent text, expires text);
    """)
    plan = []
    for n in UNITS:
        r = S.unit_rng(key, n)
        t = ["customers", "webhooks", "sessions", "customers"][(n - 1) % 4]
        if t == "customers":
            p_ = S.person(r, r.choice(["ru_RU", "zh_CN", "ja_JP", "el_GR", "he_IL", "ko_KR", "de_DE", "pl_PL"]))
            rid = 500 + n
            con.execute("insert into customers values(?,?,?,?,?,?,?,?)", (rid, p_["name"], p_["email"], p_["phone"], p_["iban"],
                                                                          p_["national_id"], p_["street"], p_["city"]))
            vals = person_values(p_, ["name", "email", "phone", "iban", "national_id", "street", "city"])
            path = "/crm/customers.json?_shape=array&id=%d" % rid
        elif t == "webhooks":
            host = S.hostname(r)
            sec = "whsec_" + S.rs(r, 32, S.ALNUM)
            p_ = S.person(r, r.choice(["fr_FR", "tr_TR", "sv_SE"]))
            rid = 600 + n
            con.execute("insert into webhooks values(?,?,?,?,?)", (rid, "https://%s/hooks/ledger" % host, sec, p_["email"], 1))
            vals = [V(sec, "secret", "webhook signing secret"), V(host, "private", "hostname"), V(p_["email"], "private", "email")]
            path = "/crm/webhooks.json?_shape=array&id=%d" % rid
        else:
            sid = S.rs(r, 32, S.LOWER_ALNUM)
            ip = S.ipv4_private(r) if n % 2 else S.ipv6_ula(r)
            con.execute("insert into sessions values(?,?,?,?,?)", (sid, r.randint(1, 9999), ip, "Mozilla/5.0 (X11; Linux x86_64)", "2026-12-%02dT00:00:00Z" % r.randint(1, 28)))
            vals = [V(sid, "secret", "session id"), V(ip, "private", "ip")]
            path = "/crm/sessions.json?_shape=array&sid=%s" % sid
        plan.append((n, t, path, vals))
    con.commit()
    con.close()
    e = env_for(key)
    server = subprocess.Popen(NICE + ["/tmp/c30run/venv/bin/datasette", "serve", db, "-h", "127.0.0.1", "-p", str(DS_PORT)],
                              env=e, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        assert wait_port(DS_PORT)
        import urllib.request
        for n, t, path, vals in plan:
            with urllib.request.urlopen("http://127.0.0.1:%d%s" % (DS_PORT, path)) as resp:
                body = resp.read()
            st.save(n, "body", body)
            st.unit(n, vals, table=t, path=path)
    finally:
        server.terminate()
        server.wait()
    ver = run(["/tmp/c30run/venv/bin/datasette", "--version"], nice=False).stdout.decode().strip()
    st.finish("%s (PyPI, in /tmp/c30run/venv; SQLite %s)" % (ver, __import__("sqlite3").sqlite_version))


@template("db_dump", "rows")
def cap_db_dump(st):
    key = "db_dump"
    d = wdir(key)
    for n in UNITS:
        r = S.unit_rng(key, n)
        db = os.path.join(d, "u%d.db" % n)
        if os.path.exists(db):
            os.unlink(db)
        k = n % 4
        p_ = row_people(r, n)
        if k == 1:
            sid = S.rs(r, 40, S.LOWER_ALNUM + "-")
            recs = [("session:" + sid, json.dumps({"uid": r.randint(1, 9999), "email": p_["email"], "csrf": S.rs(r, 24, S.ALNUM)}))]
            vals = [V(sid, "secret", "session id (key)"), V(p_["email"], "private", "email")]
            vals.append(V(json.loads(recs[0][1])["csrf"], "secret", "csrf token"))
        elif k == 2:
            recs = [("user:%d" % r.randint(100, 999), "%s|%s|%s" % (p_["name"], p_["phone"], p_["birth_date"]))]
            vals = person_values(p_, ["name", "phone", "birth_date"])
        elif k == 3:
            pw = S.password_intl(r)
            recs = [("cred:%s" % S.hostname(r), pw)]
            vals = [V(pw, "secret", "password"), V(recs[0][0][5:], "private", "hostname")]
        else:
            tok = S.token(r)
            recs = [("apikey:%s" % p_["email"], tok)]
            vals = [V(tok, "secret", "api key"), V(p_["email"], "private", "email")]
        lines = ["VERSION=3", "format=print", "type=btree", "HEADER=END"]
        for kk, vv in recs:
            lines += [" " + S.bdb_print(kk), " " + S.bdb_print(vv)]
        lines.append("DATA=END")
        run(["db5.3_load", db], input="\n".join(lines) + "\n", check=True, env=env_for(key))
        p = run(["db5.3_dump", "-p", db], env=env_for(key))
        st.save_proc(n, p)
        st.unit(n, vals, db=os.path.basename(db), table=["apikey_index.db", "session_store.db", "user_cache.db", "cred_cache.db"][k])
    st.finish("%s (Debian db5.3-util %s)" % (first_line(["db5.3_dump", "-V"]), dpkg_version("db5.3-util")))


@template("ldb", "rows")
def cap_ldb(st):
    key = "ldb"
    d = wdir(key)
    for n in UNITS:
        r = S.unit_rng(key, n)
        db = os.path.join(d, "u%d.rocks" % n)
        shutil.rmtree(db, ignore_errors=True)
        p_ = row_people(r, n)
        host = S.hostname(r)
        tok = S.token(r)
        k = n % 4
        if k == 0:
            kv = ("cfg/%s/db_url" % r.choice(["ledger", "billing"]), "postgres://app:%s@%s:5432/app" % (S.urllib_quote(S.password(r, 14)), host))
            pw = kv[1].split(":")[2].split("@")[0]
            import urllib.parse as _up
            vals = [V(_up.unquote(pw), "secret", "password in DSN"), V(host, "private", "hostname")]
        elif k == 1:
            kv = ("tok/%s" % S.rs(r, 8, S.LOWER_ALNUM), json.dumps({"token": tok, "scope": "repo:write", "owner": p_["email"]}))
            vals = [V(tok, "secret", "token"), V(p_["email"], "private", "email")]
        elif k == 2:
            kv = ("cust/%d" % r.randint(1000, 9999), json.dumps({"name": p_["name"], "iban": p_["iban"], "tel": p_["phone"]}, ensure_ascii=False))
            vals = person_values(p_, ["name", "iban", "phone"])
        else:
            kv = ("node/%s" % host, json.dumps({"ip": S.ipv4_private(r), "mac": S.mac_local(r), "join_token": tok}))
            o = json.loads(kv[1])
            vals = [V(host, "private", "hostname"), V(o["ip"], "private", "ipv4"), V(o["mac"], "private", "mac"), V(tok, "secret", "join token")]
        run(["ldb", "--db=" + db, "--create_if_missing", "put", kv[0], kv[1]], check=True, env=env_for(key))
        argv = ["ldb", "--db=" + db, "scan"] + (["--value_hex"] if n in (3, 6) else [])
        p = run(argv, env=env_for(key))
        st.save_proc(n, p)
        st.unit(n, vals, hex=n in (3, 6))
    st.finish("%s (Debian rocksdb-tools %s)" % (first_line(["ldb", "--version"]), dpkg_version("rocksdb-tools")))


@template("tctmgr", "rows")
def cap_tctmgr(st):
    key = "tctmgr"
    d = wdir(key)
    for n in UNITS:
        r = S.unit_rng(key, n)
        db = os.path.join(d, "u%d.tct" % n)
        if os.path.exists(db):
            os.unlink(db)
        run(["tctmgr", "create", db], check=True, env=env_for(key))
        vals = []
        pks = []
        for i in range(1):
            p_ = row_people(r, n)
            pk = str(r.randint(10000, 99999))
            pks.append(pk)
            if n % 2:
                cols = ["login", p_["email"].split("@")[0], "email", p_["email"], "pw_hash",
                        "$argon2id$v=19$m=65536,t=3,p=4$%s$%s" % (S.rs(r, 22, S.ALNUM + "+/"), S.rs(r, 43, S.ALNUM + "+/")),
                        "otp_seed", S.b32_seed(r)]
                vals += [V(p_["email"], "private", "email"), V(cols[5], "secret", "password hash"), V(cols[7], "secret", "otp seed"),
                         V(cols[1], "private", "login (e-mail local part)")]
            else:
                cols = ["name", p_["name"], "phone", p_["phone"], "iban", p_["iban"], "city", p_["city"]]
                vals += person_values(p_, ["name", "phone", "iban", "city"])
            run(["tctmgr", "put", db, pk] + cols, check=True, env=env_for(key))
        p = run(["tctmgr", "search", "-pv", db], env=env_for(key))
        st.save_proc(n, p)
        st.unit(n, vals, pks=pks, table="users.tct" if n % 2 else "customers.tct")
    st.finish("%s (Debian tokyocabinet-bin %s)" % (first_line(["tctmgr", "version"]), dpkg_version("tokyocabinet-bin")))


# ==========================================================================
# main


def main(argv):
    keys = argv[1:] or list(REGISTRY)
    os.makedirs(CAP, exist_ok=True)
    for k in keys:
        cls, fn = REGISTRY[k]
        t0 = time.time()
        st = Store(k)
        fn(st)
        print("%-18s %-12s %5.1fs" % (k, cls, time.time() - t0), flush=True)


if __name__ == "__main__":
    main(sys.argv)
