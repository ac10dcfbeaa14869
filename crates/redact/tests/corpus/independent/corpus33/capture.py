#!/usr/bin/env python3
"""Re-run the 40 real programs with the planted values of plants.py and store their output.

Writes captured/<template>/<n>.txt (program output as printed) and <n>.meta.json.
Every program runs under `nice -n 10 unshare -n` (own network namespace, loopback only).
Usage: python3 capture.py [template-substring ...]
"""
import base64
import json
import os
import shutil
import struct
import subprocess
import sys
import time
import zipfile
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import plants as PL  # noqa: E402
import generate as G  # noqa: E402  (only its spelling/labelling functions)

SCRATCH = os.environ.get("C33_SCRATCH", "/tmp/c33run/scratch/cap")
CAPT = os.path.join(HERE, "captured")
SYSPY = "/usr/bin/python3"
ENV0 = {"PATH": "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "TZ": "UTC"}


def run(cmd, wd, stdin=None, env=None, shell=False, net=False, timeout=60):
    e = dict(ENV0, HOME=wd)
    if env:
        e.update(env)
    if shell:
        inner = cmd
    else:
        inner = " ".join(sh_quote(c) for c in cmd)
    if net:
        inner = "ip link set lo up; " + inner
    full = ["nice", "-n", "10", "unshare", "-n", "sh", "-c", inner]
    res = subprocess.run(full, cwd=wd, input=stdin.encode() if isinstance(stdin, str) else stdin,
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=e, timeout=timeout)
    try:
        return res.stdout.decode("utf-8"), inner
    except UnicodeDecodeError:
        # the program printed a legacy 8-bit charset (unrtf --text: cp1252/latin-1, txt2html: raw C1 bytes); keep every byte
        return res.stdout.decode("latin-1"), inner


def sh_quote(s):
    import shlex
    return shlex.quote(str(s))


def first_line(cmd):
    try:
        out = subprocess.run(["nice", "-n", "10", "sh", "-c", cmd], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                             timeout=20, env=dict(ENV0, HOME="/tmp")).stdout.decode("utf-8", "replace")
    except Exception:
        return ""
    for ln in out.splitlines():
        if ln.strip():
            return ln.strip()
    return ""


def pkgver(pkg):
    return subprocess.run(["dpkg-query", "-W", "-f", "${Version}", pkg], stdout=subprocess.PIPE).stdout.decode().strip()


VERSION_CMD = {
    "mhonarc": "mhonarc -v", "txt2html": "txt2html --version", "lwp-request": "lwp-request -v", "iconv": "iconv --version",
    "ldbsearch": None, "dhcp-lease-list": None, "nsd-checkzone": "nsd -v", "httpry": "httpry -h", "rasort": "rasort -h",
    "ldns-compare-zones": "ldns-compare-zones -v", "tcsh": "tcsh --version", "yash": "yash --version", "busybox": "busybox",
    "remake": "remake --version", "wget2": "wget2 --version", "yq": None, "xmlindent": "xmlindent -v",
    "doveconf": "dovecot --version", "fish": "fish --version", "testparm": "testparm -V", "keepassxc-cli": "keepassxc-cli --version",
    "named-checkconf": "named-checkconf -v", "dumpasn1": "dumpasn1 -h 2>&1 | sed -n 1p", "readmsg": "readmsg --version",
    "html2text": "html2text -version", "elinks": "elinks --version", "pdftotext": "pdftotext -v", "odt2txt": "odt2txt --version",
    "docx2txt": None, "unrtf": "unrtf --version", "birthday": None,
    "phonenumbers": SYSPY + " -c 'import phonenumbers;print(\"phonenumbers\",phonenumbers.__version__)'",
    "stdnum": SYSPY + " -c 'import stdnum;print(\"python-stdnum\",stdnum.__version__)'",
    "vobject": None, "aha": "aha --version", "spatialite": "spatialite --version", "xlsx2csv": "xlsx2csv --version",
    "lnav": "lnav -V", "agate": None, "bean-query": "bean-query --version",
}


# ---------------------------------------------------------------- helpers to build inputs
def pcap_file(path, pkts):
    """pkts: list of (ts, smac, dmac, src, dst, proto, sport, dport, payload, flags)"""
    import ipaddress
    out = [struct.pack("<IHHiIII", 0xa1b2c3d4, 2, 4, 0, 0, 65535, 1)]
    for ts, smac, dmac, src, dst, proto, sport, dport, payload, flags in pkts:
        sa, da = ipaddress.ip_address(src), ipaddress.ip_address(dst)
        if proto == "tcp":
            l4 = struct.pack("!HHIIBBHHH", sport, dport, 1000, 2000, 5 << 4, flags, 65535, 0, 0) + payload
            pn = 6
        else:
            l4 = struct.pack("!HHHH", sport, dport, 8 + len(payload), 0) + payload
            pn = 17
        if sa.version == 4:
            hdr = struct.pack("!BBHHHBBH4s4s", 0x45, 0, 20 + len(l4), 1, 0x4000, 64, pn, 0, sa.packed, da.packed)
            s = sum(struct.unpack("!10H", hdr))
            s = (s & 0xffff) + (s >> 16)
            s = (s & 0xffff) + (s >> 16)
            hdr = hdr[:10] + struct.pack("!H", (~s) & 0xffff) + hdr[12:]
            eth_type = 0x0800
        else:
            hdr = struct.pack("!IHBB16s16s", 6 << 28, len(l4), pn, 64, sa.packed, da.packed)
            eth_type = 0x86dd
        frame = bytes.fromhex(dmac.replace(":", "")) + bytes.fromhex(smac.replace(":", "")) + struct.pack("!H", eth_type) + hdr + l4
        sec = int(ts)
        out.append(struct.pack("<IIII", sec, int((ts - sec) * 1e6), len(frame), len(frame)) + frame)
    with open(path, "wb") as f:
        f.write(b"".join(out))


def pdf_file(path, lines):
    def esc(s):
        return s.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")
    content = "BT /F1 11 Tf 14 TL 60 780 Td\n" + "".join(f"({esc(l)}) Tj T*\n" for l in lines) + "ET"
    objs = ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
            "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
            f"<< /Length {len(content.encode('latin-1'))} >>\nstream\n{content}\nendstream"]
    data = b"%PDF-1.4\n"
    offs = []
    for i, o in enumerate(objs, 1):
        offs.append(len(data))
        data += f"{i} 0 obj\n{o}\nendobj\n".encode("latin-1")
    xref = len(data)
    data += f"xref\n0 {len(objs)+1}\n0000000000 65535 f \n".encode() + "".join(f"{o:010d} 00000 n \n" for o in offs).encode()
    data += f"trailer\n<< /Size {len(objs)+1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    with open(path, "wb") as f:
        f.write(data)


