"""Builds corpus14 dev.jsonl / heldout.jsonl from captured/ and synthlib.py.

Reads only captured/ and synthlib.py.  Deterministic: re-running gives
byte-identical files.  Fails loudly if any final record breaks a rule.
"""
import base64
import hashlib
import json
import os
import random
import re
import sys
import urllib.parse
from collections import OrderedDict, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import synthlib as S  # noqa: E402

CAP = os.path.join(HERE, "captured")
REAL = " [real software run on this machine, see captured/]"
SYN = " [synthetic]"
CLASSES = ["pii_locale", "positional", "infra", "encoded", "no_key", "lookalike", "key_unusual", "rows"]
PER_CLASS = 40
PLANTED = json.load(open(os.path.join(CAP, "planted.json"), encoding="utf-8"))
V = PLANTED["versions"]


def cap(name):
    with open(os.path.join(CAP, name), encoding="utf-8") as f:
        return f.read()


# ------------------------------------------------------------------ labelling helpers
def variants(v):
    out = [v, urllib.parse.quote(v, safe=""), urllib.parse.quote_plus(v), urllib.parse.quote(v),
           json.dumps(v, ensure_ascii=False)[1:-1], v.replace("/", "\\/"),
           json.dumps(json.dumps(v, ensure_ascii=False)[1:-1], ensure_ascii=False)[1:-1]]
    res = []
    for x in out:
        if x and x not in res:
            res.append(x)
    return res


def spans(text, vals):
    sp = []
    for v in vals:
        i = text.find(v)
        while i >= 0:
            sp.append((i, i + len(v)))
            i = text.find(v, i + 1)
    return sp


def covered_only(text, v, others):
    """True if every occurrence of v lies inside an occurrence of another value."""
    osp = spans(text, [o for o in others if o != v and v in o])
    i = text.find(v)
    while i >= 0:
        if not any(a <= i and i + len(v) <= b for a, b in osp):
            return False
        i = text.find(v, i + 1)
    return True


def find_labels(text, secret_src, private_src):
    sec, pri = [], []
    for src, dst in ((secret_src, sec), (private_src, pri)):
        for v in src:
            if v is None or v == "":
                continue
            for x in variants(str(v)):
                if x in text and x not in dst:
                    dst.append(x)
    allv = sec + pri
    sec = [v for v in sec if not covered_only(text, v, allv)]
    pri = [v for v in pri if v not in sec and not covered_only(text, v, allv)]
    return sec, pri


KEEP_RES = [
    r"\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(?:[.,]\d+)?(?:[+-]\d{2}:\d{2}|Z)?",
    r"\d{2}/[A-Z][a-z]{2}/\d{4}[: ]\d{2}:\d{2}:\d{2}(?: \+0000)?",
    r"[A-Z][a-z]{2},? \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT",
    r"[A-Z][a-z]{2} [ \d]\d \d{2}:\d{2}:\d{2}",
    r"\b\d{10}\.\d{3}\b", r"\d{4}/\d{2}/\d{2} \d{2}:\d{2}:\d{2}\.\d{3}", r"\bkid1\b",
    r"Send header, \d+ bytes \(0x[0-9a-f]+\)", r"\bworker-\d+\b",
    r"\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b",
    r"\bsha256:[0-9a-f]{64}\b", r"\b[0-9a-f]{40}\b", r"(?<=\")[0-9a-f]{32}(?=\")", r"\b[0-9a-f]{32}\b",
    r"\b(?:TCP|NONE)_[A-Z_]+/\d{3}\b", r"\b(?:TCP|NONE)_[A-Z_]+:HIER_[A-Z]+\b", r"\bHIER_[A-Z]+\b",
    r"HTTP/1\.[01] \d{3}(?: [A-Z][A-Z ]*[A-Z])?", r"HTTP/1\.[01]", r"(?<=\" )[1-5]\d\d(?= )",
    r"\b[a-zA-Z_]+\.(?:c|cc)(?:\.\d+|\(\d+\))",
    r"\b(?:curl|Werkzeug|Python|lighttpd|Mozilla|c14-probe)/\d+(?:\.\d+)*\b",
    r"\b(?:DEBUG|INFO|WARNING|ERROR|Info|Debug|Warning|Fatal)\b",
    r"\b(?:E_[A-Z_]+|KYC_OK|USER_UPDATED|ECONNREFUSED|AUTHENTICATIONFAILED|TCP_DENIED|exit code 137)\b",
    r"\bstatus=\d{3}\b", r"\bcode=[A-Z_]+\b",
    r"\bsqlalchemy\.engine\.Engine\b", r"\burllib3\.connectionpool\b", r"\bapp_users\b",
    r"\b(?:INSERT INTO|SELECT|UPDATE|VALUES|WHERE)\b",
    r"\bpam_unix\(sudo:auth\)", r"\bauthentication failure\b", r"\bPassword mismatch\b",
    r"\bpasswd-file\b", r"\bUserRequest\.cc\(\d+\)", r"\bmod_auth\.c\.\d+\b",
    r"\bmethod=PLAIN\b", r"\bPLAIN\b", r"\bservice=imap\b", r"\bimap-login\b",
]


def pick_keep(text, bad, extra=(), limit=4):
    cands = list(extra)
    for rx in KEEP_RES:
        for m in re.finditer(rx, text):
            if m.group(0) not in cands:
                cands.append(m.group(0))
    sp = spans(text, bad)
    out = []
    for k in cands:
        if not k or k not in text or k in out:
            continue
        if any(k in b or b in k for b in bad):
            continue
        ok = False
        i = text.find(k)
        while i >= 0:
            if not any(a < i + len(k) and i < b for a, b in sp):
                ok = True
                break
            i = text.find(k, i + 1)
        if ok and not any(k in o or o in k for o in out):
            out.append(k)
        if len(out) >= limit:
            break
    return out


CANDS = []
WRAPPED = []


