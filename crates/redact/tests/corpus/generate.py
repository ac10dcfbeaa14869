#!/usr/bin/env python3
"""Generates the redaction corpus (deterministic): log lines from many stacks and result rows, each with
the secrets that must not survive redaction and the diagnostic tokens that must.

    python3 generate.py > corpus.jsonl

Record shapes: {"kind": "line", "text", "secrets", "keep"}, {"kind": "block", "lines", "secrets", "keep"}
(several lines of one observation, e.g. a multi-line private key), {"kind": "row", "columns", "row",
"secrets", "keep"}.
"""
import base64
import json
import random
import string
import uuid

R = random.Random(20261130)


def rnd(alphabet, n):
    return "".join(R.choice(alphabet) for _ in range(n))


AN = string.ascii_letters + string.digits
UP = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
B64 = string.ascii_letters + string.digits + "+/"
K8S = "bcdfghjklmnpqrstvwxz2456789"


def luhn_complete(prefix, length):
    digits = [int(c) for c in prefix]
    while len(digits) < length - 1:
        digits.append(R.randint(0, 9))
    total = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 0:
            d = d * 2
            if d > 9:
                d -= 9
        total += d
    return "".join(map(str, digits)) + str((10 - total % 10) % 10)


def secret(kind):
    if kind == "aws_key":
        return R.choice(["AKIA", "ASIA"]) + rnd(UP, 16)
    if kind == "aws_secret":
        return rnd(B64, 40)
    if kind == "github":
        return R.choice(["ghp_", "gho_", "ghs_"]) + rnd(AN, 36)
    if kind == "github_pat":
        return "github_pat_" + rnd(AN + "_", 60)
    if kind == "gitlab":
        return "glpat-" + rnd(AN + "-_", 20)
    if kind == "slack":
        return "xoxb-" + rnd(string.digits, 12) + "-" + rnd(string.digits, 12) + "-" + rnd(AN, 24)
    if kind == "slack_webhook":
        return "https://hooks.slack.com/services/T" + rnd(UP, 8) + "/B" + rnd(UP, 8) + "/" + rnd(AN, 24)
    if kind == "stripe":
        return R.choice(["sk_live_", "rk_live_", "sk_test_"]) + rnd(AN, 24)
    if kind == "google":
        return "AIza" + rnd(AN + "-_", 35)
    if kind == "jwt":
        head = "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9"
        body = "eyJ" + rnd(AN + "-_", 40)
        return head + "." + body + "." + rnd(AN + "-_", 43)
    if kind == "password":
        return R.choice(["Hunter", "Winter", "P@ss", "Xk9", "s3cr3t", "Tr0ub4dor"]) + rnd(AN + "!#%&*", 8)
    if kind == "token":
        return rnd(AN, 32)
    if kind == "basic":
        return rnd(B64, 28) + "=="
    if kind == "session":
        return rnd(HEX, 32)
    if kind == "email":
        return "%s.%s@%s" % (R.choice(["maria", "j", "chen", "oluwaseun", "fritz", "ana"]), R.choice(["lopez", "kim", "smith", "okafor", "weber"]), R.choice(["example.com", "corp.example.org", "mail.example.net"]))
    if kind == "phone":
        return R.choice(["+1 415 555 %04d" % R.randint(0, 9999), "(212) 555-%04d" % R.randint(0, 9999), "+44 20 7946 %04d" % R.randint(0, 9999), "+49 30 1234 %04d" % R.randint(0, 9999)])
    if kind == "card":
        prefix, length = R.choice([("4", 16), ("51", 16), ("55", 16), ("34", 15), ("37", 15), ("6011", 16)])
        n = luhn_complete(prefix, length)
        return R.choice([n, " ".join(n[i:i + 4] for i in range(0, len(n), 4))])
    if kind == "ip":
        return R.choice(["10.%d.%d.%d", "172.16.%d.%d", "192.168.%d.%d", "203.0.%d.%d"]).replace("%d", "{}").format(*[R.randint(1, 254) for _ in range(3)])
    if kind == "ipv6":
        return "2001:db8:%x:%x::%x" % (R.randint(1, 65535), R.randint(1, 65535), R.randint(1, 65535))
    if kind == "host":
        return R.choice(["db-%d.prod.internal", "cache-%d.eu-west-1.compute.amazonaws.com", "api-%d.corp.example.com", "kafka-%d.kafka.svc.cluster.local"]) % R.randint(0, 9)
    if kind == "pod":
        return "%s-%s-%s" % (R.choice(["checkout-api", "payments-worker", "search", "auth-gateway"]), rnd(K8S, R.choice([9, 10])), rnd(K8S, 5))
    raise ValueError(kind)


