#!/usr/bin/env python3
"""corpus30 generate: builds dev.jsonl / heldout.jsonl / summary.json from captured/ only.

Reads captured/<key>/unit<n>.<stream>.txt, units.json and version.txt, extracts one record per
unit (line / block / row), labels every planted value in every encoded form synthlib.forms()
knows, picks 2-8 keep tokens, validates, splits 4/4 per template and writes the output.
Exits non-zero if any validation fails.
"""
import hashlib
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import synthlib as S  # noqa: E402

CAP = os.path.join(HERE, "captured")
ERRORS = []


def err(msg):
    ERRORS.append(msg)


def read(key, n, stream):
    path = os.path.join(CAP, key, "unit%d.%s.txt" % (n, stream))
    with open(path, "rb") as f:
        return f.read().decode("utf-8")


def lines_of(text):
    return text.split("\n")


def nonempty(lines):
    return [l for l in lines if l.strip()]


def between(lines, start_pred, end_pred, include_end=True):
    out = []
    on = False
    for l in lines:
        if not on and start_pred(l):
            on = True
        if on:
            if end_pred(l) and out:
                if include_end:
                    out.append(l)
                break
            out.append(l)
    return out


def line_rec(text):
    return {"kind": "line", "text": text}


def block_rec(lines):
    return {"kind": "block", "lines": lines}


def row_rec(table, columns, row):
    return {"kind": "row", "table": table, "columns": columns, "row": row}


def re_all(pattern, text, group=0):
    return [m.group(group) for m in re.finditer(pattern, text, re.M)]


# --------------------------------------------------------------------------
# extraction + keep candidates, per template.  Each returns (record_without_labels, keep_candidates)


def x_jo(n, u):
    out = read("jo", n, "stdout").rstrip("\n")
    ls = lines_of(out)
    rec = line_rec(ls[0]) if len(ls) == 1 else block_rec(ls)
    return rec, ["event", "credential.rotated", "service", "attempt", "dry_run", "payload", "endpoint", "note", "blob"]


def x_uni2ascii(n, u):
    t = read("uni2ascii", n, "stdout").rstrip("\n")
    return line_rec(t), ["auth-gw", "WARN", "login failed", "POST", "/api/v1/session", "support-note", "Reset",
                         "src", "passphrase", "login", "sid", "Kennwort", "user", "password"]


def x_cvs(n, u):
    t = read("cvs", n, "cvspass").rstrip("\n")
    return line_rec(t), ["/1", ":pserver:", "19950", "/tmp/c30run/work/cvs/cvsroot"]


def x_uuencode(n, u):
    ls = nonempty(lines_of(read("uuencode", n, "stdout")))
    return block_rec(ls), ["begin-base64", "begin", "644", "====", "end", "`"]


def x_recode(n, u):
    ls = nonempty(lines_of(read("recode", n, "stdout")))
    return block_rec(ls), ["Ticket", "Zugang", "zur&uuml;ckgesetzt", "Tempor&auml;res", "[smtp]", "relay", "user", "pass", "api",
                           "=3D", "db.url", "db.user", "ledger_app", "db.password", "ops.contact", "5432"]


def x_nmap(n, u):
    ls = lines_of(read("nmap", n, "stdout"))
    start = [i for i, l in enumerate(ls) if l.startswith("<nmaprun ")][0]
    end = max(i for i, l in enumerate(ls) if l == "</host>")
    return block_rec(ls[start:end + 1]), ["nmaprun", "scanner=\"nmap\"", "-sL", "xmloutputversion=\"1.05\"", "user-set",
                                          "addrtype", "PTR", "reason_ttl", "unknown", "7.93"]


def x_sipcalc(n, u):
    ls = [l for l in nonempty(lines_of(read("sipcalc", n, "stdout"))) if l.strip() != "-"]
    return block_rec(ls), ["[CIDR]", "[IPV6 INFO]", "Host address", "Network mask", "Broadcast address", "Expanded Address",
                           "Compressed address", "Prefix length", "Address type", "Cisco wildcard", "Usable range"]