def rec(kind, payload, secrets, private, keep, cls, source):
    r = OrderedDict()
    r["kind"] = kind
    if kind == "line":
        r["text"] = payload
    elif kind == "block":
        r["lines"] = payload
    else:
        r["columns"], r["row"] = payload
    r["secrets"], r["private"], r["keep"], r["class"], r["source"] = secrets, private, keep, cls, source
    return r


def input_text(r):
    if r["kind"] == "line":
        return r["text"]
    if r["kind"] == "block":
        return "\n".join(r["lines"])
    return "\x00".join(list(r["columns"]) + ["" if c is None else str(c) for c in r["row"]])


def auto(kind, payload, sec_src, pri_src, cls, source, extra_keep=(), no_pri=(), stream=None):
    """Label a record from planted values; keep from regexes.

    stream: the logical (unwrapped) text behind a wrapped rendering; a record
    is skipped when a planted value occurs in the stream but is cut by a wrap."""
    tmp = rec(kind, payload, [], [], [], cls, source)
    t = input_text(tmp)
    if stream is not None:
        for v in list(sec_src) + list(pri_src):
            if v and any(x in stream and x not in t for x in variants(str(v))):
                WRAPPED.append(source)
                return
    sec, pri = find_labels(t, sec_src, pri_src)
    pri = [p for p in pri if p not in no_pri]
    keep = pick_keep(t, sec + pri, extra_keep)
    CANDS.append(rec(kind, payload, sec, pri, keep, cls, source))


# ------------------------------------------------------------------ validation
DOMAIN_RE = re.compile(r"(?<![A-Za-z0-9.-])[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:com|org|net|io|de|fr|uk|jp|cn|ru|info|biz|co|us|edu|gov|nl|es|it)\b")
IP_RE = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.]*\d)")


def ip_ok(a, b, c, d):
    if any(int(x) > 255 for x in (a, b, c, d)):
        return True  # not an address
    a, b, c = int(a), int(b), int(c)
    return ((a, b, c) in [(192, 0, 2), (198, 51, 100), (203, 0, 113)] or a == 10 or a == 127
            or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168))


def check(r):
    assert list(r.keys())[0] == "kind"
    order = {"line": ["kind", "text"], "block": ["kind", "lines"], "row": ["kind", "columns", "row"]}[r["kind"]]
    assert list(r.keys()) == order + ["secrets", "private", "keep", "class", "source"], "key order"
    assert r["class"] in CLASSES, "class"
    assert r["source"].endswith(REAL) or r["source"].endswith(SYN), "source suffix"
    if r["kind"] == "row":
        assert len(r["columns"]) == len(r["row"]) and all(c is None or isinstance(c, (str, int, float)) for c in r["row"])
    if r["kind"] == "block":
        assert len(r["lines"]) >= 2 and all(isinstance(x, str) for x in r["lines"])
    t = input_text(r)
    tdom = t.replace("%2540", "@").replace("%40", "@")
    bad = r["secrets"] + r["private"]
    for v in bad + r["keep"]:
        assert isinstance(v, str) and v, "value type"
        assert v in t, f"not verbatim: {v!r}"
    assert "127.0.0.1" not in bad, "127.0.0.1 listed"
    assert len(r["keep"]) >= 2, "keep<2"
    sp = spans(t, bad)
    for k in r["keep"]:
        for b in bad:
            assert k not in b and b not in k, f"keep/secret containment {k!r} {b!r}"
        i, ok = t.find(k), False
        while i >= 0:
            if not any(a < i + len(k) and i < e for a, e in sp):
                ok = True
                break
            i = t.find(k, i + 1)
        assert ok, f"keep only inside span {k!r}"
    if r["class"] == "lookalike":
        assert not bad, "lookalike with labels"
    else:
        assert bad, "nothing to redact"
    for m in DOMAIN_RE.finditer(tdom):
        d = m.group(0)
        assert re.search(r"(?:^|\.)example\.(?:com|org|net)$", d), f"domain {d}"
    for m in IP_RE.finditer(t):
        assert ip_ok(*m.groups()), f"ip {m.group(0)}"
    for v in bad:
        if IP_RE.fullmatch(v):
            assert ip_ok(*IP_RE.fullmatch(v).groups())


# ------------------------------------------------------------------ real sources
def split_sections(text, marker):
    out, cur = [], None
    for ln in text.split("\n"):
        if ln.startswith(marker):
            cur = []
            out.append(cur)
        elif cur is not None:
            cur.append(ln)
    return out


def real_curl():
    items = PLANTED["runs"]["curl"]
    src = f"curl {V['curl'].split()[1]} -v" + REAL
    for i, sec in enumerate(split_sections(cap("curl_verbose.txt"), "### curl request")):
        it = items[i]
        secs = [it["password"], it["basic"], it["jwt"], it["sessionid"], it["vendor_key"], it["reset_token"]]
        pris = [it["login"], it["email"], it["xff"]]
        a = next(j for j, l in enumerate(sec) if l.startswith("> GET"))
        b = next(j for j, l in enumerate(sec) if l.startswith("< X-Trace-Id"))
        req = [l for l in sec[a:b + 1]]
        # request block only (focus depends on auth kind)
        reqonly = [l for l in req if l.startswith(">") and l.strip() != ">"]
        auto("block", reqonly, secs, pris, "encoded" if it["basic"] else "positional", src)
        # response header block: diagnostic ids only
        resp = [l for l in req if l.startswith("<") and l.strip() != "<"]
        auto("block", resp, [], [], "lookalike", src)
        # single header line with vendor-specific key, plus its request line context
        vline = next(l for l in req if l.startswith(f"> {it['vendor_header']}:"))
        ua = next(l for l in req if l.startswith("> User-Agent"))
        st = next(l for l in req if l.startswith("< HTTP/"))
        auto("block", [vline, ua, st], secs, pris, "key_unusual", src)
    src = f"curl {V['curl'].split()[1]} --trace-ascii" + REAL
    for i, sec in enumerate(split_sections(cap("curl_trace_ascii.txt"), "### curl request")):
        it = items[i]
        secs = [it["password"], it["basic"], it["jwt"], it["sessionid"], it["vendor_key"], it["reset_token"]]
        pris = [it["login"], it["email"], it["xff"]]
        a = next(j for j, l in enumerate(sec) if l.startswith("=> Send header"))
        blk = [sec[a]]
        for l in sec[a + 1:]:
            if l.startswith("<=") or l.startswith("=>") or l.startswith("=="):
                break
            blk.append(l)
        stream = "".join(l[6:] for l in blk[1:])
        first = [blk[0]]
        for l in blk[1:]:
            first.append(l)
            if "HTTP/1.1" in l:
                break
        auto("block", first, secs, pris, "no_key", src, stream=stream)
        auto("block", blk, secs, pris, "key_unusual" if i % 2 else "positional", src, stream=stream)


