"""Template definitions: inputs fed to each real program, the command, planted values and keep candidates.
Each template function takes n (0..7) and returns a spec dict:
  files: {relpath: str|bytes}, cmd: argv list (run in the unit dir), env: extra env,
  values: [(value, 'secret'|'private', how)], keep: [candidate keep strings],
  kind: line|block|row, enc: list of encoder names used for forms, stdin: optional str.
"""
import json, hashlib, unicodedata, random
from values import *

T = {}
def tpl(cls, prog):
    def deco(f):
        T[f"c34-{cls}-{prog}"] = dict(cls=cls, prog=prog, fn=f)
        return f
    return deco

def R(name, n):
    return rng_for(name, n)[0]

LOCS_LAT = ["de", "pl", "cs", "tr", "vi"]
LOCS_ANY = ["el", "ru", "pl", "cs", "de", "tr", "uk", "vi"]

# ============================ encoded =====================================
@tpl("encoded", "tidy")
def _(n):
    r = R("c34-encoded-tidy", n)
    nm = name(r, LOCS_ANY[n]); em = email(r); ph = phone(r, LOCS_ANY[n])
    sec = token(r, 10) + r.choice(["&", "ß", "€", "é&"]) + token(r, 8) + r.choice(["§", "&", "ä"])
    html = f"""<html><head><title>Kundenkonto</title></head><body>
<p class="kontakt">Ansprechpartner: {nm}, Tel. {ph}</p>
<p class="kontakt">E-Mail: <a href="mailto:{em}">{em}</a></p>
<form action="/konto/speichern" method="post">
<input type="hidden" name="csrf_token" value="{sec}">
<p>Notiz: Startkennwort {sec} bitte sofort aendern.</p>
<input type="submit" value="Speichern"></form>
</body></html>
"""
    return dict(files={"page.html": html}, cmd=["tidy", "-q", "-asxml", "--output-encoding", "ascii", "-wrap", "0", "--tidy-mark", "no", "page.html"],
                values=[(sec, "secret"), (nm, "private"), (em, "private"), (ph, "private")],
                keep=["csrf_token", "hidden", "kontakt", "Ansprechpartner", "speichern", "post", "Speichern"], kind="block", enc=["html"], ok_rc=(0, 1))

@tpl("encoded", "nkf")
def _(n):
    r = R("c34-encoded-nkf", n)
    loc = ["ja", "zh", "ru", "el", "ja", "ko", "zh", "uk"][n]
    nm, nm2 = name(r, loc), name(r, loc)
    em, em2 = email(r), email(r)
    sec = token(r, 16)
    mid = uuid4(r)
    hdr = (f"From: {nm} <{em}>\nTo: {nm2} <{em2}>\nSubject: Zugang für {nm2}: {sec}\n"
           f"Message-ID: <{mid}@mail.example.org>\nX-Ticket: CHG-{r.randint(1000,9999)}\n")
    return dict(files={"hdr.txt": hdr}, cmd=["nkf", "-M", "-w", "hdr.txt"],
                values=[(sec, "secret"), (nm, "private"), (nm2, "private"), (em, "private"), (em2, "private")],
                keep=["From:", "To:", "Subject:", "Message-ID:", mid, "X-Ticket:"], kind="block", enc=["mime"])

@tpl("encoded", "javaproperties")
def _(n):
    r = R("c34-encoded-javaproperties", n)
    loc = LOCS_ANY[n]
    nm = name(r, loc); em = email(r)
    sec = token(r, 12) + r.choice(["ß", "€", "ü", "ø"]) + token(r, 6)
    sha = hexs(r, 40)
    props = (f"# Lager-Konfiguration\napp.kunde.name={nm}\napp.kunde.email={em}\n"
             f"db.zugang.kennwort={sec}\nbuild.commit={sha}\nbuild.stufe=produktion\n")
    return dict(files={"app.properties": props.encode("utf-8")}, cmd=["javaproperties", "format", "app.properties"],
                values=[(sec, "secret"), (nm, "private"), (em, "private")],
                keep=["app.kunde.name", "db.zugang.kennwort", "build.commit", sha, "build.stufe", "produktion"], kind="block", enc=["props"])

def roff_esc(s):
    return "".join(c if ord(c) < 128 else "\\[u%04X]" % ord(c) for c in s)