def xml_esc(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def odt_file(path, paras, table):
    body = "".join(f"<text:p>{xml_esc(p)}</text:p>" for p in paras)
    body += "<table:table table:name=\"T\">" + "".join(
        "<table:table-row>" + "".join(f"<table:table-cell office:value-type=\"string\"><text:p>{xml_esc(c)}</text:p></table:table-cell>" for c in row) + "</table:table-row>" for row in table) + "</table:table>"
    content = ('<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
               'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" office:version="1.2">'
               f'<office:body><office:text>{body}</office:text></office:body></office:document-content>')
    with zipfile.ZipFile(path, "w") as z:
        z.writestr(zipfile.ZipInfo("mimetype"), "application/vnd.oasis.opendocument.text")
        z.writestr("META-INF/manifest.xml", '<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0"><manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>')
        z.writestr("content.xml", content)


def docx_file(path, paras, table):
    W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'
    body = "".join(f"<w:p w:rsidR=\"00C3{i:04d}\"><w:r><w:t xml:space=\"preserve\">{xml_esc(p)}</w:t></w:r></w:p>" for i, p in enumerate(paras))
    body += "<w:tbl>" + "".join("<w:tr>" + "".join(f"<w:tc><w:p w:rsidR=\"00C30000\"><w:r><w:t>{xml_esc(c)}</w:t></w:r></w:p></w:tc>" for c in row) + "</w:tr>" for row in table) + "</w:tbl>"
    with zipfile.ZipFile(path, "w") as z:
        z.writestr("[Content_Types].xml", '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>')
        z.writestr("_rels/.rels", '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>')
        z.writestr("word/document.xml", f'<?xml version="1.0" encoding="UTF-8"?><w:document {W}><w:body>{body}</w:body></w:document>')


def xlsx_file(path, rows):
    def col(i):
        return "ABCDEFGHIJ"[i]
    sheet = "".join(f'<row r="{ri+1}">' + "".join(
        (f'<c r="{col(ci)}{ri+1}"><v>{v}</v></c>' if isinstance(v, int) else f'<c r="{col(ci)}{ri+1}" t="inlineStr"><is><t>{xml_esc(v)}</t></is></c>')
        for ci, v in enumerate(row)) + "</row>" for ri, row in enumerate(rows))
    with zipfile.ZipFile(path, "w") as z:
        z.writestr("[Content_Types].xml", '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>')
        z.writestr("_rels/.rels", '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>')
        z.writestr("xl/workbook.xml", '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Kunden" sheetId="1" r:id="rId1"/></sheets></workbook>')
        z.writestr("xl/_rels/workbook.xml.rels", '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>')
        z.writestr("xl/worksheets/sheet1.xml", f'<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>{sheet}</sheetData></worksheet>')


def write(wd, name, text, mode="w"):
    p = os.path.join(wd, name)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, mode, encoding=None if "b" in mode else "utf-8") as f:
        f.write(text)
    return p


HTTPD = r'''
import http.server, sys, base64
class H(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    def do_GET(self):
        if self.headers.get("Authorization") is None and "/private" in self.path:
            b = b"auth required\n"
            self.send_response(401); self.send_header("WWW-Authenticate", 'Basic realm="lager"')
        else:
            b = b"ok\n"
            self.send_response(200)
        self.send_header("Content-Type", "text/plain"); self.send_header("Content-Length", str(len(b)))
        self.send_header("ETag", '"5e8ff9bf55ba3508199d22e984129be6"'); self.end_headers(); self.wfile.write(b)
    def log_message(self, *a): pass
http.server.HTTPServer(("127.0.0.1", int(sys.argv[1])), H).serve_forever()
'''


def with_server(port, inner):
    return f"{SYSPY} httpd.py {port} & SRV=$!; sleep 0.6; {inner}; kill $SRV"


# ---------------------------------------------------------------- runners: return (output, command)
def r_mhonarc(p, wd, n):
    qp = p["qp"]
    v = {x["name"]: x["value"] for x in p["values"]}
    body = (f"Hallo {v['name']},\n\nyour temporary password is {v['password']} <please change it>.\n"
            f"Portal: https://portal.nordlicht.example/activate?user={v['email']}&token={v['token']}&lang=de\n"
            f"Call back: {v['phone']} (desk on {v['host']})\n")
    if qp:
        import quopri
        body_enc = quopri.encodestring(body.encode()).decode()
        cte = "quoted-printable"
    else:
        body_enc = body
        cte = "8bit"
    import email.header
    to = email.header.Header(v["name"], "utf-8").encode() + f" <{v['email']}>"
    mbox = (f"From helpdesk@nordlicht.example Thu Jan  2 10:0{n}:00 2030\nFrom: Helpdesk <helpdesk@nordlicht.example>\nTo: {to}\n"
            f"Subject: Zugang / access #{4711 + n}\nDate: Thu, 2 Jan 2030 10:0{n}:00 +0000\n"
            f"Message-ID: <{n}a77c0e@mx1.nordlicht.example>\nMIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n"
            f"Content-Transfer-Encoding: {cte}\n\n{body_enc}\n")
    write(wd, "in.mbox", mbox)
    cmd = ["mhonarc", "-single", "-quiet"] + (["-nodoc"] if n % 2 == 0 else []) + ["in.mbox"]
    return run(cmd, wd)


def r_txt2html(p, wd, n):
    v = {x["name"]: x["value"] for x in p["values"]}
    txt = (f"Onboarding notes for {v['name']}\n\nMail: {v['email']}\nPostal: {v['address']}\n\n"
           f"Initial login password <{v['password']}> & must be rotated.\n"
           f"Bot link: https://chat.nordlicht.example/hook?id=42&key={v['token']}&x=<1>\n")
    write(wd, "in.txt", txt)
    return run(["txt2html"] + p["opts"] + ["--infile", "in.txt"], wd)


def r_lwp_request(p, wd, n):
    v = {x["name"]: x["value"] for x in p["values"]}
    write(wd, "httpd.py", HTTPD)
    from urllib.parse import quote
    url = (f"http://127.0.0.1:{p['port']}/private/export?owner={quote(v['email'])}&name={quote(v['name'])}"
           f"&api_key={v['api_key']}")
    inner = " ".join(sh_quote(c) for c in ["lwp-request", "-m", "GET"] + p["opts"] + ["-C", f"{v['user']}:{v['password']}", url])
    return run(with_server(p["port"], inner), wd, shell=True, net=True)


