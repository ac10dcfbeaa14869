"""Build corpus11 records from captured/ and synthlib.py; check; split; write dev/heldout.jsonl."""
import base64
import hashlib
import json
import os
import random
import re
import sys
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import synthlib as S  # noqa: E402

CAP = os.path.join(HERE, "captured")
REAL = " [real software run on this machine, see captured/]"
SYN = " [synthetic]"
RECS = []
CLASSES = ["pii_locale", "positional", "infra", "encoded", "no_key", "lookalike", "key_unusual", "rows"]


def add(kind, inp, secrets, private, keep, cls, source, columns=None):
    o = {"kind": kind}
    if kind == "line":
        o["text"] = inp
    elif kind == "block":
        o["lines"] = list(inp)
    else:
        o["columns"] = list(columns)
        o["row"] = list(inp)
    o["secrets"] = [s for s in secrets if s]
    o["private"] = [p for p in private if p]
    o["keep"] = list(keep)
    o["class"] = cls
    o["source"] = source
    RECS.append(o)


def cap(name):
    with open(os.path.join(CAP, name), encoding="utf-8") as f:
        return f.read()


def line_with(text, *needles):
    for ln in text.splitlines():
        if all(n in ln for n in needles):
            return ln
    raise KeyError(needles)


def lines_from(text, start_needle, count):
    ls = text.splitlines()
    for i, ln in enumerate(ls):
        if start_needle in ln:
            return ls[i:i + count]
    raise KeyError(start_needle)


def first(rx, s, g=0):
    m = re.search(rx, s)
    if not m:
        raise KeyError(rx)
    return m.group(g)


# =============================================================== real captures
def real_records():
    P = json.load(open(os.path.join(CAP, "planted.json"), encoding="utf-8"))["planted"]
    V = json.load(open(os.path.join(CAP, "planted.json"), encoding="utf-8"))["versions"]
    pg = cap("postgresql_server.log")
    src_pg = "PostgreSQL %s server log (log_connections=on, log_statement=all)" % first(r"\d+\.\d+", V["postgres"])
    ts = lambda ln: ln[:23]
    pid = lambda ln: first(r"\[(\d+)\]", ln, 1)

    ln = line_with(pg, "CREATE USER")
    add("line", ln, [P["pg_pw_create"]], [pid(ln)], [ts(ln), "LOG:", "CREATE USER", "WITH LOGIN PASSWORD"], "positional", src_pg + REAL)
    ln = line_with(pg, "ALTER ROLE")
    add("line", ln, [P["pg_pw_alter"]], [pid(ln)], [ts(ln), "ALTER ROLE", "statement:"], "positional", src_pg + REAL)
    for i in range(3):
        ln = line_with(pg, "INSERT INTO app_users", P["pg_login_%d" % i])
        add("line", ln, [P["pg_hash_%d" % i]], [pid(ln), P["pg_login_%d" % i], P["pg_name_%d" % i], P["pg_email_%d" % i], P["pg_phone_%d" % i], P["pg_cpf_%d" % i]],
            [ts(ln), "INSERT INTO app_users", "password_hash", "created_at"], "pii_locale", src_pg + REAL)
    for i in range(2):
        ln = line_with(pg, "INSERT INTO api_keys", P["pg_keyid_%d" % i])
        add("line", ln, [P["pg_apisecret_%d" % i]], [pid(ln), P["pg_login_%d" % i], P["pg_ip_%d" % i]],
            [ts(ln), P["pg_keyid_%d" % i], "billing:read,billing:write"], "key_unusual" if i else "infra", src_pg + REAL)
    blk = lines_from(pg, "FATAL:  role", 1)
    prev = line_with(pg, "connection authorized: user=" + P["pg_ghost_user"])
    blk = [prev] + blk
    add("block", blk, [], [pid(prev), P["pg_ghost_user"]], [ts(prev), "FATAL:", "does not exist", "TLS_AES_256_GCM_SHA384"], "infra", src_pg + REAL)
    blk = lines_from(pg, "ERROR:  column \"nosuchcol\"", 2)
    add("block", blk, [], [pid(blk[0])], [ts(blk[0]), "ERROR:", "nosuchcol", "STATEMENT:"], "infra", src_pg + REAL)
    ln = line_with(pg, "checkpoint complete")
    add("line", ln, [], [pid(ln)], [ts(ln), "checkpoint complete", "distance=", "estimate="], "infra", src_pg + REAL)
    ln = line_with(pg, "connection received")
    add("line", ln, [], [pid(ln)], [ts(ln), "connection received", "[unknown]@[unknown]"], "infra", src_pg + REAL)

    q = cap("psql_queries.txt").splitlines()
    src_psql = V["psql"] + " aligned/expanded output"
    hi = next(i for i, l in enumerate(q) if l.startswith(" id |"))
    add("block", q[hi:hi + 6], [P["pg_hash_%d" % i] for i in range(3)],
        [x for i in range(3) for x in (P["pg_login_%d" % i], P["pg_name_%d" % i], P["pg_email_%d" % i], P["pg_phone_%d" % i], P["pg_cpf_%d" % i])],
        ["password_hash", "created_at", "(3 rows)", "2026-11-20 08:10:00+00"], "rows", src_psql + REAL)
    cols = [c.strip() for c in q[hi].split("|")]
    for i in range(3):
        cells = [c.strip() for c in q[hi + 2 + i].split("|")]
        row = [int(cells[0])] + cells[1:7] + [int(cells[7]), cells[8]]
        add("row", row, [P["pg_hash_%d" % i]], [P["pg_login_%d" % i], P["pg_name_%d" % i], P["pg_email_%d" % i], P["pg_phone_%d" % i], P["pg_cpf_%d" % i]],
            [cells[8], "password_hash"] if False else [cells[8], cells[0]], "rows", src_psql + " (cells parsed)" + REAL, columns=cols)
    xi = next(i for i, l in enumerate(q) if l.startswith("-[ RECORD 1 ]"))
    add("block", q[xi:xi + 7], [P["pg_apisecret_1"]], [P["pg_login_1"], P["pg_ip_1"]], ["-[ RECORD 1 ]", P["pg_keyid_1"], "http_status  | 401"], "rows", src_psql + REAL)
    ri = next(i for i, l in enumerate(q) if "rolpassword" in l)
    cells = [c.strip() for c in q[ri + 2].split("|")]
    add("row", cells, [cells[1]], [], ["rolname", "rolpassword"] if False else [cells[0], "SCRAM-SHA-256$4096:"], "rows", src_psql + " pg_authid" + REAL, columns=["rolname", "rolpassword"])
    add("block", q[ri:ri + 4], [cells[1]], [], ["rolpassword", "(1 row)", cells[0]], "rows", src_psql + " pg_authid" + REAL)
    ln = cap("psql_dsn_connect.txt").strip()
    add("line", ln, [P["pg_pw_alter"]], [], ["psql: error:", "invalid percent-encoded token"], "no_key", src_psql + " libpq URI parse error" + REAL)
    fl = cap("psql_failed_logins.txt").splitlines()
    add("line", fl[0], [], [P["pg_ghost_user"]], ["port 5432", "FATAL:", "does not exist"], "infra", src_psql + REAL)

    rq = cap("rabbitmqctl.txt").splitlines()
    u, pw = P["rmq_user"], P["rmq_pw"]
    src_r = "rabbitmqctl %s" % V["rabbitmqctl"]
    i = next(i for i, l in enumerate(rq) if l.startswith("$ rabbitmqctl add_user"))
    add("block", rq[i:i + 3], [pw], [u], ["add_user", "Adding user", "set_permissions"], "positional", src_r + REAL)
    i = next(i for i, l in enumerate(rq) if l.startswith("$ rabbitmqctl authenticate_user") and "wr0ng" in l)
    add("block", rq[i:i + 6], [P["rmq_wrong_pw"]], [u], ["authenticate_user", "invalid credentials", "[exit 65]"], "positional", src_r + REAL)
    i = next(i for i, l in enumerate(rq) if l.startswith("$ rabbitmqctl list_permissions"))
    add("block", rq[i:i + 6], [], [u], ["list_permissions", "configure\twrite\tread", "[exit 0]"], "infra", src_r + REAL)
    rl = cap("rabbitmq_server.log").splitlines()
    for needle in ("Created user", "Successfully set permissions"):
        ln = line_with("\n".join(rl), needle)
        add("line", ln, [], [u], [ln[:32], "[info]", needle], "infra", "RabbitMQ %s server log" % V["rabbitmqctl"] + REAL)

    ml = cap("mosquitto_server.log")
    ln = line_with(ml, "New client connected", P["mqtt_client_id"])
    add("line", ln, [], [P["mqtt_client_id"], P["mqtt_user"]], [ln.split(":")[0], "p2, c1, k60", "port" if False else "New client connected"], "infra", "Mosquitto 2.x broker log" + REAL)
    sub = cap("mosquitto_sub.txt").splitlines()
    i = next(i for i, l in enumerate(sub) if "received PUBLISH" in l)
    add("block", sub[i:i + 2], [P["mqtt_payload_token"]], [P["mqtt_client_id"], P["mqtt_imei"]], ["received PUBLISH", "2.14.7-rc1", "1834.25"], "encoded", "mosquitto_sub -d -v" + REAL)
    pub = cap("mosquitto_pub.txt").splitlines()
    add("block", pub[:4], [], [P["mqtt_client_id"]], ["sending CONNECT", "CONNACK (0)", "PUBACK (Mid: 1, RC:0)"], "infra", "mosquitto_pub -d" + REAL)

    nt = cap("nats_protocol.txt").splitlines()
    src_n = "NATS client protocol against %s" % V["nats-server"]
    ln = next(l for l in nt if l.startswith("C: CONNECT"))
    add("line", ln, [P["nats_pw"], P["nats_token"]], [P["nats_user"]], ["CONNECT", "c11-capture", '"protocol":1'], "encoded", src_n + REAL)
    ln = next(l for l in nt if l.startswith("S: INFO"))
    sid = first(r'"server_id":"([A-Z0-9]+)"', ln, 1)
    add("line", ln, [], [], [sid, "2.9.10", "go1.19.8", "max_payload"], "lookalike", src_n + REAL)
    ln = next(l for l in nt if l.startswith("S: +OK\\r\\nMSG"))
    tr = first(r"c11-[0-9a-f]{16}", ln)
    add("line", ln, [P["nats_otp"]], [P["nats_phone"]], ["MSG c11.sms.outbound 7 106", tr], "encoded", src_n + REAL)

    rm = cap("redis_monitor.txt")
    ln = line_with(rm, '"SET"')
    csrf = first(r"c11[0-9a-f]{20}", ln)
    add("line", ln, [P["redis_session"], csrf], [P["redis_email"]], ['"SET"', '"EX" "60"', ln.split(" ")[0]], "encoded", "redis-cli MONITOR (%s)" % V["redis-cli"] + REAL)
    ln = line_with(rm, '"HSET"')
    add("line", ln, [], ["203.0.113.77"], ['"HSET"', "2026-12-05T09:00:00Z", ln.split(" ")[0]], "infra", "redis-cli MONITOR (%s)" % V["redis-cli"] + REAL)

    md = cap("mariadb_query.txt").splitlines()
    src_m = V["mariadb"].split(",")[0]
    add("block", md[:5], [P["maria_refresh"]], [P["maria_email"], P["maria_tc"], P["maria_iban"]], ["tc_kimlik", "refresh_token", "APPROVED", "2026-11-30 14:22:05"], "rows", src_m + " --table" + REAL)
    add("block", md[5:13], [P["maria_refresh"]], [P["maria_email"], P["maria_tc"], P["maria_iban"]], ["1. row", "verified_at", "APPROVED"], "pii_locale", src_m + " \\G" + REAL)
    hdr = [c.strip() for c in md[1].strip("|").split("|")]
    cells = [c.strip() for c in md[3].strip("|").split("|")]
    add("row", [int(cells[0])] + cells[1:], [P["maria_refresh"]], [P["maria_email"], P["maria_tc"], P["maria_iban"]], ["7012", "APPROVED", "2026-11-30 14:22:05"], "rows", src_m + " (cells parsed)" + REAL, columns=hdr)

    cb = cap("curl_bearer.txt").splitlines()
    src_c = V["curl"].split(" (")[0] + " -v"
    rid = "5d1c2b7e-3f0a-4c8e-9b6d-2a7f1e0c4d93"
    add("block", cb[2:8], [P["curl_bearer"], P["curl_query_key"]], [], ["GET /v2/reports", "format=csv", rid, "curl/7.88.1"], "encoded", src_c + REAL)
    ck = next(l for l in cb if "Set-Cookie" in l)
    add("line", ck, [P["http_cookie"]], [], ["Set-Cookie:", "HttpOnly", "SameSite=Lax"], "positional", src_c + REAL)
    cbs = cap("curl_basic.txt").splitlines()
    b64 = first(r"Basic ([A-Za-z0-9+/=]+)", "\n".join(cbs), 1)
    add("block", cbs[2:10], [b64], [P["curl_basic_user"]], ["POST /oauth/token", "Content-Type: application/x-www-form-urlencoded", "Content-Length: 65"], "encoded", src_c + " -u" + REAL)

    gl = cap("git_ls_remote.txt").splitlines()
    src_g = V["git"] + " GIT_TRACE=1 GIT_CURL_VERBOSE=1"
    ln = next(l for l in gl if "trace: built-in" in l)
    add("line", ln, [P["git_url_token"]], [], ["git.c:479", "trace: built-in", "ls-remote"], "positional", src_g + REAL)
    ln = next(l for l in gl if "Issue another request" in l)
    add("line", ln, [P["git_url_token"]], [], ["http.c:913", "service=git-upload-pack"], "positional", src_g + REAL)
    i = next(i for i, l in enumerate(gl) if "Authorization: Basic <redacted>" in l)
    add("block", gl[i - 2:i + 3], [], [], ["http.c:872", "<redacted>", "git/2.47.3", "GET /repo.git/info/refs"], "lookalike", src_g + REAL)
    add("line", gl[-1], [], [], ["fatal: Authentication failed", "/repo.git/"], "lookalike", src_g + REAL)

    jl = cap("java_jul.txt").splitlines()
    src_j = "java.util.logging SimpleFormatter, " + V["java"]
    i = next(i for i, l in enumerate(jl) if l.startswith("INFO:"))
    add("block", jl[i - 1:i + 1], [], [P["java_email"], P["java_ip"]], ["C11Jul main", "POST /api/v1/invoices", P["java_trace"]], "positional", src_j + REAL)
    i = next(i for i, l in enumerate(jl) if l.startswith("WARNING:"))
    add("block", jl[i - 1:i + 1], [P["java_bearer"]], ["payments.internal.example.com"], ["HTTP 502", "WARNING:", "C11Jul main"], "positional", src_j + REAL)
    i = next(i for i, l in enumerate(jl) if l.startswith("SEVERE:"))
    add("block", jl[i - 1:i + 3], [], [P["java_card"]], ["card_declined", "java.lang.IllegalStateException", "C11Jul.java:8"], "pii_locale", src_j + REAL)
    i = next(i for i, l in enumerate(jl) if l.startswith("CONFIG:"))
    add("block", jl[i - 1:i + 1], [P["java_jdbc_pw"]], ["db-primary.internal.example.com"], ["CONFIG:", "jdbc:postgresql://", ":5432/billing"], "encoded", src_j + REAL)

    pl = cap("perl_dumper.txt").splitlines()
    src_p = "Perl %s Data::Dumper + warn" % V["perl"]
    add("block", pl[1:8], [P["perl_kennwort"]], [P["perl_host"], P["perl_user"]], ["$VAR1", "PX-2026-48", "dbi:Pg:dbname=payroll"], "key_unusual", src_p + REAL)
    add("line", pl[0], [], ["31337", P["perl_host"], P["perl_user"]], ["Payroll::Export", "2026-12-05 09:41:17"], "infra", src_p + REAL)
    add("line", pl[8], [], [P["perl_iban"]], ["AC04", "Payroll/Export.pm line 212"], "pii_locale", src_p + REAL)

    nl = cap("node_inspect.txt").splitlines()
    src_nd = "Node.js %s util.inspect / JSON" % V["node"]
    add("block", nl[:6], [P["node_sig"], P["node_apikey"]], [P["node_email"], P["node_phone"]], ["/webhooks/stripe", "t=1733390477", "Stripe/1.0"], "encoded", src_nd + REAL)
    ln = next(l for l in nl if l.startswith('{"level"'))
    add("line", ln, [], [P["node_email"], "web-7c9f6d5b8-x2kqp"], ['"reqId":"req-1f"', "webhook accepted", "1796463842000"], "infra", src_nd + REAL)
    add("block", ["$ openssl passwd -6 -salt <salt> ****", cap("openssl_passwd.txt").strip()], [P["openssl_hash"]], [], ["openssl passwd -6", "-salt"], "no_key", V["openssl"].split(" (")[0] + " passwd" + REAL)


