"""Per-template planting for corpus36: each builder writes synthetic input files, records the planted
values (secret / private / keep) with the encodings the program applies, and lists the argv steps.
The last step is the capture; earlier steps are setup (all run under `unshare -n nice -n 10`)."""
import base64, hashlib, json, struct, zipfile, io, ipaddress
from values import Gen, person, email_for, phone, address, birth_date, iban, national_id, B62

T = {}


class U:
    def __init__(self, template, n):
        self.t, self.n, self.g = template, n, Gen(template, n)
        self.vals, self.files, self.steps = [], {}, []
        self.kind, self.keep_re, self.exclude_re = "block", [], []
        self.parser, self.merge, self.cleanup = None, False, []

    def _add(self, label, v, forms, note):
        if v is None or v == "":
            return v
        self.vals.append({"label": label, "value": v, "forms": list(forms), "note": note})
        return v

    def S(self, v, *forms, note=""):
        return self._add("secret", v, forms, note)

    def P(self, v, *forms, note=""):
        return self._add("private", v, forms, note)

    def K(self, v, note=""):
        return self._add("keep", v, [], note)

    def f(self, name, content):
        self.files[name] = content

    def run(self, *argv):
        self.steps.append(list(argv))

    def sh(self, script):
        self.steps.append(["sh", "-c", script])

    def plants(self):
        return {"template": self.t, "n": self.n, "kind": self.kind, "values": self.vals, "keep_regex": self.keep_re,
                "exclude_regex": self.exclude_re, "parser": self.parser, "merge_stderr": self.merge}


def tpl(cls, prog, pkg, version_cmd):
    def deco(fn):
        T[f"{cls}-{prog}"] = {"class": cls, "program": prog, "package": pkg, "fn": fn, "version_cmd": version_cmd}
        return fn
    return deco


def texi_esc(s):
    return s.replace("@", "@@").replace("{", "@{").replace("}", "@}")


