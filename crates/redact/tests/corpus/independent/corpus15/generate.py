"""Build dev.jsonl / heldout.jsonl from captured/ (real) and synthlib (synthetic).

Reads only captured/ and synthlib.py.  Deterministic: re-running gives byte-identical files.
"""
import hashlib
import json
import os
import random
import re
import sys
import urllib.parse
from collections import OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import synthlib as S  # noqa: E402

CAP = os.path.join(HERE, "captured")
CLASSES = ["pii_locale", "positional", "infra", "encoded", "no_key", "lookalike", "key_unusual", "rows"]
PER_CLASS = 40
REAL_PER_CLASS = 28
REAL_TAG = " [real software run on this machine, see captured/]"
SYN_TAG = " [synthetic]"

PJ = json.load(open(os.path.join(CAP, "planted.json"), encoding="utf-8"))
VER = PJ["versions"]
PLANTED = PJ["planted"]

# ---------------------------------------------------------------- value forms

SAFE_SETS = ["", "/", "!'()*-._~", "!$&'()*+,;=:@/?-._~", "!$'()*,;:@/-._~"]


def forms(v):
    out = [v]
    j = json.dumps(v)[1:-1]
    out.append(j)
    out.append(json.dumps(j)[1:-1])
    out.append(json.dumps(v, ensure_ascii=False)[1:-1])
    for s in SAFE_SETS:
        out.append(urllib.parse.quote(v, safe=s))
        out.append(urllib.parse.quote_plus(v, safe=s))
    res = []
    for f in out:
        if f and f not in res:
            res.append(f)
    return res


def occurrences(text, val):
    res, i = [], text.find(val)
    while i >= 0:
        res.append((i, i + len(val)))
        i = text.find(val, i + 1)
    return res


def boundary_ok(text, a, b, val):
    if len(val) >= 8 and not val.isdigit():
        return True
    before = text[a - 1] if a > 0 else " "
    after = text[b] if b < len(text) else " "
    return not before.isalnum() and not after.isalnum()


def find_values(texts, pvals, extra):
    """texts: list of strings (cells or a single text). Returns list of (value, label, cls)."""
    found = OrderedDict()
    for p in pvals:
        for f in forms(p["value"]):
            for t in texts:
                if any(boundary_ok(t, a, b, f) for a, b in occurrences(t, f)):
                    found.setdefault(f, (p["label"], p["cls"]))
    for v, lab in extra:
        found.setdefault(v, (lab, None))
    # drop a value when all its occurrences lie inside another listed value
    vals = list(found)
    drop = set()
    for v in vals:
        inside_all = True
        for t in texts:
            for a, b in occurrences(t, v):
                if not any(w != v and len(w) > len(v) and any(c <= a and b <= d for c, d in occurrences(t, w))
                           for w in vals):
                    inside_all = False
        if inside_all and any(occurrences(t, v) for t in texts):
            drop.add(v)
    return [(v, found[v][0], found[v][1]) for v in vals if v not in drop]


# ---------------------------------------------------------------- keep extraction

KEEP_RX = [re.compile(x) for x in [
    r"\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(?:[.,]\d+)?(?: ?[+-]\d{4}|Z)?",
    r"\d{2}/[A-Z][a-z]{2}/\d{4}:\d{2}:\d{2}:\d{2} [+-]\d{4}",
    r"\b[A-Z][a-z]{2} [ \d]\d \d{2}:\d{2}:\d{2}\b",
    r"\d{8}-\d{2}:\d{2}:\d{2}\.\d{3}",
    r"\b(?:DEBUG|INFO|WARNING|ERROR|CRITICAL|WARN|DEB|INF)\b",
    r"\bdebug[123]\b",
    r"\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b",
    r"\b00-[0-9a-f]{32}-[0-9a-f]{16}-0[01]\b",
    r"sha256:[0-9a-f]{64}",
    r"SHA256:[A-Za-z0-9+/]{43}",
    r"(?<![0-9a-zA-Z])[0-9a-f]{40}(?![0-9a-zA-Z])",
    r"(?<![0-9a-zA-Z])[0-9a-f]{32}(?![0-9a-zA-Z])",
    r"(?<![0-9a-zA-Z])[0-9a-f]{64}(?![0-9a-zA-Z])",
    r"(?<![0-9a-zA-Z])[0-9a-f]{16}(?![0-9a-zA-Z])",
    r"HTTP/1\.1\"? \d{3}\b",
    r"\"HTTP/1\.1 \d{3} [A-Za-z ]+\"",
    r"python-httpx/[\d.]+",
    r"OpenSSH_[\d.]+p\d",
    r"W/\\\"[0-9a-z]+-[A-Za-z0-9+/]+\\\"",
    r"\b(?:INSERT INTO|CREATE TABLE|CREATE INDEX|CREATE UNIQUE INDEX|SELECT|UPDATE|DELETE FROM|RETURNING|ALTER TABLE)\b",
    r"\"(?:auth_[a-z_]+|django_[a-z_]+|kunden_stammdaten|app_einstellung)\"",
    r"\(\d+\.\d{3}\)",
    r"\b\d+\.\d{3} ms\b",
    r"\b[a-z_]+\.(?:py|js|c):\d+\b",
    r"__main__:[a-z_]+:\d+",
    r"\b(?:ConnectionRefusedError|PermissionError|Traceback \(most recent call last\)|Conversion Error)\b",
    r"\[preauth\]", r"\bssh2\b", r"\bport \d+\b", r"Invalid user", r"Failed password", r"Connection closed by",
    r"userauth-request", r"input_userauth_request", r"Setting env \d+", r"setting env",
    r"Sending command", r"mm_answer_[a-z_]+", r"ensure_minimum_time_since", r"elapsed [\d.]+ms",
    r"query\[[A-Z]+\]", r"\bdnsmasq\b", r"\bconfig\b",
    r"\"event\": \"[a-z_]+\"", r"\"level\":\s?\"[a-z]+\"", r"\"message\":\"[^\"]+\"",
    r"\"requestId\":\"[0-9a-f-]{36}\"",
    r"\b(?:varchar|int32|int64|uuid|timestamp|date)\b",
    r"\b(?:alias=default|args=None)\b",
    r"paramiko\.transport", r"thr=\d+",
]]


