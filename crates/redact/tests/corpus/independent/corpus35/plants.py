"""Inputs for corpus35: one build function per template.

build(u, d) writes input files under directory d (a pathlib.Path) and returns a spec:
  argv   : argument vector (run as: unshare -n nice -n 10 <argv>)
  setup  : list of argvs run before (same prefix), outputs kept in setup_*.txt
  output : None (use stdout) or a file name the program writes (relative to d)
  kind   : line | block | row ; enc: encoders naming the extra forms to search
u collects planted values: u.S (secrets), u.P (private), u.K (planted keep values).
"""
import json, os, shlex, string
from pathlib import Path
import values as V

VENV = "/tmp/c35run/venv/bin/"


class Unit:
    def __init__(self, template, n):
        self.t, self.n = template, n
        self.r = V.rng_for(template, n)
        self.S, self.P, self.K = [], [], []

    def sec(self, kind=None, punct=V.PUNCT_SAFE, no_space=True):
        s = V.secret(self.r, kind, punct, no_space)
        self.S.append(s)
        return s

    def priv(self, x):
        self.P.append(x)
        return x

    def person(self, loc=None, parts=True):
        p = V.person(self.r, loc)
        self.P.append(p["full"])
        if parts:
            self.P += [p["given"], p["family"]]
        return p

    def pii(self, loc=None):
        p = V.pii(self.r, loc)
        self.P += [p["full"], p["given"], p["family"], p["phone"], p["nid"], p["iban"], p["address"], p["birth"], p["email"]]
        return p

    def keep(self, x):
        self.K.append(x)
        return x

    def host(self, short=False):
        return self.priv(V.hostname(self.r, short))

    def ip(self):
        return self.priv(V.private_ip(self.r))


def w(d, name, text, mode="w"):
    p = Path(d) / name
    p.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, bytes):
        p.write_bytes(text)
    else:
        p.write_text(text, encoding="utf-8")
    return str(p)


PCT_SAFE = "!#%+-=?@.,"
R = lambda u, seq: u.r.choice(seq)

# ====================================================================== encoded


def enc_mime_construct(u, d):
    p = u.person(R(u, ["de", "fr", "es", "pl", "tr", "cs"]))
    to = u.priv(V.email_for(u.r, p))
    s1 = u.sec("password", punct="=&<>!#?@+-.")
    if "=" not in s1:
        s1 = s1[:4] + "=" + s1[4:]; u.S[-1] = s1
    s2 = u.sec(R(u, ["api_key", "jwt", "hex", "privkey"]))
    tick = u.keep("INC-%d" % u.r.randint(10000, 99999))
    body = ("Hallo %s,\n\nfür das Ticket %s wurde der Zugang erneuert.\nNeues Kennwort: %s\n\n"
            "Der API-Schlüssel liegt als Anhang bei.\n-- \nServicedesk\n") % (p["given"], tick, s1)
    w(d, "body.txt", body)
    fn = R(u, ["api.key", "token.txt", "credentials.bin", "deploy.key"])
    return dict(argv=["mime-construct", "--output", "--to", to, "--subject", "Zugang %s" % tick,
                      "--type", "text/plain; charset=utf-8", "--encoding", "quoted-printable", "--file", "body.txt",
                      "--type", "application/octet-stream", "--encoding", "base64", "--attachment", fn, "--string", s2],
                kind="block", enc=["qp", "b64"], keep_re=[r"quoted-printable", r"base64", r"MIME-Version", r"application/octet-stream", r"Content-Transfer-Encoding"])


def enc_highlight(u, d):
    s1 = u.sec("password", punct="&<>!#?@+-.=")
    s2 = u.sec(R(u, ["api_key", "b64", "b62"]))
    h = u.host()
    prt = u.keep(V.port(u.r))
    rid = u.keep(V.uuid(u.r))
    nm = u.person(R(u, ["de", "fr", "ru", "el", "ja"]))
    src = ('"""Settings for the %s service."""\n\nDEPLOY_ID = "%s"\nDB_HOST = "%s"\nDB_PORT = %s\n'
           'DB_PASSWORD = "%s"\nSIGNING_KEY = "%s"\nOWNER = "%s"\nRETRIES = 3\n') % (R(u, V.SVC), rid, h, prt, s1, s2, nm["full"])
    w(d, "settings.py", src)
    return dict(argv=["highlight", "-O", "html", "--fragment", "-l", "-S", "python", "settings.py"],
                kind="block", enc=["html"], keep_re=[r"DB_PORT", r"DEPLOY_ID", r"RETRIES"])


def enc_markdown_it(u, d):
    s1 = u.sec("password", punct="&<>!#?@+-.=")
    s2 = u.sec(R(u, ["api_key", "b62", "hex"]))
    p = u.person(R(u, ["de", "fr", "es", "pl", "cs", "tr"]))
    h = u.host()
    ver = u.keep(V.version(u.r))
    cm = u.keep(V.commit(u.r)[:12])
    md = ("# Übergabe %s\n\nRelease `%s` (commit %s) ist live.\n\n"
          "- Admin-Login: `ops` / `%s`\n- Rückruf: <https://%s/callback?token=%s&owner=%s>\n"
          "- Ansprechpartner: [%s](https://wiki.corp.internal/people/%s)\n") % (
        ver, ver, cm, s1, h, s2, p["given"], p["full"], p["full"].replace(" ", "_"))
    u.P.append(p["full"].replace(" ", "_"))
    u.priv("wiki.corp.internal")
    w(d, "handover.md", md)
    return dict(argv=[VENV + "markdown-it", "handover.md"], kind="block", enc=["html", "pct", "pct_html"], keep_re=[])


