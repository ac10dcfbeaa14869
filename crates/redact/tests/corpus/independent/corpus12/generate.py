"""Build corpus12 records from captured/ (real software runs) and synthlib (synthetic),
validate them, split them, write dev.jsonl / heldout.jsonl. Deterministic."""
import hashlib
import json
import os
import random
import re
import sys
import urllib.parse

import synthlib as S

HERE = os.path.dirname(os.path.abspath(__file__))
CAP = os.path.join(HERE, "captured")
REAL = " [real software run on this machine, see captured/]"
SYN = " [synthetic]"
CLASSES = ["pii_locale", "positional", "infra", "encoded", "no_key", "lookalike", "key_unusual", "rows"]
TARGET = 40


def rd(name):
    with open(os.path.join(CAP, name), encoding="utf-8") as f:
        return f.read()


def uniq(xs):
    out = []
    for x in xs:
        if x and x not in out:
            out.append(x)
    return out


def rec_line(text, secrets, private, keep, cls, source):
    return {"kind": "line", "text": text, "secrets": uniq(secrets), "private": uniq(private), "keep": uniq(keep), "class": cls, "source": source}


def rec_block(lines, secrets, private, keep, cls, source):
    return {"kind": "block", "lines": list(lines), "secrets": uniq(secrets), "private": uniq(private), "keep": uniq(keep), "class": cls, "source": source}


def rec_row(columns, row, secrets, private, keep, cls, source):
    return {"kind": "row", "columns": list(columns), "row": list(row), "secrets": uniq(secrets), "private": uniq(private), "keep": uniq(keep), "class": cls, "source": source}


def body_text(r):
    if r["kind"] == "line":
        return r["text"]
    if r["kind"] == "block":
        return "\n".join(r["lines"])
    return "\n".join(r["columns"] + ["" if v is None else str(v) for v in r["row"]])


# ====================================================================== real records
KEEP_PATTERNS = [
    r"\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(?:[.,]\d+)?Z?", r"\d\d/[A-Z][a-z]{2}/\d{4}:\d\d:\d\d:\d\d \+0000",
    r"\d\d/[A-Z][a-z]{2}/\d{4} \d\d:\d\d:\d\d", r"\d{1,2}-[A-Z][a-z]{2}-\d{4}::\d\d:\d\d:\d\d\.\d+", r"\d{4}/\d\d/\d\d \d\d:\d\d:\d\d",
    r"\d{8}T\d{6}Z", r"\b[0-9A-F]{40}\b", r"\b[0-9A-F]{16}\b", r"sha256:[0-9a-f]{64}", r"\bbld-\d{6}\b", r"\b[0-9a-f]{40}\b",
    r"ERROR REPORT", r"CRASH REPORT", r"WARNING REPORT", r"NOTICE REPORT", r"INFO REPORT", r"econnrefused", r"badmatch", r"db_connect_failed",
    r"session_started", r"MSG-0042", r"errno 111", r"PAYMENT DECLINED E402", r"password mismatch", r"was not found in", r"connect\(\) failed \(111: Connection refused\)",
    r"while connecting to upstream", r"HTTP/1\.1\" \d{3}", r"\" \d{3} \d+", r"rt=\d\.\d{3}", r"req_id=[0-9a-f]{32}", r"E_CARD_DECLINED", r"AUTH_INVALID_CREDENTIALS",
    r"Exception on /api/charge \[POST\]", r"ValueError", r"urllib3\.connectionpool", r"HTTP/1\.1 \d{3} [A-Z ]+", r"Content-Length: \d+", r"/api/[a-z0-9/]+",
    r"\d{3} \d\.\d\.\d [A-Za-z: ]+", r"queued as 4F2A91C03B", r"AUTH PLAIN LOGIN", r"mail FROM:<noreply@example\.com>", r"retcode \(\d{3}\)",
    r"Calculating signature using v4 auth", r"AWS4-HMAC-SHA256", r"\d{8}/eu-west-1/[a-z0-9]+/aws4_request", r"secretsmanager\.[A-Za-z]+",
    r"OperationModel\(name=[A-Za-z]+\)", r"NoSuchKey", r"INV-\d{5}\.pdf", r"x-amz-date", r"CanonicalRequest:", r"StringToSign:", r"Signature:",
    r"\b[0-9a-f]{64}\b", r"ed25519", r"\[SC\]", r"Total number processed: 1", r"public key", r"revocation certificate stored",
    r"-----BEGIN PGP PRIVATE KEY BLOCK-----", r"-----BEGIN PGP PUBLIC KEY BLOCK-----", r"pending_kyc", r"\bactive\b", r"\blocked\b",
    r"\bSUCCESS\b", r"\bFAILED\b", r"\bFLAKY\b", r"duration_ms", r"build_id", r"status", r"customers_backup", r"national_id", r"INSERT INTO",
    r"AUTH LOGIN", r"535 5\.7\.8", r"235 2\.7\.0", r"\(procedure \"login\" line 1\)", r"while executing", r"lang=fr", r"role admin", r"\bprod/billing/db\b",
    r"invoices-archive", r"\b334 [A-Za-z0-9=]+", r"python-requests/[\d.]+", r"Connection: keep-alive", r'"status":"[a-z_]+"', r'"id":\d+',
    r"status = [a-z_]+", r"id = \d+", r"Content-Type: [a-z/-]+", r"Sending http request", r"prod/billing/db", r"ClientRequestToken", r"\b[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\b",
]


def auto_keep(text, bad):
    out = []
    for p in KEEP_PATTERNS:
        for m in re.finditer(p, text):
            v = m.group(0)
            if any(v in b or b in v for b in bad):
                continue
            if v not in out:
                out.append(v)
    return out[:6]


def label(text, sec_vals, priv_vals):
    secrets = [v for v in sec_vals if v and v in text]
    private = [v for v in priv_vals if v and v in text and v not in secrets]
    # drop a value contained in a longer listed value of the same list
    secrets = [v for v in secrets if not any(v != o and v in o for o in secrets)]
    private = [v for v in private if not any(v != o and v in o for o in private + secrets)]
    return secrets, private


