"""Templates: per (class, program) a setup (writes synthetic inputs, lists steps, plants) and an extract (record from output)."""
import json, re, os, base64, hashlib, struct, textwrap
from pathlib import Path

TEMPLATES = {}
def T(cls, program, package, rc_ok=False):
    def deco(obj):
        TEMPLATES[f"{cls}-{program}"] = dict(cls=cls, program=program, package=package, setup=obj.setup, extract=obj.extract, rc_ok=rc_ok)
        return obj
    return deco

LO = "ip link set lo up; "

def rd(ud, i=0, stream="stdout"):
    return (Path(ud) / f"step{i}.{stream}").read_bytes().decode("utf-8", "replace")

def nonempty(lines): return [l.rstrip("\r") for l in lines if l.strip()]

def window(lines, labels, maxn=16, must=None):
    """Best window of <=maxn consecutive lines by number of label hits (ties: earliest)."""
    lines = [l.rstrip() for l in lines]
    best, bi = -1, 0
    for i in range(len(lines)):
        seg = lines[i:i + maxn]
        sc = sum(1 for lab in labels if any(lab in l for l in seg)) * 10 + sum(1 for l in seg if l.strip()) * 0
        if must and not any(must in l for l in seg): sc -= 1000
        if sc > best: best, bi = sc, i
    seg = lines[bi:bi + maxn]
    while seg and not seg[-1].strip(): seg.pop()
    while seg and not seg[0].strip(): seg.pop(0)
    return seg

def block(text, pl, maxn=16, extra=(), must=None):
    labs = pl.get("secrets", []) + pl.get("private", []) + list(extra)
    return {"kind": "block", "lines": window(text.splitlines(), labs, maxn, must)}

def best_line(text, pl, extra=()):
    labs = pl.get("secrets", []) + pl.get("private", []) + list(extra)
    lines = text.splitlines()
    sc = [(sum(1 for l in labs if l in x), -i) for i, x in enumerate(lines)]
    i = -max(sc)[1]
    return {"kind": "line", "text": lines[i].rstrip()}

def cesc_oct(s):  # rdjpgcom / djvused style: nonprintables as \ooo, backslash doubled
    out = []
    for b in s.encode():
        if b == 0x5c: out.append("\\\\")
        elif 32 <= b < 127: out.append(chr(b))
        else: out.append("\\%03o" % b)
    return "".join(out)

def ocaml_esc(s):
    out = []
    for b in s.encode():
        c = chr(b)
        if c == '"': out.append('\\"')
        elif c == "\\": out.append("\\\\")
        elif c == "\n": out.append("\\n")
        elif c == "\t": out.append("\\t")
        elif c == "\r": out.append("\\r")
        elif 32 <= b < 127: out.append(c)
        else: out.append("\\%03d" % b)
    return "".join(out)

def js_esc(s):
    out = []
    for ch in s:
        o = ord(ch)
        if ch == "\\": out.append("\\\\")
        elif 32 <= o < 127: out.append(ch)
        elif o < 0x100: out.append("\\x%02X" % o)
        elif o < 0x10000: out.append("\\u%04X" % o)
        else:
            out.append("\\u{%X}" % o)
    return "".join(out)

def nn_quoted(b):
    out = []
    for x in b:
        c = chr(x)
        if c == '"': out.append('\\"')
        elif c == "\\": out.append("\\\\")
        elif c == "\r": out.append("\\r")
        elif c == "\n": out.append("\\n")
        elif c == "\t": out.append("\\t")
        elif 32 <= x < 127: out.append(c)
        else: out.append("\\x%02x" % x)
    return "".join(out)

def nn_hex(b): return "".join("\\x%02x" % x for x in b)

def w(path, data):
    path = Path(path); path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(data, str): data = data.encode()
    path.write_bytes(data)

def accent(v, s):
    """force at least one non-ASCII char into a password-like secret"""
    if any(ord(c) > 127 for c in s): return s
    return s + v.choice(["ß", "é", "ñ", "ø", "€", "ü", "ł", "ç", "å"])