def enc_mistletoe(u, d):
    s1 = u.sec("password", punct="&#%$!=?@+-.,")
    s2 = u.sec(R(u, ["api_key", "b62", "otp", "recovery"]))
    p = u.person(R(u, ["de", "fr", "es", "pl", "cs"]))
    ver = u.keep(V.version(u.r))
    cm = u.keep(V.commit(u.r)[:10])
    md = ("# Notfallzugang\n\nFür Release %s (Build %s) gilt ab sofort das Kennwort %s, "
          "der Wiederherstellungscode ist `%s`.\n\nVerantwortlich: %s, Telefon %s.\n") % (
        ver, cm, s1, s2, p["full"], u.priv(V.phone(u.r, p["loc"])))
    w(d, "notfall.md", md)
    return dict(argv=[VENV + "mistletoe", "-r", "mistletoe.latex_renderer.LaTeXRenderer", "notfall.md"],
                kind="block", enc=["latex"], keep_re=[r"\\section\{Notfallzugang\}"])


def enc_pygmentize(u, d):
    s1 = u.sec("password", punct="{}!+-=?@.,")
    s2 = u.sec(R(u, ["api_key", "b64", "passphrase"]))
    p = u.person(R(u, ["ru", "el", "de", "fr", "pl", "cs", "tr"]), parts=False)
    ver = u.keep(V.version(u.r))
    prt = u.keep(V.port(u.r))
    ini = ("[server]\nport = %s\nversion = %s\n\n[credentials]\nsenha = %s\nchave_api = %s\n"
           "responsavel = %s\n") % (prt, ver, s1, s2, p["full"])
    w(d, "app.ini", ini)
    return dict(argv=[VENV + "pygmentize", "-f", "rtf", "-l", "ini", "app.ini"], kind="block", enc=["rtf"],
                keep_re=[r"\\cf14 port", r"\\cf14 version"])


# ====================================================================== infra


def infra_ifquery(u, d):
    ip1, gw = u.ip(), None
    gw = u.priv(".".join(ip1.split(".")[:3] + ["1"]))
    u.priv(".".join(ip1.split(".")[:3] + ["255"]))  # broadcast, printed by ifquery
    m = u.priv(V.mac(u.r))
    dom = u.priv(R(u, V.DOM))
    ns = u.ip()
    h = u.priv(V.hostname(u.r, short=True))
    net2 = u.priv("10.%d.0.0/16" % u.r.randint(0, 255))
    ip2 = u.ip()
    txt = ("auto lo\niface lo inet loopback\n\nauto ens3\niface ens3 inet static\n    address %s/24\n    gateway %s\n"
           "    hwaddress ether %s\n    dns-search %s\n    dns-nameservers %s\n    up ip route add %s via %s\n\n"
           "auto ens4\niface ens4 inet dhcp\n    hostname %s\n    mtu 9000\n") % (ip1, gw, m, dom, ns, net2, ip2, h)
    w(d, "interfaces", txt)
    return dict(argv=["ifquery", "-i", "interfaces", "ens3", "ens4"], kind="block", enc=[],
                keep_re=[r"netmask: 255\.255\.255\.0", r"mtu: 9000", r"broadcast", r"address:"])


def infra_nodeattr(u, d):
    lines, target = [], None
    for i in range(4):
        h = u.priv(V.hostname(u.r, short=True))
        bmc = u.priv(h + "-ipmi." + R(u, V.DOM))
        ip = u.ip()
        mm = u.priv(V.mac(u.r))
        lines.append("%s ip=%s,mac=%s,bmc=%s,cores=%d,slurm_version=23.02.%d,role=compute" % (h, ip, mm, bmc, R(u, [32, 64, 96]), u.r.randint(1, 7)))
        target = target or h
    w(d, "genders", "# cluster genders\n" + "\n".join(lines) + "\n")
    return dict(argv=["nodeattr", "-f", "genders", "-l", target], kind="block", enc=[],
                keep_re=[r"cores=\d+", r"slurm_version=[\d.]+", r"role=compute"])


def infra_pdsh(u, d):
    base = "%s-%s" % (R(u, V.SVC), R(u, ["db", "app", "worker", "cache"]))
    dom = u.priv(R(u, V.DOM))
    a = u.r.randint(1, 20)
    hosts = ["%s-%02d.%s" % (base, i, dom) for i in range(a, a + 3)]
    for h in hosts:
        u.priv(h)
    ru = "svc-%s" % R(u, ["deploy", "ansible", "backup"])
    return dict(argv=["pdsh", "-q", "-R", "exec", "-l", ru, "-f", str(R(u, [8, 16, 64])), "-w", ",".join(hosts),
                      "ssh", "-l", "%u", "%h", "systemctl", "is-active", "postgresql"], kind="block", enc=[],
                keep_re=[r"Fanout", r"Connect timeout \(secs\)", r"Rcmd type", r"systemctl", r"is-active"])


def infra_hostgrep(u, d):
    pre = "%s-%s" % (R(u, V.SVC), R(u, ["w", "n", "gpu"]))
    a = u.r.randint(1, 9)
    expr = u.priv("%s[%02d-%02d]" % (pre, a, a + 7))
    expr2 = u.priv("%s[%02d-%02d]" % (pre, a, a + 3))
    net = "10.%d.%d" % (u.r.randint(0, 255), u.r.randint(0, 255))
    addr = u.priv("%s.[%d-%d]" % (net, 10 + a, 17 + a))
    ctl = u.host()
    cfg = ("ClusterName=%s\nSlurmctldHost=%s\nSlurmctldPort=6817\n"
           "NodeName=%s NodeAddr=%s CPUs=64 RealMemory=257000 State=UNKNOWN\n"
           "PartitionName=batch Nodes=%s Default=YES MaxTime=INFINITE State=UP\n"
           "PartitionName=short Nodes=%s MaxTime=04:00:00 State=UP\n") % (R(u, ["hpc-eu", "lab2", "atlas"]), ctl, expr, addr, expr, expr2)
    w(d, "slurm.conf", cfg)
    return dict(argv=[VENV + "hostgrep", "--any", "-H", "%s%02d" % (pre, a + 1), "slurm.conf"], kind="block", enc=[],
                keep_re=[r"CPUs=64", r"State=UNKNOWN", r"State=UP", r"MaxTime=INFINITE", r"RealMemory=257000", r"Default=YES"])


