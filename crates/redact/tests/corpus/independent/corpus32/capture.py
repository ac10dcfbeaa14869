#!/usr/bin/env python3
"""Re-runs the real programs of corpus32 and stores their output under captured/.

Usage: capture.py [template ...]   (default: all templates)
Every program runs under `nice -n 10` with LC_ALL=C.UTF-8 TZ=UTC and a private HOME
(/tmp/c32run/scratch/<template>/home); network programs run in `unshare -n -m`.
"""
import json, os, shutil, subprocess, sys, time
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import plants as P
import values as V

SCRATCH = "/tmp/c32run/scratch"
CAPT = os.path.join(HERE, "captured")

def env_for(home):
    e = {"PATH": "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin", "LC_ALL": "C.UTF-8", "LANG": "C.UTF-8",
         "TZ": "UTC", "HOME": home, "USER": "root", "TERM": "dumb", "XDG_CONFIG_HOME": home + "/.config",
         "XDG_DATA_HOME": home + "/.local/share", "XDG_CACHE_HOME": home + "/.cache", "NO_COLOR": "1"}
    return e

class Ctx:
    def __init__(self, tpl, n):
        self.tpl, self.n = tpl, n
        self.dir = os.path.join(SCRATCH, tpl, f"u{n}")
        self.home = os.path.join(SCRATCH, tpl, "home")
        shutil.rmtree(self.dir, ignore_errors=True)
        os.makedirs(self.dir); os.makedirs(self.home, exist_ok=True)
        self.cmds = []
    def path(self, name): return os.path.join(self.dir, name)
    def write(self, name, data, mode=None):
        p = self.path(name)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "wb" if isinstance(data, bytes) else "w") as f: f.write(data)
        if mode: os.chmod(p, mode)
        return p
    def run(self, args, stdin=None, netns=False, hosts=None, timeout=120, env=None, check=False, merge=True):
        e = env_for(self.home); e.update(env or {})
        if netns:
            pre = "ip link set lo up; "
            if hosts: pre += f"mount --bind {hosts} /etc/hosts; "
            full = ["nice", "-n", "10", "unshare", "-n", "-m", "sh", "-c", pre + 'exec "$@"', "sh"] + list(args)
        else:
            full = ["nice", "-n", "10"] + list(args)
        self.cmds.append(" ".join(args))
        r = subprocess.run(full, input=stdin.encode() if isinstance(stdin, str) else stdin, cwd=self.dir, env=e,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT if merge else subprocess.PIPE, timeout=timeout)
        out = r.stdout.decode("utf-8", "replace")
        if check and r.returncode != 0:
            raise RuntimeError(f"{args} rc={r.returncode}\n{out}")
        return out

def main():
    names = sys.argv[1:] or list(P.TEMPLATES)
    os.makedirs(CAPT, exist_ok=True)
    vpath = os.path.join(CAPT, "versions.json")
    versions = json.load(open(vpath)) if os.path.exists(vpath) else {}
    for name in names:
        t = P.TEMPLATES[name]
        d = os.path.join(CAPT, name)
        shutil.rmtree(d, ignore_errors=True); os.makedirs(d)
        for n in range(8):
            ctx = Ctx(name, n)
            unit = t["plant"](n)
            out = RUN[name](ctx, unit, n)
            with open(os.path.join(d, f"{n}.txt"), "w") as f: f.write(out)
            meta = {"template": name, "n": n, "commands": ctx.cmds, "plants": unit["plants"],
                    "extract": unit.get("extract") or t["extract"], "keep": unit.get("keep", []) + t.get("keep", []),
                    "keep_re": unit.get("keep_re", []) + t.get("keep_re", []), "notes": unit.get("notes", "")}
            with open(os.path.join(d, f"{n}.meta.json"), "w") as f: json.dump(meta, f, ensure_ascii=False, indent=1)
        vc = t["version"]
        vo = subprocess.run(["sh", "-c", vc], stdout=subprocess.PIPE, stderr=subprocess.STDOUT).stdout.decode("utf-8", "replace")
        vline = vo.strip().splitlines()[0].strip() if vo.strip() else "?"
        pv = subprocess.run(["dpkg-query", "-W", "-f", "${Version}", t["pkg"]], stdout=subprocess.PIPE).stdout.decode()
        versions[name] = {"program": t["program"], "version_line": vline, "pkg": t["pkg"], "pkg_version": pv,
                          "class": t["class"], "version_cmd": vc}
        print(name, "ok", flush=True)
    with open(vpath, "w") as f: json.dump(versions, f, ensure_ascii=False, indent=1, sort_keys=True)


# ---------------------------------------------------------------------------- runners
RUN = {}
def runner(name):
    def deco(fn): RUN[name] = fn; return fn
    return deco