def real_werkzeug():
    src = f"Werkzeug {V['python packages'].split()[7]} dev server access log (ProxyFix)" + REAL
    items = PLANTED["runs"]["curl"] + PLANTED["runs"]["requests"] + PLANTED["runs"]["squid"]
    seen = []
    for ln in cap("werkzeug.log").split("\n"):
        if " - - [" not in ln or ln in seen:
            continue
        seen.append(ln)
        secs, pris = [], []
        for it in items:
            for k in ("reset_token", "api_key", "token"):
                if it.get(k):
                    secs.append(it[k])
            for k in ("xff", "email", "login"):
                if it.get(k):
                    pris.append(it[k])
        cls = "infra" if len(seen) % 2 else "no_key"
        auto("line", ln, secs, pris, cls, src)


def real_requests():
    items = PLANTED["runs"]["requests"]
    src = f"Python {V['python'].split()[1]} http.client debuglevel=1 + urllib3 {V['python packages'].split()[3]} DEBUG log (requests {V['python packages'].split()[1]})" + REAL
    text = cap("python_requests_debug.txt").split("\n")
    starts = [j for j, l in enumerate(text) if "Starting new HTTP connection" in l]
    for n, a in enumerate(starts):
        it = items[n]
        b = starts[n + 1] if n + 1 < len(starts) else len(text)
        seg = [l for l in text[a:b] if l]
        secs = [it["password"], it["jsession"], it["sts"], it["api_key"]]
        pris = [it["login"], it["phone"], it["xff"]]
        send = [l for l in seg if l.startswith("send: ")]
        auto("block", [seg[0], send[0]], secs, pris, "encoded", src)  # repr-escaped request bytes
        auto("block", [send[1], next(l for l in seg if "connectionpool" in l and '"POST' in l)], secs, pris,
             "key_unusual" if n % 2 else "encoded", src)
        reply = [l for l in seg if l.startswith("reply:") or l.startswith("header:")]
        auto("block", reply, [], [], "lookalike", src)


def real_squid():
    users = PLANTED["runs"]["squid"]
    ver = V["squid"].split()[-1]
    secs = [u["token"] for u in users] + [u["used_password"] for u in users] + [u["proxy_basic"] for u in users]
    pris = [u["login"] for u in users] + [u["email"] for u in users] + [u["xff"] for u in users]
    src = f"Squid {ver} access.log (native squid format)" + REAL
    for ln in cap("squid_access.log").split("\n"):
        if " GET " in ln:
            auto("line", ln, secs, pris, "positional", src)
    src = f"Squid {ver} access.log (custom logformat with X-Forwarded-For and %un)" + REAL
    for ln in cap("squid_access_c14.log").split("\n"):
        if " GET " in ln:
            auto("line", ln, secs, pris, "infra", src)
    src = f"Squid {ver} cache.log (debug_options 29,9 auth)" + REAL
    for ln in cap("squid_cache.log").split("\n"):
        if "authenticate: header Basic" in ln or "CreateAuthUser: header" in ln:
            auto("line", ln, secs, pris, "encoded", src)
    src = f"curl {V['curl'].split()[1]} -v through Squid proxy" + REAL
    for i, sec in enumerate(split_sections(cap("squid_curl_verbose.txt"), "### squid request")):
        a = next(j for j, l in enumerate(sec) if l.startswith("* Proxy auth"))
        b = next(j for j, l in enumerate(sec) if l.startswith("> Proxy-Connection"))
        auto("block", sec[a:b + 1], secs, pris, "positional", src)
        # X-Cache / Via name this machine's host, so they stay out of the lookalike block
        resp = [l for l in sec if l.startswith("< ") and (l.startswith("< HTTP") or "X-Request-Id" in l
                or "ETag" in l or "X-Trace-Id" in l or l.startswith("< Date"))]
        if any("X-Request-Id" in l for l in resp):
            auto("block", resp, [], [], "lookalike", src)


def real_lighttpd():
    users = PLANTED["runs"]["lighttpd"]
    ver = V["lighttpd"].split()[0].split("/")[1]
    # the ?ref= query value is the first 8 hex digits of the referer token: a fragment of it, so also secret
    secs = ([u["used_password"] for u in users] + [u["basic"] for u in users] + [u["cookie"] for u in users]
            + [u["ref_token"] for u in users] + [u["ref_token"][:8] for u in users])
    pris = [u["login"] for u in users] + [u["xff"] for u in users] + [u["phone"] for u in users]
    src = f"lighttpd {ver} mod_accesslog" + REAL
    for n, ln in enumerate(cap("lighttpd_access.log").split("\n")):
        if ln:
            auto("line", ln, secs, pris, "encoded" if n % 2 == 0 and "%2" in ln else "infra", src)
    src = f"lighttpd {ver} error log (debug.log-request-header)" + REAL
    lines = cap("lighttpd_error.log").split("\n")
    blk = None
    for ln in lines:
        if "rqst: GET" in ln:
            blk = [ln]
        elif blk is not None and "rqst:" in ln:
            if ln.endswith("rqst: "):
                auto("block", blk, secs, pris, "encoded", src)
                blk = None
            else:
                blk.append(ln)
        if "password doesn't match" in ln or "username:" in ln:
            auto("line", ln, secs, pris, "positional", src)


