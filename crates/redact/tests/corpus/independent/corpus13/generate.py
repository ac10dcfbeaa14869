#!/usr/bin/env python3
"""Build corpus13 dev.jsonl / heldout.jsonl from captured/ (real runs) and synthlib.py.

Reads only captured/ and synthlib.py. Validates every record (fails loudly), splits
per class by sha256 of canonical JSON, writes the two files and prints counts + sha256.
Re-running gives byte-identical files.
"""
import base64
import csv
import hashlib
import io
import ipaddress
import json
import os
import re
import sys
from urllib.parse import quote, unquote

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import synthlib as S  # noqa: E402

CAP = os.path.join(HERE, "captured")
REAL = " [real software run on this machine, see captured/]"
SYN = " [synthetic]"
CLASSES = ["pii_locale", "positional", "infra", "encoded", "no_key", "lookalike", "key_unusual", "rows"]


def read(rel):
    with open(os.path.join(CAP, rel), encoding="utf-8") as f:
        return f.read()


def lines_of(rel):
    return read(rel).split("\n")


PL = json.loads(read("planted.json"))


# =========================================================== label candidates
def _flat(v):
    if isinstance(v, list):
        for x in v:
            yield from _flat(x)
    elif isinstance(v, str):
        yield v


def b64(s):
    return base64.b64encode(s.encode("utf-8")).decode()


def json_esc(s):
    return json.dumps(s)[1:-1]


def openssl_esc(s):
    return "".join(c if ord(c) < 128 else "".join("\\%02X" % b for b in c.encode()) for c in s)


def ldap_filter_esc(s):
    return "".join(c if ord(c) < 128 else "".join("\\%02X" % b for b in c.encode()) for c in s)


SECRET_LITERALS = []   # (value, bounded)
PRIVATE_LITERALS = []
for k, v in PL["secrets"].items():
    for x in _flat(v):
        if k == "otp":
            SECRET_LITERALS.append((x, True))
        else:
            SECRET_LITERALS.append((x, False))
            if quote(x, safe="") != x:
                SECRET_LITERALS.append((quote(x, safe=""), False))
for p in PL["people"]:
    pw = p["password"]
    SECRET_LITERALS.append((pw, False))
    if quote(pw, safe="") != pw:
        SECRET_LITERALS.append((quote(pw, safe=""), False))
    if "@" in pw:  # fragment left visible when a tool splits user:pass@host at the wrong '@'
        SECRET_LITERALS.append((pw.split("@", 1)[1], False))
for x in ("Winter2026!", "Passw0rd!"):
    SECRET_LITERALS.append((x, False))
dp = PL["secrets"]["deploy_pw"]
if "@" in dp:
    SECRET_LITERALS.append((dp.split("@", 1)[1], False))

for p in PL["people"]:
    name = p["name"]
    forms = {name, quote(name), json_esc(name), openssl_esc(name), b64(name)}
    for f in forms:
        PRIVATE_LITERALS.append((f, False))
    for part in name.split():
        if len(part) >= 2:
            PRIVATE_LITERALS.append((part, True))
            PRIVATE_LITERALS.append((b64(part), False))
            if part != part.lower():
                PRIVATE_LITERALS.append((ldap_filter_esc(part.lower()), False))
    e = p["email"]
    for f in {e, e.replace("@", "%40"), quote(e, safe="")}:
        PRIVATE_LITERALS.append((f, False))
    ph = p["phone"]
    for f in {ph, ph.replace(" ", ""), re.sub(r"[ -]", "", ph), quote(ph.replace(" ", ""), safe=""),
              quote(ph, safe="")}:
        PRIVATE_LITERALS.append((f, True))
    if p.get("national_id"):
        nid = p["national_id"]
        for f in {nid, nid.replace(" ", "")}:
            PRIVATE_LITERALS.append((f, True))
    if p.get("iban"):
        PRIVATE_LITERALS.append((p["iban"], True))
        PRIVATE_LITERALS.append((S.iban_group(p["iban"]), True))
    c = p["card"]
    for f in {c, S.fmt_card(c, " "), S.fmt_card(c, "-")}:
        PRIVATE_LITERALS.append((f, True))
    a = p["address"]
    for f in {a, a.replace(", ", "$"), b64(a.replace(", ", "$"))}:
        PRIVATE_LITERALS.append((f, False))
    PRIVATE_LITERALS.append((p["dob"], True))
    PRIVATE_LITERALS.append((p["login"], True))
    PRIVATE_LITERALS.append((p["client_ip"], True))
for h in PL["hosts"].values():
    PRIVATE_LITERALS.append((h, True))
# account names used to authenticate (service accounts); see README "labelling choices"
for acct in ("svc-backup", "deploy-bot", "svc_billing", "svc_reporting", "report_ro"):
    PRIVATE_LITERALS.append((acct, True))
# a mailbox used as SMTP login in the PHP config dump
PRIVATE_LITERALS.append(("billing@example.net", False))
# other client IPs planted in the traffic
for ip in ("198.51.100.201", "198.51.100.66"):
    PRIVATE_LITERALS.append((ip, True))
# phone number planted by the UPDATE in the own-MariaDB run, and LDAP mobile
for ph in ("+49 170 9876543", "+30 697 765 4321"):
    PRIVATE_LITERALS.append((ph, True))

SECRET_REGEXES = [
    r"(?<=Basic )[A-Za-z0-9+/]{8,}={0,2}",
    r"(?<=Bearer )[A-Za-z0-9._~+/-]{16,}={0,2}",
    r"\$2[aby]\$\d\d\$(?:[./A-Za-z0-9]|\\/){53,60}",
    r"\$apr1\$[./A-Za-z0-9]{1,8}\$[./A-Za-z0-9]{22}",
    r"\$1\$[./A-Za-z0-9]{1,8}\$[./A-Za-z0-9]{22}",
    r"\$5\$[./A-Za-z0-9]{1,16}\$[./A-Za-z0-9]{43}",
    r"\$6\$[./A-Za-z0-9]{1,16}\$[./A-Za-z0-9]{86}",
    r"\{SHA\}[A-Za-z0-9+/]{27}=",
    r"\{SSHA\}[A-Za-z0-9+/]{28,}={0,2}",
    r"SCRAM-SHA-256\$\d+:[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+",
    r"pbkdf2_sha256\$\d+\$[A-Za-z0-9]+\$(?:[A-Za-z0-9+/=]|\\/)+",
    r"\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+",
    r"(?<![0-9A-Za-z])\*[0-9A-F]{40}(?![0-9A-F])",
    r"(?<=Master-Key: )[0-9A-F]{64,}",
    r"(?<=Session-ID: )[0-9A-F]{64}",
    r"(?<=PHPSESSID=)[0-9a-f]{32}",
    r"(?<=userPassword:: )[A-Za-z0-9+/]+={0,2}",
    # vendor token formats (see README: public format sources)
    r"\bgh[pousr]_[A-Za-z0-9]{36}\b",
    r"\b[rs]k_live_[A-Za-z0-9]{24,}\b",
    r"\bSG\.[\w-]{22}\.[\w-]{43}",
    r"\bSK[0-9a-f]{32}\b",
    r"\bAIza[\w-]{35}",
    r"\bsk-proj-[\w-]{40,}",
    r"\bglpat-[\w-]{20}",
    r"\bxox[abpr]-[\w-]{20,}",
    r"\bnpm_[A-Za-z0-9]{36}\b",
]
SECRET_RX = [re.compile(x) for x in SECRET_REGEXES]