def r_iconv(p, wd, n):
    v = {x["name"]: x["value"] for x in p["values"]}
    txt = f"Kunde: {v['name']}\nOrt: {v['city']}\nKennwort: {v['password']}\nToken: {v['token']}\n"
    write(wd, "in.txt", txt)
    return run(["iconv", "-f", "UTF-8", "-t", p["target"], "in.txt"], wd)


def r_ldbsearch(p, wd, n):
    v = {x["name"]: x["value"] for x in p["values"]}
    b64 = lambda s: base64.b64encode(s.encode()).decode()
    ldif = (f"dn: uid={v['uid']},ou=people,dc=nordlicht\nobjectClass: person\nuid: {v['uid']}\n"
            f"displayName:: {b64(v['name'])}\nuserPassword:: {b64(v['password'])}\n"
            f"description:: {b64(v['leading'])}\ntelephoneNumber: {v['phone']}\nmail: {v['mail']}\n")
    write(wd, "in.ldif", ldif)
    db = os.path.join(wd, "t.ldb")
    if os.path.exists(db):
        os.remove(db)
    attrs = [[], ["displayName", "userPassword"], ["uid", "description", "mail"], [], ["*"], ["displayName", "telephoneNumber", "userPassword"], [], ["uid", "userPassword", "description"]][n]
    inner = f"ldbadd -H tdb://{db} in.ldif >/dev/null && ldbsearch -H tdb://{db} '(objectClass=person)' " + " ".join(sh_quote(a) for a in attrs)
    return run(inner, wd, shell=True)


def r_dhcp_lease_list(p, wd, n):
    out = []
    for i, L in enumerate(p["leases"]):
        out.append(f"lease {L['ip']} {{\n  starts 3 2030/01/0{i+2} 0{n}:00:00;\n  ends 3 2036/01/0{i+2} 1{n}:00:00;\n  cltt 3 2030/01/0{i+2} 0{n}:00:00;\n"
                   f"  binding state active;\n  next binding state free;\n  hardware ethernet {L['mac']};\n  client-hostname \"{L['host']}\";\n}}\n")
    write(wd, "dhcpd.leases", "".join(out))
    cmd = ["dhcp-lease-list", "--lease", "dhcpd.leases"] + (["--parsable"] if p["parsable"] else []) + (["--all"] if n in (2, 5) else [])
    return run(cmd, wd)


def r_nsd_checkzone(p, wd, n):
    z = p["values"][0]["value"]
    lines = [f"$ORIGIN {z}.", "$TTL 300", f"@ IN SOA {p['ns']} hostmaster 20300101{n:02d} 3600 600 86400 300", f"@ IN NS {p['ns']}",
             f"{p['ns']} IN A {p['nsip']}"]
    for h, t, a in p["recs"]:
        lines.append(f"{h} IN {t} {a}")
    lines.append(f"www IN CNAME {p['recs'][0][0]}")
    lines.append(f"@ IN MX 10 {p['recs'][1][0]}")
    write(wd, "zone.db", "\n".join(lines) + "\n")
    return run(["nsd-checkzone", "-p", z, "zone.db"], wd)


def r_httpry(p, wd, n):
    cli, srv, host, tok = p["cli"], p["srv"], p["host"], p["tok"]
    m1, m2 = p["macs"]
    paths = [f"/api/v2/reports?access_token={tok}&page=2", f"/download/{tok}/inventory.csv", f"/sso/callback?code={tok}&state=xyz",
             f"/hooks/{tok}", f"/export?key={tok}", f"/v1/sessions/{tok}", f"/reset?t={tok}", f"/files?sig={tok}&exp=1893456000"]
    req = f"GET {paths[n]} HTTP/1.1\r\nHost: {host}\r\nUser-Agent: curl/7.88.1\r\nAccept: */*\r\n\r\n".encode()
    resp = b"HTTP/1.1 200 OK\r\nContent-Type: text/csv\r\nContent-Length: 2\r\n\r\nok"
    req2 = f"POST /api/v2/login HTTP/1.1\r\nHost: {host}\r\nContent-Length: 2\r\n\r\n{{}}".encode()
    resp2 = b"HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n"
    t = 1893456000.0 + n * 3600
    pk = [(t, m1, m2, cli, srv, "tcp", 51000 + n, 80, req, 0x18), (t + 0.01, m2, m1, srv, cli, "tcp", 80, 51000 + n, resp, 0x18),
          (t + 1, m1, m2, cli, srv, "tcp", 51100 + n, 8080, req2, 0x18), (t + 1.02, m2, m1, srv, cli, "tcp", 8080, 51100 + n, resp2, 0x18)]
    pcap_file(os.path.join(wd, "in.pcap"), pk)
    cmd = ["httpry", "-r", "in.pcap"] + (["-f", p["fmt"]] if p["fmt"] else [])
    return run(cmd, wd)


def r_rasort(p, wd, n):
    pk = []
    t = 1893456000.0 + n * 60
    for i, f in enumerate(p["flows"]):
        for k in range(2):
            pk.append((t + i + k * 0.1, f["smac"], f["dmac"], f["src"], f["dst"], f["proto"], f["sport"], f["dport"], b"x" * (20 + i), 0x18))
            pk.append((t + i + k * 0.1 + 0.05, f["dmac"], f["smac"], f["dst"], f["src"], f["proto"], f["dport"], f["sport"], b"y" * 30, 0x18))
    pcap_file(os.path.join(wd, "in.pcap"), pk)
    fields = p["fields"]
    inner = ("rm -f f.argus; argus -r in.pcap -w f.argus -m >/dev/null 2>&1; rasort -r f.argus -m saddr -n -s " + " ".join(fields)
             + " -c ' ' " if n % 2 else "rm -f f.argus; argus -r in.pcap -w f.argus -m >/dev/null 2>&1; rasort -r f.argus -m saddr -s " + " ".join(fields))
    return run(inner, wd, shell=True)


def r_ldns_compare_zones(p, wd, n):
    z = p["values"][0]["value"]
    head = [f"$ORIGIN {z}.", "$TTL 600", f"@ IN SOA ns1.{z}. hostmaster.{z}. 20300101{n:02d} 3600 600 86400 300", f"@ IN NS ns1.{z}."]
    common = [f"{h} IN A {a}" for h, a in p["same"]]
    old = head + common + [f"{p['old'][0]} IN A {p['old'][1]}", f"{p['chg'][0]} IN A {p['chg'][1]}"]
    new = head + common + [f"{p['new'][0]} IN A {p['new'][1]}", f"{p['chg'][0]} IN A {p['chg'][2]}", f"{p['v6'][0]} IN AAAA {p['v6'][1]}"]
    new[2] = new[2].replace(f"20300101{n:02d}", f"20300102{n:02d}")
    write(wd, "old.zone", "\n".join(old) + "\n")
    write(wd, "new.zone", "\n".join(new) + "\n")
    return run(["ldns-compare-zones"] + p["opts"] + ["old.zone", "new.zone"], wd)


