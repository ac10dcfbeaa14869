#!/usr/bin/env python3
"""corpus29 capture: runs real software on this machine and stores its raw output.

Writes captured/<key>/unitN.<stream>.txt (byte-for-byte, trimmed to MAXB bytes per stream),
captured/<key>/units.json (planted values) and captured/<key>/version.txt.
Scratch work happens in /tmp/c29run.  Servers/peers listen on 127.0.0.1:199xx only.
Usage: capture.py [key ...]   (default: all templates)
"""
import json
import os
import shutil
import socket
import subprocess
import sys
import threading
import time
import uuid

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import synthlib as S  # noqa: E402

CAP = os.path.join(HERE, "captured")
RUN = "/tmp/c29run"
MAXB = 24000
UNITS = range(1, 9)
NICE = ["nice", "-n", "10"]


def sh(cmd, inp=None, env=None, cwd=None, timeout=120, check=False):
    e = dict(os.environ)
    e.update({"LC_ALL": "C.UTF-8", "LANG": "C.UTF-8", "TZ": "UTC"})
    if env:
        e.update(env)
    if isinstance(inp, str):
        inp = inp.encode()
    r = subprocess.run(NICE + list(cmd), input=inp, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       env=e, cwd=cwd, timeout=timeout)
    if check and r.returncode != 0:
        raise RuntimeError("%s failed: %s" % (cmd, r.stderr.decode(errors="replace")[-2000:]))
    return r.stdout, r.stderr, r.returncode


def first_line(cmd, **kw):
    o, e, _ = sh(cmd, **kw)
    return ((o or e).decode(errors="replace").strip().splitlines() or ["?"])[0]


class Cap:
    def __init__(self, key, version):
        self.key = key
        self.dir = os.path.join(CAP, key)
        shutil.rmtree(self.dir, ignore_errors=True)
        os.makedirs(self.dir)
        self.units = []
        with open(os.path.join(self.dir, "version.txt"), "w") as f:
            f.write(version.strip() + "\n")
        self.work = os.path.join(RUN, key)
        shutil.rmtree(self.work, ignore_errors=True)
        os.makedirs(self.work)

    def save(self, u, **streams):
        for name, data in streams.items():
            if data is None:
                continue
            if isinstance(data, str):
                data = data.encode()
            if not data:
                continue
            with open(os.path.join(self.dir, "unit%d.%s.txt" % (u.n, name)), "wb") as f:
                f.write(data[:MAXB])
        self.units.append(u.to_json())

    def close(self):
        with open(os.path.join(self.dir, "units.json"), "w") as f:
            json.dump(self.units, f, ensure_ascii=False, indent=1)


def pyrun(code, args=(), **kw):
    return sh(["python3", "-c", code] + list(args), **kw)


PYV = "Python " + sys.version.split()[0]

# ======================================================================= encoded


def cap_py_plistlib():
    c = Cap("py-plistlib", PYV + " plistlib")
    code = ("import plistlib,sys,json\nd=json.loads(sys.argv[1])\n"
            "d['AuthBlob']=d['AuthBlob'].encode(); d['DeviceToken']=d['DeviceToken'].encode()\n"
            "sys.stdout.buffer.write(plistlib.dumps(d, fmt=plistlib.FMT_XML))")
    for n in UNITS:
        u = S.Unit(c.key, n)
        r = u.rng
        user = u.p("user", S.username(r))
        pw = u.s("password", S.password(r), required=False)
        blob = u.s("user:password", "%s:%s" % (user, pw))
        dev = u.s("device_token", S.tok(r, "b62")[:32])
        d = {"ServerURL": "https://%s/mdm" % u.p("host", S.host(r)), "AuthBlob": blob,
             "DeviceToken": dev, "PayloadVersion": 1, "PayloadUUID": str(uuid.UUID(int=r.getrandbits(128)))}
        o, e, _ = pyrun(code, [json.dumps(d)])
        c.save(u, stdout=o, stderr=e)
    c.close()


def cap_py_xmlrpc():
    c = Cap("py-xmlrpc", PYV + " xmlrpc.client")
    code = ("import xmlrpc.client as x,sys,json\nd=json.loads(sys.argv[1])\n"
            "print(x.dumps((x.Binary(d['basic'].encode()), {'client': d['client'], 'proof': x.Binary(d['tok'].encode()),"
            " 'node': d['node']}), methodname='session.login'))")
    for n in UNITS:
        u = S.Unit(c.key, n)
        r = u.rng
        user = u.p("user", S.username(r))
        pw = u.s("password", S.password(r), required=False)
        d = {"basic": u.s("user:password", "%s:%s" % (user, pw)), "client": "c29-cli/%d.%d" % (n, r.randint(0, 9)),
             "tok": u.s("token", S.tok(r, r.choice(["b62", "vendor", "hex"]))), "node": u.p("node", S.node(r))}
        o, e, _ = pyrun(code, [json.dumps(d)])
        c.save(u, stdout=o, stderr=e)
    c.close()


def cap_node_buffer():
    c = Cap("node-buffer", "node " + first_line(["node", "--version"]) + " Buffer util.inspect")
    js = ("const d=JSON.parse(process.argv[1]);\n"
          "console.log('decoded authorization header:', Buffer.from(d.basic));\n"
          "console.log('psk', Buffer.from(d.psk, 'utf8'));\n"
          "console.log({ peer: d.host, key: Buffer.from(d.key) });\n")
    for n in UNITS:
        u = S.Unit(c.key, n)
        r = u.rng
        user = u.p("user", S.username(r))
        pw = u.s("password", S.password(r), required=False)
        d = {"basic": u.s("user:password", "%s:%s" % (user, pw)), "psk": u.s("psk", S.tok(r, "b62")[:30]),
             "host": u.p("host", S.host(r)), "key": u.s("key", S.tok(r, "hex")[:40])}
        o, e, _ = sh(["node", "-e", js, "--", json.dumps(d)])
        c.save(u, stdout=o, stderr=e)
    c.close()


def cap_py_cookies():
    c = Cap("py-cookies", PYV + " http.cookies")
    code = ("import http.cookies as hc,sys,json\nd=json.loads(sys.argv[1])\nc=hc.SimpleCookie()\n"
            "c['remember_me']=d['remember']; c['remember_me']['domain']=d['host']; c['remember_me']['path']='/'\n"
            "c['remember_me']['httponly']=True\nc['sess']=d['sess']; c['sess']['secure']=True\n"
            "c['prefs']=json.dumps({'lang': d['lang'], 'mail': d['email']})\nprint(c.output())")
    for n in UNITS:
        u = S.Unit(c.key, n)
        r = u.rng
        name, handle, loc, email = S.person(r)
        pw = u.s("password", S.password(r, punct=",;!#$%&*+-.:?@^~") + r.choice(",;"))
        d = {"remember": u.s("remember", "%s|%s" % (u.p("user", handle), pw)), "host": u.p("host", S.host(r)),
             "sess": u.s("session", S.tok(r, "jwt")), "lang": loc, "email": u.p("email", email)}
        o, e, _ = pyrun(code, [json.dumps(d)])
        c.save(u, stdout=o, stderr=e)
    c.close()


GO_ENV = {"GOCACHE": RUN + "/gocache", "GOPATH": RUN + "/gopath", "GOFLAGS": "-mod=mod", "GOPROXY": "off",
          "GOTOOLCHAIN": "local", "HOME": RUN + "/gohome", "GONOSUMDB": "*", "GOSUMDB": "off"}


def go_build(work, name, src, extra=()):
    d = os.path.join(work, name)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "go.mod"), "w") as f:
        f.write("module example.net/c29/%s\n\ngo 1.19\n" % name)
    with open(os.path.join(d, "main.go"), "w") as f:
        f.write(src)
    sh(["go", "build", "-o", "prog"] + list(extra), cwd=d, env=GO_ENV, check=True, timeout=600)
    return os.path.join(d, "prog")