def _find_bounded(text, v):
    pat = r"(?<![\w.@%+-])" + re.escape(v) + r"(?![\w%-]|\.\w)"
    return [m.start() for m in re.finditer(pat, text)]


def _find(text, v, bounded):
    if bounded:
        return _find_bounded(text, v)
    out, i = [], text.find(v)
    while i >= 0:
        out.append(i)
        i = text.find(v, i + 1)
    return out


def detect(texts, extra_secrets=(), extra_private=()):
    """Return (secrets, private) found in the texts. Longer values win; a value is listed
    only if it has an occurrence not inside an already chosen value."""
    cands = []
    for v, b in SECRET_LITERALS:
        cands.append((v, b, "s"))
    for v, b in PRIVATE_LITERALS:
        cands.append((v, b, "p"))
    for v in extra_secrets:
        cands.append((v, False, "s"))
    for v in extra_private:
        cands.append((v, False, "p"))
    for t in texts:
        for rx in SECRET_RX:
            for m in rx.finditer(t):
                cands.append((m.group(0), False, "s"))
    # longest first; secrets before private on ties
    seen = set()
    uniq = []
    for v, b, kind in sorted(cands, key=lambda c: (-len(c[0]), c[2] != "s", c[0])):
        if (v, kind) in seen or not v:
            continue
        seen.add((v, kind))
        uniq.append((v, b, kind))
    chosen = []
    spans = {i: [] for i in range(len(texts))}
    for v, b, kind in uniq:
        if any(v == c[0] for c in chosen):
            continue
        hit = False
        for i, t in enumerate(texts):
            for st in _find(t, v, b):
                en = st + len(v)
                if not any(s <= st and en <= e for s, e in spans[i]):
                    hit = True
        if hit:
            chosen.append((v, kind))
            for i, t in enumerate(texts):
                for st in _find(t, v, b):
                    spans[i].append((st, st + len(v)))
    secrets = [v for v, k in chosen if k == "s"]
    private = [v for v, k in chosen if k == "p"]
    return secrets, private


# ================================================================ keep finder
KEEP_RX = [re.compile(x) for x in [
    r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}",
    r"\d{2}/[A-Z][a-z]{2}/\d{4}:\d{2}:\d{2}:\d{2}(?:\.\d+)?(?: [+-]\d{4})?",
    r"\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}(?::?\d{2})?)?",
    r"[A-Z][a-z]{2} [A-Z][a-z]{2} \d{2} \d{2}:\d{2}:\d{2}\.\d+ \d{4}",
    r"[A-Z][a-z]{2} [A-Z][a-z]{2} \d{1,2} \d{2}:\d{2}:\d{2} \d{4} [+-]\d{4}",
    r"[A-Z][a-z]{2} [ \d]\d \d{2}:\d{2}:\d{2}",
    r"[A-Z][a-z]{2} \d{2}, \d{4} \d{1,2}:\d{2}:\d{2} [AP]M",
    r"\d{2}-[A-Z][a-z]{2}-\d{4} \d{2}:\d{2}:\d{2} UTC",
    r"(?<![\d.])\d{2}:\d{2}:\d{2}\.\d{6}(?!\d)",
    r"(?<!\d)\d{6} \d{2}:\d{2}:\d{2}(?!\d)",
    r"(?<![0-9a-f])[0-9a-f]{8}\.[0-9a-f]{8}(?![0-9a-f])",
    r"HTTP/[12](?:\.[01])?",
    r'"(?:status|method|bytes|duration_us|level|severity|code|event|status_code)":(?:\d+|"[A-Za-z_.]+")',
    r"\b(?:GET|POST|PUT|PATCH|DELETE)\b",
    r"^<1\d\d>",
    r"\b[\w-]+\.c:\d+",
    r"\btrace: [\w-]+",
    r"Send header|Recv header|== Info",
    r"TCP/IP|using password: (?:YES|NO)",
    r"Proxy [\w<>]+ stopped",
    r"(?<![\d/])-?\d+/-?\d+/-?\d+/-?\d+/-?\d+(?![\d/])",
    r"\bAH\d{5}\b",
    r"SQLSTATE\[[0-9A-Z]{5}\]",
    r"ERROR \d{4} \(\w{5}\)",
    r"\b(?:err|tag|conn|op|fd|nentries|scope)=\d+",
    r"\b(?:Apache|git|Wget|Java-http-client|Firefox|kube-probe|python-requests|billing-sync|okhttp|curl|Ruby|MariaDB|OpenSSL|PHP)/?[\d.]+[\w.-]*",
    r"\b(?:INFO|WARN|WARNING|ERROR|DEBUG|SEVERE|FATAL|NOTICE|Warning|Note|Deprecated|Fatal error)\b",
    r"\[(?:core|auth_basic|mpm_event):(?:info|notice|error|debug)\]",
    r"sha256:[0-9a-f]{64}",
    r"\b[0-9a-f]{40}\b",
    r"\b(?:SELECT|INSERT INTO|UPDATE|DELETE FROM|CREATE USER|ALTER USER|SET PASSWORD|CREATE TABLE|GRANT|Connect|Query|Quit)\b",
    r"\b(?:customers|payment_methods|user_sessions|deploy_events|accounts|deploys)\b",
    r"/tmp/corpus13_work/[\w./-]+",
    r"[\w-]+\.(?:csv|php|rb|pl|java|pm|js|pdf|html|xlsx)\b",
    r"(?<=\" )[1-5]\d\d(?= )",
    r"(?<= )[1-5]\d\d(?= \d+ )",
    r"\b(?:fe_web|fe_api|be_app/app1|be_app|inetOrgPerson|ou=people,dc=example,dc=org|dc=example,dc=org)\b",
    r"\bconn=\d+ op=\d+ (?:BIND|SRCH|RESULT|ADD|MOD|UNBIND|PASSMOD|EXT|SEARCH RESULT)",
    r"\b(?:Connection|Content-Type|Content-Length|User-Agent|Accept|Host|ETag|Server|Date)\b",
    r"\bmysql_native_password\b",
    r"\bTLSv1\.[23]\b|ECDHE-RSA-AES256-GCM-SHA384|sha256WithRSAEncryption|rsaEncryption",
]]


