#!/usr/bin/env python3
"""Build corpus33 from captured/ only: extract records, label spans, choose keeps, validate, split.

Exit status 1 on any validation failure.
"""
import base64
import csv
import datetime
import hashlib
import html
import html.entities
import io
import ipaddress
import json
import os
import quopri
import re
import shlex
import sys
import unicodedata
from urllib.parse import quote, quote_plus

HERE = os.path.dirname(os.path.abspath(__file__))
CAPT = os.path.join(HERE, "captured")
ERRORS = []


def err(msg):
    ERRORS.append(msg)


# ================================================================== forms
def translit(s):
    repl = {"ß": "ss", "ł": "l", "Ł": "L", "ø": "o", "Ø": "O", "æ": "ae", "đ": "d", "Đ": "D", "ı": "i"}
    s = "".join(repl.get(c, c) for c in s)
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))


B64CH = set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
SET_D = set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'(),-./:? \t")


def utf7_strict(s):
    """RFC 2152 with only Set D written directly (glibc iconv style); '-' only where needed"""
    out, buf = [], []

    def flush(nxt):
        if buf:
            b = "".join(buf).encode("utf-16-be")
            out.append("+" + base64.b64encode(b).decode().rstrip("=") + ("-" if nxt is None or nxt in B64CH or nxt == "-" else ""))
            buf.clear()
    for ch in s:
        if ch in SET_D:
            flush(ch)
            out.append(ch)
        elif ch == "+":
            flush(ch)
            out.append("+-")
        else:
            buf.append(ch)
    flush(None)
    return "".join(out)


def utf7_imap(s):
    out, buf = [], []

    def flush():
        if buf:
            b = "".join(buf).encode("utf-16-be")
            out.append("&" + base64.b64encode(b).decode().rstrip("=").replace("/", ",") + "-")
            buf.clear()
    for ch in s:
        if 0x20 <= ord(ch) <= 0x7e:
            flush()
            out.append("&-" if ch == "&" else ch)
        else:
            buf.append(ch)
    flush()
    return "".join(out)


LATEX_ACC = {"\u0301": "\\'", "\u0300": "\\`", "\u0303": "\\~", "\u0308": '\\"', "\u0302": "\\^", "\u0327": "\\c",
             "\u030c": "\\v", "\u030a": "\\r", "\u0306": "\\u", "\u0328": "\\k", "\u0307": "\\."}


def latex_form(s):
    out = []
    for ch in s:
        d = unicodedata.normalize("NFD", ch)
        if len(d) == 2 and d[1] in LATEX_ACC:
            out.append(LATEX_ACC[d[1]] + "{" + d[0] + "}")
        else:
            out.append(ch)
    return "".join(out)


def ascii_cedilla(s):
    """elinks us-ascii dump style: accents dropped, cedilla written as ','"""
    out = []
    for ch in s:
        d = unicodedata.normalize("NFD", ch)
        out.append(d[0] + ("," if "\u0327" in d else "") if len(d) > 1 else ch)
    return "".join(out)


def mojibake_entities(s, c1):
    out = []
    for b in s.encode("utf-8"):
        if b < 0x80:
            out.append(html.escape(chr(b), quote=False))
        elif b >= 0xA0 and b in html.entities.codepoint2name:
            out.append("&" + html.entities.codepoint2name[b] + ";")
        else:
            out.append(c1(b))
    return "".join(out)