GOV = None


def gover():
    global GOV
    GOV = GOV or first_line(["go", "version"])
    return GOV


def cap_go_json_bytes():
    c = Cap("go-json-bytes", gover() + " encoding/json")
    prog = go_build(c.work, "jb", r'''package main
import ("encoding/json"; "fmt"; "os")
type Creds struct {
	Account  string `json:"account"`
	Endpoint string `json:"endpoint"`
	Basic    []byte `json:"basic"`
	Secret   []byte `json:"client_secret"`
	Rotated  bool   `json:"rotated"`
}
func main() {
	var in map[string]string
	json.Unmarshal([]byte(os.Args[1]), &in)
	c := Creds{Account: in["account"], Endpoint: in["endpoint"], Basic: []byte(in["basic"]), Secret: []byte(in["secret"]), Rotated: true}
	b, _ := json.MarshalIndent(c, "", "  ")
	fmt.Println(string(b))
}
''')
    for n in UNITS:
        u = S.Unit(c.key, n)
        r = u.rng
        user = u.p("user", S.username(r))
        pw = u.s("password", S.password(r), required=False)
        d = {"account": u.p("email", S.person(r)[3]), "endpoint": "https://%s/oauth2/token" % u.p("host", S.host(r)),
             "basic": u.s("user:password", "%s:%s" % (user, pw)), "secret": u.s("client_secret", S.tok(r, "b64url"))}
        o, e, _ = sh([prog, json.dumps(d)])
        c.save(u, stdout=o, stderr=e)
    c.close()

# ======================================================================= infra


def cap_ssh_G():
    c = Cap("ssh-G", first_line(["ssh", "-V"]) + " ssh -G")
    for n in UNITS:
        u = S.Unit(c.key, n)
        r = u.rng
        cfg = os.path.join(c.work, "cfg%d" % n)
        with open(cfg, "w") as f:
            f.write("Host db-primary\n  HostName %s\n  User %s\n  Port %d\n  ProxyJump %s@%s:22\n"
                    "  HostKeyAlias %s\n  LocalForward 127.0.0.1:19950 %s:5432\n  BindAddress %s\n"
                    "  IdentityFile ~/.ssh/id_ed25519_%s\n" % (
                        u.p("ip", S.ip4(r)), u.p("user", S.username(r)), r.choice([22, 2222, 2200]),
                        u.p("jump_user", S.username(r)), u.p("bastion", S.host(r)), u.p("alias", S.host(r)),
                        u.p("ip2", S.ip4(r)), u.p("bind", S.ip4(r)), u.p("node", S.node(r))))
        o, e, _ = sh(["ssh", "-G", "-F", cfg, "db-primary"], env={"HOME": c.work})
        c.save(u, stdout=o, stderr=e)
    c.close()


def cap_keytool():
    c = Cap("keytool-list", "keytool (" + first_line(["java", "-version"]) + ")")
    for n in UNITS:
        u = S.Unit(c.key, n)
        r = u.rng
        ks = os.path.join(c.work, "ks%d.p12" % n)
        sp = S.tok(r, "b62")[:16]  # store password, never printed (not planted)
        h, h2, ip, p = u.p("host", S.host(r)), u.p("host2", S.host(r)), u.p("ip", S.ip4(r)), u.p("pod", S.pod(r))
        ip6 = u.p("ip6", S.ip6(r))
        sh(["keytool", "-genkeypair", "-alias", "svc%d" % n, "-keyalg", "EC", "-groupname", "secp256r1",
            "-dname", "CN=%s, OU=%s, O=Example Ops, C=DE" % (h, p), "-ext",
            "san=dns:%s,ip:%s,ip:%s" % (h2, ip, ip6), "-validity", "30", "-keystore", ks,
            "-storepass", sp, "-keypass", sp], check=True)
        o, e, _ = sh(["keytool", "-list", "-v", "-keystore", ks, "-storepass", sp])
        c.save(u, stdout=o, stderr=e)
    c.close()


def cap_py_syslog():
    c = Cap("py-syslog", PYV + " logging.handlers.SysLogHandler (UDP to own socket 127.0.0.1:19931)")
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    s.bind(("127.0.0.1", 19931))
    s.settimeout(5)
    code = ("import logging,logging.handlers,sys,json\nd=json.loads(sys.argv[1])\n"
            "h=logging.handlers.SysLogHandler(address=('127.0.0.1',19931))\n"
            "h.setFormatter(logging.Formatter('%(name)s[%(process)d]: %(levelname)s %(message)s'))\n"
            "l=logging.getLogger('edge-proxy'); l.addHandler(h); l.setLevel(logging.INFO)\n"
            "l.warning('upstream %s (%s) unreachable from pod %s on %s', d['host'], d['ip'], d['pod'], d['node'])\n"
            "l.info('arp reply %s is-at %s via eth0', d['ip2'], d['mac'])\n"
            "l.info('accepted [%s]:%d -> %s', d['ip6'], 443, d['host2'])\n")
    for n in UNITS:
        u = S.Unit(c.key, n)
        r = u.rng
        d = {"host": u.p("host", S.host(r)), "ip": u.p("ip", S.ip4(r)), "pod": u.p("pod", S.pod(r)),
             "node": u.p("node", S.node(r)), "ip2": u.p("ip2", S.ip4(r)), "mac": u.p("mac", S.mac(r)),
             "ip6": u.p("ip6", S.ip6(r)), "host2": u.p("host2", S.host(r))}
        e = dict(os.environ, LC_ALL="C.UTF-8")
        pr = subprocess.Popen(NICE + ["python3", "-c", code, json.dumps(d)], env=e)
        got = []
        try:
            while len(got) < 3:
                got.append(s.recv(65535))
        except socket.timeout:
            pass
        pr.wait()
        u.p("pid", str(pr.pid))
        c.save(u, datagrams=b"\n".join(got) + b"\n")
    s.close()
    c.close()


def cap_go_fmt_infra():
    c = Cap("go-fmt-infra", gover() + " fmt %+v / %v")
    prog = go_build(c.work, "fi", r'''package main
import ("encoding/json"; "fmt"; "net"; "net/netip"; "os"; "strconv")
type Endpoint struct {
	Pod  string
	Node string
	IP   net.IP
	MAC  net.HardwareAddr
	Peer netip.AddrPort
	PID  int
}
func main() {
	var in map[string]string
	json.Unmarshal([]byte(os.Args[1]), &in)
	mac, _ := net.ParseMAC(in["mac"])
	pid, _ := strconv.Atoi(in["pid"])
	port, _ := strconv.Atoi(in["port"])
	e := Endpoint{Pod: in["pod"], Node: in["node"], IP: net.ParseIP(in["ip"]), MAC: mac,
		Peer: netip.AddrPortFrom(netip.MustParseAddr(in["ip6"]), uint16(port)), PID: pid}
	fmt.Printf("registered endpoint %+v\n", e)
	fmt.Printf("resolver cache: %v\n", map[string]net.IP{in["host"]: net.ParseIP(in["ip2"])})
	fmt.Printf("%v\n", &net.TCPAddr{IP: net.ParseIP(in["ip2"]), Port: 5432})
}
''')
    for n in UNITS:
        u = S.Unit(c.key, n)
        r = u.rng
        d = {"pod": u.p("pod", S.pod(r)), "node": u.p("node", S.node(r)), "ip": u.p("ip", S.ip4(r)),
             "mac": u.p("mac", S.mac(r)), "ip6": u.p("ip6", S.ip6(r)), "port": str(r.randint(20000, 40000)),
             "pid": u.p("pid", str(r.randint(1200, 98000))), "host": u.p("host", S.host(r)), "ip2": u.p("ip2", S.ip4(r))}
        o, e, _ = sh([prog, json.dumps(d)])
        c.save(u, stdout=o, stderr=e)
    c.close()