def real_rsyslog():
    items = PLANTED["runs"]["rsyslog"]
    ver = V["rsyslogd"].split()[1]
    secs, pris = [], []
    for it in items:
        secs += [it.get("pw"), it.get("otp"), it.get("token")]
        pris += [it.get("host"), it.get("pid"), it.get("login"), it.get("name"), it.get("phone"), it.get("email"),
                 it.get("ip"), it.get("pod"), it.get("node")]
        if it.get("nid"):
            pris.append(it["nid"][1])
        if it.get("login"):
            pris.append("svc_" + it["login"])
    for fname, label in [("rsyslog_messages.log", "RSYSLOG_TraditionalFileFormat"),
                         ("rsyslog_messages.json", "JSON list template (option.jsonf)"),
                         ("rsyslog_messages5424.log", "RSYSLOG_SyslogProtocol23Format")]:
        src = f"rsyslogd {ver} imudp, {label}" + REAL
        for ln in cap(fname).split("\n"):
            if not ln or "rsyslogd" in ln:
                continue
            if "Telefonnummer" in ln or "KYC" in ln:
                cls = "pii_locale"
            elif "mysql -u" in ln:
                cls = "positional"
            elif "verification code" in ln or "session resumed" in ln or "bearer" in ln:
                cls = "no_key"
            else:
                cls = "infra"
            # logger(1) lines carry this machine's own host name: label it as our host
            m = re.match(r"[A-Z][a-z]{2} [ \d]\d \d\d:\d\d:\d\d (\S+) billing-worker\[", ln) or \
                re.match(r"<\d+>1 \S+ (\S+) billing-worker ", ln) or re.search(r'"host":"([^"]+)", "program":"billing-worker"', ln)
            own = [m.group(1)] if m else []
            auto("line", ln, secs, pris + own, cls, src, extra_keep=("billing-worker", "/usr/bin/mysql", "USER=root"))


def real_sqlite():
    data = PLANTED["runs"]["sqlite3"]
    cols, rows = data["columns"], data["rows"]
    ver = V["sqlite3"].split()[0]
    secs, pris = [], []
    for r in rows:
        secs += [r["password_hash"], r["api_token"]]
        pris += [r["full_name"], r["email"], r["phone"], r["national_id"], r["iban"], r["card"]]
    colkeep = ["status", "created_at", "last_order", "national_id"]
    # csv / tabs / quote -> row records (columns + cells as printed)
    for mode, sep in [("csv", ","), ("tabs", "\t"), ("quote", ",")]:
        import csv
        import io
        lines = [l for l in cap(f"sqlite3_mode_{mode}.txt").split("\n") if l]
        if mode == "quote":
            parsed = [next(csv.reader([l], quotechar="'")) for l in lines]
        elif mode == "csv":
            parsed = list(csv.reader(lines))
        else:
            parsed = [l.split("\t") for l in lines]
        header = parsed[0]
        for cells in parsed[1:]:
            cells = [None if c == "NULL" else c for c in cells]
            auto("row", (header, cells), secs, pris, "rows", f"sqlite3 {ver} .mode {mode}" + REAL,
                 extra_keep=colkeep)
    # json mode -> row records (values parsed from the JSON array)
    arr = json.loads(cap("sqlite3_mode_json.txt"))
    for o in arr:
        auto("row", (list(o.keys()), list(o.values())), secs, pris, "rows", f"sqlite3 {ver} .mode json" + REAL,
             extra_keep=colkeep)
    # line mode -> vertical blocks
    for chunk in cap("sqlite3_mode_line.txt").split("\n\n"):
        ls = [l for l in chunk.split("\n") if l]
        if ls:
            auto("block", ls, secs, pris, "rows", f"sqlite3 {ver} .mode line" + REAL, extra_keep=colkeep)
    # box / markdown -> header + one row
    for mode in ["box", "markdown"]:
        ls = [l for l in cap(f"sqlite3_mode_{mode}.txt").split("\n") if l]
        bar = "│" if mode == "box" else "|"
        head = ls[:3] if mode == "box" else ls[:2]
        groups = []
        for l in ls[len(head):]:
            if not l.startswith(bar):
                continue
            if l.split(bar)[1].strip():
                groups.append([l])
            elif groups:
                groups[-1].append(l)  # wrapped continuation line of the same row
        for g in groups:
            rid = int(g[0].split(bar)[1])
            row = next(r for r in rows if r["id"] == rid)
            stream = "\x00".join(str(v) for v in row.values() if v is not None)
            auto("block", head + g + ([ls[-1]] if mode == "box" else []), secs, pris, "rows",
                 f"sqlite3 {ver} .mode {mode}" + REAL, extra_keep=colkeep, stream=stream)
    for ln in cap("sqlite3_mode_insert.txt").split("\n"):
        if ln.startswith("INSERT"):
            auto("line", ln, secs, pris, "positional", f"sqlite3 {ver} .mode insert" + REAL,
                 extra_keep=("INSERT INTO", '"table"'))


def real_sqlalchemy():
    items = PLANTED["runs"]["sqlalchemy"]
    secs = [x for it in items for x in (it["pw_hash"], it["reset_token"], it["new_hash"])]
    pris = [x for it in items for x in (it["login"], it["email"], it["dob"])]
    src = f"SQLAlchemy {V['python packages'].split()[5]} create_engine(echo=True) on SQLite" + REAL
    ls = cap("sqlalchemy_echo.txt").split("\n")
    for j, l in enumerate(ls):
        if ("[generated in" in l or "[cached since" in l) and l.rstrip().endswith(")") and "()" not in l[-3:]:
            auto("block", [ls[j - 1], l], secs, pris, "positional", src,
                 extra_keep=("app_users", "reset_token", "pw_hash"))