# ============================================================ encoded
@T("encoded", "botan", "botan")
class EncBotan:
    @staticmethod
    def tlv(t, b):
        l = len(b)
        L = bytes([l]) if l < 128 else (lambda lb: bytes([0x80 | len(lb)]) + lb)(l.to_bytes((l.bit_length() + 7) // 8, "big"))
        return bytes([t]) + L + b
    @classmethod
    def setup(cls, v, d):
        t = cls.tlv
        p = v.person(); em = v.email(p)
        pw = accent(v, v.password()); tok = v.token(); apikey = v.token("akia"); awss = v.aws_secret()
        digest = bytes.fromhex(v.sha256())
        kind = v.n % 4
        secrets, raw = [], []
        if kind == 0:   # service credential bundle
            body = t(0x02, b"\x01") + t(0x0c, f"svc-{p['family'].split()[-1].lower()}".encode()) + t(0x0c, p["full"].encode()) + t(0x04, pw.encode()) + t(0x16, em.encode()) + t(0x18, b"20251231235959Z") + t(0x04, digest)
            secrets, raw, priv = [pw.encode().hex().upper()], [pw], [p["full"], em]
        elif kind == 1:  # AWS style key pair inside context tags
            inner = t(0x13, apikey.encode()) + t(0x04, b"\x01\x00" + awss.encode())
            body = t(0x02, (v.r.randint(100000, 999999)).to_bytes(3, "big")) + t(0x30, t(0x06, bytes([0x2b, 6, 1, 4, 1, 0x82, 0x37, 21, 20])) + t(0x04, inner)) + t(0x0c, p["full"].encode()) + t(0x04, digest)
            secrets, raw, priv = [awss.encode().hex().upper(), apikey], [awss, apikey], [p["full"]]
        elif kind == 2:  # token + recovery codes as octet strings
            codes = v.recovery_codes(3)
            body = t(0x0c, em.encode()) + t(0x04, b"\x01\x00" + tok.encode()) + t(0x30, b"".join(t(0x04, b"\x01\x00" + c.encode()) for c in codes)) + t(0x04, digest) + t(0x01, b"\xff")
            secrets = [tok.encode().hex().upper()] + [c.encode().hex().upper() for c in codes]; raw = [tok] + codes; priv = [em]
        else:            # PEM-wrapped: wifi psk + jwt
            psk = v.wifi_psk(); jwt = v.jwt()
            body = t(0x0c, ("WLAN " + v.choice(["Büro-5G", "Familie Nowak", "HQ-Guest", "Ресепшн"])).encode()) + t(0x04, b"\x01\x00" + psk.encode()) + t(0x04, b"\x01\x00" + jwt.encode()) + t(0x02, b"\x00\xa1\x07") + t(0x04, digest)
            secrets = [psk.encode().hex().upper(), jwt.encode().hex().upper()]; raw = [psk, jwt]; priv = []
        der = t(0x30, body)
        if kind == 3:
            b = base64.b64encode(der).decode()
            w(d / "bundle.pem", "-----BEGIN CREDENTIAL BUNDLE-----\n" + "\n".join(b[i:i + 64] for i in range(0, len(b), 64)) + "\n-----END CREDENTIAL BUNDLE-----\n")
            steps = [["botan", "asn1print", "--pem", "bundle.pem"]]
        else:
            w(d / "bundle.der", der); steps = [["botan", "asn1print", "bundle.der"]]
        return {"steps": steps, "plants": {"secrets": secrets, "private": priv, "alt_secrets": raw, "keep": ["OCTET STRING", "SEQUENCE", "UTF8 STRING", "INTEGER", "GENERALIZED TIME", "OBJECT", digest.hex().upper(), "BOOLEAN"], "raw_secrets": raw}}
    @staticmethod
    def extract(ud, pl): return block(rd(ud), pl)

@T("encoded", "ocaml", "ocaml-nox")
class EncOcaml:
    @staticmethod
    def setup(v, d):
        p = v.person(); pw = accent(v, v.password()); tok = v.token(); host = v.host()
        user = p["given"].split()[0].lower()
        key_b64 = v.b64(48)
        pem = f"-----BEGIN EC PRIVATE KEY-----\n{key_b64}\n-----END EC PRIVATE KEY-----\n"
        note = v.choice([f"Schlüssel für {p['full']}", f"clé de {p['full']}", f"{p['full']} のトークン", f"token\t{p['full']}"])
        mode = v.n % 3
        src = f'''
let host = {json.dumps(host)}
let user = "{ocaml_esc(user)}"
let password = "{ocaml_esc(pw)}"
let api_token = "{ocaml_esc(tok + chr(10))}"
let note = "{ocaml_esc(note)}"
let pem = "{ocaml_esc(pem)}"
let () =
  Printf.printf "[%s] config loaded from %S\\n" "2025-03-14T08:15:02Z" "/etc/ledger/app.conf";
  Printf.printf "[debug] db = {{ host = %S; user = %S; password = %S }}\\n" host user password;
  Printf.printf "[debug] api_token=%S note=%S\\n" api_token note;
'''
        if mode == 0: src += '  Printf.printf "[debug] tls_key=%S\\n" pem;\n'
        elif mode == 1: src += '  print_endline ("[warn] raw: " ^ String.escaped (password ^ "\\t" ^ api_token));\n'
        else: src += '  Printf.printf "[error] auth failed for %S (secret %S)\\n" user (String.escaped password);\n'
        src += '  Printf.printf "[info] retry in %d ms\\n" 1500\n'
        w(d / "dump_config.ml", src)
        ep = ocaml_esc(pw); et = ocaml_esc(tok)
        secrets = [ep, et, ocaml_esc(key_b64)]
        if mode == 2: secrets.append(ocaml_esc(ocaml_esc(pw)))
        return {"steps": [["ocaml", "dump_config.ml"]], "plants": {"secrets": secrets, "private": [host, ocaml_esc(p["full"]), ocaml_esc(user), ocaml_esc(ocaml_esc(user))], "keep": ["config loaded from", "[debug]", "retry in 1500 ms", "2025-03-14T08:15:02Z", "/etc/ledger/app.conf", "[info]"], "raw_secrets": [pw, tok, key_b64]}}
    @staticmethod
    def extract(ud, pl): return block(rd(ud), pl)

@T("encoded", "rdjpgcom", "libjpeg-turbo-progs")
class EncRdjpgcom:
    @staticmethod
    def setup(v, d):
        from PIL import Image
        p = v.person(); pw = accent(v, v.password()); host = v.host(); ip = v.ipv4_priv()
        tok = v.token()
        variants = [
            f"Scan-Profil: smb://scanner:{pw}@{host}/Eingang\r\nGerät: MFP-4720 ({ip})",
            f"exported by {p['full']}\nupload key: {tok}\x00\x01",
            f"FTP-Ziel ftp://{p['given'].split()[0].lower()}:{pw}@{ip}:21/fotos\tQualität: 92",
            f"Kamera-WLAN PSK «{pw}» — Besitzer {p['full']}",
        ]
        com = variants[v.n % 4]
        im = Image.new("RGB", (16, 12), (v.r.randint(0, 255), 40, 90))
        im.save(d / "photo.jpg", quality=90, comment=com.encode())
        steps = [["rdjpgcom", "-verbose", "photo.jpg"]] if v.n % 2 else [["rdjpgcom", "photo.jpg"]]
        secrets = [cesc_oct(pw), cesc_oct(tok)]
        priv = [cesc_oct(p["full"]), host, ip, cesc_oct(p["given"].split()[0].lower())]
        return {"steps": steps, "plants": {"secrets": secrets, "private": priv, "keep": ["JPEG image is 16w * 12h", "Baseline", "MFP-4720", "/Eingang", "exported by", "upload key:", "Qualit\\303\\244t: 92", "JPEG process", "FTP-Ziel ftp://", ":21/fotos", "Kamera-WLAN PSK", "Besitzer", "Scan-Profil: smb://"], "raw_secrets": [pw, tok]}}
    @staticmethod
    def extract(ud, pl): return block(rd(ud), pl)

@T("encoded", "esbuild", "esbuild")
class EncEsbuild:
    @staticmethod
    def setup(v, d):
        p = v.person(); pw = accent(v, v.password()); tok = v.token(); pw2 = accent(v, v.password())
        city = v.address(p["locale"])[1]
        emo = v.choice(["🔑", "🐉", "☕", "🌸"])
        src = f'''// settings.js -- generated
export const settings = {{
  apiBase: "https://api.internal/v2",
  "clé_secrète": "{pw}",
  owner: {{ name: "{p['full']}", city: "{city}" }},
  smtp: {{ user: "mailer", pass: "{pw2}{emo}" }},
  token: "{tok}",
  retries: 3,
}};
'''
        w(d / "settings.js", src)
        w(d / "main.js", 'import { settings } from "./settings.js";\nconsole.info("boot", settings.apiBase, settings.retries);\nwindow.__CFG__ = settings;\n')
        fmt = ["iife", "esm", "cjs", "iife"][v.n % 4]
        steps = [["esbuild", "main.js", "--bundle", f"--format={fmt}", "--log-level=warning"] + (["--minify-whitespace"] if v.n % 3 == 0 else [])]
        return {"steps": steps, "plants": {"secrets": [js_esc(pw), js_esc(pw2 + emo), tok], "private": [js_esc(p["full"]), js_esc(city)], "keep": ["https://api.internal/v2", "settings.js", "apiBase", "retries", "console.info", "__CFG__", "boot"], "raw_secrets": [pw, pw2, tok]}}
    @staticmethod
    def extract(ud, pl): return block(rd(ud), pl)

@T("encoded", "nanocat", "nanomsg-utils")
class EncNanocat:
    @staticmethod
    def setup(v, d):
        p = v.person(); pw = accent(v, v.password()); tok = v.token(); user = v.choice(["default", "svc_cache", "app"])
        port = 19910 + v.n
        mode = "--hex" if v.n % 2 else "--quoted"
        resp = lambda *a: b"*%d\r\n" % len(a) + b"".join(b"$%d\r\n%s\r\n" % (len(x), x) for x in a)
        msgs = [resp(b"AUTH", user.encode(), pw.encode()),
                resp(b"SET", b"session:" + v.hexs(12).encode(), json.dumps({"bearer": tok, "owner": p["full"]}, ensure_ascii=False).encode()),
                f"PING {v.digits(6)}".encode()]
        for i, m in enumerate(msgs): w(d / f"msg{i}.bin", m)
        sh = LO + f"timeout 3 nanocat --pull --bind tcp://127.0.0.1:{port} {mode} & sleep 0.4; " + "".join(f"nanocat --push --connect tcp://127.0.0.1:{port} --file msg{i}.bin; " for i in range(3)) + "wait; exit 0"
        enc = nn_hex if mode == "--hex" else nn_quoted
        ejs = lambda s: json.dumps(s, ensure_ascii=False).encode()[1:-1]
        secrets = [enc(pw.encode()), enc(ejs(tok))]
        priv = [enc(ejs(p["full"]))]
        if mode == "--quoted": priv.append(user)
        else: priv.append(enc(user.encode()))
        keep = ['"*3\\r\\n$4\\r\\nAUTH\\r\\n', "PING", "$3\\r\\nSET\\r\\n", nn_hex(b"AUTH"), nn_hex(b"PING "), nn_hex(b"SET")]
        return {"steps": [["sh", "-c", sh]], "plants": {"secrets": secrets, "private": priv, "keep": keep, "raw_secrets": [pw, tok]}, "timeout": 20}
    @staticmethod
    def extract(ud, pl): return block(rd(ud), pl)

# ============================================================ infra
NET = "ip link set lo up; ip route add local 0.0.0.0/0 dev lo table local; "

@T("infra", "httping", "httping")
class InfHttping:
    @staticmethod
    def setup(v, d):
        host = v.host(); ip = v.ipv4_priv(); port = 19950 + v.n
        (d / "www").mkdir(); w(d / "www/healthz", "ok\n")
        path = v.choice(["/healthz", "/healthz?probe=lb", "/healthz?az=fra1&node=" + v.pod()])
        pod = path.split("node=")[-1] if "node=" in path else None
        if v.n % 3 == 0:
            cmd = f"httping -c 3 -i 0.2 -t 2 -h {ip} -p {port} -I 'kube-probe/1.29'"
        else:
            cmd = f"httping -c 3 -i 0.2 -t 2 -g 'http://{host}:{port}{path}' --divert-connect {ip} -I 'kube-probe/1.29'"
        sh = NET + f"webfsd -F -4 -p {port} -r www -n {host} & W=$!; sleep 0.4; {cmd}; kill $W; wait; exit 0"
        priv = [host, ip] + ([pod] if pod else [])
        return {"steps": [["sh", "-c", sh]], "plants": {"private": priv, "keep": ["ping statistics", "connects", "round-trip min/avg/max", "seq=0", "0.00% failed", "/healthz", "PING"]}, "timeout": 30}
    @staticmethod
    def extract(ud, pl): return block(rd(ud), pl)

@T("infra", "webfsd", "webfs")
class InfWebfsd:
    @staticmethod
    def setup(v, d):
        port = 19960 + v.n; srv = v.ipv4_priv()
        (d / "www").mkdir(); w(d / "www/index.html", "<h1>mirror</h1>\n"); w(d / "www/debian.iso", "x" * 100)
        clients = [v.ipv4_priv() for _ in range(3)] + [v.ipv4_pub() for _ in range(2)]
        paths = ["/index.html", "/debian.iso", "/missing/" + v.pod(), "/index.html?node=" + v.host(), "/"]
        drv = "import socket,time\n" + "".join(
            f"s=socket.socket(); s.bind(({c!r},0)); s.connect(({srv!r},{port})); s.send(b'GET {p} HTTP/1.0\\r\\nUser-Agent: apt-mirror-sync/0.5\\r\\n\\r\\n'); s.recv(4096); s.close(); time.sleep(0.05)\n"
            for c, p in zip(clients, paths))
        w(d / "driver.py", drv)
        sh = NET + f"webfsd -F -4 -i {srv} -p {port} -r www -L access.log -n mirror & W=$!; sleep 0.4; /usr/bin/python3 driver.py; sleep 0.2; kill $W; wait; exit 0"
        priv = clients + [paths[2].split("/")[-1], paths[3].split("=")[-1]]
        return {"steps": [["sh", "-c", sh]], "plants": {"private": priv, "keep": ['"GET /index.html HTTP/1.0" 200', '"GET /debian.iso HTTP/1.0" 200', "HTTP/1.0", "GET /missing/", " 404 ", "+0000]"]}, "timeout": 30}
    @staticmethod
    def extract(ud, pl):
        return {"kind": "block", "lines": nonempty((Path(ud) / "input/access.log").read_text().splitlines())[:16]}

@T("infra", "wakeonlan", "wakeonlan")
class InfWol:
    @staticmethod
    def setup(v, d):
        lines, priv = [], []
        k = 3 + v.n % 3
        for i in range(k):
            mac = v.mac().upper() if i % 2 else v.mac()
            net = v.ipv4_priv().rsplit(".", 1)[0] + ".255"
            host = v.host()
            lines.append(f"# {host}\n{mac} {net} {v.choice([9, 7, 19909])}")
            priv += [mac, net, host]
        w(d / "wol-hosts.txt", "\n".join(lines) + "\n")
        sh = NET + "wakeonlan -f wol-hosts.txt; " + f"wakeonlan -i {v.ipv4_priv()} -p 9 {v.mac()}"
        m2 = sh.split()[-1]; ip2 = sh.split("-i ")[1].split()[0]
        priv += [m2, ip2]
        return {"steps": [["sh", "-c", sh]], "plants": {"private": priv, "keep": ["Sending magic packet to", ":9 with", " with "]}}
    @staticmethod
    def extract(ud, pl): return block(rd(ud), pl)

@T("infra", "dropbear", "dropbear-bin", rc_ok=True)
class InfDropbear:
    @staticmethod
    def setup(v, d):
        port = 19920 + v.n; srv = v.ipv4_priv(); cl = [v.ipv4_priv(), v.ipv4_pub()]
        users = [v.choice(["root", "deploy", "ubuntu", "pi", "admin", "git"]), v.choice(["oracle", "jenkins", "backup", "ftpuser"])]
        sh = NET + (f"dropbearkey -t ed25519 -f hostkey >/dev/null 2>&1; dropbear -F -E -R -r hostkey -p {srv}:{port} -P db.pid 2>server.log & S=$!; sleep 0.5; "
              + "".join(f"DROPBEAR_PASSWORD='{v.password()}' timeout 4 dbclient -y -y -T -b {c} -p {port} {u}@{srv} true </dev/null >/dev/null 2>&1; " for c, u in zip(cl, users))
              + "sleep 0.3; kill $S; wait; exit 0")
        return {"steps": [["sh", "-c", sh]], "plants": {"private": cl, "alt_private": [srv], "keep": ["Child connection from", "Exit before auth", "Bad password attempt for", "Login attempt for nonexistent user", "Not backgrounding", "Early exit", "Running in background"]}, "timeout": 40}
    @staticmethod
    def extract(ud, pl):
        text = (Path(ud) / "input/server.log").read_text(errors="replace")
        lines = nonempty(text.splitlines())[:16]
        pids = sorted(set(re.findall(r"^\[(\d+)\]", "\n".join(lines), re.M)))
        ports = sorted(set(re.findall(r"(\d+\.\d+\.\d+\.\d+:\d+)", "\n".join(lines))))
        return {"kind": "block", "lines": lines, "private": [f"[{p}]" for p in pids]}

@T("infra", "scapy", "python3-scapy")
class InfScapy:
    @staticmethod
    def setup(v, d):
        m1, m2 = v.mac(), v.mac(); a, b = v.ipv4_priv(), v.ipv4_pub(); x6, y6 = v.ipv6(), v.ipv6(); pod = v.pod(); host = v.host()
        kind = v.n % 4
        if kind == 0: pkt = f"Ether(src={m1!r}, dst={m2!r})/IP(src={a!r}, dst={b!r}, ttl=61)/UDP(sport=5353, dport=53)/DNS(rd=1, qd=DNSQR(qname={pod + '.payments.svc.cluster.local'!r}))"
        elif kind == 1: pkt = f"Ether(src={m1!r}, dst={m2!r})/IPv6(src={x6!r}, dst={y6!r}, hlim=64)/TCP(sport=44122, dport=443, flags='S', seq=1000)"
        elif kind == 2: pkt = f"Ether(src={m1!r}, dst='ff:ff:ff:ff:ff:ff')/ARP(op=1, hwsrc={m1!r}, psrc={a!r}, pdst={b!r})"
        else: pkt = f"Ether(src={m1!r}, dst={m2!r})/IP(src={a!r}, dst={b!r})/UDP(sport=68, dport=67)/BOOTP(chaddr=bytes.fromhex({m1.replace(':', '')!r}), ciaddr={a!r})/DHCP(options=[('message-type','request'), ('hostname', {host.split('.')[0].encode()!r}), 'end'])"
        w(d / "pkt.py", f"from scapy.all import *\np = {pkt}\np.show()\n")
        priv = [m1, m2, a, b, x6, y6, pod + ".payments.svc.cluster.local", host.split(".")[0]]
        return {"steps": [["/usr/bin/python3", "pkt.py"]], "plants": {"private": priv, "keep": ["###[ Ethernet ]###", "type", "version", "proto", "sport", "dport", "chksum", "hwtype", "###[ DNS Question Record ]###", "flags"]}}
    @staticmethod
    def extract(ud, pl): return block(rd(ud), pl)

# ============================================================ key_unusual
ODD_KEYS = ["Kennwort", "contraseña", "mot_de_passe", "пароль", "密码", "パスワード", "비밀번호", "hasło", "salasana", "şifre", "senha",
            "wachtwoord", "lösenord", "jelszó", "heslo", "κωδικός", "סיסמה", "كلمة_المرور", "Zugangsschlüssel", "cle_api", "APIキー",
            "jeton_d_acces", "geheimnis", "gizli_anahtar", "segreto", "токен_доступа", "访问令牌", "pWd", "PassPhrase_2", "zugang.db.kennwort",
            "creds/primary/sekret", "X-Geheim-Schluessel", "anahtar__api", "llave_privada", "nøkkel", "tilgangskode", "klucz-api", "ключ"]
def odd_key(v, ascii_only=False, upper=False):
    ks = [k for k in ODD_KEYS if not ascii_only or k.isascii()]
    k = v.choice(ks)
    return k.upper() if upper else k

def secret_any(v):
    return v.choice([v.password, v.token, v.token, v.jwt, v.totp_seed, v.aws_secret])()

@T("key_unusual", "opusinfo", "opus-tools")
class KuOpus:
    @staticmethod
    def setup(v, d):
        p = v.person(); sec, raw, comments = [], [], []
        used = set()
        for i in range(3):
            k = odd_key(v, ascii_only=(i < 2), upper=True).replace("=", "_")
            while k in used: k = odd_key(v, upper=True)
            used.add(k)
            s = secret_any(v); sec.append(s); comments += ["--comment", f"{k}={s}"]
        title = v.choice(["Ansage Mailbox", "Podcast Folge 12", "Sprachmemo", "Voicemail 0815"])
        steps = [["sox", "-n", "-r", "48000", "-b", "16", "-c", "1", "tone.wav", "synth", "0.2", "sine", str(300 + v.n * 40)],
                 ["opusenc", "--quiet", "--artist", p["full"], "--title", title] + comments + ["tone.wav", "memo.opus"],
                 ["opusinfo", "memo.opus"]]
        return {"steps": steps, "plants": {"secrets": sec, "private": [p["full"]], "keep": ["User comments section follows", "Opus stream 1", "Pre-skip: 312", "ENCODER=opusenc from opus-tools", "Original sample rate: 48000 Hz", "title=" + title, "Invalid comment fieldname"], "raw_secrets": sec}}
    @staticmethod
    def extract(ud, pl): return block(rd(ud, 2), pl)

@T("key_unusual", "djvused", "djvulibre-bin")
class KuDjvused:
    @staticmethod
    def setup(v, d):
        p = v.person(); sec = []
        lines = [f'Author\t"{p["full"]}"', f'Title\t"Vertrag {v.digits(6)}"']
        for i in range(3):
            k = odd_key(v).replace(" ", "_")
            s = secret_any(v); sec.append(s)
            lines.append(f'{k}\t"{s}"')
        lines.append(f'CreationDate\t"2024-0{1 + v.n % 9}-1{v.n}"')
        v.r.shuffle(lines)
        w(d / "meta.txt", "\n".join(lines) + "\n")
        pbm = "P1\n16 16\n" + "\n".join(" ".join(str(v.r.randint(0, 1)) for _ in range(16)) for _ in range(16)) + "\n"
        w(d / "scan.pbm", pbm)
        u = ["-u"] if v.n % 2 else []
        steps = [["cjb2", "scan.pbm", "scan.djvu"], ["djvused", "scan.djvu", "-e", "set-meta meta.txt", "-s"], ["djvused"] + u + ["scan.djvu", "-e", "print-meta"]]
        return {"steps": steps, "plants": {"secrets": sec, "private": [p["full"]], "alt_private": [cesc_oct(p["full"])], "keep": ["Author", "Title", "CreationDate", "Vertrag"], "raw_secrets": sec}}
    @staticmethod
    def extract(ud, pl): return block(rd(ud, 2), pl)

@T("key_unusual", "mkvinfo", "mkvtoolnix")
class KuMkvinfo:
    @staticmethod
    def setup(v, d):
        from xml.sax.saxutils import escape as x
        p = v.person(); sec = []
        outer = v.choice(["ZUGANGSDATEN", "ИДЕНТИФИКАЦИЯ", "IDENTIFIANTS", "認証情報", "CREDENCIALES", "POŚWIADCZENIA"])
        simp = ""
        for i in range(2):
            k = odd_key(v, upper=True); s = secret_any(v); sec.append(s)
            simp += f"<Simple><Name>{x(k)}</Name><String>{x(s)}</String></Simple>"
        k3 = odd_key(v); s3 = secret_any(v); sec.append(s3)
        xml = f'''<?xml version="1.0" encoding="UTF-8"?>
<Tags><Tag><Targets><TargetTypeValue>50</TargetTypeValue></Targets>
<Simple><Name>ARTIST</Name><String>{x(p["full"])}</String></Simple>
<Simple><Name>{outer}</Name>{simp}</Simple>
<Simple><Name>{x(k3)}</Name><String>{x(s3)}</String></Simple>
</Tag></Tags>
'''
        w(d / "tags.xml", xml)
        steps = [["sox", "-n", "-r", "16000", "-b", "16", "-c", "1", "a.wav", "synth", "0.1", "sine", "500"],
                 ["mkvmerge", "-q", "--no-date", "--deterministic", str(v.n), "-o", "rec.mkv", "--global-tags", "tags.xml", "a.wav"],
                 ["mkvinfo", "-a", "rec.mkv"]]
        return {"steps": steps, "plants": {"secrets": sec, "private": [p["full"]], "keep": ["+ Tags", "+ Simple", "+ Name: ARTIST", "+ Targets", "Tag language (IETF BCP 47): und", "+ Name: " + outer], "raw_secrets": sec}}
    @staticmethod
    def extract(ud, pl):
        lines = rd(ud, 2).splitlines()
        i = max(j for j, l in enumerate(lines) if l.startswith("|+ Tags"))
        return {"kind": "block", "lines": window(lines[i:], pl["secrets"] + pl["private"], 16, must="+ Tags")}

@T("key_unusual", "clisp", "clisp")
class KuClisp:
    @staticmethod
    def setup(v, d):
        p = v.person(); sec = [secret_any(v) for _ in range(3)]; ks = [odd_key(v) for _ in range(3)]
        host = v.host()
        q = lambda s: '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'
        src = f'''(setq *print-pretty* nil)
(defvar *cfg* (list :|service| "billing-sync" :|owner| {q(p["full"])}
   :|backend| (list (cons "host" {q(host)}) (cons {q(ks[0])} {q(sec[0])}))
   :|{ks[1]}| {q(sec[1])}))
(defvar *h* (make-hash-table :test (quote equal)))
(setf (gethash {q(ks[2])} *h*) {q(sec[2])})
(setf (gethash "retries" *h*) 3)
(format t "~&;; loaded config for ~A~%" (getf *cfg* :|service|))
(prin1 *cfg*) (terpri)
(prin1 *h*) (terpri)
'''
        w(d / "cfg.lisp", src)
        return {"steps": [["clisp", "-q", "-norc", "cfg.lisp"]], "plants": {"secrets": [s.replace("\\", "\\\\").replace('"', '\\"') for s in sec], "private": [p["full"], host], "keep": [";; loaded config for billing-sync", ":|service|", "HASH-TABLE", "FASTHASH-EQUAL", '"retries"', ":|backend|"], "raw_secrets": sec}}
    @staticmethod
    def extract(ud, pl): return block(rd(ud), pl)

@T("key_unusual", "tarantool", "tarantool")
class KuTarantool:
    @staticmethod
    def setup(v, d):
        p = v.person(); sec = [secret_any(v) for _ in range(3)]; ks = [odd_key(v) for _ in range(3)]
        host = v.host()
        L = lambda s: "[==[" + s + "]==]"
        lua = f'''local yaml = require('yaml')
local cfg = {{
  service = 'ledger-export',
  ['{ks[0]}'] = {L(sec[0])},
  upstream = {{ host = {L(host)}, port = 5432, auth = {{ [ {L(ks[1])} ] = {L(sec[1])} }} }},
  ['owner.full_name'] = {L(p["full"])},
  flags = {{ 'dry-run', 'verbose' }},
  [ {L(ks[2])} ] = {{ value = {L(sec[2])}, rotated = '2025-01-0{v.n}' }},
}}
print(yaml.encode(cfg))
os.exit(0)
'''
        w(d / "dump.lua", lua)
        return {"steps": [["tarantool", "dump.lua"]], "plants": {"secrets": sec, "private": [p["full"], host], "keep": ["service: ledger-export", "port: 5432", "dry-run", "rotated:", "upstream:", "owner.full_name"], "raw_secrets": sec}}
    @staticmethod
    def extract(ud, pl): return block(rd(ud), pl)

# ============================================================ lookalike
@T("lookalike", "puttygen", "putty-tools")
class LkPuttygen:
    @staticmethod
    def setup(v, d):
        w(d / "rnd.bin", bytes(v.r.getrandbits(8) for _ in range(8192)))
        kt = ["ed25519", "ecdsa", "ed25519", "ecdsa"][v.n % 4]
        host = v.host(); user = v.choice(["deploy", "ci", "backup", "ansible", "git-sync"])
        enc = v.n % 2 == 0
        pw = v.password() if enc else ""
        w(d / "pass.txt", pw + ("\n" if pw else ""))
        bits = ["-b", "256"] if kt == "ecdsa" else []
        steps = [["puttygen", "-t", kt] + bits + ["--random-device", "rnd.bin", "-C", f"{user}@{host}", "--new-passphrase", "pass.txt", "--ppk-param", "passes=2,memory=1024", "-o", "/dev/stdout"],
                 ["puttygen", "-t", kt] + bits + ["--random-device", "rnd.bin", "-C", f"{user}@{host}", "--new-passphrase", "pass.txt", "--ppk-param", "passes=2,memory=1024", "-o", "key.ppk"],
                 ["puttygen", "key.ppk", "-l"]]
        return {"steps": steps, "plants": {"private": [host], "keep": ["PuTTY-User-Key-File-3:", "Public-Lines:", "Private-Lines:", "Private-MAC:", "Encryption:", "Key-Derivation: Argon2id", "Argon2-Salt:"], "raw_secrets": [pw] if pw else []}}
    @staticmethod
    def extract(ud, pl):
        lines = nonempty(rd(ud, 0).splitlines())
        sec, keep, cur = [], [], None
        for l in lines:
            m = re.match(r"^(Public|Private)-Lines: \d+", l)
            if m: cur = m.group(1); continue
            if re.match(r"^[A-Za-z0-9-]+: ", l): cur = None
            if cur == "Private": sec.append(l)
            if cur == "Public": keep.append(l)
            if l.startswith("Private-MAC:") or l.startswith("Argon2-Salt:"): keep.append(l.split(": ")[1])
        fp = nonempty(rd(ud, 2).splitlines())
        keep += [x.split()[-1] for x in fp]
        out = lines + fp
        return {"kind": "block", "lines": out[:16], "secrets": sec, "keep": keep[:3]}

@T("lookalike", "eyeD3", "eyed3")
class LkEyed3:
    @staticmethod
    def setup(v, d):
        w(d / "track.mp3", bytes([0xFF, 0xFB, 0x90, 0x64]) + bytes(413) * 1 + (bytes([0xFF, 0xFB, 0x90, 0x64]) + bytes(413)) * 30)
        p = v.person(); tok = v.token(); alb, rec, art = v.uuid(), v.uuid(), v.uuid()
        isrc = f"{v.choice(['DE','FR','JP','BR','PL'])}{v.rs(3, 'ABCDEFGHJKLMNPQRSTUVWXYZ')}{v.digits(7)}"
        acoust = v.uuid()
        note = v.choice([f"uploaded via api, key {tok}", f"sync token={tok}", f"temp creds: {tok} (rotate!)", f"{tok}"])
        steps = [["eyeD3", "-Q", "--artist", p["full"], "--title", v.choice(["Nachtzug", "Saudade", "Ветер", "夜明け", "Bruma"]),
                  "--user-text-frame", f"MusicBrainz Album Id:{alb}", "--user-text-frame", f"Acoustid Id:{acoust}", "--user-text-frame", f"ISRC:{isrc}",
                  "--unique-file-id", f"http\\://musicbrainz.org:{rec}", "--comment", note.replace(":", "\\:"), "track.mp3"],
                 ["eyeD3", "track.mp3"]]
        return {"steps": steps, "plants": {"secrets": [tok], "private": [p["full"]], "keep": [alb, rec, acoust, isrc, "MusicBrainz Album Id", "UserTextFrame", "Unique File ID", "MPEG1, Layer III"], "raw_secrets": [tok]}}
    @staticmethod
    def extract(ud, pl):
        lines = [l for l in nonempty(rd(ud, 1).splitlines()) if not l.startswith(".../") and not set(l) <= {"-"}]
        return {"kind": "block", "lines": window(lines, pl["secrets"] + pl["keep"][:3], 16)}

@T("lookalike", "spamassassin", "spamassassin", rc_ok=True)
class LkSpamassassin:
    @staticmethod
    def setup(v, d):
        p = v.person(); em = v.email(p); ip = v.ipv4_pub(); host = v.host()
        pw = v.password(); codes = v.recovery_codes(4); tok = v.token()
        mid = f"<{v.uuid()}@mail.{v.choice(['shopwave.de','tix-nord.com','krankenkasse-plus.de'])}>"
        bh = v.b64(32); bsig = v.b64(96); trk = v.hexs(32)
        kind = v.n % 3
        if kind == 0: body = f"Hallo {p['given']},\n\nIhr vorläufiges Passwort lautet: {pw}\nBitte ändern Sie es nach der ersten Anmeldung.\nVorgangs-ID: {v.uuid()}\n"; sec = [pw]
        elif kind == 1: body = "Your backup codes (keep them safe):\n" + "\n".join(f"  {c}" for c in codes) + f"\nRequest id: {trk}\n"; sec = codes
        else: body = f"Deploy key rotated.\nNew token: {tok}\nCommit: {v.gitsha()}\nChecksum (sha256): {v.sha256()}\n"; sec = [tok]
        msg = f"""Received: from {host} ({host} [{ip}])
	by mx1.example.net with ESMTPS id 4Y7{v.rs(8)}
	for <{em}>; Mon, 03 Mar 2025 09:1{v.n}:07 +0000
DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=notify.example.net; s=s2025;
	bh={bh};
	b={bsig[:64]}
	 {bsig[64:]}
Message-ID: {mid}
From: Notifications <no-reply@notify.example.net>
To: {p['full']} <{em}>
Subject: Account security notice
Date: Mon, 03 Mar 2025 09:1{v.n}:05 +0000
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

{body}"""
        w(d / "msg.eml", msg)
        return {"steps": [["spamassassin", "-L", "-t", "msg.eml"]], "plants": {"secrets": sec, "private": [em, p["full"], ip, host, p["given"]], "keep": [mid, bh, "X-Spam-Checker-Version", "Message-ID:", "DKIM-Signature:", "Subject: Account security notice", trk], "raw_secrets": sec}, "timeout": 120}
    @staticmethod
    def extract(ud, pl):
        lines = rd(ud).splitlines()
        i = next((j for j, l in enumerate(lines) if l.startswith("Message-ID:")), 0)
        seg = lines[i:]
        labs = pl["secrets"]
        # include body secret lines: pick window from Message-ID through body
        return {"kind": "block", "lines": window(seg, labs + pl["keep"][:1], 16)}

@T("lookalike", "sbcl", "sbcl")
class LkSbcl:
    @staticmethod
    def setup(v, d):
        p = v.person(); tok = v.token(); sec2 = v.aws_secret(); akid = v.token("akia")
        src = f'''(defstruct api-key id prefix secret owner created)
(defstruct artifact name sha256 etag)
(let ((k (make-api-key :id "{v.uuid()}" :prefix "{tok[:5]}" :secret "{tok}" :owner "{p['full']}" :created "2025-02-1{v.n}T10:00:00Z"))
      (a (make-artifact :name "release-{v.digits(3)}.tar.zst" :sha256 "{v.sha256()}" :etag "\\"{v.hexs(32)}\\""))
      (h (make-hash-table :test 'equal)))
  (setf (gethash "aws_access_key_id" h) "{akid}" (gethash "aws_secret_access_key" h) "{sec2}")
  (format t "~&;; session {v.uuid()}~%")
  (print k) (print a) (print h)
  (maphash (lambda (key val) (format t "~%~A => ~S" key val)) h)
  (terpri))
'''
        w(d / "keys.lisp", src)
        return {"steps": [["sbcl", "--script", "keys.lisp"]], "plants": {"secrets": [tok, sec2, akid], "private": [p["full"]], "keep": ["#S(API-KEY", "#S(ARTIFACT", ":SHA256", ":ETAG", "HASH-TABLE :TEST EQUAL :COUNT 2", ";; session", ":PREFIX"], "raw_secrets": [tok, sec2, akid]}}
    @staticmethod
    def extract(ud, pl):
        t = rd(ud)
        lk = re.findall(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\b[0-9a-f]{64}\b|\{[0-9A-F]{10}\}", t)
        r = block(t, pl); r["keep"] = lk[:3]
        return r

@T("lookalike", "dropbearkey", "dropbear-bin")
class LkDropbearkey:
    @staticmethod
    def setup(v, d):
        kt = ["ed25519", "ecdsa", "ed25519", "ecdsa"][v.n % 4]
        host = v.host(); user = v.choice(["root", "svc-backup", "gitlab-runner", "pi"])
        sh = f"dropbearkey -t {kt} -f id_dropbear && dropbearconvert dropbear openssh id_dropbear /dev/stdout"
        return {"steps": [["sh", "-c", sh]], "plants": {"private": [], "keep": ["Public key portion is:", "Fingerprint: SHA256:", "-----BEGIN OPENSSH PRIVATE KEY-----", "-----END OPENSSH PRIVATE KEY-----", "Wrote key to 'id_dropbear'"]}}
    @staticmethod
    def extract(ud, pl):
        t = rd(ud, 0, "stdout") ; e = rd(ud, 0, "stderr")
        lines = nonempty((e + "\n" + t).splitlines())
        lines = [l for l in lines if not l.startswith("Generating")]
        sec, inside, keep = [], False, []
        for l in lines:
            if "BEGIN OPENSSH PRIVATE KEY" in l: inside = True; continue
            if "END OPENSSH PRIVATE KEY" in l: inside = False; continue
            if inside: sec.append(l)
            m = re.search(r"(SHA256:\S+)", l)
            if m: keep.append(m.group(1))
            if l.startswith(("ssh-ed25519 ", "ecdsa-sha2")): keep.append(l.split()[1])
        return {"kind": "block", "lines": lines[:16], "secrets": sec, "keep": keep}

# ============================================================ no_key
def prose_secret(v, p):
    s = v.choice([v.password, v.token, v.wifi_psk, v.pin, v.token])()
    if s.isdigit() and len(s) < 6: s = v.password()
    other = p["full"]
    t = v.choice([
        "note to self: {s} for the NAS, same as last year",
        "{o} said the new one is {s} until the audit",
        "Zettel am Monitor: {s} (nicht weitergeben!)",
        "use {s} if the badge reader asks again",
        "mot de passe oublié? non, c'est {s} depuis lundi",
        "temporary: {s} - rotate after migration",
        "копия для {o}: {s}",
        "{o}さんへ: {s} で入れます",
    ])
    return s, t.format(s=s, o=other)

@T("no_key", "tiffinfo", "libtiff-tools")
class NkTiffinfo:
    @staticmethod
    def setup(v, d):
        from PIL import Image, TiffImagePlugin
        while True:
            p = v.person(); s, prose = prose_secret(v, p)
            if prose.isascii(): break
        info = TiffImagePlugin.ImageFileDirectory_v2()
        info[270] = prose; info[315] = p["full"]; info[305] = "ScanSnap Manager 7.2"; info[306] = f"2024:11:0{v.n} 08:3{v.n}:00"
        Image.new("L", (24, 16), 200).save(d / "scan.tif", tiffinfo=info)
        return {"steps": [["tiffinfo", "scan.tif"]], "plants": {"secrets": [s], "private": [p["full"]], "keep": ["TIFF Directory at offset", "Image Width: 24 Image Length: 16", "Software: ScanSnap Manager 7.2", "Photometric Interpretation", "ImageDescription:", "Artist:", "DateTime:"], "raw_secrets": [s]}}
    @staticmethod
    def extract(ud, pl): return block(rd(ud), pl)

@T("no_key", "jhead", "jhead")
class NkJhead:
    @staticmethod
    def setup(v, d):
        from PIL import Image
        p = v.person(); s, prose = prose_secret(v, p)
        Image.new("RGB", (32, 24), (10, 120, 200)).save(d / ("IMG_0" + str(4100 + v.n) + ".jpg"), quality=85, comment=prose.encode())
        fn = "IMG_0" + str(4100 + v.n) + ".jpg"
        return {"steps": [["touch", "-d", f"2024-10-0{v.n} 12:00:00", fn], ["jhead", fn]], "plants": {"secrets": [s], "private": [p["full"]], "keep": ["File name    : " + fn, "Resolution   : 32 x 24", "Comment      :", "File size", "JPEG Quality", "File date"], "raw_secrets": [s]}}
    @staticmethod
    def extract(ud, pl): return block(rd(ud, 1), pl)

@T("no_key", "hachoir-metadata", "hachoir")
class NkHachoir:
    @staticmethod
    def setup(v, d):
        from PIL import Image, PngImagePlugin
        while True:
            p = v.person(); s, prose = prose_secret(v, p)
            try: (prose + p["full"]).encode("latin-1"); break
            except UnicodeEncodeError: pass
        meta = PngImagePlugin.PngInfo()
        meta.add_text("Comment", prose); meta.add_text("Author", p["full"]); meta.add_text("Software", "Greenshot 1.2.10")
        Image.new("RGB", (40, 30), (250, 250, 250)).save(d / "screenshot.png", pnginfo=meta)
        return {"steps": [["hachoir-metadata", "screenshot.png"]], "plants": {"secrets": [s], "private": [p["full"]], "keep": ["Metadata:", "- Image width: 40 pixels", "- Image height: 30 pixels", "- Producer: Greenshot 1.2.10", "- MIME type: image/png", "- Compression: deflate"], "raw_secrets": [s]}}
    @staticmethod
    def extract(ud, pl): return block(rd(ud), pl)

@T("no_key", "gforth", "gforth", rc_ok=True)
class NkGforth:
    @staticmethod
    def setup(v, d):
        s = v.choice([v.password, v.token, v.totp_seed])()
        s = s.replace(" ", "")
        w(d / "session.fs", f": area ( w h -- a ) * ;\n3 4 area .\ncr\n{s}\n12 area .\nbye\n")
        return {"steps": [["gforth", "session.fs"]], "plants": {"secrets": [s], "keep": ["Undefined word", "session.fs:4:", "Backtrace:", "throw", "interpreter-notfound1", "no.extensions"], "raw_secrets": [s]}}
    @staticmethod
    def extract(ud, pl):
        t = rd(ud) + "\n" + rd(ud, 0, "stderr")
        return block(t, pl)

@T("no_key", "gnuplot", "gnuplot-nox", rc_ok=True)
class NkGnuplot:
    @staticmethod
    def setup(v, d):
        p = v.person(); s, prose = prose_secret(v, p); s2 = v.token()
        w(d / "report.gp", f'set terminal dumb size 60,12\nprint "{prose}"\nset title "weekly load"\n{s2}\nplot sin(x) notitle\n')
        return {"steps": [["gnuplot", "report.gp"]], "plants": {"secrets": [s, s2], "private": [p["full"]], "keep": ['"report.gp" line 4: invalid command', "invalid command", "report.gp", "line 4"], "raw_secrets": [s, s2]}}
    @staticmethod
    def extract(ud, pl):
        t = rd(ud) + "\n" + rd(ud, 0, "stderr")
        return block(t, pl)

# ============================================================ pii_locale
def pii_bundle(v, loc=None):
    p = v.person(loc); loc = p["locale"]
    idn = v.national_id(loc)
    b = v.birth()
    street, city = v.address(loc)
    return dict(p=p, loc=loc, phone=v.phone(loc), idname=idn[0], id=idn[1], birth=b, street=street, city=city,
                email=v.email(p), iban=v.iban({"de": "DE", "fr": "FR", "es": "ES", "nl": "NL", "pl": "PL", "it": "IT", "gb": "GB", "se": "SE", "fi": "FI", "cz": "CZ", "hu": "HU", "gr": "GR", "tr": "TR", "br": "BR"}.get(loc)))

def exif_jpeg(path, tags, w_=24, h_=16):
    """JPEG with an EXIF APP1 built by hand: IFD0 ASCII tags stored as UTF-8 bytes."""
    from PIL import Image
    import io
    ents = sorted(tags.items())
    n = len(ents)
    ifd_size = 2 + 12 * n + 4
    data_off = 8 + ifd_size
    ifd = struct.pack("<H", n); blob = b""
    for tag, val in ents:
        raw = val.encode("utf-8") + b"\x00"
        if len(raw) <= 4:
            ifd += struct.pack("<HHI", tag, 2, len(raw)) + raw.ljust(4, b"\x00")
        else:
            ifd += struct.pack("<HHII", tag, 2, len(raw), data_off + len(blob)); blob += raw
            if len(blob) % 2: blob += b"\x00"
    ifd += struct.pack("<I", 0)
    tiff = b"II*\x00" + struct.pack("<I", 8) + ifd + blob
    app1 = b"Exif\x00\x00" + tiff
    buf = io.BytesIO(); Image.new("RGB", (w_, h_), (120, 130, 140)).save(buf, "JPEG", quality=80)
    j = buf.getvalue()
    seg = b"\xff\xe1" + struct.pack(">H", len(app1) + 2) + app1
    Path(path).write_bytes(j[:2] + seg + j[2:])

@T("pii_locale", "exiftags", "exiftags", rc_ok=True)
class PiiExiftags:
    @staticmethod
    def setup(v, d):
        b = pii_bundle(v)
        desc = f"{b['idname']} {b['id']} / {b['birth'].isoformat()}"
        exif_jpeg(d / "passfoto.jpg", {315: f"{b['p']['full']} <{b['email']}> {b['phone']}", 33432: f"(c) {b['p']['full']} {b['phone']}", 270: desc, 271: "Canon", 272: "Canon EOS 2000D", 305: "GIMP 2.10.34", 306: "2024:05:0%d 10:11:12" % v.n})
        return {"steps": [["exiftags", "-a", "passfoto.jpg"]], "plants": {"private": [b["p"]["full"], b["phone"], b["email"]], "keep": ["Camera-Specific Properties:", "Image-Specific Properties:", "Equipment Make: Canon", "Camera Model: Canon EOS 2000D", "Camera Software: GIMP 2.10.34", "Image Created:"]}}
    @staticmethod
    def extract(ud, pl): return block(rd(ud) + rd(ud, 0, "stderr"), pl)

@T("pii_locale", "exifprobe", "exifprobe")
class PiiExifprobe:
    @staticmethod
    def setup(v, d):
        b = pii_bundle(v)
        exif_jpeg(d / "ausweis.jpg", {315: b["p"]["full"], 270: f"{b['street']}, {b['city']}", 33432: b["email"], 305: "ScanLite 3.1"})
        return {"steps": [["exifprobe", "-L", "ausweis.jpg"]], "plants": {"private": [b["p"]["full"], b["street"], b["city"], b["email"]], "alt_private": [cesc_oct(x) for x in (b["p"]["full"], b["street"], b["city"])], "keep": ["JPEG.APP1.Ifd0.Artist", "JPEG.APP1.Ifd0.Copyright", "JPEG.APP1.Ifd0.ImageDescription", "ScanLite 3.1", "JPEG.APP1.Ifd0.Software", "JPEG.SOI"]}}
    @staticmethod
    def extract(ud, pl): return block(rd(ud), pl)

@T("pii_locale", "soxi", "sox")
class PiiSoxi:
    @staticmethod
    def setup(v, d):
        b = pii_bundle(v)
        com = "\n".join([f"ARTIST={b['p']['full']}", f"CONTACT={b['phone']}", f"EMAIL={b['email']}", f"LOCATION={b['street']}, {b['city']}", f"DONATIONS=IBAN {b['iban']}", f"COMMENT=Interview {b['birth'].isoformat()}"])
        w(d / "comments.txt", com + "\n")
        steps = [["sox", "-n", "-r", "22050", "-b", "16", "-c", "1", "raw.wav", "synth", "0.1", "sine", "330"],
                 ["sox", "raw.wav", "--comment-file", "comments.txt", "interview.flac"],
                 ["soxi", "-a", "interview.flac"]]
        return {"steps": steps, "plants": {"private": [b["p"]["full"], b["phone"], b["email"], b["street"], b["city"], b["iban"], b["birth"].isoformat()], "keep": ["ARTIST=", "CONTACT=", "EMAIL=", "LOCATION=", "DONATIONS=IBAN", "COMMENT=Interview"]}}
    @staticmethod
    def extract(ud, pl): return block(rd(ud, 2), pl)

@T("pii_locale", "bibclean", "bibclean", rc_ok=True)
class PiiBibclean:
    @staticmethod
    def setup(v, d):
        b1, b2 = pii_bundle(v), pii_bundle(v)
        key = f"{b1['p']['family'].split()[-1]}{2019 + v.n}".replace(" ", "")
        bib = f"""@PhdThesis{{{key},
  author = {{{b1['p']['full']}}},
  title = {{Messung von Bodenfeuchte mit Funk-Sensoren}},
  school = {{Universität {v.choice(['Bremen','Łódź','Uppsala','Kyoto','São Paulo'])}}},
  year = {2019 + v.n},
  address = {{{b1['street']}, {b1['city']}}},
  note = {{Kontakt {b1['email']}, Tel. {b1['phone']}}},
}}

@Misc{{interview{v.n},
  author = {{{b2['p']['full']}}},
  howpublished = {{Privatgespräch}},
  note = {{geb. {b2['birth'].isoformat()}, {b2['idname']} {b2['id']}}},
  year = {2020 + v.n},
}}
"""
        w(d / "refs.bib", bib)
        return {"steps": [["bibclean", "refs.bib"]], "plants": {"private": [b1["p"]["full"], b1["street"], b1["city"], b1["email"], b1["phone"], b2["p"]["full"], b2["birth"].isoformat(), b2["id"]], "keep": ["@PhdThesis{", "@Misc{", "author =", "title =", "school =", "howpublished =", "Messung von Bodenfeuchte"]}}
    @staticmethod
    def extract(ud, pl): return block(rd(ud), pl)

@T("pii_locale", "kid3-cli", "kid3-cli")
class PiiKid3:
    @staticmethod
    def setup(v, d):
        b = pii_bundle(v)
        q = lambda s: "'" + s.replace("'", "\\'") + "'"
        cmds = [f"set artist {q(b['p']['full'])}", f"set title {q('Anrufbeantworter ' + str(v.n))}", f"set comment {q('Rückruf ' + b['phone'])}",
                f"set 'CONTACT' {q(b['email'])}", f"set 'ADDRESS' {q(b['street'] + ', ' + b['city'])}", f"set 'BIRTHDATE' {q(b['birth'].isoformat())}", "save"]
        steps = [["sox", "-n", "-r", "8000", "-b", "16", "-c", "1", "voicemail.flac", "synth", "0.1", "sine", "440"],
                 ["kid3-cli"] + sum((["-c", c] for c in cmds), []) + ["voicemail.flac"],
                 ["kid3-cli", "-c", "get all", "voicemail.flac"]]
        return {"steps": steps, "plants": {"private": [b["p"]["full"], b["phone"], b["email"], b["street"], b["city"], b["birth"].isoformat()], "alt_private": [b["street"] + ", " + b["city"]], "keep": ["Tag 2: Vorbis", "File: FLAC", "Name: voicemail.flac", "Artist", "Title", "Anrufbeantworter", "Comment", "Contact"]}, "env": {"QT_QPA_PLATFORM": "offscreen"}}
    @staticmethod
    def extract(ud, pl): return block(rd(ud, 2), pl)

# ============================================================ positional
@T("positional", "mini_httpd", "mini-httpd")
class PosMiniHttpd:
    @staticmethod
    def setup(v, d):
        port = 19970 + v.n; srv = v.ipv4_priv()
        (d / "www").mkdir(); w(d / "www/index.html", "<p>ok</p>\n")
        tok, jwt, code = v.token(), v.jwt(), v.b64url(24)
        cl = [v.ipv4_priv(), v.ipv4_pub(), v.ipv4_pub()]
        paths = [f"/password/reset/{code}", f"/auth/magic/{jwt}", f"/hooks/deploy/{tok}"]
        v.r.shuffle(paths)
        drv = "import socket,time\n" + "".join(
            f"s=socket.socket(); s.bind(({c!r},0)); s.connect(({srv!r},{port})); s.send(b'GET {p} HTTP/1.0\\r\\nReferer: https://mail.example.org/\\r\\nUser-Agent: Mozilla/5.0 (X11; Linux x86_64)\\r\\n\\r\\n'); s.recv(4096); s.close(); time.sleep(0.05)\n"
            for c, p in zip(cl, paths))
        w(d / "driver.py", drv)
        sh = NET + f"mini_httpd -D -h {srv} -p {port} -d www -l access.log & W=$!; sleep 0.5; /usr/bin/python3 driver.py; sleep 0.2; kill $W; wait; exit 0"
        return {"steps": [["sh", "-c", sh]], "plants": {"secrets": [code, jwt, tok], "private": cl, "keep": ["HTTP/1.0", "/password/reset/", "/auth/magic/", "/hooks/deploy/", "https://mail.example.org/", "Mozilla/5.0 (X11; Linux x86_64)", " 404 "], "raw_secrets": [code, jwt, tok]}, "timeout": 30}
    @staticmethod
    def extract(ud, pl):
        return {"kind": "block", "lines": nonempty((Path(ud) / "input/access.log").read_text(errors="replace").splitlines())[:16]}

@T("positional", "hydra", "hydra", rc_ok=True)
class PosHydra:
    @staticmethod
    def setup(v, d):
        port = 19980 + v.n; user = v.choice(["admin", "operator", "backup", "kiosk"])
        real = v.password(); cands = [v.password() for _ in range(3)] + [real]
        w(d / "words.txt", "\n".join(cands) + "\n")
        (d / "www").mkdir(); w(d / "www/index.html", "ok\n")
        sh = NET + f"webfsd -F -4 -p {port} -r www -b '{user}:{real}' & W=$!; sleep 0.4; hydra -I -V -t 1 -l {user} -P words.txt -s {port} 127.0.0.1 http-get /index.html; kill $W; wait; exit 0"
        return {"steps": [["sh", "-c", sh]], "plants": {"secrets": cands, "keep": ["[ATTEMPT] target 127.0.0.1", "[http-get]", "1 valid password found", "[DATA] attacking http-get://127.0.0.1:", "of 4 [child 0]", "Hydra v9.4"], "raw_secrets": cands}, "timeout": 60}
    @staticmethod
    def extract(ud, pl):
        lines = [l for l in nonempty(rd(ud).splitlines()) if not l.startswith("Hydra (https") and "legal purposes" not in l]
        return {"kind": "block", "lines": window(lines, pl["secrets"], 16)}

@T("positional", "sipsak", "sipsak", rc_ok=True)
class PosSipsak:
    @staticmethod
    def setup(v, d):
        p = v.person(); user = v.choice(["alice", "1001", "frontdesk", p["given"].split()[0].lower() if p["given"].isascii() else "ext204"])
        pw = v.password().replace("@", "#").replace(":", "!").replace(";", "!")
        ip = v.ipv4_priv()
        sh = NET + f"timeout 4 sipsak -vvv -D 1 -s 'sip:{user}:{pw}@{ip}:5060' -a '{pw}' -u {user}"
        return {"steps": [["sh", "-c", sh]], "plants": {"secrets": [pw], "private": [ip], "keep": ["SIP/2.0/UDP", "CSeq: 1 OPTIONS", "Max-Forwards: 70", "User-Agent: sipsak 0.9.8.1", "Content-Length: 0", "request:"], "raw_secrets": [pw]}, "timeout": 20}
    @staticmethod
    def extract(ud, pl):
        t = rd(ud) + "\n" + rd(ud, 0, "stderr")
        lines = t.splitlines()
        i = next((j for j, l in enumerate(lines) if l.startswith("request:")), 0)
        return {"kind": "block", "lines": nonempty(lines[i:])[:12]}

@T("positional", "coap-client-notls", "libcoap3-bin", rc_ok=True)
class PosCoap:
    @staticmethod
    def setup(v, d):
        port = 19990 + (v.n % 8); tok = v.token(); pw = v.password(); dev = v.hexs(12); ip = v.ipv4_priv()
        import urllib.parse as U
        kind = v.n % 3
        if kind == 0: path = f"/fw/ota/{tok}?device={dev}"
        elif kind == 1: path = f"/login?user=sensor-{dev[:4]}&pass={U.quote(pw, safe='')}"
        else: path = f"/api/v2/provision/{tok}/{U.quote(pw, safe='')}"
        sh = NET + f"(timeout 3 coap-server-notls -A {ip} -p {port} >/dev/null 2>&1 &); sleep 0.5; coap-client-notls -v 6 -m get 'coap://{ip}:{port}{path}' -B 2"
        secrets = [tok, U.quote(pw, safe=""), pw]
        return {"steps": [["sh", "-c", sh]], "plants": {"secrets": [s for s in secrets if s in path], "alt_secrets": [pw], "private": [ip, dev], "keep": ["v:1 t:CON c:GET", "Uri-Path:", "Uri-Query:", "4.04 Not Found", "sending CoAP request", "Uri-Port:"], "raw_secrets": [tok] if tok in path else []}, "timeout": 20}
    @staticmethod
    def extract(ud, pl):
        lines = [re.sub(r"^\w{3} \d\d \d\d:\d\d:\d\d\.\d+ ", "", l) if False else l for l in nonempty(rd(ud).splitlines() + rd(ud, 0, "stderr").splitlines())]
        return {"kind": "block", "lines": window(lines, pl["secrets"] + pl["private"], 12)}

@T("positional", "sox", "sox", rc_ok=True)
class PosSox:
    @staticmethod
    def setup(v, d):
        user = v.choice(["ingest", "recorder", "media-sync", "svc_audio"]); pw = v.password().replace("@", "#").replace("/", "-").replace("'", "")
        host = v.host(); sig = v.hexs(64); tok = v.token()
        urls = [f"ftp://{user}:{pw}@{host}/inbox/call-{v.digits(6)}.raw",
                f"https://{user}:{pw}@{host}:8443/rec/{v.digits(4)}.ul?X-Amz-Signature={sig}",
                f"http://{host}/stream.raw?access_token={tok}"]
        sh = "; ".join(f"sox -t raw '{u}' -n" for u in urls) + "; exit 0"
        return {"steps": [["sh", "-c", sh]], "plants": {"secrets": [pw, tok], "private": [host], "keep": ["sox FAIL formats:", "bad input format for file URL", "sampling rate was not specified", "/inbox/call-", "X-Amz-Signature", sig], "raw_secrets": [pw, tok]}}
    @staticmethod
    def extract(ud, pl): return block(rd(ud) + rd(ud, 0, "stderr"), pl)

# ============================================================ rows
def pick_row(rows, labels):
    sc = [(sum(1 for l in labels if any(l in c for c in r)), -i) for i, r in enumerate(rows)]
    return rows[-max(sc)[1]]

@T("rows", "msiinfo", "msitools")
class RowMsiinfo:
    @staticmethod
    def setup(v, d):
        from xml.sax.saxutils import quoteattr as qa
        p = v.person(); pw = v.password(); tok = v.token(); host = v.host()
        g = lambda: v.uuid().upper()
        table = "Property" if v.n % 2 else "Registry"
        wxs = f'''<?xml version="1.0" encoding="utf-8"?>
<Wix xmlns="http://schemas.microsoft.com/wix/2006/wi">
 <Product Id="{g()}" Name="Ledger Agent" Language="1033" Version="3.{v.n}.0" Manufacturer="Nordwind Logistik GmbH" UpgradeCode="{g()}">
  <Package InstallerVersion="200" Compressed="yes" Comments="internal build"/>
  <Media Id="1" Cabinet="agent.cab" EmbedCab="yes"/>
  <Property Id="SQLSERVER" Value={qa(host)}/>
  <Property Id="SQLPASSWORD" Value={qa(pw)}/>
  <Property Id="CONTACTNAME" Value={qa(p["full"])}/>
  <Directory Id="TARGETDIR" Name="SourceDir"><Directory Id="ProgramFilesFolder"><Directory Id="INSTALLDIR" Name="LedgerAgent">
   <Component Id="Main" Guid="{g()}"><File Id="cfg" Source="agent.ini"/>
    <RegistryValue Root="HKLM" Key="Software\\Nordwind\\LedgerAgent" Name="ApiToken" Value={qa(tok)} Type="string"/>
    <RegistryValue Root="HKLM" Key="Software\\Nordwind\\LedgerAgent" Name="DbHost" Value={qa(host)} Type="string"/>
   </Component></Directory></Directory></Directory>
  <Feature Id="Complete" Level="1"><ComponentRef Id="Main"/></Feature>
 </Product>
</Wix>
'''
        w(d / "agent.wxs", wxs); w(d / "agent.ini", "[agent]\nmode=service\n")
        steps = [["wixl", "-o", "agent.msi", "agent.wxs"], ["msiinfo", "export", "agent.msi", table]]
        return {"steps": steps, "plants": {"secrets": [pw, tok], "private": [host, p["full"]], "keep": ["SQLPASSWORD", "ApiToken", "Registry", "Property", "Value", "Root", "Key", "Software\\Nordwind\\LedgerAgent", "Name", "Component_"], "raw_secrets": [pw, tok], "table": table, "want": pw if table == "Property" else tok}}
    @staticmethod
    def extract(ud, pl):
        lines = rd(ud, 1).splitlines()
        cols = lines[0].split("\t")
        rows = [l.split("\t") for l in lines[3:] if l.strip()]
        row = next(r for r in rows if any(pl["want"] in c for c in r))
        return {"kind": "row", "columns": cols, "row": row}

@T("rows", "cmark-gfm", "cmark-gfm")
class RowCmark:
    @staticmethod
    def setup(v, d):
        import html
        hdr = ["Service", "Owner", "Email", "Credential", "Rotated"]
        rows, sec, priv = [], [], []
        for i in range(3):
            p = v.person(); s = v.choice([v.token, v.password, v.aws_secret])(); em = v.email(p)
            rows.append([v.choice(["stripe-webhook", "pg-replica", "ldap-bind", "s3-backup", "smtp-relay", "grafana"]), p["full"], em, "`" + s + "`", f"2025-0{v.r.randint(1,9)}-1{i}"])
            sec.append(s); priv += [p["full"], em]
        md = "# Credential inventory\n\n| " + " | ".join(hdr) + " |\n|" + "---|" * len(hdr) + "\n" + "".join("| " + " | ".join(r) + " |\n" for r in rows)
        w(d / "inventory.md", md)
        esc = lambda s: html.escape(s, quote=False).replace('"', "&quot;")
        return {"steps": [["cmark-gfm", "-e", "table", "inventory.md"]], "plants": {"secrets": [esc(s) for s in sec], "private": [esc(x) for x in priv], "keep": hdr + ["2025-0"], "raw_secrets": sec, "want": esc(sec[v.n % 3])}}
    @staticmethod
    def extract(ud, pl):
        t = rd(ud)
        cols = re.findall(r"<th>(.*?)</th>", t)
        rows = [re.findall(r"<td>(.*?)</td>", tr) for tr in re.findall(r"<tr>\s*(.*?)</tr>", t, re.S)]
        rows = [r for r in rows if r]
        row = next(r for r in rows if any(pl["want"] in c for c in r))
        return {"kind": "row", "columns": cols, "row": row}

@T("rows", "maxima", "maxima")
class RowMaxima:
    @staticmethod
    def setup(v, d):
        hdr = ["login", "name", "phone", "iban", "pin"]
        rows, priv, sec = [], [], []
        for i in range(3):
            b = pii_bundle(v); login = (b["p"]["family"].split()[-1][:5] + str(v.r.randint(10, 99))).lower() if b["p"]["family"].isascii() else f"u{v.digits(5)}"
            pin = v.digits(6)
            rows.append([login, b["p"]["full"].replace('"', ""), b["phone"], b["iban"], pin]); priv += [b["p"]["full"], b["phone"], b["iban"], login]; sec.append(pin)
        q = lambda s: '"' + s + '"'
        mac = "display2d:true$ linel:300$\nm: matrix(" + ",".join("[" + ",".join(q(c) for c in r) + "]" for r in [hdr] + rows) + ")$\nprint(m)$\n"
        w(d / "accounts.mac", mac)
        return {"steps": [["maxima", "--very-quiet", "-b", "accounts.mac"]], "plants": {"secrets": sec, "private": priv, "keep": hdr, "raw_secrets": sec, "want": sec[v.n % 3]}, "timeout": 60}
    @staticmethod
    def extract(ud, pl):
        lines = [l.strip() for l in rd(ud).splitlines() if l.strip().startswith("[") and l.strip().rstrip().endswith("]") and l.strip("[] ")]
        parse = lambda l: [c for c in re.split(r"\s{2,}", l.strip()[1:-1].strip()) if c]
        cols = parse(lines[0]); rows = [parse(l) for l in lines[1:]]
        row = next(r for r in rows if any(pl["want"] in c for c in r))
        return {"kind": "row", "columns": cols, "row": row}

@T("rows", "sqlline", "sqlline", rc_ok=True)
class RowSqlline:
    @staticmethod
    def setup(v, d):
        q = lambda s: "'" + s.replace("'", "''") + "'"
        rows, sec, priv = [], [], []
        for i in range(3):
            b = pii_bundle(v); tok = v.token(); pwh = "$2b$12$" + v.rs(53, "./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            rows.append((i + 1, b["email"], b["p"]["full"], b["phone"], tok, pwh)); sec += [tok, pwh]; priv += [b["email"], b["p"]["full"], b["phone"]]
        sql = "CREATE TABLE customers (id INT PRIMARY KEY, email VARCHAR(80), full_name VARCHAR(80), phone VARCHAR(40), api_key VARCHAR(120), pw_hash VARCHAR(80));\n"
        sql += "".join(f"INSERT INTO customers VALUES ({r[0]}, {q(r[1])}, {q(r[2])}, {q(r[3])}, {q(r[4])}, {q(r[5])});\n" for r in rows)
        sql += "SELECT * FROM customers ORDER BY id;\n"
        w(d / "q.sql", sql)
        fmt = ["table", "csv", "tsv", "table"][v.n % 4]
        steps = [["sqlline", "-d", "org.hsqldb.jdbc.JDBCDriver", "-u", "jdbc:hsqldb:mem:shop", "-n", "SA", "-p", "", "--outputformat=" + fmt, "--silent=true", "--maxWidth=400"]]
        return {"steps": steps, "plants": {"secrets": sec, "private": priv, "keep": ["ID", "EMAIL", "FULL_NAME", "PHONE", "API_KEY", "PW_HASH"], "raw_secrets": sec, "fmt": fmt, "want": rows[v.n % 3][4]}, "timeout": 90, "stdin": {0: (sql + "!quit\n").encode()}}
    @staticmethod
    def extract(ud, pl):
        lines = [l for l in rd(ud).splitlines() if l.strip()]
        f = pl["fmt"]
        if f == "table":
            tl = [l for l in lines if l.startswith("|")]
            parse = lambda l: [c.strip() for c in l.strip().strip("|").split("|")]
        elif f == "csv":
            tl = [l for l in lines if l.startswith("'")]
            parse = lambda l: [c.strip("'") for c in re.split(r"','", l)]
        else:
            tl = [l for l in lines if "\t" in l]
            parse = lambda l: [c.strip("'") for c in l.split("\t")]
        cols = parse(tl[0]); rows = [parse(l) for l in tl[1:]]
        row = next(r for r in rows if any(pl["want"] in c for c in r))
        return {"kind": "row", "columns": cols, "row": row}

@T("rows", "beet", "beets")
class RowBeet:
    @staticmethod
    def setup(v, d):
        fields = ["id", "artist", "album", "composer", "comments", "year"]
        steps = []
        (d / "in").mkdir()
        sec, priv, want = [], [], None
        for i in range(3):
            b = pii_bundle(v); s = v.choice([v.token, v.password])()
            com = v.choice([f"rip by {b['email']}, upload key {s}", f"{s}", f"Kontakt {b['phone']} / {s}"])
            steps.append(["sox", "-n", "-r", "8000", "-b", "16", "-c", "1", f"in/t{i}/track.flac", "synth", "0.1", "sine", str(200 + i * 50)])
            steps.append(["beet", "-c", "cfg.yaml", "import", "-A", "-q", "--set", f"artist={b['p']['full']}", "--set", f"composer={v.person()['full']}", "--set", f"comments={com}", "--set", f"album=Demo {v.n}", "--set", f"year={1990 + i}", f"in/t{i}"])
            sec.append(s); priv += [b["p"]["full"], b["email"], b["phone"]]
        for i in range(3): (d / f"in/t{i}").mkdir()
        w(d / "cfg.yaml", f"directory: {d}/lib\nlibrary: {d}/lib.db\nimport:\n  copy: no\n  write: no\n")
        steps.append(["beet", "-c", "cfg.yaml", "ls", "-f", "\t".join("$" + f for f in fields)])
        return {"steps": steps, "plants": {"secrets": sec, "private": priv, "keep": [f"Demo {v.n}", "1990", "1991", "1992"], "raw_secrets": sec, "fields": fields, "want": sec[v.n % 3]}, "timeout": 60}
    @staticmethod
    def extract(ud, pl):
        lines = [l for l in rd(ud, 6).splitlines() if l.strip()]
        rows = [l.split("\t") for l in lines]
        row = next(r for r in rows if any(pl["want"] in c for c in r))
        return {"kind": "row", "columns": pl["fields"], "row": row, "private": [row[3]] if len(row) > 3 else []}
