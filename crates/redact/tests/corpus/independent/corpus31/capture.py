#!/usr/bin/env python3
"""corpus31 capture: runs real software on this machine with planted values and
stores what it prints under captured/<template>/<n>.txt (+ <n>.runtime.json for
values only known at run time, e.g. PIDs of processes started here).

Usage: capture.py [template-key-substring ...]
All commands run under `nice -n 10`, LC_ALL=C.UTF-8, TZ=UTC, private HOME per program,
sequentially. Scratch state lives under /tmp/c31run/.
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
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import plants  # noqa: E402

SCRATCH = "/tmp/c31run/scratch"
CAP = os.path.join(HERE, "captured")
N = 8
RUN = {}
VERS = {}


def runs(prog, vercmd):
    def deco(fn):
        key = [k for k, t in plants.T.items() if t["prog"] == prog][0]
        RUN[key] = fn
        VERS[key] = vercmd
        return fn
    return deco


def env_for(home, extra=None):
    e = {"PATH": "/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin", "LC_ALL": "C.UTF-8", "LANG": "C.UTF-8",
         "TZ": "UTC", "HOME": home, "TERM": "dumb"}
    if extra:
        e.update(extra)
    return e


class Ctx:
    def __init__(self, key, n):
        self.key, self.n = key, n
        self.d = os.path.join(SCRATCH, key, str(n))
        shutil.rmtree(self.d, ignore_errors=True)
        os.makedirs(self.d)
        self.home = os.path.join(SCRATCH, key, "home")
        os.makedirs(self.home, exist_ok=True)
        self.runtime = {}
        self.cmds = []

    def w(self, name, data, mode=None):
        p = os.path.join(self.d, name)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "wb" if isinstance(data, bytes) else "w") as f:
            f.write(data)
        if mode:
            os.chmod(p, mode)
        return p

    def run(self, argv, stdin=None, env=None, check=False, merge=True, timeout=60, shell=False):
        self.cmds.append(argv if isinstance(argv, str) else " ".join(argv))
        full = ["nice", "-n", "10"] + (["sh", "-c", argv] if shell else list(argv))
        p = subprocess.run(full, input=stdin.encode() if isinstance(stdin, str) else stdin, cwd=self.d,
                           env=env_for(self.home, env), stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT if merge else subprocess.DEVNULL, timeout=timeout)
        if check and p.returncode:
            raise RuntimeError("%s failed rc=%d: %s" % (argv, p.returncode, p.stdout.decode(errors="replace")))
        return p.stdout.decode("utf-8")

    def popen(self, argv, env=None, **kw):
        self.cmds.append(" ".join(argv) + " &")
        return subprocess.Popen(["nice", "-n", "10"] + list(argv), cwd=self.d, env=env_for(self.home, env),
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, **kw)


def fakebin(c, names):
    b = os.path.join(c.d, "bin")
    os.makedirs(b, exist_ok=True)
    for nm in names:
        os.symlink("/bin/true", os.path.join(b, nm))
    return b


def netns_script(c, body, hosts=None, addrs=()):
    """Run `body` (sh) inside private net+mount namespaces: lo up, planted addresses on lo,
    private /etc/hosts.  The host's network configuration is untouched."""
    pre = ["set -e", "ip link set lo up"]
    for a in addrs:
        pre.append("ip addr add %s/128 dev lo nodad" % a if ":" in a else "ip addr add %s/32 dev lo" % a)
    if hosts is not None:
        hp = c.w("hosts", "127.0.0.1 localhost\n::1 localhost\n" + hosts)
        pre.append("mount --bind %s /etc/hosts" % hp)
    pre.append("exec 2>&1")
    script = c.w("ns.sh", "\n".join(pre) + "\n" + body + "\n")
    return ["unshare", "-n", "-m", "sh", script]


# ====================================================================== encoded
@runs("httpie", ["http", "--version"])
def _(c, v):
    u, p = v["user"][0], v["password"][0]
    return c.run(["http", "--ignore-stdin", "--offline", "-a", "%s:%s" % (u, p), "POST",
                  "https://%s/oauth2/token" % v["host"][0], "grant_type=client_credentials",
                  "client_id=ledger-sync", "payload=" + json.dumps({"client_secret": v["client_secret"][0], "scope": "ledger.read"}),
                  "sig==" + v["sig"][0], "X-Request-Source:batch"])


@runs("cmark", ["cmark", "--version"])
def _(c, v):
    h, u, p, t = (v[k][0] for k in ("host", "user", "password", "token"))
    md = ("## Zugang für die Buchhaltung\n\n"
          "- Server: %s\n- Benutzer: `%s`\n- Kennwort: `%s`\n"
          "- [Direkt anmelden](https://%s/sso/login?user=%s&pass=%s&next=/übersicht)\n\n"
          "Der Schlüssel für die API steht unten:\n\n    %s\n" % (h, u, p, h, u, p, t))
    c.w("in.md", md)
    return c.run(["cmark", "in.md"])


@runs("qprint", ["qprint", "--version"])
def _(c, v):
    body = ("Hallo %s,\n\nIhr neues Kennwort für den Server\n%s\nlautet:\n%s\n\nDer API-Schlüssel lautet:\n%s\n\n"
            "Viele Grüße\nIhr Rechenzentrum\n" % (v["first"][0], v["host"][0], v["passphrase"][0], v["apikey"][0]))
    c.w("body.txt", body)
    return c.run(["qprint", "-e", "body.txt"])


@runs("hexdump", ["hexdump", "--version"])
def _(c, v):
    hdr = b"SESSv2\x00\x01" + bytes([0, 0, 0, 0x2a, 0, 0, 0, 0x10])
    user = v["user"][0].encode().ljust(16, b"\x00")
    data = hdr + v["session"][0].encode() + user + b"\x7fEXP\x00\x00\x00\x00" + struct.pack(">I", 1767225600) + b"\xff\xfe"
    c.w("sess.bin", data)
    return c.run(["hexdump", "-C", "sess.bin"])


@runs("jsonnet", ["jsonnet", "--version"])
def _(c, v):
    u, p, h = v["user"][0], v["password"][0], v["host"][0]
    src = """local u = std.extVar('u'), p = std.extVar('p'), h = std.extVar('h');
{
  apiVersion: 'v1',
  kind: 'Secret',
  metadata: { name: 'regcred', namespace: 'ci', annotations: { 'registry.host': h } },
  type: 'kubernetes.io/dockerconfigjson',
  data: {
    '.dockerconfigjson': std.base64(std.manifestJsonMinified({ auths: { [h]: { username: u, password: p, auth: std.base64(u + ':' + p) } } })),
    'webhook-secret': std.base64(std.extVar('w')),
  },
  stringData: { 'config.json': std.manifestJsonMinified({ db: { dsn: std.extVar('dsn'), pool: 8 } }) },
}
"""
    c.w("secret.jsonnet", src)
    return c.run(["jsonnet", "-V", "u=" + u, "-V", "p=" + p, "-V", "h=" + h, "-V", "w=" + v["webhook"][0],
                  "-V", "dsn=" + v["dsn"][0], "secret.jsonnet"])