@runner("encoded-uuenview")
def _r(c, u, n):
    c.write(u["fname"], u["body"])
    return c.run(["uuenview", u["mode"], u["fname"]])

@runner("encoded-makemime")
def _r(c, u, n):
    c.write("notice.txt", u["body"])
    return c.run(["makemime", "-c", "text/plain; charset=utf-8", "-e", "quoted-printable", "notice.txt"])

@runner("encoded-plistutil")
def _r(c, u, n):
    import plistlib, datetime
    d = {"acct": u["lg"], "svce": u["h"], "v_Data": u["pw"].encode(), "gena": u["cookie"].encode(),
         "tokn": u["tokenblob"].encode(), "cdat": datetime.datetime(2024, 5, 1 + n, 9, 30), "gen": 7 + n}
    c.write("item.plist", plistlib.dumps(d, fmt=plistlib.FMT_XML))
    c.run(["plistutil", "-i", "item.plist", "-o", "item.bplist", "-f", "bin"], check=True)
    return c.run(["plistutil", "-i", "item.bplist", "-f", "xml"])

@runner("encoded-json_reformat")
def _r(c, u, n):
    return c.run(["json_reformat"], stdin=u["doc"])

@runner("encoded-hexyl")
def _r(c, u, n):
    import struct
    blob = b"KEYSTOR1" + u["lg"].encode() + u["s1"].encode() + struct.pack("<IIQ", 2, 0x10 + n, 1717200000 + n) + u["s2"].encode() + b"\0" * 8
    c.write("keystore.bin", blob)
    return c.run(["hexyl", "--color=never", "keystore.bin"])

import pcaplib as PL
import struct, socket

def _hosts(c, entries):
    txt = "127.0.0.1 localhost\n::1 localhost\n" + "".join(f"{ip} {h}\n" for ip, h in entries)
    return c.write("hosts", txt)

def _client_hello(sni):
    s = sni.encode()
    ext = struct.pack("!HHHBH", 0, len(s) + 5, len(s) + 3, 0, len(s)) + s
    ext += bytes.fromhex("000a00080006001d00170018") + bytes.fromhex("000b00020100")
    body = b"\x03\x03" + bytes(range(32)) + b"\x00" + struct.pack("!H", 6) + bytes.fromhex("1301c02fc030") + b"\x01\x00" + struct.pack("!H", len(ext)) + ext
    hs = b"\x01" + struct.pack("!I", len(body))[1:] + body
    return b"\x16\x03\x01" + struct.pack("!H", len(hs)) + hs

@runner("infra-p0f")
def _r(c, u, n):
    cv = PL.TcpConv(u["cm"], u["sm"], u["c"], u["s"], u["cport"], u["sport"]).handshake()
    cv.send(True, b"\x00" * 20); cv.close()
    PL.write_pcap(c.path("cap.pcap"), cv.frames)
    return c.run(["p0f", "-r", c.path("cap.pcap")])

@runner("infra-tcptrace")
def _r(c, u, n):
    cv = PL.TcpConv(V.mac("ttc", n), V.mac("tts", n), u["c"], u["s"], u["cport"], u["sport"]).handshake()
    for k in range(1 + n % 3): cv.send(True, b"q" * (10 + k)); cv.send(False, b"r" * 40)
    cv.close()
    PL.write_pcap(c.path("cap.pcap"), cv.frames)
    hosts = _hosts(c, [(u["c"], u["ch"]), (u["s"], u["sh"])] if u["resolve"] else [])
    return c.run(["tcptrace", c.path("cap.pcap")], netns=True, hosts=hosts)

@runner("infra-ssldump")
def _r(c, u, n):
    cv = PL.TcpConv(V.mac("sdc", n), V.mac("sds", n), u["c"], u["s"], u["cport"], 443).handshake()
    cv.send(True, _client_hello(u["sni"])); cv.close()
    PL.write_pcap(c.path("cap.pcap"), cv.frames)
    hosts = _hosts(c, [(u["c"], u["ch"]), (u["s"], u["sh"])] if u["resolve"] else [])
    return c.run(["ssldump", "-r", c.path("cap.pcap")], netns=True, hosts=hosts)

def _arp(smac, sip, tip, op=1, tmac="00:00:00:00:00:00"):
    return PL.eth(smac, "ff:ff:ff:ff:ff:ff" if op == 1 else tmac, 0x0806,
                  struct.pack("!HHBBH", 1, 0x800, 6, 4, op) + PL.macb(smac) + socket.inet_aton(sip) + PL.macb(tmac) + socket.inet_aton(tip))