def real_records():
    P = json.load(open(os.path.join(CAP, "planted.json"), encoding="utf-8"))
    V = P["_versions"]
    out = []

    def add(kind, body, cls, source, sec_vals, priv_vals, extra_keep=()):
        text = body if kind == "line" else "\n".join(body)
        secrets, private = label(text, sec_vals, priv_vals)
        keep = [k for k in extra_keep if k in text] + auto_keep(text, secrets + private)
        keep = [k for k in uniq(keep) if not any(k in b or b in k for b in secrets + private)]
        if len(keep) < 2:
            return
        if cls != "lookalike" and not (secrets or private):
            return
        if kind == "line":
            out.append(rec_line(body, secrets, private, keep[:5], cls, source + REAL))
        else:
            out.append(rec_block(body, secrets, private, keep[:5], cls, source + REAL))

    # ---------------- nginx
    n = P["nginx"]
    nsec = [n["pw_ok"], n["pw_bad"], n["api_key"], n["reset_tok"], n["sess"]]
    npriv = [n["user_ok"], n["user_unknown"], n["server"], n["vhost"], n["email"], n["device"]] + n["xff"]
    src = "nginx access log, custom log_format (%s)" % V["nginx"]
    for line in rd("nginx_access.log").splitlines():
        cls = "encoded" if ("api_key=" in line or "token=" in line) else "infra"
        add("line", line, cls, src, nsec, npriv)
    src = "nginx error log, level info (%s)" % V["nginx"]
    for line in rd("nginx_error.log").splitlines():
        if "[error]" in line:
            cls = "encoded" if "api_key=" in line else "infra"
            add("line", line, cls, src, nsec, npriv)

    # ---------------- flask / werkzeug / requests
    f = P["flask"]
    fsec = [f["pw"], f["otp"], f["bearer"], f["reset"], f["cvv"], f["sess"], S.b64(f["user"] + ":" + f["pw"]), f["card"],
            urllib.parse.quote_plus(f["card"])]
    fpriv = [f["user"], f["email"], f["email"].replace("@", "%40"), f["name"], f["name"].replace(" ", "+"),
             urllib.parse.quote_plus(f["name"]), f["ip"]]
    # card numbers are personal payment data; a PAN is labelled private, CVV secret
    fsec = [x for x in fsec if x not in (f["card"], urllib.parse.quote_plus(f["card"]))]
    fpriv += [f["card"], urllib.parse.quote_plus(f["card"])]
    srv = rd("flask_server.log").splitlines()
    src = "Flask app logger + werkzeug dev server log (%s)" % V["flask"]
    i = 0
    while i < len(srv):
        line = srv[i]
        if line.startswith("Traceback"):
            j = i
            while j < len(srv) and not srv[j].startswith("ValueError"):
                j += 1
            block = [srv[i - 1]] + srv[i:j + 1]
            add("block", block, "encoded", src, fsec, fpriv, ["Traceback (most recent call last):", "E_CARD_DECLINED"])
            i = j + 1
            continue
        if "login attempt" in line:
            add("line", line, "encoded", src, fsec, fpriv)
        elif "reset?token" in line or "profile?email" in line:
            add("line", line, "encoded", src, fsec, fpriv)
        elif "profile lookup" in line:
            add("line", line, "infra", src, fsec, fpriv, ["WARNING", "[billing]"])
        i += 1
    src = "Python http.client debuglevel=1 output via requests (%s)" % V["flask"]
    for line in rd("requests_client_stdout.txt").splitlines():
        if line.startswith("send:"):
            cls = "positional" if "Bearer" in line else "encoded"
            add("line", line, cls, src, fsec, fpriv, [])
    src = "urllib3 connectionpool DEBUG log via requests (%s)" % V["flask"]
    for line in rd("requests_client_stderr.txt").splitlines():
        if "?" in line:
            add("line", line, "encoded", src, fsec, fpriv)

    # ---------------- smtplib
    m = P["smtp"]
    msec = [m["pw"], m["otp"], m["pw2"], S.b64("\0%s\0%s" % (m["user"], m["pw"])), S.b64(m["pw2"]), S.b64(m["user2"])]
    mpriv = [m["helo"], m["user"], m["rcpt"], m["name"], m["phone"], m["user2"]]
    # base64 of the login name in AUTH LOGIN: it hides a user name -> private
    msec.remove(S.b64(m["user2"]))
    mpriv.append(S.b64(m["user2"]))
    src = "Python smtplib set_debuglevel(1) client output against a local SMTP responder (%s)" % V["smtplib"]
    sl = rd("smtplib_debug.txt").splitlines()
    for k, line in enumerate(sl):
        if not line.startswith("send:"):
            continue
        nxt = [x for x in sl[k + 1:k + 3] if x.startswith("reply:")]
        block = [line] + nxt
        t = "\n".join(block)
        if "AUTH PLAIN" in line or "AUTH LOGIN" in line:
            cls = "encoded"
        elif S.b64(m["pw2"]) in line:
            cls = "no_key"
        elif "Hello" in line:
            cls = "pii_locale"
        elif "ehlo" in line:
            cls = "infra"
        elif "rcpt" in line:
            cls = "pii_locale"
        else:
            continue
        add("block", block, cls, src, msec, mpriv, [])

    # ---------------- erlang
    e = P["erl"]
    esec = [e["pw"], e["token"], e["cookie"]]
    epriv = [e["user"], e["host"], e["email"], e["phone"]]
    src = "Erlang/OTP logger default handler and proc_lib crash report (%s)" % V["erl"]
    blocks, cur = [], []
    for line in rd("erl_output.txt").splitlines():
        if line.startswith("=") and line.endswith("==="):
            if cur:
                blocks.append(cur)
            cur = [line]
        elif line.strip():
            cur.append(line)
    if cur:
        blocks.append(cur)
    for b in blocks:
        t = "\n".join(b)
        if "CRASH REPORT" in t:
            cls = "positional"
        elif "password =>" in t or "badmatch" in t:
            cls = "encoded"
        elif "cookie" in t:
            cls = "key_unusual"
        elif "msisdn" in t:
            cls = "pii_locale"
        else:
            cls = "infra"
        kind = "line" if len(b) == 1 else "block"
        add("block", b, cls, src, esec, epriv, ["pid: <0.79.0>", "exception exit", "{error,econnrefused}", "ref=MSG-0042", "event: session_started"])

    # ---------------- tcl
    t = P["tcl"]
    tsec = [t["pw"], t["otp"], t["key"]]
    tpriv = [t["user"], t["host"], t["name"], t["email"], t["email"].replace("@", "%40")]
    src = "Tcl tclsh errorInfo / http::formatQuery / dict output (%s)" % V["tclsh"]
    tl = rd("tcl_output.txt").splitlines()
    k = 0
    while k < len(tl) and not tl[k].startswith("query:"):
        k += 1
    add("block", tl[:k], "positional", src, tsec, tpriv, ["errno 111", "while executing", "(procedure \"login\" line 1)"])
    for line in tl[k:]:
        if line.startswith("query:"):
            add("line", line, "encoded", src, tsec, tpriv, ["query:", "lang=fr"])
        elif line.startswith("record:"):
            add("line", line, "key_unusual", src, tsec, tpriv, ["record:", "role admin"])
        elif line.startswith("errorcode"):
            add("line", line, "pii_locale", src, tsec, tpriv, ["PAYMENT DECLINED E402", "amount=42.50"])

    # ---------------- gpg
    src = "GnuPG %s" % V["gpg"].replace("gpg (GnuPG) ", "")
    uids = P["gpg_uids"]
    gpriv = [x for u in uids for x in u]
    ls = [x for x in rd("gpg_list_secret.txt").splitlines() if x.strip() and not x.startswith("/tmp") and not x.startswith("---")]
    add("block", ls[:3], "pii_locale", src + " --list-secret-keys", [], gpriv, ["[ultimate]"])
    add("block", ls[3:6], "pii_locale", src + " --list-secret-keys", [], gpriv, ["[ultimate]"])
    add("block", [x for x in rd("gpg_list_colons.txt").splitlines() if x][1:4], "pii_locale", src + " --list-keys --with-colons", [], gpriv, ["scSC", "ed25519"])
    sec = rd("gpg_export_secret.asc").splitlines()
    body = [x for x in sec if x and not x.startswith("-----") and not x.startswith("=")]
    add("block", sec, "no_key", src + " --armor --export-secret-keys", body + [x for x in sec if x.startswith("=")], [],
        ["-----BEGIN PGP PRIVATE KEY BLOCK-----", "-----END PGP PRIVATE KEY BLOCK-----"])
    pub = rd("gpg_export_public.asc").splitlines()
    pbody = [x for x in pub if x and not x.startswith("-----")]
    add("block", pub, "lookalike", src + " --armor --export", [], [], [pbody[0], pbody[-1], "-----BEGIN PGP PUBLIC KEY BLOCK-----"])
    for fn in sorted(os.listdir(CAP)):
        if fn.startswith("gpg_genkey_"):
            for line in rd(fn).splitlines():
                if "revocation certificate" in line:
                    add("line", line, "lookalike", src + " --quick-gen-key", [], [], [])
    imp = rd("gpg_import.txt").splitlines()
    add("block", [x for x in imp if "key " in x or "Total" in x], "pii_locale", src + " --import", [], gpriv, ["Total number processed: 1", "imported"])

    # ---------------- sqlite
    ppl = P["sqlite_people"]
    sq_sec = [p[k] for p in ppl for k in ("pw_hash", "api_token")]
    sq_priv = [p[k] for p in ppl for k in ("full_name", "email", "phone", "national_id", "iban", "card_pan")]
    ver = V["sqlite3"].split()[0]
    lines = rd("sqlite_csv.txt").splitlines()
    import csv
    rows = list(csv.reader(lines))
    cols = rows[0]
    for r in rows[1:]:
        vals = [int(v) if v.isdigit() and c == "id" else v for c, v in zip(cols, r)]
        secrets, private = label("\n".join(r), sq_sec, sq_priv)
        keep = ["customers" if False else c for c in ("status", "country", "created_at")] + [r[cols.index("status")], r[cols.index("created_at")]]
        keep = [k for k in uniq(keep) if not any(k in b or b in k for b in secrets + private)]
        out.append(rec_row(cols, vals, secrets, private, keep, "rows", "sqlite3 %s CLI, .mode csv with headers, table customers" % ver + REAL))
    bl = list(csv.reader(rd("sqlite_builds_csv.txt").splitlines()))
    for r in bl[1:]:
        vals = [int(v) if c == "duration_ms" else v for c, v in zip(bl[0], r)]
        out.append(rec_row(bl[0], vals, [], [], [r[1], r[2], r[4], r[0]], "lookalike", "sqlite3 %s CLI, .mode csv with headers, table builds" % ver + REAL))
    for fn, cls, nm in (("sqlite_line.txt", "rows", "customers"), ("sqlite_builds_line.txt", "lookalike", "builds")):
        chunk = []
        for line in rd(fn).splitlines() + [""]:
            if line.strip():
                chunk.append(line)
            elif chunk:
                add("block", chunk, cls, "sqlite3 %s CLI, .mode line (vertical record), table %s" % (ver, nm), sq_sec, sq_priv,
                    ["build_id = ", "duration_ms = "])
                chunk = []
    for line in rd("sqlite_json.txt").splitlines():
        add("line", line, "rows", "sqlite3 %s CLI, .mode json, table customers" % ver, sq_sec, sq_priv, [])
    for line in rd("sqlite_insert.txt").splitlines():
        add("line", line, "rows", "sqlite3 %s CLI, .mode insert customers_backup" % ver, sq_sec, sq_priv, ["INSERT INTO customers_backup VALUES("])
    add("block", rd("sqlite_box.txt").splitlines(), "rows", "sqlite3 %s CLI, .mode box" % ver, sq_sec, sq_priv, ["full_name", "pending_kyc", "status"])
    add("block", rd("sqlite_error.txt").splitlines(), "pii_locale", "sqlite3 %s CLI, parse error echo" % ver, sq_sec, sq_priv, ["no such column: password", "Parse error near line 1"])

    # ---------------- botocore
    b = P["boto"]
    bl = rd("botocore_debug.log").splitlines()
    sigs = []
    for k, line in enumerate(bl):
        if line.endswith("[DEBUG] Signature:") and k + 1 < len(bl):
            sigs.append(bl[k + 1].strip())
    sigs += re.findall(r"Signature=([0-9a-f]{64})", rd("botocore_debug.log"))
    bsec = [b["akid"], b["secret"], b["session"], b["dbpw"]] + sigs
    bpriv = [b["dbuser"], b["dbhost"], b["email"], b["email"].replace("@", "%40"), b["phone"]]
    src = "boto3/botocore DEBUG logging against a local moto server (%s)" % V["boto"]
    units, cur = [], []
    for line in bl:
        if re.match(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3} ", line):
            if cur:
                units.append(cur)
            cur = [line]
        elif cur:
            cur.append(line)
    if cur:
        units.append(cur)
    seen_cls = {}
    for u in units:
        t = "\n".join(u)
        if "amazonaws.com" in t or "Starting a new Thread" in t:
            continue
        if "Making request" in t:
            cls = "encoded"
        elif "Sending http request" in t:
            cls = "positional"
        elif "CanonicalRequest" in t:
            cls = "key_unusual"
        elif t.endswith("Signature:") or "[DEBUG] Signature:" in t:
            cls = "no_key"
        elif "StringToSign" in t:
            cls = "lookalike"
        elif "download failed" in t:
            cls = "lookalike"
        else:
            continue
        seen_cls[cls] = seen_cls.get(cls, 0) + 1
        if seen_cls[cls] > 4:
            continue
        if len(u) == 1:
            add("line", u[0], cls, src, bsec, bpriv)
        else:
            add("block", u, cls, src, bsec, bpriv)
    return out