def real_node():
    items = PLANTED["runs"]["node"]
    secs = [x for it in items for x in (it["pw"], it["dbpw"], it["apikey"])]
    pris = [x for it in items for x in (it["login"], it["name"], it["email"], it["host"])]
    src = f"Node.js {V['node']} util.inspect / WHATWG URL / JSON.stringify" + REAL
    for l in cap("node_inspect.txt").split("\n"):
        if not l:
            continue
        if l.startswith("{ "):
            auto("line", l, secs, pris, "key_unusual", src, extra_keep=("requestId", "warn", "retries"))
        elif l.startswith("connecting"):
            auto("line", l, secs, pris, "positional", src, extra_keep=("5432", "application_name=billing"))
        else:
            auto("line", l, secs, pris, "encoded", src)


def real_dovecot():
    users = PLANTED["runs"]["dovecot"]
    secs = [x for u in users for x in (u["used_password"], u.get("plain_b64"))]
    pris = [x for u in users for x in (u["email"], u["login"])]
    ver = V["dovecot"].split()[0]
    ls = cap("dovecot.log").split("\n")
    # add base64 of CONT lines (imaplib sends the PLAIN blob in a continuation)
    for l in ls:
        m = re.search(r"client in: CONT\t1\t(\S+)", l) or re.search(r"\tresp=(\S+)", l)
        if m:
            secs.append(m.group(1))
    src = f"Dovecot {ver} auth_debug_passwords/auth_verbose_passwords log" + REAL
    for l in ls:
        if "resp=" in l or "client in: CONT" in l:
            auto("line", l, secs, pris, "encoded", src, extra_keep=("auth: Debug: client in",))
        elif "given password" in l:
            auto("line", l, secs, pris, "key_unusual", src)
        elif "imap-login: Info: Login:" in l or "auth failed" in l:
            auto("line", l, secs, pris, "infra", src)


def real_ps_env():
    items = PLANTED["runs"]["ps"]
    secs = [it["value"] for it in items]
    pris = [x for it in items for x in (it["login"], it["host"]) if x]
    src = f"procps ps auxww ({V['procps ps'].split()[-1]})" + REAL
    for l in cap("ps_auxww.txt").split("\n"):
        if l:
            auto("line", l, secs, pris, "positional", src, extra_keep=("time.sleep(20)",))
    envs = PLANTED["runs"]["env"]
    src = f"GNU coreutils env ({V['coreutils env'].split()[-1]}) dump" + REAL
    for i, chunk in enumerate(split_sections(cap("env_dump.txt"), "### env")):
        e = envs[i]
        ls = [l for l in chunk if l]
        s = [e["AWS_ACCESS_KEY_ID"], e["AWS_SECRET_ACCESS_KEY"], e["PGPASSWORD"], e["SENHA_BANCO"],
             e["SLACK_WEBHOOK"].split("/services/")[1]]
        p = [e["DB_HOST"], e["MAINTAINER"], e["MAINTAINER_EMAIL"]]
        auto("block", ls, s, p, "key_unusual", src, extra_keep=("BUILD_SHA", "C.UTF-8"))


# ------------------------------------------------------------------ synthetic templates
SYN_SOURCES = {}


def syn(name, ref):
    SYN_SOURCES[name] = ref
    return name + SYN