@tpl("encoded", "mandoc")
def _(n):
    r = R("c34-encoded-mandoc", n)
    loc = LOCS_ANY[n]
    nm = name(r, loc); em = email(r)
    sec = token(r, 8) + r.choice(["&", "<", ">", "&&"]) + token(r, 10) + r.choice(["<", "&", ">"]) + token(r, 4)
    src = (f".TH LAGERSYNC 1 2026-01-0{n+1}\n.SH NAME\nlagersync \\- Lagerbestand abgleichen\n.SH ENVIRONMENT\n.TP\n.B LAGER_TOKEN\n"
           f"Beispiel: LAGER_TOKEN={sec}\n.SH AUTHORS\n{roff_esc(nm)} <{em}>\n")
    return dict(files={"lagersync.1": src}, cmd=["mandoc", "-T", "html", "lagersync.1"],
                values=[(sec, "secret"), (nm, "private"), (em, "private")],
                keep=["LAGER_TOKEN", "ENVIRONMENT", "AUTHORS", "Beispiel", "Sh"], kind="block", enc=["html", "parts"])

@tpl("encoded", "hjson")
def _(n):
    r = R("c34-encoded-hjson", n)
    u = user(r); sec = token(r, 9) + "\\" + token(r, 9)
    nm = name(r, LOCS_ANY[n])
    src = ("{\n  # Dienstkonfiguration\n  dienst: lager\n"
           f"  verbindung: '''{{\"benutzer\":\"{u}\",\"schluessel\":\"{sec}\"}}'''\n"
           f"  kontakt: \"{nm}\"\n  pfad: C:\\srv\\{u}\\cfg\n  stufe: {n}\n}}\n")
    return dict(files={"dienst.hjson": src}, cmd=["hjson", "-j", "dienst.hjson"],
                values=[(sec, "secret"), (u, "private"), (nm, "private")],
                keep=["dienst", "verbindung", "kontakt", "lager", "pfad", "stufe"], kind="block", enc=["json"])

# ============================== infra =====================================
@tpl("infra", "ipset")
def _(n):
    r = R("c34-infra-ipset", n)
    v6 = n % 2 == 1
    ents = []
    for i in range(3):
        ip = ipv6(r) if v6 else ipv4(r)
        ents.append((ip, short_host(r), user(r), str(r.randint(300, 65000))))
    fam = "family inet6 " if v6 else ""
    sname = f"edge{n}"
    script = f"ipset create {sname} hash:ip {fam}comment\n" + "".join(
        f'ipset add {sname} {ip} comment "host={h} user={u} pid={p}"\n' for ip, h, u, p in ents) + f"ipset list {sname}\n"
    vals = []
    for ip, h, u, p in ents:
        vals += [(ip, "private"), (h, "private"), (u, "private"), (p, "private")]
    return dict(files={"run.sh": script}, cmd=["sh", "run.sh"], values=vals,
                keep=["Members:", "hash:ip", "Number of entries: 3", "maxelem 65536", "Type:", "Revision:"], kind="block", enc=[])

@tpl("infra", "netmask")
def _(n):
    r = R("c34-infra-netmask", n)
    mode = ["-s", "-r", "-c", "-i"][n % 4]
    nets = []
    for pl in r.sample([16, 20, 22, 24, 26, 28, 30], 3):
        ip = ipv4(r)
        nets.append(f"{ip}/{pl}")
    hostip = ipv4(r)
    return dict(files={}, cmd=["netmask", mode] + nets + [hostip], values=[(x.split('/')[0], "private") for x in nets] + [(hostip, "private")],
                keep=[], kind="block", enc=["ipnet"])

@tpl("infra", "grepcidr")
def _(n):
    r = R("c34-infra-grepcidr", n)
    a, b = r.randint(0, 255), r.randint(0, 255)
    cidr = f"10.{a}.0.0/16"
    ins = [f"10.{a}.{r.randint(0,255)}.{r.randint(2,254)}" for _ in range(3)]
    outs = [f"172.{r.randint(16,31)}.{b}.{r.randint(2,254)}" for _ in range(2)]
    h1, h2, u1, nd, pd, m = host(r), short_host(r), user(r), node(r), pod(r), mac(r)
    p1, p2, p3 = (str(r.randint(300, 65000)) for _ in range(3))
    lines = [
        f"2026-12-07T10:0{n}:01Z {h2} sshd[{p1}]: Accepted publickey for {u1} from {ins[0]} port 5{r.randint(1000,9999)} ssh2",
        f"2026-12-07T10:0{n}:02Z {h2} sshd[{p1}]: Failed password for {u1} from {outs[0]} port 4{r.randint(1000,9999)} ssh2",
        f"2026-12-07T10:0{n}:03Z {nd} kubelet[{p2}]: pod {pd} on node {nd} assigned {ins[1]}",
        f"2026-12-07T10:0{n}:04Z {h1} dhcpd[{p3}]: DHCPACK on {ins[2]} to {m} ({h2}) via eth0",
        f"2026-12-07T10:0{n}:05Z {h1} dhcpd[{p3}]: DHCPREQUEST for {outs[1]} from {m} via eth1",
    ]
    vals = [(x, "private") for x in ins + outs + [h1, h2, u1, nd, pd, m, p1, p2, p3]]
    return dict(files={"messages.log": "\n".join(lines) + "\n"}, cmd=["grepcidr", cidr, "messages.log"], values=vals,
                keep=["sshd", "Accepted publickey", "ssh2", "kubelet", "DHCPACK", "via eth0", "assigned"], kind="block", enc=[])