def infra_brctl(u, d):
    cmds = []
    for i in range(2):
        br = u.priv("br-%s%d" % (R(u, V.SVC)[:6], u.r.randint(1, 9)))
        cmds.append("ip link add %s type bridge" % br)
        for j in range(2):
            m = u.priv(V.mac(u.r))
            va = u.priv("veth%s%d" % (V._s(u.r, "abcdef0123456789", 5), j))
            cmds.append("ip link add %s address %s type veth peer name p%s" % (va, m, va[4:]))
            cmds.append("ip link set %s master %s" % (va, br))
        last = br
    cmds.append("brctl show")
    cmds.append("brctl showmacs %s" % last)
    return dict(argv=["sh", "-c", "; ".join(cmds)], kind="block", enc=["nocolon"],
                keep_re=[r"bridge name", r"STP enabled", r"is local\?", r"ageing timer", r"port no"])


# ====================================================================== key_unusual


def ku_hcltool(u, d):
    s1, s2, s3 = u.sec("password"), u.sec(R(u, ["api_key", "hex", "b62"])), u.sec(R(u, ["b64", "otp", "passphrase"]))
    h = u.host()
    ver = u.keep(V.version(u.r))
    reg = u.keep(R(u, ["eu-central-1", "eu-west-3", "ap-northeast-1"]))
    hcl = ('terraform {\n  required_version = ">= %s"\n}\n\nprovider "vault" {\n  address   = "https://%s:8200"\n'
           '  geheimnis = "%s"\n}\n\nbackend "s3" {\n  region        = "%s"\n  mot_de_passe  = "%s"\n}\n\n'
           'variable "salasana_tietokanta" {\n  default = "%s"\n}\n') % (ver, h, s1, reg, s2, s3)
    w(d, "main.tf", hcl)
    return dict(argv=[VENV + "hcltool", "main.tf"], kind="block", enc=["json"], keep_re=[r"required_version", r"8200"])


def ku_toml_sort(u, d):
    s = [u.sec(k) for k in u.r.sample(["password", "api_key", "b64", "hex", "passphrase", "otp"], 3)]
    h = u.host()
    prt = u.keep(V.port(u.r))
    ver = u.keep(V.version(u.r))
    toml = ('[servidor]\nversion = "%s"\npuerto = %s\nanfitrion = "%s"\n\n[zugang]\nkennwort = "%s"\n'
            '"jeton_d\'accès" = "%s"\n\n[tietokanta]\nsalasana = "%s"\ntimeout_ms = 2500\n') % (ver, prt, h, s[0], s[1], s[2])
    w(d, "config.toml", toml)
    return dict(argv=[VENV + "toml-sort", "--all", "config.toml"], kind="block", enc=[], keep_re=[r"timeout_ms = 2500", r"puerto"])


def ku_remarshal(u, d):
    s = [u.sec(k) for k in u.r.sample(["password", "api_key", "b62", "hex", "jwt", "recovery"], 3)]
    h = u.host()
    ver = u.keep(V.version(u.r))
    yml = ("aplicación:\n  versión: %s\n  réplicas: 3\nbase_de_datos:\n  servidor: %s\n  contraseña: '%s'\n"
           "integraciones:\n  パスワード: '%s'\n  hasło_api: '%s'\n") % (ver, h, s[0], s[1], s[2])
    w(d, "app.yaml", yml)
    return dict(argv=[VENV + "remarshal", "-if", "yaml", "-of", "toml", "app.yaml"], kind="block", enc=[], keep_re=[r'"réplicas" = 3', r'\["aplicación"\]', r"\[base_de_datos\]"])


def ku_kdlreformat(u, d):
    s = [u.sec(k) for k in u.r.sample(["password", "api_key", "b64", "hex", "otp", "passphrase"], 3)]
    h = u.host()
    prt = u.keep(V.port(u.r))
    ver = u.keep(V.version(u.r))
    kdl = ('service "%s" version="%s" {\n    endpoint host="%s" port=%s\n    tunnus clé="%s"\n'
           '    sleutel "%s"\n    wachtwoord geheim="%s" rotate-days=90\n}\n') % (R(u, V.SVC), ver, h, prt, s[0], s[1], s[2])
    w(d, "service.kdl", kdl)
    return dict(argv=[VENV + "kdlreformat", "service.kdl"], kind="block", enc=[], keep_re=[r"rotate-days=90", r"endpoint"])


def ku_tpage(u, d):
    s = [u.sec(k) for k in u.r.sample(["password", "api_key", "b62", "hex", "passphrase"], 3)]
    h = u.host()
    ver = u.keep(V.version(u.r))
    tt = ("[% v = [s0, s1, s2] -%]\n# generated for [% env %]\n[% FOREACH k IN ['heslo.databaze', 'klucz.api', 'parola.smtp'] -%]\n"
          "[% k %] = [% v.\\$loop.index %]\n[% END -%]\nserver.nazev = [% host %]\napp.verze = [% ver %]\npool.max = 20\n")
    tt = tt.replace("v.\\$loop.index", "v.$i").replace("[% FOREACH k", "[% i = 0 %][% FOREACH k").replace("[% END -%]", "[% i = i + 1; END -%]")
    w(d, "app.properties.tt", tt)
    return dict(argv=["tpage", "--define", "env=prod", "--define", "host=" + h, "--define", "ver=" + ver,
                      "--define", "s0=" + s[0], "--define", "s1=" + s[1], "--define", "s2=" + s[2], "app.properties.tt"],
                kind="block", enc=[], keep_re=[r"pool\.max = 20", r"app\.verze"])