# ====================================================================== synthetic templates
R = None  # set per record


def T(ts_fmt="iso"):
    return S.ts(R, ts_fmt)


LOCALES = [
    ("SE", "personnummer", S.se_personnummer), ("NO", "fødselsnummer", S.no_fodselsnummer), ("FI", "henkilötunnus", S.fi_hetu),
    ("DK", "CPR-nr", S.dk_cpr), ("NL", "BSN", S.nl_bsn), ("IT", "codice_fiscale", None), ("FR", "NIR", S.fr_nir),
    ("BE", "rijksregisternummer", S.be_nn), ("MX", "CURP", S.mx_curp), ("JP", "個人番号", S.jp_my_number), ("SG", "NRIC", S.sg_nric),
    ("MY", "MyKad", S.my_mykad), ("ID", "NIK", S.id_nik), ("VN", "CCCD", S.vn_cccd), ("EG", "الرقم_القومي", S.eg_national_id),
    ("PL", "PESEL", S.pl_pesel), ("ES", "DNI", S.es_dni), ("CN", "身份证号", S.cn_resident_id), ("BR", "CPF", S.br_cpf),
    ("KR", "주민등록번호", S.kr_rrn), ("IN", "aadhaar", S.in_aadhaar),
]


def person(cc=None):
    loc = R.choice(LOCALES) if cc is None else [l for l in LOCALES if l[0] == cc][0]
    cc, lab, fn = loc
    if cc == "IT":
        sn, gn, fem = R.choice(S.NAMES["IT"])
        nid = S.it_codice_fiscale(R, sn, gn, fem)
        nm = gn + " " + sn
    else:
        nid = fn(R)
        nm = S.name(R, cc)
    ph = S.phone(R, cc if cc in S.PHONES else None)
    addr = S.ADDR[cc](R) if cc in S.ADDR else None
    return dict(cc=cc, label=lab, id=nid, name=nm, phone=ph, addr=addr, email=S.email(R))


def reqid():
    return S.hexs(R, 32)


def pii_templates():
    def serilog():
        p = person()
        rid = reqid()
        t = T()
        text = json.dumps({"@t": t, "@mt": "KYC check failed for {Name} ({NationalId})", "@l": "Warning", "Name": p["name"], "NationalId": p["id"],
                           "Phone": p["phone"], "EventId": {"Id": 4012, "Name": "KycRejected"}, "SourceContext": "Kyc.Verifier", "RequestId": rid}, ensure_ascii=False)
        return rec_line(text, [], [p["name"], p["id"], p["phone"]], [t, "KycRejected", rid], "pii_locale", ".NET Serilog compact JSON" + SYN)

    def ktor():
        p = person()
        tr = reqid()
        t = T("space")
        text = "%s INFO  [eventLoopGroupProxy-4-2] c.e.onboarding.Routes - New applicant name=%s %s=%s phone=%s trace_id=%s" % (t, p["name"], p["label"], p["id"], p["phone"], tr)
        return rec_line(text, [], [p["name"], p["id"], p["phone"]], [t, "c.e.onboarding.Routes", tr], "pii_locale", "Kotlin Ktor + Logback pattern layout" + SYN)

    def rust_tracing():
        p = person()
        ib = S.iban(R)
        rid = S.uuid4(R)
        t = T()
        text = '%s  WARN payout{request_id=%s}: payouts::sepa: beneficiary rejected iban="%s" holder="%s" reason=BIC_MISMATCH' % (t, rid, ib, p["name"])
        return rec_line(text, [], [ib, p["name"]], [t, rid, "BIC_MISMATCH", "payouts::sepa"], "pii_locale", "Rust tracing-subscriber fmt" + SYN)

    def elixir():
        p = person()
        rid = "F" + S.rs(R, 19, S.B62)
        text = '12:%02d:%02d.%03d request_id=%s [error] Registration failed for %%{name: "%s", %s: "%s", phone: "%s"} reason: :duplicate_identity' % (
            R.randint(0, 59), R.randint(0, 59), R.randint(0, 999), rid, p["name"], p["label"].lower().replace("-", "_"), p["id"], p["phone"])
        return rec_line(text, [], [p["name"], p["id"], p["phone"]], [rid, ":duplicate_identity", "[error]"], "pii_locale", "Elixir Logger default console format" + SYN)

    def mongo():
        p = person()
        t = T()
        d = R.randint(101, 5000)
        text = json.dumps({"t": {"$date": t}, "s": "I", "c": "COMMAND", "id": 51803, "ctx": "conn%d" % R.randint(10, 9999), "msg": "Slow query",
                           "attr": {"ns": "crm.patients", "command": {"find": "patients", "filter": {"nationalId": p["id"], "dob": S.dob(R).isoformat()}}, "durationMillis": d}}, ensure_ascii=False)
        dobv = json.loads(text)["attr"]["command"]["filter"]["dob"]
        return rec_line(text, [], [p["id"], dobv], [t, "Slow query", "crm.patients", "51803"], "pii_locale", "MongoDB structured JSON log" + SYN)

    def graphql():
        p = person()
        text = json.dumps({"errors": [{"message": "%s %s already registered to %s" % (p["label"], p["id"], p["email"]), "path": ["createPatient"],
                                       "extensions": {"code": "CONFLICT", "traceId": reqid()}}], "data": None}, ensure_ascii=False)
        tr = json.loads(text)["errors"][0]["extensions"]["traceId"]
        return rec_line(text, [], [p["id"], p["email"]], ["CONFLICT", "createPatient", tr], "pii_locale", "GraphQL error response (graphql-js shape)" + SYN)

    def journal():
        p = person()
        rt = "17%d" % R.randint(10 ** 14, 10 ** 15 - 1)
        text = json.dumps({"__REALTIME_TIMESTAMP": rt, "PRIORITY": "4", "SYSLOG_IDENTIFIER": "crm-sync", "MESSAGE": "address change for %s: %s (tel %s)" % (p["name"], p["addr"] or "n/a", p["phone"]),
                           "CODE_FILE": "sync/address.go", "CODE_LINE": "211"}, ensure_ascii=False)
        pv = [p["name"], p["phone"]] + ([p["addr"]] if p["addr"] else [])
        return rec_line(text, [], pv, [rt, "sync/address.go", "crm-sync"], "pii_locale", "systemd journalctl -o json" + SYN)

    def rfc5424():
        p = person()
        t = T()
        text = '<%d>1 %s app-%02d.corp.example.net kyc 812 ID%d [kyc@32473 %s="%s" result="reject" code="K-219"] applicant %s dob=%s' % (
            R.choice([132, 134, 131]), t, R.randint(1, 40), R.randint(10, 99), p["label"], p["id"], p["name"], S.dob(R).isoformat())
        hostv = re.search(r"app-\d\d\.corp\.example\.net", text).group(0)
        dobv = text.rsplit("dob=", 1)[1]
        return rec_line(text, [], [p["id"], p["name"], dobv, hostv], [t, "K-219", "kyc@32473"], "pii_locale", "syslog RFC 5424 with structured data" + SYN)

    def yaml_fixture():
        p = person()
        ib = S.iban(R, spaced=False)
        lines = ["# fixtures/customers.yaml (exported %s)" % T()[:10], "- id: cus_%s" % S.rs(R, 14), "  full_name: \"%s\"" % p["name"], "  %s: \"%s\"" % (p["label"], p["id"]),
                 "  phone: \"%s\"" % p["phone"], "  iban: %s" % ib, "  tier: gold", "  schema_version: 3"]
        return rec_block(lines, [], [p["name"], p["id"], p["phone"], ib], [lines[1].split(": ")[1], "schema_version: 3", "tier: gold"], "pii_locale", "YAML fixture excerpt" + SYN)

    def webhook():
        p = person()
        c = S.card(R)
        ev = "evt_" + S.rs(R, 24)
        text = json.dumps({"id": ev, "type": "payment_method.attached", "data": {"object": {"billing_details": {"name": p["name"], "email": p["email"], "phone": p["phone"],
                           "address": p["addr"]}, "card": {"number": c, "exp": "%02d/%d" % (R.randint(1, 12), R.randint(27, 31))}}}, "api_version": "2024-06-20"}, ensure_ascii=False)
        pv = [p["name"], p["email"], p["phone"], c] + ([p["addr"]] if p["addr"] else [])
        return rec_line(text, [], pv, [ev, "payment_method.attached", "2024-06-20"], "pii_locale", "payment webhook payload (JSON)" + SYN)

    def native_log():
        p = person(R.choice(["JP", "CN", "KR", "EG", "VN", "IN"]))
        code = "E%d" % R.randint(1000, 9999)
        t = T("space")
        msgs = {"JP": "照合失敗: 氏名=%s %s=%s 電話=%s", "CN": "实名认证失败: 姓名=%s %s=%s 手机=%s", "KR": "본인인증 실패: 이름=%s %s=%s 전화=%s",
                "EG": "فشل التحقق: الاسم=%s %s=%s هاتف=%s", "VN": "Xác minh thất bại: họ tên=%s %s=%s SĐT=%s", "IN": "KYC विफल: नाम=%s %s=%s फ़ोन=%s"}
        text = "%s ERROR [%s] " % (t, code) + msgs[p["cc"]] % (p["name"], p["label"], p["id"], p["phone"])
        return rec_line(text, [], [p["name"], p["id"], p["phone"]], [t, code], "pii_locale", "application log in native language" + SYN)

    def csv_export():
        p = person()
        d = S.dob(R).strftime(R.choice(["%d.%m.%Y", "%d/%m/%Y", "%Y-%m-%d"]))
        bid = "batch-%d" % R.randint(1000, 9999)
        text = "%s;row=%d;WARN invalid_postcode;%s;%s;%s;%s" % (bid, R.randint(2, 9000), p["name"], d, p["id"], p["phone"])
        return rec_line(text, [], [p["name"], d, p["id"], p["phone"]], [bid, "invalid_postcode"], "pii_locale", "ETL import reject line" + SYN)

    return [serilog, ktor, rust_tracing, elixir, mongo, graphql, journal, rfc5424, yaml_fixture, webhook, native_log, csv_export]