@tpl("infra", "clush")
def _(n):
    r = R("c34-infra-clush", n)
    site = SITES[n % len(SITES)]
    role = ROLES[n]
    base = r.randint(1, 60)
    hosts = [f"{role}-{site}-{base+i:02d}" for i in range(3)] + [f"k8s-{site}-wrk-{r.randint(100,199)}"]
    ws = ",".join(hosts)
    gather = n % 2 == 0
    cmd = ["clush", "-R", "exec", "-w", ws] + (["-b"] if gather else ["-L"]) + ["uname", "-sm"]
    return dict(files={}, cmd=cmd, values=[(h, "private") for h in hosts], keep=["Linux", "x86_64", "---------------", "(3)", "(1)"],
                kind="block", enc=["nodeset"], hosts=hosts)

@tpl("infra", "goaccess")
def _(n):
    r = R("c34-infra-goaccess", n)
    ips = [ipv4(r) for _ in range(2)]
    u = user(r)
    logl = []
    for i, ip in enumerate(ips):
        for k in range(i + 1):
            logl.append(f'{ip} - {u} [07/Dec/2026:10:0{n}:{10+k+i} +0000] "GET /api/lager/{r.randint(1,99)} HTTP/1.1" 200 {r.randint(100,9000)} "-" "lagerclient/2.{n}"')
    return dict(files={"access.log": "\n".join(logl) + "\n"}, cmd=["goaccess", "access.log", "--log-format=COMBINED", "-o", "csv", "--no-progress"],
                values=[(ip, "private") for ip in ips] + [(u, "private")], keep=["hosts", "100.00%", "50.00%", "66.67%", "33.33%"], kind="line", enc=[], pick="hosts")

# ============================ key_unusual ==================================
@tpl("key_unusual", "odbcinst")
def _(n):
    r = R("c34-key_unusual-odbcinst", n)
    ku, kp = [("Benutzerkennung", "Zugangsschluessel"), ("Uzytkownik", "Haslo"), ("UsuarioBD", "Contrasena"), ("Kaeyttaja", "Salasana"),
              ("Gebruiker", "Wachtwoord"), ("KullaniciAdi", "Sifre"), ("Uzivatel", "Heslo"), ("Anv", "Losen")][n]
    dsn = f"Lager{n}"
    u, s, h = user(r), token(r, 18), host(r)
    ini = f"[{dsn}]\nDriver=SQLite3\nDescription=Lagerbestand {n}\nDatabase=/srv/lager/{n}.db\nServidor={h}\nPort=50{n}0\n{ku}={u}\n{kp}={s}\n"
    return dict(files={"odbc.ini": ini, "odbcinst.ini": ""}, cmd=["odbcinst", "-q", "-s", "-n", dsn], env={"ODBCINI": "@DIR@/odbc.ini", "ODBCSYSINI": "@DIR@"},
                values=[(s, "secret"), (u, "private"), (h, "private")], keep=[dsn, "Driver", "SQLite3", "Database", ku, kp, "Port"], kind="block", enc=[])

@tpl("key_unusual", "pyhocon")
def _(n):
    r = R("c34-key_unusual-pyhocon", n)
    k1, k2 = [("haslo", "tajny-klucz"), ("salasana", "api-avain"), ("mot_de_passe", "cle_api"), ("parola", "chiave-segreta"),
              ("losenord", "hemlig_nyckel"), ("jelszo", "titkos-kulcs"), ("senha", "chave_secreta"), ("wachtwoord", "geheime-sleutel")][n]
    s1, s2, u, h = token(r, 14), token(r, 28), user(r), host(r)
    conf = f'baza {{\n  {k1} = "{s1}"\n  uzytkownik = {u}\n  serwer = "{h}"\n  port = 54{n}2\n}}\nusluga.{k2} = "{s2}"\nusluga.tryb = produkcja\n'
    fmt = "json" if n % 2 == 0 else "properties"
    return dict(files={"app.conf": conf}, cmd=["pyhocon", "-i", "app.conf", "-f", fmt], values=[(s1, "secret"), (s2, "secret"), (u, "private"), (h, "private")],
                keep=[k1, k2, "baza", "usluga", "tryb", "produkcja", "port"], kind="block", enc=[])