# ====================================================================== lookalike


def la_svnadmin(u, d):
    s1, s2 = u.sec("password"), u.sec(R(u, ["api_key", "hex", "b64"]))
    h = u.host()
    user = u.priv(R(u, ["mkovacs", "jtanaka", "aperez", "lnowak"]))
    w(d, "import/deploy/.env.production", "DATABASE_URL=postgres://app:%s@%s:5432/app\nSTRIPE_KEY=%s\n" % (s1, h, s2))
    w(d, "import/README", "deploy tree\n")
    msg = "initial import; temp creds %s until rotation" % s1
    repo = "file://" + str(Path(d) / "repo")
    return dict(setup=[["svnadmin", "create", "repo"], ["svn", "import", "-q", "--username", user, "-m", msg, "import", repo]],
                argv=["svnadmin", "dump", "repo"], kind="block", enc=[],
                keep_re=[r"(?<=Text-content-md5: )[0-9a-f]{32}", r"(?<=Text-content-sha1: )[0-9a-f]{40}", r"(?<=UUID: )[0-9a-f-]{36}",
                         r"Text-content-md5", r"Node-action: add", r"PROPS-END"])


def la_dpkg_scanpackages(u, d):
    p = u.person(R(u, ["de", "fr", "pl", "cs", "sv", "fi"]))
    em = u.priv(V.email_for(u.r, p))
    s1 = u.sec(R(u, ["api_key", "hex", "b62"]))
    s2 = u.sec("password")
    ver = u.keep(V.version(u.r) + "-1")
    name = "acme-%s-agent" % R(u, V.SVC)
    w(d, "pkg/DEBIAN/control", ("Package: %s\nVersion: %s\nArchitecture: all\nMaintainer: %s <%s>\nX-Enrollment-Token: %s\n"
                                "Description: fleet agent\n Registers with the fleet server; bootstrap password %s.\n") % (name, ver, p["full"], em, s1, s2))
    w(d, "pkg/usr/share/doc/%s/README" % name, "agent\n")
    deb = "pool/main/%s_%s_all.deb" % (name, ver)
    Path(d, "pool/main").mkdir(parents=True, exist_ok=True)
    return dict(setup=[["dpkg-deb", "--root-owner-group", "--build", "pkg", deb]], argv=["dpkg-scanpackages", "pool", "/dev/null"],
                kind="block", enc=[], keep_re=[r"(?<=MD5sum: )[0-9a-f]{32}", r"(?<=SHA1: )[0-9a-f]{40}", r"(?<=SHA256: )[0-9a-f]{64}", r"Architecture: all"])


def la_zsyncmake(u, d):
    tok = u.sec(R(u, ["hex", "b62", "api_key"]))
    pw = u.sec("password", punct="!*+-.,~")
    h = u.host()
    fn = "firmware-%s.img" % u.keep(V.version(u.r))
    w(d, fn, bytes(u.r.getrandbits(8) for _ in range(5000)))
    url = "https://mirror:%s@%s/fw/%s?access_token=%s" % (pw, h, fn, tok)
    return dict(argv=["zsyncmake", "-b", "2048", "-u", url, "-o", "out.zsync", fn], output="out.zsync", header_only=True,
                kind="block", enc=[], keep_re=[r"(?<=SHA-1: )[0-9a-f]{40}", r"Blocksize: 2048", r"zsync: 0\.6\.2", r"Hash-Lengths: [\d,]+"])


def la_signify(u, d):
    s1 = u.sec(R(u, ["api_key", "b64", "hex"]))
    s2 = u.sec("password")
    ver = V.version(u.r)
    lines = []
    for nm in ["acme-agent-%s.tar.gz" % ver, "acme-agent-%s.deb" % ver, "INSTALL.txt"]:
        dg = u.keep(V.sha256hex(u.r))
        lines.append("SHA256 (%s) = %s" % (nm, dg))
    msg = "\n".join(lines[:2]) + "\n# upload with token %s (mirror password %s)\n" % (s1, s2) + lines[2] + "\n"
    w(d, "SHA256", msg)
    return dict(setup=[["signify-openbsd", "-G", "-n", "-c", "release key", "-p", "rel.pub", "-s", "rel.sec"]],
                argv=["signify-openbsd", "-S", "-e", "-s", "rel.sec", "-m", "SHA256", "-x", "SHA256.sig"], output="SHA256.sig",
                kind="block", enc=[], keep_re=[r"^RW[A-Za-z0-9+/=]{80,}", r"untrusted comment"])


def la_docker_compose(u, d):
    s1, s2 = u.sec("password"), u.sec(R(u, ["api_key", "jwt", "hex"]))
    h = u.host()
    dg = u.keep(V.sha256hex(u.r))
    cm = u.keep(V.commit(u.r))
    rid = u.keep(V.uuid(u.r))
    ip = u.ip()
    y = ("version: \"3.8\"\nservices:\n  api:\n    image: registry.example.com/acme/api@sha256:%s\n    environment:\n"
         "      BUILD_COMMIT: \"%s\"\n      DEPLOYMENT_ID: \"%s\"\n      DB_DSN: \"postgresql://api:%s@%s:5432/api\"\n"
         "      UPSTREAM_BEARER: \"%s\"\n    extra_hosts:\n      - \"%s:%s\"\n    ports:\n      - \"8443:8443\"\n") % (dg, cm, rid, s1, h, s2, h, ip)
    w(d, "docker-compose.yml", y)
    return dict(argv=["docker-compose", "-f", "docker-compose.yml", "config"], kind="block", enc=[], keep_re=[r"8443"])