def forms(v, typ):
    """-> list of (form, encoded?) ; every spelling a program may print for value v"""
    F = {}

    def add(x, enc=False):
        if x and len(x) >= 3:
            F[x] = F.get(x, False) or enc
    if typ == "bytes":
        b = bytes.fromhex(v)
        add(b.hex(), True)
        add(b.hex().upper(), True)
        add(" ".join(f"{x:02X}" for x in b), True)
        add(" ".join(f"{x:02x}" for x in b), True)
        add(":".join(f"{x:02x}" for x in b), True)
        for e in (base64.b64encode(b).decode(), base64.urlsafe_b64encode(b).decode()):
            add(e, True)
            add(e.rstrip("="), True)
        return list(F.items())
    if typ == "b64blob":
        add(v, True)
        add(v.rstrip("="), True)
        return list(F.items())
    if typ == "mac":
        h = v.replace(":", "").lower()
        parts = [h[i:i + 2] for i in range(0, 12, 2)]
        for x in (":".join(parts), "-".join(parts), ".".join(h[i:i + 4] for i in range(0, 12, 4)), h):
            add(x)
            add(x.upper())
        add(":".join(p.lstrip("0") or "0" for p in parts))
        return list(F.items())
    if typ == "ipv6":
        a = ipaddress.IPv6Address(v)
        add(a.compressed)
        add(a.exploded)
        add(a.reverse_pointer)
        return list(F.items())
    if typ == "date":
        d = datetime.date.fromisoformat(v)
        M = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
        for x in (d.isoformat(), d.strftime("%d.%m.%Y"), d.strftime("%d/%m/%Y"), d.strftime("%m/%d/%Y"), d.strftime("%Y%m%d"),
                  d.strftime("%Y/%m/%d"), f"{d.day} {M[d.month - 1]} {d.year}", f"{M[d.month - 1]} {d.day}, {d.year}",
                  f"{d.day} {M[d.month - 1]}", f"{d.day:2d} {M[d.month - 1]}", f"{d.day}.{d.month}.{d.year}"):
            add(x)
        return list(F.items())
    # text-like (also phone / iban / natid: separator-insensitive regexes are added in find_spans)
    cands = {v, v.lower(), v.upper(), translit(v), translit(v).lower(), translit(v).upper(),
             "".join(c for c in v if ord(c) < 128)}
    for c in list(cands):
        add(c)
    add(json.dumps(v)[1:-1])
    add(json.dumps(v, ensure_ascii=False)[1:-1])
    for q in (quote(v, safe=""), quote(v), quote(v, safe="@:/"), quote_plus(v), quote_plus(v, safe="@")):
        add(q)
        add(re.sub(r"%[0-9A-F]{2}", lambda m: m.group(0).lower(), q))
    add(html.escape(v))
    add(html.escape(v, quote=False))
    add("".join(c if ord(c) < 128 else f"&#{ord(c)};" for c in html.escape(v, quote=False)))
    add("".join(c if ord(c) < 128 else f"&#x{ord(c):X};" for c in html.escape(v, quote=False)))
    add("".join(c if ord(c) < 128 else f"&#x{ord(c):x};" for c in html.escape(v, quote=False)))
    add("".join(c if ord(c) < 128 else ("&" + html.entities.codepoint2name[ord(c)] + ";" if ord(c) in html.entities.codepoint2name else c)
                for c in html.escape(v, quote=False)))
    if any(ord(c) > 127 for c in v):
        add(v.encode("cp1252", "replace").decode("latin-1"))
        add(v.encode("latin-1", "replace").decode("latin-1"))
        add(latex_form(v))
        add(ascii_cedilla(v))
        add(mojibake_entities(v, chr))
        add(mojibake_entities(v, lambda b: "<sup>TM</sup>" if b == 0x99 else chr(b)))
        add(mojibake_entities(v, lambda b: "<sup>TM</sup>" if b == 0x99 else chr(b)).replace("&macr;", "&hibar;"))
        add(mojibake_entities(v, lambda b: "\ufffd"))
        u7 = v.encode("utf-7").decode()
        add(u7, True)
        add(u7.rstrip("-"), True)
        add(utf7_strict(v), True)
        add(utf7_strict(v).rstrip("-"), True)
        add(utf7_imap(v), True)
        add(utf7_imap(v).rstrip("-"), True)
    raw = v.encode()
    if len(raw) >= 4:
        for e in (base64.b64encode(raw).decode(), base64.urlsafe_b64encode(raw).decode()):
            add(e, True)
            add(e.rstrip("="), True)
        add(raw.hex(), True)
        add(raw.hex().upper(), True)
    qp = quopri.encodestring(raw).decode().replace("=\n", "")
    add(qp, qp != v)
    qh = quopri.encodestring(raw, header=True).decode().replace("=\n", "")
    add(qh, qh != v)
    add(shlex.quote(v))
    add(v.encode("rot13") if False else "".join(chr((ord(c) - 97 + 13) % 26 + 97) if "a" <= c <= "z" else chr((ord(c) - 65 + 13) % 26 + 65) if "A" <= c <= "Z" else c for c in v))
    if typ == "iban":
        add(" ".join(v[i:i + 4] for i in range(0, len(v), 4)))
    return list(F.items())