def positional_templates():
    def sudo_mysql():
        h, u, pw, db = S.short_host(R), S.ascii_login(R).replace(".", ""), S.password(R), S.host(R)
        pid = str(R.randint(1000, 65000))
        t = T("syslog")
        text = "%s %s sudo[%s]: %s : TTY=pts/%d ; PWD=/home/%s ; USER=root ; COMMAND=/usr/bin/mysql -u admin -p%s -h %s billing" % (t, h, pid, u, R.randint(0, 9), u, pw, db)
        return rec_line(text, [pw], [h, u, pid, db], [t, "COMMAND=/usr/bin/mysql", "USER=root"], "positional", "sudo log via syslog" + SYN)

    def docker_login():
        tok = S.gh_pat(R) if R.random() < 0.5 else S.gitlab_pat(R)
        lines = ["$ docker login -u ci-bot -p %s registry.example.com" % tok, "WARNING! Using --password via the CLI is insecure. Use --password-stdin.", "Login Succeeded"]
        return rec_block(lines, [tok], [], ["Login Succeeded", "--password-stdin", "registry.example.com"], "positional", "CI job log (docker login)" + SYN)

    def dotnet_conn():
        pw, h = S.password(R), S.host(R)
        text = "Microsoft.Data.SqlClient.SqlException (0x80131904): Login failed for user 'sa'. ConnectionString: Server=tcp:%s,1433;Database=Orders;User Id=sa;Password=%s;Encrypt=True; Error Number:18456,State:1,Class:14" % (h, pw)
        return rec_line(text, [pw], [h], ["0x80131904", "Error Number:18456", "Database=Orders"], "positional", ".NET SqlClient exception text" + SYN)

    def mongo_uri():
        u, pw, h = S.ascii_login(R).replace(".", ""), S.password(R).replace("@", "").replace(":", "").replace("/", ""), "cluster%d.%s.example.net" % (R.randint(0, 9), S.rs(R, 5, "abcdefghijklmnopqrstuvwxyz"))
        pw = re.sub(r"[#%^*!]", "x", pw)
        text = "MongoServerSelectionError: connection <monitor> to mongodb+srv://%s:%s@%s/orders?retryWrites=true closed (code=ECONNRESET)" % (u, pw, h)
        return rec_line(text, [pw], [u, h], ["MongoServerSelectionError", "ECONNRESET", "retryWrites=true"], "positional", "Node.js MongoDB driver error" + SYN)

    def imap():
        u, pw = S.email(R), S.password(R).replace('"', "")
        tag = "a%03d" % R.randint(1, 999)
        lines = ["C: %s LOGIN %s \"%s\"" % (tag, u, pw), "S: %s NO [AUTHENTICATIONFAILED] Authentication failed." % tag]
        return rec_block(lines, [pw], [u], ["[AUTHENTICATIONFAILED]", "Authentication failed."], "positional", "IMAP protocol trace (RFC 3501 LOGIN)" + SYN)

    def pgpass():
        h, u, pw = S.host(R), "app_" + S.ascii_login(R).replace(".", ""), S.password(R).replace(":", "")
        text = "%s:5432:billing:%s:%s" % (h, u, pw)
        t = T()
        text = "%s WARN libpq: ignoring ~/.pgpass entry with wrong permissions (0644): %s" % (t, text)
        return rec_line(text, [pw], [h, u], [t, "0644", "libpq"], "positional", ".pgpass line echoed in a log" + SYN)

    def netrc():
        pw = S.token(R, 40)
        lines = ["# ~/.netrc (mode 600) copied into build log by debug step", "machine git.example.com", "  login deploy-bot", "  password %s" % pw, "+ git fetch --depth=1 origin 3f9c2e1"]
        return rec_block(lines, [pw], ["deploy-bot"], ["machine git.example.com", "git fetch --depth=1"], "positional", ".netrc in CI log" + SYN)

    def redis_conf():
        pw = S.token(R, 32)
        mp = S.token(R, 24)
        lines = ["bind 127.0.0.1 -::1", "port 6379", "requirepass %s" % pw, "masterauth %s" % mp, "maxmemory-policy allkeys-lru"]
        return rec_block(lines, [pw, mp], [], ["maxmemory-policy allkeys-lru", "port 6379"], "positional", "redis.conf directives" + SYN)

    def ldapsearch():
        pw, h = S.password(R).replace('"', ""), S.host(R)
        text = "+ ldapsearch -x -H ldaps://%s:636 -D \"cn=admin,dc=example,dc=org\" -w %s -b \"ou=people,dc=example,dc=org\" \"(uid=*)\"  # exit 49 Invalid credentials" % (h, pw)
        return rec_line(text, [pw], [h], ["exit 49", "Invalid credentials", "ou=people,dc=example,dc=org"], "positional", "shell xtrace of ldapsearch" + SYN)

    def git_url():
        tok = R.choice([S.gh_pat, S.gitlab_pat])(R)
        u = S.ascii_login(R).replace(".", "")
        text = "fatal: unable to access 'https://%s:%s@git.example.com/platform/infra.git/': The requested URL returned error: 403" % (u, tok)
        return rec_line(text, [tok], [u], ["The requested URL returned error: 403", "platform/infra.git"], "positional", "git error with URL userinfo" + SYN)

    def h2_headers():
        tok = S.jwt(R)
        rid = S.uuid4(R)
        lines = ["[  0.0%02d] send HEADERS frame <length=%d, flags=0x25, stream_id=13>" % (R.randint(10, 99), R.randint(80, 300)), "          ; END_STREAM | END_HEADERS | PRIORITY",
                 "          :method: GET", "          :path: /v1/accounts/me", "          authorization: Bearer %s" % tok, "          x-request-id: %s" % rid]
        return rec_block(lines, [tok], [], ["HEADERS frame", "/v1/accounts/me", rid], "positional", "nghttp -v style HTTP/2 frame dump" + SYN)

    def wget():
        u, pw = S.ascii_login(R), S.password(R)
        text = "+ wget -q --http-user=%s --http-password=%s https://artifacts.example.com/releases/app-4.2.1.tar.gz -O /tmp/app.tgz" % (u, pw)
        return rec_line(text, [pw], [u], ["app-4.2.1.tar.gz", "https://artifacts.example.com/releases/"], "positional", "shell xtrace of wget" + SYN)

    def java_args():
        pw = S.password(R)
        pid = str(R.randint(100, 99999))
        text = "root %s 1 3 Dec04 ? 00:41:12 java -Xmx2g -jar ledger.jar --spring.datasource.url=jdbc:postgresql://db:5432/ledger --spring.datasource.password %s --server.port=8443" % (pid, pw)
        return rec_line(text, [pw], [pid], ["ledger.jar", "--server.port=8443", "-Xmx2g"], "positional", "ps -ef line with credential argument" + SYN)

    def ftp_cmd():
        pw = S.password(R)
        u = S.ascii_login(R)
        lines = ["---> USER %s" % u, "331 Please specify the password.", "---> PASS %s" % pw, "530 Login incorrect."]
        return rec_block(lines, [pw], [u], ["530 Login incorrect.", "331 Please specify the password."], "positional", "FTP client debug trace" + SYN)

    return [sudo_mysql, docker_login, dotnet_conn, mongo_uri, imap, pgpass, netrc, redis_conf, ldapsearch, git_url, h2_headers, wget, java_args, ftp_cmd]