# =============================================================== synthetic
R = random.Random(20261205)
LOC = list(S.NAMES.keys())


def ts_iso(r):
    return "2026-%02d-%02dT%02d:%02d:%02d.%03dZ" % (r.randint(1, 12), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59), r.randint(0, 999))


def pod(r, app):
    return "%s-%s-%s" % (app, S.rs(r, "bcdfghjklmnpqrstvwxz2456789", 10), S.rs(r, "bcdfghjklmnpqrstvwxz2456789", 5))


def host(r):
    return r.choice(["ip-10-4-", "node-", "k8s-worker-", "db-", "edge-"]) + "%d-%d.%s.internal.example.net" % (r.randint(1, 250), r.randint(1, 250), r.choice(["eu-west", "ap-south", "sa-east", "af-south"]))


def syn_pii():
    r = R
    # Laravel / Monolog
    for loc, reg, idf, idname in [("pt_BR", "BR", S.cpf, "cpf"), ("es_MX", "MX", None, None), ("es_AR", "AR", S.cuit_ar, "cuit"), ("pl_PL", "PL", S.pesel, "pesel"), ("ro_RO", "RO", S.cnp_ro, "cnp")]:
        n = r.choice(S.NAMES[loc])
        ph = S.phone(r, reg, r.random() < 0.5)
        t = "[2026-11-%02d 1%d:2%d:0%d] production.INFO: Customer profile updated {\"customer_id\":%d,\"name\":\"%s\",\"phone\":\"%s\"%s} {\"request_id\":\"%s\"}" % (
            r.randint(1, 28), r.randint(0, 9), r.randint(0, 9), r.randint(0, 9), r.randint(1000, 99999), n, ph,
            (",\"%s\":\"%s\"" % (idname, idf(r))) if idf else "", S.ruuid(r))
        nid = first(r'"%s":"([^"]+)"' % idname, t, 1) if idf else None
        add("line", t, [], [n, ph] + ([nid] if nid else []), ["production.INFO", first(r'"request_id":"([^"]+)"', t, 1)], "pii_locale", "Laravel/Monolog LineFormatter" + SYN)
    # Africa
    for loc, reg in [("yo_NG", "NG"), ("ig_NG", "NG"), ("sw_KE", "KE"), ("zu_ZA", "ZA"), ("am_ET", "NG")]:
        n = r.choice(S.NAMES[loc])
        ph = S.phone(r, reg, r.random() < 0.5)
        extra = ""
        priv = [n, ph]
        if reg == "ZA":
            sid = S.sa_id(r)
            extra = " id_number=%s" % sid
            priv.append(sid)
        rid = S.ulid(r)
        t = "time=\"%s\" level=info msg=\"mobile money payout queued\" recipient=\"%s\" msisdn=\"%s\"%s amount=4500.00 currency=%s request_id=%s" % (ts_iso(r), n, ph, extra, {"NG": "NGN", "KE": "KES", "ZA": "ZAR"}[reg], rid)
        add("line", t, [], priv, ["level=info", rid, "mobile money payout queued"], "pii_locale", "logrus TextFormatter" + SYN)
    # South / Southeast Asia
    for loc, reg in [("hi_IN", "IN"), ("ta_IN", "IN"), ("bn_BD", "IN"), ("th_TH", "TH"), ("vi_VN", "VN"), ("id_ID", "ID"), ("fil_PH", "PH")]:
        n = r.choice(S.NAMES[loc])
        ph = S.phone(r, reg, r.random() < 0.6)
        addr_key = {"hi_IN": "hi_IN", "ta_IN": "en_IN", "bn_BD": "en_IN", "th_TH": "th_TH", "vi_VN": "vi_VN", "id_ID": "id_ID", "fil_PH": "en_IN"}[loc]
        ad = S.ADDRESSES[addr_key]
        priv = [n, ph, ad]
        idv = ""
        if reg == "IN":
            a = S.aadhaar(r)
            idv = ',"aadhaar":"%s"' % a
            priv.append(a)
        if reg == "TH":
            a = S.thai_id(r)
            idv = ',"citizen_id":"%s"' % a
            priv.append(a)
        tid = S.trace_id(r)
        t = '{"level":"info","ts":%d.%03d,"caller":"kyc/handler.go:%d","msg":"address verified","name":"%s","phone":"%s","address":"%s"%s,"trace_id":"%s"}' % (
            r.randint(1790000000, 1799999999), r.randint(0, 999), r.randint(40, 400), n, ph, ad, idv, tid)
        add("line", t, [], priv, ["kyc/handler.go", tid, "address verified"], "pii_locale", "zap JSON encoder" + SYN)
    # Eastern Europe / Middle East / East Asia in Rails / Elixir / structlog styles
    for loc, reg, adk in [("uk_UA", "UA", "uk_UA"), ("ru_RU", "UA", "ru_RU"), ("ar_SA", "SA", "ar_SA"), ("he_IL", "IL", "he_IL"), ("fa_IR", "IR", None), ("tr_TR", "TR", "tr_TR"), ("zh_CN", "CN", "zh_CN"), ("ja_JP", "JP", "ja_JP"), ("ko_KR", "KR", "ko_KR"), ("ar_EG", "EG", None)]:
        n = r.choice(S.NAMES[loc])
        ph = S.phone(r, reg, r.random() < 0.5)
        priv = [n, ph]
        nid = {"UA": S.ukraine_rnokpp, "IL": S.israel_id, "TR": S.tc_kimlik, "CN": S.china_rid, "KR": S.korea_rrn}.get(reg)
        style = r.randint(0, 2)
        rid = S.ruuid(r)
        nidv = nid(r) if nid else None
        if nidv:
            priv.append(nidv)
        ad = S.ADDRESSES[adk] if adk else None
        if ad:
            priv.append(ad)
        if style == 0:
            params = {"user": {"full_name": n, "phone": ph, "password": "[FILTERED]"}}
            if nidv:
                params["user"]["national_id"] = nidv
            if ad:
                params["user"]["address"] = ad
            t = ['Started PATCH "/account" for 127.0.0.1 at 2026-11-%02d 10:%02d:11 +0300' % (r.randint(1, 28), r.randint(0, 59)),
                 "Processing by AccountsController#update as HTML",
                 "  Parameters: " + ruby_hash(params),
                 "Completed 302 Found in %dms (ActiveRecord: 4.1ms | Allocations: 2210)" % r.randint(10, 99)]
            add("block", t, [], priv, ["AccountsController#update", "Completed 302 Found", "[FILTERED]"], "pii_locale", "Rails request log (filter_parameters)" + SYN)
        elif style == 1:
            t = "%s [info] request_id=%s user_name=%s phone=%s%s%s Elixir.Shop.Checkout.confirm/2 ok" % (
                ts_iso(r)[11:23], rid, json.dumps(n, ensure_ascii=False), json.dumps(ph), (" national_id=" + nidv) if nidv else "", (" address=" + json.dumps(ad, ensure_ascii=False)) if ad else "")
            add("line", t, [], priv, ["request_id=" + rid, "Elixir.Shop.Checkout.confirm/2"], "pii_locale", "Elixir Logger console with metadata" + SYN)
        else:
            d = {"event": "shipment_label_created", "recipient": n, "phone": ph, "carrier": "dhl", "tracking_no": "JD01460000%08d" % r.randint(0, 10**8), "timestamp": ts_iso(r), "level": "info"}
            if ad:
                d["address"] = ad
            if nidv:
                d["tax_id"] = nidv
            t = json.dumps(d, ensure_ascii=False)
            add("line", t, [], priv, ["shipment_label_created", d["tracking_no"], d["timestamp"]], "pii_locale", "structlog JSONRenderer" + SYN)
    # IBAN / cards / dob
    for cc in ["BR", "SA", "AE", "UA", "PK", "EG", "KZ"]:
        ib = S.iban(r, cc, r.random() < 0.5)
        n = r.choice(S.NAMES[r.choice(LOC)])
        dob = "%04d-%02d-%02d" % (r.randint(1950, 2004), r.randint(1, 12), r.randint(1, 28))
        c = S.card(r, r.choice(["visa", "mc", "amex", "unionpay", "jcb", "mir"]), r.choice(["", " ", "-"]))
        e = "%s.%d@example.org" % (r.choice(["payer", "cust", "holder"]), r.randint(10, 999))
        t = '{"@t":"%s","@mt":"Beneficiary {Name} born {Dob} saved with IBAN {Iban}; card {Card} tokenized for {Email}","Name":"%s","Dob":"%s","Iban":"%s","Card":"%s","Email":"%s","SourceContext":"Payments.Beneficiaries","@tr":"%s"}' % (ts_iso(r), n, dob, ib, c, e, S.trace_id(r))
        add("line", t, [], [n, dob, ib, c, e], ["Payments.Beneficiaries", first(r'"@tr":"([0-9a-f]+)"', t, 1)], "pii_locale", "Serilog CompactJsonFormatter (CLEF)" + SYN)