def synthetic():
    rng = random.Random(1414)
    # --- pii_locale: CRM/audit JSON log lines with native-script names and national ids
    src = syn("logfmt audit line (Heroku logfmt convention)", "brandur.org/logfmt; Heroku logging docs")
    src2 = syn("Python logging %(message)s with repr() of dict", "docs.python.org logging / repr")
    src3 = syn("vCard 4.0 (RFC 6350) contact block", "RFC 6350")
    for i in range(30):
        loc = S.LOCALE_ORDER[i % len(S.LOCALE_ORDER)]
        p = S.person(rng, loc)
        nid = S.national_id(rng, loc)
        ts = f"2026-12-0{1 + i % 5}T0{i % 10}:{10 + i:02d}:0{i % 10}Z"
        rid = S.uuid4(rng)
        if i % 3 == 0:
            extra = f' national_id="{nid[1]}" id_type={nid[0]}' if nid else f' phone="{p["phone"]}"'
            t = f'time={ts} level=info msg="customer updated" customer_name="{p["name"]}" email={p["email"]}{extra} request_id={rid}'
            pri = [p["name"], p["email"]] + ([nid[1]] if nid else [p["phone"]])
            CANDS.append(rec("line", t, [], pri, [ts, rid, "customer updated"], "pii_locale", src))
        elif i % 3 == 1:
            d = {"nombre": p["name"], "tel": p["phone"], "locale": loc}
            if nid:
                d[nid[0]] = nid[1]
            t = f"{ts.replace('T', ' ').replace('Z', ',123')} WARNING kyc.review {d!r} event=KYC_MANUAL_REVIEW"
            pri = [repr(p["name"])[1:-1], p["phone"]] + ([nid[1]] if nid else [])
            CANDS.append(rec("line", t, [], pri, ["WARNING", "KYC_MANUAL_REVIEW", "kyc.review"], "pii_locale", src2))
        else:
            dob = f"19{rng.randint(50, 99)}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
            lines = ["BEGIN:VCARD", "VERSION:4.0", f"FN:{p['name']}", f"TEL;TYPE=cell:{p['phone']}",
                     f"EMAIL:{p['email']}", f"BDAY:{dob}", f"UID:urn:uuid:{rid}", "END:VCARD"]
            CANDS.append(rec("block", lines, [], [p["name"], p["phone"], p["email"], dob],
                             ["VERSION:4.0", rid, "BEGIN:VCARD"], "pii_locale", src3))
    # --- positional: DSNs, .netrc, SMTP/FTP transcripts, JDBC
    src = syn("libpq connection URI in application error", "PostgreSQL docs 34.1.1 Connection Strings")
    src2 = syn(".netrc entry", "GNU inetutils ftp / curl --netrc docs")
    src3 = syn("FTP control-channel transcript USER/PASS", "RFC 959")
    src4 = syn("SMTP AUTH LOGIN transcript", "RFC 4954, draft-murchison-sasl-login")
    for i in range(24):
        p = S.person(rng, S.LOCALE_ORDER[(i * 5) % len(S.LOCALE_ORDER)])
        pw = S.password(rng)
        h = S.host(rng)
        if i % 4 == 0:
            t = f"2026-12-05 21:{i:02d}:11.402 ERROR [main] o.h.e.j.s.SqlExceptionHelper - could not connect to postgresql://{p['login']}:{pw}@{h}:5432/ledger?sslmode=require: FATAL 28P01"
            CANDS.append(rec("line", t, [pw], [p["login"], h], ["28P01", "SqlExceptionHelper", "ERROR"], "positional", src))
        elif i % 4 == 1:
            lines = [f"machine {h}", f"login {p['login']}", f"password {pw}", "macdef init", "bin", "hash"]
            CANDS.append(rec("block", lines, [pw], [h, p["login"]], ["macdef init", "bin"], "positional", src2))
        elif i % 4 == 2:
            lines = [f"220 ftp.example.net FTP server ready", f"USER {p['login']}",
                     "331 Please specify the password.", f"PASS {pw}", "230 Login successful.", "TYPE I", "200 Switching to Binary mode."]
            CANDS.append(rec("block", lines, [pw], [p["login"]], ["331", "230 Login successful.", "TYPE I"], "positional", src3))
        else:
            u64 = base64.b64encode(p["email"].encode()).decode()
            p64 = base64.b64encode(pw.encode()).decode()
            lines = ["C: AUTH LOGIN", "S: 334 VXNlcm5hbWU6", f"C: {u64}", "S: 334 UGFzc3dvcmQ6", f"C: {p64}",
                     "S: 235 2.7.0 Authentication successful"]
            CANDS.append(rec("block", lines, [p64], [u64], ["AUTH LOGIN", "235 2.7.0", "VXNlcm5hbWU6"], "positional", src4))
    # --- infra: kubelet klog, Postfix, CloudTrail
    src = syn("Kubernetes klog line (kubelet)", "kubernetes/klog header format docs")
    src2 = syn("Postfix smtpd syslog line", "postfix.org DEBUG_README / smtpd(8)")
    src3 = syn("AWS CloudTrail record (JSON)", "AWS CloudTrail record contents docs")
    for i in range(24):
        pd, nd, ip = S.pod(rng), S.node(rng), S.ip_client(rng)
        pid = str(rng.randint(1000, 60000))
        if i % 3 == 0:
            t = (f'I1205 22:{i:02d}:0{i % 10}.{rng.randint(100000, 999999)}    {pid} kuberuntime_manager.go:1{i:02d}0] '
                 f'"Killing container with a grace period" pod="payments/{pd}" node="{nd}" podIP="{ip}" containerName="app"')
            CANDS.append(rec("line", t, [], [pid, pd, nd, ip], ["kuberuntime_manager.go:1" + f"{i:02d}0", "Killing container with a grace period"], "infra", src))
        elif i % 3 == 1:
            h = S.host(rng)
            qid = S.rstr(rng, 10, "0123456789ABCDEF")
            p = S.person(rng, "en")
            t = f"Dec  5 22:{i:02d}:41 {h.split('.')[0]} postfix/smtpd[{pid}]: {qid}: client=unknown[{ip}], sasl_method=PLAIN, sasl_username={p['email']}"
            CANDS.append(rec("line", t, [], [h.split(".")[0], pid, ip, p["email"]], [qid, "sasl_method=PLAIN", "postfix/smtpd"], "infra", src2))
        else:
            eid = S.uuid4(rng)
            u = S.person(rng, "de")["login"]
            t = json.dumps({"eventVersion": "1.08", "eventTime": f"2026-12-05T22:{i:02d}:00Z", "eventSource": "s3.amazonaws.com".replace("amazonaws.com", "example.com"),
                            "eventName": "GetObject", "sourceIPAddress": ip, "userIdentity": {"type": "IAMUser", "userName": u},
                            "eventID": eid, "requestParameters": {"host": S.host(rng)}}, separators=(",", ":"))
            h = json.loads(t)["requestParameters"]["host"]
            CANDS.append(rec("line", t, [], [ip, u, h], ["GetObject", eid, "1.08"], "infra", src3))
    # --- encoded: quoted-printable, Java properties \\u escapes, JSON-in-JSON, hex
    src = syn("MIME quoted-printable body", "RFC 2045 section 6.7")
    src2 = syn("java.util.Properties store() output", "Java SE Properties.store docs")
    src3 = syn("Kubernetes Secret manifest (base64 data)", "kubernetes.io Secrets docs")
    src4 = syn("hex dump of SASL PLAIN blob (xxd -p)", "RFC 4616 / xxd(1)")
    for i in range(24):
        p = S.person(rng, S.LOCALE_ORDER[(i * 7 + 3) % len(S.LOCALE_ORDER)])
        pw = S.password(rng)
        if i % 4 == 0:
            qp = p["name"].encode("utf-8")
            enc = "".join(f"={b:02X}" if b > 126 or b in (61,) else chr(b) for b in qp)
            lines = ["Content-Type: text/plain; charset=utf-8", "Content-Transfer-Encoding: quoted-printable", "",
                     f"Kunde: {enc}", f"Kennwort: {pw.replace('=', '=3D')}", f"Ticket: INC-20{i:02d}-7731"]
            CANDS.append(rec("block", lines, [pw.replace("=", "=3D")], [enc], ["quoted-printable", f"INC-20{i:02d}-7731"], "encoded", src))
        elif i % 4 == 1:
            esc = "".join(c if ord(c) < 128 else f"\\u{ord(c):04X}" for c in p["name"])
            pwe = pw.replace("#", "\\#").replace("!", "\\!")
            lines = [f"#Sat Dec 05 22:{i:02d}:00 UTC 2026", f"app.owner={esc}", f"spring.datasource.password={pwe}",
                     "spring.datasource.url=jdbc\\:postgresql\\://db\\:5432/app", "server.port=8443"]
            CANDS.append(rec("block", lines, [pwe], [esc], ["server.port=8443", f"Sat Dec 05 22:{i:02d}:00 UTC 2026"], "encoded", src2))
        elif i % 4 == 2:
            b_pw = base64.b64encode(pw.encode()).decode()
            b_user = base64.b64encode(p["login"].encode()).decode()
            lines = ["apiVersion: v1", "kind: Secret", "metadata:", f"  name: db-cred-{i}", "type: Opaque", "data:",
                     f"  username: {b_user}", f"  password: {b_pw}"]
            CANDS.append(rec("block", lines, [b_pw], [b_user], ["apiVersion: v1", "Opaque", f"db-cred-{i}"], "encoded", src3))
        else:
            hx = f"\0{p['login']}\0{pw}".encode().hex()
            t = f"2026-12-05T22:{i:02d}:13Z DEBUG sasl: mech=PLAIN initial-response hex={hx} conn=c{i}81"
            CANDS.append(rec("line", t, [hx], [], ["mech=PLAIN", "DEBUG", f"conn=c{i}81"], "encoded", src4))
    # --- no_key: bare tokens in free text
    src = syn("Slack/GitHub-style notification text", "GitHub docs: token formats; Slack docs: token types")
    src2 = syn("shell history line", "bash(1) HISTFILE")
    for i in range(24):
        if i % 2 == 0:
            kind = i % 6
            tok = ["ghp_" + S.rstr(rng, 36), "xoxb-" + S.digits(rng, 11) + "-" + S.digits(rng, 12) + "-" + S.rstr(rng, 24),
                   S.jwt(rng, f"u{i}")][kind // 2]
            job = S.digits(rng, 8)
            t = f"[ci] job {job} failed at step deploy: {tok} rejected by upstream (HTTP 401) run_attempt=2"
            CANDS.append(rec("line", t, [tok], [], [f"job {job}", "HTTP 401", "run_attempt=2"], "no_key", src))
        else:
            pw = S.password(rng)
            h = S.host(rng)
            u = S.person(rng, "fr")["login"]
            t = f" {500 + i}  2026-12-05 22:{i:02d}:07 mysqldump -h {h} -u {u} {pw} --single-transaction shop > /backup/shop.sql"
            CANDS.append(rec("line", t, [pw], [h, u], ["--single-transaction", "/backup/shop.sql"], "no_key", src2))
    # --- key_unusual: vendor headers / foreign keys in YAML / abbreviations
    src = syn("HTTP request headers with vendor-specific credential headers", "Azure APIM, GitLab, Vault, Datadog API docs")
    src2 = syn("YAML config with non-English keys", "YAML 1.2 spec")
    src3 = syn("AWS SigV4 Authorization header", "AWS Signature Version 4 docs")
    vend = ["Ocp-Apim-Subscription-Key", "PRIVATE-TOKEN", "X-Vault-Token", "DD-APPLICATION-KEY", "X-Cisco-Meraki-API-Key",
            "X-Postmark-Server-Token", "X-Figma-Token", "Circle-Token"]
    fkeys = [("Passwort", "Benutzer"), ("contraseña", "usuario"), ("mot_de_passe", "utilisateur"), ("パスワード", "ユーザー名"),
             ("пароль", "логин"), ("wachtwoord", "gebruikersnaam"), ("密码", "用户"), ("kennwort", "konto")]
    for i in range(24):
        if i % 3 == 0:
            k = S.rstr(rng, 32, S.HEXL)
            rid = S.uuid4(rng)
            lines = [f"POST /v2/reports HTTP/1.1", "Host: api.example.com", f"{vend[(i // 3) % len(vend)]}: {k}",
                     f"X-Request-ID: {rid}", "Content-Type: application/json"]
            CANDS.append(rec("block", lines, [k], [], ["POST /v2/reports", rid, "application/json"], "key_unusual", src))
        elif i % 3 == 1:
            kp, ku = fkeys[(i // 3) % len(fkeys)]
            pw = S.password(rng)
            u = S.person(rng, "ja")["login"]
            lines = ["datenbank:", f"  host: db.internal.example.net", f"  {ku}: {u}", f"  {kp}: \"{pw}\"", "  pool_size: 20", "  timeout_ms: 3000"]
            CANDS.append(rec("block", lines, [pw], [u, "db.internal.example.net"], ["pool_size: 20", "timeout_ms: 3000"], "key_unusual", src2))
        else:
            kid = S.aws_key_id(rng)
            sig = S.hexs(rng, 64)
            t = (f"Authorization: AWS4-HMAC-SHA256 Credential={kid}/20261205/eu-west-1/s3/aws4_request, "
                 f"SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature={sig}")
            CANDS.append(rec("line", t, [kid, sig], [], ["AWS4-HMAC-SHA256", "20261205/eu-west-1/s3/aws4_request", "SignedHeaders=host;x-amz-content-sha256;x-amz-date"], "key_unusual", src3))
    # --- lookalike: digests, SHAs, trace ids
    src = syn("git log --format='%H %h %s'", "git-log(1) pretty formats")
    src2 = syn("OCI image pull log with digests", "OCI image spec descriptor digests")
    src3 = syn("W3C traceparent + S3 response ids", "W3C Trace Context; AWS S3 error responses")
    for i in range(24):
        if i % 3 == 0:
            sha = S.hexs(rng, 40)
            t = f"{sha} {sha[:7]} fix(parser): handle empty frame (#{4000 + i})"
            CANDS.append(rec("line", t, [], [], [sha, f"#{4000 + i}", "fix(parser)"], "lookalike", src))
        elif i % 3 == 1:
            d1, d2 = S.hexs(rng, 64), S.hexs(rng, 64)
            lines = [f"v1.{i}.0: Pulling from library/ledger", f"{d1[:12]}: Pull complete", f"Digest: sha256:{d2}",
                     f"Status: Downloaded newer image for registry.example.com/library/ledger:v1.{i}.0"]
            CANDS.append(rec("block", lines, [], [], [f"sha256:{d2}", f"{d1[:12]}", "Pull complete"], "lookalike", src2))
        else:
            tid, sid = S.hexs(rng, 32), S.hexs(rng, 16)
            rid = S.rstr(rng, 16, "0123456789ABCDEF")
            id2 = base64.b64encode(bytes(rng.getrandbits(8) for _ in range(54))).decode()
            lines = [f"traceparent: 00-{tid}-{sid}-01", f"x-amz-request-id: {rid}", f"x-amz-id-2: {id2}", "HTTP/1.1 404 Not Found"]
            CANDS.append(rec("block", lines, [], [], [f"00-{tid}-{sid}-01", rid, id2, "HTTP/1.1 404 Not Found"], "lookalike", src3))
    # --- rows: ClickHouse Vertical, cqlsh expanded, MongoDB shell doc, generic row
    src = syn("ClickHouse client FORMAT Vertical", "ClickHouse docs: Vertical format")
    src2 = syn("cqlsh EXPAND ON output", "Apache Cassandra cqlsh docs")
    src3 = syn("row from a result set (columns + cells)", "generic SQL result row")
    for i in range(24):
        loc = S.LOCALE_ORDER[(i * 3 + 2) % len(S.LOCALE_ORDER)]
        p = S.person(rng, loc)
        h = S.bcrypt_hash(rng)
        oid = S.uuid4(rng)
        ts = f"2026-11-{1 + i:02d} 10:0{i % 10}:00"
        if i % 3 == 0:
            lines = [f"Row {i + 1}:", "──────", f"user_id:    {5000 + i}", f"full_name:  {p['name']}", f"email:      {p['email']}",
                     f"pwd_hash:   {h}", f"order_uuid: {oid}", f"created:    {ts}"]
            CANDS.append(rec("block", lines, [h], [p["name"], p["email"]], ["order_uuid", oid, ts], "rows", src))
        elif i % 3 == 1:
            card = S.card(rng)
            lines = [f"@ Row {i % 5 + 1}", "-----------+---------------------------", f" account_id | {7000 + i}",
                     f" holder     | {p['name']}", f" pan        | {card}", f" phone      | {p['phone']}", f" trace_id   | {oid}"]
            CANDS.append(rec("block", lines, [], [p["name"], card, p["phone"]], ["account_id", "trace_id", oid], "rows", src2))
        else:
            ib = S.iban(rng)
            cols = ["id", "login", "iban", "api_key", "status", "updated_at"]
            key = "ak_" + S.rstr(rng, 30)
            row = [9000 + i, p["login"], ib, key, "active", ts]
            CANDS.append(rec("row", (cols, row), [key], [p["login"], ib], ["updated_at", ts, "active"], "rows", src3))


# ------------------------------------------------------------------ main
def canon(r):
    return json.dumps(r, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def main():
    assert S.self_test()
    for fn in [real_curl, real_werkzeug, real_requests, real_squid, real_lighttpd, real_rsyslog, real_sqlite,
               real_sqlalchemy, real_node, real_dovecot, real_ps_env]:
        fn()
    synthetic()
    dropped = defaultdict(int)
    good, seen = [], set()
    for r in CANDS:
        try:
            check(r)
        except AssertionError as e:
            dropped[(r["source"][:50], str(e)[:40])] += 1
            continue
        c = canon(r)
        if c in seen:
            continue
        seen.add(c)
        good.append(r)
    if "-v" in sys.argv:
        print("skipped (value cut by wrapping):", len(WRAPPED), sorted(set(WRAPPED)), file=sys.stderr)
        for k, v in sorted(dropped.items()):
            print("dropped", v, k, file=sys.stderr)
    by_class = defaultdict(lambda: defaultdict(list))
    for r in good:
        by_class[r["class"]][r["source"]].append(r)
    dev, held, table = [], [], []
    for cls in CLASSES:
        srcs = sorted(by_class[cls].keys())
        queues = {s: list(by_class[cls][s]) for s in srcs}
        # prefer real sources first in each round so at least half is real
        srcs = sorted(srcs, key=lambda s: (s.endswith(SYN), s))
        chosen = []
        while len(chosen) < PER_CLASS and any(queues[s] for s in srcs):
            for s in srcs:
                if queues[s] and len(chosen) < PER_CLASS:
                    chosen.append(queues[s].pop(0))
        chosen.sort(key=lambda r: hashlib.sha256(canon(r).encode()).hexdigest())
        d, h = chosen[0::2], chosen[1::2]
        assert len(d) >= 10 and len(h) >= 10, f"class {cls} too small: {len(chosen)}"
        dev += d
        held += h
        nreal = sum(r["source"].endswith(REAL) for r in chosen)
        table.append((cls, len(d), len(h), nreal, len(chosen) - nreal))
    allr = dev + held
    for r in allr:
        check(r)
    assert len({canon(r) for r in allr}) == len(allr), "duplicates"
    nreal = sum(r["source"].endswith(REAL) for r in allr)
    assert nreal * 2 >= len(allr), "less than half real"
    for name, rs in (("dev.jsonl", dev), ("heldout.jsonl", held)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for r in rs:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("class        dev heldout real synthetic")
    for row in table:
        print(f"{row[0]:12} {row[1]:3} {row[2]:7} {row[3]:4} {row[4]:9}")
    print(f"total {len(dev)} + {len(held)} = {len(allr)}; real {nreal}; candidates {len(CANDS)}; dropped {sum(dropped.values())}")
    for name in ("dev.jsonl", "heldout.jsonl"):
        print(hashlib.sha256(open(os.path.join(HERE, name), "rb").read()).hexdigest() + "  " + name)


if __name__ == "__main__":
    main()