@runner("infra-arpwatch")
def _r(c, u, n):
    PL.write_pcap(c.path("cap.pcap"), [_arp(u["mac"], u["ip"], u["gw"])], t0=1717200000 + 86400 * n)
    dat = c.write("arp.dat", f"{u['old']}\t{u['ip']}\t1717000000\t{u['host'].split('.')[0]}\n" if u["changed"] else "")
    hosts = _hosts(c, [(u["ip"], u["host"])])
    return c.run(["arpwatch", "-d", "-N", "-r", c.path("cap.pcap"), "-f", dat], netns=True, hosts=hosts)

@runner("infra-dhcpdump")
def _r(c, u, n):
    m = u["mac"]
    hb = u["host"].encode()
    opts = bytes([53, 1, 3 if n % 2 else 1, 50, 4]) + socket.inet_aton(u["req"]) + bytes([54, 4]) + socket.inet_aton(u["srv"]) \
        + bytes([12, len(hb)]) + hb + bytes([61, 7, 1]) + PL.macb(m) + bytes([55, 4, 1, 3, 6, 15]) + b"\xff"
    bootp = struct.pack("!BBBBIHH4s4s4s4s", 1, 1, 6, 0, u["xid"], n, 0, b"\0" * 4, b"\0" * 4, b"\0" * 4, b"\0" * 4) + PL.macb(m) + b"\0" * 10 + b"\0" * 192 + b"\x63\x82\x53\x63" + opts
    fr = PL.ipkt(m, "ff:ff:ff:ff:ff:ff", "0.0.0.0", "255.255.255.255", 17, PL.udp("0.0.0.0", "255.255.255.255", 68, 67, bootp))
    c.write("frame.bin", fr)
    inj = c.write("inject.py", "import socket,sys\ns=socket.socket(socket.AF_PACKET,socket.SOCK_RAW); s.bind(('lo',0)); s.send(open(sys.argv[1],'rb').read())\n")
    script = f"stdbuf -oL dhcpdump -i lo > {c.path('dd.out')} 2>&1 & P=$!; sleep 1; python3 {inj} {c.path('frame.bin')}; sleep 1; kill $P; wait $P; cat {c.path('dd.out')}"
    out = c.run(["sh", "-c", script], netns=True)
    return out

def _conv(c, u, msgs, sport):
    cv = PL.TcpConv("02:00:5e:00:53:01", "02:00:5e:00:53:02", u["c"], u["s"], u["cport"], sport).handshake()
    for fc, m in msgs: cv.send(fc, m)
    cv.close()
    return cv.frames

def _proto_msgs(proto, lg, pw, host):
    import base64
    b = lambda s: base64.b64encode(s.encode()).decode()
    L, P_ = lg.encode(), pw.encode()
    if proto == "ftp": return 21, [(False, b"220 FTP server ready\r\n"), (True, b"USER " + L + b"\r\n"), (False, b"331 Password required\r\n"), (True, b"PASS " + P_ + b"\r\n"), (False, b"230 User logged in\r\n")]
    if proto == "pop3": return 110, [(False, b"+OK POP3 ready\r\n"), (True, b"USER " + L + b"\r\n"), (False, b"+OK\r\n"), (True, b"PASS " + P_ + b"\r\n"), (False, b"+OK maildrop has 2 messages\r\n")]
    if proto == "imap": return 143, [(False, b"* OK IMAP4rev1 ready\r\n"), (True, b'a001 LOGIN ' + L + b' "' + P_ + b'"\r\n'), (False, b"a001 OK LOGIN completed\r\n")]
    if proto == "pgsql":
        st = b"user\0" + L + b"\0database\0ledger\0\0"
        return 5432, [(True, struct.pack("!II", 8 + len(st), 196608) + st), (False, b"R\0\0\0\x08\0\0\0\x03"), (True, b"p" + struct.pack("!I", 5 + len(P_)) + P_ + b"\0"), (False, b"R\0\0\0\x08\0\0\0\x00")]
    if proto == "smtp-login": return 25, [(False, b"220 mx ESMTP\r\n"), (True, b"EHLO ws\r\n"), (False, b"250 AUTH LOGIN PLAIN\r\n"), (True, b"AUTH LOGIN\r\n"), (False, b"334 VXNlcm5hbWU6\r\n"), (True, b(lg).encode() + b"\r\n"), (False, b"334 UGFzc3dvcmQ6\r\n"), (True, b(pw).encode() + b"\r\n"), (False, b"235 2.7.0 Authentication successful\r\n")]
    if proto == "smtp-plain": return 587, [(False, b"220 mx ESMTP\r\n"), (True, b"AUTH PLAIN " + b("\0" + lg + "\0" + pw).encode() + b"\r\n"), (False, b"235 2.7.0 ok\r\n")]
    if proto == "redis": return 6379, [(True, b"AUTH " + L + b" " + P_ + b"\r\n"), (False, b"+OK\r\n")]
    if proto == "irc": return 6667, [(True, b"PASS " + P_ + b"\r\nNICK " + L + b"\r\nUSER " + L + b" 0 * :" + L + b"\r\n"), (False, b":irc 001 " + L + b" :Welcome\r\n")]
    if proto == "nntp": return 119, [(False, b"200 news ready\r\n"), (True, b"AUTHINFO USER " + L + b"\r\n"), (False, b"381 PASS required\r\n"), (True, b"AUTHINFO PASS " + P_ + b"\r\n"), (False, b"281 Ok\r\n")]
    if proto == "xmpp": return 5222, [(True, b"<auth xmlns='urn:ietf:params:xml:ns:xmpp-sasl' mechanism='PLAIN'>" + b("\0" + lg + "\0" + pw).encode() + b"</auth>"), (False, b"<success xmlns='urn:ietf:params:xml:ns:xmpp-sasl'/>")]
    if proto == "sieve": return 4190, [(True, b'AUTHENTICATE "PLAIN" "' + b("\0" + lg + "\0" + pw).encode() + b'"\r\n'), (False, b"OK\r\n")]
    if proto == "http-proxy": return 3128, [(True, b"GET http://" + L + b":" + P_ + b"@" + host.encode() + b"/status HTTP/1.1\r\nHost: " + host.encode() + b"\r\n\r\n"), (False, b"HTTP/1.1 200 OK\r\n\r\n")]
    if proto == "http": return 80, [(True, b"GET http://" + L + b":" + P_ + b"@" + host.encode() + b"/admin/ HTTP/1.1\r\nHost: " + host.encode() + b"\r\nAuthorization: Basic " + b(lg + ":" + pw).encode() + b"\r\n\r\n"), (False, b"HTTP/1.1 200 OK\r\n\r\n")]
    raise ValueError(proto)