def find_keeps(texts, secrets, private, extra=(), limit=6):
    bad = secrets + private
    spans = []
    for i, t in enumerate(texts):
        for v in bad:
            for st in _find(t, v, False):
                spans.append((i, st, st + len(v)))
    cands = []
    for e in extra:
        cands.append(e)
    for i, t in enumerate(texts):
        for rx in KEEP_RX:
            for m in rx.finditer(t):
                cands.append(m.group(0))
    out = []
    for c in cands:
        c = c.strip()
        if not c or c in out or len(c) < 2:
            continue
        if any(c in b or b in c for b in bad):
            continue
        ok = False
        for i, t in enumerate(texts):
            for st in _find(t, c, False):
                en = st + len(c)
                if not any(j == i and not (en <= s or st >= e) for j, s, e in spans):
                    ok = True
        if ok:
            out.append(c)
        if len(out) >= limit:
            break
    return out


# ============================================================ record building
RECORDS = []


def texts_of(rec):
    if rec["kind"] == "line":
        return [rec["text"]]
    if rec["kind"] == "block":
        return list(rec["lines"])
    return list(rec["columns"]) + [c for c in rec["row"] if isinstance(c, str)]


def make(kind, payload, cls, source, keep_extra=(), extra_secrets=(), extra_private=(), drop=(), limit=6,
         secrets=None, private=None, keep=None, skip_empty=False):
    rec = {"kind": kind}
    if kind == "line":
        rec["text"] = payload
    elif kind == "block":
        rec["lines"] = list(payload)
    else:
        rec["columns"], rec["row"] = payload
    t = texts_of(rec)
    if secrets is None or private is None:
        s, p = detect(t, extra_secrets, extra_private)
        s = [x for x in s if x not in drop]
        p = [x for x in p if x not in drop]
        if secrets is None:
            secrets = s
        if private is None:
            private = p
    if skip_empty and cls != "lookalike" and not (secrets or private):
        return None
    if keep is None:
        keep = find_keeps(t, secrets, private, keep_extra, limit)
    rec["secrets"] = secrets
    rec["private"] = private
    rec["keep"] = keep
    rec["class"] = cls
    rec["source"] = source
    RECORDS.append(rec)
    return rec


def real(src):
    return src + REAL


# =================================================================== real: web
def real_apache():
    acc = [l for l in lines_of("apache/access.log") if l]
    git_lines = [l for l in acc if "/git/app.git" in l]
    acc = [l for l in acc if "/git/app.git" not in l] + git_lines[:1] + [l for l in git_lines if "deploy-bot" in l][:2]
    for l in acc:
        if 'auth="Basic' in l or 'auth="Bearer' in l:
            cls = "positional"
        elif "/reset-password/" in l:
            cls = "no_key"
        elif "%40" in l or "%C3" in l or "X-Amz-" in l or "code=" in l or "otp=" in l:
            cls = "encoded"
        else:
            cls = "infra"
        if cls == "infra" and ("/health" in l or "/api/v2/status" in l):
            continue  # only loopback address + nothing to redact
        make("line", l, cls, real("Apache httpd 2.4 access log, custom LogFormat with %{Authorization}i and %{Cookie}i"),
             skip_empty=True)
    js = [l for l in lines_of("apache/access_json.log") if l and "/git/app.git" not in l]
    for l in js:
        if '"user":"-"' in l and "%40" not in l and "reset" not in l and '"api_key":"-"' in l:
            continue
        if "%40" in l:
            cls = "encoded"
        elif "reset-password" in l:
            cls = "no_key"
        elif '"api_key":"-"' not in l:
            cls = "key_unusual"
        else:
            cls = "infra"
        make("line", l, cls, real("Apache httpd 2.4 access log, JSON LogFormat"), skip_empty=True)
    err = [l for l in lines_of("apache/error.log") if l]
    for l in err:
        if "[client " in l:
            if "/reset-password/" in l:
                cls = "no_key"
            elif "127.0.0.1:" in l:
                continue
            else:
                cls = "infra"
        else:
            cls = "lookalike"
        make("line", l, cls, real("Apache httpd 2.4 error log (mod_auth_basic, core, mod_remoteip)"), skip_empty=True)
    # htpasswd file lines (user:hash) have no diagnostic token to keep, so they are not used as records


def real_haproxy():
    ls = [l for l in lines_of("haproxy/stdout.log") if l]
    for l in ls:
        if "<BADREQ>" in l:
            continue
        if " fe_api " in l:
            if "key=-" in l and "sid=-" in l and "xff=-" in l:
                continue
            cls = "key_unusual" if ("key=-" not in l or "sid=-" not in l) else "infra"
            if "otp=" in l:
                cls = "encoded"
        elif "Proxy " in l:
            cls = "infra"
        else:
            m = re.search(r"\{([^}]*)\} \{([^}]*)\}", l)
            caps = m.group(1).split("|") if m else []
            has_secret = any(x.startswith(("Basic ", "Bearer ")) or "=" in x for x in caps[1:]) or (m and m.group(2))
            if "/reset-password/" in l:
                cls = "no_key"
            elif "%40" in l or "%C3" in l or "X-Amz-" in l or "code=" in l:
                cls = "encoded"
            elif has_secret:
                cls = "no_key"
            else:
                cls = "infra"
        make("line", l, cls, real("HAProxy 2.6 log (rfc3164 to stdout, option httplog with captured headers / custom log-format)"),
             extra_private=[re.search(r"haproxy\[(\d+)\]", l).group(1)])
    st = [l for l in lines_of("haproxy/stderr.log") if l]
    make("block", st[:3], "lookalike", real("HAProxy 2.6 stderr on soft stop"))