# ====================================================================== infra
def _eth(dst, src, typ, payload):
    m = lambda s: bytes(int(x, 16) for x in s.split(":"))
    return m(dst) + m(src) + struct.pack(">H", typ) + payload


def _ip4(s):
    return socket.inet_aton(s)


def _csum(b):
    if len(b) % 2:
        b += b"\0"
    s = sum(struct.unpack(">%dH" % (len(b) // 2), b))
    s = (s >> 16) + (s & 0xffff)
    s += s >> 16
    return (~s) & 0xffff


def _udp4(src, dst, sp, dp, payload, ident):
    udp = struct.pack(">HHHH", sp, dp, 8 + len(payload), 0) + payload
    ip = struct.pack(">BBHHHBBH4s4s", 0x45, 0, 20 + len(udp), ident, 0, 64, 17, 0, _ip4(src), _ip4(dst))
    ip = ip[:10] + struct.pack(">H", _csum(ip)) + ip[12:]
    return ip + udp


def _dnsname(n):
    return b"".join(bytes([len(x)]) + x.encode() for x in n.split(".")) + b"\0"


def _dns(qid, name, qtype, answer=None):
    flags = 0x8180 if answer else 0x0100
    q = _dnsname(name) + struct.pack(">HH", qtype, 1)
    body = struct.pack(">HHHHHH", qid, flags, 1, 1 if answer else 0, 0, 0) + q
    if answer:
        body += b"\xc0\x0c" + struct.pack(">HHIH", qtype, 1, 300, len(answer)) + answer
    return body


@runs("tshark", ["sh", "-c", "tshark --version 2>/dev/null | head -1"])
def _(c, v):
    m1, m2, i1, i2, dns, h, i6, i3 = (v[k][0] for k in ("mac1", "mac2", "ip1", "ip2", "dns", "host", "ip6", "ip3"))
    pk = []
    arp = lambda op, sm, si, tm, ti: struct.pack(">HHBBH", 1, 0x0800, 6, 4, op) + bytes(int(x, 16) for x in sm.split(":")) + _ip4(si) + bytes(int(x, 16) for x in tm.split(":")) + _ip4(ti)
    pk.append(_eth("ff:ff:ff:ff:ff:ff", m1, 0x0806, arp(1, m1, i1, "00:00:00:00:00:00", i2)))
    pk.append(_eth(m1, m2, 0x0806, arp(2, m2, i2, m1, i1)))
    pk.append(_eth(m2, m1, 0x0800, _udp4(i1, dns, 40111, 53, _dns(0x3a11, h, 1), 1)))
    pk.append(_eth(m1, m2, 0x0800, _udp4(dns, i1, 53, 40111, _dns(0x3a11, h, 1, _ip4(i3)), 2)))
    pk.append(_eth(m2, m1, 0x0800, _udp4(i1, dns, 40112, 53, _dns(0x3a12, h, 28), 3)))
    pk.append(_eth(m1, m2, 0x0800, _udp4(dns, i1, 53, 40112, _dns(0x3a12, h, 28, socket.inet_pton(socket.AF_INET6, i6)), 4)))
    out = struct.pack("<IHHiIII", 0xa1b2c3d4, 2, 4, 0, 0, 65535, 1)
    t0 = 1767225600 + c.n * 3600
    for k, p in enumerate(pk):
        out += struct.pack("<IIII", t0, k * 1375, len(p), len(p)) + p
    c.w("cap.pcap", out)
    return c.run(["tshark", "-n", "-r", "cap.pcap"])


@runs("pstree", ["pstree", "--version"])
def _(c, v):
    child = "import time; time.sleep(20)"
    parent = ("import subprocess,sys,time; "
              "ps=[subprocess.Popen(['containerd-shim-runc-v2','-c',%r,'-namespace','k8s.io','-id',p,'-address','/run/containerd/containerd.sock'],executable='/usr/bin/python3') for p in sys.argv[1:3]]; "
              "print(' '.join(str(p.pid) for p in ps),flush=True); "
              "time.sleep(20)" % child)
    argv = ["kubelet", "-c", parent, v["pod1"][0], v["pod2"][0], "--hostname-override=" + v["node"][0],
            "--node-ip=" + v["nodeip"][0], "--kubeconfig=/etc/kubernetes/kubelet.conf",
            "--server=https://%s:6443" % v["apiserver"][0]]
    # the launcher: argv[0] of the kubelet stand-in is set via executable=
    p = subprocess.Popen(["nice", "-n", "10", "python3", "-c",
                          "import os,sys; os.execv('/usr/bin/python3', sys.argv[1:])"] + argv,
                         stdout=subprocess.PIPE, env=env_for(c.home), cwd=c.d)
    kids = p.stdout.readline().decode().split()
    time.sleep(0.5)
    out = c.run(["pstree", "-p", "-a", "-l", str(p.pid)])
    for k in kids:
        try:
            os.kill(int(k), signal.SIGTERM)
        except ProcessLookupError:
            pass
    p.terminate()
    p.wait()
    c.runtime["pids"] = [p.pid] + [int(k) for k in kids]
    return out


@runs("traceroute", ["traceroute", "--version"])
def _(c, v):
    h1, i1, h2, i2, h6, i6 = (v[k][0] for k in ("host1", "ip1", "host2", "ip2", "host6", "ip6"))
    hosts = "%s %s\n%s %s\n%s %s\n" % (i1, h1, i2, h2, i6, h6)
    body = "traceroute -q 2 -m 4 %s\ntraceroute -q 2 -m 4 %s\ntraceroute -6 -q 2 -m 4 %s\n" % (h1, i2, h6)
    return c.run(netns_script(c, body, hosts, [i1, i2, i6]))


@runs("fping", ["fping", "--version"])
def _(c, v):
    h1, i1, h2, i2, i3, i6 = (v[k][0] for k in ("host1", "ip1", "host2", "ip2", "ip3", "ip6"))
    hosts = "%s %s\n%s %s\n" % (i1, h1, i2, h2)
    body = "fping -e -A -d -c 1 -q %s %s || true\nfping -e -A -d %s %s %s || true\nfping -6 -e %s || true\n" % (h1, i2, i1, h2, i3, i6)
    return c.run(netns_script(c, body, hosts, [i1, i2, i6]))


@runs("birdc", ["bird", "--version"])
def _(c, v):
    rid, p1, p1h, p2, p2h, lip = (v[k][0] for k in ("routerid", "peer1", "peer1host", "peer2", "peer2host", "localip"))
    conf = """router id %s;
log "%s/bird.log" all;
protocol device { }
protocol static st_intern {
  ipv4;
  route 10.%d.0.0/16 unreachable;
  route 172.%d.%d.0/24 blackhole;
}
protocol bgp uplink_a {
  description "%s";
  local %s as 65001;
  neighbor %s as 65010;
  ipv4 { import all; export none; };
}
protocol bgp uplink_b {
  description "%s";
  local as 65001;
  neighbor %s as 65020;
  ipv6 { import all; export none; };
}
""" % (rid, c.d, c.n + 40, 16 + c.n, c.n * 3, p1h, lip, p1, p2h, p2)
    c.w("bird.conf", conf)
    sock = os.path.join(c.d, "bird.ctl")
    body = ("bird -f -c bird.conf -s %s & BP=$!\nsleep 1.5\n"
            "birdc -s %s show status\nbirdc -s %s 'show protocols all \"uplink*\"'\nbirdc -s %s show route\n"
            "kill $BP\nwait $BP || true\n" % (sock, sock, sock, sock))
    return c.run(netns_script(c, body, None, [lip]))


# ====================================================================== positional
def pos_cmd(v, n, style):
    u, p, h = v["user"][0], v["password"][0], v["host"][0]
    pq = urllib.parse.quote(p, safe="")
    cmds = [
        ["mysqldump", "-h", h, "-u", u, "-p" + p, "--single-transaction", "billing"],
        ["pg_dump", "postgresql://%s:%s@%s:5432/ledger" % (u, pq, h), "-Fc", "-f", "ledger.dump"],
        ["curl", "-fsS", "-u", "%s:%s" % (u, p), "https://%s/api/v2/export" % h],
        ["sshpass", "-p", p, "ssh", "-o", "BatchMode=no", "%s@%s" % (u, h), "uptime"],
        ["redis-cli", "-h", h, "-p", "6380", "--user", u, "-a", p, "--no-auth-warning", "ping"],
        ["smbclient", "//%s/finanzen" % h, p, "-U", u, "-c", "ls"],
        ["lftp", "-u", "%s,%s" % (u, p), "sftp://%s" % h, "-e", "mirror /out; bye"],
        ["mongodump", "--uri=mongodb://%s:%s@%s:27017/crm?authSource=admin" % (u, pq, h), "--gzip"],
    ]
    return cmds[n]


FAKE = ["mysqldump", "pg_dump", "curl", "sshpass", "redis-cli", "smbclient", "lftp", "mongodump", "psql", "rsync"]


@runs("time", ["/usr/bin/time", "--version"])
def _(c, v):
    b = fakebin(c, FAKE)
    return c.run(["/usr/bin/time", "-v"] + pos_cmd(v, c.n, "time"), env={"PATH": b + ":/usr/bin:/bin"})


@runs("valgrind", ["valgrind", "--version"])
def _(c, v):
    b = fakebin(c, FAKE)
    cmd = pos_cmd(v, (c.n + 3) % 8, "vg")
    p = c.popen(["valgrind", "--tool=none"] + cmd, env={"PATH": b + ":/usr/bin:/bin"})
    out = p.communicate()[0].decode()
    # nice execs valgrind in the same process: the ==PID== prefix is p.pid
    c.runtime["pids"] = [p.pid]
    return out


SRV = r'''
import socket, sys, base64
proto, host, port = sys.argv[1], sys.argv[2], int(sys.argv[3])
s = socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1); s.bind((host, port)); s.listen(1)
print("ready", flush=True)
c, _ = s.accept(); f = c.makefile("rb")
def send(x): c.sendall(x.encode() + b"\r\n")
greet = {"ftp": "220 (vsFTPd 3.0.3)", "pop3": "+OK POP3 server ready <1896.697170952@mail>",
         "imap": "* OK [CAPABILITY IMAP4rev1 AUTH=PLAIN] ready", "smtp": "220 mx ESMTP ready"}[proto]
send(greet)
step = 0
for line in f:
    l = line.decode().strip()
    if not l: continue
    w = l.split()
    if proto == "ftp":
        send({"USER": "331 Please specify the password.", "PASS": "230 Login successful.", "QUIT": "221 Goodbye."}.get(w[0], "200 OK"))
    elif proto == "pop3":
        send({"USER": "+OK", "PASS": "+OK maildrop has 2 messages", "QUIT": "+OK bye"}.get(w[0], "+OK"))
    elif proto == "imap":
        send("%s OK %s completed" % (w[0], w[1]))
    else:
        if w[0] == "EHLO": send("250-mx\r\n250 AUTH PLAIN LOGIN")
        elif w[0] == "AUTH" and len(w) == 2: send("334 VXNlcm5hbWU6")
        elif w[0] == "AUTH": send("235 2.7.0 Authentication successful")
        elif w[0] == "QUIT": send("221 2.0.0 Bye")
        elif step == 0: step = 1; send("334 UGFzc3dvcmQ6")
        else: send("235 2.7.0 Authentication successful")
    if w[0] in ("QUIT", "a3"): break
    if proto == "imap" and w[1] == "LOGOUT": break
c.close()
'''

CLI = r'''
import socket, sys, base64, time
proto, src, host, port, u, p = sys.argv[1:7]
s = socket.socket(); s.bind((src, 0)); s.connect((host, int(port))); f = s.makefile("rb")
def rd(): return f.readline()
def send(x): s.sendall(x.encode() + b"\r\n"); time.sleep(0.05)
rd()
if proto == "ftp":
    for x in ("USER " + u, "PASS " + p, "QUIT"): send(x); rd()
elif proto == "pop3":
    for x in ("USER " + u, "PASS " + p, "QUIT"): send(x); rd()
elif proto == "imap":
    send('a1 LOGIN %s "%s"' % (u, p)); rd(); send("a2 LOGOUT"); rd()
elif proto == "smtp":
    send("EHLO client"); rd(); rd()
    send("AUTH PLAIN " + base64.b64encode(("\0%s\0%s" % (u, p)).encode()).decode()); rd(); send("QUIT"); rd()
else:
    send("EHLO client"); rd(); rd(); send("AUTH LOGIN"); rd()
    send(base64.b64encode(u.encode()).decode()); rd(); send(base64.b64encode(p.encode()).decode()); rd(); send("QUIT"); rd()
'''


@runs("tcpflow", ["tcpflow", "-V"])
def _(c, v):
    u, p, srv, cli = v["user"][0], v["password"][0], v["srv"][0], v["cli"][0]
    proto = ["ftp", "pop3", "imap", "smtp", "smtplogin", "ftp", "imap", "pop3"][c.n]
    c.w("srv.py", SRV)
    c.w("cli.py", CLI)
    sp = "smtp" if proto.startswith("smtp") else proto
    body = ("tcpflow -c -i lo -B port 19972 > flow.txt 2>/dev/null & TP=$!\nsleep 1.5\n"
            "python3 srv.py %s %s 19972 > /dev/null & SP=$!\nsleep 0.5\n"
            "python3 cli.py %s %s %s 19972 '%s' '%s'\nwait $SP\nsleep 1\nkill -INT $TP\nwait $TP || true\ncat flow.txt\n"
            % (sp, srv, proto, cli, srv, u, p.replace("'", "'\\''")))
    return c.run(netns_script(c, body, None, [srv, cli]))


@runs("mksh", ["mksh", "-c", "echo $KSH_VERSION"])
def _(c, v):
    b = fakebin(c, FAKE)
    u, p, h, t = (v[k][0] for k in ("user", "password", "host", "token"))
    cmd = pos_cmd(v, (c.n + 5) % 8, "mksh")
    q = lambda s: "'" + s.replace("'", "'\\''") + "'"
    script = ("U=%s\nP=%s\nH=%s\nT=%s\nset -x\n%s\ncurl -fsS -H \"PRIVATE-TOKEN: $T\" https://$H/api/v4/projects\n"
              "rsync -a ./dist/ \"$U@$H:/srv/www/\"\n" % (q(u), q(p), q(h), q(t), " ".join(q(x) for x in cmd)))
    c.w("deploy.sh", script)
    return c.run(["mksh", "deploy.sh"], env={"PATH": b + ":/usr/bin:/bin"})


@runs("ninja", ["ninja", "--version"])
def _(c, v):
    b = fakebin(c, FAKE)
    u, p, h, t = (v[k][0] for k in ("user", "password", "host", "token"))
    cmd = pos_cmd(v, (c.n + 2) % 8, "ninja")
    q = lambda s: "'" + s.replace("'", "'\\''") + "'"
    nin = ("rule fetch\n  command = curl -fsS -H 'Authorization: Bearer %s' -o $out https://%s/artifacts/$in\n"
           "rule dump\n  command = %s > $out\n"
           "build vendor.tar: fetch vendor.lock\nbuild db.sql: dump | vendor.tar\n" % (t, h, " ".join(q(x) for x in cmd).replace("$", "$$")))
    c.w("build.ninja", nin)
    c.w("vendor.lock", "x\n")
    return c.run(["ninja", "-v"], env={"PATH": b + ":/usr/bin:/bin"})


# ====================================================================== main
def version_of(key):
    t = plants.T[key]
    try:
        pv = subprocess.run(["dpkg-query", "-W", "-f", "${Version}", t["pkg"]], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL).stdout.decode().strip()
    except Exception:
        pv = ""
    vc = VERS[key]
    out = subprocess.run(vc, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env_for("/tmp/c31run/scratch"),
                         cwd="/tmp").stdout.decode("utf-8", "replace").strip().splitlines()
    return {"pkg": t["pkg"], "pkg_version": pv, "version_cmd": " ".join(vc), "version_line": (out or [""])[0].strip()}


def main():
    sel = sys.argv[1:]
    if sel and sel[0] == "--versions-only":
        vpath = os.path.join(CAP, "versions.json")
        versions = json.load(open(vpath))
        for key in RUN:
            versions[key] = version_of(key)
        with open(vpath, "w") as f:
            json.dump(versions, f, indent=1, sort_keys=True, ensure_ascii=False)
        return
    os.makedirs(CAP, exist_ok=True)
    vpath = os.path.join(CAP, "versions.json")
    versions = json.load(open(vpath)) if os.path.exists(vpath) else {}
    for key in sorted(RUN):
        if sel and not any(s in key for s in sel):
            continue
        versions[key] = version_of(key)
        d = os.path.join(CAP, key)
        shutil.rmtree(d, ignore_errors=True)
        os.makedirs(d)
        for n in range(N):
            c = Ctx(key, n)
            v = plants.plant(key, n)
            out = RUN[key](c, v)
            with open(os.path.join(d, "%d.txt" % n), "w") as f:
                f.write(out)
            with open(os.path.join(d, "%d.meta.json" % n), "w") as f:
                json.dump({"commands": c.cmds, "runtime": c.runtime}, f, ensure_ascii=False, indent=1)
        print("captured", key, file=sys.stderr)
    with open(vpath, "w") as f:
        json.dump(versions, f, indent=1, sort_keys=True, ensure_ascii=False)



# ====================================================================== key_unusual
AUG_KEYS = [("HASLO_BAZY", "KLUCZ_API", "SERWER_BAZY", "ZIARNO_OTP"),
            ("SALASANA", "API_AVAIN", "PALVELIN", "OTP_SIEMEN"),
            ("PAROLA_DB", "ERISIM_ANAHTARI", "SUNUCU", "OTP_TOHUMU"),
            ("LOSENORD", "APINYCKEL", "VARD", "ENGANGSFRO"),
            ("SENHA_SMTP", "CHAVE_ACESSO", "SERVIDOR", "SEMENTE_OTP"),
            ("WACHTWOORD", "TOEGANGSSLEUTEL", "DOELSERVER", "OTP_ZAAD"),
            ("JELSZO", "HOZZAFERESI_KULCS", "KISZOLGALO", "OTP_MAG"),
            ("HESLO_K_DATABAZI", "PRISTUPOVY_KLIC", "HOSTITEL", "OTP_SEMINKO")]


@runs("augtool", ["augtool", "--version"])
def _(c, v):
    k = AUG_KEYS[c.n]
    app = ["fakturownia", "palkanlaskenta", "muhasebe", "lonesystem", "faturamento", "boekhouding", "szamlazo", "ucetnictvi"][c.n]
    root = os.path.join(c.d, "root")
    os.makedirs(root + "/etc/default")
    with open(root + "/etc/default/" + app, "w") as f:
        f.write("# %s\n%s=%s\n%s=\"%s\"\n%s='%s'\n%s=%s\nLOG_LEVEL=info\n" % (app, k[2], v["host"][0], k[0], v["password"][0], k[1], v["token"][0], k[3], v["otp"][0]))
    cmds = ("set /augeas/load/Shellvars/lens Shellvars.lns\nset /augeas/load/Shellvars/incl /etc/default/%s\nload\n"
            "print /files/etc/default/%s\n" % (app, app))
    return c.run(["augtool", "-r", root, "-A", "-L"], stdin=cmds)


NC_KEYS = [("hasło_operatora", "klucz_dostępu", "osoba_kontaktowa", "serwer_danych"),
           ("contraseña_operador", "clave_de_acceso", "responsable", "servidor_datos"),
           ("Passwort_Betreiber", "Zugriffsschlüssel", "Ansprechpartner", "Datenserver"),
           ("mot_de_passe", "clé_d_accès", "responsable_scientifique", "serveur_données"),
           ("wachtwoord_beheer", "toegangssleutel", "contactpersoon", "gegevensserver"),
           ("lösenord_operatör", "åtkomstnyckel", "kontaktperson", "dataserver"),
           ("salasana_ylläpito", "pääsyavain", "yhteyshenkilö", "datapalvelin"),
           ("senha_operador", "chave_de_acesso", "responsável", "servidor_de_dados")]


@runs("ncdump", ["sh", "-c", "ncdump 2>&1 | tail -1"])
def _(c, v):
    k = NC_KEYS[c.n]
    esc = lambda s: s.replace("\\", "\\\\").replace('"', '\\"')
    cdl = """netcdf station_%d {
dimensions:
	time = 3 ;
variables:
	double time(time) ;
		time:units = "seconds since 2024-01-01 00:00:00" ;
	float temperature(time) ;
		temperature:units = "degC" ;
// global attributes:
		:title = "Messstation %d" ;
		:%s = "%s" ;
		:%s = "%s" ;
		:%s = "%s" ;
		:%s = "%s" ;
data:
 time = 0, 600, 1200 ;
 temperature = 11.5, 11.7, 12.1 ;
}
""" % (c.n, c.n, k[0], esc(v["password"][0]), k[1], esc(v["token"][0]), k[2], esc(v["name"][0]), k[3], v["host"][0])
    c.w("st.cdl", cdl)
    c.run(["ncgen", "-o", "st.nc", "st.cdl"], check=True)
    return c.run(["ncdump", "-h", "st.nc"])


FLAC_KEYS = [("SALASANA", "API_AVAIN", "TEKIJA", "SAHKOPOSTI"), ("HASLO", "KLUCZ", "WYKONAWCA", "EPOCZTA"),
             ("PASSWORT", "ZUGANGSTOKEN", "URHEBER", "KONTAKT_EPOST"), ("CONTRASENA", "CLAVE", "AUTORA", "CORREO"),
             ("WACHTWOORD", "SLEUTEL", "MAKER", "EMAILADRES"), ("LOSENORD", "NYCKEL", "UPPHOVSPERSON", "EPOST"),
             ("SIFRE", "ANAHTAR", "SANATCI", "EPOSTA"), ("SENHA", "CHAVE", "INTERPRETE", "CORREIO")]


@runs("metaflac", ["metaflac", "--version"])
def _(c, v):
    k = FLAC_KEYS[c.n]
    c.w("s.raw", b"\x00\x00" * 800)
    c.run(["flac", "-s", "--force-raw-format", "--endian=little", "--sign=signed", "--channels=1", "--bps=16",
           "--sample-rate=8000", "-o", "s.flac", "s.raw"], check=True)
    c.run(["metaflac", "--set-tag=TITLE=Probe %d" % c.n, "--set-tag=%s=%s" % (k[2], v["name"][0]),
           "--set-tag=%s=%s" % (k[3], v["email"][0]), "--set-tag=%s=%s" % (k[0], v["password"][0]),
           "--set-tag=%s=%s" % (k[1], v["token"][0]), "s.flac"], check=True)
    return c.run(["metaflac", "--list", "--block-type=STREAMINFO,VORBIS_COMMENT", "s.flac"])


PNG_KEYS = [("Kennwort", "Zugangsschluessel", "Urheber", "Rechner"), ("Haslo", "KluczDostepu", "Autor", "Serwer"),
            ("Salasana", "Avain", "Tekija", "Palvelin"), ("Wachtwoord", "Sleutel", "Maker", "Server"),
            ("Contrasena", "ClaveAcceso", "Autora", "Servidor"), ("Losenord", "Nyckel", "Skapare", "Vard"),
            ("Parola", "ErisimAnahtari", "Yazar", "Sunucu"), ("Senha", "ChaveAcesso", "Criador", "Servidor")]


def _png_chunk(t, data):
    return struct.pack(">I", len(data)) + t + data + struct.pack(">I", zlib.crc32(t + data) & 0xffffffff)


@runs("pngcheck", ["sh", "-c", "pngcheck -h 2>&1 | head -1"])
def _(c, v):
    k = PNG_KEYS[c.n]
    png = b"\x89PNG\r\n\x1a\n" + _png_chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 0, 0, 0, 0))
    png += _png_chunk(b"tEXt", k[0].encode() + b"\0" + v["password"][0].encode())
    png += _png_chunk(b"tEXt", k[1].encode() + b"\0" + v["token"][0].encode())
    png += _png_chunk(b"tEXt", k[2].encode() + b"\0" + plants.asciify(v["name"][0]).encode("latin-1"))
    png += _png_chunk(b"tEXt", k[3].encode() + b"\0" + v["host"][0].encode())
    png += _png_chunk(b"IDAT", zlib.compress(b"\x00\x80")) + _png_chunk(b"IEND", b"")
    c.w("scan.png", png)
    return c.run(["pngcheck", "-t", "-v", "scan.png"])


INI_KEYS = [("połączenie", "serwer", "użytkownik", "hasło", "klucz_api", "ziarno_otp"),
            ("verbindung", "rechner", "benutzer", "kennwort", "zugangsschlüssel", "otp_saat"),
            ("conexión", "servidor", "usuario", "contraseña", "clave_api", "semilla_otp"),
            ("connexion", "hôte", "identifiant", "mot_de_passe", "clé_api", "graine_otp"),
            ("yhteys", "palvelin", "käyttäjä", "salasana", "api_avain", "otp_siemen"),
            ("bağlantı", "sunucu", "kullanıcı", "parola", "api_anahtarı", "otp_tohumu"),
            ("anslutning", "värd", "användare", "lösenord", "api_nyckel", "otp_frö"),
            ("conexão", "servidor", "utilizador", "palavra_passe", "chave_api", "semente_otp")]


@runs("confget", ["sh", "-c", "confget -V | head -1"])
def _(c, v):
    k = INI_KEYS[c.n]
    ini = "[allgemein]\nsprache = pl\n\n[%s]\n%s = %s\n%s = %s\n%s = %s\n%s = %s\n%s = %s\ntimeout = 30\n" % (
        k[0], k[1], v["host"][0], k[2], v["user"][0], k[3], v["password"][0], k[4], v["token"][0], k[5], v["otp"][0])
    c.w("app.ini", ini)
    return c.run(["confget", "-f", "app.ini", "-s", k[0], "-l"])



# ====================================================================== lookalike
@runs("brz", ["sh", "-c", "brz --version | head -1"])
def _(c, v):
    name, em, tok, pw = (v[k][0] for k in ("name", "email", "token", "password"))
    c.run(["brz", "whoami", "CI Bot <ci@build.example>"], check=True)
    c.run(["brz", "init", "-q", "repo"], check=True)
    c.w("repo/deploy.env", "ENVIRONMENT=staging\nREGISTRY_TOKEN=%s\n" % tok)
    rp = os.path.join(c.d, "repo")
    c.run(["sh", "-c", "cd repo && brz add -q deploy.env && brz commit -q -m 'add staging deploy settings' --author \"$1\"", "x", "%s <%s>" % (name, em)], check=True)
    c.w("repo/deploy.env", "ENVIRONMENT=staging\nREGISTRY_TOKEN=${REGISTRY_TOKEN}\n")
    c.run(["sh", "-c", "cd repo && brz commit -q -m \"$2\" --author \"$1\"", "x", "%s <%s>" % (name, em),
           "move token to CI variables (temporary admin password was %s)" % pw], check=True)
    return c.run(["sh", "-c", "cd repo && brz log -v -p --show-ids"])


@runs("darcs", ["darcs", "--version"])
def _(c, v):
    name, em, tok, pw = (v[k][0] for k in ("name", "email", "token", "password"))
    c.run(["sh", "-c", "mkdir repo && cd repo && darcs init -q"], check=True)
    c.w("repo/settings.ini", "[smtp]\nhost = mail.example.net\npassword = %s\n[api]\ntoken = %s\n" % (pw, tok))
    c.run(["sh", "-c", "cd repo && darcs add -q settings.ini && darcs record -a -q -m 'initial settings' -A \"$1\"", "x", "%s <%s>" % (name, em)], check=True)
    return c.run(["sh", "-c", "cd repo && darcs log -v"])


@runs("dkimsign", ["sh", "-c", "dpkg-query -W -f 'python3-dkim ${Version}' python3-dkim"])
def _(c, v):
    name, em, tok, otp = (v[k][0] for k in ("name", "email", "token", "otp"))
    import email.header
    kp = "/tmp/c31run/scratch/dkim.pem"
    if not os.path.exists(kp):
        subprocess.run(["openssl", "genrsa", "-out", kp, "1024"], check=True, stderr=subprocess.DEVNULL)
    to = "%s <%s>" % (email.header.Header(name, "utf-8").encode(), em)
    msg = ("From: Kundenservice <noreply@konto.example>\r\nTo: %s\r\nSubject: Anmeldung\r\n"
           "Message-ID: <%s.%d@mx1.konto.example>\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n"
           "Ihr Bestaetigungscode: %s\r\n\r\nOder oeffnen Sie:\r\nhttps://konto.example/verify?t=%s\r\n"
           % (to, plants.hexs(plants.rng("msgid", c.n), 24), 20260000 + c.n, otp, tok))
    c.w("msg.eml", msg)
    return c.run(["dkimsign", "--signalg", "rsa-sha256", "mx2026", "konto.example", kp], stdin=msg)


ARIA_SRV = r'''
import http.server, sys, hashlib, uuid
csrf, n = sys.argv[1], sys.argv[2]
class H(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        b = ("id;amount\n%s;100\n" % n).encode()
        self.send_response(200)
        self.send_header("ETag", '"%s"' % hashlib.md5(b).hexdigest())
        self.send_header("X-Request-Id", str(uuid.uuid5(uuid.NAMESPACE_URL, "c31-" + n)))
        self.send_header("X-Content-SHA256", hashlib.sha256(b).hexdigest())
        self.send_header("X-CSRF-Token", csrf)
        self.send_header("Set-Cookie", "sessionid=%s; HttpOnly; Path=/" % csrf[:20])
        self.send_header("Content-Length", str(len(b)))
        self.end_headers(); self.wfile.write(b)
    def log_message(self, *a): pass
http.server.HTTPServer(("127.0.0.1", 19973), H).handle_request()
'''


@runs("aria2c", ["aria2c", "--version"])
def _(c, v):
    c.w("srv.py", ARIA_SRV)
    body = ("python3 srv.py %s %d & SP=$!\nsleep 0.7\n"
            "aria2c --log=- --log-level=info --console-log-level=error --http-user='%s' --http-passwd='%s' -d %s -o export.csv "
            "--allow-overwrite=true 'http://127.0.0.1:19973/reports/export.csv?access_token=%s&format=csv'\nwait $SP\n"
            % (v["csrf"][0], c.n, v["user"][0], v["password"][0].replace("'", "'\\''"), c.d, v["session"][0]))
    return c.run(netns_script(c, body, None, []))


XMLSEC_T = """<?xml version="1.0" encoding="UTF-8"?>
<Provisioning xmlns="urn:example:provisioning" Id="req-%d">
  <Account owner="%s" tier="standard">
    <ApiToken>%s</ApiToken>
    <InitialPassword>%s</InitialPassword>
  </Account>
  <Signature xmlns="http://www.w3.org/2000/09/xmldsig#">
    <SignedInfo>
      <CanonicalizationMethod Algorithm="http://www.w3.org/2001/10/xml-exc-c14n#"/>
      <SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#hmac-sha256"/>
      <Reference URI="">
        <Transforms><Transform Algorithm="http://www.w3.org/2000/09/xmldsig#enveloped-signature"/></Transforms>
        <DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/>
        <DigestValue/>
      </Reference>
    </SignedInfo>
    <SignatureValue/>
    <KeyInfo><KeyName>prov-hmac-%d</KeyName></KeyInfo>
  </Signature>
</Provisioning>
"""


@runs("xmlsec1", ["xmlsec1", "--version"])
def _(c, v):
    import html as _h
    c.w("hmac.bin", v["hmackey"][0].encode())
    c.w("tmpl.xml", XMLSEC_T % (c.n, _h.escape(v["name"][0]), _h.escape(v["token"][0]), _h.escape(v["password"][0]), 2020 + c.n))
    return c.run(["xmlsec1", "--sign", "--hmackey:prov-hmac-%d" % (2020 + c.n), "hmac.bin", "tmpl.xml"])



# ====================================================================== no_key
COW_MSG = ["rollout finished, paste %s into the console and log in with %s",
           "nightly sync ok - %s / %s",
           "für morgen: %s und danach %s eintippen",
           "handover: %s then %s, do not forward this",
           "mañana usar %s y luego %s",
           "pairing done: %s (backup %s)",
           "kopioi %s ja sen jälkeen %s",
           "staging is back, use %s then %s"]


@runs("cowsay", ["sh", "-c", "dpkg-query -W -f 'cowsay ${Version}' cowsay"])
def _(c, v):
    msg = COW_MSG[c.n] % (v["token"][0], v["password"][0])
    return c.run(["/usr/games/cowsay", "-n"], stdin=msg + "\n")


ASPELL_TXT = ["Please recieve the bundle and enter %s when the installer asks, then %s, and finaly %s.",
              "The seperate archive opens with %s; the second one with %s and the third with %s.",
              "We definately rotated %s yesterday, so %s is next and %s stays untill Friday.",
              "Acording to the runbook paste %s, then %s, then %s.",
              "Teh vault unlock sequence is %s followed by %s and %s.",
              "Occured twice: %s was rejected, %s worked, %s is the fallback.",
              "Tommorow the new values are %s, %s and %s.",
              "Sucessful handoff of %s plus %s plus %s."]


@runs("aspell", ["aspell", "--version"])
def _(c, v):
    txt = "!\n" + ASPELL_TXT[c.n] % (v["secret1"][0], v["secret2"][0], v["secret3"][0]) + "\n"
    return c.run(["aspell", "-a", "--lang=en"], stdin=txt)


@runs("zbarimg", ["zbarimg", "--version"])
def _(c, v):
    for i, k in enumerate(("token", "password", "otp")):
        c.run(["qrencode", "-o", "code%d.png" % i, v[k][0]], check=True)
    c.run(["qrencode", "-o", "code3.png", "https://status.example/run/%d" % (4100 + c.n)], check=True)
    return c.run(["zbarimg", "--nodbus", "code3.png", "code0.png", "code1.png", "code2.png"])


RG_FILES = {
    "ci/deploy.yml": "stages:\n  - build\n  - deploy\ndeploy:\n  script:\n    - git clone https://x-access:%s@git.example/app.git\n",
    "scripts/pay.sh": "#!/bin/sh\ncurl -s https://api.pay.example/v1/charges \\\n  -u %s: \\\n  -d amount=100\n",
    "docs/notes.md": "# Notes\n\nold one: %s (revoked?)\n",
}


@runs("ripgrep", ["sh", "-c", "rg --version | head -1"])
def _(c, v):
    vals = [v["token"][0], v["token2"][0], v["token3"][0]]
    for (p, t), val in zip(sorted(RG_FILES.items()), [vals[0], vals[2], vals[1]]):
        c.w("repo/" + p, t % val)
    return c.run(["rg", "-n", "-o", "--no-heading", "--sort", "path", "-e", "ghp_[A-Za-z0-9]{36}", "-e", "sk_live_[A-Za-z0-9]{20,}",
                  "-e", "glpat-[A-Za-z0-9_-]{20}", "repo"])


W3M_HTML = """<html><head><title>Build #%d</title></head><body>
<h1>Build #%d &ndash; finished</h1>
<table border=1><tr><th>Step</th><th>Status</th><th>Output</th></tr>
<tr><td>checkout</td><td>ok</td><td>rev 4f2a9c1</td></tr>
<tr><td>bootstrap</td><td>ok</td><td><code>%s</code></td></tr>
<tr><td>console</td><td>ok</td><td><kbd>%s</kbd></td></tr>
</table>
<p>Enter <b>%s</b> on the device within 10 minutes.</p>
</body></html>
"""


@runs("w3m", ["sh", "-c", "w3m -version | head -1"])
def _(c, v):
    import html as _h
    c.w("build.html", W3M_HTML % (7300 + c.n, 7300 + c.n, _h.escape(v["token"][0]), _h.escape(v["password"][0]), v["code"][0]))
    return c.run(["w3m", "-dump", "-cols", "160", "-T", "text/html", "build.html"])


# ====================================================================== pii_locale
@runs("exiftool", ["exiftool", "-ver"])
def _(c, v):
    g = lambda k: v[k][0]
    c.run(["exiftool", "-q", "-o", "photo.xmp", "-XMP-dc:Creator=" + g("name"), "-XMP-iptcCore:CreatorWorkEmail=" + g("email"),
           "-XMP-iptcCore:CreatorWorkTelephone=" + g("phone"), "-XMP-iptcCore:CreatorAddress=" + g("street"),
           "-XMP-iptcCore:CreatorPostalCode=" + g("postcode"), "-XMP-iptcCore:CreatorCity=" + g("city"),
           "-XMP-dc:Description=Ausweis %s, geb. %s" % (g("natid"), g("birth")),
           "-XMP-xmpRights:UsageTerms=Honorar auf %s" % plants.iban_grouped(g("iban")),
           "-XMP-dc:Title=Portrait %d" % c.n], check=True)
    return c.run(["exiftool", "-XMP:all", "photo.xmp"])


@runs("notmuch", ["notmuch", "--version"])
def _(c, v):
    import email.message, email.policy, email.utils
    g = lambda k: v[k][0]
    md = os.path.join(c.d, "mail")
    for sub in ("cur", "new", "tmp"):
        os.makedirs(os.path.join(md, sub))
    m = email.message.EmailMessage(policy=email.policy.SMTP)
    m["From"] = email.utils.formataddr((g("name"), g("email")))
    m["To"] = "Kundenservice <service@versand.example>"
    m["Subject"] = "Adressänderung"
    m["Date"] = "Mon, 0%d Feb 2026 10:1%d:00 +0000" % (c.n + 1, c.n)
    m["Message-ID"] = "<c31-%d@mail.example>" % c.n
    m.set_content("Neue Anschrift:\n%s\n%s %s\nTelefon: %s\nKonto: %s\nGeburtsdatum: %s\nAusweisnummer: %s\n" % (
        g("street"), g("postcode"), g("city"), g("phone"), plants.iban_grouped(g("iban")), g("birth"), g("natid")))
    c.w("mail/new/1700000000.c31%d.host" % c.n, m.as_bytes())
    c.w("nm.cfg", "[database]\npath=%s\n[user]\nname=Service\nprimary_email=service@versand.example\n[new]\ntags=inbox\n" % md)
    cfg = os.path.join(c.d, "nm.cfg")
    c.run(["notmuch", "--config=" + cfg, "new", "--quiet"], check=True)
    out = c.run(["notmuch", "--config=" + cfg, "address", "--output=sender", "--output=recipients", "*"])
    out += c.run(["notmuch", "--config=" + cfg, "show", "--format=text", "--entire-thread=false", "*"])
    return out


@runs("remind", ["sh", "-c", "dpkg-query -W -f 'remind ${Version}' remind"])
def _(c, v):
    g = lambda k: v[k][0]
    rem = ("REM 14 Mar 2026 MSG %%\"%s%%\" hat Geburtstag (geb. %s), Tel. %s%%\n"
           "REM 14 Mar 2026 AT 09:30 MSG Besuch bei %s, %s, %s %s%%\n"
           "REM 14 Mar 2026 MSG Überweisung an %s, IBAN %s, Ref. %s%%\n"
           "REM 14 Mar 2026 MSG Antwort an %s senden%%\n") % (g("name"), g("birth"), g("phone"), g("name"), g("street"),
                                                              g("postcode"), g("city"), g("name"), g("iban"), g("natid"), g("email"))
    c.w("cal.rem", rem)
    return c.run(["remind", "-n", "cal.rem", "2026-03-14"])


@runs("ledger", ["sh", "-c", "ledger --version | head -1"])
def _(c, v):
    g = lambda k: v[k][0]
    j = ("2026/03/%02d * %s\n    ; IBAN: %s\n    ; Anschrift: %s, %s %s\n    ; Geburtsdatum: %s\n    ; Ausweis: %s\n"
         "    ; Kontakt: %s, %s\n    Aufwand:Honorare            %d.00 EUR\n    Aktiva:Bank\n") % (
        c.n + 2, g("name"), g("iban"), g("street"), g("postcode"), g("city"), g("birth"), g("natid"), g("email"), g("phone"), 400 + 37 * c.n)
    c.w("j.ledger", j)
    return c.run(["ledger", "-f", "j.ledger", "print"])


@runs("formail", ["sh", "-c", "procmail -v 2>&1 | head -1"])
def _(c, v):
    import email.header
    g = lambda k: v[k][0]
    hdr = lambda s: email.header.Header(s, "utf-8").encode()
    msg = ("From: %s <%s>\nTo: Buchhaltung <buchhaltung@firma.example>\nSubject: %s\nX-Kunde-Telefon: %s\n"
           "X-Kunde-Anschrift: %s\nX-Kunde-IBAN: %s\nX-Kunde-Geburtsdatum: %s\nX-Kunde-Ausweis: %s\n"
           "Message-ID: <c31-%d@firma.example>\n\nbody\n") % (
        hdr(g("name")), g("email"), hdr("Rückruf %s" % g("name")), g("phone"), hdr("%s, %s %s" % (g("street"), g("postcode"), g("city"))),
        g("iban"), g("birth"), g("natid"), c.n)
    c.w("in.eml", msg)
    return c.run(["formail", "-c", "-X", "From:", "-X", "Subject:", "-X", "X-Kunde-"], stdin=msg)


# ====================================================================== rows
@runs("gdbmtool", ["sh", "-c", "echo version | gdbmtool -n /dev/null 2>/dev/null | head -1 || true"])
def _(c, v):
    g = lambda k: v[k][0]
    q = lambda s: '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'
    cmds = 'store "kunde:%04d" %s\nstore "kunde:%04d" "gesperrt"\nlist\n' % (
        c.n + 1, q(";".join([g("name"), g("email"), g("phone"), g("apikey"), g("pwhash")])), c.n + 900)
    return c.run(["gdbmtool", "-n", "kunden.gdbm"], stdin=cmds)


@runs("mdb_dump", ["mdb_dump", "-V"])
def _(c, v):
    g = lambda k: v[k][0]
    rec = json.dumps({"name": g("name"), "email": g("email"), "phone": g("phone"), "api_key": g("apikey"), "password": g("pwhash")},
                     ensure_ascii=False)
    esc = lambda s: "".join(ch if 32 <= ord(ch) < 127 and ch != "\\" else "".join("\\%02x" % b for b in ch.encode()) for ch in s)
    c.w("in.txt", "VERSION=3\nformat=print\ntype=btree\nHEADER=END\n user/%d\n %s\nDATA=END\n" % (c.n + 1, esc(rec)))
    os.makedirs(os.path.join(c.d, "env"))
    c.run(["mdb_load", "-f", "in.txt", "env"], check=True)
    return c.run(["mdb_dump", "-p", "env"])


@runs("kchashmgr", ["sh", "-c", "kchashmgr version 2>&1 | head -1"])
def _(c, v):
    g = lambda k: v[k][0]
    c.run(["kchashmgr", "create", "acct.kch"], check=True)
    c.run(["kchashmgr", "set", "acct.kch", "acct-%d" % (c.n + 1), "|".join([g("name"), g("email"), g("phone"), g("apikey"), g("pwhash")])], check=True)
    return c.run(["kchashmgr", "list", "-pv", "acct.kch"])


def _dbf(fields, rows):
    hl = 32 + 32 * len(fields) + 1
    rl = 1 + sum(f[2] for f in fields)
    out = struct.pack("<BBBBIHH20x", 3, 126, 1, 1, len(rows), hl, rl)
    for nm, typ, ln in fields:
        out += struct.pack("<11sc4xBB14x", nm.encode(), typ.encode(), ln, 0)
    out += b"\r"
    for r in rows:
        out += b" " + b"".join(val.encode().ljust(ln, b" ")[:ln] for (nm, typ, ln), val in zip(fields, r))
    return out + b"\x1a"


@runs("dbview", ["sh", "-c", "dbview 2>&1 | head -1"])
def _(c, v):
    g = lambda k: v[k][0]
    f = [("KDNR", "C", 8), ("NAME", "C", 40), ("EMAIL", "C", 60), ("TELEFON", "C", 24), ("APIKEY", "C", 64), ("PWMD5", "C", 32)]
    rows = [["K%05d" % (c.n + 1), g("name"), g("email"), g("phone"), g("apikey"), g("pwhash")]]
    c.w("kunden.dbf", _dbf(f, rows))
    return c.run(["dbview", "-t", "kunden.dbf"])


@runs("alasql", ["sh", "-c", "/tmp/c31run/npm/node_modules/.bin/alasql --version"])
def _(c, v):
    g = lambda k: v[k][0]
    sq = lambda x: "'" + x.replace("'", "''") + "'"
    sql = ("CREATE TABLE users (id INT, name STRING, email STRING, phone STRING, api_key STRING, pw_hash STRING, last_ip STRING, active BOOLEAN); "
           "INSERT INTO users VALUES (%d, %s, %s, %s, %s, %s, %s, true); "
           "SELECT id, name, email, phone, api_key, pw_hash, last_ip FROM users WHERE active = true" % (
               c.n + 1, sq(g("name")), sq(g("email")), sq(g("phone")), sq(g("apikey")), sq(g("pwhash")), sq(g("ip"))))
    return c.run(["/tmp/c31run/npm/node_modules/.bin/alasql", sql])


if __name__ == "__main__":
    main()
