"""Turns the captured logs in cap/ into labelled JSONL records.

secrets/private: every planted value (reg/*.jsonl) found in the text, in raw form or in an encoded form
(percent-encoding, form-encoding, JSON escaping, base64 of HTTP Basic credentials), plus values the software
emitted itself (IPv4 addresses, the namespace host name, pids written with their delimiters).
keep: timestamps, levels, status codes, durations, error codes/messages, exception classes, versions,
ports, request ids, paths, counts, db/table names, commands -- found by regexes, and dropped when they
overlap a secret/private value.
"""
import base64, collections, glob, hashlib, json, os, random, re, sys, urllib.parse

ROOT = "/tmp/logs-real"
CAP = f"{ROOT}/cap"

# ------------------------------------------------------------------ registry
REG = {}
for f in sorted(glob.glob(f"{ROOT}/reg/*.jsonl")):
    for line in open(f):
        r = json.loads(line)
        REG.setdefault(r["value"], r)
REG["bastion-02.prod.example.net"] = {"value": "bastion-02.prod.example.net", "kind": "host", "cat": "private"}

PII = {"email", "phone_cn", "phone_uk", "phone_e164", "card", "iban", "cnid", "ssn", "name", "address"}
INFRA = {"ip", "host", "pod", "user", "pid", "mac"}
HASHES = {"hash_bcrypt", "hash_argon2", "hash_mysql", "hash_django"}


def ignored(v, r):
    # short random hex strings were used as ids/suffixes (db names, client ids, request ids), not secrets
    return len(v) < 6 or (r["kind"] == "hex" and len(v) <= 16)


VARIANTS = []  # (form, original, how)
for v, r in REG.items():
    if ignored(v, r):
        continue
    forms = {v: "raw"}
    for enc in (urllib.parse.quote(v, safe=""), urllib.parse.quote(v), urllib.parse.quote_plus(v),
                urllib.parse.quote(v, safe="@")):
        if enc != v:
            forms.setdefault(enc, "encoded")
    j = json.dumps(v, ensure_ascii=False)[1:-1]
    if j != v:
        forms.setdefault(j, "encoded")
    if r["kind"] == "password":
        forms.setdefault("*" + hashlib.sha1(hashlib.sha1(v.encode()).digest()).hexdigest().upper(), "hash")
    for f_, how in forms.items():
        VARIANTS.append((f_, v, how, r))
VARIANTS.sort(key=lambda x: -len(x[0]))

IPV4 = re.compile(r"(?<![\d.])(?:\d{1,3}\.){3}\d{1,3}(?![\d.])")
BASIC = re.compile(r"Basic ([A-Za-z0-9+/]{8,}={0,2})")
KEY_COMMON = re.compile(r"(?i)(pass(word|wd)?|pwd|secret\w*|token|api[_-]?key|apikey|access[_-]?token|refresh[_-]?token|authorization|"
                        r"auth[_-]?token|auth|cookie|set-cookie|session\w*|sid|csrf\w*|_csrf|key|credentials?|otp|jwt|secretKey|"
                        r"secretAccessKey|accessKeyId|client_secret|signingSecret|smtp_pass|totpSecret|x-api-key|pw_hash|passwordHash|"
                        r"default_key|webhook_token|access_token|sessionid|__Host-session|refresh|authToken|iban|card|email|phone|"
                        r"mobile|idCard|idNumber|national_id|id_card|customer_id_no|holderIdNo|owner|to|user(name)?|smtp_user|cnid)"
                        r"[\"']?\s*(=>|[:=])\s*[\"']?((Bearer|token|Basic) )?$")
POSITIONAL = re.compile(r"(?i)(IDENTIFIED BY '|PASSWORD\('|PASSWORD '|AS '|\"AUTH2?\" \"|\"[A-Z]+\" \"[^\"]*\" \"|\"[A-Z]+\" \"|"
                        r"Invalid user |for invalid user |-p|--password |with password |using password |://[^/\s:@]*:|"
                        r"(SET|OPTIONS \(SET) password '|OPTIONS \(user '[^']*', password '|\(user '|user=\S+ password=)$")