def infra_templates():
    def sshd():
        h, pid, ip, u = S.short_host(R), str(R.randint(1000, 65000)), S.doc_ip(R), S.ascii_login(R)
        t = T("syslog")
        text = "%s %s sshd[%s]: Failed password for invalid user %s from %s port %d ssh2" % (t, h, pid, u, ip, R.randint(1025, 65000))
        return rec_line(text, [], [h, pid, u, ip], [t, "Failed password for invalid user", "ssh2"], "infra", "OpenSSH sshd via BSD syslog" + SYN)

    def k8s_event():
        p = S.pod(R)
        nd = S.node_name(R)
        text = "%dm  Warning  BackOff  pod/%s  Back-off restarting failed container app in pod %s_default on node %s" % (R.randint(1, 59), p, p, nd)
        return rec_line(text, [], [p, nd], ["BackOff", "Back-off restarting failed container"], "infra", "kubectl get events" + SYN)

    def kubelet():
        nd, pid, p, uid = S.node_name(R).split(".")[0], str(R.randint(500, 9000)), S.pod(R), S.uuid4(R)
        text = 'Dec 05 10:%02d:%02d %s kubelet[%s]: E1205 10:%02d:%02d.%06d    %s pod_workers.go:1298] "Error syncing pod, skipping" err="failed to \\"StartContainer\\" with CrashLoopBackOff" pod="default/%s" podUID="%s"' % (
            R.randint(0, 59), R.randint(0, 59), nd, pid, R.randint(0, 59), R.randint(0, 59), R.randint(0, 999999), pid, p, uid)
        return rec_line(text, [], [nd, pid, p], ["pod_workers.go:1298", "Error syncing pod, skipping", "CrashLoopBackOff", uid], "infra", "kubelet klog via journald" + SYN)

    def k8s_audit():
        u, ip, p, aid = S.email(R), S.priv_ip(R), S.pod(R), S.uuid4(R)
        t = T()
        text = json.dumps({"kind": "Event", "level": "Metadata", "auditID": aid, "stage": "ResponseComplete", "requestURI": "/api/v1/namespaces/prod/pods/%s/exec" % p,
                           "verb": "create", "user": {"username": u, "groups": ["system:authenticated"]}, "sourceIPs": [ip], "responseStatus": {"code": 101}, "requestReceivedTimestamp": t})
        return rec_line(text, [], [u, ip, p], [aid, "ResponseComplete", "system:authenticated", t], "infra", "Kubernetes audit log (JSON lines)" + SYN)

    def win_event():
        u, ws, ip = S.ascii_login(R), "WS-FIN-%03d" % R.randint(1, 999), S.priv_ip(R)
        lines = ["An account failed to log on.", "Subject:", "\tSecurity ID:\t\tS-1-0-0", "Account For Which Logon Failed:", "\tAccount Name:\t\t%s" % u, "\tAccount Domain:\t\tCORP",
                 "Failure Information:", "\tFailure Reason:\t\tUnknown user name or bad password.", "\tStatus:\t\t\t0xC000006D", "Network Information:", "\tWorkstation Name:\t%s" % ws, "\tSource Network Address:\t%s" % ip]
        return rec_block(lines, [], [u, ws, ip], ["0xC000006D", "An account failed to log on.", "Unknown user name or bad password."], "infra", "Windows Security event 4625 text" + SYN)

    def journal_export():
        h, pid, ip = S.short_host(R), str(R.randint(1000, 60000)), S.priv_ip(R)
        fp = "SHA256:" + S.rs(R, 43, S.B62 + "+/")
        rt = "17%d" % R.randint(10 ** 14, 10 ** 15 - 1)
        lines = ["__REALTIME_TIMESTAMP=%s" % rt, "_HOSTNAME=%s" % h, "_PID=%s" % pid, "SYSLOG_IDENTIFIER=sshd", "MESSAGE=Accepted publickey for deploy from %s port %d ssh2: ED25519 %s" % (ip, R.randint(1025, 65000), fp)]
        return rec_block(lines, [], [h, pid, ip, "deploy"], [rt, fp, "SYSLOG_IDENTIFIER=sshd"], "infra", "journalctl -o export" + SYN)

    def haproxy():
        lb, pid, ip, be = S.short_host(R), str(R.randint(1000, 60000)), S.doc_ip(R), "api-prd-%02d" % R.randint(1, 40)
        text = '%s %s haproxy[%s]: %s:%d [05/Dec/2026:10:%02d:%02d.%03d] fe_https~ be_api/%s 0/0/1/%d/%d 503 212 - - sC-- 10/10/1/1/0 0/0 "GET /v1/items HTTP/1.1"' % (
            T("syslog"), lb, pid, ip, R.randint(1025, 65000), R.randint(0, 59), R.randint(0, 59), R.randint(0, 999), be, R.randint(20, 99), R.randint(100, 300))
        return rec_line(text, [], [lb, pid, ip, be], ["fe_https~", "sC--", "GET /v1/items HTTP/1.1"], "infra", "HAProxy HTTP log format" + SYN)

    def postfix():
        h, pid, ip = "mx-%02d" % R.randint(1, 20), str(R.randint(1000, 60000)), S.doc_ip(R)
        rc = S.email(R)
        text = "%s %s postfix/smtpd[%s]: NOQUEUE: reject: RCPT from unknown[%s]: 554 5.7.1 <%s>: Relay access denied; from=<> to=<%s> proto=ESMTP helo=<scanner>" % (T("syslog"), h, pid, ip, rc, rc)
        return rec_line(text, [], [h, pid, ip, rc], ["NOQUEUE: reject", "554 5.7.1", "Relay access denied"], "infra", "Postfix smtpd via syslog" + SYN)

    def kafka():
        h, ip = S.host(R), S.priv_ip(R)
        t = T("space")
        text = "[%s] WARN [Producer clientId=orders-producer-1] Connection to node 2 (%s/%s:9092) could not be established. Broker may not be available. (org.apache.kafka.clients.NetworkClient)" % (t, h, ip)
        return rec_line(text, [], [h, ip], [t, "Broker may not be available", "org.apache.kafka.clients.NetworkClient"], "infra", "Apache Kafka Java client log4j" + SYN)

    def pam_sudo():
        h, pid, u = S.short_host(R), str(R.randint(1000, 60000)), S.ascii_login(R)
        text = "%s %s sudo[%s]: pam_unix(sudo:auth): authentication failure; logname=%s uid=1001 euid=0 tty=/dev/pts/2 ruser=%s rhost=  user=%s" % (T("syslog"), h, pid, u, u, u)
        return rec_line(text, [], [h, pid, u], ["pam_unix(sudo:auth)", "authentication failure", "euid=0"], "infra", "sudo PAM failure via syslog" + SYN)

    def mongo_conn():
        ip = S.priv_ip(R)
        app = S.pod(R)
        t = T()
        text = json.dumps({"t": {"$date": t}, "s": "I", "c": "NETWORK", "id": 51800, "ctx": "conn%d" % R.randint(100, 9999), "msg": "client metadata",
                           "attr": {"remote": "%s:%d" % (ip, R.randint(1025, 65000)), "client": "conn", "doc": {"application": {"name": app}, "driver": {"name": "nodejs", "version": "6.8.0"}}}})
        rem = json.loads(text)["attr"]["remote"]
        return rec_line(text, [], [rem, app], [t, "client metadata", "51800", "6.8.0"], "infra", "MongoDB structured JSON log" + SYN)

    def containerd():
        nd = S.node_name(R)
        cid = S.hexs(R, 64)
        p = S.pod(R)
        text = 'time="%s" level=error msg="ExecSync for \\"%s\\" failed" error="context deadline exceeded" host=%s pod=%s' % (T(), cid, nd, p)
        return rec_line(text, [], [nd, p], [cid, "context deadline exceeded", "level=error"], "infra", "containerd logrus text" + SYN)

    def nomad():
        h, ip, u = S.host(R), S.doc_ip(R), S.ascii_login(R)
        text = "%s [WARN]  agent: acl: token lookup failed: remote_addr=%s:%d accessor=anonymous node=%s operator=%s error=\"ACL not found\"" % (T(), ip, R.randint(1025, 65000), h, u)
        return rec_line(text, [], [ip, h, u], ["ACL not found", "[WARN]", "accessor=anonymous"], "infra", "HashiCorp hclog text" + SYN)

    return [sshd, k8s_event, kubelet, k8s_audit, win_event, journal_export, haproxy, postfix, kafka, pam_sudo, mongo_conn, containerd, nomad]