def sep_regex(v, typ):
    """separator-insensitive regex for number-like values (phones, IBANs, national ids)"""
    if typ == "phone":
        m = re.match(r"\+(\d+)[ -](.*)", v)
        cc, rest = m.group(1), re.sub(r"\D", "", m.group(2))
        sep = r"[\s\-.()/]*"
        body = sep.join(re.escape(c) for c in rest)
        return re.compile(r"(?:(?:\+|00)" + cc + sep + r"|(?<!\d)0" + sep + r"|(?:tel:)?\+" + cc + r"-)?" + body + r"(?!\d)")
    if typ in ("iban", "natid"):
        core = re.sub(r"[\s\-./]", "", v)
        return re.compile(r"(?<![0-9A-Za-z])" + r"[\s\-./]?".join(re.escape(c) for c in core) + r"(?![0-9A-Za-z])", re.I)
    return None


def windows(line, form):
    out = []
    i = 0
    L = len(line)
    while i < L:
        j = i
        while j < L and line[i:j + 1] in form:
            j += 1
        seg = line[i:j]
        st = seg.strip()
        if len(st) >= 16:
            a = i + (len(seg) - len(seg.lstrip()))
            out.append((a, a + len(st)))
            i = j
        else:
            i += 1
    return out


def find_spans(text, vals):
    """-> list of (start, end, kind), set of value names found"""
    raw = []
    found = set()
    for v in vals:
        hits = []
        for f, enc in forms(v["value"], v["type"]):
            flags = 0 if enc else re.I
            for m in re.finditer(re.escape(f), text, flags):
                s, e = m.span()
                if f.isdigit() and ((s > 0 and text[s - 1].isdigit()) or (e < len(text) and text[e].isdigit())):
                    continue
                hits.append((s, e))
            if enc and len(f) >= 24:
                hits.extend(windows(text, f))
        rx = sep_regex(v["value"], v["type"])
        if rx:
            for m in rx.finditer(text):
                if m.end() - m.start() >= 3:
                    hits.append(m.span())
        if hits:
            found.add(v["name"])
        for s, e in hits:
            raw.append((s, e, v["kind"]))
    raw.sort()
    merged = []
    for s, e, k in raw:
        if merged and s < merged[-1][1]:
            ps, pe, pk = merged[-1]
            merged[-1] = (ps, max(pe, e), "secret" if "secret" in (pk, k) else "private")
        else:
            merged.append((s, e, k))
    return merged, found


# ================================================================== extraction
def nonempty(text):
    return [l for l in text.split("\n") if l.strip() and l.strip() != "\f"]


def between(text, start_pat, end_pat, incl=True):
    ls = text.split("\n")
    out, on = [], False
    for l in ls:
        if not on and re.search(start_pat, l):
            on = True
            if incl:
                out.append(l)
            continue
        if on:
            if re.search(end_pat, l):
                if incl:
                    out.append(l)
                break
            out.append(l)
    return [l for l in out if l.strip()]


def blk(lines):
    if not lines:
        raise ValueError("empty extraction")
    if len(lines) == 1:
        return dict(kind="line", text=lines[0])
    return dict(kind="block", lines=lines)


def ex_wget2(text):
    pats = [r"name=(http-user|http-password|user|password|header) ", r"\*url = ", r"host_add_job: 0x", r"^\[0\] Downloading", r"^HTTP response",
            r"^Authorization:", r"^GET ", r"blacklist "]
    out = []
    for l in text.split("\n"):
        if any(re.search(p, l) for p in pats) and l not in out:
            out.append(l)
    return blk(out)


def row_from(table, columns, row):
    if len(columns) != len(row):
        raise ValueError(f"row/column mismatch {len(columns)} vs {len(row)}: {columns} {row}")
    return dict(kind="row", table=table, columns=columns, row=row)


def ex_spatialite(text, meta):
    ls = [l for l in text.split("\n") if l.strip()]
    mode = meta["params"]["mode"]
    if mode == 0:
        return row_from("kunden", ls[0].split("|"), ls[1].split("|"))
    if mode == 1:
        return row_from("kunden", ls[0].split("\t"), ls[1].split("\t"))
    if mode == 2:
        rows = list(csv.reader(io.StringIO("\n".join(ls))))
        return row_from("kunden", rows[0], rows[1])
    cols, vals = [], []
    for l in ls:
        k, _, v = l.partition(" = ")
        cols.append(k.strip())
        vals.append(v)
    return row_from("kunden", cols, vals)