@tpl("key_unusual", "ini2toml")
def _(n):
    r = R("c34-key_unusual-ini2toml", n)
    sect, k1, k2 = [("verbindung", "kennwort", "zugriffsschl"), ("polaczenie", "haslo_db", "klucz_api"), ("conexion", "clave", "ficha_acceso"),
                    ("yhteys", "tunnussana", "avain"), ("baglanti", "parola", "erisim_anahtari"), ("pripojeni", "heslo", "pristupovy_klic"),
                    ("anslutning", "losen", "atkomstnyckel"), ("kapcsolat", "jelszo", "hozzaferesi_kulcs")][n]
    s1, s2, u, h = token(r, 16), token(r, 32), user(r), host(r)
    ini = f"[{sect}]\nrechner = {h}\nbenutzer = {u}\n{k1} = {s1}\nzeitlimit = 3{n}\n\n[dienst]\n{k2} = {s2}\nmodus = live\n"
    return dict(files={"app.ini": ini}, cmd=["ini2toml", "app.ini"], values=[(s1, "secret"), (s2, "secret"), (u, "private"), (h, "private")],
                keep=[sect, k1, k2, "dienst", "modus", "zeitlimit", "rechner"], kind="block", enc=["toml"])

@tpl("key_unusual", "yaml-paths")
def _(n):
    r = R("c34-key_unusual-yaml-paths", n)
    k1, k2 = [("pwd_hash_alt", "zugangsdaten.geheimnis"), ("mima", "miyao.zhi"), ("parol", "klyuch.api"), ("sifre", "anahtar.gizli"),
              ("pw_klartext", "secrets_v2.kdb"), ("contrasenya", "clau.api"), ("lykilord", "lykill.api"), ("adgangskode", "noegle.api")][n]
    s1, s2, u = token(r, 15), token(r, 30), user(r)
    a, b = k2.split(".")
    y = f"dienst:\n  name: lager\n  konto:\n    login: {u}\n    {k1}: {s1}\n{a}:\n  {b}: {s2}\n  rotation_tage: 9{n}\n"
    return dict(files={"dienst.yaml": y}, cmd=["yaml-paths", "--search==~/.+/", "--values", "dienst.yaml"], values=[(s1, "secret"), (s2, "secret"), (u, "private")],
                keep=[k1, a, b, "dienst.konto.login", "rotation_tage", "lager"], kind="block", enc=[])

@tpl("key_unusual", "dynaconf")
def _(n):
    r = R("c34-key_unusual-dynaconf", n)
    k1, k2 = [("CLAVE_ACCESO", "FICHA_API"), ("MIMA", "MIYAO"), ("PAROL_BD", "KLYUCH_API"), ("SIFRE", "ANAHTAR"),
              ("HESLO_DB", "KLIC_API"), ("PASSWORT_ALT", "GEHEIMNIS"), ("SALASANA", "AVAIN"), ("WACHTWOORD", "SLEUTEL")][n]
    s1, s2, u, h = token(r, 14), token(r, 26), user(r), host(r)
    toml = f'[default]\n{k1} = "{s1}"\n{k2} = "{s2}"\nNUTZER = "{u}"\nRECHNER = "{h}"\nZEITLIMIT = 3{n}\n'
    py = "from dynaconf import Dynaconf\nsettings = Dynaconf(settings_files=['settings.toml'], environments=True)\n"
    return dict(files={"settings.toml": toml, "config.py": py}, cmd=["dynaconf", "-i", "config.settings", "list"], env={"PYTHONPATH": "@DIR@"},
                values=[(s1, "secret"), (s2, "secret"), (u, "private"), (h, "private")], keep=[k1, k2, "NUTZER", "RECHNER", "ZEITLIMIT", "<str>", "<int>"], kind="block", enc=[])