STUBS = ["pg_dump", "mysqldump", "redis-cli", "curl", "sshpass", "smbclient", "git", "lftp", "mongodump", "psql", "docker", "rclone"]


def shell_cmds(p):
    u, pw, h, au, apw, tok, ip = p["dbuser"], p["dbpw"], p["dbhost"], p["apiuser"], p["apipw"], p["tok"], p["ip"]
    cmds = [
        f'pg_dump "postgresql://{u}:{pw}@{h}:5432/lager" -f /tmp/lager.sql',
        f'mysqldump --user={u} --password={pw} -h {h} -P 3306 lager',
        f'redis-cli -h {ip} -p 6379 -a {pw} --no-auth-warning ping',
        f'curl -su {au}:{apw} https://api.nordlicht.example/v1/export',
        f'sshpass -p {apw} ssh -o StrictHostKeyChecking=no {u}@{h} uptime',
        f"smbclient //{h}/lager -U {au}%{apw} -c ls",
        f'git clone https://oauth2:{tok}@git.nordlicht.example/ops/infra.git',
        f'lftp -u {au},{apw} sftp://{ip}',
        f'mongodump --uri "mongodb://{u}:{pw}@{h}:27017/?authSource=admin"',
        f'psql "host={h} port=5432 user={u} password={pw} dbname=lager" -c "select 1"',
        f'docker login -u {au} -p {tok} registry.nordlicht.example',
        f'rclone sync /srv/lager :s3:backup --s3-access-key-id={au} --s3-secret-access-key={tok}',
    ]
    k = p["variant"]
    return [cmds[(k * 3 + j) % len(cmds)] for j in range(4)]


def mark_unused(p, text):
    """values of this unit that the chosen command set does not use at all are declared not_printed"""
    p["not_printed"] = [v["name"] for v in p["values"] if v["value"] not in text]


def make_stubs(wd):
    sd = os.path.join(wd, "stub")
    os.makedirs(sd, exist_ok=True)
    for c in STUBS:
        with open(os.path.join(sd, c), "w") as f:
            f.write(f"#!/bin/sh\necho \"{c}: exit 0\"\n")
        os.chmod(os.path.join(sd, c), 0o755)
    return {"PATH": sd + ":" + ENV0["PATH"]}


def r_tcsh(p, wd, n):
    env = make_stubs(wd)
    cmds = shell_cmds(p)
    script = f"set DBPASS = '{p['dbpw']}'\nset TOKEN = '{p['tok']}'\n" + "\n".join(c.replace(p["dbpw"], "${DBPASS}").replace(p["tok"], "${TOKEN}") for c in cmds) + "\n"
    write(wd, "job.csh", script)
    mark_unused(p, script)
    return run(["tcsh", "-f", "-x", "job.csh"] if n % 2 else ["tcsh", "-f", "-x", "-v", "job.csh"], wd, env=env)


def r_yash(p, wd, n):
    env = make_stubs(wd)
    cmds = shell_cmds(p)
    script = f"DBPASS='{p['dbpw']}'\nexport TOKEN='{p['tok']}'\n" + "\n".join(c.replace(p["dbpw"], "$DBPASS").replace(p["tok"], "$TOKEN") for c in cmds) + "\n"
    write(wd, "job.sh", script)
    mark_unused(p, script)
    return run(["yash", "-x", "job.sh"] if n % 2 else ["yash", "-o", "xtrace", "-o", "verbose", "job.sh"], wd, env=env)


def r_busybox(p, wd, n):
    env = make_stubs(wd)
    cmds = shell_cmds(p)
    script = f"DBPASS='{p['dbpw']}'\nTOKEN={p['tok']}\n" + "\n".join(c.replace(p["dbpw"], "${DBPASS}").replace(p["tok"], "$TOKEN") for c in cmds) + "\n"
    write(wd, "job.sh", script)
    mark_unused(p, script)
    return run(["busybox", "sh", "-x", "job.sh"] if n % 2 == 0 else ["busybox", "ash", "-xv", "job.sh"], wd, env=env)


def r_remake(p, wd, n):
    env = make_stubs(wd)
    cmds = shell_cmds(p)
    mk = f"DBPASS := {p['dbpw']}\nTOKEN = {p['tok']}\n.PHONY: backup\nbackup:\n" + "".join("\t" + c.replace(p["dbpw"], "$(DBPASS)").replace(p["tok"], "$(TOKEN)") + "\n" for c in cmds)
    write(wd, "Makefile", mk)
    mark_unused(p, "\n".join(cmds))
    return run(["remake", "-x", "backup"] if n % 2 == 0 else ["remake", "--trace", "backup"], wd, env=env)


def r_wget2(p, wd, n):
    write(wd, "httpd.py", HTTPD)
    from urllib.parse import quote
    base = f"http://127.0.0.1:{p['port']}"
    m = p["mode"]
    if m == 0:
        args = [f"http://{p['user']}:{p['pw']}@127.0.0.1:{p['port']}/export?api_key={p['tok']}"]
    elif m == 1:
        args = ["--http-user", p["user"], "--http-password", p["pw"], f"{base}/private/report?notify={quote(p['email'])}&token={p['tok']}"]
    elif m == 2:
        args = [f"--header=Authorization: Bearer {p['tok']}", f"{base}/api/items?owner={quote(p['email'])}", "--user", p["user"], "--password", p["pw"]]
    else:
        args = [f"http://{p['user']}:{quote(p['pw'])}@127.0.0.1:{p['port']}/private/dump?sig={p['tok']}&mail={quote(p['email'])}"]
    inner = " ".join(sh_quote(c) for c in ["wget2", "-d", "--no-config", "-O", "/dev/null", "--tries=1"] + args)
    return run(with_server(p["port"], inner), wd, shell=True, net=True)