def encoded_templates():
    def json_in_json():
        tok = S.token(R, 48, S.B62 + "-_")
        t = T()
        inner = json.dumps({"error": "invalid_grant", "refresh_token": tok})
        text = json.dumps({"ts": t, "level": "error", "msg": "token endpoint said", "status": 400, "body": inner})
        return rec_line(text, [tok], [], [t, "invalid_grant", "token endpoint said"], "encoded", "zap/zerolog JSON with embedded JSON body" + SYN)

    def pct_query():
        cs = S.password(R) + "/+=" + S.rs(R, 6)
        enc = urllib.parse.quote(cs, safe="")
        code = S.token(R, 30)
        text = "GET /oauth2/callback?code=%s&client_secret=%s&state=af0ifjsldkj HTTP/1.1 302 rt=0.041" % (code, enc)
        return rec_line(text, [enc, code], [], ["/oauth2/callback", "302", "rt=0.041"], "encoded", "reverse proxy access line with percent-encoded secret" + SYN)

    def go_dump():
        u, pw = S.ascii_login(R), S.password(R)
        bb = S.b64(u + ":" + pw)
        lines = ["POST /internal/v1/reindex HTTP/1.1", "Host: search.example.net", "Authorization: Basic %s" % bb, "Content-Type: application/json", "X-Request-Id: %s" % S.uuid4(R)]
        return rec_block(lines, [bb], [], ["/internal/v1/reindex", lines[-1].split(": ")[1], "HTTP/1.1"], "encoded", "Go httputil.DumpRequest output" + SYN)

    def celery_repr():
        k = S.stripe_live(R)
        em = S.email(R)
        tid = S.uuid4(R)
        text = "[%s: INFO/MainProcess] Task billing.tasks.sync_customer[%s] received: args=(%d,) kwargs={'email': '%s', 'api_key': '%s', 'retry': True}" % (T("space"), tid, R.randint(1, 99999), em, k)
        return rec_line(text, [k], [em], ["billing.tasks.sync_customer", tid, "MainProcess"], "encoded", "Celery worker log with Python dict repr" + SYN)

    def helm_yaml():
        pw = S.password(R).replace('"', "")
        lines = ["postgresql:", "  image: registry.example.com/bitnami/postgresql:15.4.0", "  auth:", "    username: app", "    password: \"%s\"" % pw, "    database: orders", "  primary:", "    resources: {limits: {memory: 2Gi}}"]
        return rec_block(lines, [pw], [], ["postgresql:15.4.0", "memory: 2Gi", "database: orders"], "encoded", "Helm values.yaml excerpt" + SYN)

    def form_body():
        em, pw = S.email(R), S.password(R)
        body = urllib.parse.urlencode({"grant_type": "password", "username": em, "password": pw, "client_id": "web"})
        enc_pw = urllib.parse.quote_plus(pw)
        enc_em = urllib.parse.quote_plus(em)
        text = "%s DEBUG http.request POST /oauth/token body=%s -> 401 invalid_client" % (T(), body)
        return rec_line(text, [enc_pw], [enc_em], ["grant_type=password", "client_id=web", "invalid_client"], "encoded", "form-urlencoded body in debug log" + SYN)

    def escaped_stack():
        pw, h = S.token(R, 24), S.host(R)
        t = T()
        text = json.dumps({"time": t, "level": 50, "msg": "redis error", "err": {"type": "Error", "stack": "Error: connect ECONNREFUSED redis://:%s@%s:6380/0\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1607:16)" % (pw, h)}})
        return rec_line(text, [pw], [h], [t, "ECONNREFUSED", "node:net:1607:16"], "encoded", "pino JSON log with escaped stack" + SYN)

    def state_param():
        tok = S.token(R, 40)
        st = urllib.parse.quote(json.dumps({"token": tok, "return": "/billing"}), safe="")
        text = "%s INFO  sso: redirect to /login/complete?state=%s nonce=%s" % (T(), st, S.hexs(R, 16))
        return rec_line(text, [tok], [], ["/login/complete", "sso: redirect", "%2Fbilling"], "encoded", "URL-encoded JSON in state parameter" + SYN)

    def k8s_secret():
        pw = S.password(R)
        tok = S.token(R, 32)
        b1, b2 = S.b64(pw), S.b64(tok)
        lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: billing-db", "  namespace: prod", "type: Opaque", "data:", "  password: %s" % b1, "  api-token: %s" % b2]
        return rec_block(lines, [b1, b2], [], ["kind: Secret", "type: Opaque", "name: billing-db"], "encoded", "kubectl get secret -o yaml" + SYN)

    def tfstate():
        pw = S.password(R).replace('"', "")
        h = S.host(R)
        lines = ['  "resources": [', '    {', '      "type": "aws_db_instance",', '      "name": "ledger",', '      "instances": [{"attributes": {"endpoint": "%s:5432", "password": "%s", "engine_version": "15.4"}}]' % (h, pw), '    }']
        return rec_block(lines, [pw], [h], ['"aws_db_instance"', '"engine_version": "15.4"'], "encoded", "Terraform state JSON excerpt" + SYN)

    def double_escaped():
        pw = S.password(R).replace("\\", "").replace('"', "")
        t = T()
        text = 'time=%s level=warn msg="forwarded payload" payload="{\\"user\\":\\"svc\\",\\"pwd\\":\\"%s\\"}" upstream=ingest-7' % (t, pw)
        return rec_line(text, [pw], [], [t, "forwarded payload", "upstream=ingest-7"], "encoded", "logfmt with escaped JSON value" + SYN)

    def grpc_md():
        tok = S.jwt(R)
        rid = S.uuid4(R)
        text = "grpc: server: unary call /billing.v1.Invoices/Get metadata=map[authorization:[Bearer %s] user-agent:[grpc-go/1.64.0] x-request-id:[%s]] code=Unauthenticated" % (tok, rid)
        return rec_line(text, [tok], [], ["/billing.v1.Invoices/Get", "code=Unauthenticated", rid, "grpc-go/1.64.0"], "encoded", "gRPC-Go metadata map dump" + SYN)

    def docker_cfg():
        u, pw = "ci", S.token(R, 36)
        a = S.b64(u + ":" + pw)
        text = 'cat ~/.docker/config.json => {"auths":{"registry.example.com":{"auth":"%s"}},"credsStore":""} (exit 0, step 7/12)' % a
        return rec_line(text, [a], [], ["step 7/12", "registry.example.com", "credsStore"], "encoded", "docker config.json in CI log" + SYN)

    def oidc_cb():
        idt = S.jwt(R, '{"sub":"%s","email":"%s","nonce":"n-0S6_WzA2Mj"}' % (S.digits(R, 10), S.email(R)))
        code = S.token(R, 32)
        text = '%s - - "GET /auth/oidc/callback?code=%s&id_token=%s&session_state=%s HTTP/2.0" 302 0' % (S.doc_ip(R), code, idt, S.uuid4(R))
        ip = text.split(" ")[0]
        return rec_line(text, [idt, code], [ip], ["/auth/oidc/callback", "HTTP/2.0\" 302"], "encoded", "access log with OIDC callback query" + SYN)

    def php_serialized():
        pw = S.password(R).replace('"', "")
        text = 'PHP Warning:  unserialize(): Error at offset 71 of 88 bytes in /srv/app/Session.php on line 42; data=a:2:{s:4:"user";s:5:"admin";s:8:"password";s:%d:"%s";}' % (len(pw), pw)
        return rec_line(text, [pw], [], ["Error at offset 71 of 88 bytes", "Session.php on line 42"], "encoded", "PHP warning with serialized array" + SYN)

    return [json_in_json, pct_query, go_dump, celery_repr, helm_yaml, form_body, escaped_stack, state_param, k8s_secret, tfstate, double_escaped, grpc_md, docker_cfg, oidc_cb, php_serialized]


def no_key_templates():
    def prose_vendor():
        tok = R.choice([S.gh_pat, S.slack_bot, S.stripe_live, S.npm_token, S.gitlab_pat, S.sendgrid, S.openai_key, S.gcp_api_key, S.gh_fine])(R)
        sha = S.hexs(R, 40)
        tid = "SEC-%d" % R.randint(100, 9999)
        text = "%s: rotated %s after it was found in commit %s (pushed to a public fork)" % (tid, tok, sha)
        return rec_line(text, [tok], [], [tid, sha], "no_key", "incident note in a log stream" + SYN)

    def standalone():
        tok = S.token(R, R.choice([32, 40, 48, 64]), R.choice([S.B62, S.HEX, S.B62 + "-_"]))
        t = T()
        text = "%s INFO  mailer: reset link https://app.example.com/r/%s queued (template=pw_reset_v3)" % (t, tok)
        return rec_line(text, [tok], [], [t, "template=pw_reset_v3", "mailer"], "no_key", "password-reset link in mailer log" + SYN)

    def pem_block():
        kind = R.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
        lines, body = S.fake_pem_private(R, kind, R.randint(3, 7))
        lines = ["%s ERROR cert-loader: unexpected PEM in TLS_CERT (expected CERTIFICATE), first lines:" % T()] + lines
        return rec_block(lines, body, [], ["cert-loader", "expected CERTIFICATE", "-----BEGIN %s-----" % kind], "no_key", "PEM private key pasted into a log" + SYN)

    def shadow():
        u = "svc_" + S.rs(R, 6, "abcdefghijklmnopqrstuvwxyz")
        hsh = R.choice([S.sha512crypt, S.bcrypt_hash, S.argon2_hash])(R)
        text = "/etc/shadow:%d:%s:%s:19%d:0:99999:7:::" % (R.randint(10, 40), u, hsh, R.randint(100, 999))
        return rec_line(text, [hsh], [u], ["/etc/shadow:", "99999:7:::"], "no_key", "grep over /etc/shadow in an audit log" + SYN)

    def pg_dup():
        hsh = S.bcrypt_hash(R)
        text = 'ERROR:  duplicate key value violates unique constraint "users_pw_uniq" DETAIL:  Key (pw)=(%s) already exists. SQLSTATE 23505' % hsh
        return rec_line(text, [hsh], [], ["users_pw_uniq", "23505", "duplicate key value violates unique constraint"], "no_key", "PostgreSQL-style constraint error text" + SYN)

    def jwt_prose():
        j = S.jwt(R)
        tk = "HELP-%d" % R.randint(1000, 99999)
        text = "%s customer pasted %s into the chat; session revoked, ticket %s" % (T(), j, tk)
        return rec_line(text, [j], [], [tk, "session revoked"], "no_key", "support tool audit line" + SYN)

    def aws_pair():
        a, s = S.aws_akid(R), S.aws_secret(R)
        text = "WARN credential scan: %s %s in build/output/env.txt (rule aws-access-token, line 12)" % (a, s)
        return rec_line(text, [a, s], [], ["rule aws-access-token", "build/output/env.txt"], "no_key", "secret scanner finding" + SYN)

    def sms_otp():
        o = S.otp(R)
        mid = "SM" + S.hexs(R, 32)
        text = "sms.delivered sid=%s body=\"%s is your verification code. It expires in 10 minutes.\"" % (mid, o)
        return rec_line(text, [o], [], [mid, "sms.delivered", "expires in 10 minutes"], "no_key", "SMS provider delivery log" + SYN)

    def remote_v():
        tok = S.gitlab_pat(R)
        lines = ["$ git remote -v", "origin\thttps://oauth2:%s@gitlab.example.com/grp/api.git (fetch)" % tok, "origin\thttps://oauth2:%s@gitlab.example.com/grp/api.git (push)" % tok]
        return rec_block(lines, [tok], [], ["git remote -v", "(fetch)", "grp/api.git"], "no_key", "git remote -v output" + SYN)

    def hex_secret():
        s = S.hexs(R, 64)
        d = S.hexs(R, 40)
        text = "webhook verification failed: computed %s expected sha1=%s (event push, delivery 72d3162e)" % (s, d)
        # the first hex is a signing key echoed by mistake; the sha1 is a public payload digest
        return rec_line(text, [s], [], ["webhook verification failed", "delivery 72d3162e", "event push"], "no_key", "webhook handler debug line" + SYN)

    def slack_msg():
        tok = S.slack_bot(R)
        text = "<@U02ABCDEF> here's the bot token for the staging workspace, revoke after the demo: %s" % tok
        return rec_line(text, [tok], [], ["<@U02ABCDEF>", "staging workspace"], "no_key", "chat export line" + SYN)

    def stripe_err():
        k = S.stripe_live(R)
        rq = "req_" + S.rs(R, 14)
        text = "stripe.error.AuthenticationError: Request %s: Expired API Key provided: %s" % (rq, k)
        return rec_line(text, [k], [], [rq, "stripe.error.AuthenticationError", "Expired API Key provided"], "no_key", "Python exception line" + SYN)

    def diff_hash():
        h = S.argon2_hash(R)
        lines = ["diff --git a/seed/users.sql b/seed/users.sql", "@@ -12,3 +12,3 @@", "-INSERT INTO users VALUES (7, 'ops', NULL);", "+INSERT INTO users VALUES (7, 'ops', '%s');" % h]
        return rec_block(lines, [h], [], ["diff --git a/seed/users.sql b/seed/users.sql", "@@ -12,3 +12,3 @@"], "no_key", "git diff in CI log" + SYN)

    return [prose_vendor, standalone, pem_block, shadow, pg_dup, jwt_prose, aws_pair, sms_otp, remote_v, hex_secret, slack_msg, stripe_err, diff_hash]