# ============================= lookalike ===================================
@tpl("lookalike", "minisign")
def _(n):
    r = R("c34-lookalike-minisign", n)
    sec = token(r, 32); rid = uuid4(r); sha = hexs(r, 40); trace = hexs(r, 32)
    tc = [f"release {rid} commit {sha} deploy-token {sec}", f"trace={trace} rel={rid} tok {sec}"][n % 2]
    script = ("minisign -G -W -p k.pub -s k.key >/dev/null </dev/null\n"
              f"printf 'artefakt {n}\\n' > art.bin\nminisign -S -W -s k.key -m art.bin -t '{tc}' >/dev/null\nminisign -V -p k.pub -m art.bin\n")
    return dict(files={"run.sh": script}, cmd=["sh", "run.sh"], values=[(sec, "secret")],
                keep=["Signature and comment signature verified", "Trusted comment", rid, sha, trace, "release", "commit"], kind="block", enc=[])

@tpl("lookalike", "rhash")
def _(n):
    r = R("c34-lookalike-rhash", n)
    sec = token(r, 28); rid = uuid4(r); u = user(r)
    files = {f"cache/{u}/session-{sec}.json": '{"ok":true}\n', f"cache/build-{rid}.tar": "x" * (n + 5)}
    return dict(files=files, cmd=["rhash", "--crc32", "--sha256", "-r", "cache"], values=[(sec, "secret"), (u, "private")],
                keep=[rid, "session-", ".json", "build-"], kind="block", enc=[], keep_digests=True)

@tpl("lookalike", "hashdeep")
def _(n):
    r = R("c34-lookalike-hashdeep", n)
    sec = token(r, 24); tid = hexs(r, 32); u = user(r)
    files = {f"exports/{u}/invite_{sec}.csv": "id;status\n1;offen\n", f"exports/trace-{tid}.log": f"ok {n}\n"}
    return dict(files=files, cmd=["hashdeep", "-c", "md5,sha256", "-r", "exports"], values=[(sec, "secret"), (u, "private")],
                keep=["HASHDEEP-1.0", "size,md5,sha256,filename", tid, "invite_", "Invoked from"], kind="block", enc=[], keep_digests=True)

def mkpdf(info, text_lines=None):
    objs = []
    objs.append(b"<< /Type /Catalog /Pages 2 0 R >>")
    objs.append(b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>")
    objs.append(b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>")
    content = b"BT /F1 11 Tf 50 780 Td 14 TL\n" + b"".join(b"(" + l.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)").encode("latin-1") + b") Tj T*\n" for l in (text_lines or ["-"])) + b"ET"
    objs.append(b"<< /Length %d >>\nstream\n" % len(content) + content + b"\nendstream")
    objs.append(b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>")
    objs.append(b"<< " + b" ".join(b"/" + k.encode() + b" (" + v.encode("latin-1") + b")" for k, v in info) + b" >>")
    out = b"%PDF-1.4\n"
    offs = []
    for i, o in enumerate(objs, 1):
        offs.append(len(out)); out += b"%d 0 obj\n" % i + o + b"\nendobj\n"
    x = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objs) + 1) + b"".join(b"%010d 00000 n \n" % o for o in offs)
    idh = hashlib.md5(out).hexdigest().encode()
    out += b"trailer\n<< /Size %d /Root 1 0 R /Info 6 0 R /ID [<%s><%s>] >>\nstartxref\n%d\n%%%%EOF\n" % (len(objs) + 1, idh, idh, x)
    return out

@tpl("lookalike", "qpdf")
def _(n):
    r = R("c34-lookalike-qpdf", n)
    sec = token(r, 30); rid = uuid4(r); dig = hexs(r, 64); nm = name(r, ["de", "pl", "cs", "tr"][n % 4]).encode("latin-1", "ignore").decode("latin-1")
    nm = "".join(c for c in unicodedata.normalize("NFKD", name(r, ["de", "pl", "cs", "tr"][n % 4])) if ord(c) < 128)
    info = [("Title", f"Rechnung {rid}"), ("Subject", f"sha256:{dig}"), ("Keywords", f"lager api {sec}"), ("Author", nm), ("Producer", "lagerdruck 4.2")]
    return dict(files={"rechnung.pdf": mkpdf(info)}, cmd=["qpdf", "--show-object=6", "rechnung.pdf"], values=[(sec, "secret"), (nm, "private")],
                keep=["/Title", "/Keywords", "/Subject", rid, dig, "/Producer", "lagerdruck 4.2"], kind="line", enc=[])