def x_ipv6calc(n, u):
    ls = lines_of(read("ipv6calc", n, "stdout"))
    end = [i for i, l in enumerate(ls) if l.startswith("IPV6CALC_VERSION=")][0]
    return block_rec(ls[:end + 1]), ["IPV6_TYPE", "unique-local-unicast", "global-unicast", "IPV6_REGISTRY", "EUI48_SCOPE",
                                     "EUI48_TYPE", "IPV6CALC_VERSION=1.0.0", "iid-eui48", "IPV6_ANON", "SLA"]


def x_ifconfig(n, u):
    ls = lines_of(read("ifconfig", n, "stdout"))
    blk = ls[:5]
    return block_rec(blk), [u["meta"]["ifname"], "flags=4163<UP,BROADCAST,RUNNING,MULTICAST>", "mtu", "netmask", "broadcast",
                            "prefixlen", "scopeid", "txqueuelen", "(Ethernet)"]


def x_conntrack(n, u):
    ls = nonempty(lines_of(read("conntrack", n, "stdout")))
    t = "\n".join(ls)
    return block_rec(ls), ["[UNREPLIED]", "[ASSURED]", "ESTABLISHED", "SYN_SENT", "TIME_WAIT", "mark=0", "use=1"] + re_all(r"id=\d+", t)


def x_pgrep(n, u):
    ls = nonempty(lines_of(read("pgrep", n, "stdout")))
    assert len(ls) == 1, ls
    return line_rec(ls[0]), [u["meta"]["command"], "--single-transaction", "--routines", "StrictHostKeyChecking=no",
                             "/opt/backup/run.sh", "--no-auth-warning", "monitor", "--gzip", "--archive=/var/backups/m.gz",
                             "get report.xlsx", "mirror -R /srv/out /in; quit", "(mail=*)", "-sS", "format=csv", "6379"]


def x_zsh(n, u):
    ls = [l for l in lines_of(read("zsh", n, "stderr")) if l.startswith("+/tmp/c30run/work/zsh/u%d.zsh:" % n) and not l.endswith("> set -e")]
    return block_rec(ls), ["rsync", "docker login", "mysql", "SHOW SLAVE STATUS\\G", "curl -fsS", "/health", "sslmode=require",
                           "mc alias set", "htpasswd -b -B", "/etc/nginx/.htpasswd", "openssl pkcs12 -export", "smbclient", "-c ls",
                           "-e", "select 1", "export PGHOST"]


def x_expect(n, u):
    ls = re.split(r"\r?\n", read("expect", n, "stdout+stderr"))
    blk = between(ls, lambda l: l.startswith("spawn "), lambda l: l.startswith("send: sending"))
    blk = [l for l in blk if l.strip()]
    return block_rec(blk), ["parent: waiting for sync byte", "spawn: returns", "glob pattern", "expect_out(buffer)",
                            "send: sending", "spawn_id exp3", "-W", "-d ledger", "login", "19961", "19962", "19963"]


def x_apt_config(n, u):
    ls = [l for l in lines_of(read("apt-config", n, "stdout")) if re.search(r"Proxy|CommandLine::AsString", l)]
    return block_rec(ls), ["Acquire::http::Proxy", "Acquire::ftp::Proxy", "Acquire::https::Proxy", "CommandLine::AsString",
                           "DIRECT", "dump", "3128", "2121"]


def x_jps(n, u):
    pid = str(u["meta"]["pid"])
    ls = [l for l in lines_of(read("jps", n, "stdout")) if l.startswith(pid + " ")]
    assert len(ls) == 1
    t = ls[0]
    return line_rec(t), [u["meta"]["main"]] + re_all(r"-X\S+|-D[\w.]+=\w+|--since=\S+", t) + ["9092", "--login", "5432"]


def x_crudini(n, u):
    ls = nonempty(lines_of(read("crudini", n, "stdout")))
    keys = re_all(r"\] (\S+) =", "\n".join(ls), 1)
    return block_rec(ls), ["[ general ]", "log_level", "info"] + keys + ["demand", "encrypt", "portal-web", "AES-256-GCM", "ledger-archive"]


def x_xmlstarlet(n, u):
    ls = nonempty(lines_of(read("xmlstarlet", n, "stdout")))
    t = "\n".join(ls)
    return block_rec(ls), sorted(set(re_all(r"@[\w.:-]+", t)), key=t.index) + ls[:2]