KU_KEYS = ["passwd_enc", "clé_api", "kennwort", "secretAccessKeyId", "X-Auth-Sig", "contraseña", "пароль", "密码", "パスワード", "salasana", "adgangskode",
           "wachtwoord", "hasło", "şifre", "senha", "mot_de_passe", "parola_d_ordine", "pwd_hash_v2", "sekret", "zugangsschluessel", "hmac_k", "signingKey",
           "db.cred.primary", "authn.bearer", "Geheimnis", "mat_khau", "kata_sandi", "lösenord", "x-goog-api-key", "X-Shopify-Access-Token"]


def ku_templates():
    def kv(fmt):
        def f():
            k = R.choice(KU_KEYS)
            v = R.choice([S.password, lambda r: S.token(r, 32), lambda r: S.token(r, 40, S.B62 + "/+"), S.gcp_api_key])(R)
            v = v.replace('"', "").replace("\\", "")
            t = T()
            rid = S.uuid4(R)
            if fmt == "env":
                lines = ["# .env.production", "APP_ENV=production", "%s=%s" % (k.upper().replace(".", "_").replace("-", "_"), v), "LOG_LEVEL=info"]
                return rec_block(lines, [v], [], ["APP_ENV=production", "LOG_LEVEL=info"], "key_unusual", ".env file" + SYN)
            if fmt == "ini":
                lines = ["[database]", "host = 127.0.0.1", "%s = %s" % (k, v), "pool_size = 20"]
                return rec_block(lines, [v], [], ["[database]", "pool_size = 20"], "key_unusual", "INI config" + SYN)
            if fmt == "toml":
                lines = ["[service.auth]", "timeout_ms = 2500", '"%s" = "%s"' % (k, v), 'region = "eu-central-1"']
                return rec_block(lines, [v], [], ["[service.auth]", "timeout_ms = 2500"], "key_unusual", "TOML config" + SYN)
            if fmt == "json":
                text = json.dumps({"ts": t, "evt": "config.loaded", "cfg": {k: v, "retries": 3}, "rid": rid}, ensure_ascii=False)
                return rec_line(text, [v], [], [t, "config.loaded", rid], "key_unusual", "JSON log line" + SYN)
            if fmt == "header":
                text = "%s DEBUG outbound POST https://hooks.example.net/v2/events %s: %s content-length=%d trace=%s" % (t, k, v, R.randint(10, 900), rid)
                return rec_line(text, [v], [], [t, "https://hooks.example.net/v2/events", rid], "key_unusual", "HTTP client debug header line" + SYN)
            if fmt == "gostruct":
                text = "%s config: &{Host:db.internal.example.com Port:5432 %s:%s Timeout:5s}" % (t, k[0].upper() + k[1:].replace(".", "").replace("-", ""), v)
                return rec_line(text, [v], [], [t, "Port:5432", "Timeout:5s"], "key_unusual", "Go %+v struct print" + SYN)
            text = "%s WARN Settings(%s='%s', endpoint='https://api.example.org', retries=3)" % (t, k, v)
            return rec_line(text, [v], [], [t, "endpoint='https://api.example.org'", "retries=3"], "key_unusual", "Python dataclass repr" + SYN)
        return f

    def split_key():
        a, b = S.token(R, 16), S.token(R, 16)
        text = json.dumps({"event": "vendor.sync", "apiKeyPart1": a, "apiKeyPart2": b, "status": 207, "id": S.uuid4(R)})
        rid = json.loads(text)["id"]
        return rec_line(text, [a, b], [], ["vendor.sync", rid, "207"], "key_unusual", "JSON log with split key" + SYN)

    def split_name():
        v = S.password(R)
        text = "%s [cfg] PASS_WORD=%s DB_PORT=5432 (source=/etc/app/override.conf)" % (T(), v)
        return rec_line(text, [v], [], ["DB_PORT=5432", "source=/etc/app/override.conf"], "key_unusual", "config dump line" + SYN)

    def sig_header():
        sig = S.hexs(R, 64)
        ts = T("epoch")
        text = "POST /webhooks/inbound 401 X-Auth-Sig=t=%s,v1=%s reason=signature_mismatch" % (ts, sig)
        return rec_line(text, [sig], [], ["signature_mismatch", "/webhooks/inbound", "401"], "key_unusual", "webhook receiver log" + SYN)

    def aws_cfg():
        k, s = S.aws_akid(R), S.aws_secret(R)
        lines = ["[profile billing-ci]", "region = eu-west-1", "secretAccessKeyId = %s" % k, "secret_access_key_value = %s" % s]
        return rec_block(lines, [k, s], [], ["[profile billing-ci]", "region = eu-west-1"], "key_unusual", "AWS-style credentials file with odd key names" + SYN)

    return [kv("env"), kv("ini"), kv("toml"), kv("json"), kv("header"), kv("gostruct"), kv("repr"), split_key, split_name, sig_header, aws_cfg]


def lookalike_templates():
    def git_log():
        lines = ["%s %s" % (S.hexs(R, 7), m) for m in R.sample(["fix(api): handle 429 from upstream", "chore: bump tokio to 1.38", "feat: add ledger export", "revert: retry jitter", "docs: update runbook"], 3)]
        return rec_block(lines, [], [], [l.split()[0] for l in lines], "lookalike", "git log --oneline" + SYN)

    def docker_pull():
        d = "sha256:" + S.hexs(R, 64)
        lines = ["1.4.%d: Pulling from platform/api" % R.randint(0, 20), "%s: Already exists" % S.hexs(R, 12), "Digest: %s" % d, "Status: Downloaded newer image for registry.example.com/platform/api:1.4"]
        return rec_block(lines, [], [], [d, lines[1].split(":")[0], "Downloaded newer image"], "lookalike", "docker pull output" + SYN)

    def otel():
        tr, sp = S.hexs(R, 32), S.hexs(R, 16)
        text = "%s INFO  span ended name=GET /v1/orders trace_id=%s span_id=%s duration_ms=%d status=OK" % (T(), tr, sp, R.randint(1, 900))
        return rec_line(text, [], [], [tr, sp, "GET /v1/orders"], "lookalike", "OpenTelemetry span log" + SYN)

    def traceparent():
        tr, sp = S.hexs(R, 32), S.hexs(R, 16)
        text = "traceparent: 00-%s-%s-01" % (tr, sp)
        return rec_line(text, [], [], [tr, sp], "lookalike", "W3C traceparent header" + SYN)

    def sha256sum():
        lines = ["%s  app-%d.%d.%d-linux-%s.tar.gz" % (S.hexs(R, 64), R.randint(1, 5), R.randint(0, 20), R.randint(0, 9), a) for a in ("amd64", "arm64")]
        return rec_block(lines, [], [], [l.split()[0] for l in lines] + [lines[0].split()[1]], "lookalike", "sha256sum output" + SYN)

    def sshfp():
        fp = "SHA256:" + S.rs(R, 43, S.B62 + "+/")
        text = "ED25519 key fingerprint is %s." % fp
        return rec_line(text, [], [], [fp, "ED25519 key fingerprint is"], "lookalike", "ssh host key prompt" + SYN)

    def npm_integrity():
        integ = "sha512-" + S.rs(R, 86, S.B62 + "+/") + "=="
        text = '    "node_modules/left-pad": {"version": "1.3.0", "resolved": "https://registry.example.org/left-pad/-/left-pad-1.3.0.tgz", "integrity": "%s"}' % integ
        return rec_line(text, [], [], [integ, '"version": "1.3.0"'], "lookalike", "package-lock.json entry" + SYN)

    def gosum():
        h = "h1:" + S.rs(R, 43, S.B62 + "+/") + "="
        text = "example.com/mod/ledger v1.%d.%d %s" % (R.randint(0, 9), R.randint(0, 30), h)
        return rec_line(text, [], [], [h, "example.com/mod/ledger"], "lookalike", "go.sum line" + SYN)

    def b64_public():
        payload = json.dumps({"event": R.choice(["ping", "deploy.finished", "build.queued"]), "seq": R.randint(1, 9999)})
        b = S.b64(payload)
        text = "%s DEBUG pubsub message id=%d data=%s attributes={}" % (T(), R.randint(10 ** 15, 10 ** 16), b)
        return rec_line(text, [], [], [b, "pubsub message"], "lookalike", "Pub/Sub style message log with base64 of non-secret JSON" + SYN)

    def req_uuid():
        u = S.uuid4(R)
        text = "%s request_id=%s method=GET path=/healthz status=200 duration=%dms" % (T(), u, R.randint(1, 90))
        return rec_line(text, [], [], [u, "path=/healthz", "status=200"], "lookalike", "logfmt access log" + SYN)

    def k8s_image():
        d = "sha256:" + S.hexs(R, 64)
        lines = ["    image: registry.example.com/platform/worker:2.%d.%d" % (R.randint(0, 9), R.randint(0, 9)), "    imageID: registry.example.com/platform/worker@%s" % d, "    containerID: containerd://%s" % S.hexs(R, 64), "    restartCount: %d" % R.randint(0, 9)]
        return rec_block(lines, [], [], [d, lines[2].split("//")[1], "restartCount"], "lookalike", "kubectl get pod -o yaml status excerpt" + SYN)

    def ssh_pub():
        k = "AAAAC3NzaC1lZDI1NTE5AAAAI" + S.rs(R, 43, S.B62 + "+/")
        text = "authorized key added: ssh-ed25519 %s ci-deploy-key (fingerprint SHA256:%s)" % (k, S.rs(R, 43, S.B62 + "+/"))
        fp = text.rsplit("SHA256:", 1)[1].rstrip(")")
        return rec_line(text, [], [], [k, fp, "ssh-ed25519"], "lookalike", "public key audit line" + SYN)

    def etag():
        e = S.hexs(R, 32)
        text = 'HTTP/1.1 304 Not Modified ETag: "%s" Cache-Control: max-age=600 X-Cache: HIT' % e
        return rec_line(text, [], [], [e, "304 Not Modified", "X-Cache: HIT"], "lookalike", "HTTP response header line" + SYN)

    def build_id():
        b = S.hexs(R, 40)
        text = "ld: build-id 0x%s; section .note.gnu.build-id size 0x24" % b
        return rec_line(text, [], [], [b, ".note.gnu.build-id"], "lookalike", "linker/ELF build-id line" + SYN)

    return [git_log, docker_pull, otel, traceparent, sha256sum, sshfp, npm_integrity, gosum, b64_public, req_uuid, k8s_image, ssh_pub, etag, build_id]