def ex_xlsx2csv(text, meta):
    d = meta["params"]["delim"]
    rows = list(csv.reader(io.StringIO(text), delimiter=d))
    rows = [r for r in rows if r]
    return row_from("Kunden", rows[0], rows[1])


def ex_fixed(text, table):
    ls = [l for l in text.split("\n") if l.strip()]
    if re.match(r"^[-\s]+$", ls[1]):      # bean-query: dashes give column widths
        spans = [m.span() for m in re.finditer(r"-+", ls[1])]
        cut = lambda l: [l[a:b if i + 1 < len(spans) else None].strip() for i, (a, b) in enumerate(spans)]
        return row_from(table, cut(ls[0]), cut(ls[2]))
    return row_from(table, ls[0].split(), ls[1].split())


def ex_agate(text, meta):
    ls = [l for l in text.split("\n") if l.startswith("|")]
    cells = lambda l: [c.strip() for c in l.strip().strip("|").split("|")]
    return row_from("kunden.csv", cells(ls[0]), cells(ls[2]))


EXTRACT = {
    "mhonarc": lambda t, m: blk(between(t, r"<!--X-Head-of-Message-->", r"</pre>")),
    "txt2html": lambda t, m: blk(between(t, r"<body>", r"</body>", incl=False) if "<body>" in t else nonempty(t)),
    "lwp-request": lambda t, m: blk(nonempty(t)),
    "iconv": lambda t, m: blk(nonempty(t)),
    "ldbsearch": lambda t, m: blk(nonempty(t)),
    "dhcp-lease-list": lambda t, m: blk([l for l in nonempty(t) if not l.startswith("To get manufacturer") and not l.startswith("Reading leases")]),
    "nsd-checkzone": lambda t, m: blk(nonempty(t)),
    "httpry": lambda t, m: blk(between(t, r"http packets parsed", r"^$a")),
    "rasort": lambda t, m: blk(nonempty(t)),
    "ldns-compare-zones": lambda t, m: blk(nonempty(t)),
    "tcsh": lambda t, m: blk(nonempty(t)),
    "yash": lambda t, m: blk(nonempty(t)),
    "busybox": lambda t, m: blk(nonempty(t)),
    "remake": lambda t, m: blk([l for l in nonempty(t) if not l.startswith("##")]),
    "wget2": lambda t, m: ex_wget2(t),
    "yq": lambda t, m: blk(nonempty(t)),
    "xmlindent": lambda t, m: blk(nonempty(t)),
    "doveconf": lambda t, m: blk(nonempty(t)),
    "fish": lambda t, m: blk(nonempty(t)),
    "testparm": lambda t, m: blk(nonempty(t)),
    "keepassxc-cli": lambda t, m: blk(nonempty(t)),
    "named-checkconf": lambda t, m: blk(nonempty(t)),
    "dumpasn1": lambda t, m: blk(nonempty(t)),
    "readmsg": lambda t, m: blk(nonempty(t)),
    "html2text": lambda t, m: blk(nonempty(t)),
    "elinks": lambda t, m: blk(nonempty(t)),
    "pdftotext": lambda t, m: blk(nonempty(t)),
    "odt2txt": lambda t, m: blk(nonempty(t)),
    "docx2txt": lambda t, m: blk(nonempty(t)),
    "unrtf": lambda t, m: blk(nonempty(t)),
    "birthday": lambda t, m: blk(nonempty(t)),
    "phonenumbers": lambda t, m: blk(nonempty(t)),
    "stdnum": lambda t, m: blk(nonempty(t)),
    "vobject": lambda t, m: blk(nonempty(t)),
    "aha": lambda t, m: blk(between(t, r"<pre>", r"</pre>") if "<pre>" in t else nonempty(t)),
    "spatialite": ex_spatialite,
    "xlsx2csv": ex_xlsx2csv,
    "lnav": lambda t, m: ex_fixed(t, "access_log"),
    "agate": ex_agate,
    "bean-query": lambda t, m: ex_fixed(t, "postings"),
}

UUIDRX = r"re:\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b"
SHELLKEEP = ["exit 0", "pg_dump", "mysqldump", "redis-cli", "curl", "sshpass", "smbclient", "git clone", "lftp", "mongodump", "psql",
             "docker login", "rclone sync", "5432", "6379", "uptime", "/tmp/lager.sql", "authSource=admin"]