PID_FORMS = [re.compile(r"\w\[(\d{3,7})\]:"), re.compile(r"^(?:\S+ \S+ )?\S* ?\[(\d{3,7})\] "), re.compile(r"(\d{3,7}#\d{3,7}):"),
             re.compile(r"^(\d{3,7}:[CMSX]) ")]


def find_values(text, source):
    secrets, private, how = [], [], {}
    covered = []

    def add(val, orig, h, r, cat=None):
        cat = cat or r["cat"]
        if h == "hash":
            cat = "secret"
        lst = secrets if cat == "secret" else private
        if val not in lst:
            lst.append(val)
            how[val] = (h, r["kind"] if r else "pid", orig)

    for form, orig, h, r in VARIANTS:
        if form in text:
            # skip if only inside an already-labelled longer value
            spans = [m.start() for m in re.finditer(re.escape(form), text)]
            if all(any(s >= a and s + len(form) <= b for a, b in covered) for s in spans):
                continue
            val = form
            if r["kind"] in {"hex", "b64", "session", "api_key"} and h == "raw":
                # whole token when the random body carries a vendor prefix (md5<hex>, whsec_<b64>, AC<hex>)
                s0 = spans[0]
                for pre in ("md5", "whsec_", "AC"):
                    if text[max(0, s0 - len(pre)):s0] == pre and (s0 - len(pre) == 0 or not text[s0 - len(pre) - 1].isalnum()):
                        val = pre + form
            add(val, orig, h, r)
            for s in spans:
                covered.append((s, s + len(form)))
    for m in BASIC.finditer(text):
        b = m.group(1)
        try:
            dec = base64.b64decode(b).decode()
        except Exception:
            continue
        if ":" in dec:
            add(b, dec, "encoded", {"kind": "basic", "cat": "secret"})
            u = dec.split(":", 1)[0]
            if u in REG and u not in private and u in text:
                add(u, u, "raw", REG[u])
    for m in IPV4.finditer(text):
        ip = m.group(0)
        if all(0 <= int(o) <= 255 for o in ip.split(".")) and not any(ip in s for s in secrets + private):
            add(ip, ip, "raw", {"kind": "ip", "cat": "private"})
    first = text.split("\n", 1)[0]
    for rx in PID_FORMS:
        m = rx.search(first)
        if m:
            g = m.group(1)
            tok = g if len(g) >= 6 else first[m.start(1) - 1:m.end(1) + 1]
            if len(tok) >= 6 and tok not in private:
                add(tok, tok, "raw", {"kind": "pid", "cat": "private"})
            break
    for m in re.finditer(r"(?i)(?:\bpid[= ]|\"pid\":|as process |(?<=\()PID )(\d{3,7})\b", text):
        tok = m.group(0)
        if tok not in private and not any(m.group(1) in p for p in private):
            add(tok, tok, "raw", {"kind": "pid", "cat": "private"})
    return secrets, private, how