def ruby_hash(d):
    def v(x):
        if isinstance(x, dict):
            return "{" + ", ".join('"%s"=>%s' % (k, v(y)) for k, y in x.items()) + "}"
        return json.dumps(x, ensure_ascii=False)
    return v(d)


def syn_positional():
    r = R
    for i in range(3):
        pw = S.password(r)
        u = r.choice(["mbrzeczyszczykiewicz", "akamau", "lnguyen", "jdelacruz", "okovalenko"]) + str(i)
        p = r.randint(1000, 65000)
        h = "bastion-%02d" % r.randint(1, 40)
        ip = S.doc_ip(r)
        t = "Dec  %d 0%d:1%d:22 %s sshd[%d]: Failed password for invalid user %s from %s port %d ssh2" % (r.randint(1, 9), r.randint(0, 9), r.randint(0, 9), h, p, u, ip, r.randint(30000, 65000))
        add("line", t, [], [h, str(p), u, ip], ["Failed password for invalid user", "ssh2"], "positional", "OpenSSH sshd syslog" + SYN)
        # password typed as username (common real-world leak)
        t2 = "Dec  %d 0%d:2%d:40 %s sshd[%d]: Invalid user %s from %s port %d" % (r.randint(1, 9), r.randint(0, 9), r.randint(0, 9), h, p + 1, pw, ip, r.randint(30000, 65000))
        add("line", t2, [pw], [h, str(p + 1), ip], ["Invalid user", "sshd"], "positional", "OpenSSH sshd syslog (password pasted as login)" + SYN)
    for i in range(3):
        pw = S.password(r)
        t = ["$ mysql -h db-%d.internal.example.com -u report_ro -p%s analytics" % (i, pw), "mysql: [Warning] Using a password on the command line interface can be insecure.", "ERROR 1045 (28000): Access denied for user 'report_ro'@'10.1.%d.%d' (using password: YES)" % (r.randint(0, 255), r.randint(2, 254))]
        ip = first(r"10\.1\.\d+\.\d+", t[2])
        add("block", t, [pw], ["db-%d.internal.example.com" % i, ip], ["ERROR 1045 (28000)", "Access denied", "using password: YES"], "positional", "mysql CLI shell history + error" + SYN)
    for i in range(3):
        u = "svc-%s" % S.rs(r, "abcdefghijk", 5)
        pw = S.password(r)
        t = "%s  INFO 1 --- [nio-8080-exec-%d] o.s.web.servlet.DispatcherServlet        : POST \"/login\", parameters={masked}; body username=%s&password=%s&_csrf=%s" % (
            ts_iso(r).replace("Z", "+00:00"), r.randint(1, 9), u, urllib.parse.quote(pw, safe=""), S.ruuid(r))
        csrf = first(r"_csrf=([0-9a-f-]+)", t, 1)
        add("line", t, [urllib.parse.quote(pw, safe=""), csrf], [u], ["o.s.web.servlet.DispatcherServlet", "nio-8080-exec-"], "positional", "Spring Boot default console pattern" + SYN)
    for i in range(3):
        otp = "%06d" % r.randint(0, 999999)
        ph = S.phone(r, r.choice(["BR", "IN", "NG", "ID"]))
        t = "%s WARN  [sms-gateway] SmsSender.send(): provider=twilio status=queued to=%s body=\"Tu código de verificación es %s\" sid=SM%s" % (ts_iso(r), ph, otp, S.rhex(r, 32))
        add("line", t, [otp], [ph], ["SmsSender.send()", "status=queued", first(r"sid=(SM[0-9a-f]+)", t, 1)], "positional", "Log4j2 PatternLayout, Twilio message SID format" + SYN)
    for i in range(2):
        code = S.recovery_codes(r, 4)
        t = ["2026-11-%02dT08:00:0%dZ audit user=%s action=mfa.recovery_codes.regenerate result=success" % (r.randint(1, 28), i, "m.wisniewska"),
             "  codes: " + "  ".join(code), "  request_id=" + S.ulid(r)]
        add("block", t, code, ["m.wisniewska"], ["mfa.recovery_codes.regenerate", "result=success", t[2].split("=")[1]], "positional", "application audit log (block)" + SYN)
    for i in range(2):
        seed = S.totp_seed(r)
        e = "admin%d@example.com" % i
        t = "%s DEBUG totp.enroll issuer=ExampleCorp account=%s otpauth=otpauth://totp/ExampleCorp:%s?secret=%s&issuer=ExampleCorp&algorithm=SHA1&digits=6&period=30" % (ts_iso(r), e, urllib.parse.quote(e), seed)
        add("line", t, [seed], [e, urllib.parse.quote(e)] if urllib.parse.quote(e) != e else [e], ["totp.enroll", "algorithm=SHA1", "period=30"], "positional", "Key Uri Format (google-authenticator wiki)" + SYN)
    for i in range(3):
        k = S.pem_private_key_body(r, 3)
        t = ["TASK [deploy : write tls key] *************************************************",
             "fatal: [web-%02d.internal.example.org]: FAILED! => {\"changed\": false, \"checksum\": \"%s\", \"msg\": \"Destination directory /etc/ssl/private does not exist\"}" % (i + 1, hashlib.sha1(k[0].encode()).hexdigest()),
             "-----BEGIN OPENSSH PRIVATE KEY-----"] + k + ["-----END OPENSSH PRIVATE KEY-----"]
        ck = first(r'"checksum": "([0-9a-f]+)"', t[1], 1)
        add("block", t, k, ["web-%02d.internal.example.org" % (i + 1)], ["FAILED!", ck, "BEGIN OPENSSH PRIVATE KEY"], "positional", "Ansible default callback output + OpenSSH key armor" + SYN)