def real_wget():
    L = lines_of("wget/wget_debug.txt")
    make("block", L[0:4], "positional", real("GNU Wget 1.21 -d (option echo)"),
         keep_extra=["--output-document", "/dev/null", "X-Forwarded-For"])
    # second request block with Authorization
    i = [k for k, l in enumerate(L) if l == "---request begin---"]
    blk = L[i[1]:i[1] + 11]
    make("block", blk, "positional", real("GNU Wget 1.21 -d request dump"))
    blk2 = L[i[2]:i[2] + 11]
    make("block", blk2, "positional", real("GNU Wget 1.21 -d request dump"))
    j = [k for k, l in enumerate(L) if l == "---response begin---"][1]
    make("block", L[j:j + 11], "lookalike", real("GNU Wget 1.21 -d response dump"))
    k = [k for k, l in enumerate(L) if "logging suppressed" in l][0]
    # wget masked the part of the password before the first '@' and lowercased the rest as a host name
    frag = [p["password"] for p in PL["people"] if p["login"] == "obennett"][0].split("@", 1)[1].lower()
    make("block", L[k:k + 4], "positional", real("GNU Wget 1.21 -d with credentials in URL (password partly masked)"),
         extra_secrets=[frag])


def real_git():
    R = lines_of("git/clone_trace_redacted.txt")
    U = lines_of("git/clone_trace_unredacted.txt")
    src_r = real("git 2.47 GIT_TRACE=1 GIT_CURL_VERBOSE=1 (default redaction)")
    src_u = real("git 2.47 GIT_TRACE=1 GIT_TRACE_CURL=1 GIT_TRACE_REDACT=0")
    make("line", R[0], "encoded", src_r)
    make("line", [l for l in R if "trace: run_command: git remote-http" in l][0], "positional", src_r)
    make("line", [l for l in R if "Issue another request to this URL" in l][0], "positional", src_r)
    make("line", [l for l in R if "Server auth using Basic with user" in l][0], "infra", src_r)
    objs = [l for l in R if "Send header: GET /git/app.git/objects/" in l]
    for l in objs[:2]:
        make("line", l, "lookalike", src_r)
    make("line", [l for l in R if "Recv header: ETag:" in l][0], "lookalike", src_r)
    # redacted header block: git replaced the credential, only the login remains elsewhere
    k = [k for k, l in enumerate(R) if "Authorization: Basic <redacted>" in l][0]
    make("block", R[k - 2:k + 6], "lookalike", src_r)
    make("line", U[0], "lookalike", src_u)
    auth = [l for l in U if "Send header: Authorization: Basic" in l]
    make("line", auth[0], "positional", src_u)
    gl = [l for l in U if "X-Gitlab-Token" in l]
    make("line", gl[0], "key_unusual", src_u)
    k = [k for k, l in enumerate(U) if "Send header: Authorization: Basic" in l][1]
    make("block", U[k - 2:k + 6], "positional", src_u)
    log = lines_of("git/log_fuller.txt")
    starts = [k for k, l in enumerate(log) if l.startswith("commit ")]
    for s_ in starts:
        make("block", log[s_:s_ + 7], "pii_locale", real("git 2.47 log --format=fuller"))
    make("block", [l for l in lines_of("git/remote_v.txt") if l], "positional", real("git 2.47 remote -v"),
         keep_extra=["origin", "(fetch)", "(push)", "/git/app.git"])


def real_ruby():
    O = [l for l in lines_of("ruby/stdout.txt") if l]
    E = [l for l in lines_of("ruby/stderr.txt") if l]
    src = real("Ruby 3.1 Logger default formatter")
    for l in O:
        if l.startswith("I, ") and "export fetched" in l:
            continue
        if l.startswith(("I, ", "W, ")):
            make("line", l, "pii_locale", src)
        elif l.startswith("D, "):
            make("line", l, "encoded", src)
        elif l.startswith("E, "):
            make("block", [l, O[O.index(l) + 1]], "encoded", src)
        elif l.startswith("{\"db_user"):
            make("line", l, "key_unusual", real("Ruby 3.1 Kernel#p (Hash#inspect)"),
                 keep_extra=["db_user", "region", "eu-west-1"])
        elif l.startswith("{\"event"):
            make("line", l, "encoded", real("Ruby 3.1 JSON.generate"), keep_extra=["user.updated", "request_id"])
    req = [l for l in E if l.startswith("<- ")][0]
    make("line", req, "encoded", real("Ruby 3.1 Net::HTTP#set_debug_output"), keep_extra=["Accept-Encoding"])
    k = [k for k, l in enumerate(E) if l.startswith('-> "HTTP/1.1 200 OK')][0]
    make("block", E[k:k + 7], "lookalike", real("Ruby 3.1 Net::HTTP#set_debug_output"))


def real_java():
    L = lines_of("java/stderr.txt")
    src = real("OpenJDK 17 java.net.http.HttpClient -Djdk.httpclient.HttpClient.log=headers,requests (java.util.logging SimpleFormatter)")
    k = [k for k, l in enumerate(L) if "REQUEST HEADERS:" in l][0]
    make("block", L[k - 1:k + 12], "positional", src)
    k2 = [k for k, l in enumerate(L) if "RESPONSE HEADERS:" in l][0]
    make("block", L[k2 - 1:k2 + 9], "lookalike", src)
    k3 = [k for k, l in enumerate(L) if "RESPONSE: (GET" in l][0]
    make("block", L[k3 - 1:k3 + 1], "infra", src)
    jsrc = real("OpenJDK 17 java.util.logging SimpleFormatter")
    w = [k for k, l in enumerate(L) if l.startswith("WARNING: Payment declined")][0]
    make("block", L[w - 1:w + 1], "pii_locale", jsrc)
    s_ = [k for k, l in enumerate(L) if l.startswith("SEVERE:")][0]
    make("block", L[s_ - 1:s_ + 1], "positional", jsrc)
    i_ = [k for k, l in enumerate(L) if l.startswith("INFO: export status")][0]
    make("block", L[i_ - 1:i_ + 1], "infra", jsrc)


# =================================================================== real: db
def hdr_names(line, sep="|"):
    return [c.strip() for c in line.strip().strip(sep).split(sep) if c.strip()]