def keep_values(texts, listed, limit=8):
    spans = []
    vals = [v for v, _, _ in listed]
    cands = []
    for t in texts:
        lspans = [s for v in vals for s in occurrences(t, v)]
        for rx in KEEP_RX:
            for m in rx.finditer(t):
                k = m.group(0)
                if k in cands:
                    continue
                if any(k in v or v in k for v in vals):
                    continue
                # needs an occurrence outside all listed spans
                if not any(all(b <= c or a >= d for c, d in lspans) for a, b in occurrences(t, k)):
                    continue
                cands.append((t.find(k), k))
    order = []
    for _, k in sorted(cands, key=lambda x: x[0]):
        if k not in order:
            order.append(k)
    return order[:limit]


# ---------------------------------------------------------------- record construction

def mk(kind, payload, listed, keep, cls, source):
    rec = OrderedDict()
    rec["kind"] = kind
    if kind == "line":
        rec["text"] = payload
    elif kind == "block":
        rec["lines"] = payload
    else:
        rec["columns"], rec["row"] = payload
    rec["secrets"] = [v for v, lab, _ in listed if lab == "secret"]
    rec["private"] = [v for v, lab, _ in listed if lab == "private"]
    rec["keep"] = keep
    rec["class"] = cls
    rec["source"] = source
    return rec


PRIO = ["rows", "key_unusual", "encoded", "no_key", "positional", "pii_locale", "infra"]


def class_of(listed, forced=None):
    if forced:
        return forced
    counts = OrderedDict()
    for _, _, c in listed:
        if c:
            counts[c] = counts.get(c, 0) + 1
    if not counts:
        return "lookalike" if not listed else None
    best = max(counts.values())
    for c in PRIO:
        if counts.get(c) == best:
            return c
    return None


def texts_of(kind, payload):
    if kind == "line":
        return [payload]
    if kind == "block":
        return ["\n".join(payload)]
    cols, row = payload
    return list(cols) + [c for c in row if isinstance(c, str)]


def build(kind, payload, pvals, source, extra=(), forced=None, keep_extra=(), lookalike_ok=True):
    texts = texts_of(kind, payload)
    listed = find_values(texts, pvals, extra)
    cls = class_of(listed, forced)
    if cls is None or (cls == "lookalike" and not lookalike_ok):
        return None
    keep = []
    for k in keep_extra:
        if k not in keep:
            keep.append(k)
    for k in keep_values(texts, listed):
        if k not in keep:
            keep.append(k)
    vals = [v for v, _, _ in listed]
    keep = [k for k in keep if not any(k in v or v in k for v in vals)]
    # a keep value that lies inside another keep value adds nothing
    keep = [k for k in keep if not any(k != o and k in o for o in keep)]
    if kind == "row":
        keep = [k for k in keep if any(k in t for t in texts)]
    return mk(kind, payload, listed, keep, cls, source)


# ---------------------------------------------------------------- validation

COMMON_TLD = "com|org|net|io|dev|app|co|de|uk|jp|cn|ru|fr|info|biz|ai|me|us|eu|edu|gov|it|es|nl|pl|br|in"
DOMAIN_RX = re.compile(r"(?<![A-Za-z0-9._-])((?:[a-z0-9-]+\.)+(?:%s))(?![A-Za-z0-9-])" % COMMON_TLD)
IP_RX = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.])")


def ip_ok(a, b, c, d):
    a, b, c, d = int(a), int(b), int(c), int(d)
    if max(a, b, c, d) > 255:
        return True  # not an address
    return ((a, b, c) in [(192, 0, 2), (198, 51, 100), (203, 0, 113)] or a == 10 or a == 127
            or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168))


def validate(rec):
    kind = rec["kind"]
    payload = rec["text"] if kind == "line" else rec["lines"] if kind == "block" else (rec["columns"], rec["row"])
    texts = texts_of(kind, payload)
    listed = rec["secrets"] + rec["private"]
    for v in listed:
        if not any(v in t for t in texts):
            return f"listed value not in record: {v!r}"
    for k in rec["keep"]:
        if not any(k in t for t in texts):
            return f"keep value not in record: {k!r}"
        for v in listed:
            if k in v or v in k:
                return f"keep {k!r} overlaps listed {v!r}"
        ok = False
        for t in texts:
            spans = [s for v in listed for s in occurrences(t, v)]
            if any(all(b <= c or a >= d for c, d in spans) for a, b in occurrences(t, k)):
                ok = True
        if not ok:
            return f"keep {k!r} has no occurrence outside listed spans"
    if len(rec["keep"]) < 2:
        return "fewer than 2 keep values"
    if rec["class"] == "lookalike" and listed:
        return "lookalike lists values"
    if rec["class"] != "lookalike" and not listed:
        return "non-lookalike lists nothing"
    if "127.0.0.1" in listed:
        return "127.0.0.1 listed"
    for t in texts:
        td = t.replace("%40", "@")
        for m in DOMAIN_RX.finditer(td):
            dom = m.group(1)
            if not re.search(r"(?:^|\.)example\.(?:com|org|net)$", dom):
                return f"domain not allowed: {dom}"
        for m in IP_RX.finditer(t):
            if not ip_ok(*m.groups()):
                return f"ip not allowed: {m.group(0)}"
    if rec["class"] not in CLASSES:
        return "bad class"
    if not (rec["source"].endswith(REAL_TAG) or rec["source"].endswith(SYN_TAG)):
        return "bad source tag"
    if kind == "row":
        for c in rec["row"]:
            if not (c is None or isinstance(c, (str, int))):
                return "bad cell type"
    return None


# ---------------------------------------------------------------- real sources

def readlines(name):
    with open(os.path.join(CAP, name), encoding="utf-8") as fh:
        return fh.read().split("\n")


def pv(*sources):
    return [p for p in PLANTED if p["source"] in sources]