def cap_nft():
    c = Cap("nft-list", first_line(["nft", "--version"]) + " (list ruleset, private network namespace via unshare -n)")
    for n in UNITS:
        u = S.Unit(c.key, n)
        r = u.rng
        ips = [u.p("ip%d" % i, S.ip4(r, k)) for i, k in enumerate(["10", "172", "doc1"])]
        rules = """table inet c29edge {
  set replicas { type ipv4_addr; elements = { %s, %s } }
  chain input {
    type filter hook input priority 0; policy accept;
    ip saddr %s tcp dport 5432 accept comment "replica %s"
    ether saddr %s drop comment "quarantine %s on %s"
    ip6 saddr %s tcp dport 443 accept
  }
}
""" % (ips[0], ips[1], ips[2], u.p("host", S.host(r)), u.p("mac", S.mac(r)), u.p("pod", S.pod(r)),
            u.p("node", S.node(r)), u.p("ip6", S.ip6(r)))
        f = os.path.join(c.work, "rules%d.nft" % n)
        open(f, "w").write(rules)
        o, e, _ = sh(["unshare", "-n", "sh", "-c", "nft -f %s && nft list ruleset" % f])
        c.save(u, stdout=o, stderr=e)
    c.close()

# ======================================================================= positional


def cap_gdb_bt():
    c = Cap("gdb-bt", first_line(["gdb", "--version"]) + " -batch bt; " + first_line(["gcc", "--version"]))
    src = os.path.join(c.work, "job.c")
    open(src, "w").write('#include <stdio.h>\n#include <string.h>\n\n'
                         'static volatile int *nowhere;\n\n'
                         '__attribute__((noinline)) int run_step(const char *cmd, int attempt)\n{\n'
                         '    if (strlen(cmd) > 4)\n        *nowhere = attempt;\n    return 0;\n}\n\n'
                         'int main(int argc, char **argv)\n{\n    return run_step(argv[1], 2);\n}\n')
    exe = os.path.join(c.work, "job")
    sh(["gcc", "-g", "-O0", "-o", exe, src], check=True)
    for n in UNITS:
        u = S.Unit(c.key, n)
        r = u.rng
        user, pw = u.p("user", S.username(r)), u.s("password", S.password(r, punct="!#%&*+-.:;?@^~,="))
        h, ip = u.p("host", S.host(r)), u.p("ip", S.ip4(r))
        cmd = [("mysql -h %s -u %s -p%s ledger" % (ip, user, pw)),
               ("sshpass -p %s ssh %s@%s uptime" % (pw, user, h)),
               ("redis-cli -h %s -a %s --no-auth-warning PING" % (h, pw)),
               ("lftp -u %s,%s sftp://%s" % (user, pw, ip))][n % 4]
        o, e, _ = sh(["gdb", "-q", "-batch", "-nx", "-ex", "run", "-ex", "bt", "--args", exe, cmd])
        c.save(u, stdout=o, stderr=e)
    c.close()


def cap_py_urlsplit():
    c = Cap("py-urlsplit", PYV + " urllib.parse.urlsplit repr")
    code = "import sys\nfrom urllib.parse import urlsplit\nfor a in sys.argv[1:]:\n    print(repr(urlsplit(a)))"
    from urllib.parse import quote
    for n in UNITS:
        u = S.Unit(c.key, n)
        r = u.rng
        user, pw = u.p("user", S.username(r)), u.s("password", S.password(r))
        h, ip = u.p("host", S.host(r)), u.p("ip", S.ip4(r))
        pw2 = u.s("password2", S.tok(r, "b62")[:20])
        a = ["postgresql://%s:%s@%s:5432/ledger?sslmode=require" % (user, quote(pw, safe=""), h),
             ["amqps://%s:%s@%s:5671/%%2Fbilling" % (user, pw2, ip), "redis://:%s@%s:6379/0" % (pw2, ip),
              "mongodb://%s:%s@%s:27017/?authSource=admin" % (user, pw2, ip)][n % 3]]
        o, e, _ = pyrun(code, a)
        c.save(u, stdout=o, stderr=e)
    c.close()


def cap_jshell():
    c = Cap("jshell", "jshell " + first_line(["jshell", "--version"]) + " (java.net.URI)")
    from urllib.parse import quote
    script = []
    units = []
    for n in UNITS:
        u = S.Unit(c.key, n)
        r = u.rng
        user, pw = u.p("user", S.username(r)), u.s("password", S.password(r, punct="!$*+-.:;=_~,"))
        h = u.p("host", S.host(r))
        script += ['System.out.println("=== unit %d")' % n,
                   'var uri = URI.create("%s://%s:%s@%s:%d/%s")' % (
                       ["amqp", "ldap", "sftp", "mysql"][n % 4],
                       user, quote(pw, safe=""), h, r.choice([5672, 389, 22, 3306]), ["vh", "ou=ops", "drop", "app"][n % 4]),
                   "uri.getUserInfo()", "uri.getHost()"]
        units.append(u)
    script.append("/exit")
    o, e, _ = sh(["jshell", "--feedback", "normal"], inp="\n".join(script) + "\n", timeout=300,
                 env={"HOME": c.work})
    parts = o.split(b"=== unit ")
    for u in units:
        seg = [p for p in parts if p.startswith(b"%d\n" % u.n)]
        c.save(u, stdout=(b"=== unit " + seg[0]) if seg else b"", stderr=e if u.n == 1 else None)
    c.close()


def cap_env_v():
    c = Cap("env-v", first_line(["env", "--version"]) + " env -v")
    fb = os.path.join(c.work, "bin")
    os.makedirs(fb, exist_ok=True)
    for t in ["mysql", "sshpass", "pg_dump", "rsync", "smbclient"]:
        os.symlink("/bin/true", os.path.join(fb, t))
    for n in UNITS:
        u = S.Unit(c.key, n)
        r = u.rng
        user, pw = u.p("user", S.username(r)), u.s("password", S.password(r, punct="!#%&*+-.:;?@^~,=_"))
        h, ip = u.p("host", S.host(r)), u.p("ip", S.ip4(r))
        argv = [["mysql", "--host=%s" % ip, "-u", user, "-p%s" % pw, "ledger"],
                ["sshpass", "-p", pw, "rsync", "-a", "%s@%s:/srv/backup/" % (user, h), "/tmp/x"],
                ["pg_dump", "--dbname=postgresql://%s:%s@%s/app" % (user, S.tok(r, "b62")[:18], h), "-Fc"],
                ["smbclient", "//%s/finance" % h, "-U", "%s%%%s" % (user, pw), "-c", "ls"]][n % 4]
        if n % 4 == 2:
            u.s("password", argv[1].split(":")[2].split("@")[0])
        o, e, _ = sh(["env", "-v", "-i", "PATH=" + fb] + argv)
        c.save(u, stdout=o, stderr=e)
    c.close()


class FtpPeer(threading.Thread):
    daemon = True

    def __init__(self, port):
        super().__init__()
        self.s = socket.socket()
        self.s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.s.bind(("127.0.0.1", port))
        self.s.listen(4)

    def run(self):
        while True:
            try:
                conn, _ = self.s.accept()
            except OSError:
                return
            f = conn.makefile("rb")
            conn.sendall(b"220 c29 peer ready\r\n")
            for line in f:
                verb = line.split(b" ")[0].strip().upper()
                rep = {b"USER": b"331 need password", b"PASS": b"332 need account", b"ACCT": b"230 logged in",
                       b"SITE": b"200 ok", b"TYPE": b"200 type set", b"QUIT": b"221 bye"}.get(verb, b"502 no")
                conn.sendall(rep + b"\r\n")
                if verb == b"QUIT":
                    break
            conn.close()