def real_mariadb_client():
    T = lines_of("mariadb_client/table.txt")
    src_t = real("MariaDB 10.11 mariadb client -t (table output)")
    # customers table: header + 3 rows as a block
    make("block", T[0:4] + [T[5]], "pii_locale", src_t, keep_extra=hdr_names(T[1]))
    make("block", T[0:3] + T[8:10], "pii_locale", src_t, keep_extra=hdr_names(T[1]))
    dep = [k for k, l in enumerate(T) if "event_code" in l][0]
    make("block", T[dep - 1:dep + 5], "lookalike", src_t)
    V = lines_of("mariadb_client/vertical.txt")
    src_v = real("MariaDB 10.11 mariadb client \\G vertical output")
    r2 = [k for k, l in enumerate(V) if "2. row" in l][0]
    fields = [l.split(":", 1)[0].strip() for l in V[1:r2]]
    make("block", V[0:r2], "rows", src_v, keep_extra=["1. row"] + fields)
    make("block", V[r2:r2 + 16], "rows", src_v, keep_extra=["2. row"] + fields)
    B = lines_of("mariadb_client/batch.tsv")
    src_b = real("MariaDB 10.11 mariadb client -B (tab-separated batch output)")
    hdrs = [k for k, l in enumerate(B) if l.startswith(("id\t", "session_id\t"))]
    for hi, h in enumerate(hdrs):
        cols = B[h].split("\t")
        end = hdrs[hi + 1] if hi + 1 < len(hdrs) else len(B)
        for l in B[h + 1:end]:
            if not l:
                continue
            cells = l.split("\t")
            row = []
            for c, v in zip(cols, cells):
                if v == "NULL":
                    row.append(None)
                elif c == "id" and v.isdigit():
                    row.append(int(v))
                else:
                    row.append(v)
            cls = "lookalike" if "event_code" in cols else "rows"
            make("row", (cols, row), cls, src_b, keep_extra=[c for c in cols])
    X = lines_of("mariadb_client/xml.txt")
    src_x = real("MariaDB 10.11 mariadb client --xml")
    rs = [k for k, l in enumerate(X) if l.strip() == "<row>"]
    for k in rs[:2]:
        make("block", X[k:k + 7], "encoded", src_x, keep_extra=['<field name="id">', '<field name="api_token">'])
    E = lines_of("mariadb_client/errors.txt")
    make("block", [l for l in E[0:5] if l or True][0:5], "positional", real("MariaDB 10.11 mariadb client --force error echo"))


def real_php():
    O = lines_of("php/stdout.txt")
    src = real("PHP 8.2 CLI print_r")
    cfg_end = [k for k, l in enumerate(O) if l == ")"][0]
    make("block", O[0:cfg_end + 1], "key_unusual", src, keep_extra=["dsn", "webhook_tolerance", "Array"])
    vd = [k for k, l in enumerate(O) if l.startswith("array(4)")][0]
    make("block", O[vd:vd + 10], "key_unusual", real("PHP 8.2 CLI var_dump"), keep_extra=["array(4)", "int(587)", "string(16)"])
    ve = [k for k, l in enumerate(O) if l.startswith("array (")][0]
    make("block", O[ve:ve + 5], "positional", real("PHP 8.2 CLI var_export"), keep_extra=["array (", "card", "holder"],
         extra_secrets=[json.loads(read("php/args.json"))["cvv"]])
    pe = [l for l in O if l.startswith("PDOException")][0]
    make("line", pe, "infra", real("PHP 8.2 PDOException message (pdo_mysql)"), keep_extra=["PDOException", "[1045]"])
    pr = [k for k, l in enumerate(O) if l == "Array" and k > cfg_end][0]
    make("block", O[pr:pr + 10], "rows", real("PHP 8.2 CLI print_r of PDO::fetchAll row"), keep_extra=["national_id", "password_hash"])
    vd2 = [k for k, l in enumerate(O) if l.startswith("array(7)")][0]
    make("block", O[vd2:vd2 + 16], "rows", real("PHP 8.2 CLI var_dump of PDO::fetchAll row"), keep_extra=["array(7)", "int(1006)"])
    js = [l for l in O if l.startswith('{"id"')]
    make("line", js[0], "encoded", real("PHP 8.2 json_encode of PDO row (default flags)"), keep_extra=['"id":1002', "national_id"])
    make("line", js[1], "rows", real("PHP 8.2 json_encode of PDO row (JSON_UNESCAPED_UNICODE)"), keep_extra=['"id":1003', "national_id"])
    h = [l for l in O if l.startswith(("$2y$", "$argon2id$"))]
    make("block", [js[1]] + h, "no_key", real("PHP 8.2 CLI json_encode + password_hash() output"),
         keep_extra=['"id":1003', "national_id", "password_hash"])
    L = [l for l in lines_of("php/php_errors.log") if l]
    srcl = real("PHP 8.2 error_log file")
    for l in L:
        if "Login failed" in l:
            make("line", l, "infra", srcl, keep_extra=["Login failed"])
        elif "Password reset link" in l:
            make("line", l, "no_key", srcl, keep_extra=["Password reset link sent"])
        elif "DB error" in l:
            make("line", l, "infra", srcl)
    k = [k for k, l in enumerate(L) if "PHP Fatal error" in l][0]
    make("block", L[k - 1:k + 5], "lookalike", srcl)
    b = [l for l in L if "Base table or view not found" in l][0]
    # a lookalike line needs ≥2 keeps; this one has SQLSTATE + table name
    make("line", b, "lookalike", srcl, keep_extra=["corpus13_tmp.customer", "1146"])


def real_perl():
    T = lines_of("perl/dbitrace.log")
    src = real("Perl DBI 1.643 DBI_TRACE=2 with DBD::MariaDB 1.22")
    ex = [l for l in T if l.lstrip().startswith("-> execute for DBD::MariaDB::st")]
    make("line", ex[0], "pii_locale", src, keep_extra=["DBD::MariaDB::st", "execute"])
    make("line", ex[1], "no_key", src, keep_extra=["DBD::MariaDB::st", "execute"])
    bp = [l for l in T if l.startswith("Binding parameters:")]
    make("line", bp[0], "positional", src, keep_extra=["Binding parameters"])
    make("line", bp[1], "positional", src, keep_extra=["Binding parameters", "user_sessions", "session_id"])
    c = [l for l in T if l.startswith("imp_dbh->connect: dsn") and "svc_reporting" in l][0]
    make("line", c, "infra", src, keep_extra=["imp_dbh->connect", "corpus13_tmp"])
    f = [k for k, l in enumerate(T) if "<- fetchrow_arrayref= [" in l]
    if f:
        make("line", T[f[0]], "rows", src, keep_extra=["fetchrow_arrayref", "report.pl"])
    st = [l for l in lines_of("perl/stderr.txt") if l.startswith("DBI connect(")][0]
    make("line", st, "infra", real("Perl DBI 1.643 PrintError warning"), keep_extra=["DBI connect", "report.pl"])