@tpl("lookalike", "ssdeep")
def _(n):
    r = R("c34-lookalike-ssdeep", n)
    sec = token(r, 26); rid = uuid4(r)
    blob = "".join(r.choice("abcdefghij \n") for _ in range(5000))
    files = {f"upload_{sec}.bin": blob, f"{rid}.bin": blob[::-1]}
    return dict(files=files, cmd=["ssdeep", "-b", f"upload_{sec}.bin", f"{rid}.bin"], values=[(sec, "secret")],
                keep=["ssdeep,1.1--blocksize:hash:hash,filename", rid, "upload_", ".bin"], kind="block", enc=[], keep_digests=True)

# ============================== no_key =====================================
@tpl("no_key", "mutool")
def _(n):
    r = R("c34-no_key-mutool", n)
    codes = [code(r, 2, 5) for _ in range(4)]; rid = uuid4(r)
    lines = [f"Dokument {rid}", "Bitte bewahren Sie diese Liste getrennt vom Geraet auf:", "  ".join(codes[:2]), "  ".join(codes[2:]), f"Seite 1 von 1, Stand 2026-0{n+1}-01"]
    return dict(files={"liste.pdf": mkpdf([("Producer", "lagerdruck 4.2")], lines)}, cmd=["mutool", "draw", "-F", "txt", "-o", "-", "liste.pdf"],
                values=[(c, "secret") for c in codes], keep=[rid, "Dokument", "Seite 1 von 1", "Stand", "bewahren"], kind="block", enc=[])

@tpl("no_key", "fortune")
def _(n):
    r = R("c34-no_key-fortune", n)
    pp = [passphrase(r, 4) for _ in range(3)]
    tag = f"Raum {r.randint(100,499)}"
    ents = [f"{p}\n\t-- Zettel am Monitor, {tag if i == 1 else 'Flur'}" for i, p in enumerate(pp)]
    src = "\n%\n".join(ents) + "\n"
    script = "strfile -s zettel >/dev/null\n/usr/games/fortune -m '" + tag + "' zettel 2>/dev/null\n"
    return dict(files={"zettel": src, "run.sh": script}, cmd=["sh", "run.sh"], values=[(p, "secret") for p in pp],
                keep=["Zettel am Monitor", tag, "%", "--"], kind="block", enc=[], ok_rc=(0, 1))

@tpl("no_key", "wdiff")
def _(n):
    r = R("c34-no_key-wdiff", n)
    a, b, c = token(r, 20), token(r, 20), code(r, 3, 4)
    old = f"Stand v2.{n}: Fuer den Notfall gilt {a} und danach {c} am Schrank.\n"
    new = f"Stand v2.{n+1}: Fuer den Notfall gilt {b} und danach {c} am Schrank.\n"
    return dict(files={"alt.txt": old, "neu.txt": new}, cmd=["wdiff", "alt.txt", "neu.txt"], values=[(a, "secret"), (b, "secret"), (c, "secret")],
                keep=["Stand", "Notfall", "Schrank", "[-", "{+"], kind="line", enc=[], ok_rc=(0, 1))

@tpl("no_key", "hunspell")
def _(n):
    r = R("c34-no_key-hunspell", n)
    words = [pseudo_word(r, 3) for _ in range(4)]
    tok = token(r, 12, "abcdefghjkmnpqrstuvwxyz23456789")
    doc = f"Serverraum {n}: The new office plant is fine. Remember: {' '.join(words)}. The spare one is {tok} until Friday. Notfallzettel Wiederherstellung.\n"
    return dict(files={"notiz.txt": doc}, cmd=["hunspell", "-d", "en_US", "-l", "notiz.txt"], values=[(w, "secret") for w in words] + [(tok, "secret")],
                keep=["Serverraum", "Notfallzettel", "Wiederherstellung"], kind="block", enc=[])

@tpl("no_key", "enscript")
def _(n):
    r = R("c34-no_key-enscript", n)
    pp = passphrase(r, 3); c1 = code(r, 2, 6)
    doc = f"Aushang Serverraum {n}\n\n{pp}\n{c1}\n\nStand 2026-0{n+1}-15\n"
    return dict(files={"aushang.txt": doc}, cmd=["enscript", "-q", "-B", "-p", "-", "aushang.txt"], values=[(pp, "secret"), (c1, "secret")],
                keep=["%%Page:", "Aushang Serverraum", "Stand", "%!PS-Adobe-3.0", "showpage", "%%Trailer"], kind="block", enc=["ps"])

# ============================ pii_locale ===================================
def pii_line(r, loc, fields=("name", "tel", "id", "iban", "geb", "adr")):
    d = {"name": name(r, loc), "tel": phone(r, loc), "id": national_id(r, loc), "iban": iban(r), "geb": birth(r), "adr": address(r, loc)}
    return d