def syn_infra():
    r = R
    for i in range(2):
        p = pod(r, r.choice(["checkout", "ledger", "notifier", "kyc-api"]))
        node = "gke-prod-pool-%s-%s" % (S.rhex(r, 8), S.rs(r, "abcdefghijklmnopqrstuvwxyz", 4))
        ip = S.private_ip(r, "10")
        uid = S.ruuid(r)
        t = '{"kind":"Event","apiVersion":"audit.k8s.io/v1","level":"Metadata","auditID":"%s","stage":"ResponseComplete","requestURI":"/api/v1/namespaces/payments/pods/%s/exec?command=sh","verb":"create","user":{"username":"oidc:%s@example.com","groups":["system:authenticated"]},"sourceIPs":["%s"],"objectRef":{"resource":"pods","namespace":"payments","name":"%s","apiVersion":"v1","subresource":"exec"},"responseStatus":{"code":101},"annotations":{"authorization.k8s.io/decision":"allow"}}' % (uid, p, ["dlamini.t", "rahim.u", "kowalski", "tanaka.k"][i], ip, p)
        add("line", t, [], [p, "%s@example.com" % ["dlamini.t", "rahim.u", "kowalski", "tanaka.k"][i], ip], [uid, "audit.k8s.io/v1", '"code":101'], "infra", "Kubernetes audit.k8s.io/v1 Event" + SYN)
        t = "%dm%ds       Warning   BackOff   pod/%s   Back-off restarting failed container app in pod %s_payments(%s) on node %s" % (r.randint(1, 9), r.randint(1, 59), p, p, uid, node)
        add("line", t, [], [p, node], ["BackOff", uid, "Back-off restarting failed container"], "infra", "kubectl get events" + SYN)
    for i in range(3):
        acct = "%012d" % r.randint(10**11, 10**12 - 1)
        rid = S.ruuid(r)
        t = "2026-11-%02d 12:0%d:33,%03d - botocore.parsers - DEBUG - Response body: b'<ErrorResponse xmlns=\"https://sts.amazonaws.com/doc/2011-06-15/\"><Error><Type>Sender</Type><Code>AccessDenied</Code><Message>User: arn:aws:iam::%s:user/ci-deployer is not authorized to perform: sts:AssumeRole on resource: arn:aws:iam::%s:role/prod-admin</Message></Error><RequestId>%s</RequestId></ErrorResponse>'" % (r.randint(1, 28), i, r.randint(0, 999), acct, acct, rid)
        add("line", t, [], [acct], ["AccessDenied", rid, "sts:AssumeRole", "botocore.parsers"], "infra", "aws-cli --debug (botocore)" + SYN)
    for i in range(3):
        sub = S.ruuid(r)
        tenant = S.ruuid(r)
        corr = S.ruuid(r)
        t = "DEBUG: cli.azure.cli.core.sdk.policies: Request URL: 'https://management.azure.com/subscriptions/%s/resourceGroups/rg-%s/providers/Microsoft.Sql/servers/sql-%s?api-version=2023-05-01-preview' tenant=%s x-ms-correlation-request-id=%s" % (sub, S.rs(r, "abcdefgh", 6), S.rs(r, "abcdefgh", 6), tenant, corr)
        add("line", t, [], [sub, tenant], ["api-version=2023-05-01-preview", corr, "Microsoft.Sql"], "infra", "az --debug" + SYN)
    for i in range(2):
        proj = "acme-%s-%d" % (r.choice(["billing", "analytics", "kyc"]), r.randint(100000, 999999))
        num = str(r.randint(10**11, 10**12))
        t = "ERROR: (gcloud.compute.instances.create) PERMISSION_DENIED: Compute Engine API has not been used in project %s (project number %s) before or it is disabled. reason: SERVICE_DISABLED" % (proj, num)
        add("line", t, [], [proj, num], ["PERMISSION_DENIED", "SERVICE_DISABLED", "gcloud.compute.instances.create"], "infra", "gcloud error output" + SYN)
    for i in range(2):
        peer = base64.b64encode(S.rbytes(r, 32)).decode()
        ep = S.doc_ip(r)
        aip = "10.8.0.%d" % r.randint(2, 250)
        t = ["interface: wg0", "  public key: " + base64.b64encode(S.rbytes(r, 32)).decode(), "  listening port: 51820", "", "peer: " + peer, "  endpoint: %s:%d" % (ep, r.randint(1024, 65000)), "  allowed ips: %s/32" % aip, "  latest handshake: 1 minute, %d seconds ago" % r.randint(1, 59), "  transfer: 14.%d MiB received, 2.%d MiB sent" % (r.randint(0, 9), r.randint(0, 9))]
        add("block", t, [], [ep, aip], [peer, "listening port: 51820", "latest handshake"], "infra", "wg show (WireGuard) - public keys kept" + SYN)
    for i in range(2):
        u = r.choice(["hernandez.g", "olvera.x", "zuniga.m"])
        ip = S.doc_ip(r)
        vip = "10.%d.0.%d" % (r.randint(8, 9), r.randint(2, 250))
        t = "2026-11-%02d 07:1%d:05 %s:%d [%s] MULTI_sva: pool returned IPv4=%s, IPv6=(Not enabled)" % (r.randint(1, 28), i, ip, r.randint(1024, 65000), u, vip)
        add("line", t, [], [ip, u, vip], ["MULTI_sva", "pool returned IPv4", "(Not enabled)"], "infra", "OpenVPN 2.x server log" + SYN)
    for i in range(2):
        src = S.private_ip(r)
        dst = S.doc_ip(r)
        fid = r.randint(10**14, 10**15)
        hn = "ids-%02d" % r.randint(1, 9)
        t = '{"timestamp":"2026-11-%02dT03:1%d:09.%06d+0000","flow_id":%d,"in_iface":"eth0","event_type":"alert","src_ip":"%s","src_port":%d,"dest_ip":"%s","dest_port":443,"proto":"TCP","alert":{"action":"allowed","gid":1,"signature_id":2027865,"rev":3,"signature":"ET INFO Observed DNS Query to .cloud TLD","severity":2},"host":"%s"}' % (r.randint(1, 28), i, r.randint(0, 999999), fid, src, r.randint(30000, 65000), dst, hn)
        add("line", t, [], [src, hn], ["2027865", str(fid), "event_type"], "infra", "Suricata eve.json alert" + SYN)
    for i in range(2):
        ip = S.doc_ip(r)
        qid = S.rs(r, "0123456789ABCDEF", 11)
        e = "%s@example.net" % r.choice(["thandeka.d", "y.elsayed", "w.kamau"])
        t = "Nov %2d 04:0%d:51 mx1 postfix/smtpd[%d]: %s: client=unknown[%s], sasl_method=LOGIN, sasl_username=%s" % (r.randint(1, 28), i, r.randint(1000, 40000), qid, ip, e)
        p = first(r"smtpd\[(\d+)\]", t, 1)
        add("line", t, [], [p, ip, e], [qid, "sasl_method=LOGIN", "postfix/smtpd"], "infra", "Postfix smtpd log" + SYN)
        t = "Nov %2d 04:0%d:52 mx1 dovecot: imap-login: Disconnected (auth failed, 3 attempts in 14 secs): user=<%s>, method=PLAIN, rip=%s, lip=10.0.4.12, TLS, session=<%s>" % (r.randint(1, 28), i, e, ip, S.rs(r, S.ALNUM + "+/", 16))
        sess = first(r"session=<([^>]+)>", t, 1)
        add("line", t, [], [e, ip, "10.0.4.12"], ["auth failed", "method=PLAIN", sess], "infra", "Dovecot imap-login log (session id is a log correlation id, kept)" + SYN)
    for i in range(2):
        cip = S.doc_ip(r)
        bk = "srv%d" % i
        t = "Nov %2d 09:1%d:03 lb-edge-%d haproxy[%d]: %s:%d [%02d/Nov/2026:09:1%d:03.%03d] fe_https~ be_api/%s 0/0/1/%d/%d 503 212 - - SC-- 12/12/0/0/0 0/0 \"GET /v1/health HTTP/1.1\"" % (r.randint(1, 28), i, i, r.randint(1000, 9000), cip, r.randint(1024, 65000), r.randint(1, 28), i, r.randint(0, 999), bk, r.randint(1, 99), r.randint(1, 99), )
        hp = first(r"haproxy\[(\d+)\]", t, 1)
        add("line", t, [], ["lb-edge-%d" % i, hp, cip], ["503", "SC--", "be_api/" + bk], "infra", "HAProxy HTTP log format" + SYN)
    for i in range(2):
        t = '[2026-11-%02dT10:4%d:12.%03dZ] "POST /grpc.health.v1.Health/Check HTTP/2" 200 - via_upstream - "-" 5 5 1 0 "-" "grpc-go/1.59.0" "%s" "checkout.payments.svc.cluster.local" "%s:8080"' % (r.randint(1, 28), i, r.randint(0, 999), S.ruuid(r), S.private_ip(r, "10"))
        ip = first(r'"(10\.[\d.]+):8080"', t, 1)
        add("line", t, [], [ip], ["via_upstream", "grpc-go/1.59.0", first(r'"([0-9a-f-]{36})"', t, 1)], "infra", "Envoy default access log format" + SYN)
    for i in range(2):
        pid = str(r.randint(100, 9000))
        t = "Log Name: Security | Source: Microsoft-Windows-Security-Auditing | Event ID: 4625 | Task Category: Logon | Keywords: Audit Failure | Computer: WKS-%s.corp.example.com | Account Name: %s | Account Domain: CORP | Failure Reason: Unknown user name or bad password. | Status: 0xC000006D | Sub Status: 0xC000006A | Process ID: 0x%x | Source Network Address: %s" % (S.rs(r, "0123456789", 5), r.choice(["a.ozturk", "n.alshammari"]), int(pid), S.private_ip(r, "192"))
        comp = first(r"Computer: (\S+)", t, 1)
        acc = first(r"Account Name: (\S+)", t, 1)
        ip = first(r"Source Network Address: (\S+)", t, 1)
        add("line", t, [], [comp, acc, ip], ["Event ID: 4625", "0xC000006D", "0xC000006A"], "infra", "Windows Security event 4625 (text render)" + SYN)
    for i in range(2):
        h = "ip-10-12-%d-%d" % (r.randint(0, 255), r.randint(1, 254))
        t = 'type=USER_AUTH msg=audit(1796400%03d.%03d:%d): pid=%d uid=0 auid=1001 ses=%d subj=unconfined msg=\'op=PAM:authentication grantors=? acct="deploy-%s" exe="/usr/sbin/sshd" hostname=%s addr=%s terminal=ssh res=failed\'' % (r.randint(0, 999), r.randint(0, 999), r.randint(1000, 9999), r.randint(1000, 60000), r.randint(1, 99), S.rs(r, "abcxyz", 3), h, S.doc_ip(r))
        add("line", t, [], [h, first(r"addr=(\S+)", t, 1), first(r'acct="([^"]+)"', t, 1)], ["type=USER_AUTH", "res=failed", "op=PAM:authentication"], "infra", "Linux auditd record" + SYN)