def cap_py_ftplib():
    c = Cap("py-ftplib", PYV + " ftplib debuglevel=2 (own peer on 127.0.0.1:19932)")
    peer = FtpPeer(19932)
    peer.start()
    code = ("import ftplib,sys\nf=ftplib.FTP()\nf.set_debuglevel(2)\nf.connect('127.0.0.1',19932)\n"
            "f.login(sys.argv[1], sys.argv[2], sys.argv[3])\nf.sendcmd('SITE IDLE 600')\nf.quit()")
    for n in UNITS:
        u = S.Unit(c.key, n)
        r = u.rng
        user = u.p("user", r.choice([S.username(r), S.person(r)[3]]))
        pw = S.password(r)  # masked by ftplib, not planted
        acct = u.s("acct", r.choice([S.tok(r, "b62")[:24], S.password(r, punct="!#%&*+-.:;?@^~")]))
        o, e, _ = pyrun(code, [user, pw, acct])
        c.save(u, stdout=o, stderr=e)
    peer.s.close()
    c.close()

# ======================================================================= key_unusual


def cap_java_props_xml():
    c = Cap("java-props-xml", first_line(["java", "-version"]) + " java.util.Properties.storeToXML")
    src = os.path.join(c.work, "P.java")
    open(src, "w").write('import java.util.*;\npublic class P { public static void main(String[] a) throws Exception {\n'
                         ' Properties p = new Properties();\n for (int i = 1; i + 1 < a.length; i += 2) p.setProperty(a[i], a[i + 1]);\n'
                         ' p.storeToXML(System.out, a[0], "UTF-8"); } }\n')
    sh(["javac", "-d", c.work, src], check=True)
    for n in UNITS:
        u = S.Unit(c.key, n)
        r = u.rng
        kv = [("Passwort", u.s("pw_de", S.password(r))), ("mot_de_passe", u.s("pw_fr", S.password(r))),
              ("contraseña", u.s("pw_es", S.password(r))), ("aPiKeY", u.s("apikey", S.tok(r))),
              ("密码", u.s("pw_zh", S.tok(r, "b62")[:18])), ("Benutzer", u.p("user", S.username(r))),
              ("sunucu.adresi", u.p("host", S.host(r))), ("DB_PWD", u.s("db_pwd", S.password(r))),
              ("ключ_доступа", u.s("key_ru", S.tok(r, "hex")))]
        r.shuffle(kv)
        kv = kv[:6]
        used = {v for _, v in kv}
        u.secrets = {k: v for k, v in u.secrets.items() if v in used}
        u.private = {k: v for k, v in u.private.items() if v in used}
        args = ["c29 unit %d" % n] + [x for p in kv for x in p]
        o, e, _ = sh(["java", "-cp", c.work, "P"] + args)
        c.save(u, stdout=o, stderr=e)
    c.close()


def cap_tomli_w():
    import importlib.metadata as md
    c = Cap("tomli-w", "tomli_w " + md.version("tomli_w") + " (" + PYV + ")")
    code = "import tomli_w,sys,json\nprint(tomli_w.dumps(json.loads(sys.argv[1])), end='')"
    for n in UNITS:
        u = S.Unit(c.key, n)
        r = u.rng
        d = {"título": "c29 unit %d" % n,
             "datenbank": {"Rechner": u.p("host", S.host(r)), "Benutzer": u.p("user", S.username(r)),
                           "Kennwort": u.s("kennwort", S.password(r, punct='!#$%&*+-.:;?@^~"\\'))},
             "api": {"ApiKEY": u.s("apikey", S.tok(r)), "clé_secrète": u.s("cle", S.tok(r, "b64")),
                     "jelszó": u.s("jelszo", S.password(r))},
             "ключи": {"токен": u.s("token_ru", S.tok(r, "vendor")), "timeout_s": 30}}
        o, e, _ = pyrun(code, [json.dumps(d)])
        c.save(u, stdout=o, stderr=e)
    c.close()


def cap_py_minidom():
    c = Cap("py-minidom", PYV + " xml.dom.minidom toprettyxml")
    code = ("import xml.dom.minidom as m,sys,json\nd=json.loads(sys.argv[1])\ndoc=m.Document()\n"
            "root=doc.createElement('Konfiguration'); doc.appendChild(root)\n"
            "for tag, attrs in d:\n    el=doc.createElement(tag)\n"
            "    for k,v in attrs: el.setAttribute(k,v)\n    root.appendChild(el)\n"
            "print(doc.toprettyxml(indent='  '), end='')")
    for n in UNITS:
        u = S.Unit(c.key, n)
        r = u.rng
        d = [["Verbindung", [["Rechner", u.p("host", S.host(r))], ["Benutzer", u.p("user", S.username(r))],
                             ["Kennwort", u.s("kennwort", S.password(r, punct='!#$%&*+-.:;?@^~"<>'))]]],
             ["credenciales", [["usuario", u.p("user2", S.username(r))], ["clave", u.s("clave", S.tok(r))]]],
             ["認証", [["トークン", u.s("token_ja", S.tok(r, "b62"))], ["有効", "true"]]],
             ["auth", [["X-Api-KEY", u.s("apikey", S.tok(r, "vendor"))], ["pwdHash", u.s("pwdhash", S.tok(r, "hex"))]]]]
        o, e, _ = pyrun(code, [json.dumps(d)])
        c.save(u, stdout=o, stderr=e)
    c.close()


def cap_git_config():
    c = Cap("git-config", first_line(["git", "--version"]) + " config --list --show-origin")
    for n in UNITS:
        u = S.Unit(c.key, n)
        r = u.rng
        home = os.path.join(c.work, "h%d" % n)
        repo = os.path.join(home, "repo")
        os.makedirs(repo)
        env = {"HOME": home, "GIT_CONFIG_NOSYSTEM": "1", "XDG_CONFIG_HOME": home + "/.config"}
        g = lambda *a, cwd=repo: sh(["git"] + list(a), cwd=cwd, env=env, check=True)
        g("init", "-q")
        name, handle, loc, email = S.person(r)
        g("config", "--global", "user.name", u.p("name", name))
        g("config", "--global", "user.email", u.p("email", email))
        h = u.p("host", S.host(r))
        g("config", "--global", "credential.https://%s.username" % h, u.p("user", S.username(r)))
        g("config", "deploy.Geheimnis", u.s("geheimnis", S.tok(r)))
        g("config", "secreto.prod.clave", u.s("clave", S.password(r, punct="!#$%&*+-.:?@^~")))
        g("config", "ci.PassWd", u.s("passwd", S.password(r, punct="!#$%&*+-.:?@^~")))
        g("config", "registry.tkn", u.s("tkn", S.tok(r, "vendor")))
        g("config", "remote.origin.url", "https://%s/ops/deploy.git" % h)
        o, e, _ = sh(["git", "config", "--list", "--show-origin"], cwd=repo, env=env)
        c.save(u, stdout=o, stderr=e)
    c.close()


def cap_node_usp():
    c = Cap("node-urlsearchparams", "node " + first_line(["node", "--version"]) + " URLSearchParams")
    js = ("const d=JSON.parse(process.argv[1]);\nconst p=new URLSearchParams();\n"
          "for (const [k,v] of d) p.append(k,v);\nconsole.log(p);\nconsole.log('body=' + p.toString());\n")
    for n in UNITS:
        u = S.Unit(c.key, n)
        r = u.rng
        d = [["Passwort", u.s("pw_de", S.password(r))], ["clé_api", u.s("cle", S.tok(r))],
             ["用户名", u.p("user", S.username(r))], ["sifre", u.s("sifre", S.password(r))],
             ["AcCeSs_ToKeN", u.s("at", S.tok(r, "jwt"))], ["grant_type", "password"]]
        o, e, _ = sh(["node", "-e", js, "--", json.dumps(d, ensure_ascii=False)])
        c.save(u, stdout=o, stderr=e)
    c.close()

# ======================================================================= lookalike