def pii_spec(prog, n, locs, cmd, enc, extra_keep=()):
    r = R(f"c34-pii_locale-{prog}", n)
    loc = locs[n % len(locs)]
    recs = [pii_line(r, loc) for _ in range(2)]
    text = "".join(" ; ".join(f"{k}={v}" for k, v in d.items()) + "\n" for d in recs)
    vals = []
    for d in recs:
        vals += [(d[k], "private") for k in d]
    return dict(files={"kunden.txt": text}, cmd=cmd, values=vals, keep=["name=", "tel=", "iban=", "geb=", "adr="] + list(extra_keep),
                kind="block", enc=enc, fields=True)

@tpl("pii_locale", "konwert")
def _(n):
    return pii_spec("konwert", n, ["ru", "el", "pl", "cs", "de", "tr", "uk", "vi"], ["konwert", "utf8-ascii", "kunden.txt"], ["field"])

@tpl("pii_locale", "kakasi")
def _(n):
    return pii_spec("kakasi", n, ["ja"], ["sh", "-c", "kakasi -i utf8 -o utf8 -Ja -Ha -Ka -Ea -s < kunden.txt"], ["field"])

@tpl("pii_locale", "opencc")
def _(n):
    return pii_spec("opencc", n, ["zh"], ["opencc", "-c", "s2t", "-i", "kunden.txt"], ["field"])

@tpl("pii_locale", "unidecode")
def _(n):
    return pii_spec("unidecode", n, ["ko", "ar", "he", "hi", "th", "el", "ru", "vi"], ["unidecode", "kunden.txt"], ["field"])

@tpl("pii_locale", "convmv")
def _(n):
    r = R("c34-pii_locale-convmv", n)
    loc = ["de", "pl", "cs", "tr", "vi", "de", "pl", "cs"][n]
    nm, geb, nid = name(r, loc), birth(r), national_id(r, loc)
    nm2 = name(r, loc)
    files = {f"personal/{nm} {geb} Personalbogen.pdf": "x", f"personal/{nm2} Ausweis {nid}.png": "y"}
    return dict(files=files, cmd=["convmv", "-f", "utf8", "-t", "utf8", "--nfd", "-r", "personal"], values=[(nm, "private"), (geb, "private"), (nid, "private"), (nm2, "private")],
                keep=["Personalbogen", "Ausweis", "--notest", "No changes to your files done", "Starting a dry run"], kind="block", enc=["nfd"])

# ============================= positional ==================================
@tpl("positional", "urlscan")
def _(n):
    r = R("c34-positional-urlscan", n)
    u1, p1, h1 = user(r), token(r, 14), host(r)
    u2, p2, ip = user(r), token(r, 12), ipv4(r)
    p3, h3 = token(r, 20), short_host(r)
    body = (f"From: build@ci.example\nSubject: Zugaenge {n}\n\nRepo: https://{u1}:{p1}@{h1}/lager/app.git\n"
            f"Ablage: ftp://{u2}:{p2}@{ip}:2121/export/\nCache: redis://:{p3}@{h3}:6379/{n}\nDoku: https://docs.example.org/lager\n")
    return dict(files={"mail.eml": body}, cmd=["urlscan", "-n", "mail.eml"], values=[(p1, "secret"), (p2, "secret"), (p3, "secret"), (u1, "private"), (u2, "private"), (h1, "private"), (ip, "private"), (h3, "private")],
                keep=["https://", "ftp://", "redis://", ":2121", ":6379", "/lager/app.git", "https://docs.example.org/lager"], kind="block", enc=[])

@tpl("positional", "xjobs")
def _(n):
    r = R("c34-positional-xjobs", n)
    u, p, h, p2 = user(r), token(r, 16), host(r), token(r, 20)
    jobs = f"true mysqldump --host={h} --user={u} --password={p} lager\ntrue sshpass -p {p2} scp dump.sql {u}@{h}:/backup/\n"
    return dict(files={"jobs.txt": jobs}, cmd=["sh", "-c", "xjobs -v 3 -j 1 -s jobs.txt 2>&1"], values=[(p, "secret"), (p2, "secret"), (u, "private"), (h, "private")],
                keep=["started job #1", "started job #2", "mysqldump", "sshpass", "exitcode 0", "--password="], kind="block", enc=[])