def syn_encoded():
    r = R
    for i in range(2):
        u, pw = "ci-bot-%d" % i, S.password(r)
        b = base64.b64encode(("%s:%s" % (u, pw)).encode()).decode()
        t = "%s [DEBUG] org.apache.http.headers - http-outgoing-%d >> Authorization: Basic %s" % (ts_iso(r), i, b)
        add("line", t, [b], [], ["org.apache.http.headers", "http-outgoing-%d" % i], "encoded", "Apache HttpClient wire log (Maven -X style)" + SYN)
    for i in range(2):
        pw, tok = S.password(r), S.rs(r, S.ALNUM, 40)
        data = {"username": base64.b64encode(b"app_rw").decode(), "password": base64.b64encode(pw.encode()).decode(), "api-token": base64.b64encode(tok.encode()).decode()}
        t = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: db-credentials", "  namespace: payments", "  uid: " + S.ruuid(r), "  resourceVersion: \"%d\"" % r.randint(10**6, 10**8), "type: Opaque", "data:"] + ["  %s: %s" % kv for kv in data.items()]
        add("block", t, [data["password"], data["api-token"]], [], ["kind: Secret", t[5].split(": ")[1], "type: Opaque"], "encoded", "Kubernetes Secret manifest (kubectl get -o yaml)" + SYN)
    for i in range(3):
        pw = S.password(r)
        inner = json.dumps({"db": {"host": "pg-%d.internal.example.org" % i, "user": "ledger", "password": pw}, "feature_flags": ["ledger_v2"]})
        outer = json.dumps({"level": "warn", "ts": ts_iso(r), "msg": "config reload", "raw_config": inner, "build": S.build_id(r)})
        add("line", outer, [pw], ["pg-%d.internal.example.org" % i], ["config reload", "ledger_v2", first(r'"build": "([0-9a-f]+)"', outer, 1)], "encoded", "JSON string containing escaped JSON (pino/winston style)" + SYN)
    for i in range(3):
        tok = S.github_pat(r) if i == 0 else S.gitlab_pat(r) if i == 1 else S.npm_token(r)
        e = "dev%d@example.com" % i
        q = urllib.parse.urlencode({"email": e, "access_token": tok, "redirect_uri": "https://app.example.com/cb?x=1"})
        t = '%s - - [%02d/Nov/2026:11:0%d:44 +0000] "GET /oauth/callback?%s HTTP/1.1" 302 0 "-" "Mozilla/5.0" %d' % (S.doc_ip(r), r.randint(1, 28), i, q, r.randint(1, 900))
        add("line", t, [tok], [urllib.parse.quote(e, safe=""), t.split(" ")[0]], ["/oauth/callback", "302", "HTTP/1.1"], "encoded", "Apache/Tomcat combined access log with URL-encoded query" + SYN)
    for i in range(3):
        pw = S.password(r)
        t = "%s ERROR [celery.worker] Task sync_crm[%s] raised: ConnectionError(\"HTTPSConnectionPool(host='crm.example.net', port=443)\"), kwargs={'auth': ('api_user', '%s'), 'timeout': 30, 'verify': True}" % (ts_iso(r), S.ruuid(r), pw.replace("'", ""))
        add("line", t, [pw.replace("'", "")], [], ["ConnectionError", first(r"sync_crm\[([0-9a-f-]+)\]", t, 1), "celery.worker"], "encoded", "Python repr in Celery log" + SYN)
    for i in range(3):
        k = S.stripe_key(r)
        t = "I, [2026-11-%02dT14:0%d:17.%06d #%d]  INFO -- : Stripe request: {:api_key=>\"%s\", :idempotency_key=>\"%s\", :stripe_version=>\"2024-06-20\"}" % (r.randint(1, 28), i, r.randint(0, 999999), r.randint(100, 9999), k, S.ruuid(r))
        add("line", t, [k], [first(r"#(\d+)\]", t, 1)], ["stripe_version", "2024-06-20", first(r'idempotency_key=>"([^"]+)"', t, 1)], "encoded", "Ruby Logger default format with Ruby Hash inspect" + SYN)
    dsns = []
    for i in range(9):
        pw = S.password(r).replace("?", "x").replace("#", "x").replace("%", "x").replace("@", "x").replace("&", "x").replace(";", "x")
        u = ["app", "svc_ro", "reporter", "celery", "orders", "ledger", "etl", "airflow", "kc"][i]
        h = "db%d.internal.example.com" % i
        d = [
            "jdbc:sqlserver://%s:1433;databaseName=Orders;user=%s;password=%s;encrypt=true" % (h, u, pw),
            "Driver={ODBC Driver 18 for SQL Server};Server=tcp:%s,1433;Uid=%s;Pwd=%s;Encrypt=yes" % (h, u, pw),
            "host=%s port=5432 dbname=reports user=%s password=%s sslmode=verify-full" % (h, u, pw),
            "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/?retryWrites=true&w=majority" % (u, pw, S.rs(r, "abcdefghijklmnop0123456789", 5)),
            "amqps://%s:%s@%s:5671/%%2Fprod" % (u, pw, h),
            "rediss://default:%s@%s:6380/0" % (pw, h),
            "postgresql+psycopg2://%s:%s@%s:5432/ledger" % (u, pw, h),
            "Data Source=%s;Initial Catalog=Etl;User ID=%s;Password=%s;TrustServerCertificate=True" % (h, u, pw),
            "jdbc:oracle:thin:%s/%s@//%s:1521/ORCLPDB1" % (u, pw, h),
        ][i]
        wrap = ["%s WARN  HikariPool-1 - Failed to validate connection using %s (Connection refused)",
                "%s fail: Microsoft.EntityFrameworkCore.Database.Connection[20004] An error occurred using the connection: %s",
                "%s [error] psycopg.OperationalError while connecting with conninfo '%s': timeout expired",
                "%s {\"t\":{\"$date\":\"2026-11-12T01:02:03Z\"},\"s\":\"E\",\"c\":\"NETWORK\",\"msg\":\"uri\",\"attr\":{\"uri\":\"%s\"}}",
                "%s ERROR celery.worker.consumer: Cannot connect to %s: [Errno 111] Connection refused.",
                "%s level=error msg=\"redis dial failed\" url=%s err=\"dial tcp: i/o timeout\"",
                "%s sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) engine url=%s",
                "%s [ERR] Hangfire.SqlServer: connection string '%s' rejected (Error Number:18456,State:1)",
                "%s SEVERE: ORA-01017: invalid username/password; logon denied url=%s"][i]
        t = wrap % (ts_iso(r), d)
        keep2 = [["HikariPool-1", "jdbc:sqlserver://"], ["[20004]", "ODBC Driver 18"], ["OperationalError", "sslmode=verify-full"], ["NETWORK", "retryWrites=true"], ["Errno 111", "amqps://"], ["redis dial failed", "i/o timeout"], ["sqlalchemy.exc.OperationalError", "postgresql+psycopg2://"], ["Error Number:18456", "Hangfire.SqlServer"], ["ORA-01017", "ORCLPDB1"]][i]
        priv = [h] if h in t else []
        add("line", t, [pw], priv + ([u] if False else []), keep2, "encoded", "connection-string/DSN formats of JDBC, ODBC, libpq, MongoDB, AMQP, Redis, SQLAlchemy, ADO.NET" + SYN)
    for i in range(3):
        cookie = S.session_id(r, 48)
        x = S.rhex(r, 40)
        t = ["> GET /admin/users?page=%d HTTP/2" % (i + 1), "> Host: console.example.com", "> Cookie: _ga=GA1.2.%d.%d; laravel_session=%s; XSRF-TOKEN=%s" % (r.randint(10**8, 10**9), r.randint(10**9, 2 * 10**9), cookie, x), "> traceparent: " + S.traceparent(r), "< HTTP/2 403", "< x-request-id: " + S.ruuid(r)]
        ga = first(r"_ga=(GA1\.2\.\d+\.\d+)", t[2], 1)
        add("block", t, [cookie, x], [ga], ["HTTP/2 403", t[3].split(": ")[1], t[5].split(": ")[1]], "encoded", "curl -v style HTTP/2 headers with cookies" + SYN)
    for i in range(2):
        pw = S.password(r)
        t = ["[client]", "user = backup", "password = \"%s\"" % pw, "host = backup-%d.internal.example.net" % i, "# generated by ansible role mysql_backup v1.4.2"]
        add("block", t, [pw], ["backup-%d.internal.example.net" % i], ["[client]", "v1.4.2", "mysql_backup"], "encoded", "MySQL option file (INI) echoed in CI log" + SYN)
        tk = S.do_token(r)
        t = ['provider "digitalocean" {', '  token = "%s"' % tk, "}", "", "Error: Error creating droplet: POST https://api.digitalocean.com/v2/droplets: 422 (request \"%s\") You specified an invalid size" % S.ruuid(r)]
        add("block", t, [tk], [], ["Error creating droplet", "422", first(r'request "([^"]+)"', t[4], 1)], "encoded", "Terraform HCL + error output" + SYN)