NOKEY = ["Nordlicht Logistik - account recovery sheet", "Keep this sheet offline", "Wi-Fi (Lager 3):", "Generated 2030-01-02, sheet v3",
         "Service credential for the nightly export job:", "unused", "UnRTF, version 0.21.10", "Prepared for"]
ROWKEEP = ["kunden_id", "ext_uuid", "uuid", "pw_klartext", "passwort", "api_token", "token", "iban", "telefon", "email", UUIDRX]
KEEP = {
    "mhonarc": ["<em>To</em>", "<em>Subject</em>", "Zugang / access", "<pre>", "rel=\"nofollow\"", "Call back:", "&lt;please change it&gt;", "Thu, 2 Jan 2030"],
    "txt2html": ["<p>", "Mail:", "Postal:", "&amp; must be rotated", "Bot link:", "Onboarding notes for", "id=42", "&lt;1&gt;"],
    "lwp-request": ["401 Unauthorized", "200 OK", "WWW-Authenticate: Basic realm=\"lager\"", "re:\"[0-9a-f]{32}\"", "re:Client-Peer: 127\\.0\\.0\\.1:199\\d\\d",
                    "User-Agent: lwp-request/6.68", "Authorization: Basic", "/private/export"],
    "iconv": ["Kunde:", "Ort:", "Kennwort:", "Token:"],
    "ldbsearch": ["# record 1", "# returned 1 records", "objectClass: person", "distinguishedName", "# 0 referrals", "displayName::", "userPassword::", "ou=people,dc=nordlicht"],
    "dhcp-lease-list": ["MANUFACTURER", "-NA-", "valid until", "HOSTNAME", "BEGIN", "re:20\\d\\d-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d", "manufacturer"],
    "nsd-checkzone": ["SOA", "AAAA", "CNAME", "is ok", "$ORIGIN", "3600 600 86400 300", "re:\\b20300101\\d\\d\\b", "hostmaster"],
    "httpry": ["http packets parsed", "GET", "POST", "/api/v2/login", "re:\\b403\\b", "re:\\b200\\b", "HTTP/1.1", "re:2030-01-01 \\d\\d:\\d\\d:\\d\\d"],
    "rasort": ["SrcAddr", "DstAddr", "SrcMac", "DstMac", "Dport", "Proto", "StartTime", "re:\\b(?:tcp|udp)\\b", "re:\\b(?:5432|6379|389|8443|3306)\\b"],
    "ldns-compare-zones": ["IN\tAAAA", "IN\tA\t", "\t600\t", "re:\\t\\+\\d+\\t-\\d+\\t~\\d+"],
    "tcsh": SHELLKEEP, "yash": SHELLKEEP, "busybox": SHELLKEEP,
    "remake": ["Successfully remade target file 'backup'", "Must remake target 'backup'", "Reading makefiles...", "backup"] + SHELLKEEP,
    "wget2": ["HTTP response 200 OK", "host_add_job", "re:0x[0-9a-f]{8,}", "Downloading", "name=http-user", "name=http-password", "*url =", "name=header", "blacklist"],
    "yq": ["Zugangsdaten", "Passwort:", "contraseña_api", "пароль-резерв", "jelszó/PIN", "sunucu", "retries: 3", "re:7f3e9a10-0000-4000-8000-00000000000\\d", "konfiguration"],
    "xmlindent": ["Benutzerkennung", "geheim:Kennwort", "contrasena", "motDePasse_LDAP", "jelszo_PIN", "port=\"636\"", "<version>"],
    "doveconf": ["plugin {", "Archiv_Passwort", "quota_clave-api", "mail_crypt_private_password", "# hidden, use -P to show it", "postmaster_address", "2.3.19.1 (9b53102964)", "protocols = imap lmtp"],
    "fish": ["set in global scope", "set in local scope", "unexported", "with 1 elements", "with 2 elements", "originally inherited as", "$Passwort_DB", "$jelszó",
             "$mot_de_passe", "$API__SCHLÜSSEL", "$pin_código", "$sunucu_şifresi", "$hôte"],
    "testparm": ["Loaded services file OK.", "Server role: ROLE_STANDALONE", "[global]", "[lager]", "acme:zugangs-passwort", "kasse:clave_api", "nordlicht:motdepasse", "workgroup = NORDLICHT"],
    "keepassxc-cli": ["Title:", "UserName:", "Password:", "Notes:", "re:\\{[0-9a-f-]{36}\\}", "re:\\b[0-9a-f]{40}\\b", UUIDRX, "Tags:"],
    "named-checkconf": ["hmac-sha256", "hmac-sha512", "static-ds", "re:\"[0-9A-F]{64}\"", "trust-anchors", "type secondary", "primaries", "update-policy"],
    "dumpasn1": ["curveEd25519 (1 3 101 112)", "subjectKeyIdentifier (2 5 29 14)", "re:(?:[0-9A-F]{2} ){19}[0-9A-F]{2}", "re:INTEGER (?:[0-9A-F]{2} ){11}[0-9A-F]{2}",
                 "UTF8String", "IA5String", "0 warnings, 0 errors.", "OCTET STRING"],
    "readmsg": ["re:bh=[A-Za-z0-9+/]{43}=", "re:<[0-9a-f]{20}@", UUIDRX, "Subject: Sign-in code", "Your sign-in code:", "Reference", "DKIM-Signature"],
    "html2text": ["re:\\b[0-9a-f]{64}\\b", "re:\\b[0-9a-f]{40}\\b", UUIDRX, "Deploy report", "SUCCESS", "Commit", "Deploy token", "DB password"],
    "elinks": NOKEY, "pdftotext": NOKEY, "odt2txt": NOKEY, "docx2txt": NOKEY, "unrtf": NOKEY,
    "birthday": ["re:is \\d+ years old", "re:in \\d+ (?:weeks?|months?|days?)", "time", "Inventur Lager"],
    "phonenumbers": ["PhoneNumber(country_code=", "valid: True", "re:type: \\d+", "re:region: [A-Z]{2}", "geo:", "carrier:", "re:tz: \\('[A-Za-z/_]+'"],
    "stdnum": ["re:stdnum\\.[a-z.]+", "valid", "get_birth_date", "get_gender", "calc_check_digits", "compact", "get_birth_place"],
    "vobject": ["BEGIN:VCARD", "VERSION:3.0", "TYPE=HOME", "TYPE=CELL", "re:urn:uuid:[0-9a-f-]{36}", "NOTE", "params for", "VCARD"],
    "aha": ["<pre>", "&lt;offen&gt;", "&amp; geprüft", "color:lime;", "color:yellow;", "Telefon", "IBAN", "Kunde"],
    "spatialite": ROWKEEP, "xlsx2csv": ROWKEEP, "agate": ROWKEEP,
    "lnav": ["c_ip", "cs_username", "cs_uri_stem", "cs_uri_query", "sc_status", "log_line", "cs_method", "sc_bytes", UUIDRX, "/api/export", "re:\\b302\\b", "GET", "POST"],
    "bean-query": ["date", "payee", "narration", "position", "account", "re:\\d+\\.\\d\\d EUR", "Expenses:Lieferanten", "re:2030-01-0\\d", "beleg", "id"],
}