# ------------------------------------------------------------------ keep tokens
KEEP_RX = [
    r"\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(?:[.,]\d+)?(?:Z|[+-]\d{2}:?\d{2}| UTC)?",
    r"\d{2}/\w{3}/\d{4}:\d{2}:\d{2}:\d{2} [+-]\d{4}", r"\d{2}/\w{3}/\d{4} \d{2}:\d{2}:\d{2}",
    r"\b\w{3} [ \d]\d \d{2}:\d{2}:\d{2}\b", r"\d{4}/\d{2}/\d{2} \d{2}:\d{2}:\d{2}(?:\.\d+)?",
    r"\d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2}\.\d{3}", r"\b1\d{9}\.\d{6}\b", r"\b\d{6} \d{2}:\d{2}:\d{2}\b",
    r"\w{3} \d{2}, \d{4} \d{1,2}:\d{2}:\d{2} [AP]M", r"\b1\d{12}\b(?=,)", r"^\d{10}(?=: )",
    r"\b(?:INFO|DEBUG|WARN|WARNING|ERROR|SEVERE|FINE|FINER|CONFIG|FATAL|DETAIL|STATEMENT|HINT|TRC|DBG|INF|ERR|WRN)\b",
    r"\[(?:notice|info|error|warn|Warning|Note|ERROR|debug)\]", r"level='\w+'", r"\"level\":\s?\"?\w+\"?",
    r"\"levelname\": \"\w+\"", r"\bLOG:", r"\b(?:FATAL|ERROR|DETAIL):",
    r"HTTP/1\.[01]\"? \d{3}", r"\"status\":\s?\d{3}", r"\"statusCode\":\d{3}", r"\b[1-5]\d\d (?:OK|UNAUTHORIZED|Unauthorized|Not Found|NOT FOUND|Forbidden)\b",
    r"< HTTP/1\.1 \d{3}[\w ]*", r"\brt=\d+\.\d+", r"\"rt\":\d+\.\d+", r"Query_time: [\d.]+", r"Lock_time: [\d.]+", r"Rows_sent: \d+",
    r"Rows_examined: \d+", r"session time: [\d:.]+", r"\"responseTime\":\d+", r"\b\d+(?:\.\d+)?\s?ms\b", r"duration_ms\"?[=:] ?[\d.]+",
    r"\"durationMs\":\d+", r"in \d+ms",
    r"\b[A-Za-z_][\w.$]*(?:Exception|Error)\b", r"\bERROR \d{4} \(\d{5}\)", r"\(\d{4}, ", r"\b(?:ECONNREFUSED|ACCESS_REFUSED|WRONGPASS|NOAUTH|AccessDenied|OOMKilled)\b",
    r"\[Errno \d+\] [A-Za-z ]+", r"\(111: Connection refused\)", r"Connection refused", r"Access denied for user", r"password authentication failed",
    r"Authorization Violation", r"authentication error", r"invalid credentials", r"PLAIN login refused", r"not authorised", r"does not exist",
    r"syntax error at or near \"\w+\"", r"duplicate key value violates unique constraint \"\w+\"", r"Too many authentication failures",
    r"maximum authentication attempts exceeded", r"Failed password", r"Accepted password", r"Accepted publickey", r"Failed publickey", r"Invalid user",
    r"Connection closed by", r"Received disconnect", r"password mismatch", r"was not found in \"[^\"]+\"", r"closed keepalive connection",
    r"while connecting to upstream", r"Plugin '\w+' is not loaded", r"Aborted connection \d+", r"Normal shutdown", r"Ready to accept connections",
    r"session opened for user", r"session closed for user", r"authentication failure", r"Could not set limit for '\w+'", r"Name or service not known",
    r"\bSHA256:[A-Za-z0-9+/]{43}\b", r"\bN[A-Z2-7]{55}\b", r"\b[0-9a-f]{40}\b(?= server_uid)",
    r"\bv?\d+\.\d+\.\d+(?:[-+][\w.+-]+)?\b", r"OpenSSH_[\w.+-]+", r"nginx/[\d.]+", r"python-requests/[\d.]+", r"Werkzeug/[\d.]+", r"okhttp/[\d.]+",
    r"curl/[\d.]+", r"mosquitto version [\d.]+", r"Version: +[\d.]+",
    r"(?:port|Port)[ =:]\s?\d{2,5}\b", r"127\.0\.0\.1:(\d{2,5})", r"\bcid:\d+", r"\bid=\d+\b", r"\*\d+ (?=\w)",
    r"\"req_id\":\"[0-9a-f]{32}\"", r"request_?[iI]d[\"']?[:=] ?[\"']?(?:req-)?[0-9a-f]{12,32}", r"Idempotency-Key': '[0-9a-f]{16}'",
    r"X-Request-Id: [0-9a-f]{16}", r"\"id\":\d+", r"<\d\.\d+\.\d>",
    r"(?<=[\s\"'(])/[A-Za-z0-9_.\-/]+\.(?:py|js|java|conf|pdf|json|txt|html|php|sql|gz)\b", r"\b\w+\.(?:java|py|js):\d+",
    r"(?<=\")(?:GET|POST|PUT|DELETE) /[A-Za-z0-9_./\-]*(?=[ ?])", r"\b(?:GET|POST) /[a-z0-9_/\-]+(?=[ ?\"])",
    r"\b(?:CREATE USER|SET PASSWORD|ALTER USER|ALTER ROLE|CREATE ROLE|GRANT|INSERT INTO|SELECT|UPDATE|CREATE USER MAPPING|ALTER USER MAPPING|"
    r"CREATE SERVER|CREATE DATABASE|CREATE TABLE|CREATE EXTENSION|COMMENT ON TABLE|FLUSH PRIVILEGES|SHUTDOWN)\b",
    r"\"(?:SET|HSET|SETEX|LPUSH|PUBLISH|MIGRATE|AUTH|AUTH2|HELLO|EVAL|CLIENT|SETNAME|PING|CONFIG|ACL)\"",
    r"\b(?:Connect|Query|Quit|Init DB)\b(?=\t)", r"\b(?:shop|billing|customers|api_clients|accounts|ledger|orders)\b",
    r"\bdebug[123]:", r"\bSSH2_MSG_\w+", r"\b(?:sntrup761x25519-sha512|curve25519-sha256|ssh-ed25519|chacha20-poly1305@openssh\.com|rsa-sha2-512)\b",
    r"SSH-2\.0-OpenSSH_[\w.+-]+", r"\bcompat 0x[0-9a-f]+", r"Authentications that can continue: [\w,-]+", r"Next authentication method: [\w-]+",
    r"Exit status \d+", r"Bytes per second: [\w .,]+", r"Transferred: sent \d+, received \d+ bytes",
    r"\bssh2\b", r"\[preauth\]", r"scram-sha-256", r"pg_hba\.conf(?: line \d+|:\d+)?", r"\b(?:COMMAND|PWD|USER)=(?=\S)",
    r"\b\d+ (?:keys|files|transfers|rows|checks|failures|bytes)\b", r"DB 0: \d+ keys", r"\b(?:p2|c1|k60)\b",
    r"\b(?:d0|q[01]|r0|m\d)\b(?=[,)])", r"'(?:fleet/status|billing/events)'", r"\bPUB [\w.]+ +\d+", r"\bCONNACK\b", r"\bPUBACK\b",
    r"\bsshd\b(?=\[)", r"\bsudo:", r"\b(?:useradd|userdel|usermod|chpasswd|su|kubelet)(?=\[)", r"\bapp=\w+",
    r"\bheartbeat=\d+", r"\bsslmode=\w+", r"\bmaxPoolSize=\d+", r"\bactive=\d+", r"\bttl=\d+h", r"\bUID=\d+", r"\bGID=\d+",
    r"^[<>] ([A-Za-z][\w-]+):", r"\b(?:Authorization|Cookie|Set-Cookie|X-Api-Key|X-Forwarded-For)(?=: )", r"\bx-powered-by\b", r"\bcontent-length\"?:\s?\"?\d+", r"Content-Length: \d+", r"Accept-Encoding", r"\buser-agent\b",
    r"(?<=\")Mozilla/5\.0 \([^)]*\)", r"\bMyApp/3\.2\b", r"\bgzip, deflate\b",
]
KEEP_RX = [re.compile(x) for x in KEEP_RX]