def interleave(groups):
    """groups: OrderedDict name -> list; round-robin across groups."""
    out, i = [], 0
    lists = list(groups.values())
    while any(i < len(g) for g in lists):
        for g in lists:
            if i < len(g):
                out.append(g[i])
        i += 1
    return out


def header_names(text):
    for ln in text.split("\n"):
        toks = [t.strip() for t in re.split(r"[│|]", ln) if t.strip()]
        if len(toks) >= 2 and not set(ln) <= set("+-|:─┌┬┐├┼┤└┴┘ "):
            return tuple(toks) if ("│" in ln or "|" in ln) else tuple(ln.split())
        if len(ln.split()) >= 2 and "│" not in ln and "|" not in ln and not set(ln) <= set("+-|:─ "):
            return tuple(ln.split())
    return ()


def real_candidates():
    C = OrderedDict()  # source key -> list of records

    def add(key, rec):
        if rec is not None:
            C.setdefault(key, []).append(rec)

    ssh_v = VER.get("OpenSSH sshd / ssh", "OpenSSH")
    ssh_short = ssh_v.split(",")[0]
    # sshd
    src = f"{ssh_short} sshd, LogLevel DEBUG3, -E log file" + REAL_TAG
    P = pv("sshd")
    groups = OrderedDict((g, []) for g in ["env", "inv", "failed", "closed", "uareq", "look"])
    for ln in readlines("sshd_debug3.log"):
        if not ln.strip():
            continue
        if "Setting env" in ln and "LANG=" not in ln:
            groups["env"].append(build("line", ln, P, src))
        elif ln.startswith("Invalid user"):
            groups["inv"].append(build("line", ln, P, src, lookalike_ok=False))
        elif ln.startswith("Failed password for invalid user"):
            groups["failed"].append(build("line", ln, P, src, lookalike_ok=False))
        elif ln.startswith("Connection closed by invalid user"):
            groups["closed"].append(build("line", ln, P, src, lookalike_ok=False))
        elif "userauth-request for user" in ln and "method password" in ln and "root" not in ln:
            groups["uareq"].append(build("line", ln, P, src, lookalike_ok=False))
        elif ("ensure_minimum_time_since" in ln or "Accepted key ED25519" in ln) and len(groups["look"]) < 8:
            groups["look"].append(build("line", ln, P, src))
    for r in interleave(groups):
        add("sshd", r)
    # ssh client
    src = f"{ssh_short} ssh client -v (debug1) stderr" + REAL_TAG
    groups = OrderedDict((g, []) for g in ["cmd", "env", "look"])
    for ln in readlines("ssh_client_v.log"):
        if "Sending command:" in ln:
            groups["cmd"].append(build("line", ln, P, src, lookalike_ok=False))
        elif "setting env" in ln and "LANG" not in ln:
            groups["env"].append(build("line", ln, P, src, lookalike_ok=False))
        elif "Server host key: ssh-ed25519 SHA256:" in ln and len(groups["look"]) < 4:
            groups["look"].append(build("line", ln, P, src, keep_extra=("debug1", "ssh-ed25519")))
    for r in interleave(groups):
        add("ssh_client", r)
    # paramiko
    src = f"paramiko {VER.get('paramiko')} transport DEBUG log (log_to_file)" + REAL_TAG
    n = 0
    for ln in readlines("paramiko_debug.log"):
        if n < 6 and ("Switch to new keys" in ln or "kex engine" in ln or "userauth is OK" in ln):
            r = build("line", ln, [], src)
            add("paramiko", r)
            n += 1
    # dnsmasq
    src = f"{VER.get('dnsmasq', 'dnsmasq').split('  ')[0]} log-queries=extra log-facility file" + REAL_TAG
    P = pv("dnsmasq")
    pidrx = re.compile(r"^[A-Z][a-z]{2} [ \d]\d \d\d:\d\d:\d\d dnsmasq\[(\d+)\]")
    groups = OrderedDict((g, []) for g in ["q", "cfg", "txt"])
    for ln in readlines("dnsmasq.log"):
        m = pidrx.match(ln)
        if not m:
            continue
        extra = [(m.group(1), "private")]
        kx = ("dnsmasq",)
        if "query[TXT]" in ln:
            groups["txt"].append(build("line", ln, P, src, extra=extra, keep_extra=kx, lookalike_ok=False))
        elif "query[A]" in ln:
            groups["q"].append(build("line", ln, P, src, extra=extra, keep_extra=kx, forced="infra"))
        elif " config " in ln and ln.rstrip().endswith(".example.net") is False and " is 10." in ln:
            groups["cfg"].append(build("line", ln, P, src, extra=extra, keep_extra=kx, forced="infra"))
        elif " config 10." in ln:
            groups["cfg"].append(build("line", ln, P, src, extra=extra, keep_extra=kx, forced="infra"))
    for r in interleave(groups):
        add("dnsmasq", r)
    # gunicorn access
    src = f"gunicorn {VER.get('gunicorn')} access log, custom access_log_format with request headers" + REAL_TAG
    P = pv("gunicorn")
    for ln in readlines("gunicorn_access.log"):
        if ln.strip():
            add("gunicorn", build("line", ln, P, src, keep_extra=("python-httpx/" + VER.get("httpx", ""),)))
    # httpx client log
    src = f"httpx {VER.get('httpx')} client INFO log (Python logging)" + REAL_TAG
    for ln in readlines("httpx_client.log"):
        if ln.strip() and "HTTP Request" in ln:
            add("httpx", build("line", ln, P, src, keep_extra=("HTTP Request",)))
    # express morgan
    ev = VER.get("express/morgan/winston", "")
    src = f"morgan access log (express, node {VER.get('node')}; {ev})" + REAL_TAG
    P = pv("express")
    for ln in readlines("express_morgan_access.log"):
        if ln.strip():
            add("morgan", build("line", ln, P, src, keep_extra=("python-httpx/" + VER.get("httpx", ""),)))
    src = f"winston JSON file transport (express, node {VER.get('node')}; {ev})" + REAL_TAG
    for ln in readlines("express_winston.log"):
        if ln.strip():
            add("winston", build("line", ln, P, src))
    # django
    src = f"Django {VER.get('Django')} django.db.backends DEBUG SQL log (sqlite backend)" + REAL_TAG
    P = pv("django")
    groups = OrderedDict((g, []) for g in ["user", "kunden", "einst", "look"])
    for ln in readlines("django_sql_debug.log"):
        if "django.db.backends (" not in ln:
            continue
        if 'INSERT INTO "auth_user"' in ln:
            groups["user"].append(build("line", ln, P, src, forced="positional"))
        elif 'INSERT INTO "kunden_stammdaten"' in ln:
            groups["kunden"].append(build("line", ln, P, src, forced="pii_locale"))
        elif 'INSERT INTO "app_einstellung"' in ln:
            groups["einst"].append(build("line", ln, P, src, forced="key_unusual"))
        elif ("CREATE INDEX" in ln or "CREATE UNIQUE INDEX" in ln) and len(groups["look"]) < 10:
            groups["look"].append(build("line", ln, P, src))
    for r in interleave(groups):
        add("django", r)
    # structlog
    src = f"structlog {VER.get('structlog')} JSONRenderer (json.dumps defaults)" + REAL_TAG
    P = pv("structlog")
    for ln in readlines("structlog.jsonl"):
        if ln.strip():
            add("structlog", build("line", ln, P, src))
    # loguru: tracebacks as blocks, warnings as lines
    src = f"loguru {VER.get('loguru')} file sink, diagnose=True" + REAL_TAG
    P = pv("loguru")
    lines = readlines("loguru.log")
    hdr = re.compile(r"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3} \| ")
    i = 0
    while i < len(lines):
        if hdr.match(lines[i]):
            j = i + 1
            while j < len(lines) and not hdr.match(lines[j]):
                j += 1
            blk = lines[i:j]
            while blk and not blk[-1].strip():
                blk.pop()
            if len(blk) == 1:
                add("loguru", build("line", blk[0], P, src, lookalike_ok=False))
            else:
                # the whole entry: header, traceback with diagnose value markers, exception line
                add("loguru", build("block", blk, P, src, lookalike_ok=False))
            i = j
        else:
            i += 1
    # duckdb
    dv = VER.get("duckdb")
    P = pv("duckdb")
    rows = json.load(open(os.path.join(CAP, "duckdb_rows.json"), encoding="utf-8"))
    groups = OrderedDict()
    for t, d in rows.items():
        src = f"DuckDB {dv} Python API, fetchall() of `{d['query']}`" + REAL_TAG
        groups[t] = [build("row", (d["columns"], r), P, src, keep_extra=tuple(d["columns"]),
                           forced=None if t == "artifacts" else "rows") for r in d["rows"]]
    txt = json.load(open(os.path.join(CAP, "duckdb_text.json"), encoding="utf-8"))
    groups["box"] = [build("block", b["text"].rstrip("\n").split("\n"), P,
                           f"DuckDB {dv} relation box rendering of `{b['query']}`" + REAL_TAG, keep_extra=header_names(b["text"]),
                           forced=None if "artifacts" in b["query"] else "rows") for b in txt["boxes"]]
    groups["pandas"] = [build("block", b["text"].split("\n"), P,
                              f"pandas {VER.get('pandas')} {b['how']} of a DuckDB {dv} result (tabulate {VER.get('tabulate')})" + REAL_TAG,
                              keep_extra=header_names(b["text"]),
                              forced=None if "build_id" in b["text"] else "rows") for b in txt["pandas"]]
    groups["err"] = [build("block", e.rstrip("\n").split("\n"), P,
                           f"DuckDB {dv} Python exception text (Conversion Error)" + REAL_TAG,
                           forced="no_key") for e in txt["errors"]]
    for r in interleave(groups):
        add("duckdb", r)
    return C