def syn_no_key():
    r = R
    gens = [("GitHub PAT", lambda: S.github_pat(r)), ("GitHub fine-grained PAT", lambda: S.github_fine_grained(r)), ("GitLab runner token", lambda: S.gitlab_runner_token(r)),
            ("Slack bot token", lambda: S.slack_bot(r)), ("AWS access key id", lambda: S.aws_access_key(r)), ("Google API key", lambda: S.google_api_key(r)),
            ("SendGrid key", lambda: S.sendgrid_key(r)), ("PyPI token", lambda: S.pypi_token(r)), ("OpenAI project key", lambda: S.openai_key(r)),
            ("Anthropic API key", lambda: S.anthropic_key(r)), ("Shopify access token", lambda: S.shopify_token(r)), ("Mailgun key", lambda: S.mailgun_key(r)),
            ("Vault service token", lambda: S.vault_token(r)), ("Telegram bot token", lambda: S.telegram_bot(r)), ("Azure storage account key", lambda: S.azure_storage_key(r)),
            ("Slack incoming webhook URL", lambda: S.slack_webhook(r)), ("Sentry DSN", lambda: S.sentry_dsn(r)), ("HS256 JWT", lambda: S.jwt_hs256(r, {"sub": "42", "iat": 1796400000})),
            ("AWS secret access key", lambda: S.aws_secret_key(r)), ("random 40-char session token", lambda: S.session_id(r, 40))]
    frames = [
        "%s  ##[group]Run ./scripts/publish.sh\n%s  %s\n%s  ##[error]Process completed with exit code 1.",
        "Running with gitlab-runner 17.5.2 (%s)\n$ echo \"$DEPLOY_CREDENTIAL\" | base64 -d > /dev/null\n%s\nERROR: Job failed: exit code 2",
        "[Pipeline] sh\n+ ./deploy.sh %s\nBuild step 'Execute shell' marked build as failure (%s)",
        "pasted into #incident-%d: %s (rotated at %s)",
        "%s",
    ]
    for i, (nm, g) in enumerate(gens):
        tok = g()
        f = i % 5
        if f == 0:
            t0 = "2026-11-%02dT10:11:%02d.%07dZ" % (r.randint(1, 28), r.randint(0, 59), r.randint(0, 9999999))
            lines = [t0 + " ##[group]Run ./scripts/publish.sh", t0 + " " + tok, t0 + " ##[error]Process completed with exit code 1."]
            add("block", lines, [tok], [], ["##[error]Process completed with exit code 1.", t0], "no_key", "GitHub Actions runner log; token format: " + nm + SYN)
        elif f == 1:
            sha = S.git_sha(r)[:8]
            lines = ["Running with gitlab-runner 17.5.2 (%s)" % sha, '$ echo "$DEPLOY_CREDENTIAL"', tok, "ERROR: Job failed: exit code 2"]
            add("block", lines, [tok], [], ["gitlab-runner 17.5.2", sha, "exit code 2"], "no_key", "GitLab Runner job log; token format: " + nm + SYN)
        elif f == 2:
            b = r.randint(100, 999)
            lines = ["[Pipeline] sh", "+ ./deploy.sh --env prod " + tok, "Build step 'Execute shell' marked build as failure", "Finished: FAILURE (build #%d)" % b]
            add("block", lines, [tok], [], ["[Pipeline] sh", "Finished: FAILURE", "#%d" % b], "no_key", "Jenkins console log; token format: " + nm + SYN)
        elif f == 3:
            tid = S.trace_id(r)
            t = "%s WARN secret-scanner: blob %s matched rule=%s line=%d: %s" % (ts_iso(r), S.git_sha(r), nm.lower().replace(" ", "-"), r.randint(1, 400), tok)
            add("line", t, [tok], [], ["secret-scanner", first(r"blob ([0-9a-f]{40})", t, 1)], "no_key", "secret-scanner finding line; token format: " + nm + SYN)
        else:
            t = '%s [main] DEBUG c.e.cli.Args - argv=["upload","--quiet","%s","./dist"] exit=0 elapsed=%dms' % (ts_iso(r), tok, r.randint(10, 999))
            add("line", t, [tok], [], ["c.e.cli.Args", '"upload"', "exit=0"], "no_key", "Logback pattern with argv array; token format: " + nm + SYN)
    # password hashes with no key
    pw = S.password(r)
    hashes = [("bcrypt $2b$ via crypt(3)", S.crypt_hash(r, pw, "bcrypt")), ("yescrypt $y$ via crypt(3)", S.crypt_hash(r, pw, "yescrypt")),
              ("sha256-crypt $5$", S.crypt_hash(r, pw, "sha256")), ("md5-crypt $1$", S.crypt_hash(r, pw, "md5")),
              ("Django PBKDF2", S.pbkdf2_django(r, pw)), ("Werkzeug scrypt", S.werkzeug_scrypt(r, pw)), ("PostgreSQL SCRAM-SHA-256", S.scram_sha256(r, pw)), ("MySQL mysql_native_password", S.mysql_native(pw))]
    for nm, h in hashes:
        u = r.choice(["r.sharma", "k.takahashi", "s.mthembu", "m.ozturk"])
        if h.startswith("$"):
            lc = "20%d" % r.randint(100, 400)
            t = "%s:%s:%s:0:99999:7:::" % (u, h, lc)
            kp = [":%s:0:99999:7:::" % lc, "99999"]
        else:
            bid = "mig-%s" % S.rhex(r, 12)
            t = "%s | %s | migrated | batch=%s" % (u, h, bid)
            kp = ["migrated", bid]
        add("line", t, [h], [u], kp, "no_key", "hash format: " + nm + " (computed for real)" + SYN)


def syn_key_unusual():
    r = R
    keys = [("clave", "es"), ("contraseña", "es"), ("mot_de_passe", "fr"), ("kennwort", "de"), ("passwort", "de"), ("senha", "pt"), ("пароль", "ru"), ("hasło", "pl"), ("parola", "ro/tr"), ("密码", "zh"), ("パスワード", "ja"), ("비밀번호", "ko"), ("كلمة_المرور", "ar"), ("sifre", "tr"),
            ("pin", ""), ("passphrase", ""), ("signing_secret", ""), ("webhook_secret", ""), ("dsn", ""), ("x-api-key", ""), ("client_assertion", ""), ("shared_key", ""), ("psk", ""), ("enc_key", ""), ("sas", ""), ("bind_pw", ""), ("credencial", "es"), ("kata_sandi", "id")]
    fmts = ["toml", "yaml", "logfmt", "json", "ini", "env", "php", "erl"]
    for i, (k, lang) in enumerate(keys):
        if k == "pin":
            v = "%04d" % r.randint(0, 9999)
        elif k == "dsn":
            v = None
        elif k in ("signing_secret", "webhook_secret"):
            v = S.stripe_whsec(r) if k == "webhook_secret" else S.rhex(r, 32)
        elif k == "x-api-key":
            v = S.rs(r, S.ALNUM, 40)
        elif k == "client_assertion":
            v = S.jwt_hs256(r, {"iss": "svc", "aud": "https://login.example.com/token"})
        elif k == "psk":
            v = S.rs(r, S.ALNUM, 24)
        elif k == "sas":
            v = "sv=2022-11-02&ss=b&srt=sco&sp=rl&se=2026-12-31T00:00:00Z&sig=" + urllib.parse.quote(base64.b64encode(S.rbytes(r, 32)).decode(), safe="")
        else:
            v = S.password(r)
        secrets = [v]
        if k == "dsn":
            pw = S.password(r).replace("@", "x").replace("?", "x").replace("#", "x").replace("%", "x")
            v = "mysql://reporting:%s@mysql-3.internal.example.org:3306/bi" % pw
            secrets = [pw]
        if k == "sas":
            secrets = [first(r"sig=(.+)$", v, 1)]
        f = fmts[i % len(fmts)]
        rid = S.ruuid(r)
        priv = []
        if f == "toml":
            lines = ["[database.replica]", 'host = "10.20.%d.%d"' % (r.randint(0, 255), r.randint(2, 250)), '%s = "%s"' % (k, v), "max_connections = 40", "# config rev %s" % S.git_sha(r)[:12]]
            priv = [lines[1].split('"')[1]]
            add("block", lines, secrets, priv, ["[database.replica]", "max_connections", lines[4][13:]], "key_unusual", "TOML config dump; key '%s'%s" % (k, " (" + lang + ")" if lang else "") + SYN)
        elif f == "yaml":
            lines = ["integrations:", "  - name: erp-sync", "    endpoint: https://erp.example.org/api/v3", "    %s: %s" % (k, json.dumps(v, ensure_ascii=False) if r.random() < 0.5 else v), "    timeout_ms: 2500", "    request_id: " + rid]
            add("block", lines, secrets, priv, ["erp-sync", "timeout_ms", rid], "key_unusual", "YAML config block; key '%s'%s" % (k, " (" + lang + ")" if lang else "") + SYN)
        elif f == "logfmt":
            t = 'ts=%s level=debug caller=auth.go:%d msg="hook config" %s=%s trace_id=%s' % (ts_iso(r), r.randint(10, 300), k, v if " " not in v else json.dumps(v), S.trace_id(r))
            add("line", t, secrets, priv, ["caller=auth.go", first(r"trace_id=(\w+)", t, 1)], "key_unusual", "Go slog/logfmt; key '%s'" % k + SYN)
        elif f == "json":
            t = json.dumps({"timestamp": ts_iso(r), "level": "DEBUG", "logger": "Integrations.Webhooks", "message": "registrando endpoint", "payload": {k: v, "url": "https://hooks.example.net/in/%d" % r.randint(1, 99)}, "eventId": rid}, ensure_ascii=False)
            add("line", t, secrets, priv, ["Integrations.Webhooks", rid], "key_unusual", "Log4j2 JsonTemplateLayout-like; key '%s'" % k + SYN)
        elif f == "ini":
            lines = ["; /etc/app/sync.ini loaded at %s" % ts_iso(r), "[remote]", "url=sftp://files.example.net:22/inbox", "%s=%s" % (k, v), "retry=5"]
            add("block", lines, secrets, priv, ["[remote]", "retry=5", lines[0][28:]], "key_unusual", "INI file echoed in log; key '%s'" % k + SYN)
        elif f == "env":
            lines = ["+ env | sort", "APP_ENV=production", "%s=%s" % (k.upper().replace("-", "_"), v), "GIT_COMMIT=%s" % S.git_sha(r), "PATH=/usr/local/bin:/usr/bin"]
            add("block", lines, secrets, priv, ["APP_ENV=production", lines[3][11:]], "key_unusual", "CI 'env | sort' dump; key '%s'" % k + SYN)
        elif f == "php":
            t = "[%s] local.DEBUG: SOAP login {\"args\":{\"usuario\":\"integracion\",\"%s\":\"%s\"},\"wsdl\":\"https://sat.example.com/ws?wsdl\",\"uuid\":\"%s\"} []" % (ts_iso(r)[:19].replace("T", " "), k, v.replace('"', ""), rid)
            add("line", t, [s.replace('"', "") for s in secrets], priv, ["local.DEBUG", rid], "key_unusual", "Monolog LineFormatter context; key '%s'" % k + SYN)
        else:
            t = "%s [error] <0.%d.0> ** Generic server ldap_pool terminating, Last message: {bind, [{dn, <<\"cn=svc,dc=example,dc=com\">>}, {%s, <<\"%s\">>}]} Reason: {badmatch,{error,invalidCredentials}}" % (ts_iso(r), r.randint(100, 999), k if k.isascii() and k.replace("_", "").isalpha() else "'%s'" % k, v)
            add("line", t, secrets, priv, ["invalidCredentials", "ldap_pool", "badmatch"], "key_unusual", "Erlang/OTP gen_server crash report; key '%s'" % k + SYN)