def x_tdbdump(n, u):
    ls = nonempty(lines_of(read("tdbdump", n, "stdout")))
    t = "\n".join(ls)
    return block_rec(ls), ["SECRETS/MACHINE_PASSWORD", "SECRETS/SID", "SECRETS/MACHINE_LAST_CHANGE_TIME", "SECRETS/LDAP_BIND_PW",
                           "key(", "data("] + re_all(r"S-1-5-21-\d+-\d+-\d+", t)


def x_hg(n, u):
    ls = nonempty(lines_of(read("hg", n, "stdout")))
    t = "\n".join(ls)
    return block_rec(ls), [u["meta"]["fingerprint"]] + re_all(r"(auth\.\w+\.\w+)=", t, 1) + ["paths.default", "hostsecurity", ".hg/hgrc", "sha256"]


def x_gron(n, u):
    ls = nonempty(lines_of(read("gron", n, "stdout")))
    t = "\n".join(ls)
    paths = [l.split(" = ")[0] for l in ls if not l.endswith("{};") and not l.endswith("[];")]
    quoted = re_all(r'= "([A-Za-z_]{3,})";', t, 1)
    segs = []
    for sgm in re_all(r"\.([A-Za-z_]\w+)", t, 1):
        if sgm not in segs:
            segs.append(sgm)
    return block_rec(ls), quoted + paths + ["json"] + segs


def x_transmission(n, u):
    ls = lines_of(read("transmission-show", n, "stdout"))
    start = [i for i, l in enumerate(ls) if l == "GENERAL"][0]
    blk = nonempty(ls[start:])
    t = "\n".join(blk)
    return block_rec(blk), re_all(r"Hash: ([0-9a-f]{40})", t, 1) + ["Piece Count", "Private torrent", "Tier #1",
                                                                      "Transmission/3.00 (bb6b5a062e)", "TRACKERS", "FILES", "GENERAL"]


def x_fossil(n, u):
    ls = nonempty(lines_of(read("fossil", n, "stdout")))
    t = "\n".join(ls)
    return block_rec(ls), re_all(r"\b[0-9a-f]{64}\b", t) + re_all(r"^[RZ] ([0-9a-f]{32})$", t, 1) + ["app.env", "README", "deploy/values.yaml"]


def x_certtool(n, u):
    ls = lines_of(read("certtool", n, "stdout"))
    blk = between(ls, lambda l: l.startswith("PKCS #10"), lambda l: l.startswith("Self signature"))
    blk = nonempty(blk)
    t = "\n".join(blk)
    return block_rec(blk), re_all(r"sha1:[0-9a-f]{40}", t) + re_all(r"sha256:[0-9a-f]{64}", t) + re_all(r"pin-sha256:\S+", t) + \
        ["Challenge password", "Self signature: verified", "SECP256R1", "RSA-SHA256", "ECDSA-SHA256", "Example Corp"]


def x_apt_ftparchive(n, u):
    ls = nonempty(lines_of(read("apt-ftparchive", n, "stdout")))
    t = "\n".join(ls)
    return block_rec(ls), re_all(r"^(?:MD5sum|SHA1|SHA256|SHA512): ([0-9a-f]+)$", t, 1) + re_all(r"^Package: (\S+)", t, 1) + \
        re_all(r"^Version: (\S+)", t, 1) + ["Filename", "Depends"]


def x_ostree(n, u):
    ls = nonempty(lines_of(read("ostree", n, "stdout")))
    t = "\n".join(ls)
    return block_rec(ls), re_all(r"\b[0-9a-f]{64}\b", t) + ["ContentChecksum", "Version"] + re_all(r"Version: (\S+)", t, 1)


def x_cracklib(n, u):
    ls = nonempty(lines_of(read("cracklib-check", n, "stdout")))
    return block_rec(ls), ["OK", "it is based on a dictionary word", "it is WAY too short", "it is too short",
                           "it does not contain enough DIFFERENT characters", "it is too simplistic/systematic"]


def x_strings(n, u):
    ls = lines_of(read("strings", n, "stdout"))
    blk = between(ls, lambda l: "usage: %s" in l, lambda l: "GCC: (" in l)
    t = "\n".join(blk)
    return block_rec(blk), ["usage: %s <profile> [--dry-run]", "upstream %s returned %d (%s)", "GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"] + \
        re_all(r"^\s+([0-9a-f]{4})\s", t, 1)