def find_keep(text, bad):
    out = []
    for rx in KEEP_RX:
        for m in rx.finditer(text):
            gi = 1 if rx.groups and m.lastindex else 0
            t = m.group(gi).strip()
            if len(t) < 2 or t in out:
                continue
            if any(t in b or b in t for b in bad):
                continue
            # the keep token must not sit inside a labelled value at this position
            s = m.start(gi)
            if any(text.find(b) <= s < text.find(b) + len(b) for b in bad if b in text):
                continue
            out.append(t)
    # drop keep tokens contained in other keep tokens (keeps lists readable)
    out = [t for t in out if not any(t != o and t in o for o in out)]
    return out[:14]


# ------------------------------------------------------------------ classes
def classify(text, secrets, private, how):
    if not secrets and not private:
        return "clean"
    if any(how[v][0] == "encoded" or how[v][1] == "basic" for v in secrets + private):
        return "encoded"
    pk = {how[v][1] for v in private}
    pii = bool(pk & PII)
    if not secrets:
        return "pii_locale" if pii else "infra"
    cats = set()
    for v in secrets:
        h, kind, orig = how[v]
        if kind in HASHES or h == "hash":
            cats.add("hashes")
            continue
        i = text.find(v)
        pre = text[max(0, i - 60):i]
        if KEY_COMMON.search(pre):
            cats.add("keyed_common")
        elif POSITIONAL.search(pre):
            cats.add("positional")
        elif re.search(r"[\w.\-]+[\"']?\s*[:=]\s*[\"']?$", pre) or re.search(r"[\w.\-]+ => '$", pre):
            cats.add("key_unusual")
        else:
            cats.add("no_key")
    for c in ("positional", "key_unusual", "no_key", "hashes", "keyed_common"):
        if c in cats:
            best = c
            break
    if pii or best == "keyed_common":
        return "mixed"
    return best