def r_yq(p, wd, n):
    doc = {"konfiguration": {"Zugangsdaten": {"benutzer.name": p["login"], "Passwort": p["pw"], "voller_Name": p["name"]},
                             "contraseña_api": p["tok"], "пароль-резерв": p["pw"][::-1] + "9Z", "jelszó/PIN": p["pin"],
                             "sunucu": {"adres": p["host"], "bağlantı": f"{p['login']}|{p['pw']}@{p['host']}"},
                             "パスワード": {"値": p["tok"]}, "retries": 3, "id": "7f3e9a10-0000-4000-8000-00000000000" + str(n)}}
    p["values"].append(dict(name="pwrev", value=p["pw"][::-1] + "9Z", kind="secret", type="text"))
    write(wd, "in.json", json.dumps(doc, ensure_ascii=n % 2 == 0))
    return run(["yq"] + p["opts"] + ["in.json"], wd)


def r_xmlindent(p, wd, n):
    x = (f'<?xml version="1.0" encoding="UTF-8"?><einstellungen xmlns:geheim="urn:x-nordlicht:geheim"><Konto Benutzerkennung="{p["login"]}" vollerName="{p["name"]}">'
         f'<geheim:Kennwort>{xml_esc(p["pw"])}</geheim:Kennwort><contrasena tipo="api">{p["tok"]}</contrasena><jelszo_PIN>{p["pin"]}</jelszo_PIN>'
         f'<server adresse="{p["host"]}" port="636"/><motDePasse_LDAP wert="{xml_esc(p["pw"])}"/></Konto><version>{n}.2.1</version></einstellungen>')
    write(wd, "in.xml", x)
    return run(["xmlindent"] + p["opts"] + ["in.xml"], wd)


def r_doveconf(p, wd, n):
    conf = (f"protocols = imap lmtp\nlisten = {p['ip']}\npostmaster_address = {p['pm']}\nssl = no\n"
            "passdb {\n  driver = ldap\n  args = /etc/dovecot/dovecot-ldap.conf.ext\n}\n"
            "plugin {\n"
            f"  mail_crypt_private_password = {p['pw1']}\n"
            f"  Archiv_Passwort = {p['pw2']}\n"
            f"  quota_clave-api = {p['tok']}\n"
            f"  replication_dsync_parameters = -d -N -l 30 -U\n"
            f"  mail_replica = tcp:{p['host']}:12345\n"
            "}\n")
    write(wd, "dovecot.conf", conf)
    if not p["showpw"]:
        p["not_printed"] = ["pw1"]  # doveconf prints "# hidden, use -P to show it"
    return run(["doveconf", "-n"] + (["-P"] if p["showpw"] else []) + ["-c", "dovecot.conf"], wd)


def r_fish(p, wd, n):
    k = n % 4
    if k == 0:
        s = f"set -gx Passwort_DB '{p['pw']}'; set -l jelszó {p['pin']}; set -S Passwort_DB jelszó"
    elif k == 1:
        s = f"set -g mot_de_passe '{p['pw']}' '{p['tok']}'; set --show mot_de_passe; set -l Kunde '{p['name']}'; set -S Kunde"
    elif k == 2:
        s = f"set -U __c33_kennwort_{n} x 2>/dev/null; set -e -U __c33_kennwort_{n}; set -gx API__SCHLÜSSEL {p['tok']}; set -l pin_código {p['pin']}; set --show API__SCHLÜSSEL pin_código"
    else:
        s = f"set -l sunucu_şifresi '{p['pw']}'; set -l hôte {p['host']}; set -S sunucu_şifresi hôte; set -l token_{n} {p['tok']}; set --show token_{n}"
    env = {"XDG_CONFIG_HOME": os.path.join(wd, "cfg"), "XDG_DATA_HOME": os.path.join(wd, "data")}
    if k == 1 or k == 3:
        env["Passwort_ENV"] = p["pw"]
        s += "; set -S Passwort_ENV"
    mark_unused(p, s + " " + env.get("Passwort_ENV", ""))
    return run(["fish", "--no-config", "-c", s], wd, env=env)


def r_testparm(p, wd, n):
    conf = (f"[global]\n   workgroup = NORDLICHT\n   netbios name = {p['nb']}\n   interfaces = {p['ip']}/24 lo\n   wins server = {p['wins']}\n"
            f"   acme:Zugangs-Passwort = {p['pw']}\n   kasse:clave_api = {p['tok']}\n   log level = {n % 3}\n"
            f"[lager]\n   path = /srv/lager\n   valid users = {p['u1']} {p['u2']}\n   read only = {'no' if n % 2 else 'yes'}\n"
            f"   nordlicht:motdepasse = {p['pw']}\n")
    write(wd, "smb.conf", conf)
    return run(["testparm", "-s"] + (["-v"] if n == 7 else []) + ["smb.conf"], wd)


def r_keepassxc_cli(p, wd, n):
    db = os.path.join(wd, "v.kdbx")
    if os.path.exists(db):
        os.remove(db)
    run(["keepassxc-cli", "db-create", "-p", "v.kdbx"], wd, stdin=f"{p['dbpw']}\n{p['dbpw']}\n")
    notes = f"build {p['sha']} request-id {p['reqid']}\n{p['code']}"
    p["not_printed"] = ["dbpw"]  # the database unlock password is only typed on stdin
    run(["keepassxc-cli", "add", "-q", "-u", p["user"], "--url", f"ssh://{p['host']}:22", "--notes", notes, "-p", "v.kdbx", p["title"]], wd,
        stdin=f"{p['dbpw']}\n{p['pw']}\n")
    m = p["mode"]
    extra = [["-s"], ["-s", "--all"], ["-a", "UserName", "-a", "Password", "-a", "Notes", "-a", "URL"], ["--all"]][m]
    if m == 3:
        p["not_printed"] = ["dbpw", "pw"]
    return run(["keepassxc-cli", "show", "-q"] + extra + ["v.kdbx", p["title"]], wd, stdin=f"{p['dbpw']}\n")


def r_named_checkconf(p, wd, n):
    z = p["zone"]
    conf = (f'key "xfer-{n}" {{ algorithm hmac-sha256; secret "{p["secret"]}"; }};\n'
            f'key "ddns-upd" {{ algorithm hmac-sha512; secret "{p["secret2"]}"; }};\n'
            f'trust-anchors {{ "example.net." static-ds {p["keytag"]} 13 2 "{p["ds"]}"; }};\n'
            f'options {{ directory "/tmp"; server-id "{p["sid"]}"; listen-on port 5353 {{ 127.0.0.1; }}; }};\n'
            f'zone "{z}" {{ type secondary; primaries {{ {p["prim"]} key "xfer-{n}"; }}; file "db.sec"; }};\n'
            f'zone "dyn.{z}" {{ type primary; file "db.dyn"; update-policy {{ grant ddns-upd zonesub ANY; }}; }};\n')
    write(wd, "named.conf", conf)
    return run(["named-checkconf", "-p"] + (["-x"] if p["obscure"] else []) + ["named.conf"], wd)