# ---------------------------------------------------------------- synthetic templates

def syn(kind, payload, listed, keep, cls, source):
    return mk(kind, payload, [(v, lab, None) for v, lab in listed], keep, cls, source + SYN_TAG)


def ts_iso(r):
    return f"2026-{r.randint(1, 11):02d}-{r.randint(10, 28)}T{r.randint(10, 23)}:{r.randint(10, 59)}:{r.randint(10, 59)}.{r.randint(100, 999)}Z"


def ts_3164(r):
    return f"{r.choice(['Jan', 'Feb', 'Mar', 'Oct', 'Nov'])} {r.randint(10, 28)} {r.randint(10, 23)}:{r.randint(10, 59)}:{r.randint(10, 59)}"


def t_pii_5424(r):
    loc = r.choice(["ja", "ko", "zh", "pl", "tr", "fi", "es", "pt"])
    name = S.person(r, loc)
    idv = {"ja": lambda x: S.dob(x, "ja"), "ko": S.kr_rrn, "zh": S.cn_id, "pl": S.pesel, "tr": S.tckn,
           "fi": S.hetu, "es": S.nie, "pt": S.cpf}[loc](r)
    tel = S.phone(r, loc)
    ts = ts_iso(r)
    mid = f"ID{r.randint(100, 999)}"
    line = (f"<134>1 {ts} app-{r.randint(1, 9)} kyc-svc - {mid} [kyc@32473 result=\"mismatch\" "
            f"name=\"{name}\" doc=\"{idv}\" tel=\"{tel}\"] document check failed")
    return syn("line", line, [(name, "private"), (idv, "private"), (tel, "private")],
               [ts, mid, "kyc@32473", "mismatch"], "pii_locale",
               "RFC 5424 syslog message with SD-PARAMs")


def t_pii_vcard(r):
    loc = r.choice(["ru", "el", "ar", "hi", "de", "it", "pl", "vi"])
    name = S.person(r, loc)
    tel = S.phone(r, {"ar": "in", "hi": "in", "el": "it"}.get(loc, loc))
    uid = S.uuid4(r)
    rev = f"2026{r.randint(1, 11):02d}{r.randint(10, 28)}T{r.randint(10, 23)}{r.randint(10, 59)}{r.randint(10, 59)}Z"
    adr = S.address(r, r.choice(["de", "it", "pl", "ru", "tr"]))
    lines = ["BEGIN:VCARD", "VERSION:4.0", f"FN:{name}", f"TEL;TYPE=cell:{tel}", f"ADR;TYPE=home:;;{adr}",
             f"UID:urn:uuid:{uid}", f"REV:{rev}", "END:VCARD"]
    return syn("block", lines, [(name, "private"), (tel, "private"), (adr, "private")],
               ["VERSION:4.0", uid, rev], "pii_locale", "vCard 4.0 (RFC 6350)")