def syn_rows():
    r = R
    for i in range(3):
        loc = r.choice(LOC)
        pw = S.password(r)
        h = S.crypt_hash(r, pw, r.choice(["bcrypt", "sha512", "yescrypt"]))
        uid = S.ruuid(r)
        e = "u%d.%s@example.com" % (r.randint(10, 99), r.choice(["lima", "okafor", "nguyen", "kaya", "sato"]))
        add("row", [uid, e, r.choice(S.NAMES[loc]), h, "active", "2026-10-%02dT12:00:00Z" % r.randint(1, 28), None], [h], [e, None], [uid, "active"], "rows", "users table (PostgreSQL-style)" + SYN,
            columns=["id", "email", "display_name", "password_hash", "status", "created_at", "deleted_at"])
        RECS[-1]["private"] = [e, RECS[-1]["row"][2]]
    for i in range(3):
        sid = S.session_id(r, 64)
        ua = "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36"
        ip = S.doc_ip(r)
        add("row", [r.randint(1, 10**6), sid, r.randint(1, 99999), ip, ua, 1796400000 + r.randint(0, 10**6), 200], [sid], [ip], ["user_agent" if False else ua, "200"], "rows", "sessions table" + SYN,
            columns=["id", "session_key", "user_id", "ip", "user_agent", "expires_at", "last_status"])
    for i in range(3):
        at = S.jwt_hs256(r, {"sub": str(r.randint(1, 9999)), "scope": "read write", "exp": 1796500000})
        rt = S.rs(r, S.B64URL, 86)
        cid = "client_%s" % S.rhex(r, 8)
        add("row", [S.ruuid(r), cid, at, rt, "read write", "2026-12-01 00:00:00", False], [at, rt], [], [cid, "read write"], "rows", "oauth_tokens table (RFC 6749 access/refresh)" + SYN,
            columns=["id", "client_id", "access_token", "refresh_token", "scope", "expires", "revoked"])
    for i in range(4):
        k = [S.stripe_key(r, "sk_live_"), S.openai_key(r), S.do_token(r), S.twilio_sid(r, "SK")][i]
        pref = k[:8]
        kid = S.ulid(r)
        add("row", [kid, "svc-" + S.rs(r, "abcdef", 4), pref, k, "2026-11-%02d" % r.randint(1, 28), r.randint(0, 5000)], [k], [], [kid, pref], "rows", "api_keys table" + SYN,
            columns=["key_id", "owner_service", "key_prefix", "key_plaintext", "created_on", "calls_24h"])
    for i in range(4):
        c = S.card(r, r.choice(["visa", "mc", "amex", "unionpay", "mir"]))
        ib = S.iban(r, r.choice(list(S.IBAN_LEN.keys())))
        pid = "pay_" + S.rs(r, S.ALNUM, 14)
        add("row", [pid, c, "%s/%d" % (r.randint(1, 12), r.randint(27, 31)), ib, "%.2f" % (r.randint(100, 10**6) / 100), "BRL", "captured", "00"], [], [c, ib], [pid, "captured", "00"], "rows", "payments table (ISO 8583 response code 00)" + SYN,
            columns=["payment_id", "pan", "expiry", "payout_iban", "amount", "currency", "state", "iso_resp_code"])
    for i in range(4):
        ip = S.private_ip(r)
        ev = S.ruuid(r)
        actor = r.choice(["a.dlamini", "f.begum", "y.cohen", "z.mohammadi"])
        detail = json.dumps({"old_password": "[redacted]", "new_password": S.password(r), "mfa": "totp"})
        np = json.loads(detail)["new_password"]
        add("row", [ev, "2026-11-%02dT08:%02d:00Z" % (r.randint(1, 28), r.randint(0, 59)), actor, "user.password_changed", ip, detail, 0], [np], [actor, ip], [ev, "user.password_changed"], "rows", "audit_events table with JSON detail column" + SYN,
            columns=["event_id", "occurred_at", "actor", "action", "source_ip", "detail", "exit_code"])
    kyc = [("BR", S.cpf, "pt_BR"), ("CL", S.rut_cl, "es_AR"), ("IN", S.aadhaar, "hi_IN"), ("ZA", S.sa_id, "zu_ZA"), ("PL", S.pesel, "pl_PL"), ("KR", S.korea_rrn, "ko_KR"), ("CN", S.china_rid, "zh_CN"), ("IL", S.israel_id, "he_IL"), ("UA", S.ukraine_rnokpp, "uk_UA")]
    for cc, f, loc in kyc:
        nid = f(r)
        n = r.choice(S.NAMES[loc])
        dob = "%02d/%02d/%04d" % (r.randint(1, 28), r.randint(1, 12), r.randint(1950, 2005))
        cid = "kyc_%06d" % r.randint(0, 999999)
        add("row", [cid, cc, n, nid, dob, "VERIFIED" if r.random() < 0.7 else "REJECTED", "doc-check v%d.%d.%d" % (r.randint(1, 4), r.randint(0, 20), r.randint(0, 9)), None], [], [n, nid, dob], [cid, cc], "rows", "kyc_records table; national id with official check digit (%s)" % cc + SYN,
            columns=["case_id", "country", "full_name", "national_id", "birth_date", "decision", "engine", "reviewer_note"])
    for i in range(3):
        m = S.mac(r)
        adid = S.ruuid(r).upper()
        push = S.rs(r, S.B64URL, 22) + ":APA91b" + S.rs(r, S.B64URL, 134)
        did = r.randint(10**5, 10**6)
        add("row", [did, m, adid, push, "Android 14", "5.12.%d" % r.randint(0, 40), "2026-11-%02d" % r.randint(1, 28)], [push], [m, adid], [str(did), "Android 14"], "rows", "device_registrations table (FCM registration token format)" + SYN,
            columns=["device_id", "wifi_mac", "advertising_id", "push_token", "os", "app_version", "registered_on"])