# ====================================================================== no_key


def _prose_pair(u):
    a, b = u.sec("password"), u.sec(R(u, ["api_key", "passphrase", "b62", "recovery", "otp"]))
    return a, b


def nk_dwdiff(u, d):
    a, b = _prose_pair(u)
    t = u.keep("OPS-%d" % u.r.randint(1000, 9999))
    dt = u.keep("2026-%02d-%02d" % (u.r.randint(1, 12), u.r.randint(1, 28)))
    w(d, "old.txt", "Per %s the staging vault opens with %s until %s.\n" % (t, a, dt))
    w(d, "new.txt", "Per %s the staging vault opens with %s until %s.\n" % (t, b, dt))
    return dict(argv=["dwdiff", "old.txt", "new.txt"], kind="line", enc=[], keep_re=[])


def nk_icdiff(u, d):
    a, b = _prose_pair(u)
    c = u.sec("recovery")
    ver = u.keep(V.version(u.r))
    base = ["Handover notes for release %s" % ver, "", "Ask the on-call for the shared login.", "It is %s for now.", "Backup codes:", "  %s" % c, "Escalate via #ops-oncall."]
    old = [l.replace("%s", a) if "%s" in l else l for l in base]
    new = [l.replace("%s", b) if "%s" in l else l for l in base]
    w(d, "notes.old", "\n".join(old) + "\n"); w(d, "notes.new", "\n".join(new) + "\n")
    return dict(argv=["icdiff", "--cols=150", "--line-numbers", "notes.old", "notes.new"], kind="block", enc=[], strip_ansi=True,
                keep_re=[re_escape(ver), r"#ops-oncall"])


def re_escape(s):
    import re
    return re.escape(s)


def nk_halibut(u, d):
    a, b = _prose_pair(u)
    c1, c2 = u.sec("recovery"), u.sec("recovery")
    h = u.host()
    ver = u.keep(V.version(u.r))
    but = ("\\title Runbook %s\n\n\\C{access} Access\n\nLog in to %s as the ops user; the current one is %s and it "
           "expires at the end of the sprint.\n\nIf that fails use\n\n\\b %s\n\n\\b %s\n\nThe upload side takes \\c{%s} "
           "in the second field of the form.\n") % (ver, h, a, c1, c2, b)
    w(d, "runbook.but", but)
    return dict(argv=["halibut", "--text=runbook.txt", "runbook.but"], output="runbook.txt", kind="block", enc=[],
                keep_re=[re_escape(ver), r"Chapter 1: Access", r"Runbook"])


def nk_txt2tags(u, d):
    a, b = _prose_pair(u)
    hosts = [u.host(short=True) for _ in range(2)]
    ver = u.keep(V.version(u.r))
    t2t = ("Migration %s\n\n\n= Cutover =\n\nThe replica accepts **%s** until the switch.\n\n"
           "|| node | one-time | status |\n| %s | %s | ready |\n| %s | - | pending |\n") % (ver, a, hosts[0], b, hosts[1])
    w(d, "cutover.t2t", t2t)
    return dict(argv=["txt2tags", "-t", "txt", "-o", "-", "cutover.t2t"], kind="block", enc=[],
                keep_re=[r"ready", r"pending", re_escape(ver), r"Cutover"])


def nk_links2(u, d):
    a, b = _prose_pair(u)
    h = u.host(short=True)
    code = u.keep("E%d" % u.r.randint(1000, 9999))
    html = ("<html><body><h2>Shift note</h2><p>Door panel and VPN both take <b>%s</b> this week.</p>"
            "<table border=1><tr><th>box</th><th>one-time</th><th>last error</th></tr>"
            "<tr><td>%s</td><td>%s</td><td>%s</td></tr></table></body></html>") % (a, h, b, code)
    w(d, "note.html", html)
    return dict(argv=["links2", "-dump", "note.html"], kind="block", enc=[], keep_re=[r"last error", r"Shift note"])


# ====================================================================== pii_locale


def _bib(u, k=2):
    ents = []
    for i in range(k):
        p = u.pii()
        q = u.person()
        ents.append((p, q))
    return ents


def _bibtex(u, ents):
    out = []
    for i, (p, q) in enumerate(ents):
        auth = "%s and %s" % (p["full"] if p["loc"] not in V.EAST else p["family"] + " " + p["given"], q["full"] if q["loc"] not in V.EAST else q["family"] + " " + q["given"])
        if p["loc"] in V.EAST:
            u.P.append(p["family"] + " " + p["given"])
        if q["loc"] in V.EAST:
            u.P.append(q["family"] + " " + q["given"])
        out.append(("@misc{rec%d,\n  author = {%s},\n  title = {Field interview %d},\n  year = {%d},\n"
                    "  address = {%s},\n  note = {born %s, tel. %s, %s %s, IBAN %s},\n  howpublished = {%s}\n}\n")
                   % (i, auth, i + 1, 2019 + i, p["address"], p["birth"], p["phone"], p["nid_kind"], p["nid"], p["iban"], p["email"]))
    return "\n".join(out)


def pii_pybtex(u, d):
    w(d, "refs.bib", _bibtex(u, _bib(u)))
    return dict(argv=[VENV + "pybtex-format", "refs.bib", "refs.txt"], output="refs.txt", kind="block", enc=[],
                keep_re=[r"Field interview \d", r"\[\d\]", r"20\d\d"])


def pii_bibtool(u, d):
    w(d, "refs.bib", _bibtex(u, _bib(u)))
    return dict(argv=["bibtool", "./refs.bib"], kind="block", enc=[], keep_re=[r"@Misc", r"howpublished", r"title"])