def real_mariadb_own():
    G = lines_of("mariadb_own/general.log")
    src = real("MariaDB 10.11 general query log (own mariadbd instance)")
    for l in G:
        if "IDENTIFIED BY '" in l or "PASSWORD('" in l:
            make("line", l, "positional", src)
        elif "INSERT INTO payment_methods" in l or "UPDATE payment_methods" in l or ("SELECT id, holder" in l):
            make("line", l, "pii_locale", src)
        elif "Connect\tsvc_billing@127.0.0.1 on billing" in l or "Connect\treport_ro@" in l or "Access denied" in l:
            make("line", l, "infra", src)
    SL = lines_of("mariadb_own/slow.log")
    k = [k for k, l in enumerate(SL) if "CREATE USER 'report_ro'" in l][0]
    make("block", SL[k - 5:k + 1], "positional", real("MariaDB 10.11 slow query log (long_query_time=0)"))
    k = [k for k, l in enumerate(SL) if l.startswith("INSERT INTO payment_methods") and "李伟" in l][0]
    make("block", SL[k - 5:k + 1], "pii_locale", real("MariaDB 10.11 slow query log (long_query_time=0)"))
    EL = lines_of("mariadb_own/error.log")
    make("line", [l for l in EL if "Access denied for user" in l][0], "infra", real("MariaDB 10.11 error log (log_warnings=4)"))
    make("line", [l for l in EL if "ready for connections" in l][0], "lookalike", real("MariaDB 10.11 error log"),
         keep_extra=["mariadbd", "ready for connections"])
    C = lines_of("mariadb_own/client_session.txt")
    srcc = real("MariaDB 10.11 mariadb client -t against own server")
    hdr = [k for k, l in enumerate(C) if "authentication_string" in l][0]
    cols = [c.strip() for c in C[hdr].strip("|").split("|")]
    for l in C[hdr + 2:hdr + 4]:
        cells = [c.strip() for c in l.strip("|").split("|")]
        make("row", (cols, cells), "rows", srcc, keep_extra=cols + ["mysql_native_password"])
    g = [k for k, l in enumerate(C) if "Grants for svc_billing" in l][0]
    make("block", C[g - 1:g + 5], "positional", srcc, keep_extra=["GRANT USAGE ON", "GRANT ALL PRIVILEGES ON", "`billing`.*"])
    e = [l for l in C if l.startswith("ERROR 1142")][0]
    make("line", e, "infra", srcc, keep_extra=["ERROR 1142 (42000)", "`billing`.`payment_methods`", "DELETE command denied"])
    e2 = [l for l in C if l.startswith("ERROR 1045")][0]
    make("line", e2, "infra", srcc, keep_extra=["ERROR 1045 (28000)", "using password: YES"])


def real_psql():
    O = lines_of("psql/stdout.txt")
    src = real("psql 15 -e (echoed statements)")
    for l in O:
        if l.startswith("INSERT INTO accounts VALUES"):
            make("line", l, "no_key", src, keep_extra=["INSERT INTO accounts VALUES"])
    a = [k for k, l in enumerate(O) if l.startswith(" id | username")][0]
    make("block", O[a:a + 4], "pii_locale", real("psql 15 aligned output"), keep_extra=hdr_names(O[a]))
    make("block", [O[a], O[a + 1], O[a + 5], O[a + 6]], "pii_locale", real("psql 15 aligned output"),
         keep_extra=hdr_names(O[a]))
    r1 = [k for k, l in enumerate(O) if l.startswith("-[ RECORD 1 ]")][0]
    make("block", O[r1:r1 + 12], "rows", real("psql 15 expanded output (\\x)"), keep_extra=["-[ RECORD 1 ]", "password_hash", "last_login_ip"])
    r2 = [k for k, l in enumerate(O) if l.startswith("-[ RECORD 2 ]")][0]
    make("block", O[r2:r2 + 12], "rows", real("psql 15 expanded output (\\x)"), keep_extra=["-[ RECORD 2 ]", "password_hash", "tax_id"])
    h = [k for k, l in enumerate(O) if l.startswith("id,username,display_name")][0]
    rdr = list(csv.reader(O[h:h + 8]))
    cols = rdr[0]
    for r in rdr[1:]:
        row = [int(v) if c == "id" else (None if v == "" else v) for c, v in zip(cols, r)]
        make("row", (cols, row), "rows", real("psql 15 \\pset format csv"), keep_extra=cols)
    u = [k for k, l in enumerate(O) if l == "id|email|last_login_ip"][0]
    cols = O[u].split("|")
    for l in O[u + 1:u + 4]:
        c = l.split("|")
        make("row", (cols, [int(c[0]), c[1], c[2]]), "rows", real("psql 15 \\pset format unaligned, fieldsep |"), keep_extra=cols)
    d = [k for k, l in enumerate(O) if l.startswith(" id |                    image")][0]
    make("block", O[d:d + 4], "lookalike", real("psql 15 aligned output"))
    E = lines_of("psql/stderr.txt")
    make("block", E[0:2], "pii_locale", real("psql 15 server error (unique violation DETAIL)"), keep_extra=["accounts_email_key", "ERROR"])