def tlv(t, b):
    ln = len(b)
    if ln < 128:
        lb = bytes([ln])
    elif ln < 256:
        lb = bytes([0x81, ln])
    else:
        lb = bytes([0x82, ln >> 8, ln & 255])
    return bytes([t]) + lb + b


def r_dumpasn1(p, wd, n):
    key = bytes.fromhex(p["key"])
    p8 = tlv(0x30, tlv(2, b"\x00") + tlv(0x30, tlv(6, bytes([0x2b, 0x65, 0x70]))) + tlv(4, tlv(4, key)))
    meta = tlv(0x30, tlv(2, bytes.fromhex(p["serial"])) + tlv(0x0c, p["name"].encode()) + tlv(0x16, p["email"].encode())
               + tlv(0x30, tlv(6, bytes([0x55, 0x1d, 0x0e])) + tlv(4, tlv(4, bytes.fromhex(p["ski"])))))
    with open(os.path.join(wd, "in.der"), "wb") as f:
        f.write(tlv(0x30, p8 + meta))
    return run(["dumpasn1"] + p["opts"] + ["in.der"], wd)


def r_readmsg(p, wd, n):
    import email.header
    to = email.header.Header(p["name"], "utf-8").encode() + f" <{p['email']}>"
    msg = (f"From noreply@nordlicht.example Thu Jan  2 10:00:00 2030\n"
           f"DKIM-Signature: v=1; a=rsa-sha256; d=nordlicht.example; s=mail; bh={p['bh']};\n"
           f"Message-ID: <{p['msgid']}@mx1.nordlicht.example>\nX-Request-ID: {p['reqid']}\n"
           f"From: Nordlicht Accounts <noreply@nordlicht.example>\nTo: {to}\nSubject: Sign-in code\n"
           f"Date: Thu, 2 Jan 2030 10:00:00 +0000\nContent-Type: text/plain; charset=utf-8\n\n"
           f"Your sign-in code: {p['otp']}\nOr open https://id.nordlicht.example/magic?t={p['tok']}&rid={p['reqid']}\n"
           f"Reference {p['msgid'][:12]}\n\n")
    write(wd, "mbox", msg)
    return run(["readmsg", "-f", "mbox"] + p["opts"] + ["1"], wd)


def r_html2text(p, wd, n):
    html = (f"<html><body><h1>Deploy report #{1200 + n}</h1><table>"
            f"<tr><th>Image</th><td>registry.nordlicht.example/lager@sha256:{p['digest']}</td></tr>"
            f"<tr><th>Commit</th><td>{p['sha']}</td></tr><tr><th>Run</th><td>{p['uuid']}</td></tr>"
            f"<tr><th>Owner</th><td>{xml_esc(p['name'])}</td></tr><tr><th>Deploy token</th><td>{p['tok']}</td></tr>"
            f"<tr><th>DB password</th><td>{xml_esc(p['pw'])}</td></tr></table><p>Status: <b>SUCCESS</b></p></body></html>")
    write(wd, "in.html", html)
    return run(["html2text", "-utf8"] + p["opts"] + ["in.html"], wd)


def nokey_doc(p):
    paras = ["Nordlicht Logistik - account recovery sheet", f"Prepared for {p['name']}",
             "Keep this sheet offline. Each line below can be used once.", *p["codes"],
             "Service credential for the nightly export job:", p["tok"], "Wi-Fi (Lager 3):", p["pw"], "Generated 2030-01-02, sheet v3"]
    return paras


def r_elinks(p, wd, n):
    paras = nokey_doc(p)
    html = (f"<html><head><meta charset='utf-8'><title>Recovery</title></head><body><h2>{xml_esc(paras[0])}</h2><p>{xml_esc(paras[1])}</p><p>{paras[2]}</p><ol>"
            + "".join(f"<li><code>{c}</code></li>" for c in p["codes"]) + f"</ol><p>{paras[7]}</p><pre>{p['tok']}</pre><p>{paras[9]}</p><pre>{xml_esc(p['pw'])}</pre><p><small>{paras[-1]}</small></p></body></html>")
    write(wd, "in.html", html)
    opts = [["-dump"], ["-dump", "-dump-width", "60"], ["-dump", "-no-numbering"], ["-dump", "-dump-charset", "us-ascii"]][n % 4]
    return run(["elinks", "-no-home"] + opts + ["in.html"], wd)


def r_pdftotext(p, wd, n):
    pdf_file(os.path.join(wd, "in.pdf"), nokey_doc(p))
    opts = [[], ["-layout"], ["-raw"], ["-nopgbrk"]][n % 4]
    return run(["pdftotext"] + opts + ["in.pdf", "-"], wd)


def r_odt2txt(p, wd, n):
    paras = nokey_doc(p)
    odt_file(os.path.join(wd, "in.odt"), paras[:3] + paras[7:], [[c, "unused"] for c in p["codes"]])
    opts = [[], ["--width=50"], ["--raw"], ["--width=-1"]][n % 4]
    return run(["odt2txt"] + opts + ["in.odt"], wd)


def r_docx2txt(p, wd, n):
    paras = nokey_doc(p)
    docx_file(os.path.join(wd, "in.docx"), paras[:3] + paras[7:], [[str(i + 1), c] for i, c in enumerate(p["codes"])])
    return run(["docx2txt", "in.docx", "-"], wd)


def rtf_esc(s):
    out = []
    for ch in s:
        if ch in "\\{}":
            out.append("\\" + ch)
        elif ord(ch) < 128:
            out.append(ch)
        elif len(ch.encode("cp1252", "ignore")) == 1:
            out.append("\\'%02x" % ch.encode("cp1252")[0])
        else:
            o = ord(ch)
            out.append(f"\\u{o if o < 32768 else o - 65536}?")
    return "".join(out)


def r_unrtf(p, wd, n):
    paras = nokey_doc(p)
    rtf = "{\\rtf1\\ansi\\deff0{\\fonttbl{\\f0 Helvetica;}}\n" + "".join(f"{{\\pard {rtf_esc(x)}\\par}}\n" for x in paras) + "}\n"
    write(wd, "in.rtf", rtf)
    opts = [["--text"], ["--html"], ["--text", "--nopict"], ["--latex"]][n % 4]
    return run(["unrtf"] + opts + ["in.rtf"], wd)