def pii_bib2xml(u, d):
    w(d, "refs.bib", _bibtex(u, _bib(u)))
    return dict(argv=["bib2xml", "refs.bib"], kind="block", enc=[], keep_re=[r"namePart", r"dateIssued", r"roleTerm"])


def _mbox(u, k=2):
    msgs = []
    for i in range(k):
        p = u.pii()
        q = u.person(R(u, sorted(V.NAMES)))
        qe = u.priv(V.email_for(u.r, q))
        mid = u.keep("<%s@mail.example.org>" % V.uuid(u.r))
        msgs.append(("From %s Mon Dec  %d 10:%02d:00 2026\nFrom: %s <%s>\nTo: %s <%s>\nSubject: Personalakte %d\n"
                     "Date: Mon, %d Dec 2026 10:%02d:00 +0100\nMessage-ID: %s\nMIME-Version: 1.0\n"
                     "Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n"
                     "Name: %s\nGeburtsdatum: %s\n%s: %s\nAnschrift: %s\nTelefon: %s\nIBAN: %s\n\n")
                    % (p["email"], i + 1, i, mimeword(p["full"]), p["email"], mimeword(q["full"]), qe, 4711 + i, i + 1, i, mid,
                       p["full"], p["birth"], p["nid_kind"], p["nid"], p["address"], p["phone"], p["iban"]))
    return "".join(msgs)


def mimeword(s):
    from email.header import Header
    return Header(s, "utf-8").encode() if not s.isascii() else s


def pii_grepmail(u, d):
    w(d, "hr.mbox", _mbox(u))
    return dict(argv=["grepmail", "-i", "IBAN", "hr.mbox"], kind="block", enc=["mimeword"], keep_re=[r"Personalakte \d+", r"Content-Transfer-Encoding: 8bit", r"<[0-9a-f-]{36}@mail\.example\.org>"])


def pii_mboxgrep(u, d):
    w(d, "hr.mbox", _mbox(u))
    return dict(argv=["mboxgrep", "-i", "Geburtsdatum", "hr.mbox"], kind="block", enc=["mimeword"], keep_re=[r"Personalakte \d+", r"Content-Transfer-Encoding: 8bit", r"<[0-9a-f-]{36}@mail\.example\.org>"])


# ====================================================================== positional


def pos_mktorrent(u, d):
    pk = u.sec(R(u, ["hex", "b62"]))
    pw = u.sec("password", punct="!*+-.~")
    h = u.host()
    nm = "dataset-%s.bin" % u.keep(V.version(u.r))
    w(d, nm, bytes(u.r.getrandbits(8) for _ in range(3000)))
    return dict(argv=["mktorrent", "-v", "-p", "-l", "18", "-a", "https://tracker.example.net/announce/%s" % pk,
                      "-w", "https://seed:%s@%s/pub/%s" % (pw, h, nm), "-c", "internal build", "-o", "out.torrent", nm],
                kind="block", enc=[], keep_re=[r"Piece length: +262144", r"Threads", r"Be private: +yes", r"mktorrent 1\.1"])


def pos_urlwatch(u, d):
    jobs = []
    s1, s2, s3 = u.sec("password", punct="!*+-.,~"), u.sec(R(u, ["api_key", "hex", "b62"])), u.sec("password", punct="!*+-.,~_")
    h1, h2 = u.host(), u.host()
    p1 = u.keep(R(u, ["8443", "9443", "4443"]))
    jobs.append("name: status-%s\nurl: https://monitor:%s@%s:%s/api/v2/health\n" % (R(u, V.SVC), s1, h1, p1))
    jobs.append("name: feed\nurl: https://%s/export.json?apikey=%s&format=json\n" % (h2, s2))
    jobs.append("name: replication-lag\ncommand: mysql -h %s -u repl -p%s -e 'SHOW REPLICA STATUS'\n" % (h1, s3))
    w(d, "urls.yaml", "---\n".join(jobs))
    return dict(argv=["urlwatch", "--urls", "urls.yaml", "--config", "urlwatch.yaml", "--hooks", "hooks.py", "--cache", "cache.db", "--list"],
                kind="block", enc=[], keep_re=[r"/api/v2/health", r"SHOW REPLICA STATUS", r"format=json", re_escape(p1)])


def pos_r2e(u, d):
    p = V.person(u.r, R(u, sorted(V.NAMES)))  # only the address derived from the name is printed
    em = u.priv(V.email_for(u.r, p))
    s1, s2 = u.sec("password", punct="!*+-.,~"), u.sec(R(u, ["hex", "b62", "api_key"]))
    h = u.host()
    cfg, db = "r2e.cfg", "r2e.json"
    base = ["r2e", "-c", cfg, "-d", db]
    return dict(setup=[base + ["new", em]],
                argv=["sh", "-c", "%s add intranet %s; %s add vendor %s; %s list" % (
                    " ".join(base), shlex.quote("https://reader:%s@%s/rss/changes.xml" % (s1, h)),
                    " ".join(base), shlex.quote("https://status.vendor.example/feed?key=%s" % s2), " ".join(base))],
                kind="block", enc=[], keep_re=[r"\[INFO\]", r"add new feed", r"changes\.xml", r"\[\*\]"])


def pos_nox(u, d):
    s1, s2 = u.sec("password"), u.sec(R(u, ["api_key", "hex", "jwt"]))
    h = u.host()
    prt = u.keep(V.port(u.r))
    nf = ("import nox\n\n@nox.session(venv_backend='none')\ndef migrate(session):\n"
          "    session.run('true', '--dsn', 'postgresql://migrator:%s@%s:%s/app', '--token', '%s', '--dry-run', external=True)\n") % (s1, h, prt, s2)
    w(d, "noxfile.py", nf)
    return dict(argv=[VENV + "nox", "-f", "noxfile.py", "-s", "migrate"], kind="line", stream="stderr", enc=["shq"], keep_re=[r"--dry-run", r"--dsn", r"--token", re_escape(prt)])