def record_texts(rec):
    if rec["kind"] == "line":
        return [rec["text"]]
    if rec["kind"] == "block":
        return rec["lines"]
    return [rec["table"]] + rec["columns"] + rec["row"]


def choose_keeps(prog, texts, spans_by_text, span_strings):
    out = []
    for c in KEEP[prog]:
        cands = []
        if c.startswith("re:"):
            for t in texts:
                cands += [m.group(0) for m in re.finditer(c[3:], t)]
        else:
            cands = [c]
        for k in cands:
            if k in out or any(k in x or x in k for x in out):
                continue
            if any(k in s or s in k for s in span_strings):
                continue
            ok = False
            for t, sp in zip(texts, spans_by_text):
                for m in re.finditer(re.escape(k), t):
                    if not any(m.start() < e and s < m.end() for s, e, _ in sp):
                        ok = True
                        break
                if ok:
                    break
            if ok:
                out.append(k)
                break
        if len(out) >= 6:
            break
    return out


def main():
    TEMPLATES = []
    for dn in sorted(os.listdir(CAPT)):
        m0 = json.load(open(os.path.join(CAPT, dn, "0.meta.json"), encoding="utf-8"))
        TEMPLATES.append((m0["cls"], m0["program"], m0["pkg"]))
    dev, held, summary = [], [], {}
    all_recs = set()
    tot = dict(records=0, secrets=0, private=0, keep=0)
    for cls, prog, pkg in TEMPLATES:
        tpl = f"c33-{cls}-{prog}"
        d = os.path.join(CAPT, tpl)
        recs = []
        meta0 = None
        for n in range(8):
            try:
                text = open(os.path.join(d, f"{n}.txt"), encoding="utf-8").read()
                meta = json.load(open(os.path.join(d, f"{n}.meta.json"), encoding="utf-8"))
            except OSError as e:
                err(f"{tpl}/{n}: missing capture {e}")
                continue
            meta0 = meta0 or meta
            try:
                rec = EXTRACT[prog](text, meta)
            except Exception as e:
                err(f"{tpl}/{n}: extraction failure: {e}")
                continue
            texts = record_texts(rec)
            spans_by_text, found = [], set()
            secrets, private = [], []
            for t in texts:
                sp, f = find_spans(t, meta["values"])
                spans_by_text.append(sp)
                found |= f
                for s, e, k in sp:
                    x = t[s:e]
                    if x not in t:
                        err(f"{tpl}/{n}: span not substring")
                    (secrets if k == "secret" else private).append(x)
            secrets = list(dict.fromkeys(secrets))
            private = [x for x in dict.fromkeys(private) if x not in secrets]
            for v in meta["values"]:
                if v["name"] not in found and v["name"] not in meta["not_printed"]:
                    err(f"{tpl}/{n}: planted value {v['name']}={v['value']!r} not found and not declared not_printed")
            keeps = choose_keeps(prog, texts, spans_by_text, secrets + private)
            if not (2 <= len(keeps) <= 8):
                err(f"{tpl}/{n}: keep count {len(keeps)}: {keeps}")
            for k in keeps:
                if not any(k in t for t in texts):
                    err(f"{tpl}/{n}: keep {k!r} not in record")
                if any(k in s or s in k for s in secrets + private):
                    err(f"{tpl}/{n}: keep {k!r} overlaps a span string")
            for s in secrets + private:
                if not any(s in t for t in texts):
                    err(f"{tpl}/{n}: span {s!r} not a substring")
            source = (f"{prog} {meta['version_line']} (Debian {pkg} {meta['pkg_version']}), template {tpl} "
                      f"[real software run on this machine, see captured/]")
            r = {"class": cls, "source": source}
            r.update(rec)
            r.update(secrets=secrets, private=private, keep=keeps)
            js = json.dumps(r, ensure_ascii=False, sort_keys=True)
            if js in all_recs:
                err(f"{tpl}/{n}: duplicate record")
            all_recs.add(js)
            recs.append((hashlib.sha256(js.encode()).hexdigest(), r))
        if len(recs) != 8:
            err(f"{tpl}: {len(recs)} records, expected 8")
        recs.sort(key=lambda x: x[0])
        dev += [r for _, r in recs[:4]]
        held += [r for _, r in recs[4:]]
        ns = sum(len(r["secrets"]) for _, r in recs)
        npv = sum(len(r["private"]) for _, r in recs)
        nk = sum(len(r["keep"]) for _, r in recs)
        summary[tpl] = dict(cls=cls, program=prog, pkg=pkg, pkg_version=meta0["pkg_version"] if meta0 else "",
                            version_line=meta0["version_line"] if meta0 else "", records=len(recs), dev=min(4, len(recs)),
                            heldout=max(0, len(recs) - 4), secrets=ns, private=npv, keep=nk)
        tot["records"] += len(recs)
        tot["secrets"] += ns
        tot["private"] += npv
        tot["keep"] += nk
    if len(dev) != 160 or len(held) != 160:
        err(f"split {len(dev)}/{len(held)} != 160/160")
    for name, rs in (("dev.jsonl", dev), ("heldout.jsonl", held)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for r in rs:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    summary = {k: dict(v, **{"class": v.pop("cls")}) for k, v in summary.items()}
    with open(os.path.join(HERE, "summary.json"), "w", encoding="utf-8") as f:
        json.dump(dict(templates=summary, totals=tot), f, ensure_ascii=False, indent=1)
    if ERRORS:
        for e in ERRORS:
            print("FAIL", e)
        print(f"{len(ERRORS)} validation failures")
        sys.exit(1)
    print("OK", tot)


if __name__ == "__main__":
    sys.path.insert(0, HERE)
    main()