def uuid4():
    return str(uuid.UUID(int=R.getrandbits(128), version=4))


def ts():
    return "2026-11-30T%02d:%02d:%02d.%03dZ" % (R.randint(0, 23), R.randint(0, 59), R.randint(0, 59), R.randint(0, 999))


EXC = ["java.net.SocketTimeoutException", "org.postgresql.util.PSQLException", "java.lang.NullPointerException", "ConnectionRefusedError", "TimeoutError", "redis.exceptions.ConnectionError", "io.grpc.StatusRuntimeException"]
CODES = ["ORA-01555", "ECONNRESET", "ETIMEDOUT", "SQLSTATE[08006]", "ERR_TLS_CERT_ALTNAME_INVALID", "E11000", "DEADLINE_EXCEEDED"]


def line(text, secrets, keep):
    return {"kind": "line", "text": text, "secrets": secrets, "keep": keep}


def make_lines():
    out = []
    for i in range(330):
        t = ts()
        trace = uuid4()
        status = R.choice(["500", "502", "503", "504", "429", "401", "200"])
        ms = str(R.randint(3, 30000))
        exc = R.choice(EXC)
        code = R.choice(CODES)
        version = "v%d.%d.%d" % (R.randint(1, 9), R.randint(0, 30), R.randint(0, 20))
        fileline = R.choice(["OrderService.java:%d", "handler.go:%d", "views.py:%d", "index.js:%d"]) % R.randint(10, 900)
        kind = i % 22
        if kind == 0:
            ip, host = secret("ip"), secret("host")
            out.append(line('%s %s - - [30/Nov/2026:10:00:01 +0000] "POST /api/v1/orders HTTP/1.1" %s 512 "-" "curl/8.4" %s ms upstream=%s' % (t, ip, status, ms, host), [ip, host], [t, status, ms, "/api/v1/orders"]))
        elif kind == 1:
            pw, host = secret("password"), secret("host")
            out.append(line("%s ERROR [main] c.a.DataSource - %s: cannot connect to jdbc:postgresql://%s:5432/orders?user=app&password=%s after %s ms at %s" % (t, exc, host, pw, ms, fileline), [pw, host], [t, exc, ms, fileline, "5432"]))
        elif kind == 2:
            jwt = secret("jwt")
            out.append(line('%s level=warn msg="auth rejected" authorization="Bearer %s" status=%s trace_id=%s latency=%sms' % (t, jwt, status, trace, ms), [jwt], [t, status, trace, ms]))
        elif kind == 3:
            key, sec = secret("aws_key"), secret("aws_secret")
            out.append(line("%s botocore.credentials DEBUG Found credentials: aws_access_key_id=%s aws_secret_access_key=%s region=eu-west-1 (%s)" % (t, key, sec, version), [key, sec], [t, "eu-west-1", version]))
        elif kind == 4:
            gh = secret(R.choice(["github", "github_pat", "gitlab"]))
            out.append(line("%s [ci] git clone https://x-access-token:%s@github.com/acme/payments.git failed: exit status 128 (%s)" % (t, gh, code), [gh], [t, "128", code, "acme/payments.git"]))
        elif kind == 5:
            hook = secret("slack_webhook")
            out.append(line("%s alertmanager notify: POST %s returned %s in %s ms" % (t, hook, status, ms), [hook], [t, status, ms]))
        elif kind == 6:
            st = secret("stripe")
            out.append(line("%s payments: stripe.api_key set to %s; charge ch_3P failed with card_declined (%s) request_id=req_%s" % (t, st, status, rnd(AN, 14)), [st], [t, "card_declined", status]))
        elif kind == 7:
            g = secret("google")
            out.append(line("%s geocoder: GET https://maps.googleapis.com/maps/api/geocode/json?address=Berlin&key=%s -> %s %s" % (t, g, status, exc), [g], [t, status, exc, "Berlin"]))
        elif kind == 8:
            email, phone = secret("email"), secret("phone")
            out.append(line("%s INFO notification sent to %s / %s order=ord_%06d template=shipping_v%d took %sms" % (t, email, phone, R.randint(1, 999999), R.randint(1, 9), ms), [email, phone], [t, ms, "template=shipping_v"]))
        elif kind == 9:
            card = secret("card")
            out.append(line("%s WARN PaymentValidator: rejected card %s reason=EXPIRED code=%s trace=%s" % (t, card, code, trace), [card], [t, "EXPIRED", code, trace]))
        elif kind == 10:
            pod, ip = secret("pod"), secret("ip")
            out.append(line("%s kubelet: Liveness probe failed for pod prod/%s: Get \"http://%s:8080/healthz\": context deadline exceeded (Client.Timeout exceeded while awaiting headers) after %sms" % (t, pod, ip, ms), [pod, ip], [t, "Liveness probe failed", "8080", "/healthz", ms]))
        elif kind == 11:
            pid = str(R.randint(100, 99999))
            out.append(line("Nov 30 10:0%d:12 web-1 sshd[%s]: Failed password for invalid user admin from %s port %d ssh2" % (R.randint(0, 9), pid, secret("ip"), R.randint(1024, 65535)), [pid], ["Failed password", "ssh2"]))
        elif kind == 12:
            email = secret("email")
            out.append(line("%s LOG:  duration: %s ms  statement: SELECT id, total FROM orders WHERE customer_email = '%s' AND status = 'PAID' LIMIT 50" % (t, ms, email), [email, "'PAID'"], [t, ms, "SELECT id, total FROM orders"]))
        elif kind == 13:
            sess = secret("session")
            out.append(line("%s node[%d]: GET /cart 302 Set-Cookie: sid=%s; Path=/; HttpOnly (%s ms, %s)" % (t, R.randint(10, 9999), sess, ms, version), [sess], [t, "/cart", "302", ms]))
        elif kind == 14:
            tok = secret("token")
            out.append(line('{"time":"%s","level":"error","msg":"webhook signature mismatch","api_token":"%s","status":%s,"err":"%s","trace":"%s"}' % (t, tok, status, code, trace), [tok], [t, "webhook signature mismatch", status, code, trace]))
        elif kind == 15:
            basic = secret("basic")
            out.append(line("%s proxy: upstream auth header Authorization: Basic %s rejected with %s (%s)" % (t, basic, status, exc), [basic], [t, status, exc]))
        elif kind == 16:
            ip6 = secret("ipv6")
            out.append(line("%s envoy: connection reset by peer [%s]:443 after %s ms, response_flags=UC, %s" % (t, ip6, ms, code), [ip6], [t, "443", ms, "response_flags=UC", code]))
        elif kind == 17:
            sl = secret("slack")
            out.append(line("%s bot: using SLACK_BOT_TOKEN=%s for channel #incidents (%s)" % (t, sl, version), [sl], [t, "#incidents", version]))
        elif kind == 18:
            pw = secret("password")
            out.append(line("%s redis.clients.jedis: connecting to redis://default:%s@%s:6379/0 failed: %s at %s" % (t, pw, secret("host"), exc, fileline), [pw], [t, "6379", exc, fileline]))
        elif kind == 19:
            pw = secret("password")
            out.append(line('%s mysql: Access denied for user \'app\'@\'10.2.3.4\' (using password: YES) config={"user":"app","password":"%s","timeout_ms":%s}' % (t, pw, ms), [pw], [t, "Access denied", "using password: YES", ms]))
        elif kind == 20:
            host = secret("host")
            out.append(line("%s ERROR %s: Connection to %s:9092 timed out after %s ms (%s, ERR 1205, HTTP %s)" % (t, exc, host, ms, version, status), [host], [t, exc, "9092", ms, version, "1205", status]))
        else:
            pw = secret("password")
            out.append(line("%s WARN config: loaded DB_PASSWORD=%s DB_HOST=%s DB_POOL_MAX=40 from env (%s)" % (t, pw, secret("host"), version), [pw], [t, "DB_POOL_MAX=40", version]))
    # Multi-line private keys: several lines of one observation.
    for i in range(6):
        body = [rnd(B64, 64) for _ in range(R.randint(3, 6))]
        kind = R.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
        lines = ["%s ERROR tls: failed to parse key: -----BEGIN %s-----" % (ts(), kind)] + body + ["-----END %s----- (x509: %s)" % (kind, R.choice(["malformed", "unsupported"]))]
        out.append({"kind": "block", "lines": lines, "secrets": body, "keep": ["failed to parse key", "x509"]})
    return out