def syn_lookalike():
    r = R
    for i in range(42):
        f = i % 15
        if f == 0:
            a, b, c = S.git_sha(r), S.git_sha(r), S.oci_digest(r)
            t = "%s INFO  builder: image built commit=%s parent=%s digest=%s size=48.2MB" % (ts_iso(r), a, b, c)
            keep = [a, b, c]
            src = "build log (git SHA-1, OCI digest)"
        elif f == 1:
            tp = S.traceparent(r)
            t = "%s DEBUG otel.propagation - injected traceparent=%s tracestate=rojo=00f067aa0ba902b7 span=%s" % (ts_iso(r), tp, S.span_id(r))
            keep = [tp, first(r"span=(\w+)", t, 1), "rojo=00f067aa0ba902b7"]
            src = "W3C Trace Context traceparent"
        elif f == 2:
            s = S.sri_sha512(r)
            t = 'npm http fetch GET 200 https://registry.npmjs.org/left-pad/-/left-pad-1.3.%d.tgz %dms (cache miss) integrity=%s' % (r.randint(0, 9), r.randint(5, 900), s)
            keep = [s, "GET 200", "left-pad-1.3."]
            src = "npm verbose fetch log with SRI integrity"
        elif f == 3:
            h = S.go_h1(r)
            t = "go: downloading golang.org/x/sys v0.%d.0 %s" % (r.randint(10, 30), h)
            keep = [h, "golang.org/x/sys", "go: downloading"]
            src = "Go module go.sum h1 hash"
        elif f == 4:
            u1, u2 = S.ruuid(r), S.ruuid(r)
            t = '{"@timestamp":"%s","log.level":"INFO","message":"Order %s transitioned to SHIPPED","order.id":"%s","correlation_id":"%s","service.version":"3.%d.%d"}' % (ts_iso(r), u1, u1, u2, r.randint(0, 9), r.randint(0, 30))
            keep = [u1, u2, "SHIPPED"]
            src = "Elastic Common Schema JSON log"
        elif f == 5:
            fp = S.ssh_fingerprint(r)
            pk = S.ssh_ed25519_pub(r)
            t = "Accepted publickey for deploy from 127.0.0.1 port %d ssh2: ED25519 %s; key %s" % (r.randint(30000, 60000), fp, pk.split(" ")[1][:68])
            keep = [fp, pk.split(" ")[1][:68], "Accepted publickey"]
            src = "OpenSSH auth log (public key fingerprint)"
        elif f == 6:
            et = S.etag(r)
            t = '< HTTP/1.1 304 Not Modified\n< ETag: %s\n< X-Amz-Cf-Id: %s\n< X-Cache: Hit from cloudfront' % (et, S.rs(r, S.B64URL, 56) + "==")
            lines = t.split("\n")
            add("block", lines, [], [], [et, lines[2][13:], "304 Not Modified"], "lookalike", "HTTP response headers (ETag, CloudFront request id)" + SYN)
            continue
        elif f == 7:
            x = S.xray_trace(r)
            t = "START RequestId: %s Version: $LATEST\nX-Ray trace: Root=%s;Parent=%s;Sampled=1\nREPORT RequestId: %s Duration: %d.%02d ms Billed Duration: %d ms Memory Size: 512 MB Max Memory Used: 88 MB" % (S.ruuid(r), x, S.span_id(r), S.ruuid(r), r.randint(1, 900), r.randint(0, 99), r.randint(1, 900))
            lines = t.split("\n")
            add("block", lines, [], [], [x, first(r"RequestId: (\S+)", lines[0], 1), "Billed Duration"], "lookalike", "AWS Lambda START/REPORT lines with X-Ray trace id" + SYN)
            continue
        elif f == 8:
            b = S.b64_public('{"alg":"RS256","kid":"%s"}' % S.rhex(r, 16))
            t = "JWKS refresh ok: kid=%s header_b64=%s keys=3 next_refresh=3600s" % (first(r'kid":"(\w+)', base64.b64decode(b).decode(), 1), b)
            keep = [b, "kid=" + first(r"kid=(\w+)", t, 1), "JWKS refresh ok"]
            src = "JWKS refresh log (base64 of public header, not a token)"
        elif f == 9:
            bid = S.build_id(r)
            t = "rustc 1.82.0 (f6e511eec 2024-10-15) compiled libexample v0.%d.%d build-id %s sha256=%s" % (r.randint(1, 9), r.randint(0, 20), bid, S.sha256_of(bid))
            keep = [bid, S.sha256_of(bid), "rustc 1.82.0"]
            src = "build output with ELF build-id and checksum"
        elif f == 10:
            u = S.ulid(r)
            t = "%s  INFO ThreadId(%02d) request{method=GET uri=/v1/objects/%s version=HTTP/1.1}: tower_http::trace::on_response: finished processing request latency=%d ms status=200" % (ts_iso(r), r.randint(1, 16), u, r.randint(1, 300))
            keep = [u, "tower_http::trace::on_response", "status=200"]
            src = "Rust tracing-subscriber fmt output"
        elif f == 11:
            c = S.rhex(r, 40)
            t = 'time=%s level=INFO source=/app/cache.go:%d msg="cache hit" key=sha1:%s ttl=5m0s ver=v2.%d.%d' % (ts_iso(r), r.randint(10, 99), c, r.randint(0, 9), r.randint(0, 9))
            keep = ["sha1:" + c, "cache hit", first(r"ver=(\S+)", t, 1)]
            src = "Go slog TextHandler with content-hash cache key"
        elif f == 12:
            oid = S.rhex(r, 24)
            t = '{"t":{"$date":"%s"},"s":"I","c":"COMMAND","id":51803,"ctx":"conn%d","msg":"Slow query","attr":{"type":"command","ns":"shop.orders","command":{"find":"orders","filter":{"_id":{"$oid":"%s"}}},"planSummary":"IDHACK","durationMillis":%d}}' % (ts_iso(r), r.randint(1, 999), oid, r.randint(100, 999))
            keep = [oid, "51803", "IDHACK"]
            src = "MongoDB 4.4+ structured log (Slow query)"
        elif f == 13:
            kid = S.rhex(r, 16).upper()
            t = "gpg: Signature made Tue Nov %2d 10:00:00 2026 UTC\ngpg:                using EDDSA key %s%s\ngpg: Good signature from \"Release Signing Key <release@example.org>\" [ultimate]" % (r.randint(1, 28), S.rhex(r, 24).upper(), kid)
            lines = t.split("\n")
            add("block", lines, [], [], [first(r"key (\w+)", lines[1], 1), "Good signature", "[ultimate]"], "lookalike", "gpg --verify output (release key fingerprint, public)" + SYN)
            continue
        else:
            cs = S.sha256_of(S.rhex(r, 20))
            t = "%s  %s-linux-amd64.tar.gz\n# verified: sha256sum -c SHA256SUMS: OK (release v%d.%d.%d)" % (cs, r.choice(["prometheus", "node_exporter", "nats-server"]), r.randint(0, 3), r.randint(0, 50), r.randint(0, 9))
            lines = t.split("\n")
            add("block", lines, [], [], [cs, "SHA256SUMS: OK", first(r"release (v[\d.]+)", lines[1], 1)], "lookalike", "sha256sum check file" + SYN)
            continue
        add("line", t, [], [], keep, "lookalike", src + SYN)


# =============================================================== checks / split
ALLOWED_HOSTS = ("hooks.slack.com", "k8s.io", "ingest.sentry.io", "registry.npmjs.org", "golang.org", "api.digitalocean.com", "sts.amazonaws.com", "management.azure.com", "mongodb.net", "stripe.com")
TLD = r"(?:com|org|net|io|dev|app|co|info|biz|cloud|ai|me|us|uk|de|br|in|ru|cn|jp|local)"


def text_of(o):
    if o["kind"] == "line":
        return o["text"]
    if o["kind"] == "block":
        return "\n".join(o["lines"])
    return "\n".join("" if c is None else str(c) for c in o["row"]) + "\n" + "\n".join(o["columns"])


def check(o):
    t = text_of(o)
    assert list(o.keys())[-6:] == ["secrets", "private", "keep", "class", "source"][-5:] or True
    for k in ("secrets", "private", "keep"):
        for v in o[k]:
            assert isinstance(v, str) and v, (k, v, o)
            assert v in t, ("missing", k, v, t[:200])
    assert len(o["keep"]) >= 2, o
    assert o["class"] in CLASSES, o["class"]
    assert o["source"].endswith(SYN.strip()) or o["source"].endswith(REAL.strip()), o["source"]
    for kv in o["keep"]:
        for s in o["secrets"] + o["private"]:
            assert s not in kv, ("keep contains secret/private", kv, s)
    for m in re.finditer(r"(?<![\w.%-])((?:[a-z0-9-]+\.)+" + TLD + r")(?![\w-])", t):
        h = m.group(1).lower()
        if re.search(r"\.(example\.(com|org|net))$", "." + h) or h in ("example.com", "example.org", "example.net"):
            continue
        if any(h == a or h.endswith("." + a) for a in ALLOWED_HOSTS):
            continue
        if h.endswith(".cluster.local") or h.endswith(".svc.cluster.local"):
            continue
        raise AssertionError(("domain", h, t[:160]))
    for m in re.finditer(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.])", t):
        a = tuple(int(x) for x in m.groups())
        ok = (a[:3] in ((192, 0, 2), (198, 51, 100), (203, 0, 113)) or a[0] == 10 or a[0] == 127
              or (a[0] == 172 and 16 <= a[1] <= 31) or a[:2] == (192, 168))
        assert ok, ("ipv4", m.group(0), t[:160])


def main():
    real_records()
    n_real = len(RECS)
    syn_pii(); syn_positional(); syn_infra(); syn_encoded(); syn_no_key(); syn_key_unusual(); syn_rows(); syn_lookalike()
    for o in RECS:
        check(o)
    order = ["kind", "text", "lines", "columns", "row", "secrets", "private", "keep", "class", "source"]
    recs = [{k: o[k] for k in order if k in o} for o in RECS]
    dev, held = [], []
    for c in CLASSES:
        group = [o for o in recs if o["class"] == c]
        group.sort(key=lambda o: hashlib.sha256(json.dumps(o, ensure_ascii=False, sort_keys=True).encode()).hexdigest())
        for i, o in enumerate(group):
            (dev if i % 2 == 0 else held).append(o)
    out = {}
    for name, lst in (("dev.jsonl", dev), ("heldout.jsonl", held)):
        data = "".join(json.dumps(o, ensure_ascii=False) + "\n" for o in lst).encode()
        with open(os.path.join(HERE, name), "wb") as f:
            f.write(data)
        out[name] = hashlib.sha256(data).hexdigest()
    print("records: %d (real software: %d, synthetic: %d)" % (len(recs), n_real, len(recs) - n_real))
    print("%-12s %5s %8s %6s" % ("class", "dev", "heldout", "real"))
    for c in CLASSES:
        print("%-12s %5d %8d %6d" % (c, sum(o["class"] == c for o in dev), sum(o["class"] == c for o in held), sum(o["class"] == c and o["source"].endswith("captured/]") for o in recs)))
    print("%-12s %5d %8d" % ("total", len(dev), len(held)))
    for k, v in out.items():
        print("sha256 %s  %s" % (v, k))


if __name__ == "__main__":
    main()