def pos_poe(u, d):
    s1 = u.sec("password", punct="!+-.,=@%")
    h = u.host()
    ver = u.keep(V.version(u.r))
    py = ('[project]\nname = "acme"\nversion = "%s"\n\n[tool.poe.tasks]\npublish = "true upload --repository-url https://pypi.%s/simple/ '
          '--username ci --password %s --skip-existing dist/acme-%s.tar.gz"\n' % (ver, h.split(".", 1)[1], s1, ver))
    u.P.append("pypi." + h.split(".", 1)[1]); u.P.remove(h)
    w(d, "pyproject.toml", py)
    return dict(argv=[VENV + "poe", "publish"], kind="line", stream="stderr", enc=[], keep_re=[r"--skip-existing", r"--repository-url", r"--username", re_escape(ver)])


# ====================================================================== rows


def _people_rows(u, k=3):
    rows = []
    for i in range(k):
        p = V.pii(u.r)
        u.P += [p["full"], p["email"], p["iban"]]
        rows.append([p["full"], p["email"], u.sec(R(u, ["password", "api_key", "otp", "b62"]), punct=V.PUNCT_SAFE.replace(",", "")), p["iban"], u.keep(V.uuid(u.r)), "aktiv" if i % 2 == 0 else "gesperrt"])
    return rows


COLS = ["Name", "E-Mail", "Kennwort", "Konto-IBAN", "Kunden-UUID", "Status"]


def rows_xls2csv(u, d):
    rows = _people_rows(u)
    return dict(setup=[[VENV + "python", "mkxls.py"]], argv=["xls2csv", "-d", "utf-8", "kunden.xls"], kind="row", enc=[], parse="csv",
                files={"mkxls.py": "import xlwt, json\nw = xlwt.Workbook(encoding='utf-8')\ns = w.add_sheet('Kunden')\n"
                                   "rows = json.load(open('rows.json'))\nfor i, r in enumerate(rows):\n    [s.write(i, j, v) for j, v in enumerate(r)]\nw.save('kunden.xls')\n",
                       "rows.json": json.dumps([COLS] + rows, ensure_ascii=False)}, table="Kunden", keep_re=[r"aktiv|gesperrt", r"[0-9a-f-]{36}"])


def rows_jtbl(u, d):
    cols = ["nombre", "correo", "contraseña", "iban", "uuid", "estado"]
    rows = _people_rows(u)
    w(d, "clientes.json", json.dumps([dict(zip(cols, r)) for r in rows], ensure_ascii=False))
    return dict(argv=["sh", "-c", VENV + "jtbl -n < clientes.json"], kind="row", enc=[], parse="fixed", table="clientes",
                keep_re=[r"aktiv|gesperrt", r"[0-9a-f-]{36}"])


def rows_termsql(u, d):
    cols = ["nimi", "sahkoposti", "salasana", "tilinumero", "tunniste", "tila"]
    rows = _people_rows(u)
    import csv, io
    b = io.StringIO(); cw = csv.writer(b); cw.writerow(cols); cw.writerows(rows)
    w(d, "asiakkaat.csv", b.getvalue())
    return dict(argv=[VENV + "termsql", "-i", "asiakkaat.csv", "-d", ",", "-1", "-0", "select * from tbl order by tila"], kind="row", enc=[],
                parse="pipe", table="tbl", keep_re=[r"aktiv|gesperrt", r"[0-9a-f-]{36}"])


def rows_pyexcel(u, d):
    cols = ["imię", "e-mail", "hasło", "IBAN", "identyfikator", "stan"]
    rows = _people_rows(u)
    import csv, io
    b = io.StringIO(); cw = csv.writer(b); cw.writerow(cols); cw.writerows(rows)
    w(d, "klienci.csv", b.getvalue())
    return dict(argv=[VENV + "pyexcel", "view", "klienci.csv"], kind="row", enc=[], parse="grid", table="klienci.csv",
                keep_re=[r"aktiv|gesperrt", r"[0-9a-f-]{36}"])


def rows_pspg(u, d):
    cols = ["名前", "メール", "パスワード", "口座IBAN", "UUID", "状態"]
    rows = _people_rows(u)
    import csv, io
    b = io.StringIO(); cw = csv.writer(b); cw.writerow(cols); cw.writerows(rows)
    w(d, "users.csv", b.getvalue())
    return dict(argv=["pspg", "--csv", "--csv-header", "on", "-f", "users.csv"], kind="row", enc=[], parse="box", table="users.csv",
                keep_re=[r"aktiv|gesperrt", r"[0-9a-f-]{36}"])