def r_birthday(p, wd, n):
    import datetime
    lines = []
    for i, name in enumerate(p["people"]):
        d = datetime.date(1960 + 7 * i + n, 1 + (n + 4 * i) % 12, 3 + 5 * i)
        lines.append(f"{name}={d.day:02d}/{d.month:02d}/{d.year} bd")
        p["values"].append(dict(name=f"bd{i}", value=d.isoformat(), kind="private", type="date"))
        if n % 2 == 0:
            p.setdefault("not_printed", []).append(f"bd{i}")
    lines.append(f"Inventur Lager {n}=15/0{1 + n % 9}/2030 ev w365")
    write(wd, "birthdays", "\n".join(lines) + "\n")
    return run(["birthday", "-f", "birthdays", "-W", "366", "-M", "366"] + (["-L"] if n % 2 else []), wd)


PHONE_DRIVER = r'''
import sys, json, phonenumbers
from phonenumbers import geocoder, carrier, timezone, PhoneNumberFormat as F
for cc, raw in json.load(open(sys.argv[1])):
    x = phonenumbers.parse(raw, cc)
    print(repr(x))
    print("  valid:", phonenumbers.is_valid_number(x), "type:", phonenumbers.number_type(x), "region:", phonenumbers.region_code_for_number(x))
    for f in (F.INTERNATIONAL, F.NATIONAL, F.E164, F.RFC3966)[int(sys.argv[2]):]:
        print("  ", phonenumbers.format_number(x, f))
    print("   geo:", geocoder.description_for_number(x, sys.argv[3]), "| carrier:", carrier.name_for_number(x, "en"), "| tz:", timezone.time_zones_for_number(x))
'''


def r_phonenumbers(p, wd, n):
    write(wd, "drv.py", PHONE_DRIVER)
    write(wd, "in.json", json.dumps(p["phones"]))
    return run([SYSPY, "drv.py", "in.json", str(n % 3), ["en", "de", "fr", "ja"][n % 4]], wd)


STDNUM_DRIVER = r'''
import sys, json, importlib
from stdnum import iban
for kind, raw in json.load(open(sys.argv[1])):
    mod = iban if kind == "iban" else importlib.import_module("stdnum." + kind)
    try:
        c = mod.validate(raw)
        print(f"{mod.__name__}: {mod.format(c) if hasattr(mod, 'format') else c} (compact {mod.compact(raw)}) valid")
        for fn in ("get_birth_date", "get_gender", "get_birth_place", "calc_check_digits"):
            if hasattr(mod, fn):
                try:
                    print(f"  {fn}: {getattr(mod, fn)(c)}")
                except Exception as e:
                    print(f"  {fn}: {type(e).__name__}: {e}")
    except Exception as e:
        print(f"{mod.__name__}: {raw} -> {type(e).__name__}: {e}")
'''


def r_stdnum(p, wd, n):
    write(wd, "drv.py", STDNUM_DRIVER)
    write(wd, "in.json", json.dumps(p["ids"]))
    return run([SYSPY, "drv.py", "in.json"], wd)


VOBJ_DRIVER = r'''
import sys, json, datetime, vobject
d = json.load(open(sys.argv[1]))
c = vobject.vCard()
c.add("n").value = vobject.vcard.Name(family=d["last"], given=d["first"])
c.add("fn").value = d["full"]
a = c.add("adr"); a.value = vobject.vcard.Address(street=d["adr"][0], code=d["adr"][1], city=d["adr"][2], country=d["country"]); a.type_param = "HOME"
t = c.add("tel"); t.value = d["tel"]; t.type_param = "CELL"
e = c.add("email"); e.value = d["email"]; e.type_param = "INTERNET"
c.add("bday").value = d["bday"]
c.add("note").value = "Kundennummer 4711, Rückruf erwünscht; Lager, Tor 3"
c.add("uid").value = d["uid"]
if sys.argv[2] == "0":
    sys.stdout.write(c.serialize())
else:
    c.prettyPrint()
'''


def r_vobject(p, wd, n):
    write(wd, "drv.py", VOBJ_DRIVER)
    d = dict(first=p["first"], last=p["last"], full=p["full"], adr=p["adr"], tel=p["tel"], email=p["email"], bday=p["bday"],
             country=["Deutschland", "Россия", "日本", "France", "Ελλάδα", "Türkiye", "Polska", "Sverige"][n], uid=f"urn:uuid:3b0f5c2e-9d1a-4c7b-8e2f-00000000000{n}")
    write(wd, "in.json", json.dumps(d, ensure_ascii=False))
    return run([SYSPY, "drv.py", "in.json", str(p["mode"])], wd)


def r_aha(p, wd, n):
    E = "\x1b"
    lines = [f"{E}[1;34mKunde{E}[0m                 {E}[1;34mTelefon{E}[0m            {E}[1;34mIBAN{E}[0m"]
    for full, ph, ib in p["rows"]:
        lines.append(f"{E}[32m{full}{E}[0m  {E}[33m{ph}{E}[0m  {ib}  {E}[31m<offen>{E}[0m & geprüft")
    write(wd, "in.ansi", "\n".join(lines) + "\n")
    return run(["aha"] + p["opts"] + ["-f", "in.ansi"], wd)


def r_spatialite(p, wd, n):
    db = os.path.join(wd, "k.sqlite")
    if os.path.exists(db):
        os.remove(db)
    q = lambda s: "'" + s.replace("'", "''") + "'"
    sql = (f"CREATE TABLE kunden(id INTEGER PRIMARY KEY, ext_uuid TEXT, name TEXT, email TEXT, telefon TEXT, iban TEXT, pw_klartext TEXT, api_token TEXT);\n"
           f"INSERT INTO kunden VALUES({p['id']}, {q(p['uuid'])}, {q(p['name'])}, {q(p['email'])}, {q(p['phone'])}, {q(p['iban'])}, {q(p['pw'])}, {q(p['tok'])});\n")
    write(wd, "init.sql", sql)
    run(f"spatialite k.sqlite < init.sql >/dev/null 2>&1", wd, shell=True)
    mode = [".mode list", ".mode tabs", ".mode csv", ".mode line"][p["mode"]]
    write(wd, "q.sql", f".headers on\n{mode}\nSELECT id, ext_uuid, name, email, telefon, iban, pw_klartext, api_token FROM kunden;\n")
    return run("spatialite -silent k.sqlite < q.sql", wd, shell=True)


def r_xlsx2csv(p, wd, n):
    rows = [["kunden_id", "uuid", "name", "email", "telefon", "iban", "passwort", "token"],
            [p["id"], p["uuid"], p["name"], p["email"], p["phone"], p["iban"], p["pw"], p["tok"]]]
    xlsx_file(os.path.join(wd, "in.xlsx"), rows)
    d = p["delim"]
    return run(["xlsx2csv", "-d", "tab" if d == "\t" else d] + (["-q", "all"] if n in (3, 7) else []) + ["in.xlsx"], wd)