@tpl("positional", "scons")
def _(n):
    r = R("c34-positional-scons", n)
    u, p, h, tk = user(r), token(r, 16), host(r), token(r, 32)
    sc = ("env = Environment()\n"
          f"env.Command('dump.sql', [], 'pg_dump postgresql://{u}:{p}@{h}:5432/lager > $TARGET')\n"
          f"env.Command('upload.ok', ['dump.sql'], 'curl -u {u}:{tk} -T $SOURCE https://{h}/upload && touch $TARGET')\n")
    return dict(files={"SConstruct": sc}, cmd=["scons", "-n", "-Q"], values=[(p, "secret"), (tk, "secret"), (u, "private"), (h, "private")],
                keep=["pg_dump", "postgresql://", ":5432/lager", "curl", "dump.sql", "upload.ok"], kind="block", enc=[])

@tpl("positional", "jam")
def _(n):
    r = R("c34-positional-jam", n)
    u, p, h, p2 = user(r), token(r, 14), host(r), token(r, 18)
    jb = (f"actions Hochladen {{\n  lftp -u {u},{p} sftp://{h} -e 'put $(>); bye'\n}}\n"
          f"actions Freigabe {{\n  smbclient //{h}/lager -U {u}%{p2} -c 'ls'\n}}\n"
          "Hochladen all : quelle.tar ;\nFreigabe all ;\nALWAYS all ;\nDEPENDS all : quelle.tar ;\n")
    return dict(files={"Jambase": jb, "quelle.tar": "t"}, cmd=["jam", "-f", "Jambase", "-n", "-dx"], values=[(p, "secret"), (p2, "secret"), (u, "private"), (h, "private")],
                keep=["lftp", "smbclient", "sftp://", "put", "quelle.tar", "-c 'ls'"], kind="block", enc=[])

@tpl("positional", "invoke")
def _(n):
    r = R("c34-positional-invoke", n)
    u, p, h = user(r), token(r, 18), host(r)
    tasks = ("from invoke import task\n@task\ndef sync(c):\n"
             f"    c.run('echo ldapsearch -x -H ldap://{h}:389 -D uid={u},ou=dienste,dc=lager -w {p} -b dc=lager', echo=True)\n")
    return dict(files={"tasks.py": tasks}, cmd=["invoke", "--echo", "sync"], values=[(p, "secret"), (u, "private"), (h, "private")],
                keep=["ldapsearch", "ldap://", ":389", "ou=dienste,dc=lager", "-b dc=lager"], kind="block", enc=[], strip_ansi=True)

# =============================== rows ======================================
def row_people(prog, n):
    r = R(f"c34-rows-{prog}", n)
    loc = LOCS_ANY[n]
    d = dict(kundennr=f"K-{r.randint(10000,99999)}", name=name(r, loc), email=email(r), telefon=phone(r, loc), iban=iban(r),
             geburt=birth(r), api_schluessel=token(r, 24), status=r.choice(["aktiv", "gesperrt", "offen"]))
    labels = dict(name="private", email="private", telefon="private", iban="private", geburt="private", api_schluessel="secret")
    return d, labels

def rows_spec(prog, n, cmd, delim=",", extra=None):
    d, labels = row_people(prog, n)
    cols = list(d)
    import csv, io
    b = io.StringIO(); w = csv.writer(b, delimiter=delim, lineterminator="\n"); w.writerow(cols); w.writerow([d[c] for c in cols])
    spec = dict(files={"kunden.csv": b.getvalue()}, cmd=cmd, values=[(d[k], v) for k, v in labels.items()], keep=cols + [d["kundennr"], d["status"]],
                kind="row", enc=[], columns=cols, table="kunden")
    if extra: spec.update(extra)
    return spec

@tpl("rows", "textql")
def _(n):
    return rows_spec("textql", n, ["textql", "-header", "-output-header", "-sql", "select * from kunden", "kunden.csv"], extra=dict(parse="csv"))

@tpl("rows", "ssconvert")
def _(n):
    return rows_spec("ssconvert", n, ["ssconvert", "--export-type=Gnumeric_stf:stf_assistant", "-O", "separator=; format=raw quoting-mode=never", "kunden.csv", "fd://1"], extra=dict(parse="semi"))

@tpl("rows", "csv2md")
def _(n):
    return rows_spec("csv2md", n, ["csv2md", "kunden.csv"], extra=dict(parse="md"))

@tpl("rows", "clevercsv")
def _(n):
    return rows_spec("clevercsv", n, ["clevercsv", "standardize", "kunden.csv"], delim=";", extra=dict(parse="csv"))

@tpl("rows", "frictionless")
def _(n):
    return rows_spec("frictionless", n, ["frictionless", "extract", "kunden.csv", "--csv"], extra=dict(parse="csv"))