# ================================================================= real: misc
def real_ldap():
    L = lines_of("ldap/slapd_stats.log")
    src = real("OpenLDAP slapd 2.5 -d stats")
    for l in L:
        if ' BIND dn="uid=' in l and "method=128" in l:
            make("line", l, "infra", src)
        elif "PASSMOD id=" in l or " MOD dn=" in l:
            make("line", l, "infra", src)
        elif "SRCH base=" in l and "(mail=" in l:
            make("line", l, "pii_locale", src)
        elif "SRCH base=" in l and "telephoneNumber" in l:
            make("line", l, "pii_locale", src)
        elif "SRCH base=" in l and "(cn=" in l:
            make("line", l, "encoded", src)
        elif "RESULT tag=97 err=49" in l or "SEARCH RESULT tag=101 err=4 " in l or "EXT oid=1.3.6.1.4.1.4203.1.11.1" in l:
            make("line", l, "lookalike", src, keep_extra=["1.3.6.1.4.1.4203.1.11.1"])
    C = lines_of("ldap/clients.txt")
    srcc = real("OpenLDAP 2.5 ldapsearch -LLL (LDIF)")
    k = [k for k, l in enumerate(C) if l.startswith("### ldapsearch admin by mail")][0]
    make("block", C[k + 1:k + 11], "encoded", srcc, keep_extra=["inetOrgPerson", "employeeNumber", "userPassword::"])
    k = [k for k, l in enumerate(C) if l.startswith("### ldapsearch anonymous by phone")][0]
    make("block", C[k + 1:k + 5], "encoded", srcc, keep_extra=["telephoneNumber", "ou=people,dc=example,dc=org"])
    k = [k for k, l in enumerate(C) if l.startswith("### ldapsearch admin full")][0]
    blk = C[k + 1:k + 28]
    make("block", blk[9:20], "encoded", real("OpenLDAP 2.5 ldapsearch (extended LDIF)"),
         keep_extra=["inetOrgPerson", "employeeNumber", "userPassword::"])
    k = [k for k, l in enumerate(C) if l.startswith("### ldapwhoami ok")][0]
    make("block", C[k:k + 2], "infra", real("OpenLDAP 2.5 ldapwhoami"), keep_extra=["ldapwhoami", "exit 0", "ou=people,dc=example,dc=org"])
    # slappasswd prints only the hash (nothing to keep next to it), so it is not used as a record


def real_memcached():
    L = lines_of("memcached/memcached_vv.log")
    src = real("memcached 1.6 -vv")
    for l in L:
        if l.startswith("<24 set session:") or l.startswith("<24 get pwreset:") or l.startswith("<24 set api_token:"):
            make("line", l, "key_unusual", src, keep_extra=["<24 " + l.split()[1], l.split()[2].split(":")[0] + ":"])
        elif l.startswith("<24 set otp:") or l.startswith("<24 set user:email:"):
            make("line", l, "pii_locale" if "otp" in l else "infra", src, keep_extra=["<24 set", l.split()[-3] + " " + l.split()[-2]])
        elif l.startswith("<24 add ratelimit:"):
            make("line", l, "infra", src, keep_extra=["<24 add", "ratelimit"])
        elif l.startswith("<24 get config:feature_flags"):
            make("line", l, "lookalike", src, keep_extra=["config:feature_flags:v7", "build:4.2.1"])
    k = [k for k, l in enumerate(L) if l.startswith("<24 get session:")][0]
    make("block", L[k:k + 3], "key_unusual", src, keep_extra=["<24", ">24", "END"])


def real_openssl():
    X = lines_of("openssl/x509_text.txt")
    src = real("OpenSSL 3.0 x509 -text -fingerprint")
    k = [k for k, l in enumerate(X) if "Issuer:" in l][0]
    make("block", X[k - 4:k + 5], "pii_locale", src, keep_extra=["sha256WithRSAEncryption", "Serial Number"])
    m = [k for k, l in enumerate(X) if "Modulus:" in l][0]
    make("block", X[m - 2:m + 6], "lookalike", src, keep_extra=["rsaEncryption", "Modulus:", "Public-Key: (2048 bit)"])
    make("block", [l for l in X if "Fingerprint=" in l] + [l for l in X if "X509v3 Subject Key Identifier" in l],
         "lookalike", src, keep_extra=[re.search(r"Fingerprint=(\S+)", "\n".join(X)).group(1), "sha256 Fingerprint"])
    san = [k for k, l in enumerate(X) if "X509v3 Subject Alternative Name" in l][0]
    make("block", X[san:san + 2], "infra", src, keep_extra=["X509v3 Subject Alternative Name", "DNS:", "email:"])
    R = lines_of("openssl/rsa_text.txt")
    pe = [k for k, l in enumerate(R) if l.startswith("privateExponent:")][0]
    blk = R[pe - 1:pe + 5]
    make("block", blk, "key_unusual", real("OpenSSL 3.0 rsa -text (private key dump)"),
         extra_secrets=[l.strip() for l in blk[2:]], keep_extra=["publicExponent: 65537 (0x10001)", "privateExponent:"])
    K = [l for l in lines_of("openssl/key.pem") if l]
    make("block", K, "key_unusual", real("OpenSSL 3.0 PKCS#8 private key PEM"),
         extra_secrets=K[1:-1], keep_extra=[K[0], K[-1]])
    C = lines_of("openssl/s_client.txt")
    srcc = real("OpenSSL 3.0 s_client -tls1_2")
    k = [k for k, l in enumerate(C) if l.startswith("Certificate chain")][0]
    make("block", C[k:k + 5], "encoded", srcc, keep_extra=["Certificate chain", "RSA-SHA256", "rsaEncryption"])
    k = [k for k, l in enumerate(C) if l.strip().startswith("Session-ID:")][0]
    make("block", C[k - 3:k + 3], "key_unusual", srcc, keep_extra=["TLSv1.2", "ECDHE-RSA-AES256-GCM-SHA384", "Session-ID-ctx"])
    k = [k for k, l in enumerate(C) if l.startswith("New, TLSv1.2")][0]
    make("block", C[k:k + 6], "lookalike", srcc, keep_extra=["TLSv1.2", "ECDHE-RSA-AES256-GCM-SHA384", "2048 bit"])
    k = [k for k, l in enumerate(C) if l.startswith("depth=0")][0]
    make("block", C[k:k + 3], "encoded", srcc, keep_extra=["depth=0", "verify error:num=18", "self-signed certificate"])
    t = [k for k, l in enumerate(C) if "TLS session ticket:" in l][0]
    blk = C[t:t + 4]
    hexes = [re.sub(r"\s{2,}.*$", "", l.split(" - ", 1)[1]) for l in blk[1:]]
    make("block", blk, "key_unusual", srcc, extra_secrets=hexes, keep_extra=["TLS session ticket:", "0000", "0010"])


# ============================================================== validation
DOMAIN_RX = re.compile(r"(?<![\w.-])((?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+([A-Za-z]{2,24}))(?![\w-])")
TLDS = set("com org net io dev app cloud info biz co uk de fr jp cn ru es nl eu ch se no be gr tr vn br au ca kr tw "
           "edu gov mil int internal local corp lan xyz ai tv us".split())
IP_RX = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.]|\.\d)")
ALLOWED_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "10.0.0.0/8",
                                                  "172.16.0.0/12", "192.168.0.0/16", "127.0.0.0/8")]