def make_rows():
    rows = []
    for i in range(110):
        kind = i % 5
        if kind == 0:
            cols = ["id", "email", "password_hash", "created_at", "status"]
            h = "$2b$12$" + rnd(AN + "./", 53)
            email = secret("email")
            rows.append({"kind": "row", "columns": cols, "row": [i, email, h, "2026-11-%02dT10:00:00Z" % R.randint(1, 30), "ACTIVE"], "secrets": [h, email], "keep": ["ACTIVE"]})
        elif kind == 1:
            cols = ["id", "note", "updated_by", "error_code"]
            key = secret(R.choice(["aws_key", "stripe", "github", "google", "jwt"]))
            rows.append({"kind": "row", "columns": cols, "row": [i, "rotated credential %s after incident INC-%d" % (key, R.randint(100, 999)), "ops", "ECONNRESET"], "secrets": [key], "keep": ["ECONNRESET", "INC-"]})
        elif kind == 2:
            cols = ["customer_id", "description", "amount_cents", "currency"]
            card = secret("card")
            rows.append({"kind": "row", "columns": cols, "row": [R.randint(1, 99999), "charge failed for card %s (insufficient_funds)" % card, R.randint(100, 90000), "EUR"], "secrets": [card], "keep": ["insufficient_funds", "EUR"]})
        elif kind == 3:
            cols = ["host", "config", "latency_ms", "version"]
            pw, host = secret("password"), secret("host")
            cfg = {"dsn": "postgres://svc:%s@%s:5432/app" % (pw, host), "pool": 20}
            rows.append({"kind": "row", "columns": cols, "row": [secret("ip"), cfg, R.randint(1, 900), "v2.%d.0" % R.randint(0, 9)], "secrets": [pw, host], "keep": ["5432", "v2."]})
        else:
            cols = ["session_token", "user_agent", "last_seen", "api_key"]
            tok, key = secret("token"), secret("token")
            rows.append({"kind": "row", "columns": cols, "row": [tok, "Mozilla/5.0 (X11; Linux x86_64)", "2026-11-30T09:59:00Z", key], "secrets": [tok, key], "keep": ["Mozilla/5.0", "2026-11-30T09:59:00Z"]})
    return rows