def rows_templates():
    def users_pg():
        p = person()
        hsh = R.choice([S.bcrypt_hash, S.argon2_hash])(R)
        ip = S.doc_ip(R)
        cols = ["id", "username", "email", "password_hash", "last_login_ip", "mfa_enabled", "created_at"]
        u = S.ascii_login(R)
        row = [R.randint(1, 99999), u, p["email"], hsh, ip, R.choice([True, False]) and "t" or "f", T()]
        return rec_row(cols, row, [hsh], [u, p["email"], ip], ["password_hash", "last_login_ip", row[6]], "rows", "PostgreSQL users table result row" + SYN)

    def sessions():
        sid = S.token(R, 40, S.HEX)
        cols = ["session_id", "user_id", "user_agent", "expires_at", "revoked"]
        row = [sid, R.randint(1, 99999), "Mozilla/5.0 (X11; Linux x86_64)", T(), None]
        return rec_row(cols, row, [sid], [], ["session_id", "expires_at", row[3]], "rows", "MySQL sessions table result row" + SYN)

    def payments():
        p = person()
        ib = S.iban(R)
        cols = ["payment_id", "debtor_name", "debtor_iban", "amount", "currency", "status", "error_code"]
        row = ["pay_" + S.rs(R, 12), p["name"], ib, round(R.uniform(1, 9999), 2), R.choice(["EUR", "SEK", "PLN", "NOK"]), "rejected", "AC04"]
        return rec_row(cols, row, [], [p["name"], ib], ["AC04", row[0], "debtor_iban"], "rows", "payments table result row" + SYN)

    def patients():
        p = person()
        d = S.dob(R).isoformat()
        cols = ["patient_no", "name", "national_id", "date_of_birth", "phone", "ward"]
        row = ["P-%06d" % R.randint(1, 999999), p["name"], p["id"], d, p["phone"], "B-%d" % R.randint(1, 9)]
        return rec_row(cols, row, [], [p["name"], p["id"], d, p["phone"]], [row[0], "national_id", "date_of_birth"], "rows", "hospital registry result row" + SYN)

    def api_keys():
        k = R.choice([S.gh_pat, S.stripe_live, S.openai_key, S.npm_token])(R)
        cols = ["key_id", "owner", "secret", "scopes", "last_used"]
        own = S.email(R)
        row = ["key_%d" % R.randint(100, 9999), own, k, "read:orders,write:refunds", T()]
        return rec_row(cols, row, [k], [own], [row[0], "read:orders,write:refunds", row[4]], "rows", "api_keys table result row" + SYN)

    def vertical():
        p = person()
        card = S.card(R)
        lines = ["*************************** 1. row ***************************", "          id: %d" % R.randint(1, 99999), "   full_name: %s" % p["name"], "       phone: %s" % p["phone"],
                 "    card_pan: %s" % card, "      status: chargeback", "  updated_at: %s" % T()]
        return rec_block(lines, [], [p["name"], p["phone"], card], ["1. row", "status: chargeback", lines[-1].split(": ")[1]], "rows", "MySQL-protocol client \\G vertical result" + SYN)

    return [users_pg, sessions, payments, patients, api_keys, vertical]


TEMPLATES = {"pii_locale": pii_templates, "positional": positional_templates, "infra": infra_templates, "encoded": encoded_templates,
             "no_key": no_key_templates, "key_unusual": ku_templates, "lookalike": lookalike_templates, "rows": rows_templates}


# ====================================================================== validation
ALLOWED_DOM = re.compile(r"(^|\.)(example\.(com|org|net))$")
VENDOR_HOSTS = set()
TLD = r"(?:com|net|org|io|dev|co|uk|de|fr|jp|ru|cn|info|biz|app|cloud|ai|us|eu|se|nl|it|es|br|in|mx|sg|my|ng|id|vn|eg|be|no|fi|dk|pl|kr|gov|edu)"
DOM_RE = re.compile(r"(?<![A-Za-z0-9_.-])((?:[A-Za-z0-9-]+\.)+" + TLD + r")(?![A-Za-z0-9-])", re.I)
IP_RE = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.])")


def ip_ok(a, b, c, d):
    a, b, c = int(a), int(b), int(c)
    return (a == 10 or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168) or a == 127 or (a, b, c) in ((192, 0, 2), (198, 51, 100), (203, 0, 113)))


def validate(r):
    errs = []
    keys = list(r.keys())
    exp = {"line": ["kind", "text"], "block": ["kind", "lines"], "row": ["kind", "columns", "row"]}[r["kind"]] + ["secrets", "private", "keep", "class", "source"]
    if keys != exp:
        errs.append("keys %s" % keys)
    text = body_text(r)
    if r["kind"] == "row":
        cells = r["columns"] + [str(v) for v in r["row"] if isinstance(v, str)]
        if len(r["columns"]) != len(r["row"]):
            errs.append("row length")
    for fld in ("secrets", "private", "keep"):
        for v in r[fld]:
            if not isinstance(v, str) or not v:
                errs.append("bad value in %s" % fld)
            elif r["kind"] == "row":
                if not any(v in c for c in cells):
                    errs.append("%s value not in row: %r" % (fld, v))
            elif r["kind"] == "block":
                if not any(v in ln for ln in r["lines"]):
                    errs.append("%s value not in a line: %r" % (fld, v))
            elif v not in text:
                errs.append("%s value not in text: %r" % (fld, v))
    if len(r["keep"]) < 2:
        errs.append("fewer than 2 keep")
    # every keep value must survive somewhere outside the spans that are to be removed
    units = r["lines"] if r["kind"] == "block" else ([text] if r["kind"] == "line" else cells)
    masked = []
    for u in units:
        for v in sorted(r["secrets"] + r["private"], key=len, reverse=True):
            u = u.replace(v, "\0" * len(v))
        masked.append(u)
    for k in r["keep"]:
        if not any(k in m for m in masked):
            errs.append("keep %r only occurs inside a redacted span" % k)
    for k in r["keep"]:
        for s in r["secrets"] + r["private"]:
            if k in s or s in k:
                errs.append("keep %r overlaps %r" % (k, s))
    if r["class"] not in CLASSES:
        errs.append("class")
    if r["class"] == "lookalike" and (r["secrets"] or r["private"]):
        errs.append("lookalike with secrets/private")
    if r["class"] != "lookalike" and not (r["secrets"] or r["private"]):
        errs.append("nothing to redact")
    if not (r["source"].endswith(SYN) or r["source"].endswith(REAL)):
        errs.append("source suffix")
    for m in DOM_RE.finditer(re.sub(r"%[0-9A-Fa-f]{2}", " ", text)):
        d = m.group(1).lower()
        if not ALLOWED_DOM.search(d) and d not in VENDOR_HOSTS:
            errs.append("domain %s" % d)
    for m in IP_RE.finditer(text):
        if not ip_ok(*m.groups()):
            errs.append("ip %s" % m.group(0))
    return errs


def canon(r):
    return json.dumps(r, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def main():
    global R
    assert S.self_test()
    records = real_records()
    n_real = len(records)
    bad = 0
    for r in records:
        e = validate(r)
        if e:
            print("INVALID real record:", e, r.get("source"), file=sys.stderr)
            bad += 1
    seen = {canon(r) for r in records}
    counts = {c: sum(1 for r in records if r["class"] == c) for c in CLASSES}
    for ci, cls in enumerate(CLASSES):
        tpls = TEMPLATES[cls]()
        k = 0
        while counts[cls] < TARGET:
            R = random.Random(1200000 + ci * 10000 + k)
            r = tpls[k % len(tpls)]()
            k += 1
            e = validate(r)
            if e:
                print("INVALID synthetic record:", cls, e, file=sys.stderr)
                bad += 1
                continue
            c = canon(r)
            if c in seen:
                continue
            seen.add(c)
            records.append(r)
            counts[cls] += 1
            if k > 2000:
                raise SystemExit("cannot fill class %s" % cls)
    if bad:
        raise SystemExit("validation failed: %d invalid records" % bad)
    dev, held = [], []
    per = {}
    for cls in CLASSES:
        rs_ = sorted((r for r in records if r["class"] == cls), key=lambda r: hashlib.sha256(canon(r).encode()).hexdigest())
        for i, r in enumerate(rs_):
            (dev if i % 2 == 0 else held).append(r)
        per[cls] = ((len(rs_) + 1) // 2, len(rs_) // 2, sum(1 for r in rs_ if r["source"].endswith(REAL)))
    for fn, data in (("dev.jsonl", dev), ("heldout.jsonl", held)):
        with open(os.path.join(HERE, fn), "w", encoding="utf-8", newline="\n") as f:
            for r in data:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("class         dev  heldout  total  real")
    for cls in CLASSES:
        d, h, rl = per[cls]
        print("%-12s %4d %8d %6d %5d" % (cls, d, h, d + h, rl))
    print("total        %4d %8d %6d %5d" % (len(dev), len(held), len(records), n_real))
    for fn in ("dev.jsonl", "heldout.jsonl"):
        print(fn, hashlib.sha256(open(os.path.join(HERE, fn), "rb").read()).hexdigest())


if __name__ == "__main__":
    main()