def x_pass(n, u):
    ls = nonempty(lines_of(read("pass", n, "stdout")))
    t = "\n".join(ls)
    return block_rec(ls), ["login", "url", "rotated"] + re_all(r"login: (\S+)", t, 1) + re_all(r"rotated: (\S+)", t, 1)


def x_keyctl(n, u):
    ls = nonempty(lines_of(read("keyctl", n, "stdout")))
    t = "\n".join(ls)
    return block_rec(ls), ["Keyring", "keyring: _ses", "--alswrv", "user: job:", "fscrypt:"] + re_all(r"^\s*(\d{6,})", t, 1)


def x_oathtool(n, u):
    ls = lines_of(read("oathtool", n, "stdout"))
    blk = nonempty(between(ls, lambda l: l.startswith("Digits:"), lambda l: False))
    return block_rec(blk), ["Digits: 6", "Window size", "TOTP mode: SHA1", "Step size (seconds): 30", "Counter", "Start counter",
                            "Start time", "Current time"]


def x_uconv(n, u):
    t = read("uconv", n, "stdout").rstrip("\n")
    return line_rec(t), ["kyc.verify", "INFO", "customer", "dob", "id_no", "addr", "tel", "iban", "KYC_PENDING", "ACTIVE",
                         "BLOCKED"] + re_all(r"^(\d{5});", t, 1)


def x_pandoc(n, u):
    ls = nonempty(lines_of(read("pandoc", n, "stdout")))
    t = "\n".join(ls)
    return block_rec(ls), re_all(r"<th>(.*?)</th>", t, 1) + ['<tr class="header">', '<tr class="odd">', "<tbody>"]


def x_abook(n, u):
    ls = lines_of(read("abook", n, "stdout"))
    # the contact entry sits between the 3rd and 4th ruler lines
    rulers = [i for i, l in enumerate(ls) if l.startswith("-----")]
    blk = nonempty(ls[rulers[2] + 1:rulers[3]])
    t = "\n".join(blk)
    return block_rec(blk), ["Mobile:", "Work Phone:", blk[-1].split()[0]] + blk


def x_snail(n, u):
    ls = lines_of(read("s-nail", n, "mbox"))
    start = [i for i, l in enumerate(ls) if l.startswith("Date: ")][0]
    blk = nonempty(ls[start:])
    return block_rec(blk), ["MIME-Version: 1.0", "Content-Transfer-Encoding: quoted-printable", "User-Agent: s-nail v14.9.24",
                            "Content-Type: text/plain; charset=utf-8", "Message-ID", "Subject", "IBAN", "Adresse", "R=C3=BCckruf erbeten"]


def x_xsltproc(n, u):
    ls = nonempty(lines_of(read("xsltproc", n, "stdout")))
    t = "\n".join(ls)
    return block_rec(ls), ['encoding="US-ASCII"', "<export>", "<tel>", "<doc>", "<addr>", "<mail>"] + re_all(r'row id="(\d+)"', t, 1)


def parse_ascii_table(ls):
    border = [l for l in ls if l.startswith("+-")][0]
    cuts = [i for i, c in enumerate(border) if c == "+"]
    rows = [l for l in ls if l.startswith("|")]

    def cells(l):
        return [l[cuts[i] + 1:cuts[i + 1]].strip() for i in range(len(cuts) - 1)]
    return cells(rows[0]), [cells(r) for r in rows[1:]]


def x_litecli(n, u):
    ls = nonempty(lines_of(read("litecli", n, "stdout")))
    cols, rows = parse_ascii_table(ls)
    assert len(rows) == 1
    return row_rec(u["meta"]["table"], cols, rows[0]), cols + [rows[0][0], "starttls", "implicit"] + \
        [c for c in rows[0] if re.fullmatch(r"[0-9a-f]{64}|portal-\w+|reporting-\d+|2026-\d\d-\d\d \d\d:\d\d:\d\d|lgr_sk_\w{4}", c)]