def t_pii_hl7ish(r):
    # W3C Extended Log File Format line with a query string carrying personal data
    loc = r.choice(["nl", "sv", "no", "it", "de", "pl"])
    nid = {"nl": S.bsn, "sv": S.se_pnr, "no": S.no_fnr, "it": lambda x: S.codice_fiscale(x, "Esposito", "Giulia"),
           "de": lambda x: S.iban(x, "DE"), "pl": S.pesel}[loc](r)
    ib = S.iban(r, r.choice(["NL", "SE", "NO", "FI", "ES"]))
    d = f"2026-{r.randint(1, 11):02d}-{r.randint(10, 28)}"
    t = f"{r.randint(10, 23)}:{r.randint(10, 59)}:{r.randint(10, 59)}"
    cip = f"{r.choice(['198.51.100', '203.0.113'])}.{r.randint(2, 254)}"
    line = (f"{d} {t} 10.1.{r.randint(0, 9)}.{r.randint(2, 200)} POST /payout/verify id={nid}&acct={ib} 443 - {cip} "
            f"Mozilla/5.0+(Windows+NT+10.0) - 200 0 0 {r.randint(10, 900)}")
    return syn("line", line, [(nid, "private"), (ib, "private"), (cip, "private")], [d, t, "/payout/verify"], "pii_locale",
               "W3C Extended Log File Format (IIS default fields)")


def t_pos_smtp(r):
    u = S.email(r)
    pw = S.password(r)
    import base64
    bu, bp = base64.b64encode(u.encode()).decode(), base64.b64encode(pw.encode()).decode()
    qid = S.rstr(r, 12, "0123456789ABCDEF")
    lines = ["S: 220 mx1.example.net ESMTP ready", "C: EHLO build-agent", "S: 250-AUTH LOGIN PLAIN", "C: AUTH LOGIN",
             "S: 334 VXNlcm5hbWU6", f"C: {bu}", "S: 334 UGFzc3dvcmQ6", f"C: {bp}", "S: 235 2.7.0 Authentication successful",
             f"S: 250 2.0.0 Ok: queued as {qid}"]
    return syn("block", lines, [(bu, "private"), (bp, "secret")], ["235 2.7.0", "334 VXNlcm5hbWU6", qid],
               "positional", "SMTP AUTH LOGIN transcript (RFC 4954, RFC 5321)")


def t_pos_imap(r):
    u = S.login(r)
    pw = S.password(r).replace('"', "")
    tag = f"a{r.randint(1, 999):03d}"
    lines = ["S: * OK IMAP4rev2 Service Ready", f"C: {tag} LOGIN {u} \"{pw}\"", f"S: {tag} NO [AUTHENTICATIONFAILED] Invalid credentials"]
    return syn("block", lines, [(u, "private"), (pw, "secret")], ["IMAP4rev2", "[AUTHENTICATIONFAILED]", f"{tag} NO"],
               "positional", "IMAP LOGIN command (RFC 9051)")


def t_pos_ftp(r):
    u = S.login(r)
    pw = S.password(r)
    lines = ["220 FTP server ready", f"USER {u}", f"331 Password required for {u}", f"PASS {pw}", "530 Login incorrect."]
    return syn("block", lines, [(u, "private"), (pw, "secret")], ["331", "530 Login incorrect."], "positional",
               "FTP control connection (RFC 959)")


def t_pos_libpq(r):
    u = S.login(r)
    pw = S.password(r).replace("@", "").replace("/", "").replace(":", "")
    host = f"pg-{r.randint(1, 9)}.db.example.com"
    ts = ts_iso(r)
    url = f"postgresql://{u}:{urllib.parse.quote(pw, safe='')}@{host}:5432/orders?sslmode=require"
    pwq = urllib.parse.quote(pw, safe="")
    line = f"{ts} WARN pool: connect to {url} failed: FATAL 28P01 password authentication failed"
    return syn("line", line, [(u, "private"), (pwq, "secret"), (host, "private")], [ts, "WARN", "28P01", "sslmode=require"],
               "positional", "PostgreSQL connection URI (libpq docs, RFC 3986 userinfo)")


def t_infra_3164(r):
    host = f"bastion-{r.randint(1, 9):02d}"
    pid = str(r.randint(1000, 65000))
    ip = f"{r.choice(['198.51.100', '203.0.113'])}.{r.randint(2, 254)}"
    u = S.login(r)
    ts = ts_3164(r)
    port = r.randint(30000, 65000)
    line = f"{ts} {host} sshd[{pid}]: Accepted publickey for {u} from {ip} port {port} ssh2: ED25519 SHA256:{S.rstr(r, 43, S.ALNUM + '+/')}"
    return syn("line", line, [(host, "private"), (pid, "private"), (ip, "private"), (u, "private")],
               [ts, "Accepted publickey", "ssh2"], "infra", "BSD syslog (RFC 3164) with sshd message")


def t_infra_k8s(r):
    ns = r.choice(["payments", "search", "ledger"])
    pod = f"{ns}-api-{S.hexstr(r, 10)}-{S.rstr(r, 5, 'bcdfghjklmnpqrstvwxz2456789')}"
    node = f"aks-nodepool{r.randint(1, 3)}-{r.randint(10000000, 99999999)}-vmss{r.randint(0, 9):06d}"
    ip = f"10.244.{r.randint(0, 40)}.{r.randint(2, 250)}"
    age = f"{r.randint(2, 59)}s"
    line = f"{ns}   {age}   Warning   BackOff   pod/{pod}   Back-off restarting failed container api in pod {pod} on {node} ({ip})"
    return syn("line", line, [(pod, "private"), (node, "private")], ["Warning", "BackOff", age],
               "infra", "kubectl get events output (Kubernetes docs: Event LAST SEEN/TYPE/REASON/OBJECT/MESSAGE)")