# ====================================================================== registry
# template -> (class, program, Debian|PyPI, package, version-argv, build)
TEMPLATES = {
    "encoded-mime-construct": ("encoded", "mime-construct", "Debian", "mime-construct", ["mime-construct", "--version"], enc_mime_construct),
    "encoded-highlight": ("encoded", "highlight", "Debian", "highlight", ["highlight", "--version"], enc_highlight),
    "encoded-markdown-it": ("encoded", "markdown-it", "PyPI", "markdown-it-py", [VENV + "markdown-it", "--version"], enc_markdown_it),
    "encoded-mistletoe": ("encoded", "mistletoe", "PyPI", "mistletoe", [VENV + "mistletoe", "--version"], enc_mistletoe),
    "encoded-pygmentize": ("encoded", "pygmentize", "PyPI", "Pygments", [VENV + "pygmentize", "-V"], enc_pygmentize),
    "infra-ifquery": ("infra", "ifquery", "Debian", "ifupdown", ["ifquery", "--version"], infra_ifquery),
    "infra-nodeattr": ("infra", "nodeattr", "Debian", "genders", ["nodeattr", "-v"], infra_nodeattr),
    "infra-pdsh": ("infra", "pdsh", "Debian", "pdsh", ["pdsh", "-V"], infra_pdsh),
    "infra-hostgrep": ("infra", "hostgrep", "PyPI", "python-hostlist", [VENV + "hostgrep", "--version"], infra_hostgrep),
    "infra-brctl": ("infra", "brctl", "Debian", "bridge-utils", ["brctl", "-V"], infra_brctl),
    "key_unusual-hcltool": ("key_unusual", "hcltool", "PyPI", "pyhcl", [VENV + "python", "-c", "import hcl;print('pyhcl', hcl.__version__)"], ku_hcltool),
    "key_unusual-toml-sort": ("key_unusual", "toml-sort", "PyPI", "toml-sort", [VENV + "toml-sort", "--version"], ku_toml_sort),
    "key_unusual-remarshal": ("key_unusual", "remarshal", "PyPI", "remarshal", [VENV + "remarshal", "--version"], ku_remarshal),
    "key_unusual-kdlreformat": ("key_unusual", "kdlreformat", "PyPI", "kdl-py", [VENV + "pip", "show", "kdl-py"], ku_kdlreformat),
    "key_unusual-tpage": ("key_unusual", "tpage", "Debian", "libtemplate-perl", ["perl", "-MTemplate", "-e", "print qq{Template Toolkit $Template::VERSION\\n}"], ku_tpage),
    "lookalike-svnadmin": ("lookalike", "svnadmin", "Debian", "subversion", ["svnadmin", "--version", "--quiet"], la_svnadmin),
    "lookalike-dpkg-scanpackages": ("lookalike", "dpkg-scanpackages", "Debian", "dpkg-dev", ["dpkg-scanpackages", "--version"], la_dpkg_scanpackages),
    "lookalike-zsyncmake": ("lookalike", "zsyncmake", "Debian", "zsync", ["zsyncmake", "-V"], la_zsyncmake),
    "lookalike-signify": ("lookalike", "signify-openbsd", "Debian", "signify-openbsd", ["dpkg-query", "-W", "signify-openbsd"], la_signify),
    "lookalike-docker-compose": ("lookalike", "docker-compose", "Debian", "docker-compose", ["docker-compose", "version", "--short"], la_docker_compose),
    "no_key-dwdiff": ("no_key", "dwdiff", "Debian", "dwdiff", ["dwdiff", "--version"], nk_dwdiff),
    "no_key-icdiff": ("no_key", "icdiff", "Debian", "icdiff", ["icdiff", "--version"], nk_icdiff),
    "no_key-halibut": ("no_key", "halibut", "Debian", "halibut", ["halibut", "--version"], nk_halibut),
    "no_key-txt2tags": ("no_key", "txt2tags", "Debian", "txt2tags", ["txt2tags", "--version"], nk_txt2tags),
    "no_key-links2": ("no_key", "links2", "Debian", "links2", ["links2", "-version"], nk_links2),
    "pii_locale-pybtex": ("pii_locale", "pybtex-format", "PyPI", "pybtex", [VENV + "pybtex", "--version"], pii_pybtex),
    "pii_locale-bibtool": ("pii_locale", "bibtool", "Debian", "bibtool", ["bibtool", "-V"], pii_bibtool),
    "pii_locale-bib2xml": ("pii_locale", "bib2xml", "Debian", "bibutils", ["bib2xml", "--version"], pii_bib2xml),
    "pii_locale-grepmail": ("pii_locale", "grepmail", "Debian", "grepmail", ["grepmail", "-V"], pii_grepmail),
    "pii_locale-mboxgrep": ("pii_locale", "mboxgrep", "Debian", "mboxgrep", ["mboxgrep", "-V"], pii_mboxgrep),
    "positional-mktorrent": ("positional", "mktorrent", "Debian", "mktorrent", ["mktorrent", "-h"], pos_mktorrent),
    "positional-urlwatch": ("positional", "urlwatch", "Debian", "urlwatch", ["urlwatch", "--version"], pos_urlwatch),
    "positional-r2e": ("positional", "r2e", "Debian", "rss2email", ["r2e", "--version"], pos_r2e),
    "positional-nox": ("positional", "nox", "PyPI", "nox", [VENV + "nox", "--version"], pos_nox),
    "positional-poe": ("positional", "poe", "PyPI", "poethepoet", [VENV + "poe", "--version"], pos_poe),
    "rows-xls2csv": ("rows", "xls2csv", "Debian", "catdoc", ["dpkg-query", "-W", "catdoc"], rows_xls2csv),
    "rows-jtbl": ("rows", "jtbl", "PyPI", "jtbl", [VENV + "jtbl", "-v"], rows_jtbl),
    "rows-termsql": ("rows", "termsql", "PyPI", "termsql", [VENV + "termsql", "--version"], rows_termsql),
    "rows-pyexcel": ("rows", "pyexcel", "PyPI", "pyexcel-cli", [VENV + "pip", "show", "pyexcel-cli"], rows_pyexcel),
    "rows-pspg": ("rows", "pspg", "Debian", "pspg", ["pspg", "--version"], rows_pspg),
}


def build(template, n, d):
    u = Unit(template, n)
    spec = TEMPLATES[template][5](u, d)
    for name, text in (spec.get("files") or {}).items():
        w(d, name, text)
    spec.setdefault("setup", [])
    spec.update(secrets=u.S, private=u.P, keep_values=u.K)
    return spec