# ------------------------------------------------------------------ readers
def lines_of(path):
    with open(path, encoding="utf-8", errors="surrogateescape") as f:
        return [l.rstrip("\n") for l in f]


def group(lines, start):
    rx = re.compile(start)
    out = []
    for l in lines:
        if rx.search(l) or not out:
            out.append([l])
        else:
            out[-1].append(l)
    return out


SOURCES = []  # (software group, source label, file, entries)


def add_src(grp, label, entries):
    SOURCES.append((grp, label, entries))


def L(path):
    return [[l] for l in lines_of(f"{CAP}/{path}") if l.strip()]


add_src("redis", "redis 7.0.15 MONITOR (redis-cli monitor)", [e for e in L("redis_monitor.txt") if e[0] != "OK"])
add_src("redis", "redis 7.0.15 server log (loglevel verbose)", L("redis_server_6399.log") + L("redis_server_6398.log"))
add_src("redis", "redis-cli 7.0.15 stderr", L("redis_cli_stderr.txt"))
add_src("redis", "redis 7.0.15 CLIENT LIST output", L("redis_client_list.txt"))
add_src("mariadb", "mariadb 10.11.19 general query log (log_output=FILE)", L("mariadb_general.log"))
add_src("mariadb", "mariadb 10.11.19 slow query log (long_query_time=0)",
        [e for e in group(lines_of(f"{CAP}/mariadb_slow.log"), r"^# (Time|User@Host):") if e[0].startswith("# ")])
add_src("mariadb", "mariadb 10.11.19 error log (log_warnings=4)", L("mariadb_error.log"))
add_src("mariadb", "pymysql 1.2.4 / mariadb client 15.1 error messages", L("mariadb_client_errors.txt"))
add_src("postgres", "postgresql 15.20 server log (log_statement=all, log_connections)",
        group(lines_of(f"{CAP}/postgres_server.log"), r"^\d{4}-\d{2}-\d{2} "))
add_src("postgres", "psycopg2 2.9.13 / libpq 15 client error messages",
        [e for e in L("postgres_client_errors.txt") if "ds6@" not in e[0] and "could not translate" not in e[0]])
add_src("nginx", "nginx 1.22.1 access log (combined)", L("nginx_access.log"))
add_src("nginx", "nginx 1.22.1 access log (log_format escape=json)", L("nginx_access.json.log"))
add_src("nginx", "nginx 1.22.1 access log (custom format with $http_authorization/$http_cookie)", L("nginx_auth_debug.log"))
add_src("nginx", "nginx 1.22.1 error log (info)", L("nginx_error.log"))
add_src("curl", "curl 7.88.1 -v stderr (against nginx)", [e for e in L("curl_verbose.txt") if e[0] != "#---" and not e[0].startswith("{ [")])
add_src("openssh", "OpenSSH 9.2p1 sshd -D -e stderr (LogLevel VERBOSE)", L("sshd_stderr.log"))
ssh_v = [e for e in L("ssh_client_verbose.txt") if e[0] != "#---" and "identity file" not in e[0] and "load_hostkeys" not in e[0]]
add_src("openssh", "OpenSSH 9.2p1 ssh -v client stderr", ssh_v)
add_src("openssh", "rsyslog 8.2302 traditional file format (sshd, sudo, shadow-utils, logger)", L("syslog_messages.log"))
add_src("openssh", "rsyslog 8.2302 RSYSLOG_FileFormat (RFC 3339) -- logger(1) lines",
        [e for e in L("syslog_messages_rfc3339.log") if not re.search(r" (sshd|sudo|su|useradd|userdel|usermod|chpasswd)(\[\d+\])?:", e[0])])