@runner("positional-tcpick")
def _r(c, u, n):
    sport, msgs = _proto_msgs(u["proto"], u["lg"], u["pw"], u["host"])
    PL.write_pcap(c.path("cap.pcap"), _conv(c, u, msgs, sport))
    return c.run(["tcpick", "-r", c.path("cap.pcap"), "-yP"])

@runner("positional-ngrep")
def _r(c, u, n):
    sport, msgs = _proto_msgs(u["proto"], u["lg"], u["pw"], u["host"])
    PL.write_pcap(c.path("cap.pcap"), _conv(c, u, msgs, sport))
    return c.run(["ngrep", "-q", "-I", c.path("cap.pcap"), "-W", "byline", "-i", "auth|pass|login|GET "])

@runner("positional-dsniff")
def _r(c, u, n):
    sport, msgs = _proto_msgs(u["proto"], u["lg"], u["pw"], u["host"])
    PL.write_pcap(c.path("cap.pcap"), _conv(c, u, msgs, sport))
    return c.run(["dsniff", "-n", "-p", c.path("cap.pcap")], netns=True)

@runner("positional-bmake")
def _r(c, u, n):
    c.write("Makefile", "# nightly jobs\nall: job\n\njob:\n" + "".join("\t" + x.replace("$", "$$") + "\n" for x in u["cmds"]))
    return c.run(["bmake", "-n", "-f", "Makefile"])

@runner("positional-neomutt")
def _r(c, u, n):
    c.write("muttrc", f"set {u['var']}=\"{u['val']}\"\n")
    return c.run(["neomutt", "-n", "-F", c.path("muttrc"), "-D"])

def _gv(s):
    return "'" + s.replace("\\", "\\\\").replace("'", "\\'") + "'"

@runner("key_unusual-dconf")
def _r(c, u, n):
    k, v = u["keys"], u["vals"]
    body = f"[{u['path']}]\n" + "".join(f"{k[x]}={_gv(v[x])}\n" for x in ["login", "pw0", "host", "token", "pw1"]) + f"port=uint16 {5000 + n}\n\n[org/intranet/ui]\ntheme='dark'\nlanguage='de_DE'\n"
    c.write("keyfiles/00-site", body)
    os.makedirs(c.home + "/.config/dconf", exist_ok=True)
    c.run(["dconf", "compile", c.home + "/.config/dconf/user", c.path("keyfiles")], check=True)
    return c.run(["dconf", "dump", "/"])

def _doc(u, n):
    k, v = u["keys"], u["vals"]
    d = {"version": n + 2, "verbindung": {k["host"]: v["host"], k["login"]: v["login"], k["pw0"]: v["pw0"], "tls": bool(n % 2)},
         "integrationen": {k["token"]: v["token"], k["pw1"]: v["pw1"], "timeout_s": 30}}
    if "pw2" in k: d["integrationen"][k["pw2"]] = v["pw2"]
    return d