def t_infra_elb(r):
    ts = ts_iso(r).replace(".", ".000").replace("Z", "") + "Z"
    cip = f"{r.choice(['198.51.100', '203.0.113', '192.0.2'])}.{r.randint(2, 254)}"
    tip = f"10.0.{r.randint(0, 40)}.{r.randint(2, 250)}"
    trace = f"Root=1-{S.hexstr(r, 8)}-{S.hexstr(r, 24)}"
    line = (f"https {ts} app/prod-alb/{S.hexstr(r, 16)} {cip}:{r.randint(30000, 65000)} {tip}:8080 0.001 0.034 0.000 200 200 "
            f"512 1337 \"GET https://shop.example.com:443/cart HTTP/1.1\" \"Mozilla/5.0\" ECDHE-RSA-AES128-GCM-SHA256 TLSv1.2 "
            f"- \"{trace}\" \"shop.example.com\"")
    return syn("line", line, [(cip, "private")], [ts, trace, "TLSv1.2"], "infra",
               "AWS Application Load Balancer access log entry (AWS ELB docs)")


def t_enc_qp(r):
    pw = S.password(r)
    import quopri
    name = S.person(r, r.choice(["de", "fi", "sv", "pl"]))
    qp_name = quopri.encodestring(name.encode()).decode().strip()
    qp_pw = quopri.encodestring(pw.encode()).decode().strip()
    mid = f"<{S.uuid4(r)}@mail.example.org>"
    lines = ["Content-Type: text/plain; charset=utf-8", "Content-Transfer-Encoding: quoted-printable",
             f"Message-ID: {mid}", "", f"Hallo {qp_name},", f"Ihr vorl=C3=A4ufiges Passwort lautet: {qp_pw}"]
    listed = [(qp_name, "private"), (qp_pw, "secret")]
    return syn("block", lines, listed, ["quoted-printable", mid], "encoded",
               "MIME quoted-printable body (RFC 2045 section 6.7)")


def t_enc_k8s_secret(r):
    import base64
    pw = S.password(r)
    key = S.aws_secret(r)
    b1, b2 = base64.b64encode(pw.encode()).decode(), base64.b64encode(key.encode()).decode()
    rv = str(r.randint(100000, 9999999))
    uid = S.uuid4(r)
    line = json.dumps({"apiVersion": "v1", "kind": "Secret", "metadata": {"name": "db-creds", "resourceVersion": rv, "uid": uid},
                       "data": {"password": b1, "aws_secret_access_key": b2}, "type": "Opaque"})
    return syn("line", line, [(b1, "secret"), (b2, "secret")], [rv, uid, "Opaque"], "encoded",
               "Kubernetes Secret object, data values base64 (Kubernetes API docs)")


def t_enc_form(r):
    em = S.email(r)
    pw = S.password(r) + " ß"
    e1, p1 = urllib.parse.quote_plus(em), urllib.parse.quote_plus(pw)
    ts = ts_iso(r)
    rid = S.uuid4(r)
    line = f"{ts} DEBUG form body request_id={rid} body=\"email={e1}&password={p1}&remember=on\""
    return syn("line", line, [(e1, "private"), (p1, "secret")], [ts, "DEBUG", rid], "encoded",
               "application/x-www-form-urlencoded body (WHATWG URL Standard)")


def t_enc_jsonjson(r):
    tok = S.jwt(r, {"sub": S.login(r), "iat": r.randint(1700000000, 1790000000)})
    em = S.email(r)
    inner = json.dumps({"headers": {"Authorization": f"Bearer {tok}"}, "user": em})
    ts = ts_iso(r)
    line = json.dumps({"ts": ts, "level": "error", "msg": "replay failed", "request": inner, "trace_id": S.trace_id(r)})
    tid = json.loads(line)["trace_id"]
    return syn("line", line, [(tok, "secret"), (em, "private")], [ts, "replay failed", tid], "encoded",
               "JSON text (RFC 8259) carrying a JSON-encoded string")


def t_nokey_irc(r):
    tok = r.choice([S.gh_token, S.stripe_key, S.password, lambda x: S.rstr(x, 32)])(r)
    nick = S.login(r)
    ts = f"[{r.randint(10, 23)}:{r.randint(10, 59)}:{r.randint(10, 59)}]"
    line = f"{ts} :{nick}!~{nick}@203.0.113.{r.randint(2, 254)} PRIVMSG #ops :oops wrong window {tok}"
    return syn("line", line, [(tok, "secret"), (nick, "private")] + [(line.split("@")[1].split(" ")[0], "private")],
               [ts, "PRIVMSG", "#ops"], "no_key", "IRC PRIVMSG (RFC 2812)")


def t_nokey_mail(r):
    code = S.otp(r)
    mid = f"<{S.hexstr(r, 16)}.{r.randint(1000, 9999)}@notify.example.com>"
    date = f"Sat, {r.randint(10, 28)} Nov 2026 {r.randint(10, 23)}:{r.randint(10, 59)}:{r.randint(10, 59)} +0000"
    lines = [f"Date: {date}", f"Message-ID: {mid}", "Subject: Sign-in attempt", "", f"{code}", "",
             "It expires in 10 minutes."]
    return syn("block", lines, [(code, "secret")], [date, mid, "Sign-in attempt"], "no_key",
               "Internet Message Format (RFC 5322)")


def t_nokey_journal(r):
    pw = S.password(r)
    cur = f"s={S.hexstr(r, 32)};i={r.randint(1000, 99999):x}"
    rt = str(r.randint(10**15, 10**16))
    lines = [f"__CURSOR={cur}", f"__REALTIME_TIMESTAMP={rt}", "PRIORITY=6", "SYSLOG_IDENTIFIER=backup.sh",
             f"MESSAGE=restic init done, repo unlocked with {pw}"]
    return syn("block", lines, [(pw, "secret")], [cur, rt, "SYSLOG_IDENTIFIER=backup.sh"], "no_key",
               "systemd Journal Export Format (systemd.io JOURNAL_EXPORT_FORMATS)")