def scm_str(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def js_str(s):
    return json.dumps(s, ensure_ascii=False)


# ============================ encoded ============================
@tpl("encoded", "guile", "guile-3.0", ["guile", "--version"])
def _(u):
    g = u.g
    host = u.P(g.fqdn())
    em = u.P(email_for(g), "pct_unres")
    tok = u.S(g.tok_b64(g.randint(18, 30)), "pct_unres")
    pw = u.S(g.password('!#"\\%=@'), "c")
    key = u.S(g.vendor(), "vu8")
    loc, name = person(g)
    u.P(name)
    tk, ver, tid = u.K(g.ticket()), u.K(g.version()), u.K(g.uuid())
    code = u.S(g.recovery(), "pct_unres")
    u.f("main.scm", f"""(use-modules (web uri) (rnrs bytevectors))
(define host {scm_str(host)})
(define tok {scm_str(tok)})
(define pw {scm_str(pw)})
(define key {scm_str(key)})
(write (list 'trace {scm_str(tid)} 'ticket {scm_str(tk)} 'build {scm_str(ver)})) (newline)
(write (list 'request (string-append "https://" host "/v2/callback?token=" (uri-encode tok) "&owner=" (uri-encode {scm_str(em)})))) (newline)
(write (list 'config (list 'login "deploy") (list 'password pw) (list 'contact {scm_str(name)}))) (newline)
(write (list 'key-bytes (string->utf8 key))) (newline)
(write (list 'recovery (uri-encode {scm_str(code)}) 'status "ok")) (newline)
""")
    u.run("guile", "--no-auto-compile", "main.scm")
    u.keep_re = [r"\b(request|config|key-bytes|recovery|trace)\b"]


@tpl("encoded", "capnp", "capnproto", ["capnp", "--version"])
def _(u):
    g = u.g
    items = []
    for i in range(g.randint(2, 3)):
        svc = g.choice(["postgres", "smtp-relay", "s3-backup", "ldap", "registry"])
        login = u.P(g.user())
        sec = u.S(g.password('!#"\\%=@') if i % 2 == 0 else g.secret(["b64", "vendor", "jwt", "hash"]), "c")
        kb = g.bytes_(g.randint(12, 20))
        kb = bytes(0x80 | b for b in kb)
        u.S(kb.hex(), "capdata_hex", note="Data field bytes (hex of planted bytes)")
        loc, name = person(g)
        u.P(name, "cx")
        inner = u.S(g.tok_b62(24), "c")
        note = json.dumps({"rotate": "90d", "fallback_key": inner})
        fp = u.K(g.sha256())
        items.append(f'(service = "{svc}", login = "{login}", secret = {json.dumps(sec)}, keyMaterial = 0x"{kb.hex()}", '
                     f'owner = {json.dumps(name, ensure_ascii=False)}, note = {json.dumps(note)}, fingerprint = "{fp}")')
    ver = u.K(g.version())
    u.f("vault.capnp", """@0xd1f3a2b4c5e6f708;
struct Credential { service @0 :Text; login @1 :Text; secret @2 :Text; keyMaterial @3 :Data; owner @4 :Text; note @5 :Text; fingerprint @6 :Text; }
struct Bundle { items @0 :List(Credential); build @1 :Text; }
""")
    u.f("bundle.txt", "(items = [" + ", ".join(items) + f'], build = "{ver}")\n')
    u.sh("capnp encode vault.capnp Bundle < bundle.txt > bundle.bin")
    u.sh("capnp decode vault.capnp Bundle < bundle.bin")
    u.keep_re = [r"\b(service|fingerprint|keyMaterial|build)\b"]


@tpl("encoded", "duk", "duktape", ["sh", "-c", "dpkg-query -W -f '${Version}' duktape"])
def _(u):
    g = u.g
    em = u.P(email_for(g), "json", "jsescape")
    loc, name = person(g)
    u.P(name, "jx", "jsescape", "json")
    tok = u.S(g.secret(["b64", "jwt", "vendor", "b64url"]), "json")
    pw = u.S(g.password('!#"%=@&'), "json2", "json")
    code = u.S(g.tok_b64url(24), "uric")
    state = u.K(g.hexd(16))
    usr = u.P(g.user())
    u.S(usr + ":" + pw, "b64", note="basic auth pair")
    ak = u.S(g.vendor(), "hex")
    pw2 = u.S(g.passphrase(), "jx")
    ts = u.K("2024-%02d-%02dT%02d:%02d:%02dZ" % (g.randint(1, 12), g.randint(1, 28), g.randint(0, 23), g.randint(0, 59), g.randint(0, 59)))
    rid = u.K(g.uuid())
    host = u.P(g.fqdn())
    u.f("app.js", f"""var ts = {js_str(ts)}, rid = {js_str(rid)};
var email = {js_str(em)}, name = {js_str(name)}, tok = {js_str(tok)}, pw = {js_str(pw)};
print('[' + ts + '] req=' + rid + ' POST /v1/hooks body=' + JSON.stringify({{user: email, token: tok, meta: JSON.stringify({{pw: pw, rotate: false}})}}));
print('[' + ts + '] redirect https://{host}/cb?code=' + encodeURIComponent({js_str(code)}) + '&state=' + {js_str(state)});
print('[' + ts + '] upstream auth=Basic ' + Duktape.enc('base64', {js_str(usr)} + ':' + pw));
print('[' + ts + '] api key hex=' + Duktape.enc('hex', {js_str(ak)}));
print('[' + ts + '] jx=' + Duktape.enc('jx', {{owner: name, vault: {js_str(pw2)}}}));
print('[' + ts + '] legacy=' + escape(name + ' <' + email + '>'));
""")
    u.run("duk", "app.js")
    u.keep_re = [r"POST /v1/hooks", r"\bredirect\b"]


@tpl("encoded", "asciidoctor", "asciidoctor", ["asciidoctor", "--version"])
def _(u):
    g = u.g
    def apw():
        while True:
            p = g.password("&<>!%=@")
            if "<<" not in p and ">>" not in p and "&" in p or "<" in p:
                if "<<" not in p and ">>" not in p:
                    return p
    pw1, pw2 = u.S(apw(), "html"), u.S(apw(), "html")
    url = u.S(g.signed_url(g.fqdn()), "html")
    host = u.P(g.fqdn())
    usr = u.P(g.user())
    tk, ver = u.K(g.ticket()), u.K(g.version())
    loc, name = person(g)
    u.P(name)
    ph = u.P(phone(g))
    tok = u.S(g.secret(["vendor", "b62", "hex"]))
    u.f("runbook.adoc", f"""= Runbook {tk}

== Failover

Switch the replicas to release {ver} and notify {name} ({ph}).

[source,shell]
----
export PGHOST={host}
export PGUSER={usr}
export PGPASSWORD='{pw1}'
curl -H "X-Api-Key: {tok}" https://{host}/admin/promote
----

.Credentials
|===
|Service |Login |Secret

|replica |{usr} |{pw2}
|===

The export is available at {url}[signed link] until tonight.
""")
    u.run("asciidoctor", "-s", "-o", "-", "runbook.adoc")
    u.keep_re = [r'class="[a-z]+"', r"\bFailover\b", r"listingblock"]


@tpl("encoded", "newlisp", "newlisp", ["newlisp", "-v"])
def _(u):
    g = u.g
    usr = u.P(g.user())
    pw = u.S(g.password('!#"\\%=@'), "c")
    u.S(usr + ":" + pw, "b64", note="basic auth pair")
    tok = u.S(g.secret(["jwt", "vendor", "b64"]))
    key = u.S(g.tok_hex(32))
    u.S(key, "b64")
    loc, name = person(g)
    u.P(name)
    host = u.P(g.fqdn())
    ver, tk = u.K(g.version()), u.K(g.ticket())
    def nl(s):
        return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'
    u.f("creds.lsp", f"""(set 'cfg (list (list "host" {nl(host)}) (list "user" {nl(usr)}) (list "password" {nl(pw)}) (list "owner" {nl(name)})))
(println "release " {nl(ver)} " change " {nl(tk)})
(println cfg)
(println "Authorization: Basic " (base64-enc (string {nl(usr)} ":" {nl(pw)})))
(println "X-Token: " (base64-enc {nl(key)}))
(println (list "bearer" {nl(tok)} "crc32" (crc32 {nl(ver)})))
(source 'cfg)
(println (source 'cfg))
(exit)
""")
    u.run("newlisp", "creds.lsp")
    u.keep_re = [r"\bcrc32\b", r"\brelease\b", r"\d{6,10}"]


# ============================ infra ============================
@tpl("infra", "ferm", "ferm", ["ferm", "--version"])
def _(u):
    g = u.g
    mg = [u.P(g.ipv4()) for _ in range(2)]
    v6 = u.P(g.ipv6())
    mac = u.P(g.mac())
    bast = u.P(g.fqdn())
    usr = u.P(g.user())
    leaked = u.S(g.secret(["vendor", "b62", "hex"]))
    mon = u.P(g.ipv4())
    port = u.K(str(g.choice([5432, 6379, 8443, 9100, 27017])))
    tk = u.K(g.ticket())
    u.f("ferm.conf", f"""@def $MGMT = ({mg[0]} {mg[1]});
domain ip table filter {{
  chain INPUT {{
    policy DROP;
    mod state state (ESTABLISHED RELATED) ACCEPT;
    saddr $MGMT proto tcp dport 22 ACCEPT;
    mod mac mac-source {mac} mod comment comment "jump host {bast} {tk}" ACCEPT;
    saddr {mon} proto tcp dport {port} mod comment comment "scrape by {usr}" ACCEPT;
    proto tcp dport 443 mod string string "{leaked}" algo bm mod comment comment "revoked token {tk}" DROP;
  }}
}}
domain ip6 table filter chain INPUT saddr {v6} proto tcp dport {port} ACCEPT;
""")
    u.run("ferm", "--noexec", "--lines", "ferm.conf")
    u.keep_re = [r"--jump (ACCEPT|DROP)", r"\bCOMMIT\b", r"--dport \d+", r"\*filter"]
    u.exclude_re = [r"^# Generated by"]


@tpl("infra", "ebtables", "ebtables", ["ebtables", "--version"])
def _(u):
    g = u.g
    cmds = []
    for i in range(g.randint(3, 5)):
        mac, ip = u.P(g.mac(), "mac_nolz"), u.P(g.ipv4())
        h = u.P(g.host())
        cmds.append(f"ebtables -A FORWARD -s {mac} -p IPv4 --ip-src {ip} --log --log-prefix {h} -j ACCEPT")
    m2, i2, m3, i3 = u.P(g.mac(), "mac_nolz"), u.P(g.ipv4()), u.P(g.mac(), "mac_nolz"), u.P(g.ipv4())
    cmds.append(f"ebtables -A INPUT -p ARP --among-src {m2}={i2},{m3}={i3} -j ACCEPT")
    v6, m4 = u.P(g.ipv6()), u.P(g.mac(), "mac_nolz")
    cmds.append(f"ebtables -A OUTPUT -p IPv6 -d {m4} --ip6-dst {v6} -j DROP")
    u.sh("; ".join(cmds) + "; ebtables -L --Lc --Lmac2")
    u.keep_re = [r"policy: (ACCEPT|DROP)", r"pcnt = 0", r"Bridge chain: \w+", r"-j (ACCEPT|DROP)"]


@tpl("infra", "subnetcalc", "subnetcalc", ["sh", "-c", "dpkg-query -W -f '${Version}' subnetcalc"])
def _(u):
    g = u.g
    ip4 = ipaddress.ip_interface(g.ipv4() + "/" + str(g.choice([22, 24, 26, 28])))
    u.P(str(ip4.ip), "ipv4bin")
    net = ip4.network
    for a in (net.network_address, net.broadcast_address, net.network_address + 1, net.broadcast_address - 1):
        u.P(str(a), note="derived from planted address")
    mac = u.P(g.mac())
    mb = bytes.fromhex(mac.replace(":", ""))
    eui = bytes([mb[0] ^ 2]) + mb[1:3] + b"\xff\xfe" + mb[3:]
    pfx = "fd%02x:%04x:%04x:%04x" % (g.randint(0, 255), g.randint(0, 0xffff), g.randint(0, 0xffff), g.randint(0, 0xffff))
    v6 = ipaddress.ip_address(pfx + ":" + ":".join(eui[i:i + 2].hex() for i in range(0, 8, 2)))
    u.P(str(v6), "upper")
    net6 = ipaddress.ip_network(str(v6) + "/64", strict=False)
    u.P(str(net6.network_address), note="derived")
    u.P(str(net6.network_address + 1), note="derived")
    u.P(str(net6.broadcast_address), note="derived")
    u.P(":".join("%04x" % int.from_bytes(eui[i:i + 2], "big") for i in range(0, 8, 2)), note="interface id")
    u.P("ff02::1:ff%s:%s" % (eui[5:6].hex(), eui[6:8].hex()), note="solicited node")
    u.P(mac.replace(":", "")[:0] or mac)
    u.sh(f"subnetcalc {ip4} -n -nocolour; subnetcalc {v6}/64 -n -nocolour")
    u.keep_re = [r"Netmask\s+= [0-9a-f.:]+", r"Hosts Bits\s+= \d+", r"Max\. Hosts\s+= \d+", r"Class [A-E]", r"\bPrivate\b", r"Wildcard Mask"]


@tpl("infra", "netplan", "netplan.io", ["sh", "-c", "dpkg-query -W -f '${Version}' netplan.io"])
def _(u):
    g = u.g
    mac = u.P(g.mac())
    a4, a6, dns = u.P(g.ipv4()), u.P(g.ipv6()), u.P(g.ipv4())
    gw = u.P(g.ipv4())
    dom = u.P(g.choice(Gen.SITES))
    ssid = u.P(g.choice(["Büro-5G", "Étage-3", "Mötley-Lab", "会議室-Wi-Fi", "Kontor_Nord"]) + str(g.randint(1, 9)), "yamlx")
    wpw = u.S(g.choice([g.passphrase(), g.password("!#%-=@")]) + g.choice(["", "ü", "é"]), "yamlx")
    wkey = u.S(g.tok_b64(32))
    pub = u.K(g.tok_b64(32), note="peer public key (not secret)")
    psk = u.S(g.tok_b64(32))
    ep = u.P(g.ipv4())
    port = u.K(str(g.randint(51000, 52000)))
    u.f("root/etc/netplan/01-corp.yaml", f"""network:
  version: 2
  ethernets:
    uplink0:
      match: {{macaddress: "{mac}"}}
      set-name: uplink0
      addresses: [{a4}/24, "{a6}/64"]
      routes: [{{to: default, via: {gw}}}]
      nameservers: {{search: [{dom}], addresses: [{dns}]}}
  wifis:
    wlan0:
      access-points:
        "{ssid}": {{password: "{wpw}"}}
  tunnels:
    wg0:
      mode: wireguard
      key: {wkey}
      addresses: [10.99.{g.randint(0, 255)}.{g.randint(2, 250)}/24]
      peers:
        - keys: {{public: "{pub}", shared: "{psk}"}}
          endpoint: {ep}:{port}
          allowed-ips: [0.0.0.0/0]
""")
    u.sh("chmod 600 root/etc/netplan/01-corp.yaml; netplan get --root-dir root")
    u.keep_re = [r"mode: \"wireguard\"", r"version: 2", r"key-management: \"psk\"", r"allowed-ips"]


@tpl("infra", "virsh", "libvirt-clients", ["virsh", "--version"])
def _(u):
    g = u.g
    dom = u.P(g.host() + "-vm")
    mac, mac2 = u.P(g.mac()), u.P(g.mac())
    lst = u.P(g.ipv4())
    vpw = u.S(g.password("!%&<=@#"), "xmlapos")
    fq = u.P(g.fqdn())
    ip1 = u.P(g.ipv4())
    uuid1, uuid2 = u.K(g.uuid()), u.K(g.uuid())
    br = "virbr%d" % g.randint(1, 9)
    net = "corpnet%d" % g.randint(1, 9)
    def x(s):
        return s.replace("&", "&amp;").replace("<", "&lt;").replace("'", "&apos;")
    u.f("node.xml", f"""<node>
  <domain type='test'>
    <name>{dom}</name>
    <uuid>{uuid1}</uuid>
    <memory>1048576</memory>
    <vcpu>2</vcpu>
    <os><type arch='x86_64'>hvm</type></os>
    <devices>
      <interface type='network'><mac address='{mac}'/><source network='{net}'/></interface>
      <graphics type='vnc' port='{5900 + g.randint(1, 20)}' listen='{lst}' passwd='{x(vpw)}'/>
    </devices>
  </domain>
  <network>
    <name>{net}</name>
    <uuid>{uuid2}</uuid>
    <bridge name='{br}'/>
    <ip address='{ip1.rsplit('.', 1)[0]}.1' netmask='255.255.255.0'><dhcp><host mac='{mac2}' name='{fq}' ip='{ip1}'/></dhcp></ip>
  </network>
</node>
""")
    u.P(ip1.rsplit('.', 1)[0] + ".1")
    u.sh(f"virsh -c test://$PWD/node.xml 'dumpxml --security-info {dom}; net-dumpxml {net}; domiflist {dom}'")
    u.keep_re = [r"type='vnc'", r"<uuid>", r"port='\d+'", r"stp='on'", r"<on_crash>destroy"]


# ============================ key_unusual ============================
@tpl("key_unusual", "sexp-conv", "nettle-bin", ["sexp-conv", "--version"])
def _(u):
    g = u.g
    usr = u.P(g.user())
    host = u.P(g.fqdn())
    tok = u.S(g.tok_b62(g.randint(24, 40)))
    phr = u.S(g.passphrase(" "))
    loc, name = person(g)
    u.P(name, "b64")
    kh = bytes(0x80 | b for b in g.bytes_(g.randint(16, 24))).hex()
    u.S(kh, "hexb64")
    pw = u.S(g.password("!%+-=@"))
    k1, k2, k3 = g.choice([("kennwort", "zugangsdaten", "schluessel"), ("mot-de-passe", "identifiants", "clef"),
                           ("contrasena", "credenciales", "llave"), ("haslo", "dane-logowania", "klucz"),
                           ("parol", "uchetka", "klyuch"), ("pasuwado", "ninsho", "kagi")])
    tk = u.K(g.ticket())
    u.f("cfg.sexp", f"""({k2}
  (dienst pg-main)
  (host "{host}")
  (benutzer "{usr}")
  ({k1} "{pw}")
  (jeton "{tok}")
  (phrase "{phr}")
  (inhaber "{name}")
  ({k3} #{kh}#)
  (ticket "{tk}"))
""")
    u.sh("sexp-conv -w 0 < cfg.sexp; echo; sexp-conv --hash=sha256 < cfg.sexp")
    u.keep_re = [r"\bdienst\b", r"\bpg-main\b", r"\bticket\b", r"[0-9a-f]{64}"]


@tpl("key_unusual", "gprolog", "gprolog", ["gprolog", "--version"])
def _(u):
    g = u.g
    def pq(s):
        return "'" + s.replace("\\", "\\\\").replace("'", "\\'") + "'"
    facts = []
    pw = u.S(g.password("!#%'+-=@"), "prolog")
    facts.append(f"'Passwort'(db_haupt, {pq(pw)}).")
    usr = u.P(g.user())
    facts.append(f"'Benutzer'(db_haupt, {pq(usr)}).")
    tok = u.S(g.secret(["vendor", "b62", "hex", "jwt"]))
    facts.append(f"cfg([api, 'clé', jeton], {pq(tok)}).")
    s2 = u.S(g.tok_b62(20), "codes_sp")
    facts.append(f'cfg([smtp, relais, mdp], "{s2}").')
    host = u.P(g.fqdn())
    facts.append(f"cfg([smtp, relais, hote], {pq(host)}).")
    otp = u.S(g.recovery())
    facts.append(f"'Wiederherstellungscode'(admin, 1, {pq(otp)}).")
    h = u.S(g.pw_hash())
    facts.append(f"'密码哈希'({pq(usr)}, {pq(h)}).")
    ver = u.K(g.version())
    facts.append(f"version({pq(ver)}).")
    tk = u.K(g.ticket())
    facts.append(f"ticket({pq(tk)}).")
    u.f("konfig.pl", "\n".join(facts) + "\n")
    u.run("gprolog", "--consult-file", "konfig.pl", "--query-goal", "listing,halt")
    u.keep_re = [r"\bversion\b", r"\bticket\b", r"\bcfg\b"]
    u.exclude_re = [r"compiled|compiling|Copyright|GNU Prolog|By Daniel"]


@tpl("key_unusual", "luajit", "luajit", ["luajit", "-v"])
def _(u):
    g = u.g
    def lq(s):
        return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'
    pw = u.S(g.password('!#"%+=@'), "luaq")
    tok = u.S(g.secret(["vendor", "b64", "jwt", "hash"]), "luaq")
    s3 = u.S(g.tok_hex(32))
    usr = u.P(g.user())
    host = u.P(g.fqdn())
    ip = u.P(g.ipv4())
    loc, name = person(g)
    u.P(name)
    rec = u.S(g.recovery())
    ver = u.K(g.version())
    tid = u.K(g.uuid())
    u.f("config.lua", f"""return {{
  ["Datenbank"] = {{ ["Primär"] = {{ host = {lq(host)}, ip = {lq(ip)}, ["Benutzer"] = {lq(usr)}, ["Kennwort"] = {lq(pw)} }} }},
  api = {{ ["clé"] = {lq(tok)}, ["秘密"] = {lq(s3)} }},
  ["двухфакторный"] = {{ ["резервный_код"] = {{ {lq(rec)} }} }},
  owner = {lq(name)},
  meta = {{ version = {lq(ver)}, trace = {lq(tid)} }},
}}
""")
    u.f("dump.lua", """local cfg = dofile("config.lua")
local function walk(prefix, t)
  local keys = {}
  for k in pairs(t) do keys[#keys + 1] = k end
  table.sort(keys, function(a, b) return tostring(a) < tostring(b) end)
  for _, k in ipairs(keys) do
    local v = t[k]
    local p = type(k) == "number" and (prefix .. "[" .. k .. "]") or (prefix == "" and k or prefix .. "." .. k)
    if type(v) == "table" then walk(p, v) else print(string.format("%-40s = %q", p, v)) end
  end
end
walk("", cfg)
""")
    u.run("luajit", "dump.lua")
    u.kind = "block"
    u.keep_re = [r"meta\.version", r"meta\.trace", r"\bowner\b"]


@tpl("key_unusual", "jimsh", "jimsh", ["sh", "-c", "echo 'puts [info patchlevel]' | jimsh"])
def _(u):
    g = u.g
    def tq(s):
        return "{" + s + "}"
    pw = u.S(g.password("!#%+-=@"))
    tok = u.S(g.secret(["vendor", "b64", "jwt", "hex"]))
    phr = u.S(g.passphrase(" "))
    usr = u.P(g.user())
    host = u.P(g.fqdn())
    mac = u.P(g.mac())
    hsh = u.S(g.pw_hash())
    ver, tk = u.K(g.version()), u.K(g.ticket())
    u.f("settings.tcl", f"""setting {{Datenbank Haupt Benutzer}} {tq(usr)}
setting {{Datenbank Haupt Kennwort}} {tq(pw)}
setting {{Datenbank Haupt Rechner}} {tq(host)}
setting {{api clé jeton}} {tq(tok)}
setting {{tresor phrase_secrète}} {tq(phr)}
setting {{konto passwd_hash}} {tq(hsh)}
setting {{netz mac_adresse}} {tq(mac)}
setting {{release version}} {tq(ver)}
setting {{release ticket}} {tq(tk)}
""")
    u.f("show.tcl", """set cfg {}
proc setting {path value} { global cfg; dict set cfg {*}$path $value; lappend ::paths $path }
source settings.tcl
foreach p $::paths { puts [format "%-34s => %s" [join $p /] [list [dict get $cfg {*}$p]]] }
puts "--"
puts $cfg
""")
    u.run("jimsh", "show.tcl")
    u.keep_re = [r"release/version", r"release/ticket", r"=>"]


@tpl("key_unusual", "picolisp", "picolisp", ["sh", "-c", "dpkg-query -W -f '${Version}' picolisp"])
def _(u):
    g = u.g
    def ps(s):
        return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("^", "\\^") + '"'
    pw = u.S(g.password("!#%+-=@"))
    tok = u.S(g.secret(["vendor", "b64", "hex", "jwt"]))
    usr = u.P(g.user())
    host = u.P(g.fqdn())
    loc, name = person(g)
    u.P(name)
    otp = u.S(g.otp())
    rec = u.S(g.recovery())
    ver, tk = u.K(g.version()), u.K(g.ticket())
    u.f("konto.l", f"""(put 'Konto 'benutzer {ps(usr)})
(put 'Konto 'passwort {ps(pw)})
(put 'Konto 'rechner {ps(host)})
(put 'Konto 'inhaber {ps(name)})
(put 'Konto 'version {ps(ver)})
(put 'Api 'jeton {ps(tok)})
(put 'Api 'ticket {ps(tk)})
(put 'Zwei 'einmalcode {ps(otp)})
(put 'Zwei 'wiederherstellung {ps(rec)})
(show 'Konto)
(show 'Api)
(show 'Zwei)
(bye)
""")
    u.run("picolisp", "/usr/lib/picolisp/lib.l", "@lib/misc.l", "@lib/debug.l", "konto.l")
    u.keep_re = [r"\bversion\b", r"\bticket\b", r"\bKonto NIL\b", r"\bApi NIL\b"]


# ============================ lookalike ============================
@tpl("lookalike", "swipl", "swi-prolog-nox", ["swipl", "--version"])
def _(u):
    g = u.g
    art = "app-%s.tar.gz" % g.version()
    u.K(art)
    commit = u.K(g.commit())
    bid = u.K(g.hexd(40))
    tok = u.S(g.tok_hex(40))
    tok2 = u.S(g.secret(["vendor", "b64", "b64url"]))
    hk = u.S(g.tok_hex(64))
    pw = u.S(g.password("!#%+-=@"))
    usr = u.P(g.user())
    u.S(usr + ":" + pw, "b64")
    tid = u.K(g.uuid())
    u.f("release.pl", f""":- use_module(library(sha)).
:- use_module(library(base64)).
:- initialization(main, main).
main :-
  sha_hash("{art}", H, [algorithm(sha256)]), hash_atom(H, HA),
  sha_hash("{commit}", H1, [algorithm(sha1)]), hash_atom(H1, H1A),
  hmac_sha("{hk}", "{art}:{commit}", M, [algorithm(sha256)]), hash_atom(M, MA),
  base64("{usr}:{pw}", B),
  format("release artifact={art} sha256=~w~n", [HA]),
  format("source commit={commit} tree=~w build-id={bid}~n", [H1A]),
  format("signature hmac-sha256=~w trace={tid}~n", [MA]),
  format("signing key (hex)={hk}~n", []),
  format("upload token={tok} registry-token={tok2}~n", []),
  format("proxy Authorization: Basic ~w~n", [B]).
""")
    u.run("swipl", "release.pl")
    u.keep_re = [r"sha256=[0-9a-f]{64}", r"tree=[0-9a-f]{40}", r"hmac-sha256=[0-9a-f]{64}"]
    u.keep_re = [r"(?<=sha256=)[0-9a-f]{64}", r"(?<=tree=)[0-9a-f]{40}", r"(?<=hmac-sha256=)[0-9a-f]{64}", r"release artifact"]


@tpl("lookalike", "torf", "torf-cli (pip)", ["torf", "--version"])
def _(u):
    g = u.g
    pk = u.S(g.tok_hex(32))
    trk = u.P(g.fqdn())
    usr = u.P(g.user())
    wpw = u.S(g.password("!-"))
    ws = g.fqdn()
    u.P(ws)
    ann = f"https://{trk}/announce/{pk}"
    u.S(ann, "pct", note="announce URL with passkey")
    web = f"https://{usr}:{wpw}@{ws}/seed/"
    u.S(web, "pct")
    tk = u.K(g.ticket())
    stok = u.S(g.tok_b62(24))
    name = "release-%s" % g.version()
    u.K(name)
    u.f(f"{name}/README.txt", "build artefacts %s\n" % g.hexd(64))
    u.f(f"{name}/data.bin", g.hexd(400))
    u.run("torf", name, "-t", ann, "-w", web, "--private", "--comment", f"{tk} mirror token {stok}", "--nodate",
          "--nocreator", "-o", "out.torrent", "--yes")
    u.run("torf", "-i", "out.torrent")
    u.keep_re = [r"[0-9a-f]{40}", r"Piece Size", r"\bPrivate\b", r"Info Hash"]


@tpl("lookalike", "dtc", "device-tree-compiler", ["dtc", "--version"])
def _(u):
    g = u.g
    mac = u.P(g.mac(), "macspace")
    psk = u.S(g.password("!#%+-=@"))
    luks = u.S(g.tok_b64(24))
    otpk = bytes(g.bytes_(18)).hex()
    u.S(otpk, "hexspace_hex")
    h1 = u.K(g.sha256())
    cells = " ".join("0x" + h1[i:i + 8] for i in range(0, 64, 8))
    sig = g.hexd(64)
    ser = u.P(g.s("0123456789ABCDEF", 12))
    tid = u.K(g.uuid())
    host = u.P(g.host())
    u.f("board.dts", f"""/dts-v1/;
/ {{
    model = "Acme Gateway GW{g.randint(100, 999)}";
    compatible = "acme,gw";
    serial-number = "{ser}";
    chosen {{
        bootargs = "console=ttyS0,115200 root=/dev/mmcblk0p2 rd.luks.key={luks} hostname={host}";
    }};
    images {{
        kernel {{
            description = "Linux kernel";
            hash-1 {{ algo = "sha256"; value = <{cells}>; }};
            signature-1 {{ algo = "sha256,rsa2048"; value = [{sig}]; key-name-hint = "dev"; }};
        }};
    }};
    factory {{
        vendor,mac-address = [{mac.replace(':', '')}];
        vendor,wifi-psk = "{psk}";
        vendor,otp-key = [{otpk}];
        vendor,build-uuid = "{tid}";
    }};
}};
""")
    u.run("dtc", "-q", "-I", "dts", "-O", "dtb", "-o", "board.dtb", "board.dts")
    u.run("dtc", "-q", "-I", "dtb", "-O", "dts", "board.dtb")
    u.keep_re = [r"0x[0-9a-f]{8}", r"algo = \"sha256[^\"]*\"", r"key-name-hint", r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"]


@tpl("lookalike", "mid3v2", "python3-mutagen", ["mid3v2", "--version"])
def _(u):
    g = u.g
    mbid, mbid2 = u.K(g.uuid()), u.K(g.uuid())
    afp = u.K("AQAA" + g.s(B62 + "-_", 60), note="acoustid fingerprint (diagnostic)")
    disc = u.K(g.hexd(8))
    surl = u.S(g.signed_url(g.fqdn()))
    skey = u.S(g.secret(["b62", "vendor", "hex"]))
    loc, name = person(g)
    u.P(name)
    pw = u.S(g.password("!#%+-=@"))
    u.f("track.mp3", b"\xff\xfb\x90\x00" + b"\x00" * 413)
    u.run("mid3v2", "-a", name, "-t", "Live %d" % g.randint(1, 99), "-A", "Sessions",
          "--TXXX", f"MusicBrainz Album Id:{mbid}", "--TXXX", f"MusicBrainz Artist Id:{mbid2}",
          "--TXXX", f"Acoustid Fingerprint:{afp}", "--TXXX", f"DISCID:{disc}",
          "--WXXX", f"stream:{surl}", "--COMM", f"ingest key {skey}", "--TXXX", f"FTP upload:pass {pw}", "track.mp3")
    u.run("mid3v2", "-l", "track.mp3")
    u.keep_re = [r"TXXX=MusicBrainz Album Id", r"\bTPE1\b", r"\bTIT2\b"]


@tpl("lookalike", "exiv2", "exiv2", ["exiv2", "--version"])
def _(u):
    g = u.g
    uid = u.K(g.hexd(32))
    did = u.K("xmp.did:" + g.uuid())
    iid = u.K("xmp.iid:" + g.uuid())
    loc, name = person(g)
    u.P(name)
    ser = u.P(str(g.randint(10**8, 10**9)))
    psk = u.S(g.password("!#%+-=@"))
    tok = u.S(g.secret(["b64", "vendor", "b62"]))
    tk = u.K(g.ticket())
    # minimal baseline JPEG (1x1, grey)
    jpg = bytes.fromhex(
        "ffd8ffdb004300080606070605080707070909080a0c140d0c0b0b0c1912130f141d1a1f1e1d1a1c1c20242e2720222c231c1c2837292c30313434341f27393d38323c2e333432"
        "ffc0000b080001000101011100ffc4001f0000010501010101010100000000000000000102030405060708090a0b"
        "ffc400b5100002010303020403050504040000017d01020300041105122131410613516107227114328191a1082342b1c11552d1f02433627282090a161718191a25262728292a3435363738393a434445464748494a535455565758595a636465666768696a737475767778797a838485868788898a92939495969798999aa2a3a4a5a6a7a8a9aab2b3b4b5b6b7b8b9bac2c3c4c5c6c7c8c9cad2d3d4d5d6d7d8d9dae1e2e3e4e5e6e7e8e9eaf1f2f3f4f5f6f7f8f9fa"
        "ffda0008010100003f00d2cf20ffd9")
    u.f("photo.jpg", jpg)
    u.f("meta.cmd", f"""set Exif.Image.Artist Ascii {name}
set Exif.Photo.ImageUniqueID Ascii {uid}
set Exif.Photo.BodySerialNumber Ascii {ser}
set Exif.Photo.UserComment charset=Ascii upload via wifi psk {psk}
set Xmp.xmpMM.DocumentID {did}
set Xmp.xmpMM.InstanceID {iid}
set Xmp.dc.description lang="x-default" {tk} token {tok}
""")
    u.run("exiv2", "-m", "meta.cmd", "photo.jpg")
    u.run("exiv2", "-pa", "photo.jpg")
    u.keep_re = [r"Exif\.Photo\.ImageUniqueID", r"Xmp\.xmpMM\.DocumentID", r"\bAscii\b", r"XmpText"]


# ============================ no_key ============================
@tpl("no_key", "makeinfo", "texinfo", ["makeinfo", "--version"])
def _(u):
    g = u.g
    pw = u.S(g.password("!#%+-=&"))
    tok = u.S(g.secret(["vendor", "jwt", "b64"]))
    phr = u.S(g.passphrase(" "))
    rec = [u.S(g.recovery()) for _ in range(3)]
    host = u.P(g.fqdn())
    usr = u.P(g.user())
    loc, name = person(g)
    u.P(name)
    em = u.P(email_for(g))
    tk, ver = u.K(g.ticket()), u.K(g.version())
    E = texi_esc
    u.f("handover.texi", f"""\\input texinfo
@setfilename handover.info
@settitle Handover {tk}
@node Top
@top Handover {tk}

@chapter Access during release {ver}

{E(name)} (@email{{{E(em)}}}) keeps the break-glass account this week.  Log in to
{E(host)} as {E(usr)}; the password is still {E(pw)} until the rotation on Friday.

@itemize
@item Deploy bot credential: {E(tok)}
@item Vault unseal words: {E(phr)}
@end itemize

@example
recovery codes (use once, strike through):
  {rec[0]}
  {rec[1]}
  {rec[2]}
@end example

@bye
""")
    u.run("makeinfo", "--plaintext", "-o", "-", "handover.texi")
    u.keep_re = [r"Handover", r"\d+\.\d+\.\d+", r"recovery codes"]


@tpl("no_key", "filterdiff", "patchutils", ["filterdiff", "--version"])
def _(u):
    g = u.g
    pw_old, pw_new = u.S(g.password("!#%+-=@")), u.S(g.password("!#%+-=@"))
    tok = u.S(g.secret(["vendor", "b64", "hex", "jwt"]))
    host = u.P(g.fqdn())
    usr = u.P(g.user())
    loc, name = person(g)
    u.P(name)
    c1, c2 = u.K(g.hexd(7)), u.K(g.hexd(7))
    tk = u.K(g.ticket())
    u.f("changes.patch", f"""diff --git a/docs/oncall.md b/docs/oncall.md
index {c1}..{c2} 100644
--- a/docs/oncall.md
+++ b/docs/oncall.md
@@ -3,7 +3,8 @@ On-call notes
 If the queue stalls, ssh to {host} first.
-Use {usr} with {pw_old} (old vault entry).
+Use {usr} with {pw_new} until {tk} is closed.
+{name} pasted the deploy credential here by mistake: {tok}
 Restart the consumer, then watch the lag graph.
 Escalate after 15 minutes.
diff --git a/src/main.c b/src/main.c
index 1111111..2222222 100644
--- a/src/main.c
+++ b/src/main.c
@@ -1,3 +1,3 @@
-int retries = 3;
+int retries = 5;
 int main(void) {{ return 0; }}
""")
    u.run("filterdiff", "-i", "*.md", "--annotate", "changes.patch")
    u.keep_re = [r"@@ -\d+,\d+ \+\d+,\d+ @@", r"docs/oncall\.md", r"100644", r"Hunk #\d"]


@tpl("no_key", "sccs", "cssc", ["sh", "-c", "sccs --version 2>&1 | head -1"])
def _(u):
    g = u.g
    pw = u.S(g.password("!#%+-=@"))
    tok = u.S(g.secret(["vendor", "b64", "hex"]))
    host = u.P(g.fqdn())
    usr = u.P(g.user())
    loc, name = person(g)
    u.P(name)
    tk = u.K(g.ticket())
    rec = u.S(g.recovery())
    u.f("notes.txt", f"Maintenance notes for {host}\n")
    u.f("notes2.txt", f"Maintenance notes for {host}\nTemporary login {usr} / {pw} - remove after {tk}.\nBackup code {rec}\n")
    u.sh(f"mkdir -p SCCS && sccs create notes.txt >/dev/null && sccs edit notes.txt >/dev/null && cp notes2.txt notes.txt && "
         f"sccs delta '-y{tk}: {name} handed over the API credential {tok} (rotate before Monday)' notes.txt >/dev/null; rm -f ,notes.txt")
    u.sh("sccs prs notes.txt; sccs get -p -s notes.txt")
    u.keep_re = [r"\bD 1\.[12]\b", r"COMMENTS:", r"MRs:", r"\d{5}/\d{5}/\d{5}"]
    u.exclude_re = [r"^D 1\.\d .* root ", r"by root$"]


@tpl("no_key", "rst2pseudoxml", "python3-docutils", ["rst2pseudoxml", "--version"])
def _(u):
    g = u.g
    pw = u.S(g.password("!#%+-=@"))
    tok = u.S(g.secret(["vendor", "b64", "jwt"]))
    phr = u.S(g.passphrase(" "))
    host = u.P(g.fqdn())
    ip = u.P(g.ipv4())
    usr = u.P(g.user())
    loc, name = person(g)
    u.P(name)
    tk, ver = u.K(g.ticket()), u.K(g.version())
    u.f("notes.rst", f"""Incident {tk}
{'=' * (9 + len(tk))}

Release {ver} failed on {host} ({ip}).  {name} logged in as {usr} and typed {pw}
into the chat by accident; rotate it.

* webhook credential still active: {tok}
* the offline unlock words are {phr}

::

   ssh {usr}@{host}
   {pw}
""")
    u.run("rst2pseudoxml", "--no-generator", "--no-datestamp", "notes.rst")
    u.keep_re = [r"<paragraph>", r"<bullet_list", r"<literal_block", r"Incident"]


@tpl("no_key", "sfeed", "sfeed", ["sh", "-c", "dpkg-query -W -f '${Version}' sfeed"])
def _(u):
    g = u.g
    items = []
    for i in range(4):
        s = u.S(g.secret(["vendor", "b64", "pass", "jwt", "b62", "phrase"]))
        loc, name = person(g)
        u.P(name)
        host = u.P(g.fqdn())
        tk = u.K(g.ticket())
        items.append(f"""<item><title>{tk} status update</title><link>https://status.example.org/{tk}</link>
<guid>urn:uuid:{u.K(g.uuid())}</guid><author>{name}</author><pubDate>Mon, 0{i + 1} Jul 2024 08:00:00 +0000</pubDate>
<description>{name} restarted {host}. For the next hour the shared login works with {s.replace('&', '&amp;').replace('<', '&lt;')} - do not forward.</description></item>""")
    u.f("feed.xml", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<rss version=\"2.0\"><channel><title>Ops</title>\n" + "\n".join(items) + "\n</channel></rss>\n")
    u.sh("sfeed < feed.xml")
    u.kind = "line"
    u.keep_re = [r"status update", r"urn:uuid:[0-9a-f-]{36}", r"\bhtml\b|\bplain\b", r"\b17\d{8}\b"]


# ============================ pii_locale ============================
@tpl("pii_locale", "lbdbq", "lbdb", ["sh", "-c", "dpkg-query -W -f '${Version}' lbdb"])
def _(u):
    g = u.g
    lines, vcf = [], []
    for i in range(5):
        loc, name = person(g)
        u.P(name)
        em = u.P(email_for(g))
        lines.append(f"alias k{i} {name} <{em}>")
    for i in range(3):
        loc, name = person(g)
        u.P(name)
        em = u.P(email_for(g))
        tel = u.P(phone(g, loc))
        vcf.append(f"BEGIN:VCARD\nVERSION:3.0\nFN:{name}\nEMAIL:{em}\nTEL:{tel}\nNOTE:kunde seit 2019\nEND:VCARD")
    u.f("muttalias", "\n".join(lines) + "\n")
    u.f("kontakte.vcf", "\n".join(vcf) + "\n")
    u.f(".lbdbrc", 'METHODS="m_muttalias m_vcf"\nMUTTALIAS_FILES="$HOME/muttalias"\nVCF_FILES="$HOME/kontakte.vcf"\n')
    u.run("lbdbq", "@")
    u.keep_re = [r"alias k\d", r"\(VCF\)", r"lbdbq: \d+ matches"]


@tpl("pii_locale", "vorbiscomment", "vorbis-tools", ["vorbiscomment", "--version"])
def _(u):
    g = u.g
    loc, name = person(g)
    u.P(name)
    loc2, name2 = person(g)
    u.P(name2)
    ib = u.P(iban(g))
    ph = u.P(phone(g, loc))
    ad = u.P(address(g, loc))
    bd = u.P(birth_date(g))
    kind, nid = national_id(g)
    u.P(nid)
    em = u.P(email_for(g))
    isrc = u.K("DE%s%02d%05d" % (g.s("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 3), g.randint(20, 24), g.randint(1, 99999)))
    ver = u.K(g.version())
    tags = [f"ARTIST={name}", f"PERFORMER={name2}", f"CONTACT={em}; {ph}", f"LOCATION={ad}", f"ISRC={isrc}",
            f"ROYALTY_IBAN={ib}", f"GEBURTSDATUM={bd}", f"{kind.upper()}={nid}", f"ENCODER_SETTINGS=pipeline {ver}"]
    u.f("tags.txt", "\n".join(tags) + "\n")
    import wave
    bio = io.BytesIO()
    w = wave.open(bio, "wb"); w.setnchannels(1); w.setsampwidth(2); w.setframerate(8000); w.writeframes(b"\x00\x00" * 800); w.close()
    u.f("tone.wav", bio.getvalue())
    u.run("oggenc", "-Q", "-q", "0", "-o", "take.ogg", "tone.wav")
    u.run("vorbiscomment", "-w", "-c", "tags.txt", "take.ogg")
    u.run("vorbiscomment", "-l", "take.ogg")
    u.keep_re = [r"^ISRC=", r"ENCODER_SETTINGS", r"^ENCODER=", r"\bISRC\b"]


def pdf_utf16(s):
    return "<FEFF" + s.encode("utf-16-be").hex().upper() + ">"


@tpl("pii_locale", "podofopdfinfo", "libpodofo-utils", ["sh", "-c", "dpkg-query -W -f '${Version}' libpodofo-utils"])
def _(u):
    g = u.g
    loc, name = person(g)
    u.P(name)
    ib = u.P(iban(g))
    kind, nid = national_id(g)
    u.P(nid)
    ph = u.P(phone(g, loc))
    ad = u.P(address(g, loc))
    bd = u.P(birth_date(g))
    tk = u.K(g.ticket())
    objs = ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>",
            f"<< /Title {pdf_utf16('Vertrag ' + tk)} /Author {pdf_utf16(name)} /Subject {pdf_utf16('Geburtsdatum ' + bd + ', ' + kind + ' ' + nid)} "
            f"/Keywords {pdf_utf16('IBAN ' + ib + '; Tel. ' + ph + '; ' + ad)} /Creator (Schreiber 2.4) /Producer (pdfgen) >>"]
    out = b"%PDF-1.4\n"
    offs = []
    for i, o in enumerate(objs, 1):
        offs.append(len(out))
        out += f"{i} 0 obj\n{o}\nendobj\n".encode()
    xref = len(out)
    out += f"xref\n0 {len(objs) + 1}\n0000000000 65535 f \n".encode()
    for o in offs:
        out += f"{o:010d} 00000 n \n".encode()
    out += f"trailer\n<< /Size {len(objs) + 1} /Root 1 0 R /Info 4 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    u.f("vertrag.pdf", out)
    u.run("podofopdfinfo", "vertrag.pdf")
    u.keep_re = [r"Producer", r"Creator", r"PDF Version", r"Page Count"]


@tpl("pii_locale", "mediainfo", "mediainfo", ["sh", "-c", "mediainfo --version | tail -1"])
def _(u):
    g = u.g
    loc, name = person(g)
    u.P(name)
    loc2, name2 = person(g)
    u.P(name2)
    ib = u.P(iban(g))
    ph = u.P(phone(g, loc))
    ad = u.P(address(g, loc))
    em = u.P(email_for(g))
    bd = u.P(birth_date(g))
    tk = u.K(g.ticket())
    u.f("tag.py", f"""from mutagen.id3 import ID3, TPE1, TCOM, COMM, TIT2, TXXX, TCOP, TENC
t = ID3()
t.add(TIT2(encoding=3, text="Interview {tk}"))
t.add(TPE1(encoding=3, text={name!r}))
t.add(TCOM(encoding=3, text={name2!r}))
t.add(TCOP(encoding=3, text="2024 " + {name2!r} + ", " + {ad!r}))
t.add(COMM(encoding=3, lang="deu", desc="", text="Kontakt " + {ph!r} + " / " + {em!r}))
t.add(TXXX(encoding=3, desc="Honorar IBAN", text={ib!r}))
t.add(TXXX(encoding=3, desc="Geburtsdatum", text={bd!r}))
t.add(TENC(encoding=3, text="studio-rig 3"))
t.save("interview.mp3")
""")
    frame = bytes.fromhex("fffb9064") + b"\x00" * 413
    u.f("interview.mp3", frame * 6)
    u.run("/usr/bin/python3", "tag.py")
    u.run("mediainfo", "interview.mp3")
    u.keep_re = [r"MPEG Audio", r"Format\s+:", r"File size", r"Interview"]


@tpl("pii_locale", "odfmeta", "python-odf-tools", ["sh", "-c", "dpkg-query -W -f '${Version}' python-odf-tools"])
def _(u):
    g = u.g
    loc, name = person(g)
    u.P(name)
    loc2, name2 = person(g)
    u.P(name2)
    ib = u.P(iban(g))
    kind, nid = national_id(g)
    u.P(nid)
    ph = u.P(phone(g, loc))
    ad = u.P(address(g, loc))
    bd = u.P(birth_date(g))
    em = u.P(email_for(g))
    tk = u.K(g.ticket())
    from xml.sax.saxutils import escape as xe
    meta = f"""<?xml version="1.0" encoding="UTF-8"?>
<office:document-meta xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0" xmlns:dc="http://purl.org/dc/elements/1.1/" office:version="1.2"><office:meta>
<meta:generator>Schreibwerk/4.1</meta:generator><dc:title>Mietvertrag {tk}</dc:title>
<meta:initial-creator>{xe(name)}</meta:initial-creator><dc:creator>{xe(name2)}</dc:creator>
<dc:description>{xe('Mieter ' + name + ', geb. ' + bd + ', ' + ad)}</dc:description>
<meta:user-defined meta:name="IBAN">{xe(ib)}</meta:user-defined>
<meta:user-defined meta:name="{kind}">{xe(nid)}</meta:user-defined>
<meta:user-defined meta:name="Telefon">{xe(ph)}</meta:user-defined>
<meta:user-defined meta:name="E-Mail">{xe(em)}</meta:user-defined>
<meta:editing-cycles>{g.randint(2, 30)}</meta:editing-cycles></office:meta></office:document-meta>
"""
    content = """<?xml version="1.0" encoding="UTF-8"?>
<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.2"><office:body><office:text><text:p>Vertrag</text:p></office:text></office:body></office:document-content>
"""
    manifest = """<?xml version="1.0" encoding="UTF-8"?>
<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2">
<manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/>
<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>
<manifest:file-entry manifest:full-path="meta.xml" manifest:media-type="text/xml"/>
</manifest:manifest>
"""
    bio = io.BytesIO()
    with zipfile.ZipFile(bio, "w") as z:
        for nm, data, c in [("mimetype", "application/vnd.oasis.opendocument.text", zipfile.ZIP_STORED),
                            ("META-INF/manifest.xml", manifest, zipfile.ZIP_DEFLATED), ("meta.xml", meta, zipfile.ZIP_DEFLATED),
                            ("content.xml", content, zipfile.ZIP_DEFLATED)]:
            zi = zipfile.ZipInfo(nm, (2024, 1, 1, 0, 0, 0)); zi.compress_type = c
            z.writestr(zi, data)
    u.f("vertrag.odt", bio.getvalue())
    u.run("odfmeta", "-l", "vertrag.odt")
    u.keep_re = [r"generator", r"editing-cycles", r"\btitle\b", r"Schreibwerk/4\.1"]


# ============================ positional ============================
@tpl("positional", "snakemake", "snakemake", ["snakemake", "--version"])
def _(u):
    g = u.g
    pu, pp, ph = u.P(g.user()), u.S(g.password("!#%+-=")), u.P(g.fqdn())
    u.S(f"postgresql://{pu}:{pp}@{ph}:5432/erp", note="DSN")
    mu, mp = u.P(g.user()), u.S(g.password("#%+-="))
    cu, cp = u.P(g.user()), u.S(g.tok_b62(20))
    ch = u.P(g.fqdn())
    tok = u.S(g.secret(["vendor", "jwt", "b64url"]))
    sp = u.S(g.password("#%+-="))
    sh_ = u.P(g.ipv4())
    u.f("Snakefile", f"""rule all:
    input: "out/erp.dump", "out/ledger.sql", "out/report.json", "out/sync.done"

rule dump:
    output: "out/erp.dump"
    shell: "pg_dump 'postgresql://{pu}:{pp}@{ph}:5432/erp' -Fc -f {{output}}"

rule ledger:
    output: "out/ledger.sql"
    shell: "mysqldump -u{mu} -p'{mp}' --single-transaction ledger > {{output}}"

rule report:
    output: "out/report.json"
    shell: "curl -sf -u {cu}:{cp} -H 'Authorization: Bearer {tok}' https://{ch}/api/v2/report -o {{output}}"

rule sync:
    output: "out/sync.done"
    shell: "sshpass -p '{sp}' rsync -a out/ backup@{sh_}:/srv/drop && touch {{output}}"
""")
    u.run("snakemake", "-n", "-p", "-c1")
    u.cleanup = [".snakemake"]
    u.keep_re = [r"\brule \w+:", r"\bjobid: \d+", r"\bout/[a-z]+\.\w+", r"Job stats"]
    u.exclude_re = [r"^\[\w{3} \w{3} "]


POP = r'''import socket,sys
s=socket.socket();s.setsockopt(socket.SOL_SOCKET,socket.SO_REUSEADDR,1);s.bind(("127.0.0.1",int(sys.argv[1])));s.listen(1)
c,_=s.accept();f=c.makefile("rwb")
f.write(b"+OK POP3 ready <%s>\r\n" % sys.argv[2].encode());f.flush()
while True:
    l=f.readline()
    if not l: break
    w=l.split(); cmd=w[0].upper() if w else b""
    if cmd==b"CAPA": f.write(b"+OK\r\nUSER\r\nSASL PLAIN\r\nUIDL\r\nTOP\r\n.\r\n")
    elif cmd==b"STAT": f.write(b"+OK 0 0\r\n")
    elif cmd==b"UIDL": f.write(b"+OK\r\n.\r\n")
    elif cmd==b"AUTH": f.write(b"+OK Logged in.\r\n")
    elif cmd==b"QUIT": f.write(b"+OK bye\r\n");f.flush();break
    else: f.write(b"+OK\r\n")
    f.flush()
'''


@tpl("positional", "mpop", "mpop", ["mpop", "--version"])
def _(u):
    g = u.g
    usr = u.P(g.choice(["anna.k", "j.weiss", "ops-mail", "m.dvorak"]) + str(g.randint(1, 99)))
    pw = u.S(g.password("!#%+-=@"))
    auth = g.choice(["user", "plain"])
    if auth == "plain":
        u.S("\0" + usr + "\0" + pw, "b64", note="SASL PLAIN")
    port = 19900 + (hash(u.t) % 50) + u.n
    banner = u.K("%d.%d@pop.example" % (g.randint(1000, 9999), g.randint(10**8, 10**9)))
    u.f("fakepop.py", POP)
    u.f("pw.txt", pw + "\n")
    u.f(".mpoprc", "")
    u.sh(f"ip link set lo up; /usr/bin/python3 fakepop.py {port} {banner} & sleep 0.5; "
         f"mpop --debug --host=127.0.0.1 --port={port} --tls=off --auth={auth} --user={usr} --passwordeval='cat pw.txt' "
         f"--only-new=off --delivery=mbox,{'mbox.out'} 2>&1 | grep -E '^(<--|-->)'; wait")
    u.keep_re = [r"<-- \+OK", r"--> CAPA", r"--> QUIT", r"--> STAT"]


@tpl("positional", "gdalinfo", "gdal-bin", ["gdalinfo", "--version"])
def _(u):
    g = u.g
    cmds = []
    pu, pp, ph = u.P(g.user()), u.S(g.password("#%+-=@")), u.P(g.fqdn())
    cmds.append(f"gdalinfo 'PG:host={ph} port=5432 user={pu} password={pp} dbname=gis'")
    mu, mp, mh = u.P(g.user()), u.S(g.password("#%+-=")), u.P(g.fqdn())
    cmds.append(f"gdalinfo 'MySQL:rasters,host={mh},user={mu},password={mp},port=3306'")
    ru, rp, rh = u.P(g.user()), u.S(g.password("-")), u.P(g.fqdn())
    sig = u.S(g.tok_b64url(32))
    cmds.append(f"gdalinfo '/vsicurl/https://{ru}:{rp}@{rh}/dem/tile_{g.randint(1, 99)}.tif?sig={sig}'")
    su, sp, sh_ = u.P(g.user()), u.S(g.password("#%+-=")), u.P(g.fqdn())
    cmds.append(f"gdalinfo 'MSSQL:server={sh_};database=geo;UID={su};PWD={sp};tables=dem'")
    u.sh("; ".join(c + " 2>&1" for c in cmds))
    u.merge = True
    u.keep_re = [r"ERROR \d+", r"gdalinfo failed", r"port=5432", r"unable to open", r"dbname=gis"]


@tpl("positional", "pidstat", "sysstat", ["pidstat", "-V"])
def _(u):
    g = u.g
    scripts, starts = [], []
    pu, pp, ph = u.P(g.user()), u.S(g.password("%+-=@")), u.P(g.fqdn())
    a1 = f"--dbname=postgresql://{pu}:{pp}@{ph}:5432/erp -Fc"
    ru, rp, rh = u.P(g.user()), u.S(g.password("%+-=@")), u.P(g.ipv4())
    a2 = f"-a {rp} -h {rh} -p 6379 --user {ru} --no-auth-warning"
    mu, mp = u.P(g.user()), u.S(g.password("%+-=@"))
    a3 = f"-u {mu} -p{mp} --host=127.0.0.1 ledger"
    tok = u.S(g.secret(["vendor", "jwt", "b64url"]))
    a4 = f"--token {tok} --insecure-skip-tls-verify"
    for nm, a in [("pg_dump", a1), ("redis-cli", a2), ("mysqldump", a3), ("kubectl", a4)]:
        u.f("bin/" + nm, "#!/bin/sh\nsleep 3\n")
        starts.append(f"./bin/{nm} {a} & P=\"$P,$!\"")
    u.sh("chmod +x bin/*; P=''; " + "; ".join(starts) + "; sleep 0.4; pidstat -l -p ${P#,} 1 1 | tail -n +3; wait")
    u.kind = "line"
    u.keep_re = [r"\b\d{2}:\d{2}:\d{2}\b", r"%CPU|%usr", r"\bAverage:", r"\b\d+\.\d\d\b"]
    u.exclude_re = [r"^Linux "]


@tpl("positional", "gst-discoverer-1.0", "gstreamer1.0-plugins-base-apps", ["sh", "-c", "dpkg-query -W -f '${Version}' gstreamer1.0-plugins-base-apps"])
def _(u):
    g = u.g
    uris = []
    cu, cp, ch = u.P(g.user()), u.S(g.password("!-")), u.P(g.fqdn())
    uris.append(f"rtsp://{cu}:{cp}@{ch}:554/stream{g.randint(1, 4)}")
    hu, hp, hh = u.P(g.user()), u.S(g.password("-")), u.P(g.fqdn())
    tok = u.S(g.tok_b62(32))
    uris.append(f"https://{hu}:{hp}@{hh}/media/clip{g.randint(1, 99)}.mp4?token={tok}")
    su, sp, sh_ = u.P(g.user()), u.S(g.password("-")), u.P(g.ipv4())
    uris.append(f"srt://{sh_}:9000?streamid=#!::u={su},r=live&passphrase={sp}")
    u.run("gst-discoverer-1.0", *uris)
    u.cleanup = [".cache"]
    u.merge = True
    u.keep_re = [r"Analyzing", r"Done discovering", r"An error was encountered", r":554/"]


# ============================ rows ============================
@tpl("rows", "Rscript", "r-base-core", ["Rscript", "--version"])
def _(u):
    g = u.g
    rows = []
    for i in range(5):
        loc, name = person(g)
        rows.append((u.K(str(1000 + i)), u.P(iban(g, spaced=False)), u.S(g.pw_hash()),
                     u.S(g.secret(["b62", "hex", "vendor"])), u.K(g.sha256()[:16]), g.choice(["aktiv", "gesperrt", "neu"]), u.P(name)))
    def rq(s):
        return json.dumps(s, ensure_ascii=False)
    cols = ["Nr", "IBAN", "Passwort_Hash", "API_Schlüssel", "Prüfsumme", "Zustand", "Kunde"]
    u.f("kunden.R", "options(width=400)\ndf <- data.frame(" + ", ".join(
        f"{rq(c)} = c({', '.join(rq(r[j]) for r in rows)})" for j, c in enumerate(cols)) +
        ", check.names = FALSE)\nprint(df, right = FALSE, row.names = FALSE)\n")
    u.run("Rscript", "kunden.R")
    u.kind, u.parser = "row", "fixed_left"
    u.keep_re = []


@tpl("rows", "pgdbf", "pgdbf", ["sh", "-c", "dpkg-query -W -f '${Version}' pgdbf"])
def _(u):
    g = u.g
    fields = [("KONTO", 20), ("INHABER", 40), ("IBAN", 34), ("KENNWORT", 24), ("TOKEN", 80), ("PRUEFZIFF", 16), ("STATUS", 8)]
    recs = []
    for i in range(5):
        loc, name = person(g)
        recs.append([u.P(g.user()), u.P(name), u.P(iban(g, spaced=False)), u.S(g.password("!#%+-=@")),
                     u.S(g.secret(["b62", "hex", "vendor", "b64url"])), u.K(g.hexd(16)), g.choice(["AKTIV", "GESPERRT"])])
    hdr_len = 32 + 32 * len(fields) + 1
    rec_len = 1 + sum(w for _, w in fields)
    out = bytearray(struct.pack("<BBBBIHH20x", 3, 124, 1, 1, len(recs), hdr_len, rec_len))
    for nm, w in fields:
        out += struct.pack("<11sc4xBB14x", nm.encode(), b"C", w, 0)
    out += b"\r"
    for r in recs:
        out += b" "
        for (nm, w), v in zip(fields, r):
            b = v.encode()[:w]
            out += b + b" " * (w - len(b))
    out += b"\x1a"
    u.f("konten.dbf", bytes(out))
    u.run("pgdbf", "-s", "UTF-8", "konten.dbf")
    u.kind, u.parser = "row", "pgcopy"


@tpl("rows", "gretlcli", "gretl", ["sh", "-c", "gretlcli --version 2>&1 | head -1"])
def _(u):
    g = u.g
    lines = ["Nr,Kunde,Kennwort,Zugangstoken,Pruefsumme,Zustand,IBAN"]
    for i in range(5):
        loc, name = person(g)
        tok = g.choice([g.tok_b62(22), g.tok_hex(24), "ghp_" + g.s(B62, 20)])
        lines.append(",".join([u.K(str(4100 + i)), '"%s"' % u.P(name), '"%s"' % u.S(g.password("!#%+-=@", 14)),
                               u.S(tok), u.K("sha1:" + g.hexd(10)), g.choice(["aktiv", "gesperrt", "neu"]),
                               u.P(iban(g, spaced=False))]))
    u.f("konten.csv", "\n".join(lines) + "\n")
    u.f("zeigen.inp", "open konten.csv --quiet\nprint --byobs\n")
    u.run("gretlcli", "-b", "zeigen.inp")
    u.cleanup = [".gretl"]
    u.kind, u.parser = "row", "gretl"


@tpl("rows", "ktutil", "heimdal-clients", ["sh", "-c", "ktutil --version 2>&1 | head -1"])
def _(u):
    g = u.g
    realm = g.choice(["CORP.EXAMPLE", "INT.EXAMPLE.NET", "FIRMA.EXAMPLE"])
    steps = []
    for i in range(g.randint(3, 5)):
        h = u.P(g.fqdn())
        p = g.choice(["host", "HTTP", "nfs", "ldap"]) + "/" + h + "@" + realm
        u.P(p)
        key = u.S(g.tok_hex(64) if i % 2 == 0 else g.tok_hex(32))
        et = "aes256-cts-hmac-sha1-96" if len(key) == 64 else "aes128-cts-hmac-sha1-96"
        steps.append(f"ktutil -k svc.keytab add -p {p} -V {g.randint(1, 9)} -e {et} -w {key} --hex")
    u.sh("; ".join(steps))
    u.run("ktutil", "-k", "svc.keytab", "list", "--keys")
    u.kind, u.parser = "row", "ws2"


@tpl("rows", "ogr2ogr", "gdal-bin", ["ogr2ogr", "--version"])
def _(u):
    g = u.g
    feats = []
    for i in range(5):
        loc, name = person(g)
        props = {"Kundennummer": u.K("K-%06d" % g.randint(1, 999999)), "Name": u.P(name), "Telefon": u.P(phone(g, loc)),
                 "IBAN": u.P(iban(g)), "Zugangstoken": u.S(g.secret(["vendor", "b62", "jwt", "hex"])),
                 "Prüfsumme": u.K(g.sha256()[:24]), "Status": g.choice(["aktiv", "gekündigt"])}
        feats.append({"type": "Feature", "properties": props,
                      "geometry": {"type": "Point", "coordinates": [round(g.uniform(5, 15), 4), round(g.uniform(45, 55), 4)]}})
    u.f("kunden.geojson", json.dumps({"type": "FeatureCollection", "features": feats}, ensure_ascii=False, indent=1))
    u.run("ogr2ogr", "-f", "CSV", "/vsistdout/", "kunden.geojson")
    u.kind, u.parser = "row", "csv"