def json_flat_object_raw(t):
    """Parse one flat JSON object, returning [(key, raw printed value)] with string values unquoted but unescaped."""
    out = []
    i = t.index("{") + 1
    tok = re.compile(r'\s*"((?:[^"\\]|\\.)*)"\s*:\s*("(?:[^"\\]|\\.)*"|[^,}]+)\s*(,|})')
    while True:
        m = tok.match(t, i)
        if not m:
            break
        v = m.group(2).strip()
        if v.startswith('"'):
            v = v[1:-1]
        out.append((m.group(1), v))
        i = m.end()
        if m.group(3) == "}":
            break
    return out


def x_datasette(n, u):
    t = read("datasette", n, "body")
    kv = json_flat_object_raw(t)
    cols = [k for k, _ in kv]
    row = [v for _, v in kv]
    return row_rec(u["meta"]["table"], cols, row), cols + [row[0]] + [c for c in row if c in ("1", "null") or re.fullmatch(r"2026-\d\d-\d\dT00:00:00Z|Mozilla/5\.0 \(X11; Linux x86_64\)", c)]


def x_db_dump(n, u):
    ls = lines_of(read("db_dump", n, "stdout"))
    h = ls.index("HEADER=END")
    d = ls.index("DATA=END")
    data = ls[h + 1:d]
    assert len(data) == 2 and all(l.startswith(" ") for l in data)
    key, val = data[0][1:], data[1][1:]
    return row_rec(u["meta"]["table"], ["key", "value"], [key, val]), ["session:", "user:", "cred:", "apikey:", "uid", "csrf", "email", "key", "value"]


def x_ldb(n, u):
    ls = nonempty(lines_of(read("ldb", n, "stdout")))
    assert len(ls) == 1
    key, val = ls[0].split(" : ", 1)
    return row_rec("default", ["key", "value"], [key, val]), ["tok/", "cfg/", "cust/", "node/", "scope", "repo:write",
                                                              "join_token", "/db_url", "5432", "key", "value"]


def x_tctmgr(n, u):
    ls = nonempty(lines_of(read("tctmgr", n, "stdout")))
    assert len(ls) == 1
    parts = ls[0].split("\t")
    cols = ["pk"] + parts[1::2]
    row = [parts[0]] + parts[2::2]
    return row_rec(u["meta"]["table"], cols, row), cols + [row[0]]


TEMPLATES = {
    "jo": ("encoded", x_jo), "uni2ascii": ("encoded", x_uni2ascii), "cvs": ("encoded", x_cvs),
    "uuencode": ("encoded", x_uuencode), "recode": ("encoded", x_recode),
    "nmap": ("infra", x_nmap), "sipcalc": ("infra", x_sipcalc), "ipv6calc": ("infra", x_ipv6calc),
    "ifconfig": ("infra", x_ifconfig), "conntrack": ("infra", x_conntrack),
    "pgrep": ("positional", x_pgrep), "zsh": ("positional", x_zsh), "expect": ("positional", x_expect),
    "apt-config": ("positional", x_apt_config), "jps": ("positional", x_jps),
    "crudini": ("key_unusual", x_crudini), "xmlstarlet": ("key_unusual", x_xmlstarlet), "tdbdump": ("key_unusual", x_tdbdump),
    "hg": ("key_unusual", x_hg), "gron": ("key_unusual", x_gron),
    "transmission-show": ("lookalike", x_transmission), "fossil": ("lookalike", x_fossil), "certtool": ("lookalike", x_certtool),
    "apt-ftparchive": ("lookalike", x_apt_ftparchive), "ostree": ("lookalike", x_ostree),
    "cracklib-check": ("no_key", x_cracklib), "strings": ("no_key", x_strings), "pass": ("no_key", x_pass),
    "keyctl": ("no_key", x_keyctl), "oathtool": ("no_key", x_oathtool),
    "uconv": ("pii_locale", x_uconv), "pandoc": ("pii_locale", x_pandoc), "abook": ("pii_locale", x_abook),
    "s-nail": ("pii_locale", x_snail), "xsltproc": ("pii_locale", x_xsltproc),
    "litecli": ("rows", x_litecli), "datasette": ("rows", x_datasette), "db_dump": ("rows", x_db_dump),
    "ldb": ("rows", x_ldb), "tctmgr": ("rows", x_tctmgr),
}
CLASSES = ["encoded", "infra", "positional", "key_unusual", "lookalike", "no_key", "pii_locale", "rows"]