def t_look_gosum(r):
    import base64
    mods = ["golang.org/x/net", "github.com/spf13/cobra", "google.golang.org/grpc", "go.uber.org/zap"]
    lines = []
    keep = []
    for _ in range(3):
        m = r.choice(mods).replace("golang.org", "golang.example.org").replace("github.com", "git.example.com") \
            .replace("google.golang.org", "pkg.example.org").replace("go.uber.org", "go.example.net")
        v = f"v{r.randint(0, 2)}.{r.randint(0, 40)}.{r.randint(0, 9)}"
        h = "h1:" + base64.b64encode(bytes(r.randint(0, 255) for _ in range(32))).decode()
        lines.append(f"{m} {v} {h}")
        keep += [v, h]
    return syn("block", lines, [], keep, "lookalike", "go.sum lines (Go Modules Reference, go.sum files)")


def t_look_oci(r):
    d1, d2 = S.sha256(r), S.sha256(r)
    sz1, sz2 = r.randint(1000, 9000), r.randint(10**6, 10**8)
    line = json.dumps({"schemaVersion": 2, "mediaType": "application/vnd.oci.image.manifest.v1+json",
                       "config": {"mediaType": "application/vnd.oci.image.config.v1+json", "digest": f"sha256:{d1}", "size": sz1},
                       "layers": [{"mediaType": "application/vnd.oci.image.layer.v1.tar+gzip", "digest": f"sha256:{d2}", "size": sz2}]})
    return syn("line", line, [], [f"sha256:{d1}", f"sha256:{d2}", "application/vnd.oci.image.manifest.v1+json"], "lookalike",
               "OCI image manifest (OCI Image Format Specification)")


def t_look_npm(r):
    import base64
    integ = "sha512-" + base64.b64encode(bytes(r.randint(0, 255) for _ in range(64))).decode()
    ver = f"{r.randint(1, 9)}.{r.randint(0, 30)}.{r.randint(0, 9)}"
    pkg = r.choice(["debug", "ms", "qs", "send", "mime-types"])
    lines = [f'    "node_modules/{pkg}": {{', f'      "version": "{ver}",',
             f'      "resolved": "https://registry.example.org/{pkg}/-/{pkg}-{ver}.tgz",',
             f'      "integrity": "{integ}"', "    },"]
    return syn("block", lines, [], [ver, integ, f"node_modules/{pkg}"], "lookalike",
               "package-lock.json v3 packages entry (npm docs: package-lock.json)")


def t_look_trace(r):
    tid, sid = S.trace_id(r), S.span_id(r)
    ts = ts_iso(r)
    line = (f"{ts} INFO traceparent=00-{tid}-{sid}-01 tracestate=vendor1={S.hexstr(r, 16)} "
            f"etag=\"{S.hexstr(r, 40)}\" build={S.hexstr(r, 7)} dur_ms={r.randint(1, 900)}")
    return syn("line", line, [], [ts, "INFO", f"00-{tid}-{sid}-01"], "lookalike",
               "W3C Trace Context traceparent/tracestate header values")


def t_ku_properties(r):
    k = r.choice(["datenbank.kennwort", "conexion.contrasena", "connexion.mot_de_passe", "banco.senha", "baza.haslo"])
    v = S.password(r)
    u = S.login(r)
    line1 = f"# generated {ts_iso(r)}"
    lines = [line1, "jdbc.pool.maxSize=20", f"{k.split('.')[0]}.benutzer={u}", f"{k}={v}"]
    return syn("block", lines, [(v, "secret"), (u, "private")], [line1[12:], "jdbc.pool.maxSize=20", k], "key_unusual",
               "Java .properties file (java.util.Properties.load documentation)")


def t_ku_ini(r):
    k = r.choice(["пароль", "密码", "パスワード", "비밀번호", "şifre", "salasana"])
    v = S.password(r)
    sec = r.choice(["[база_данных]", "[数据库]", "[veritabani]"])
    lines = [sec, "host = db.example.net", "port = 5433", f"{k} = {v}"]
    return syn("block", lines, [(v, "secret")], [sec, "port = 5433", k], "key_unusual",
               "INI file (Python configparser documentation)")


def t_ku_yaml(r):
    k = r.choice(["contraseña", "geheimschlüssel", "clé_api", "chave_de_acesso", "token_d_accès"])
    v = r.choice([S.stripe_key, S.gh_token, lambda x: S.rstr(x, 40)])(r)
    rev = S.sha1(r)
    lines = ["servicio:", "  nombre: pagos", f"  revision: {rev}", f"  {k}: \"{v}\"", "  reintentos: 3"]
    return syn("block", lines, [(v, "secret")], [rev, "reintentos: 3", k], "key_unusual",
               "YAML 1.2 block mapping (YAML spec 1.2.2)")


def t_ku_dotenv(r):
    k = r.choice(["GEHEIMNIS", "CLAVE_SECRETA", "SEGREDO_JWT", "SALAISUUS", "HEMLIGHET_API"])
    v = S.rstr(r, 48, S.B64URL)
    sha = S.sha1(r)
    lines = [f"# deploy {sha}", "APP_ENV=production", "LOG_LEVEL=info", f"{k}={v}"]
    return syn("block", lines, [(v, "secret")], [sha, "APP_ENV=production", k], "key_unusual",
               "dotenv file (docker compose env_file syntax docs)")


def t_rows_csv(r):
    loc = r.choice(["pl", "de", "tr", "ja", "ko", "fi", "pt"])
    cols = ["customer_id", "full_name", "email", "phone", "card_number", "updated_at"]
    card = S.card_number(r, r.choice(["4", "51", "37"]), 15 if False else 16)
    row = [r.randint(1000, 99999), S.person(r, loc), S.email(r), S.phone(r, loc), card, ts_iso(r)]
    return syn("row", (cols, row), [(row[1], "private"), (row[2], "private"), (row[3], "private"), (card, "private")],
               ["customer_id", "updated_at", row[5]], "rows", "CSV row with header (RFC 4180)")