@runner("key_unusual-jshon")
def _r(c, u, n):
    c.write("conf.json", json.dumps(_doc(u, n), ensure_ascii=bool(n % 2)))
    return c.run(["sh", "-c", "jshon < conf.json"])

@runner("key_unusual-json-glib-format")
def _r(c, u, n):
    c.write("conf.json", json.dumps(_doc(u, n), ensure_ascii=False))
    return c.run(["json-glib-format", "--prettify", "conf.json"])

@runner("key_unusual-json5")
def _r(c, u, n):
    k, v = u["keys"], u["vals"]
    q = lambda s: "'" + s.replace("\\", "\\\\").replace("'", "\\'") + "'"
    body = ("// generated by provisioning\n{\n  version: %d,\n  %s: %s,\n  '%s': %s,\n  '%s': %s, // rotate quarterly\n  '%s': %s,\n  '%s': %s,\n}\n"
            % (n + 1, "host" if False else "'" + k["host"] + "'", q(v["host"]), k["login"], q(v["login"]), k["pw0"], q(v["pw0"]), k["token"], q(v["token"]), k["pw1"], q(v["pw1"])))
    c.write("conf.json5", body)
    return c.run(["json5", "-s", "2", "conf.json5"])

@runner("key_unusual-hxpipe")
def _r(c, u, n):
    from xml.sax.saxutils import quoteattr, escape
    k, v = u["keys"], u["vals"]
    ak = lambda s: "".join(ch if (ch.isalnum() or ch in "-_.") else "_" for ch in s)
    body = (f"<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<konfiguration>\n <verbindung {ak(k['host'])}={quoteattr(v['host'])} {ak(k['login'])}={quoteattr(v['login'])} "
            f"{ak(k['pw0'])}={quoteattr(v['pw0'])}/>\n <dienst {ak(k['token'])}={quoteattr(v['token'])} {ak(k['pw1'])}={quoteattr(v['pw1'])}/>\n</konfiguration>\n")
    c.write("conf.xml", body)
    return c.run(["hxpipe", "conf.xml"])

@runner("lookalike-cryptsetup")
def _r(c, u, n):
    c.write("vk.bin", bytes.fromhex(u["vk"])); c.write("pass.txt", u["pw"])
    img = f"backup-{n}.img"
    with open(c.path(img), "wb") as f: f.truncate((20 if u["type"] == "luks2" else 4) << 20)
    ks = str(len(u["vk"]) * 4)
    extra = ["--label", u["label"], "--pbkdf", "pbkdf2"] if u["type"] == "luks2" else []
    c.run(["cryptsetup", "luksFormat", "--type", u["type"], "--batch-mode", "--cipher", u["cipher"], "--key-size", ks, "--pbkdf-force-iterations", "1000",
           "--volume-key-file", c.path("vk.bin"), "--key-file", c.path("pass.txt")] + extra + [img], check=True)
    out = c.run(["cryptsetup", "luksDump", "--dump-volume-key", "--batch-mode", "--key-file", c.path("pass.txt"), img])
    os.remove(c.path(img))
    return out

@runner("lookalike-skopeo")
def _r(c, u, n):
    c.run(["umoci", "init", "--layout", "oci"], check=True)
    c.run(["umoci", "new", "--image", "oci:app"], check=True)
    c.write("payload/VERSION", f"1.{n}.0\n")
    c.run(["umoci", "insert", "--image", "oci:app", c.path("payload/VERSION"), "/app/VERSION"], check=True)
    cfg = ["umoci", "config", "--image", "oci:app", "--config.label", "maintainer=" + u["maint"]]
    for e in u["env"]: cfg += ["--config.env", e]
    c.run(cfg, check=True)
    return c.run(["skopeo", "inspect", "oci:oci:app"])

@runner("lookalike-umoci")
def _r(c, u, n):
    c.run(["umoci", "init", "--layout", "oci"], check=True)
    c.run(["umoci", "new", "--image", "oci:app"], check=True)
    c.write("payload/app.txt", f"release {n}\n")
    c.run(["umoci", "insert", "--image", "oci:app", "--history.created_by", u["created_by"], "--history.comment", u["comment"], c.path("payload/app.txt"), "/app/app.txt"], check=True)
    c.run(["umoci", "config", "--image", "oci:app", "--config.workingdir", "/app", "--history.comment", "workdir"], check=True)
    return c.run(["umoci", "stat", "--image", "oci:app"])

@runner("lookalike-ltrace")
def _r(c, u, n):
    return c.run(["ltrace", "-s", "300", "-e", "strdup@curl+strlen@curl", "curl", "-s", "-m", "2"] + u["args"], netns=True)