# --------------------------------------------------------------------------
# labelling


def texts_of(rec):
    if rec["kind"] == "line":
        return [rec["text"]]
    if rec["kind"] == "block":
        return list(rec["lines"])
    return list(rec["row"])


def value_found(texts, value):
    for t in texts:
        for f in S.forms(value):
            i = t.find(f)
            while i >= 0:
                j = i + len(f)
                if not f.isdigit() or not ((i > 0 and t[i - 1].isdigit()) or (j < len(t) and t[j].isdigit())):
                    return True
                i = t.find(f, i + 1)
    return False


def label(rec, values):
    texts = texts_of(rec)
    pairs = [(v["v"], v["cls"]) for v in values]
    secrets, private = [], []
    spans_per_text = []
    for t in texts:
        spans = S.find_spans(t, pairs)
        spans_per_text.append(spans)
        for a, b, cls in spans:
            s = t[a:b]
            target = secrets if cls == "secret" else private
            if s not in target:
                target.append(s)
    # a string listed as private must not also be a secret
    private = [p for p in private if p not in secrets]
    return secrets, private, spans_per_text


def overlaps(texts, spans_per_text, token):
    labelled = [t[a:b] for t, spans in zip(texts, spans_per_text) for a, b, _ in spans]
    for t, spans in zip(texts, spans_per_text):
        i = t.find(token)
        while i >= 0:
            j = i + len(token)
            for a, b, _ in spans:
                if i < b and a < j:
                    return True
            i = t.find(token, i + 1)
    return any(l in token for l in labelled)


def pick_keep(rec, spans_per_text, candidates):
    texts = texts_of(rec)
    visible = texts + (rec["columns"] + [rec["table"]] if rec["kind"] == "row" else [])
    keep = []
    for c in candidates:
        if not c or len(c) < 2 or c in keep:
            continue
        if not any(c in t for t in visible):
            continue
        if overlaps(texts, spans_per_text, c):
            continue
        if any(c in k or k in c for k in keep):
            continue
        keep.append(c)
        if len(keep) == 8:
            break
    return keep


# --------------------------------------------------------------------------
# derived-value checks


def check_derived(key, u):
    if key == "oathtool":
        seed = bytes.fromhex([v["v"] for v in u["values"] if v["kind"] == "OTP seed (hex)"][0])
        codes = [v["v"] for v in u["values"] if v.get("derived") == "hotp"]
        m = u["meta"]
        if m["mode"] == "hotp":
            base = m["counter"]
        else:
            import calendar
            import time as _t
            base = calendar.timegm(_t.strptime(m["time"], "%Y-%m-%d %H:%M:%S UTC")) // 30
        want = [S.hotp(seed, base + i) for i in range(len(codes))]
        if want != codes:
            err("oathtool unit %d: codes %r != recomputed %r" % (u["unit"], codes, want))
    for v in u["values"]:
        k = v.get("id_label") or v["kind"]
        if k in S.NATIONAL_ID_VALIDATORS and not S.NATIONAL_ID_VALIDATORS[k](v["v"]):
            err("%s unit %d: national id %s fails its check digits" % (key, u["unit"], v["v"]))
        if k == "iban" and not S.iban_valid(v["v"]):
            err("%s unit %d: IBAN %s fails mod 97" % (key, u["unit"], v["v"]))


# --------------------------------------------------------------------------