def fail(rec, msg):
    raise SystemExit("INVALID RECORD (%s): %s\n%s" % (msg, rec.get("source"), json.dumps(rec, ensure_ascii=False)[:1500]))


def spans_of(texts, values):
    out = []
    for i, t in enumerate(texts):
        for v in values:
            st = t.find(v)
            while st >= 0:
                out.append((i, st, st + len(v)))
                st = t.find(v, st + 1)
    return out


def validate(rec):
    keys = list(rec.keys())
    want = ["kind"] + {"line": ["text"], "block": ["lines"], "row": ["columns", "row"]}[rec["kind"]] + \
        ["secrets", "private", "keep", "class", "source"]
    if keys != want:
        fail(rec, "key order %s" % keys)
    if rec["class"] not in CLASSES:
        fail(rec, "class")
    if not (rec["source"].endswith(SYN) or rec["source"].endswith(REAL)):
        fail(rec, "source suffix")
    if rec["kind"] == "row":
        if len(rec["columns"]) != len(rec["row"]):
            fail(rec, "row width")
        for c in rec["row"]:
            if not (c is None or isinstance(c, (str, int, float))):
                fail(rec, "cell type")
    texts = texts_of(rec)
    for fld in ("secrets", "private", "keep"):
        vals = rec[fld]
        if len(set(vals)) != len(vals):
            fail(rec, "duplicate in %s" % fld)
        for v in vals:
            if not isinstance(v, str) or not v:
                fail(rec, "empty/non-string value in %s" % fld)
            if not any(v in t for t in texts):
                fail(rec, "%s value not in input: %r" % (fld, v))
            if v == "127.0.0.1":
                fail(rec, "127.0.0.1 listed")
    red = rec["secrets"] + rec["private"]
    if rec["class"] == "lookalike":
        if red:
            fail(rec, "lookalike with redactions")
    elif not red:
        fail(rec, "nothing to redact")
    if len(rec["keep"]) < 2:
        fail(rec, "fewer than 2 keep values")
    sp = spans_of(texts, red)
    for k in rec["keep"]:
        for r in red:
            if k in r or r in k:
                fail(rec, "keep %r overlaps redaction %r" % (k, r))
        ok = False
        for i, t in enumerate(texts):
            st = t.find(k)
            while st >= 0:
                en = st + len(k)
                if not any(j == i and not (en <= s or st >= e) for j, s, e in sp):
                    ok = True
                st = t.find(k, st + 1)
        if not ok:
            fail(rec, "keep %r only inside redaction spans" % k)
    for t in texts:
        u = t
        for _ in range(4):  # strip percent-escapes (also double-encoded ones)
            u = unquote(u)
        for m in DOMAIN_RX.finditer(u):
            dom, tld = m.group(1).lower(), m.group(2).lower()
            # an upper-case last label (Laravel "production.INFO") is a logger channel, not a host
            if tld in TLDS and m.group(2) == m.group(2).lower() and not re.search(r"(?:^|\.)example\.(?:com|org|net)$", dom):
                fail(rec, "domain %r" % dom)
        for m in IP_RX.finditer(t):
            try:
                ip = ipaddress.ip_address(m.group(1))
            except ValueError:
                continue
            if not any(ip in n for n in ALLOWED_NETS):
                fail(rec, "ip %s" % ip)


def canon(rec):
    return json.dumps(rec, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


REAL_CAP = {"infra": 30, "positional": 30, "lookalike": 30, "rows": 30}


def main():
    assert S.self_test()
    for fn in (real_apache, real_haproxy, real_wget, real_git, real_ruby, real_java, real_mariadb_client, real_php,
               real_perl, real_mariadb_own, real_psql, real_ldap, real_memcached, real_openssl):
        fn()
    # cap the real records per class: round-robin over sources (sorted by name), and within a
    # source lowest sha256 of canonical JSON first -- deterministic and keeps formats diverse
    capped = []
    for cls in CLASSES:
        groups = {}
        for r in RECORDS:
            if r["class"] == cls:
                groups.setdefault(r["source"], []).append(r)
        for g in groups.values():
            g.sort(key=lambda r: hashlib.sha256(canon(r).encode("utf-8")).hexdigest())
        picked, cap, i = [], REAL_CAP.get(cls, 10 ** 6), 0
        while len(picked) < cap and any(i < len(g) for g in groups.values()):
            for src in sorted(groups):
                if i < len(groups[src]) and len(picked) < cap:
                    picked.append(groups[src][i])
            i += 1
        capped += picked
    RECORDS[:] = capped
    n_real = len(RECORDS)
    for rec in S.build_synthetic():
        RECORDS.append(rec)
    seen = set()
    if "--all-errors" in sys.argv:
        n = 0
        for rec in RECORDS:
            try:
                validate(rec)
            except SystemExit as e:
                n += 1
                print(str(e)[:700])
        if n:
            raise SystemExit("%d invalid records" % n)
    for rec in RECORDS:
        validate(rec)
        c = canon(rec)
        if c in seen:
            fail(rec, "duplicate record")
        seen.add(c)
    dev, held = [], []
    table = {}
    for cls in CLASSES:
        recs = sorted([r for r in RECORDS if r["class"] == cls],
                      key=lambda r: hashlib.sha256(canon(r).encode("utf-8")).hexdigest())
        d = recs[0::2]
        h = recs[1::2]
        dev += d
        held += h
        nreal = sum(1 for r in recs if r["source"].endswith(REAL))
        table[cls] = (len(d), len(h), nreal, len(recs) - nreal)
    for name, recs in (("dev.jsonl", dev), ("heldout.jsonl", held)):
        data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in recs).encode("utf-8")
        with open(os.path.join(HERE, name), "wb") as f:
            f.write(data)
        print("%-14s %4d records  sha256 %s" % (name, len(recs), hashlib.sha256(data).hexdigest()))
    print("%-12s %5s %7s %5s %9s" % ("class", "dev", "heldout", "real", "synthetic"))
    for cls in CLASSES:
        print("%-12s %5d %7d %5d %9d" % ((cls,) + table[cls]))
    print("total: %d records (%d real, %d synthetic)" % (len(RECORDS), n_real, len(RECORDS) - n_real))
    if "--stats" in sys.argv:
        from collections import Counter
        print(Counter(r["source"] for r in RECORDS if r["source"].endswith(REAL)).most_common())


if __name__ == "__main__":
    main()