@runner("lookalike-calcurse")
def _r(c, u, n):
    ics = ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//corp//ops//EN\r\nBEGIN:VEVENT\r\nUID:ops-%d@corp\r\nDTSTART:202406%02dT090000Z\r\nDTEND:202406%02dT100000Z\r\n"
           "SUMMARY:%s\r\nDESCRIPTION:%s\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n") % (n, 3 + n, 3 + n, u["summary"], u["desc"])
    c.write("ops.ics", ics)
    os.makedirs(c.path("data")); os.makedirs(c.path("conf"))
    c.run(["calcurse", "-D", c.path("data"), "-C", c.path("conf"), "-i", c.path("ops.ics")], check=True)
    return c.run(["calcurse", "-D", c.path("data"), "-C", c.path("conf"), "-Q", "--from", "06/%02d/2024" % (3 + n), "--days", "1",
                  "--format-apt", "%S-%E %m [note %n]\n%N"])

@runner("no_key-boxes")
def _r(c, u, n):
    return c.run(["boxes", "-d", u["design"]], stdin=u["text"])

@runner("no_key-groff")
def _r(c, u, n):
    t = u["t1"]
    if u["macro"] == "man":
        doc = (".TH KUBE-JOIN 8 \"June 2024\" \"ops-tools 2.%d\"\n.nh\n.SH NAME\nkube-join \\- add a worker node to the cluster\n.SH DESCRIPTION\n"
               "Run the command below on the new node within the next 24 hours;\nafterwards ask the platform team for a fresh one:\n.br\n\\%%%s\n.br\nIt can be used only once.\n") % (n, t)
    else:
        doc = (".ll 72n\n.nh\n.ce 1\nRECOVERY SHEET\n.sp\nIf the hardware module fails, type the following string at the\nboot prompt exactly as shown, then reboot twice:\n.in 8n\n.nf\n%s\n.fi\n.in 0\nStore this page in the safe in room 2.%d.\n") % (t, n)
    c.write("doc.t", doc)
    return c.run(["groff", "-Tutf8"] + (["-man"] if u["macro"] == "man" else []) + ["-P-cbou", "doc.t"])

@runner("no_key-lynx")
def _r(c, u, n):
    t1, t2 = u["t1"], u["t2"]
    html = ("<html><head><title>Setup complete</title></head><body><h1>Setup complete</h1>"
            "<p>Your workspace is ready. Copy the string below into the desktop client; it is shown only once.</p>"
            f"<pre>{t1}" + (f"\n/d/{t2}" if n % 2 else "") + "</pre><p>Close this browser tab when done.</p></body></html>")
    c.write("done.html", html)
    return c.run(["lynx", "-dump", "-nolist" if n % 4 < 2 else "-listonly" if False else "-nonumbers", "-width=100", "done.html"])

@runner("no_key-lowdown")
def _r(c, u, n):
    t = u["t1"]
    md = (f"# Rollout {n + 3}\n\nStaging is green. Use `{t}` with the migration helper\nand rotate it after the run.\n\n* verify checksums\n* notify #ops\n"
          if n % 4 < 2 else f"# Handover\n\nI stored `{t}` in the shared drawer, please change it after the audit.\n\n* ticket OPS-{400 + n}\n")
    c.write("notes.md", md)
    return c.run(["lowdown", u["mode"], "notes.md"])

@runner("no_key-dmtxread")
def _r(c, u, n):
    c.run(["dmtxwrite", "-o", "code.png"], stdin=u["t"], check=True)
    return c.run(["sh", "-c", "dmtxread -v code.png 2>&1"])

DFMT = {"de": "%d.%m.%Y", "pl": "%d.%m.%Y", "se": "%Y-%m-%d", "es": "%d/%m/%Y", "dk": "%d-%m-%Y", "br": "%d/%m/%Y", "cz": "%d. %m. %Y", "tr": "%d.%m.%Y",
        "fr": "%d/%m/%Y", "it": "%d/%m/%Y", "nl": "%d-%m-%Y", "fi": "%d.%m.%Y", "ru": "%d.%m.%Y", "gr": "%d/%m/%Y", "ie": "%d/%m/%Y", "in": "%d-%m-%Y", "jp": "%Y年%m月%d日", "no": "%d.%m.%Y"}
def _bd(p):
    import datetime
    return datetime.date(*p["birth_tuple"]).strftime(DFMT[p["loc"]])