def main():
    fails = S.checksum_selftests()
    for f in fails:
        err("checksum self-test failed: " + f)
    records = {}
    versions = {}
    for key, (cls, fn) in TEMPLATES.items():
        kdir = os.path.join(CAP, key)
        with open(os.path.join(kdir, "units.json"), encoding="utf-8") as f:
            units = json.load(f)
        with open(os.path.join(kdir, "version.txt"), encoding="utf-8") as f:
            versions[key] = f.read().strip()
        if sorted(u["unit"] for u in units) != list(range(1, 9)):
            err("%s: expected units 1..8, got %r" % (key, [u["unit"] for u in units]))
        recs = []
        for u in sorted(units, key=lambda u: u["unit"]):
            n = u["unit"]
            try:
                rec, keep_cands = fn(n, u)
            except Exception as e:  # extraction failure is a validation failure
                err("%s unit %d: extraction failed: %r" % (key, n, e))
                continue
            check_derived(key, u)
            texts = texts_of(rec)
            for v in u["values"]:
                if v["required"] and not value_found(texts, v["v"]):
                    err("%s unit %d: required %s value %r (%s) not found in record" % (key, n, v["cls"], v["v"], v["kind"]))
            secrets, private, spans = label(rec, u["values"])
            keep = pick_keep(rec, spans, keep_cands)
            if not 2 <= len(keep) <= 8:
                err("%s unit %d: %d keep tokens %r" % (key, n, len(keep), keep))
            for s in secrets + private:
                if not any(s in t for t in texts):
                    err("%s unit %d: span %r not in record" % (key, n, s))
            if not secrets and cls not in ("infra", "pii_locale", "rows"):
                err("%s unit %d: no secret labelled" % (key, n))
            rec.update({"secrets": secrets, "private": private, "keep": keep, "class": cls,
                        "source": "%s %s, template c30-%s-%s [real software run on this machine, see captured/]" % (
                            key, versions[key], cls, key)})
            recs.append(rec)
        records[key] = recs
    # counts, duplicates, split
    allrecs = [r for rs in records.values() for r in rs]
    seen = set()
    for r in allrecs:
        j = json.dumps(r, sort_keys=True, ensure_ascii=False)
        if j in seen:
            err("duplicate record: %s" % j[:120])
        seen.add(j)
    for key, rs in records.items():
        if len(rs) != 8:
            err("%s: %d records" % (key, len(rs)))
    per_class = {c: sum(len(records[k]) for k in records if TEMPLATES[k][0] == c) for c in CLASSES}
    for c, cnt in per_class.items():
        if cnt != 40:
            err("class %s has %d records" % (c, cnt))
    if len(allrecs) != 320:
        err("total %d records" % len(allrecs))
    dev, held = [], []
    for key in TEMPLATES:
        rs = sorted(records.get(key, []), key=lambda r: hashlib.sha256(json.dumps(r, sort_keys=True, ensure_ascii=False).encode()).hexdigest())
        dev += rs[:4]
        held += rs[4:]
        if len(rs[:4]) != 4 or len(rs[4:]) != 4:
            err("%s: split is not 4/4" % key)
    if ERRORS:
        for e in ERRORS:
            print("VALIDATION FAILED:", e, file=sys.stderr)
        print("%d validation failure(s); nothing written" % len(ERRORS), file=sys.stderr)
        return 1
    for name, rs in (("dev.jsonl", dev), ("heldout.jsonl", held)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for r in rs:
                f.write(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n")
    # read back
    back = {}
    for name in ("dev.jsonl", "heldout.jsonl"):
        with open(os.path.join(HERE, name), "rb") as f:
            back[name] = [json.loads(l.decode("utf-8")) for l in f.read().splitlines()]
    if len(back["dev.jsonl"]) != 160 or len(back["heldout.jsonl"]) != 160:
        print("read-back count mismatch", file=sys.stderr)
        return 1
    summary = {"records": len(allrecs), "dev": 160, "heldout": 160, "classes": {}, "templates": {}}
    for c in CLASSES:
        rs = [r for k in records if TEMPLATES[k][0] == c for r in records[k]]
        summary["classes"][c] = {"records": len(rs), "secrets": sum(len(r["secrets"]) for r in rs),
                                 "private": sum(len(r["private"]) for r in rs), "keep": sum(len(r["keep"]) for r in rs)}
    for k, rs in records.items():
        summary["templates"][k] = {"class": TEMPLATES[k][0], "version": versions[k], "records": len(rs),
                                   "kinds": sorted(set(r["kind"] for r in rs)),
                                   "secrets": sum(len(r["secrets"]) for r in rs), "private": sum(len(r["private"]) for r in rs),
                                   "keep": sum(len(r["keep"]) for r in rs)}
    summary["totals"] = {x: sum(v[x] for v in summary["classes"].values()) for x in ("records", "secrets", "private", "keep")}
    with open(os.path.join(HERE, "summary.json"), "w", encoding="utf-8") as f:
        json.dump(summary, f, ensure_ascii=False, indent=1, sort_keys=True)
    print(json.dumps(summary["totals"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