def t_rows_copy(r):
    cols = ["id", "login", "password_hash", "last_login_ip", "mfa_secret"]
    h = r.choice([S.bcrypt_like, S.argon2_like, S.sha512_crypt_like])(r)
    mfa = S.rstr(r, 32, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
    ip = f"{r.choice(['198.51.100', '203.0.113'])}.{r.randint(2, 254)}"
    u = S.login(r)
    row = [r.randint(1, 5000), u, h, ip, mfa if r.random() < 0.7 else None]
    listed = [(u, "private"), (h, "secret"), (ip, "private")] + ([(mfa, "secret")] if row[4] else [])
    return syn("row", (cols, row), listed, ["password_hash", "last_login_ip"], "rows",
               "PostgreSQL COPY text format row (PostgreSQL docs, COPY)")


def t_rows_md(r):
    loc = r.choice(["ru", "zh", "el", "hi", "vi", "tr"])
    rows = [(S.person(r, loc), S.iban(r, r.choice(["DE", "FR", "ES", "IT"])), f"{r.randint(10, 9999)}.{r.randint(10, 99)}") for _ in range(2)]
    lines = ["| account_holder | iban | balance_eur |", "|---|---|---:|"] + [f"| {a} | {b} | {c} |" for a, b, c in rows]
    listed = []
    for a, b, _ in rows:
        listed += [(a, "private"), (b, "private")]
    return syn("block", lines, listed, ["account_holder", "balance_eur", rows[0][2]], "rows",
               "GitHub Flavored Markdown table (GFM spec, tables extension)")


SYN = OrderedDict([
    ("pii_locale", [t_pii_5424, t_pii_vcard, t_pii_hl7ish]),
    ("positional", [t_pos_smtp, t_pos_imap, t_pos_ftp, t_pos_libpq]),
    ("infra", [t_infra_3164, t_infra_k8s, t_infra_elb]),
    ("encoded", [t_enc_qp, t_enc_k8s_secret, t_enc_form, t_enc_jsonjson]),
    ("no_key", [t_nokey_irc, t_nokey_mail, t_nokey_journal]),
    ("lookalike", [t_look_gosum, t_look_oci, t_look_npm, t_look_trace]),
    ("key_unusual", [t_ku_properties, t_ku_ini, t_ku_yaml, t_ku_dotenv]),
    ("rows", [t_rows_csv, t_rows_copy, t_rows_md]),
])


# ---------------------------------------------------------------- main

def canon(rec):
    return json.dumps(rec, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def main():
    S.self_test()
    C = real_candidates()
    seen = set()
    skipped = OrderedDict()
    by_class = OrderedDict((c, OrderedDict()) for c in CLASSES)
    for key, recs in C.items():
        for rec in recs:
            err = validate(rec)
            if err:
                skipped[f"{key}: {err.split(':')[0]}"] = skipped.get(f"{key}: {err.split(':')[0]}", 0) + 1
                continue
            c = canon(rec)
            if c in seen:
                continue
            seen.add(c)
            by_class[rec["class"]].setdefault(key, []).append(rec)
    final = OrderedDict()
    for cls in CLASSES:
        chosen = []
        srcs = list(by_class[cls].values())
        i = 0
        while len(chosen) < REAL_PER_CLASS and any(i < len(s) for s in srcs):
            for s in srcs:
                if i < len(s) and len(chosen) < REAL_PER_CLASS:
                    chosen.append(s[i])
            i += 1
        rng = random.Random(f"corpus15-synthetic-{cls}")
        tmpl = SYN[cls]
        j = 0
        tries = 0
        while len(chosen) < PER_CLASS:
            rec = tmpl[j % len(tmpl)](rng)
            j += 1
            tries += 1
            if tries > 500:
                raise SystemExit(f"cannot fill {cls}")
            err = validate(rec)
            if err:
                raise SystemExit(f"synthetic {cls} invalid: {err}\n{canon(rec)}")
            c = canon(rec)
            if c in seen:
                continue
            seen.add(c)
            chosen.append(rec)
        final[cls] = chosen
    # final validation (fail loudly)
    allrecs = [r for v in final.values() for r in v]
    for r in allrecs:
        err = validate(r)
        if err:
            raise SystemExit(f"INVALID: {err}\n{canon(r)}")
    if len({canon(r) for r in allrecs}) != len(allrecs):
        raise SystemExit("duplicate records")
    nreal = sum(r["source"].endswith(REAL_TAG) for r in allrecs)
    if nreal < 0.6 * len(allrecs):
        raise SystemExit(f"real share too low: {nreal}/{len(allrecs)}")
    dev, held = [], []
    for cls in CLASSES:
        recs = sorted(final[cls], key=lambda r: hashlib.sha256(canon(r).encode()).hexdigest())
        for k, r in enumerate(recs):
            (dev if k % 2 == 0 else held).append(r)
    for name, recs in [("dev.jsonl", dev), ("heldout.jsonl", held)]:
        with open(os.path.join(HERE, name), "w", encoding="utf-8", newline="\n") as fh:
            for r in recs:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("skipped real candidates:", dict(skipped))
    print(f"{'class':12} {'real':>4} {'syn':>4} {'dev':>4} {'held':>4}")
    for cls in CLASSES:
        re_ = sum(r["source"].endswith(REAL_TAG) for r in final[cls])
        print(f"{cls:12} {re_:4d} {PER_CLASS - re_:4d} {sum(r['class'] == cls for r in dev):4d} {sum(r['class'] == cls for r in held):4d}")
    srcs = OrderedDict()
    for r in allrecs:
        if r["source"].endswith(REAL_TAG):
            k = r["source"].split(" [")[0]
            k = k.split(" of `")[0].split(", fetchall")[0]
            srcs[k] = srcs.get(k, 0) + 1
    print("real records per source:")
    for k, v in srcs.items():
        print(f"  {v:3d}  {k}")
    print(f"total {len(allrecs)} real {nreal} ({100 * nreal / len(allrecs):.1f}%)")
    for name in ("dev.jsonl", "heldout.jsonl"):
        print(name, hashlib.sha256(open(os.path.join(HERE, name), "rb").read()).hexdigest())


if __name__ == "__main__":
    main()