@runner("pii_locale-hledger")
def _r(c, u, n):
    p = u["p"]
    w = {"de": ("Miete Juni", "Anschrift", "Steuer-ID", "EUR"), "pl": ("Czynsz czerwiec", "Adres", "PESEL", "PLN"), "se": ("Hyra juni", "Adress", "Personnr", "SEK"),
         "es": ("Alquiler junio", "Dirección", "DNI", "EUR"), "dk": ("Husleje juni", "Adresse", "CPR", "DKK"), "br": ("Aluguel junho", "Endereço", "CPF", "BRL"),
         "cz": ("Nájem červen", "Adresa", "RČ", "CZK"), "tr": ("Haziran kirası", "Adres", "TCKN", "TRY")}[p["loc"]]
    j = (f"2024-06-{3 + n:02d} * {w[0]} | {p['name']}\n    ; IBAN: {p['iban']}, Tel {p['phone']}\n    ; {w[1]}: {p['street']}, {p['postcode']} {p['city']}\n"
         f"    ; {w[2]}: {p['national_id']}\n    expenses:housing:rent          {850 + 25 * n}.00 {w[3]}\n    assets:bank:checking\n")
    c.write("book.journal", j)
    return c.run(["hledger", "-f", "book.journal", "print"])

@runner("pii_locale-khard")
def _r(c, u, n):
    p = u["p"]
    country = {"pl": "Polska", "fi": "Suomi", "no": "Norge", "it": "Italia", "ie": "Éire", "gr": "Ελλάδα", "jp": "日本", "nl": "Nederland"}[p["loc"]]
    vcf = (f"BEGIN:VCARD\r\nVERSION:3.0\r\nUID:c32-{n}-contact\r\nFN:{p['name']}\r\nN:{p['last']};{p['first']};;;\r\nTEL;TYPE=CELL:{p['phone']}\r\n"
           f"EMAIL;TYPE=HOME:{p['email']}\r\nADR;TYPE=HOME:;;{p['street']};{p['city']};;{p['postcode']};{country}\r\nBDAY:{p['birth']}\r\nNOTE:{p['id_name']} {p['national_id']}\r\nEND:VCARD\r\n")
    c.write("contacts/c.vcf", vcf)
    os.makedirs(c.home + "/.config/khard", exist_ok=True)
    with open(c.home + "/.config/khard/khard.conf", "w") as f:
        f.write(f"[addressbooks]\n[[kunden]]\npath = {c.path('contacts')}\n[general]\ndefault_action = list\n")
    return c.run(["khard", "show", "--format", "pretty", p["first"]])

@runner("pii_locale-mshow")
def _r(c, u, n):
    from email.header import Header
    p, q = u["p"], u["q"]
    h = lambda s: Header(s, "utf-8").encode()
    subj = {"de": "Rückruf erbeten", "fr": "Merci de rappeler", "ru": "Просьба перезвонить", "tr": "Lütfen geri arayın", "cz": "Prosím o zpětné volání",
            "es": "Por favor, llámeme", "se": "Ring tillbaka", "in": "Please call back"}[p["loc"]]
    body = f"{p['name']}\nIBAN {p['iban']}\n{p['id_name']}: {p['national_id']} / {_bd(p)}\n"
    import quopri
    qp = quopri.encodestring(body.encode()).decode()
    msg = (f"From: {h(p['name'])} <{p['email']}>\nTo: {h(q['name'])} <{q['email']}>\nSubject: {h(subj + ': ' + p['phone'])}\nDate: Mon, {3 + n} Jun 2024 09:{10 + n}:00 +0000\n"
           f"Message-ID: <c32.{n}@mail.example>\nMIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: quoted-printable\n\n{qp}")
    c.write("msg.eml", msg)
    os.makedirs(c.path("mblaze"), exist_ok=True)
    return c.run(["mshow", "./msg.eml"], env={"MBLAZE": c.path("mblaze")})

@runner("pii_locale-gcal")
def _r(c, u, n):
    p, q = u["p"], u["q"]
    y, m, d = p["birth_tuple"]
    w = {"de": ("Geburtstag", "Tel.", "geb."), "fr": ("Anniversaire", "tél.", "né(e) le"), "it": ("Compleanno", "tel.", "nato/a il"), "es": ("Cumpleaños", "tel.", "nac."),
         "pl": ("Urodziny", "tel.", "ur."), "nl": ("Verjaardag", "tel.", "geb."), "fi": ("Syntymäpäivä", "puh.", "s."), "br": ("Aniversário", "tel.", "nasc.")}[p["loc"]]
    rc = (f"0000{m:02d}{d:02d} {w[0]}: {p['name']} ({w[2]} {_bd(p)}), {w[1]} {p['phone']}\n"
          f"2024{m:02d}{min(d + 1, 28):02d} Treffen {q['name']} <{q['email']}>, {q['street']}, {q['city']}\n")
    c.write("birthdays.rc", rc)
    return c.run(["gcal", "-u", "-f", "./birthdays.rc", "-cm", str(m), "2024"])