add_src("pyapp", "python 3.11 logging (Flask 3.1 / werkzeug app log)", group(lines_of(f"{CAP}/pyapp_app.log"), r"^\d{4}-\d{2}-\d{2} \d{2}:"))
add_src("pyapp", "python-json-logger 4.2 JSON log", L("pyapp_app.json.log"))
add_src("pyapp", "structlog 26.1 (KeyValueRenderer / JSONRenderer)", L("pyapp_structlog.log"))
add_src("pyapp", "requests 2.34 / urllib3 2.8 DEBUG logging", group(lines_of(f"{CAP}/pyapp_client.log"), r"^\d{4}-\d{2}-\d{2} \d{2}:"))
add_src("pyapp", "python http.client debuglevel=1 output", L("pyapp_httpclient_debug.txt"))
add_src("node", "node 20 console.log / console.error (util.inspect)", group(lines_of(f"{CAP}/node_console.log"), r"^[^\s}\]]"))
add_src("node", "pino 10.4 / pino-http 11 JSON log", L("node_pino.log"))
add_src("node", "winston 3.19 JSON format", L("node_winston.json.log"))
add_src("node", "winston 3.19 printf format", L("node_winston.log"))
jo = group(lines_of(f"{CAP}/java_ledger_oneline.log"), r"^\d{4}-\d{2}-\d{2} ")
jo = [e for i, e in enumerate(jo) if ("jdk.event.security" not in e[0] or i % 15 == 0) and ("jdk.internal" not in e[0] or "api_key" in e[0] or "ConnectException" in e[0] or i % 4 == 0)]
add_src("java", "java 17 java.util.logging custom one-line Formatter", jo)
jj = group(lines_of(f"{CAP}/java_ledger_jul.log"), r"^\w{3} \d{2}, \d{4} ")
add_src("java", "java 17 java.util.logging SimpleFormatter (default two-line)", [e for e in jj if "jdk." not in e[0]])
add_src("mq", "rabbitmq 3.10.8 server log", L("mq_rabbitmq.log"))
add_src("mq", "mosquitto 2.0.11 log (shared broker, default log_type)", L("mq_mosquitto_shared.log"))
add_src("mq", "mosquitto 2.0.11 log (log_type all, password_file)", L("mq_mosquitto_private.log"))
add_src("mq", "mosquitto_pub 2.0.11 -d output", L("mq_mosquitto_pub_debug.txt"))
add_src("mq", "nats-server 2.9.10 log (-DV)", L("mq_nats.log"))
pk = group(lines_of(f"{CAP}/mq_pika_client.log"), r"^\d{4}-\d{2}-\d{2} \d{2}:")
pk = [e for e in pk if " DEBUG " not in e[0] or random.Random(len(e[0])).random() < 0.03]
add_src("mq", "pika 1.4 / nats-py 2.16 client logging (python logging)", pk)


def template(text, vals):
    t = text
    for v in sorted(vals, key=len, reverse=True):
        t = t.replace(v, "<V>")
    t = re.sub(r"[A-Za-z0-9_\-+/=.]{16,}", "<T>", t)
    t = re.sub(r"\d+", "0", t)
    return t


records = collections.defaultdict(lambda: {"dirty": [], "clean": []})
for grp, label, entries in SOURCES:
    tcount = collections.Counter()
    clean = []
    for e in entries:
        text = "\n".join(e)
        if "\x1b" in text and "werkzeug" in text and random.Random(text).random() < 0.6:
            continue
        secrets, private, how = find_values(text, label)
        keep = find_keep(text, secrets + private)
        if not secrets and not private and len(keep) < 3:
            continue
        tpl = template(text, secrets + private)
        if tcount[tpl] >= (5 if (secrets or private) else 3):
            continue
        tcount[tpl] += 1
        cls = classify(text, secrets, private, how)
        rec = {"kind": "line" if len(e) == 1 else "block"}
        if len(e) == 1:
            rec["text"] = e[0]
        else:
            rec["lines"] = e
        rec.update({"secrets": secrets, "private": private, "keep": keep, "class": cls, "source": label})
        records[grp]["clean" if cls == "clean" else "dirty"].append(rec)

for g, r in records.items():
    c = collections.Counter(x["class"] for x in r["dirty"])
    print(f"{g:10s} dirty={len(r['dirty']):4d} clean={len(r['clean']):4d} {dict(c)}")
json.dump({g: r for g, r in records.items()}, open(f"{ROOT}/work/labelled.json", "w"), ensure_ascii=False)