def r_lnav(p, wd, n):
    ts = f"02/Jan/2030:10:0{n}:1{n} +0000"
    lines = [
        f'{p["ip"]} - {p["user"]} [{ts}] "GET /api/export?session={p["sid"]}&req={p["reqid"]} HTTP/1.1" 200 512 "-" "curl/7.88.1"',
        f'{p["ip"]} - - [02/Jan/2030:10:0{n}:2{n} +0000] "POST /login?next=/dash&token={p["tok"]} HTTP/1.1" 302 0 "-" "Mozilla/5.0"',
        f'127.0.0.1 - - [02/Jan/2030:10:0{n}:3{n} +0000] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"',
    ]
    write(wd, "access.log", "\n".join(lines) + "\n")
    q = [";SELECT c_ip, cs_username, cs_uri_stem, cs_uri_query, sc_status FROM access_log WHERE c_ip != '127.0.0.1' LIMIT 1",
         ";SELECT log_line, c_ip, cs_method, cs_uri_query, sc_bytes FROM access_log WHERE cs_username IS NOT NULL AND cs_username != '-' LIMIT 1",
         ";SELECT cs_username, c_ip, cs_uri_query FROM access_log WHERE sc_status = 200 AND c_ip != '127.0.0.1'",
         ";SELECT sc_status, cs_method, cs_uri_stem, cs_uri_query, c_ip FROM access_log WHERE sc_status = 302"][n % 4]
    env = {"XDG_CONFIG_HOME": os.path.join(wd, "cfg")}
    return run(["lnav", "-n", "-c", q, "access.log"], wd, env=env)


AGATE_DRIVER = r'''
import sys, agate
t = agate.Table.from_csv(sys.argv[1], column_types=agate.TypeTester(force={c: agate.Text() for c in ["telefon","iban","passwort","token","uuid","name","email"]}))
if sys.argv[2] == "0":
    t.print_table(max_column_width=80)
elif sys.argv[2] == "1":
    t.select(["kunden_id", "name", "iban", "passwort"]).print_table(max_column_width=80)
else:
    t.print_table(max_column_width=80, max_columns=8)
'''


def r_agate(p, wd, n):
    import csv, io
    s = io.StringIO()
    w = csv.writer(s)
    w.writerow(["kunden_id", "uuid", "name", "email", "telefon", "iban", "passwort", "token"])
    w.writerow([p["id"], p["uuid"], p["name"], p["email"], p["phone"], p["iban"], p["pw"], p["tok"]])
    write(wd, "in.csv", s.getvalue())
    write(wd, "drv.py", AGATE_DRIVER)
    if n % 3 == 1:
        p["not_printed"] = ["email", "phone", "tok"]
    return run([SYSPY, "drv.py", "in.csv", str(n % 3)], wd)


def r_bean_query(p, wd, n):
    led = (f'option "operating_currency" "EUR"\n2030-01-01 open Assets:Bank:Giro EUR\n2030-01-01 open Expenses:Lieferanten EUR\n'
           f'2030-01-0{2 + n % 7} * "{p["name"]}" "Rechnung {4711 + n} IBAN {p["iban"]} Ref {p["ref"]}"\n'
           f'  beleg: "{p["tok"]}"\n  Expenses:Lieferanten  {p["amount"]} EUR\n  Assets:Bank:Giro\n')
    write(wd, "l.beancount", led)
    q = ["SELECT date, payee, narration, account, position", "SELECT date, payee, narration, position WHERE account ~ 'Lieferanten'",
         "SELECT payee, narration, entry_meta('beleg') AS beleg, position WHERE account ~ 'Lieferanten'",
         "SELECT id, date, payee, narration, account WHERE account ~ 'Giro'"][n % 4]
    if n % 4 != 2:
        p["not_printed"] = ["tok"]
    return run(["bean-query", "-f", "text", "l.beancount", q], wd)


def main(argv):
    sel = argv[1:]
    for cls, prog, pkg in PL.TEMPLATES:
        tpl = PL.tname(cls, prog)
        if sel and not any(s in tpl for s in sel):
            continue
        vc = VERSION_CMD.get(prog)
        vline = first_line(vc) if vc else ""
        pv = pkgver(pkg)
        import re as _re
        vline = _re.sub(r"\x1b\[[0-9;]*m", "", vline).replace("/usr/bin/", "")
        fix = {"spatialite": "spatialite (SQLite " + vline.split(" ")[0] + ")", "xlsx2csv": "xlsx2csv " + vline,
               "keepassxc-cli": "keepassxc-cli " + vline, "unrtf": "unrtf " + vline, "doveconf": "doveconf (dovecot " + vline + ")",
               "testparm": "testparm " + vline, "named-checkconf": "named-checkconf " + vline, "yq": "yq 3.1.0"}
        if prog in fix and vline:
            vline = fix[prog]
        if not vline:
            vline = f"{prog} ({pkg} {pv})"
        od = os.path.join(CAPT, tpl)
        os.makedirs(od, exist_ok=True)
        for n in range(8):
            p = PL.plant(tpl, n)
            wd = os.path.join(SCRATCH, tpl, str(n))
            shutil.rmtree(wd, ignore_errors=True)
            os.makedirs(wd)
            out, cmd = globals()["r_" + prog.replace("-", "_")](p, wd, n)
            with open(os.path.join(od, f"{n}.txt"), "w", encoding="utf-8") as f:
                f.write(out)
            # values that the program did not print in any recognised spelling anywhere in its output
            declared = list(p.get("not_printed", []))
            _, found = G.find_spans(out, p["values"])
            absent = [v["name"] for v in p["values"] if v["name"] not in found and v["name"] not in declared]
            p["not_printed"] = declared + absent
            p["not_printed_absent_from_output"] = absent
            meta = dict(template=tpl, n=n, cls=cls, program=prog, pkg=pkg, pkg_version=pv, version_line=vline, command=cmd,
                        values=p["values"], not_printed=p.get("not_printed", []),
                        not_printed_absent_from_output=p.get("not_printed_absent_from_output", []),
                        params={k: v for k, v in p.items() if k not in ("values", "not_printed", "not_printed_absent_from_output")})
            with open(os.path.join(od, f"{n}.meta.json"), "w", encoding="utf-8") as f:
                json.dump(meta, f, ensure_ascii=False, indent=1)
        print("captured", tpl, vline, file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv)