@runner("pii_locale-khal")
def _r(c, u, n):
    p, q = u["p"], u["q"]
    hd = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//c32//pii//EN\r\n"
    ev1 = ("BEGIN:VEVENT\r\nUID:c32-%d@example\r\nDTSTART:202406%02dT090000Z\r\nDTEND:202406%02dT100000Z\r\n"
           "SUMMARY:%s\r\nLOCATION:%s\\, %s %s\r\nDESCRIPTION:%s / %s / %s\r\nEND:VEVENT\r\n") % (n, 3 + n, 3 + n, p["name"], p["street"], p["postcode"], p["city"], p["phone"], _bd(p), p["national_id"])
    ev2 = ("BEGIN:VEVENT\r\nUID:c32-%db@example\r\nDTSTART:202406%02dT133000Z\r\nDTEND:202406%02dT140000Z\r\nSUMMARY:Call %s\r\nDESCRIPTION:%s\r\nEND:VEVENT\r\n") % (n, 3 + n, 3 + n, q["name"], q["email"])
    c.write("cal/ev1.ics", hd + ev1 + "END:VCALENDAR\r\n")
    c.write("cal/ev2.ics", hd + ev2 + "END:VCALENDAR\r\n")
    os.makedirs(c.home + "/.config/khal", exist_ok=True)
    with open(c.home + "/.config/khal/config", "w") as f:
        f.write(f"[calendars]\n[[home]]\npath = {c.path('cal')}\n[locale]\ntimeformat = %H:%M\ndateformat = %Y-%m-%d\nlongdateformat = %Y-%m-%d\n"
                f"datetimeformat = %Y-%m-%d %H:%M\nlongdatetimeformat = %Y-%m-%d %H:%M\n[default]\ndefault_calendar = home\n[sqlite]\npath = {c.path('khal.db')}\n")
    return c.run(["khal", "list", "--format", "{start-time}-{end-time} {title} @ {location} :: {description}", "2024-06-%02d" % (3 + n), "1d"])

@runner("rows-cdb")
def _r(c, u, n):
    recs = [("schema:version", "7"), (u["k"], u["v"]), ("stats:hits", str(1200 + n * 13))]
    inp = "".join(f"+{len(k.encode())},{len(v.encode())}:{k}->{v}\n" for k, v in recs) + "\n"
    c.run(["cdb", "-c", "sessions.cdb"], stdin=inp, check=True)
    return c.run(["cdb", "-d", "sessions.cdb"])

@runner("rows-vlmgr")
def _r(c, u, n):
    c.run(["vlmgr", "create", "kunden.vl"], check=True)
    c.run(["vlmgr", "put", "kunden.vl", "meta:schema", "name\temail\tphone\tiban\tbirth\tpin"], check=True)
    c.run(["vlmgr", "put", "kunden.vl", u["k"], "\t".join(u["cells"])], check=True)
    return c.run(["vlmgr", "list", "kunden.vl"])

@runner("rows-tkrzw")
def _r(c, u, n):
    c.run(["tkrzw_dbm_util", "create", "--dbm", "tree", "accounts.tkt"], check=True)
    c.run(["tkrzw_dbm_util", "set", "--dbm", "tree", "accounts.tkt", "meta/count", "1"], check=True)
    c.run(["tkrzw_dbm_util", "set", "--dbm", "tree", "accounts.tkt", u["k"], u["v"]], check=True)
    return c.run(["tkrzw_dbm_util", "list", "--dbm", "tree", "accounts.tkt"])

@runner("rows-dbfdump")
def _r(c, u, n):
    p = u["p"]
    c.run(["dbfcreate", "mitglied.dbf", "-s", "NAME", "32", "-s", "EMAIL", "44", "-s", "TELEFON", "20", "-s", "IBAN", "40", "-s", "GEBDAT", "10", "-s", "KENNWORT", "16", "-s", "ORT", "20"], check=True)
    c.run(["dbfadd", "mitglied.dbf", p["name"], p["email"], p["phone"], p["iban"], p["birth"], u["pw"], p["city"]], check=True)
    return c.run(["dbfdump", "mitglied.dbf"])

@runner("rows-pspp")
def _r(c, u, n):
    p = u["p"]
    q = lambda s: '"' + s.replace('"', '""') + '"'
    sps = (f"DATA LIST LIST /id (F4) name (A40) national_id (A24) phone (A24) api_token (A90) city (A24).\nBEGIN DATA\n"
           f"{100 + n} {q(p['name'])} {q(p['national_id'])} {q(p['phone'])} {q(u['tok'])} {q(p['city'])}\nEND DATA.\nLIST.\n")
    c.write("export.sps", sps)
    return c.run(["pspp", "-O", "box=ascii", "-O", "width=400", "export.sps"])

# ==== MAIN ====
if __name__ == "__main__":
    main()