def make_later_lines():
    """Formats added after the first corpus, appended so that the records above stay as they were."""
    out = []
    for i in range(24):
        t = ts()
        ms = str(R.randint(3, 30000))
        kind = i % 4
        if kind == 0:
            # A Discord bot token: base64url of a numeric id, a 6-character stamp, an HMAC.
            bot_id = str(R.randint(10**16, 10**19))
            tok = base64.urlsafe_b64encode(bot_id.encode()).decode().rstrip("=") + "." + rnd(AN + "-_", 6) + "." + rnd(AN + "-_", R.choice([27, 38]))
            out.append(line("%s discord.client ERROR login failed with token %s: 401 Unauthorized after %s ms" % (t, tok, ms), [tok], [t, "401", "Unauthorized", ms]))
        elif kind == 1:
            # JVM classes whose last label is also a TLD stay; the host they reach does not.
            cls = R.choice(["com.example.App", "org.acme.web.Home", "com.shop.Info"])
            host = secret("host")
            out.append(line("Nov 30, 2026 1:%02d:%02d PM %s main\nSEVERE: cannot reach %s:8443 (%s ms)" % (R.randint(0, 59), R.randint(0, 59), cls, host, ms), [host], [cls, "SEVERE", "8443", ms]))
        elif kind == 2:
            tok = "bot%d:AA%s" % (R.randint(10**8, 10**9), rnd(AN + "_-", 33))
            out.append(line("%s telegram notifier: POST https://api.telegram.org/%s/sendMessage returned 409 in %s ms" % (t, tok, ms), [tok], [t, "409", ms, "sendMessage"]))
        else:
            tok = R.choice(["glsa_" + rnd(AN, 32) + "_" + rnd(HEX, 8), "dapi" + rnd(HEX, 32)])
            out.append(line("%s exporter WARN using token %s for dashboard sync; HTTP 403 after %s ms" % (t, tok, ms), [tok], [t, "403", ms, "dashboard sync"]))
    return out


for record in make_lines() + make_rows() + make_later_lines():
    print(json.dumps(record))