def git_env(home, name, email, t):
    return {"HOME": home, "GIT_CONFIG_NOSYSTEM": "1", "GIT_AUTHOR_NAME": name, "GIT_AUTHOR_EMAIL": email,
            "GIT_COMMITTER_NAME": name, "GIT_COMMITTER_EMAIL": email,
            "GIT_AUTHOR_DATE": "%d +0200" % t, "GIT_COMMITTER_DATE": "%d +0200" % t}


def cap_git_blame():
    c = Cap("git-blame", first_line(["git", "--version"]) + " blame --porcelain")
    for n in UNITS:
        u = S.Unit(c.key, n)
        r = u.rng
        repo = os.path.join(c.work, "r%d" % n)
        os.makedirs(repo)
        sh(["git", "init", "-q"], cwd=repo, env={"HOME": repo}, check=True)
        p1, p2 = S.person(r), S.person(r)
        u.p("name1", p1[0]); u.p("email1", p1[3]); u.p("name2", p2[0]); u.p("email2", p2[3])
        img = "sha256:" + "".join(r.choice("0123456789abcdef") for _ in range(64))
        bid = str(uuid.UUID(int=r.getrandbits(128)))
        f = os.path.join(repo, "release.env")
        open(f, "w").write("IMAGE_DIGEST=%s\nBUILD_ID=%s\n" % (img, bid))
        t = 1700000000 + n * 86400
        sh(["git", "add", "."], cwd=repo, env=git_env(repo, *p1[:1], p1[3], t), check=True)
        sh(["git", "commit", "-q", "-m", "release %d.%d" % (n, r.randint(0, 20))], cwd=repo,
           env=git_env(repo, p1[0], p1[3], t), check=True)
        open(f, "a").write("%s\n" % u.s("token", S.tok(r, r.choice(["vendor", "jwt", "b64"]))))
        sh(["git", "commit", "-q", "-am", "hotfix"], cwd=repo, env=git_env(repo, p2[0], p2[3], t + 3600), check=True)
        o, e, _ = sh(["git", "blame", "--porcelain", "release.env"], cwd=repo, env={"HOME": repo})
        c.save(u, stdout=o, stderr=e)
    c.close()


def cap_dpkg_deb():
    c = Cap("dpkg-deb-info", first_line(["dpkg-deb", "--version"]) + " --info")
    for n in UNITS:
        u = S.Unit(c.key, n)
        r = u.rng
        root = os.path.join(c.work, "p%d" % n)
        os.makedirs(root + "/DEBIAN")
        os.makedirs(root + "/usr/share/doc/c29-agent")
        open(root + "/usr/share/doc/c29-agent/README", "w").write("c29\n")
        name, handle, loc, email = S.person(r)
        gh = u.p("githost", S.host(r))
        ctl = ("Package: c29-agent\nVersion: 2.%d.%d-1\nArchitecture: all\nMaintainer: %s <%s>\n"
               "Vcs-Git: https://oauth2:%s@%s/ops/agent.git\nX-Build-Id: %s\nX-Source-Commit: %s\n"
               "Description: c29 sample agent\n pipeline %s\n") % (
            n, r.randint(0, 30), u.p("name", name), u.p("email", email), u.s("token", S.tok(r, r.choice(["b62", "vendor"]))),
            gh, "".join(r.choice("0123456789abcdef") for _ in range(40)),
            "".join(r.choice("0123456789abcdef") for _ in range(40)), uuid.UUID(int=r.getrandbits(128)))
        open(root + "/DEBIAN/control", "w").write(ctl)
        deb = os.path.join(c.work, "p%d.deb" % n)
        sh(["dpkg-deb", "--root-owner-group", "-Zgzip", "--build", root, deb], check=True)
        o, e, _ = sh(["dpkg-deb", "--info", deb])
        c.save(u, stdout=o, stderr=e)
    c.close()


def cap_zipinfo():
    c = Cap("zipinfo-v", first_line(["zipinfo", "-h"]) + " -v; " + first_line(["zip", "-v"]).strip())
    for n in UNITS:
        u = S.Unit(c.key, n)
        r = u.rng
        d = os.path.join(c.work, "z%d" % n)
        os.makedirs(d)
        sha = "".join(r.choice("0123456789abcdef") for _ in range(12))
        fn = "app-2.%d.%d-%s.jar" % (n, r.randint(0, 9), sha)
        open(os.path.join(d, fn), "wb").write(os.urandom(64))
        z = os.path.join(c.work, "z%d.zip" % n)
        sh(["zip", "-q", "-X", z, fn], cwd=d, check=True)
        comment = "build %s\nupload token %s\n" % (uuid.UUID(int=r.getrandbits(128)), u.s("token", S.tok(r)))
        sh(["zip", "-q", "-z", z], inp=comment + ".\n", cwd=d, check=True)
        o, e, _ = sh(["zipinfo", "-v", z])
        c.save(u, stdout=o, stderr=e)
    c.close()


def cap_ssh_keygen_L():
    c = Cap("ssh-keygen-L", first_line(["ssh", "-V"]) + " ssh-keygen -L")
    for n in UNITS:
        u = S.Unit(c.key, n)
        r = u.rng
        d = os.path.join(c.work, "k%d" % n)
        os.makedirs(d)
        sh(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", "c29-ca", "-f", d + "/ca"], check=True)
        sh(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", "c29-user", "-f", d + "/user"], check=True)
        tok = u.s("token", S.tok(r, r.choice(["b62", "vendor", "hex"])))
        sh(["ssh-keygen", "-q", "-s", d + "/ca", "-I", u.p("keyid", S.person(r)[3]),
            "-n", "%s,%s" % (u.p("principal", S.username(r)), u.p("principal2", S.username(r))),
            "-V", "20240101:20350101", "-z", str(r.randint(1000, 999999)),
            "-O", "force-command=/usr/local/bin/backup-sync --token %s" % tok,
            "-O", "source-address=%s/32" % u.p("ip", S.ip4(r)), d + "/user.pub"], check=True)
        o, e, _ = sh(["ssh-keygen", "-L", "-f", d + "/user-cert.pub"])
        c.save(u, stdout=o, stderr=e)
    c.close()


def cap_go_version_m():
    c = Cap("go-version-m", gover() + " go version -m")
    for n in UNITS:
        u = S.Unit(c.key, n)
        r = u.rng
        d = os.path.join(c.work, "m%d" % n)
        os.makedirs(d)
        svc = r.choice(S.SVC)
        open(d + "/go.mod", "w").write("module example.net/%s/agent\n\ngo 1.19\n" % svc)
        open(d + "/main.go", "w").write('package main\n\nimport "fmt"\n\nvar apiToken, buildID string\n\n'
                                        'func main() { fmt.Println(buildID, len(apiToken)) }\n')
        p = S.person(r)
        env = git_env(d, p[0], p[3], 1700000000 + n * 3600)
        sh(["git", "init", "-q"], cwd=d, env=env, check=True)
        sh(["git", "add", "."], cwd=d, env=env, check=True)
        sh(["git", "commit", "-q", "-m", "agent"], cwd=d, env=env, check=True)
        tok = u.s("token", S.tok(r, r.choice(["b62", "vendor", "hex"])))
        bid = "".join(r.choice("0123456789abcdef") for _ in range(40))
        e2 = dict(GO_ENV)
        e2.update({"GIT_CONFIG_NOSYSTEM": "1", "HOME": d})
        sh(["go", "build", "-o", "agent", "-ldflags", "-X main.apiToken=%s -X main.buildID=%s" % (tok, bid)],
           cwd=d, env=e2, check=True, timeout=600)
        sh(["git", "config", "--global", "--add", "safe.directory", "*"], cwd=d, env=e2)
        o, e, _ = sh(["go", "version", "-m", "agent"], cwd=d, env=e2)
        c.save(u, stdout=o, stderr=e)
    c.close()

# ======================================================================= no_key


def cap_py_dis():
    c = Cap("py-dis", PYV + " dis")
    code = ("import dis,sys\nsrc=sys.argv[1]\nns={}\nexec(compile(src,'<job>','exec'),ns)\ndis.dis(ns['step'])")
    for n in UNITS:
        u = S.Unit(c.key, n)
        r = u.rng
        t1, t2 = u.s("tok1", S.tok(r)), u.s("tok2", S.password(r, punct="!#$%&*+-.:;?@^~"))
        src = "def step(send):\n    send(%r, %r, 443)\n    return send(%r)\n" % (t1, u.p("host", S.host(r)), t2)
        o, e, _ = pyrun(code, [src])
        c.save(u, stdout=o, stderr=e)
    c.close()


def cap_perl_concise():
    c = Cap("perl-concise", "perl " + first_line(["perl", "-e", "print $^V"]) + " B::Concise")
    for n in UNITS:
        u = S.Unit(c.key, n)
        r = u.rng
        t1, t2 = u.s("tok1", S.tok(r)), u.s("tok2", S.tok(r, r.choice(["hex", "b62", "vendor"])))
        prog = 'my @k = ("%s", "%s"); push @k, "%s"; print scalar(@k), "\\n";' % (t1, t2, u.p("ip", S.ip4(r)))
        o, e, _ = sh(["perl", "-MO=Concise,-exec", "-e", prog])
        c.save(u, stdout=o, stderr=e)
    c.close()


def cap_py_argparse():
    c = Cap("py-argparse", PYV + " argparse")
    code = ("import argparse,sys\np=argparse.ArgumentParser(prog='deployctl')\n"
            "p.add_argument('--profile', choices=['prod','staging'])\np.add_argument('--region')\n"
            "p.add_argument('service')\np.parse_args(sys.argv[1:])")
    for n in UNITS:
        u = S.Unit(c.key, n)
        r = u.rng
        t = u.s("tok", S.tok(r))
        if n % 2:
            a = ["--region", "eu-west", "billing", t]
        else:
            a = ["--profile", t, "billing"]
        o, e, _ = pyrun(code, a)
        c.save(u, stdout=o, stderr=e)
    c.close()


def cap_py_difflib():
    c = Cap("py-difflib", PYV + " difflib.unified_diff")
    code = ("import difflib,sys,json\na,b=json.loads(sys.argv[1])\n"
            "sys.stdout.writelines(difflib.unified_diff(a,b,'a/allowlist.txt','b/allowlist.txt'))")
    for n in UNITS:
        u = S.Unit(c.key, n)
        r = u.rng
        keep = ["# rotated weekly", "# owner: platform"]
        old = [u.s("old%d" % i, S.tok(r)) for i in range(2)]
        new = [u.s("new%d" % i, S.tok(r)) for i in range(2)]
        a = [keep[0] + "\n"] + [x + "\n" for x in old] + [keep[1] + "\n"]
        b = [keep[0] + "\n", old[0] + "\n"] + [x + "\n" for x in new] + [keep[1] + "\n"]
        o, e, _ = pyrun(code, [json.dumps([a, b])])
        c.save(u, stdout=o, stderr=e)
    c.close()


def cap_go_test_v():
    c = Cap("go-test-v", gover() + " go test -v")
    d = os.path.join(c.work, "rot")
    os.makedirs(d)
    open(d + "/go.mod", "w").write("module example.net/c29/rotate\n\ngo 1.19\n")
    open(d + "/rotate.go", "w").write("package rotate\n\nfunc Next(s string) string { return s }\n")
    open(d + "/rotate_test.go", "w").write(r'''package rotate
import ("os"; "strings"; "testing")
func TestRotate(t *testing.T) {
	v := strings.Split(os.Getenv("C29_IN"), " ")
	t.Logf("loaded %s", v[0])
	if got := Next(v[1]); got != v[2] {
		t.Errorf("Next() = %q, want %q", got, v[2])
	}
}
''')
    for n in UNITS:
        u = S.Unit(c.key, n)
        r = u.rng
        v = [u.s("tok%d" % i, S.tok(r, r.choice(["b62", "vendor", "hex", "b64url"]))) for i in range(3)]
        e2 = dict(GO_ENV)
        e2["C29_IN"] = " ".join(v)
        o, e, _ = sh(["go", "test", "-v", "-count=1", "."], cwd=d, env=e2, timeout=600)
        c.save(u, stdout=o, stderr=e)
    c.close()

# ======================================================================= pii_locale


def cap_perl_mime():
    c = Cap("perl-mime-header", "perl " + first_line(["perl", "-e", "print $^V"]) + " Encode " +
            first_line(["perl", "-MEncode", "-e", "print $Encode::VERSION"]) + " MIME-Header/MIME-Q")
    prog = ('use Encode; binmode STDOUT; my @a = map { decode("UTF-8", $_) } @ARGV;\n'
            'print "From: ", encode("MIME-Header", $a[0]), " <$a[1]>\\n";\n'
            'print "To: ", encode("MIME-B", $a[2]), " <$a[3]>\\n";\n'
            'print "Subject: ", encode("MIME-Q", "R\\x{fc}ckruf $a[4]"), "\\n";\n')
    for n in UNITS:
        u = S.Unit(c.key, n)
        r = u.rng
        p1, p2 = S.person(r), S.person(r)
        a = [u.p("name1", p1[0]), u.p("email1", p1[3]), u.p("name2", p2[0]), u.p("email2", p2[3]),
             u.p("phone", S.phone(r))]
        o, e, _ = sh(["perl", "-e", prog] + a)
        c.save(u, stdout=o, stderr=e)
    c.close()


def cap_msgunfmt():
    c = Cap("msgunfmt", first_line(["msgunfmt", "--version"]))
    for n in UNITS:
        u = S.Unit(c.key, n)
        r = u.rng
        p1, p2 = S.person(r), S.person(r)
        po = ('msgid ""\nmsgstr ""\n"Project-Id-Version: c29-portal 1.%d\\n"\n"Report-Msgid-Bugs-To: %s\\n"\n'
              '"Last-Translator: %s <%s>\\n"\n"Language-Team: %s\\n"\n"Language: %s\\n"\n'
              '"MIME-Version: 1.0\\n"\n"Content-Type: text/plain; charset=UTF-8\\n"\n'
              '"Content-Transfer-Encoding: 8bit\\n"\n\nmsgid "Support contact"\nmsgstr "%s, %s"\n\n'
              'msgid "Refund account"\nmsgstr "%s"\n') % (
            n, u.p("email2", p2[3]), u.p("name1", p1[0]), u.p("email1", p1[3]), p1[2], p1[2],
            u.p("name2", p2[0]), u.p("phone", S.phone(r)), u.p("iban", S.iban(r)))
        f = os.path.join(c.work, "u%d.po" % n)
        open(f, "w").write(po)
        sh(["msgfmt", "-o", f[:-3] + ".mo", f], check=True)
        o, e, _ = sh(["msgunfmt", f[:-3] + ".mo"])
        c.save(u, stdout=o, stderr=e)
    c.close()


def cap_py_xmlgen():
    c = Cap("py-xmlgen-ascii", PYV + " xml.sax.saxutils.XMLGenerator(encoding='us-ascii')")
    code = ("import sys,json\nfrom xml.sax.saxutils import XMLGenerator\nd=json.loads(sys.argv[1])\n"
            "g=XMLGenerator(sys.stdout, encoding='us-ascii', short_empty_elements=True)\n"
            "g.startDocument(); g.startElement('kunde', {'name': d['name'], 'ort': d['city']})\n"
            "for k in ('email','telefon','iban','ausweis'):\n"
            "    g.startElement(k, {}); g.characters(d[k]); g.endElement(k)\n"
            "g.endElement('kunde'); g.endDocument(); print()")
    cities = ["Zürich", "Kraków", "São Paulo", "Malmö", "İzmir", "Ōsaka", "Québec", "Thessaloníki", "Łódź"]
    for n in UNITS:
        u = S.Unit(c.key, n)
        r = u.rng
        p = S.person(r)
        d = {"name": u.p("name", p[0]), "city": u.p("city", r.choice(cities)), "email": u.p("email", p[3]),
             "telefon": u.p("phone", S.phone(r)), "iban": u.p("iban", S.iban(r)),
             "ausweis": u.p("national_id", S.national_id(r)[1])}
        o, e, _ = pyrun(code, [json.dumps(d)])
        c.save(u, stdout=o, stderr=e)
    c.close()


REDIS = None


def redis_start():
    global REDIS
    if REDIS:
        return
    d = RUN + "/redis"
    os.makedirs(d, exist_ok=True)
    REDIS = subprocess.Popen(NICE + ["redis-server", "--port", "19933", "--bind", "127.0.0.1", "--save", "",
                                     "--appendonly", "no", "--dir", d, "--daemonize", "no", "--protected-mode", "yes"],
                             stdout=open(d + "/log", "wb"), stderr=subprocess.STDOUT)
    for _ in range(50):
        if sh(["redis-cli", "-p", "19933", "PING"])[0].strip() == b"PONG":
            return
        time.sleep(0.2)
    raise RuntimeError("redis did not start")


def cap_redis_hgetall():
    redis_start()
    c = Cap("redis-cli-hgetall", first_line(["redis-cli", "--version"]) + " --no-raw HGETALL (own redis-server "
            + first_line(["redis-server", "--version"]).split()[2] + " on 127.0.0.1:19933)")
    for n in UNITS:
        u = S.Unit(c.key, n)
        r = u.rng
        p = S.person(r)
        k = "customer:%d" % (4100 + n)
        kv = ["name", u.p("name", p[0]), "email", u.p("email", p[3]), "phone", u.p("phone", S.phone(r)),
              "iban", u.p("iban", S.iban(r)), "national_id", u.p("national_id", S.national_id(r)[1]),
              "tier", "gold"]
        sh(["redis-cli", "-p", "19933", "HSET", k] + kv, check=True)
        o, e, _ = sh(["redis-cli", "-p", "19933", "--no-raw", "HGETALL", k])
        c.save(u, stdout=o, stderr=e)
    c.close()


def cap_icalendar():
    import importlib.metadata as md
    c = Cap("icalendar", "icalendar " + md.version("icalendar") + " (" + PYV + ") to_ical")
    code = ("import sys,json,datetime\nfrom icalendar import Calendar, Event, vCalAddress\nd=json.loads(sys.argv[1])\n"
            "cal=Calendar(); cal.add('prodid','-//c29//corpus//EN'); cal.add('version','2.0')\n"
            "e=Event(); e.add('uid', d['uid']); e.add('dtstart', datetime.datetime(2024,5,d['day'],9,30))\n"
            "e.add('summary', 'Beratung')\no=vCalAddress('mailto:'+d['email1']); o.params['cn']=d['name1']\n"
            "e['organizer']=o\na=vCalAddress('mailto:'+d['email2']); a.params['cn']=d['name2']\n"
            "e.add('attendee', a)\ne.add('contact', d['phone'])\ne.add('location', d['city'])\n"
            "cal.add_component(e)\nsys.stdout.buffer.write(cal.to_ical())")
    cities = ["Zürich", "Kraków", "São Paulo", "Malmö", "İzmir", "Ōsaka", "Québec", "Łódź"]
    for n in UNITS:
        u = S.Unit(c.key, n)
        r = u.rng
        for attempt in range(8):  # re-pick people until no RFC 5545 line folding splits a value
            u.private = {}
            p1, p2 = S.person(r), S.person(r)
            d = {"uid": str(uuid.UUID(int=r.getrandbits(128))), "day": n + 2, "email1": u.p("email1", p1[3]),
                 "name1": u.p("name1", p1[0]), "email2": u.p("email2", p2[3]), "name2": u.p("name2", p2[0]),
                 "phone": u.p("phone", S.phone(r)), "city": u.p("city", r.choice(cities))}
            o, e, _ = pyrun(code, [json.dumps(d)])
            if b"\r\n " not in o:
                break
        c.save(u, stdout=o, stderr=e)
    c.close()

# ======================================================================= rows

MY = None
MYD = RUN + "/my"


def my_sql(sql, db=None):
    a = ["mariadb", "--no-defaults", "-uroot", "-S", MYD + "/sock"] + ([db] if db else [])
    return sh(a, inp=sql, check=True)


def my_start():
    global MY
    if MY:
        return
    shutil.rmtree(MYD, ignore_errors=True)
    os.makedirs(MYD + "/out", exist_ok=True)
    sh(["mariadb-install-db", "--no-defaults", "--datadir=" + MYD + "/data", "--user=root",
        "--auth-root-authentication-method=normal", "--skip-test-db"], check=True, timeout=600)
    MY = subprocess.Popen(NICE + ["mariadbd", "--no-defaults", "--datadir=" + MYD + "/data", "--user=root",
                                  "--socket=" + MYD + "/sock", "--port=19941", "--bind-address=127.0.0.1",
                                  "--pid-file=" + MYD + "/pid", "--log-bin=" + MYD + "/binlog", "--server-id=29",
                                  "--binlog-format=ROW", "--binlog-row-metadata=FULL", "--secure-file-priv=" + MYD + "/out",
                                  "--log-error=" + MYD + "/err.log", "--innodb-buffer-pool-size=32M"],
                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(150):
        if os.path.exists(MYD + "/sock"):
            try:
                my_sql("SELECT 1")
                return
            except RuntimeError:
                pass
        time.sleep(0.2)
    raise RuntimeError("mariadbd did not start")


def cap_mysqlbinlog():
    my_start()
    c = Cap("mysqlbinlog", first_line(["mysqlbinlog", "--version"]) + " -v --base64-output=DECODE-ROWS (own mariadbd "
            + first_line(["mariadbd", "--version"]).split()[2] + " on 127.0.0.1:19941, binlog_row_metadata=FULL)")
    my_sql("CREATE DATABASE IF NOT EXISTS c29; CREATE TABLE IF NOT EXISTS c29.customers (id INT PRIMARY KEY, "
           "full_name VARCHAR(80), email VARCHAR(80), phone VARCHAR(40), iban VARCHAR(40), api_key VARCHAR(255)) "
           "CHARACTER SET utf8mb4;")
    for n in UNITS:
        u = S.Unit(c.key, n)
        r = u.rng
        p = S.person(r)
        vals = [u.p("name", p[0]), u.p("email", p[3]), u.p("phone", S.phone(r)), u.p("iban", S.iban(r)),
                u.s("api_key", S.tok(r))]
        my_sql("FLUSH BINARY LOGS;")
        cur = my_sql("SHOW MASTER STATUS")[0].decode().split("\n")[1].split("\t")[0]
        my_sql("INSERT INTO c29.customers VALUES (%d, %s);" % (1000 + n, ", ".join(
            "'%s'" % v.replace("\\", "\\\\").replace("'", "''") for v in vals)))
        my_sql("FLUSH BINARY LOGS;")
        o, e, _ = sh(["mysqlbinlog", "--no-defaults", "-v", "--base64-output=DECODE-ROWS", MYD + "/" + cur])
        c.save(u, stdout=o, stderr=e)
    c.close()


def cap_mariadb_outfile():
    my_start()
    c = Cap("mariadb-outfile", first_line(["mariadbd", "--version"]) + " SELECT ... INTO OUTFILE (own server)")
    my_sql("CREATE DATABASE IF NOT EXISTS c29; CREATE TABLE IF NOT EXISTS c29.service_accounts (id INT PRIMARY KEY, "
           "login VARCHAR(40), secret VARCHAR(120), last_ip VARCHAR(45), host VARCHAR(80), owner VARCHAR(80)) "
           "CHARACTER SET utf8mb4;")
    for n in UNITS:
        u = S.Unit(c.key, n)
        r = u.rng
        vals = [u.p("login", S.username(r)), u.s("secret", S.password(r, punct='!#$%&*+-.:;?@^~,"')),
                u.p("ip", S.ip4(r)), u.p("host", S.host(r)), u.p("owner", S.person(r)[3])]
        my_sql("INSERT INTO c29.service_accounts VALUES (%d, %s);" % (n, ", ".join(
            "'%s'" % v.replace("\\", "\\\\").replace("'", "''") for v in vals)))
        out = MYD + "/out/unit%d.csv" % n
        if os.path.exists(out):
            os.remove(out)
        my_sql("SELECT 'id','login','secret','last_ip','host','owner' UNION ALL "
               "SELECT id, login, secret, last_ip, host, owner FROM c29.service_accounts WHERE id=%d "
               "INTO OUTFILE '%s' FIELDS TERMINATED BY ',' OPTIONALLY ENCLOSED BY '\"' LINES TERMINATED BY '\\n';"
               % (n, out))
        c.save(u, file=open(out, "rb").read())
    c.close()


PG = RUN + "/pg"


def pg_sh(cmd, **kw):
    return sh(["runuser", "-u", "nobody", "--"] + cmd, **kw)


def cap_pg_recvlogical():
    c = Cap("pg-recvlogical", first_line(["/usr/lib/postgresql/15/bin/pg_recvlogical", "--version"]) +
            " -f - with test_decoding (own cluster on 127.0.0.1:19942)")
    bind = "/usr/lib/postgresql/15/bin/"
    shutil.rmtree(PG, ignore_errors=True)
    os.makedirs(PG, exist_ok=True)
    shutil.chown(PG, "nobody")
    pg_sh([bind + "initdb", "-D", PG + "/data", "-U", "c29", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"],
          check=True, env={"HOME": PG})
    pg_sh([bind + "pg_ctl", "-D", PG + "/data", "-l", PG + "/log", "-w", "-o",
           "-p 19942 -k %s -c listen_addresses=127.0.0.1 -c wal_level=logical -c max_wal_senders=4 "
           "-c max_replication_slots=4 -c shared_buffers=16MB" % PG, "start"], check=True, env={"HOME": PG})
    try:
        psql = lambda sql: pg_sh([bind + "psql", "-X", "-q", "-At", "-h", PG, "-p", "19942", "-U", "c29", "-d", "postgres",
                                  "-c", sql], check=True, env={"HOME": PG})[0].decode().strip()
        psql("CREATE TABLE web_users (id int primary key, full_name text, email text, national_id text, "
             "phone text, password_hash text)")
        psql("SELECT pg_create_logical_replication_slot('c29slot', 'test_decoding')")
        for n in UNITS:
            u = S.Unit(c.key, n)
            r = u.rng
            p = S.person(r)
            vals = [u.p("name", p[0]), u.p("email", p[3]), u.p("national_id", S.national_id(r)[1]),
                    u.p("phone", S.phone(r)), u.s("password_hash", "$argon2id$v=19$m=65536,t=3,p=4$" + S.tok(r, "b64")[:22]
                                                  + "$" + S.tok(r, "b64")[:43])]
            psql("INSERT INTO web_users VALUES (%d, %s)" % (n, ", ".join("'%s'" % v.replace("'", "''") for v in vals)))
            lsn = psql("SELECT pg_current_wal_lsn()")
            o, e, _ = pg_sh([bind + "pg_recvlogical", "-h", PG, "-p", "19942", "-U", "c29", "-d", "postgres",
                             "--slot", "c29slot", "--start", "--endpos", lsn, "--no-loop", "-f", "-"], env={"HOME": PG},
                            timeout=60)
            c.save(u, stdout=o, stderr=e)
    finally:
        pg_sh([bind + "pg_ctl", "-D", PG + "/data", "-m", "fast", "-w", "stop"], env={"HOME": PG})
    c.close()


def cap_sqljs():
    ver = json.load(open(RUN + "/npm/node_modules/sql.js/package.json"))["version"]
    c = Cap("sqljs", "sql.js %s (node %s) Database.exec + JSON.stringify" % (ver, first_line(["node", "--version"])))
    js = ("const initSqlJs=require('sql.js');const d=JSON.parse(process.argv[1]);\n"
          "initSqlJs().then(SQL=>{const db=new SQL.Database();\n"
          "db.run('CREATE TABLE payment_methods (id INTEGER, holder TEXT, iban TEXT, card_token TEXT, billing_email TEXT)');\n"
          "db.run('INSERT INTO payment_methods VALUES (?,?,?,?,?)', d);\n"
          "console.log(JSON.stringify(db.exec('SELECT * FROM payment_methods')));});\n")
    for n in UNITS:
        u = S.Unit(c.key, n)
        r = u.rng
        p = S.person(r)
        d = [n, u.p("holder", p[0]), u.p("iban", S.iban(r)), u.s("card_token", "tok_" + S.tok(r, "b62")[:24]),
             u.p("email", p[3])]
        o, e, _ = sh(["node", "-e", js, "--", json.dumps(d, ensure_ascii=False)], cwd=RUN + "/npm")
        c.save(u, stdout=o, stderr=e)
    c.close()


def cap_sqlite_utils():
    import importlib.metadata as md
    c = Cap("sqlite-utils", "sqlite-utils " + md.version("sqlite-utils") + " query --nl")
    db = os.path.join(c.work, "c.db")
    for n in UNITS:
        u = S.Unit(c.key, n)
        r = u.rng
        p = S.person(r)
        row = {"id": n, "owner": u.p("owner", p[0]), "contact": u.p("email", p[3]),
               "client_secret": u.s("client_secret", S.tok(r)), "redirect_host": u.p("host", S.host(r)),
               "scopes": "read write"}
        sh(["sqlite-utils", "insert", db, "oauth_clients", "-", "--pk", "id"], inp=json.dumps(row), check=True)
        o, e, _ = sh(["sqlite-utils", "query", db, "select * from oauth_clients where id = :id", "-p", "id", str(n), "--nl"])
        c.save(u, stdout=o, stderr=e)
    c.close()


ALL = [cap_py_plistlib, cap_py_xmlrpc, cap_node_buffer, cap_py_cookies, cap_go_json_bytes,
       cap_ssh_G, cap_keytool, cap_py_syslog, cap_go_fmt_infra, cap_nft,
       cap_gdb_bt, cap_py_urlsplit, cap_jshell, cap_env_v, cap_py_ftplib,
       cap_java_props_xml, cap_tomli_w, cap_py_minidom, cap_git_config, cap_node_usp,
       cap_git_blame, cap_dpkg_deb, cap_zipinfo, cap_ssh_keygen_L, cap_go_version_m,
       cap_py_dis, cap_perl_concise, cap_py_argparse, cap_py_difflib, cap_go_test_v,
       cap_perl_mime, cap_msgunfmt, cap_py_xmlgen, cap_redis_hgetall, cap_icalendar,
       cap_mysqlbinlog, cap_mariadb_outfile, cap_pg_recvlogical, cap_sqljs, cap_sqlite_utils]


def main():
    want = sys.argv[1:]
    os.makedirs(CAP, exist_ok=True)
    os.makedirs(RUN, exist_ok=True)
    try:
        for f in ALL:
            if want and f.__name__[4:] not in want:
                continue
            t = time.time()
            try:
                f()
            except Exception as ex:  # report and continue
                import traceback
                traceback.print_exc()
                print("FAILED", f.__name__, ex, flush=True)
                continue
            print("%-22s %.1fs" % (f.__name__[4:], time.time() - t), flush=True)
    finally:
        if REDIS:
            REDIS.terminate()
            REDIS.wait()
        if MY:
            MY.terminate()
            MY.wait()


if __name__ == "__main__":
    main()
