#!/usr/bin/env python3
"""Rebuild dev.jsonl (dev3 redaction corpus) next to this file.

Standard library only; fixed seed, so the output is byte-identical on every run:
    python3 generate.py
Templates use placeholders:  «S:gen»  secret,  «P:gen»  private,  «K:gen»  keep,
«N:gen»  unlabelled filler;  «S:gen@x» names the value, «=x» repeats it.
"""
import base64
import hashlib
import json
import os
import random
import re
import string

SEED = 424242
R = random.Random(SEED)

ALNUM = string.ascii_letters + string.digits
LOWER = string.ascii_lowercase
HEX = "0123456789abcdef"
B64 = string.ascii_letters + string.digits + "+/"
B64U = string.ascii_letters + string.digits + "-_"
CRYPT = "./" + string.digits + string.ascii_uppercase + string.ascii_lowercase
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def b64(b):
    return base64.b64encode(b).decode()


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


G = {}


def gen(name):
    def deco(f):
        G[name] = f
        return f
    return deco


# ---------------------------------------------------------------- keep values
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def _dt():
    return (R.randint(2024, 2026), R.randint(1, 12), R.randint(1, 28), R.randint(0, 23), R.randint(0, 59), R.randint(0, 59))


@gen("ts")
def _ts():
    y, mo, d, h, mi, s = _dt()
    return "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ" % (y, mo, d, h, mi, s, R.randint(0, 999))


@gen("tsus")
def _tsus():
    y, mo, d, h, mi, s = _dt()
    return "%04d-%02d-%02dT%02d:%02d:%02d.%06d+00:00" % (y, mo, d, h, mi, s, R.randint(0, 999999))


@gen("tsl")
def _tsl():
    y, mo, d, h, mi, s = _dt()
    return "%04d-%02d-%02d %02d:%02d:%02d,%03d" % (y, mo, d, h, mi, s, R.randint(0, 999))


@gen("tsd")
def _tsd():
    y, mo, d, h, mi, s = _dt()
    return "%04d-%02d-%02d %02d:%02d:%02d.%03d" % (y, mo, d, h, mi, s, R.randint(0, 999))


@gen("tss")
def _tss():
    y, mo, d, h, mi, s = _dt()
    return "%s %2d %02d:%02d:%02d" % (MONTHS[mo - 1], d, h, mi, s)


@gen("tsk")
def _tsk():
    y, mo, d, h, mi, s = _dt()
    return "%s%02d%02d %02d:%02d:%02d.%06d" % (R.choice("IWE"), mo, d, h, mi, s, R.randint(0, 999999))


@gen("tsclf")
def _tsclf():
    y, mo, d, h, mi, s = _dt()
    return "%02d/%s/%04d:%02d:%02d:%02d +0000" % (d, MONTHS[mo - 1], y, h, mi, s)


@gen("tshap")
def _tshap():
    y, mo, d, h, mi, s = _dt()
    return "%02d/%s/%04d:%02d:%02d:%02d.%03d" % (d, MONTHS[mo - 1], y, h, mi, s, R.randint(0, 999))


@gen("epoch")
def _epoch():
    return "%d.%06d" % (R.randint(1704067200, 1798761600), R.randint(0, 999999))


@gen("epochms")
def _epochms():
    return str(R.randint(1704067200000, 1798761600000))


@gen("uuid")
def _uuid():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


@gen("trace")
def _trace():
    return rs(HEX, 32)


@gen("span")
def _span():
    return rs(HEX, 16)


@gen("sha")
def _sha():
    return rs(HEX, 40)


@gen("sha7")
def _sha7():
    return rs(HEX, 7) + rs(HEX, 1)


@gen("sha256")
def _sha256():
    return rs(HEX, 64)


@gen("digest")
def _digest():
    return "sha256:" + rs(HEX, 64)


@gen("md5")
def _md5():
    return rs(HEX, 32)


@gen("status")
def _status():
    return R.choice(["200", "201", "204", "301", "302", "400", "401", "403", "404", "409", "422", "429", "500", "502", "503", "504"])


@gen("dur")
def _dur():
    return R.choice(["%dms" % R.randint(2, 9999), "%.3fs" % (R.random() * 30), "%dus" % R.randint(100, 99999), "%.1fms" % (R.random() * 900)])


@gen("durn")
def _durn():
    return "%.3f" % (R.random() * 12)


@gen("ms")
def _ms():
    return str(R.randint(11, 48000))


@gen("ver")
def _ver():
    return R.choice(["v", ""]) + "%d.%d.%d" % (R.randint(1, 17), R.randint(0, 40), R.randint(0, 30))


@gen("gopath")
def _gopath():
    return R.choice(["internal/auth/session.go", "pkg/store/pg.go", "cmd/api/main.go", "server/handler.go", "controller/reconcile.go", "pkg/cache/redis.go"]) + ":%d" % R.randint(20, 980)


@gen("jfile")
def _jfile():
    return R.choice(["LoginController.java", "TokenService.java", "JdbcTemplate.java", "AuthFilter.java", "UserRepository.java", "OrderService.java"]) + ":%d" % R.randint(20, 980)


@gen("pyfile")
def _pyfile():
    return R.choice(["app/views/auth.py", "app/tasks/billing.py", "core/db.py", "api/routes/users.py", "worker/sync.py"]) + ":%d" % R.randint(10, 700)


@gen("rbfile")
def _rbfile():
    return R.choice(["app/controllers/sessions_controller.rb", "app/models/user.rb", "app/jobs/sync_job.rb", "lib/payments/client.rb"]) + ":%d" % R.randint(10, 500)


@gen("errc")
def _errc():
    return R.choice(["ECONNREFUSED", "ETIMEDOUT", "ECONNRESET", "ER_ACCESS_DENIED_ERROR", "ORA-01017", "ORA-12541", "SQLITE_BUSY", "EPIPE", "ENOTFOUND", "ERR_TLS_CERT_ALTNAME_INVALID", "CrashLoopBackOff", "OOMKilled", "ImagePullBackOff", "DEADLINE_EXCEEDED", "UNAVAILABLE", "PERMISSION_DENIED"])


@gen("sqlstate")
def _sqlstate():
    return R.choice(["28P01", "42P01", "08006", "57014", "23505", "40001", "53300", "42501", "08001", "22P02"])


@gen("reqid")
def _reqid():
    return R.choice(["req-", "req_", "rid-"]) + rs(HEX, 20)


@gen("k8suid")
def _k8suid():
    return _uuid()


@gen("metric")
def _metric():
    return R.choice(["p99=", "p95=", "latency_ms=", "rps=", "cpu=", "heap_mb="]) + "%.1f" % (R.random() * 900)


@gen("table")
def _table():
    return R.choice(["public.orders", "billing.invoices", "auth.sessions", "app.users", "inventory.skus", "audit.events", "public.payments"])


@gen("col")
def _col():
    return R.choice(["created_at", "order_id", "tenant_id", "updated_at", "invoice_no", "sku_code", "amount_cents"])


@gen("num")
def _num():
    return str(R.randint(1000, 9999999))


@gen("port")
def _port():
    return str(R.randint(30000, 65000))


@gen("pidsmall")
def _pidsmall():
    return str(R.randint(2, 9999))


@gen("xact")
def _xact():
    return str(R.randint(100000000, 999999999))


@gen("spanb64")
def _spanb64():
    return rs(HEX, 16)


@gen("awsreq")
def _awsreq():
    return _uuid()


@gen("etag")
def _etag():
    return rs(HEX, 32)


@gen("ghrun")
def _ghrun():
    return str(R.randint(4000000000, 9999999999))


@gen("jobid")
def _jobid():
    return rs(HEX, 24)


@gen("mongoid")
def _mongoid():
    return rs(HEX, 24)


@gen("xray")
def _xray():
    return "1-%s-%s" % (rs(HEX, 8), rs(HEX, 24))


@gen("traceparent")
def _traceparent():
    return "00-%s-%s-01" % (rs(HEX, 32), rs(HEX, 16))


@gen("ulid")
def _ulid():
    return "01" + rs("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 24)


@gen("ksuid")
def _ksuid():
    return rs(ALNUM, 27)


@gen("correl")
def _correl():
    return _uuid().upper()


@gen("snowflake")
def _snowflake():
    return str(R.randint(10 ** 17, 10 ** 18))


# ---------------------------------------------------------------- secrets
PWCH = ALNUM + "!#%*-_.~^+=:"


@gen("pw")
def _pw():
    n = R.randint(10, 22)
    mid = rs(PWCH, n - 2)
    return R.choice(ALNUM) + mid + R.choice(ALNUM)


@gen("pwa")
def _pwa():
    return rs(ALNUM, R.randint(12, 24))


@gen("pwenc")
def _pwenc():
    parts = []
    for _ in range(R.randint(3, 5)):
        parts.append(rs(ALNUM, R.randint(2, 5)))
        parts.append(R.choice(["%40", "%2B", "%21", "%23", "%2F", "%3A", "%24", "%26"]))
    return "".join(parts) + rs(ALNUM, 3)


@gen("hex32")
def _hex32():
    return rs(HEX, 32)


@gen("hex40")
def _hex40():
    return rs(HEX, 40)


@gen("hex64")
def _hex64():
    return rs(HEX, 64)


@gen("b64tok")
def _b64tok():
    return b64(rbytes(R.choice([24, 33, 48, 64]))).rstrip("=")


@gen("b62")
def _b62():
    return rs(ALNUM, R.randint(32, 48))


@gen("jwt")
def _jwt():
    hdr = base64.urlsafe_b64encode(json.dumps({"alg": R.choice(["HS256", "RS256", "ES256"]), "typ": "JWT"}, separators=(",", ":")).encode()).decode().rstrip("=")
    body = base64.urlsafe_b64encode(json.dumps({"sub": rs(HEX, 12), "iat": R.randint(1700000000, 1790000000), "scope": "api"}, separators=(",", ":")).encode()).decode().rstrip("=")
    return hdr + "." + body + "." + rs(B64U, 43)


@gen("akia")
def _akia():
    return R.choice(["AKIA", "ASIA"]) + rs(string.ascii_uppercase + "234567", 16)


@gen("awssecret")
def _awssecret():
    return rs(ALNUM + "+/", 40)


@gen("awssession")
def _awssession():
    return "IQoJb3JpZ2luX2Vj" + rs(ALNUM + "+/", R.randint(300, 380))


@gen("ghp")
def _ghp():
    return R.choice(["ghp_", "gho_", "ghs_", "ghu_"]) + rs(ALNUM, 36)


@gen("ghpat")
def _ghpat():
    return "github_pat_11" + rs(string.ascii_uppercase + string.digits, 20) + "_" + rs(ALNUM, 59)


@gen("glpat")
def _glpat():
    return "glpat-" + rs(ALNUM + "-_", 20)


@gen("slack")
def _slack():
    return R.choice(["xoxb-", "xoxp-"]) + "%d-%d-" % (R.randint(10 ** 10, 10 ** 11), R.randint(10 ** 12, 10 ** 13)) + rs(ALNUM, 24)


@gen("slackhook")
def _slackhook():
    return "T%s/B%s/%s" % (rs(string.ascii_uppercase + string.digits, 10), rs(string.ascii_uppercase + string.digits, 10), rs(ALNUM, 24))


@gen("stripe")
def _stripe():
    return R.choice(["sk_live_", "rk_live_"]) + rs(ALNUM, R.randint(24, 99))


@gen("whsec")
def _whsec():
    return "whsec_" + rs(ALNUM, 32)


@gen("sendgrid")
def _sendgrid():
    return "SG." + rs(B64U, 22) + "." + rs(B64U, 43)


@gen("gapi")
def _gapi():
    return "AIza" + rs(ALNUM + "-_", 35)


@gen("npm")
def _npm():
    return "npm_" + rs(ALNUM, 36)


@gen("pypi")
def _pypi():
    return "pypi-AgEIcHlwaS5vcmc" + rs(B64U, 60)


@gen("openai")
def _openai():
    return "sk-proj-" + rs(B64U, 48)


@gen("anthropic")
def _anthropic():
    return "sk-ant-api03-" + rs(B64U, 93) + "AA"


@gen("twiliosk")
def _twiliosk():
    return "SK" + rs(HEX, 32)


@gen("dd")
def _dd():
    return rs(HEX, 32)


@gen("hvs")
def _hvs():
    return "hvs." + rs(ALNUM, 24)


@gen("doppler")
def _doppler():
    return "dp.st.prd." + rs(ALNUM, 43)


@gen("shopify")
def _shopify():
    return R.choice(["shpat_", "shpss_"]) + rs(HEX, 32)


@gen("azsas")
def _azsas():
    return rs(ALNUM + "+/", 43) + "%3D"


@gen("azkey")
def _azkey():
    return b64(rbytes(64))


@gen("gcpkey")
def _gcpkey():
    return rs(HEX, 40)


@gen("otpseed")
def _otpseed():
    return rs(B32, R.choice([16, 32]))


@gen("otp")
def _otp():
    return "%06d" % R.randint(100000, 999999)


@gen("jsess")
def _jsess():
    return rs("0123456789ABCDEF", 32)


@gen("phpsess")
def _phpsess():
    return rs(LOWER + string.digits, 26)


@gen("connectsid")
def _connectsid():
    return "s%3A" + rs(B64U, 32) + "." + rs(ALNUM, 43)


@gen("railssess")
def _railssess():
    return rs(ALNUM + "%", 40).replace("%", "") + "--" + rs(HEX, 40)


@gen("fernet")
def _fernet():
    return "gAAAAAB" + rs(B64U, 100) + "=="


@gen("salted")
def _salted():
    return "U2FsdGVkX1" + rs(ALNUM + "+/", 42)


@gen("vaultenc")
def _vaultenc():
    return "vault:v1:" + rs(ALNUM + "+/", 56)


@gen("pemline")
def _pemline():
    return "MII" + rs(B64, 61)


@gen("oauthcode")
def _oauthcode():
    return rs(B64U, 43)


@gen("oauthstate")
def _oauthstate():
    return rs(B64U, 32)


@gen("refresh")
def _refresh():
    return rs(ALNUM, 64)


@gen("apikey")
def _apikey():
    return rs(ALNUM, 40)


@gen("recov")
def _recov():
    return "-".join(rs(LOWER + string.digits, 5) for _ in range(2))


@gen("sig")
def _sig():
    return rs(B64U, 43)


@gen("sid")
def _sid():
    return rs(ALNUM, 32)


@gen("basic")
def _basic():
    return b64(("%s:%s" % (_user(), _pw())).encode())


@gen("saslplain")
def _saslplain():
    return b64(("\0%s\0%s" % (_user(), _pw())).encode())


@gen("k8ssecret")
def _k8ssecret():
    return b64(_pw().encode())


@gen("dockerauth")
def _dockerauth():
    return b64(("%s:%s" % (_user(), _ghp())).encode())


@gen("sshkey")
def _sshkey():
    return "b3BlbnNzaC1rZXktdjEAAAAA" + rs(B64, 40)


# ---------------------------------------------------------------- hashes
@gen("bcrypt")
def _bcrypt():
    return "$2%s$%02d$" % (R.choice(["a", "b", "y"]), R.choice([10, 11, 12, 13])) + rs(CRYPT, 53)


@gen("argon2")
def _argon2():
    return "$argon2id$v=19$m=%d,t=%d,p=%d$" % (R.choice([65536, 19456, 47104]), R.randint(1, 4), R.randint(1, 4)) + b64(rbytes(16)).rstrip("=") + "$" + b64(rbytes(32)).rstrip("=")


@gen("scrypt")
def _scrypt():
    return "$scrypt$ln=%d,r=8,p=1$" % R.choice([14, 15, 16]) + b64(rbytes(16)).rstrip("=") + "$" + b64(rbytes(32)).rstrip("=")


@gen("sha512crypt")
def _sha512crypt():
    return "$6$" + rs(CRYPT, 16) + "$" + rs(CRYPT, 86)


@gen("sha256crypt")
def _sha256crypt():
    return "$5$rounds=%d$" % R.choice([5000, 10000, 535000]) + rs(CRYPT, 16) + "$" + rs(CRYPT, 43)


@gen("md5crypt")
def _md5crypt():
    return "$1$" + rs(CRYPT, 8) + "$" + rs(CRYPT, 22)


@gen("yescrypt")
def _yescrypt():
    return "$y$j9T$" + rs(CRYPT, 22) + "$" + rs(CRYPT, 43)


@gen("mysqlnative")
def _mysqlnative():
    return "*" + rs("0123456789ABCDEF", 40)


@gen("cachingsha2")
def _cachingsha2():
    return "$A$005$" + rs(ALNUM + "./", 20) + rs(ALNUM + "./", 43)


@gen("django")
def _django():
    return "pbkdf2_sha256$%d$" % R.choice([600000, 720000, 870000, 1000000]) + rs(ALNUM, 22) + "$" + b64(rbytes(32))


@gen("djargon")
def _djargon():
    return "argon2" + _argon2()


@gen("scram")
def _scram():
    return "SCRAM-SHA-256$4096:" + b64(rbytes(16)) + "$" + b64(rbytes(32)) + ":" + b64(rbytes(32))


@gen("pgmd5")
def _pgmd5():
    return "md5" + rs(HEX, 32)


@gen("ssha")
def _ssha():
    return "{SSHA}" + b64(rbytes(24))


@gen("ssha512")
def _ssha512():
    return "{SSHA512}" + b64(rbytes(72))


@gen("drupal")
def _drupal():
    return "$S$E" + rs(CRYPT, 51)


@gen("phpass")
def _phpass():
    return R.choice(["$P$B", "$H$9"]) + rs(CRYPT, 30)


@gen("werkzeug")
def _werkzeug():
    return R.choice(["pbkdf2:sha256:600000$", "scrypt:32768:8:1$"]) + rs(ALNUM, 16) + "$" + rs(HEX, R.choice([64, 128]))


@gen("pkcs5s2")
def _pkcs5s2():
    return "{PKCS5S2}" + b64(rbytes(48))


@gen("aspnetid")
def _aspnetid():
    return "AQAAAAIAAYagAAAAE" + b64(rbytes(45))


@gen("mssql")
def _mssql():
    return "0x0200" + rs("0123456789ABCDEF", 136)


@gen("oracle12")
def _oracle12():
    return "S:" + rs("0123456789ABCDEF", 60)


@gen("ntlm")
def _ntlm():
    return rs("0123456789abcdef", 32)


@gen("sha1salt")
def _sha1salt():
    return "sha1$" + rs(ALNUM, 12) + "$" + rs(HEX, 40)


@gen("grafhash")
def _grafhash():
    return rs(HEX, 100)


@gen("kcvalue")
def _kcvalue():
    return b64(rbytes(64))


@gen("kcsalt")
def _kcsalt():
    return b64(rbytes(16))


# ---------------------------------------------------------------- private
FIRST = ["Olivia", "Mateus", "Ingrid", "Kwame", "Yusuf", "Haruka", "Siobhan", "Dmitri", "Lucia", "Thandiwe", "Priyanka", "Joaquin", "Annika", "Wojciech", "Farida", "Leandro", "Svetlana", "Chidera", "Margaux", "Henrik", "Rosalind", "Tobias", "Valentina", "Gwendolyn"]
LAST = ["Okonkwo", "Lindqvist", "Fernandes", "Nakamura", "Kowalczyk", "Brennan", "Alvarado", "Haddad", "Petrovic", "Castellanos", "Rasmussen", "Mbeki", "Fitzgerald", "Yamamoto", "Schreiber", "Ventura", "Oyelaran", "Marchetti", "Dubois", "Sandoval"]
FIRST_D = ["Zoë", "Jürgen", "Søren", "Małgorzata", "Łukasz", "José", "Inés", "Björn", "Çağla", "Ñusta", "Émilie", "Dušan"]
LAST_D = ["Müller", "Łęcki", "García-Núñez", "Håkansson", "Öztürk", "Dvořák", "Pérez", "Ní Bhriain", "Żuławski", "Şahin"]


@gen("name")
def _name():
    return "%s %s" % (R.choice(FIRST), R.choice(LAST))


@gen("named")
def _named():
    return "%s %s" % (R.choice(FIRST_D), R.choice(LAST_D))


@gen("user")
def _user():
    f, l = R.choice(FIRST).lower(), R.choice(LAST).lower()
    return R.choice(["%s.%s" % (f, l), "%s%s%d" % (f[0], l, R.randint(1, 99)), "%s_%s" % (f, l[:3]), "%s%d" % (f, R.randint(100, 9999))])


@gen("svcuser")
def _svcuser():
    return R.choice(["svc_", "app_", "etl_", "rpt_", "bkp_"]) + rs(LOWER, R.randint(4, 8)) + str(R.randint(1, 99))


DOMS = ["example.com", "mailbox.org", "corp-acme.io", "fastmail.fm", "posteo.de", "yandex.ru", "gmx.net", "outlook.com", "proton.me", "web.de", "naver.com", "qq.com"]


@gen("email")
def _email():
    return "%s@%s" % (_user(), R.choice(DOMS))


@gen("host")
def _host():
    return R.choice(["db", "pg", "mysql", "redis", "kafka", "api", "auth", "vault", "ldap", "web", "worker", "etl", "mq", "es"]) + "-" + R.choice(["prod", "stg", "int", "eu1", "us2", "dr"]) + "-%02d" % R.randint(1, 40) + R.choice([".corp.internal", ".svc.cluster.local", ".int.acme-corp.net", ".eu-west-1.compute.internal", ".lan", ".ad.contoso.local"])


@gen("hostshort")
def _hostshort():
    return R.choice(["app", "db", "node", "edge", "batch", "gw", "bastion"]) + R.choice(["-", ""]) + rs(LOWER, 3) + "%02d" % R.randint(1, 99)


@gen("ec2host")
def _ec2host():
    return "ip-10-%d-%d-%d.%s.compute.internal" % (R.randint(0, 255), R.randint(0, 255), R.randint(1, 254), R.choice(["ec2", "eu-west-1", "us-east-2", "ap-south-1"]))


@gen("ip")
def _ip():
    c = R.randrange(3)
    if c == 0:
        return "10.%d.%d.%d" % (R.randint(0, 255), R.randint(0, 255), R.randint(2, 254))
    if c == 1:
        return "172.%d.%d.%d" % (R.randint(16, 31), R.randint(0, 255), R.randint(2, 254))
    return "192.168.%d.%d" % (R.randint(0, 255), R.randint(2, 254))


@gen("pubip")
def _pubip():
    return "%d.%d.%d.%d" % (R.choice([31, 46, 62, 81, 89, 94, 109, 151, 185, 195, 203, 212]), R.randint(0, 255), R.randint(0, 255), R.randint(2, 254))


@gen("ip6")
def _ip6():
    return "fd%s:%s:%s::%s" % (rs(HEX, 2), rs(HEX, 4), rs(HEX, 4), rs(HEX, 4))


@gen("pod")
def _pod():
    return R.choice(["checkout", "payments-api", "auth-svc", "ledger", "notifier", "search-indexer", "orders-worker", "gateway"]) + "-" + rs("bcdfghjklmnpqrstvwxz2456789", 10) + "-" + rs("bcdfghjklmnpqrstvwxz2456789", 5)


@gen("node")
def _node():
    return R.choice(["gke-prod-pool-1-", "aks-nodepool1-", "ip-10-40-", "k8s-worker-"]) + rs(HEX, 8) + "-" + rs(LOWER + string.digits, 4)


@gen("pid")
def _pid():
    return str(R.randint(100000, 4194303))


@gen("mac")
def _mac():
    return ":".join(rs(HEX, 2) for _ in range(6))


@gen("dbname")
def _dbname():
    return R.choice(["billing", "crm", "payroll", "hr", "customers", "ledger"]) + "_" + R.choice(["prod", "live", "main"])


# ------ check-digit generators
def luhn_digit(s):
    tot = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return str((10 - tot % 10) % 10)


def luhn_ok(s):
    s = re.sub(r"\D", "", s)
    return luhn_digit(s[:-1]) == s[-1]


@gen("cardraw")
def _cardraw():
    p = R.choice(["4", "51", "52", "53", "54", "55", "2221", "2720", "34", "37", "6011", "35", "6304"])
    n = 15 if p in ("34", "37") else 16
    body = p + rs(string.digits, n - 1 - len(p))
    return body + luhn_digit(body)


@gen("card")
def _card():
    c = _cardraw()
    sep = R.choice(["", " ", "-", " ", "-"])
    if len(c) == 15:
        return sep.join([c[:4], c[4:10], c[10:]])
    return sep.join([c[i:i + 4] for i in range(0, 16, 4)])


IBAN_SPEC = {"DE": "n18", "GB": "a4n14", "FR": "n23", "NL": "a4n10", "ES": "n20", "IT": "a1n22", "PL": "n24", "BE": "n12", "SE": "n20", "NO": "n11", "AT": "n16", "IE": "a4n14", "PT": "n21", "CH": "n17", "SA": "n22", "AE": "n19", "TR": "n22", "DK": "n14", "FI": "n14", "CZ": "n20"}


def iban_check(cc, bban):
    s = bban + cc + "00"
    num = "".join(str(int(ch, 36)) for ch in s)
    return "%02d" % (98 - int(num) % 97)


def iban_ok(iban):
    s = iban.replace(" ", "")
    s = s[4:] + s[:4]
    return int("".join(str(int(ch, 36)) for ch in s)) % 97 == 1


@gen("iban")
def _iban():
    cc = R.choice(sorted(IBAN_SPEC))
    spec = IBAN_SPEC[cc]
    bban = ""
    for kind, n in re.findall(r"([an])(\d+)", spec):
        bban += rs(string.ascii_uppercase if kind == "a" else string.digits, int(n))
    full = cc + iban_check(cc, bban) + bban
    if R.random() < 0.4:
        return " ".join(full[i:i + 4] for i in range(0, len(full), 4))
    return full


def cn_id():
    region = R.choice(["110105", "310115", "440305", "330106", "510107", "420102", "320102"])
    y, mo, d = R.randint(1955, 2004), R.randint(1, 12), R.randint(1, 28)
    body = region + "%04d%02d%02d" % (y, mo, d) + "%03d" % R.randint(0, 999)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return body + "10X98765432"[sum(int(a) * b for a, b in zip(body, w)) % 11]


def cn_ok(s):
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return "10X98765432"[sum(int(a) * b for a, b in zip(s[:17], w)) % 11] == s[17]


def cpf_digits(d):
    s1 = sum(d[i] * (10 - i) for i in range(9))
    c1 = (s1 * 10) % 11 % 10
    d2 = d + [c1]
    s2 = sum(d2[i] * (11 - i) for i in range(10))
    c2 = (s2 * 10) % 11 % 10
    return c1, c2


def cpf():
    d = [R.randint(0, 9) for _ in range(9)]
    if len(set(d)) == 1:
        d[0] = (d[0] + 1) % 10
    c1, c2 = cpf_digits(d)
    s = "".join(map(str, d + [c1, c2]))
    return R.choice(["%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:]), s])


def cpf_ok(s):
    s = re.sub(r"\D", "", s)
    d = list(map(int, s))
    return cpf_digits(d[:9]) == (d[9], d[10])


VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1], [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1], [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = VD[c][VP[(i + 1) % 8][int(ch)]]
    return str(VINV[c])


def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = VD[c][VP[i % 8][int(ch)]]
    return c == 0


def aadhaar():
    body = str(R.randint(2, 9)) + rs(string.digits, 10)
    s = body + verhoeff_digit(body)
    return R.choice([" ".join([s[:4], s[4:8], s[8:]]), s])


def dni():
    n = R.randint(10000000, 99999999)
    return "%08d%s" % (n, "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23])


def dni_ok(s):
    return "TRWAGMYFPDXBNJZSQVHLCKE"[int(s[:8]) % 23] == s[8]


def pesel():
    y, mo, d = R.randint(1950, 2010), R.randint(1, 12), R.randint(1, 28)
    mm = mo + (20 if y >= 2000 else 0)
    body = "%02d%02d%02d%04d" % (y % 100, mm, d, R.randint(0, 9999))
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return body + str((10 - sum(int(a) * b for a, b in zip(body, w)) % 10) % 10)


def pesel_ok(s):
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3, 1]
    return sum(int(a) * b for a, b in zip(s, w)) % 10 == 0


def personnummer():
    y, mo, d = R.randint(1950, 2005), R.randint(1, 12), R.randint(1, 28)
    body = "%02d%02d%02d%03d" % (y % 100, mo, d, R.randint(0, 999))
    c = luhn_digit(body)
    s = body + c
    return R.choice(["%s-%s" % (s[:6], s[6:]), "%04d%02d%02d-%s" % (y, mo, d, s[6:])])


def pnr_ok(s):
    s = s.replace("-", "")
    s = s[-10:]
    return luhn_ok(s)


def krrrn():
    y, mo, d = R.randint(1960, 2005), R.randint(1, 12), R.randint(1, 28)
    g = R.choice("12") if y < 2000 else R.choice("34")
    body = "%02d%02d%02d%s%05d" % (y % 100, mo, d, g, R.randint(0, 99999))
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * b for a, b in zip(body, w)) % 11) % 10
    s = body + str(c)
    return s[:6] + "-" + s[6:]


def krrrn_ok(s):
    s = s.replace("-", "")
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    return (11 - sum(int(a) * b for a, b in zip(s[:12], w)) % 11) % 10 == int(s[12])


TWMAP = dict(A=10, B=11, C=12, D=13, E=14, F=15, G=16, H=17, I=34, J=18, K=19, L=20, M=21, N=22, O=35, P=23, Q=24, R=25, S=26, T=27, U=28, V=29, W=32, X=30, Y=31, Z=33)


def twid():
    L = R.choice("ABCDEFGHJKLMNPQRSTUVXYWZIO")
    digs = R.choice("12") + rs(string.digits, 7)
    v = TWMAP[L]
    tot = v // 10 + (v % 10) * 9 + sum(int(dd) * w for dd, w in zip(digs, [8, 7, 6, 5, 4, 3, 2, 1]))
    return L + digs + str((10 - tot % 10) % 10)


def twid_ok(s):
    v = TWMAP[s[0]]
    tot = v // 10 + (v % 10) * 9 + sum(int(dd) * w for dd, w in zip(s[1:], [8, 7, 6, 5, 4, 3, 2, 1, 1]))
    return tot % 10 == 0


def zaid():
    y, mo, d = R.randint(1950, 2005), R.randint(1, 12), R.randint(1, 28)
    body = "%02d%02d%02d%04d%d8" % (y % 100, mo, d, R.randint(0, 9999), R.randint(0, 1))
    return body + luhn_digit(body)


CURPCH = "0123456789ABCDEFGHIJKLMN\u00d1OPQRSTUVWXYZ"


def curp():
    y, mo, d = R.randint(1960, 2008), R.randint(1, 12), R.randint(1, 28)
    s = R.choice("BCDFGHJLMNPRSTVZ") + R.choice("AEIOU") + rs("ABCDEFGHIJLMNOPRSTUVZ", 2)
    s += "%02d%02d%02d" % (y % 100, mo, d) + R.choice("HM") + R.choice(["DF", "JC", "NL", "VZ", "PL", "GT", "CH", "SL"])
    s += rs("BCDFGHJKLMNPRSTVXZ", 3) + (R.choice(string.digits) if y < 2000 else R.choice(string.ascii_uppercase))
    tot = sum(CURPCH.index(ch) * (18 - i) for i, ch in enumerate(s))
    return s + str((10 - tot % 10) % 10)


def curp_ok(s):
    tot = sum(CURPCH.index(ch) * (18 - i) for i, ch in enumerate(s[:17]))
    return str((10 - tot % 10) % 10) == s[17]


def bsn():
    while True:
        d = [R.randint(0, 9) for _ in range(8)]
        d[0] = R.randint(1, 9)
        t = sum(x * w for x, w in zip(d, [9, 8, 7, 6, 5, 4, 3, 2]))
        c = t % 11
        if c < 10:
            return "".join(map(str, d)) + str(c)


def bsn_ok(s):
    d = list(map(int, s))
    return (sum(x * w for x, w in zip(d[:8], [9, 8, 7, 6, 5, 4, 3, 2])) - d[8]) % 11 == 0


def nino():
    return R.choice("ABCEGHJKLMNPRSTWXYZ") + R.choice("ABCEGHJKLMNPRSTWXYZ") + rs(string.digits, 6) + R.choice("ABCD")


@gen("nid")
def _nid():
    return R.choice([cn_id, cpf, aadhaar, dni, pesel, personnummer, krrrn, twid, zaid, curp, bsn])()


for _n, _f in [("cnid", cn_id), ("cpf", cpf), ("aadhaar", aadhaar), ("dni", dni), ("pesel", pesel), ("pnr", personnummer), ("rrn", krrrn), ("twid", twid), ("zaid", zaid), ("curp", curp), ("bsn", bsn), ("nino", nino)]:
    G[_n] = _f

PHONES = [
    lambda: "+1 %d%d%d-%d%d%d-%04d" % (R.randint(2, 9), R.randint(0, 9), R.randint(0, 9), R.randint(2, 9), R.randint(0, 9), R.randint(0, 9), R.randint(0, 9999)),
    lambda: "(%d%02d) %d%02d-%04d" % (R.randint(2, 9), R.randint(10, 99), R.randint(2, 9), R.randint(10, 99), R.randint(0, 9999)),
    lambda: "+44 7%03d %06d" % (R.randint(100, 999), R.randint(0, 999999)),
    lambda: "07%03d %06d" % (R.randint(100, 999), R.randint(0, 999999)),
    lambda: "+49 1%d%d %07d" % (R.choice([5, 6, 7]), R.randint(0, 9), R.randint(0, 9999999)),
    lambda: "+33 %d %02d %02d %02d %02d" % (R.choice([6, 7]), R.randint(0, 99), R.randint(0, 99), R.randint(0, 99), R.randint(0, 99)),
    lambda: "+81 90-%04d-%04d" % (R.randint(0, 9999), R.randint(0, 9999)),
    lambda: "090-%04d-%04d" % (R.randint(0, 9999), R.randint(0, 9999)),
    lambda: "+86 1%d%d %04d %04d" % (R.randint(3, 9), R.randint(0, 9), R.randint(0, 9999), R.randint(0, 9999)),
    lambda: "1%d%d%08d" % (R.randint(3, 9), R.randint(0, 9), R.randint(0, 99999999)),
    lambda: "+91 %d%04d %05d" % (R.randint(6, 9), R.randint(0, 9999), R.randint(0, 99999)),
    lambda: "+55 11 9%04d-%04d" % (R.randint(0, 9999), R.randint(0, 9999)),
    lambda: "+7 9%02d %03d-%02d-%02d" % (R.randint(0, 99), R.randint(0, 999), R.randint(0, 99), R.randint(0, 99)),
    lambda: "+34 6%02d %03d %03d" % (R.randint(0, 99), R.randint(0, 999), R.randint(0, 999)),
    lambda: "+39 3%02d %03d %04d" % (R.randint(20, 99), R.randint(0, 999), R.randint(0, 9999)),
    lambda: "+61 4%02d %03d %03d" % (R.randint(0, 99), R.randint(0, 999), R.randint(0, 999)),
    lambda: "010-%04d-%04d" % (R.randint(0, 9999), R.randint(0, 9999)),
    lambda: "+52 55 %04d %04d" % (R.randint(0, 9999), R.randint(0, 9999)),
    lambda: "+27 8%d %03d %04d" % (R.randint(1, 4), R.randint(0, 999), R.randint(0, 9999)),
    lambda: "+234 80%d %03d %04d" % (R.randint(0, 9), R.randint(0, 999), R.randint(0, 9999)),
    lambda: "+62 8%02d-%04d-%04d" % (R.randint(11, 99), R.randint(0, 9999), R.randint(0, 9999)),
    lambda: "+90 5%02d %03d %02d %02d" % (R.randint(30, 59), R.randint(0, 999), R.randint(0, 99), R.randint(0, 99)),
    lambda: "+48 %03d %03d %03d" % (R.randint(500, 899), R.randint(0, 999), R.randint(0, 999)),
    lambda: "+31 6 %04d %04d" % (R.randint(0, 9999), R.randint(0, 9999)),
    lambda: "+46 7%d-%03d %02d %02d" % (R.choice([0, 2, 3, 6]), R.randint(0, 999), R.randint(0, 99), R.randint(0, 99)),
    lambda: "+971 5%d %03d %04d" % (R.choice([0, 2, 5, 6]), R.randint(0, 999), R.randint(0, 9999)),
]


PHONE_BY_CC = {"cn": [8, 9], "br": [11], "in": [10], "es": [13], "pl": [22], "se": [24], "kr": [16], "za": [18], "mx": [17], "nl": [23], "jp": [6, 7], "uk": [2, 3], "tw": [26]}
PHONES.append(lambda: "+886 9%02d %03d %03d" % (R.randint(0, 99), R.randint(0, 999), R.randint(0, 999)))


def _mk_phone(idx):
    return lambda: PHONES[R.choice(idx)]()


for _cc, _idx in PHONE_BY_CC.items():
    G["phone_" + _cc] = _mk_phone(_idx)


@gen("phone")
def _phone():
    return R.choice(PHONES)()


@gen("phoneplain")
def _phoneplain():
    return "+" + R.choice(["4915", "447", "3361", "8190", "8613", "9198", "55119", "7916", "3460", "6141"]) + rs(string.digits, 8)


@gen("dob")
def _dob():
    return "%04d-%02d-%02d" % (R.randint(1950, 2005), R.randint(1, 12), R.randint(1, 28))


@gen("addr")
def _addr():
    return "%d %s %s" % (R.randint(10, 999), R.choice(["Kastanienallee", "Rua Augusta", "Calle Mayor", "Elm Street", "Via Roma", "Ulica Dluga"]), R.choice(["Apt", "Flat", "Unit"]) + str(R.randint(2, 90)))


@gen("tslc")
def _tslc():
    y, mo, d, h, mi, s = _dt()
    return "%02d-%02d %02d:%02d:%02d.%03d" % (mo, d, h, mi, s, R.randint(0, 999))


@gen("tsng")
def _tsng():
    y, mo, d, h, mi, s = _dt()
    return "%04d/%02d/%02d %02d:%02d:%02d" % (y, mo, d, h, mi, s)


@gen("tsap")
def _tsap():
    y, mo, d, h, mi, s = _dt()
    return "%s %s %02d %02d:%02d:%02d.%06d %04d" % (R.choice(["Mon", "Tue", "Wed", "Thu", "Fri"]), MONTHS[mo - 1], d, h, mi, s, R.randint(0, 999999), y)


@gen("tsredis")
def _tsredis():
    y, mo, d, h, mi, s = _dt()
    return "%02d %s %04d %02d:%02d:%02d.%03d" % (d, MONTHS[mo - 1], y, h, mi, s, R.randint(0, 999))


@gen("sshfp")
def _sshfp():
    return "SHA256:" + b64(rbytes(32)).rstrip("=")


@gen("sri")
def _sri():
    return "sha512-" + b64(rbytes(64))


@gen("gosum")
def _gosum():
    return "h1:" + b64(rbytes(32))


@gen("glrt")
def _glrt():
    return "glrt-" + rs(ALNUM + "_-", 20)


@gen("ltai")
def _ltai():
    return "LTAI5t" + rs(ALNUM, 18)


@gen("akid")
def _akid():
    return "AKID" + rs(ALNUM, 32)


@gen("alembic")
def _alembic():
    return rs(HEX, 12)


@gen("cfid")
def _cfid():
    return rs(ALNUM + "-_", 54) + "=="


@gen("sentryid")
def _sentryid():
    return rs(HEX, 32)


@gen("pscmd")
def _pscmd():
    cmd = "$p = ConvertTo-SecureString '%s' -AsPlainText -Force; New-PSDrive -Name Z -PSProvider FileSystem -Root \\\\fs01\\data -Credential (New-Object PSCredential('CORP\\%s',$p))" % (_pw(), _user())
    return b64(cmd.encode("utf-16-le"))


@gen("emailenc")
def _emailenc():
    return _email().replace("@", "%40")


@gen("remember")
def _remember():
    return rs(ALNUM, 60)


@gen("secstamp")
def _secstamp():
    return rs(string.ascii_uppercase + "234567", 32)


@gen("lmempty")
def _lmempty():
    return "aad3b435b51404eeaad3b435b51404ee"


@gen("masked")
def _masked():
    return R.choice(["********", "[FILTERED]", "[REDACTED]", "(redacted)", "<hidden>"])


@gen("javaser")
def _javaser():
    return "0xACED0005737200" + rs("0123456789ABCDEF", 96)


@gen("crid")
def _crid():
    return rs(HEX, 13)


@gen("nodeid")
def _nodeid():
    return "CS_kwDO" + rs(ALNUM, 20)


@gen("stripereq")
def _stripereq():
    return "req_" + rs(ALNUM, 14)


@gen("aspnettid")
def _aspnettid():
    return "0HN" + rs("0123456789ABCDEFGHIJKLMNOPQRSTUV", 10) + ":0000000" + str(R.randint(1, 9))


@gen("passportru")
def _passportru():
    return "%02d %02d %06d" % (R.randint(1, 99), R.randint(0, 30), R.randint(0, 999999))


@gen("cccd")
def _cccd():
    return "0" + "%02d" % R.randint(1, 96) + str(R.randint(0, 3)) + "%02d" % R.randint(0, 99) + rs(string.digits, 6)


LITERALS = {"c28000": "28000", "c42s02": "42S02", "c1045": "1045", "c1146": "1146", "ev4624": "4624", "ev4625": "4625", "ntstatus6d": "0xC000006D", "ntstatus6a": "0xC000006A", "my010055": "MY-010055", "ah00957": "AH00957", "err50126": "50126", "hy000": "HY000"}
for _k, _v in LITERALS.items():
    G[_k] = (lambda v: (lambda: v))(_v)


@gen("rid")
def _rid():
    return str(R.randint(1100, 99999))


# ====================================================================== engine
PH = re.compile("\u00ab(?:([SPKN]):([a-z0-9_]+)(?:@(\\w+))?|=(\\w+))\u00bb")
TEMPLATES = {}


def L(cls, source, tpl):
    TEMPLATES.setdefault(cls, []).append(("line", source, tpl))


def B(cls, source, tpl):
    TEMPLATES.setdefault(cls, []).append(("block", source, tpl))


def W(cls, source, table, cols, cells):
    TEMPLATES.setdefault(cls, []).append(("row", source, (table, cols, cells)))


def expand(tpl, env, labels):
    def sub(m):
        if m.group(4):
            return env[m.group(4)]
        c, g, name = m.group(1), m.group(2), m.group(3)
        v = G[g]()
        if name:
            env[name] = v
        if c != "N":
            labels[c].append(v)
        return v
    return PH.sub(sub, tpl)


def build(t):
    kind, source, body = t
    env = {}
    labels = {"S": [], "P": [], "K": []}
    rec = {"kind": kind}
    if kind == "line":
        rec["text"] = expand(body, env, labels)
    elif kind == "block":
        rec["lines"] = expand(body, env, labels).split("\n")
    else:
        table, cols, cells = body
        row = []
        for c in cells:
            row.append(expand(c, env, labels) if isinstance(c, str) else c)
        rec["table"] = table
        rec["columns"] = list(cols)
        rec["row"] = row
    def dedup(xs):
        out = []
        for x in xs:
            if x not in out:
                out.append(x)
        return out
    rec["secrets"] = dedup(labels["S"])
    rec["private"] = dedup(labels["P"])
    rec["keep"] = dedup(labels["K"])
    return rec


WORD = re.compile(r"[A-Za-z0-9_]")


def haystacks(rec):
    if rec["kind"] == "line":
        return [rec["text"]]
    if rec["kind"] == "block":
        return ["\n".join(rec["lines"])]
    return [json.dumps(c) for c in rec["row"]]


def occurrences(h, v):
    i = h.find(v)
    while i >= 0:
        yield i
        i = h.find(v, i + 1)


def pct_escape_before(h, i):
    return i >= 3 and h[i - 3] == "%" and all(ch in "0123456789ABCDEFabcdef" for ch in h[i - 2:i])


def pct_escape_after(h, j):
    return h[j:j + 1] == "%" and len(h) >= j + 3 and all(ch in "0123456789ABCDEFabcdef" for ch in h[j + 1:j + 3])


def problems(rec, cls):
    errs = []
    hs = haystacks(rec)
    sens = rec["secrets"] + rec["private"]
    keep = rec["keep"]
    if len(set(sens)) != len(sens):
        errs.append("value both secret and private")
    if cls == "clean" and sens:
        errs.append("clean with sensitive values")
    if not keep:
        errs.append("no keep values")
    for v in sens + keep:
        if '"' in v or "\\" in v:
            errs.append("quote/backslash in value %r" % v)
        if not any(v in h for h in hs):
            errs.append("missing %r" % v)
        if rec["kind"] == "row":
            if not v.isascii():
                errs.append("non-ascii row value %r" % v)
            if not any(v in json.dumps(c, ensure_ascii=False) for c in rec["row"]):
                errs.append("missing (non-ascii print) %r" % v)
    for v in sens:
        if len(v) < 6:
            errs.append("short %r" % v)
        for k in keep:
            if v in k or k in v:
                errs.append("overlap %r / %r" % (v, k))
        for w in sens:
            if w != v and v in w:
                errs.append("sensitive inside sensitive %r in %r" % (v, w))
    for h in hs:
        spans = []
        for v in sens:
            for i in occurrences(h, v):
                j = i + len(v)
                spans.append((i, j))
                if WORD.match(v[0]) and i > 0 and WORD.match(h[i - 1]) and not pct_escape_before(h, i):
                    errs.append("glued before %r" % v)
                if WORD.match(v[-1]) and j < len(h) and WORD.match(h[j]) and not pct_escape_after(h, j):
                    errs.append("glued after %r" % v)
                if v[0].isdigit() and i >= 2 and h[i - 1] == "." and h[i - 2].isdigit():
                    errs.append("ip-glued before %r" % v)
                if v[-1].isdigit() and j + 1 < len(h) and h[j] == "." and h[j + 1].isdigit():
                    errs.append("ip-glued after %r" % v)
        for k in keep:
            for i in occurrences(h, k):
                j = i + len(k)
                for a, b in spans:
                    if i < b and a < j:
                        errs.append("keep %r overlaps sensitive span" % k)
    texts = []
    if rec["kind"] == "line":
        texts = [rec["text"]]
    elif rec["kind"] == "row":
        texts = [c for c in rec["row"] if isinstance(c, str)]
    for t in texts:
        t2 = t.strip()
        if (t2.startswith("{") and t2.endswith("}") or (t2.startswith("[") and t2.endswith("]") and rec["kind"] == "row")) and '"' in t2:
            try:
                json.loads(t2)
            except ValueError:
                errs.append("invalid embedded JSON")
    return errs


TARGET = {"clean": 52, "encoded": 60, "hashes": 58, "infra": 66, "key_unusual": 60, "lookalike": 52, "mixed": 62, "no_key": 58, "pii_locale": 62, "positional": 66}

# ====================================================================== templates
# ---------------------------------------------------------------- clean
L("clean", "Spring Boot 3 default console (Logback)", "«K:tsd»  INFO 1 --- [orders] [           main] c.a.orders.OrdersApplication             : Started OrdersApplication in «K:durn» seconds (process running for 9.8)")
L("clean", "Tomcat TomcatWebServer startup (Logback)", "«K:tsl» INFO  [main] o.s.b.w.embedded.tomcat.TomcatWebServer - Tomcat started on port 8080 (http) with context path '/' in «K:dur»")
L("clean", "Go zap production JSON encoder", '{"level":"info","ts":«K:epoch»,"caller":"«K:gopath»","msg":"request completed","method":"GET","path":"/v1/orders","status":«K:status»,"latency":"«K:dur»","trace_id":"«K:trace»"}')
L("clean", "Go log/slog TextHandler", "time=«K:ts» level=INFO msg=\"cache warmed\" entries=«K:num» duration=«K:dur» build=«K:sha7»")
L("clean", "uvicorn access log", "INFO:     127.0.0.1:«N:port» - \"GET /healthz HTTP/1.1\" «K:status» OK")
L("clean", "PostgreSQL checkpoint log (log_checkpoints, %m [%p])", "«K:tsd» UTC [«N:pidsmall»] LOG:  checkpoint complete: wrote «N:num» buffers (0.4%); 0 WAL file(s) added, 0 removed, 2 recycled; write=«K:durn» s, sync=0.004 s, total=«K:durn» s")
L("clean", "Apache Kafka broker server.log (log4j)", "[«K:tsl»] INFO [GroupCoordinator 1]: Stabilized group orders-consumer generation «N:rid» (__consumer_offsets-17) with 3 members (kafka.coordinator.group.GroupCoordinator)")
L("clean", "GitHub Actions runner step log", "«K:tsus» ##[group]Run actions/checkout@«K:sha»")
L("clean", "Rust tracing-subscriber fmt", "«K:tsus»  INFO request{method=GET uri=/v1/orders version=HTTP/1.1}: tower_http::trace::on_response: finished processing request latency=«K:dur» status=«K:status»")
L("clean", "Celery worker task log", "[«K:tsl»: INFO/ForkPoolWorker-3] Task app.tasks.billing.reconcile[«K:uuid»] succeeded in «K:durn»s: None")
B("clean", "MySQL slow query log (no User@Host)", "# Time: «K:tsus»\n# Query_time: «K:durn»  Lock_time: 0.000012 Rows_sent: 1  Rows_examined: «K:num»\nSET timestamp=1760000000;\nSELECT COUNT(*) FROM orders WHERE status = 'PAID';")
L("clean", "Cassandra system.log (logback)", "INFO  [CompactionExecutor:4] «K:tsl» CompactionTask.java:255 - Compacted («K:uuid») 4 sstables to [/var/lib/cassandra/data/shop/orders-«K:md5»/nb-1841-big,] to level=0. «K:metric»")
L("clean", "ClickHouse server log", "«K:tsd» [ «N:pidsmall» ] {«K:uuid»} <Debug> executeQuery: Read «N:num» rows, 12.31 MiB in «K:durn» sec., «K:metric»")
L("clean", "Android logcat threadtime", "«K:tslc»  «N:pidsmall»  «N:pidsmall» I ActivityManager: Displayed com.acme.shop/.checkout.CheckoutActivity: +«K:ms»ms")
B("clean", "OpenJDK 17 exception stack trace (captured locally with java T.java)", "java.lang.NumberFormatException: For input string: \"x9\"\n\tat java.base/java.lang.NumberFormatException.forInputString(NumberFormatException.java:67)\n\tat java.base/java.lang.Integer.parseInt(Integer.java:668)\n\tat com.acme.billing.InvoiceParser.parse(«K:jfile»)\n\tat com.acme.billing.InvoiceService.load(«K:jfile»)")
L("clean", "Python logging basicConfig with %(process)d (captured locally)", "«K:tsl» WARNING app.billing [«N:pidsmall»] retry 2/5 for invoice batch after «K:dur» (trace «K:trace»)")
L("clean", "Elixir Logger default console", "«K:tsd» [info] GET /api/orders Sent «K:status» in «K:dur» request_id=«K:ksuid»")
L("clean", "Terraform apply output", "aws_sqs_queue.orders_dlq: Modifications complete after «K:dur» [id=https://sqs.eu-west-1.amazonaws.com/orders-dlq] «K:ver»")
W("clean", "Flyway flyway_schema_history table", "flyway_schema_history", ["installed_rank", "version", "description", "type", "script", "checksum", "installed_on", "execution_time", "success"], [17, "«K:ver»", "add invoice index", "SQL", "V17__add_invoice_index.sql", "«K:num»", "«K:tsd»", 241, True])
W("clean", "Django django_migrations table", "django_migrations", ["id", "app", "name", "applied"], [88, "billing", "0042_invoice_due_date", "«K:tsus»"])
W("clean", "Prometheus query result row (metrics exporter)", "http_request_duration_seconds", ["le", "handler", "status", "value", "timestamp"], ["0.25", "/v1/orders", "«K:status»", "«K:durn»", "«K:epoch»"])

# ---------------------------------------------------------------- encoded
L("encoded", "Serilog CLEF with JSON-in-JSON property", r'{"@t":"«K:ts»","@mt":"Outgoing request {Body}","@l":"Debug","Body":"{\"grant_type\":\"password\",\"username\":\"«P:email»\",\"password\":\"«S:pw»\"}","TraceId":"«K:trace»","SpanId":"«K:span»"}')
L("encoded", "requests-oauthlib debug (Python dict repr)", "«K:tsl» DEBUG requests_oauthlib.oauth2_session Token request body: {'grant_type': 'refresh_token', 'client_id': 'web-portal', 'client_secret': '«S:b62»', 'refresh_token': '«S:refresh»'} trace=«K:trace»")
B("encoded", "Rails 7 request log with Ruby hash Parameters", "Started POST \"/users/sign_in\" for «P:pubip» at «K:tsd» +0000\nProcessing by Users::SessionsController#create as HTML\n  Parameters: {\"authenticity_token\"=>\"«S:b64tok»\", \"user\"=>{\"email\"=>\"«P:email»\", \"password\"=>\"«S:pw»\", \"remember_me\"=>\"1\"}, \"commit\"=>\"Log in\"}\nCompleted 302 Found in «K:dur» (ActiveRecord: 3.1ms | Allocations: 4120)")
L("encoded", "Werkzeug debug form body (application/x-www-form-urlencoded)", "«K:tsl» DEBUG werkzeug: POST /oauth/token body=grant_type=password&username=«P:emailenc»&password=«S:pwenc»&client_id=mobile-ios status=«K:status»")
L("encoded", "nginx combined log with percent-encoded nested redirect", "«P:ip» - - [«K:tsclf»] \"GET /sso/continue?next=https%3A%2F%2Fportal.example.com%2Fcb%3Faccess_token%3D«S:hex40»%26expires_in%3D3600 HTTP/1.1\" «K:status» 0 \"-\" \"Mozilla/5.0\"")
B("encoded", "curl -v request dump with Basic auth", "> POST /api/v2/export HTTP/1.1\n> Host: «P:host»\n> Authorization: Basic «S:basic»\n> User-Agent: curl/8.5.0\n< HTTP/1.1 «K:status» \n< X-Request-Id: «K:uuid»")
B("encoded", "kubectl get secret -o yaml", "apiVersion: v1\ndata:\n  password: «S:k8ssecret»\n  username: «S:k8ssecret»\nkind: Secret\nmetadata:\n  name: db-credentials\n  namespace: payments\n  resourceVersion: \"«K:num»\"\n  uid: «K:k8suid»\ntype: Opaque")
L("encoded", "Docker config.json auths dump in CI debug", '{"auths":{"registry.corp.example":{"auth":"«S:dockerauth»"}},"credsStore":"","currentContext":"default","build":"«K:sha7»"}')
L("encoded", "Postfix smtpd debug_peer AUTH PLAIN", "«K:tss» «P:hostshort» postfix/smtpd[«P:pid»]: < unknown[«P:ip»]: AUTH PLAIN «S:saslplain»")
L("encoded", "HAR entry cookie header (JSON)", '{"name":"Cookie","value":"theme=dark; session=«S:jwt»; _ga=GA1.2.1","startedDateTime":"«K:ts»","x-request-id":"«K:uuid»"}')
B("encoded", "ASP.NET Core HttpLoggingMiddleware request", "info: Microsoft.AspNetCore.HttpLogging.HttpLoggingMiddleware[1]\n      Request:\n      Protocol: HTTP/1.1\n      Method: POST\n      Path: /api/reports\n      Authorization: Basic «S:basic»\n      traceparent: «K:traceparent»")
L("encoded", "Windows 4688 process creation with PowerShell -EncodedCommand", "«K:ts» EventID=4688 NewProcessName=C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe CommandLine=powershell.exe -NoProfile -EncodedCommand «S:pscmd» SubjectUserName=«P:user»")
L("encoded", "http.client debuglevel send/reply (Python urllib)", "send: b'POST /v1/token HTTP/1.1\\r\\nHost: «P:host»\\r\\nAuthorization: Bearer «S:jwt»\\r\\nContent-Length: 0\\r\\n\\r\\n' reply: 'HTTP/1.1 «K:status» OK\\r\\n' «K:reqid»")
L("encoded", "Apollo Server GraphQL request log (variables as JSON string)", r'{"level":"debug","time":«K:epochms»,"msg":"graphql request","operationName":"ResetPassword","variables":"{\"token\":\"«S:hex40»\",\"newPassword\":\"«S:pw»\"}","requestId":"«K:uuid»"}')
L("encoded", "MongoDB 7 structured JSON log (slow update)", '{"t":{"$date":"«K:ts»"},"s":"I","c":"COMMAND","id":51803,"ctx":"conn4412","msg":"Slow query","attr":{"type":"update","ns":"app.users","command":{"q":{"email":"«P:email»"},"u":{"$set":{"resetToken":"«S:hex40»"}}},"durationMillis":«K:ms»}}')
W("encoded", "Django django_session table", "django_session", ["session_key", "session_data", "expire_date"], ["«S:phpsess»", "«S:b64tok»:1u" + "«N:otpseed»", "«K:tsus»"])
W("encoded", "Airflow connection table (extra JSON-in-JSON)", "connection", ["id", "conn_id", "conn_type", "host", "login", "password", "extra", "is_encrypted"], [41, "gcp_bq", "google_cloud_platform", None, None, None, r'{"keyfile_dict": "{\"type\": \"service_account\", \"private_key_id\": \"«S:hex40»\", \"client_email\": \"etl@proj.iam.gserviceaccount.com\"}", "project": "«K:sha7»"}', False])
W("encoded", "Laravel jobs table (serialized command payload)", "jobs", ["id", "queue", "payload", "attempts", "created_at"], [9912, "mail", r'{"uuid":"«K:uuid»","displayName":"App\\Jobs\\SendPasswordReset","data":{"command":"O:25:\"App\\Jobs\\SendPasswordReset\":2:{s:5:\"email\";s:30:\"«P:email»\";s:5:\"token\";s:64:\"«S:hex64»\";}"}}', 0, "«K:epochms»"])
W("encoded", "Grafana user_auth table (encrypted OAuth tokens)", "user_auth", ["id", "user_id", "auth_module", "auth_id", "o_auth_access_token", "o_auth_refresh_token", "o_auth_expiry"], [7, 12, "oauth_generic_oauth", "«P:email»", "«S:azkey»", "«S:azkey»", "«K:tsd»"])
W("encoded", "Spring Session JDBC SPRING_SESSION_ATTRIBUTES (hex blob)", "SPRING_SESSION_ATTRIBUTES", ["SESSION_PRIMARY_ID", "ATTRIBUTE_NAME", "ATTRIBUTE_BYTES"], ["«K:uuid»", "SPRING_SECURITY_CONTEXT", "«S:javaser»"])
W("encoded", "Sidekiq retry set entry (Redis ZSET, JSON job)", "sidekiq:retry", ["score", "member"], ["«K:epoch»", r'{"class":"WebhookDeliveryJob","args":["https://hooks.partner.example/in?key=«S:apikey»&tenant=44"],"jid":"«K:jobid»","error_message":"execution expired","retry_count":3}'])

# ---------------------------------------------------------------- hashes
W("hashes", "MySQL 8 mysql.user (caching_sha2_password)", "mysql.user", ["Host", "User", "plugin", "authentication_string", "password_last_changed", "account_locked"], ["10.%", "«P:svcuser»", "caching_sha2_password", "«S:cachingsha2»", "«K:tsd»", "N"])
W("hashes", "MariaDB mysql.user (mysql_native_password)", "mysql.user", ["Host", "User", "Password", "plugin", "max_connections", "password_last_changed"], ["«P:ip»", "«P:svcuser»", "«S:mysqlnative»", "mysql_native_password", 0, "«K:tsd»"])
W("hashes", "Django auth_user table", "auth_user", ["id", "password", "last_login", "is_superuser", "username", "first_name", "last_name", "email", "date_joined"], [311, "«S:django»", "«K:tsus»", False, "«P:user»", "Kai", "Lee", "«P:email»", "«K:tsus»"])
W("hashes", "Django auth_user table (Argon2PasswordHasher)", "auth_user", ["id", "password", "last_login", "username", "email", "is_staff"], [12, "«S:djargon»", "«K:tsus»", "«P:user»", "«P:email»", True])
W("hashes", "PostgreSQL pg_authid", "pg_authid", ["oid", "rolname", "rolsuper", "rolcanlogin", "rolpassword", "rolvaliduntil"], [16391, "«P:svcuser»", False, True, "«S:scram»", "«K:tsus»"])
W("hashes", "PostgreSQL pg_shadow (legacy md5)", "pg_shadow", ["usename", "usesysid", "passwd", "valuntil"], ["«P:svcuser»", 16402, "«S:pgmd5»", "«K:tsus»"])
B("hashes", "shadow(5) entries (getent shadow)", "# getent shadow collected «K:ts» by audit job «K:uuid»\n«P:user»:«S:sha512crypt»:19812:0:99999:7:::\n«P:user»:«S:yescrypt»:20104:0:99999:7:::\nsshd:*:19500:0:99999:7:::")
W("hashes", "Drupal users_field_data", "users_field_data", ["uid", "langcode", "name", "pass", "mail", "status", "created", "access"], [57, "en", "«P:user»", "«S:drupal»", "«P:email»", 1, "«K:epochms»", 0])
W("hashes", "WordPress wp_users", "wp_users", ["ID", "user_login", "user_pass", "user_nicename", "user_email", "user_registered", "display_name"], [4, "«P:user»", "«S:phpass»", "editor", "«P:email»", "«K:tsd»", "«P:name»"])
W("hashes", "Keycloak CREDENTIAL table (pbkdf2-sha512)", "CREDENTIAL", ["ID", "TYPE", "USER_ID", "CREATED_DATE", "SECRET_DATA", "CREDENTIAL_DATA", "PRIORITY"], ["«K:uuid»", "password", "«K:uuid»", "«K:epochms»", '{"value":"«S:kcvalue»","salt":"«S:kcsalt»","additionalParameters":{}}', '{"hashIterations":210000,"algorithm":"pbkdf2-sha512","additionalParameters":{}}', 10])
B("hashes", "ldapsearch LDIF output (OpenLDAP)", "# extended LDIF\ndn: uid=«P:user»,ou=people,dc=corp,dc=example\nobjectClass: inetOrgPerson\nmail: «P:email»\nuserPassword: «S:ssha»\nmodifyTimestamp: 20260114093512Z\nentryUUID: «K:uuid»")
W("hashes", "Gitea user table (pbkdf2 hex + salt)", "user", ["id", "lower_name", "email", "passwd", "passwd_hash_algo", "salt", "created_unix"], [23, "«P:user»", "«P:email»", "«S:hex64»", "pbkdf2$50000$50", "«S:b62»", "«K:epochms»"])
W("hashes", "ASP.NET Core Identity AspNetUsers", "AspNetUsers", ["Id", "UserName", "NormalizedEmail", "PasswordHash", "SecurityStamp", "ConcurrencyStamp", "LockoutEnabled"], ["«K:uuid»", "«P:email»", "«P:email»", "«S:aspnetid»", "«S:secstamp»", "«K:uuid»", True])
W("hashes", "Atlassian cwd_user (PKCS5S2)", "cwd_user", ["id", "user_name", "display_name", "email_address", "credential", "directory_id", "updated_date"], [10201, "«P:user»", "«P:name»", "«P:email»", "«S:pkcs5s2»", 1, "«K:tsd»"])
W("hashes", "Flask app users table (Werkzeug generate_password_hash)", "users", ["id", "email", "password_hash", "created_at"], [902, "«P:email»", "«S:werkzeug»", "«K:tsus»"])
W("hashes", "Grafana user table", "user", ["id", "login", "email", "name", "password", "salt", "rands", "is_admin", "updated"], [3, "«P:user»", "«P:email»", "«P:name»", "«S:grafhash»", "«S:pwa»", "«S:pwa»", False, "«K:tsd»"])
W("hashes", "SQL Server sys.sql_logins", "sys.sql_logins", ["name", "principal_id", "password_hash", "is_policy_checked", "modify_date"], ["«P:svcuser»", 271, "«S:mssql»", True, "«K:tsd»"])
W("hashes", "Oracle SYS.USER$ spare4", "SYS.USER$", ["NAME", "USER#", "SPARE4", "PTIME"], ["«P:svcuser»", 112, "«S:oracle12»", "«K:tsd»"])
B("hashes", "impacket secretsdump NTDS output", "[*] Dumping Domain Credentials (domain\\uid:rid:lmhash:nthash)\nCORP\\«P:user»:1104:«K:lmempty»:«S:ntlm»:::\nCORP\\«P:user»:1187:«=k1»:«S:ntlm»:::".replace("«=k1»", "aad3b435b51404eeaad3b435b51404ee"))
W("hashes", "Nextcloud oc_users (argon2id, version prefix)", "oc_users", ["uid", "displayname", "password", "uid_lower", "lastLogin"], ["«P:user@u»", "«P:name»", "3|«S:argon2»", "«=u»", "«K:epochms»"])
B("hashes", "Apache htpasswd file (bcrypt)", "# managed by ansible, rev «K:sha»\n«P:user»:«S:bcrypt»\n«P:user»:«S:md5crypt»")
W("hashes", "Laravel users table (bcrypt + remember_token)", "users", ["id", "name", "email", "email_verified_at", "password", "remember_token", "created_at"], [71, "«P:name»", "«P:email»", "«K:tsd»", "«S:bcrypt»", "«S:remember»", "«K:tsd»"])
L("hashes", "PostgreSQL log_statement=ddl (ALTER ROLE with SCRAM verifier)", "«K:tsd» UTC [«P:pid»] postgres@«N:dbname» LOG:  statement: ALTER ROLE «P:svcuser» PASSWORD '«S:scram»'")
B("hashes", "MariaDB client \\G output (captured locally, throwaway db)", "*************************** 1. row ***************************\n                 Host: «P:ip»\n                 User: «P:svcuser»\nauthentication_string: «S:mysqlnative»\n               plugin: mysql_native_password\n1 row in set («K:durn» sec)")
W("hashes", "Mosquitto password_file (PBKDF2-SHA512)", "mosquitto_passwd", ["line", "mtime"], ["«P:user»:$7$101$" + "«S:kcsalt»", "«K:tsd»"])
W("hashes", "Authelia users_database.yml (argon2id)", "authelia_users", ["username", "displayname", "password", "email", "groups", "updated"], ["«P:user»", "«P:name»", "«S:argon2»", "«P:email»", '["admins","dev"]', "«K:ts»"])
W("hashes", "Passlib scrypt hashes in app user store", "accounts", ["account_id", "login", "pw_hash", "pw_changed"], ["«K:uuid»", "«P:email»", "«S:scrypt»", "«K:tsd»"])
W("hashes", "Linux /etc/shadow in config management (sha256crypt)", "cm_managed_users", ["node", "user", "hash", "rev"], ["«P:hostshort»", "«P:user»", "«S:sha256crypt»", "«K:sha»"])
L("hashes", "Samba smbpasswd entry", "«P:user»:1003:XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX:«S:ntlm»:[U          ]:LCT-«K:num»:")
W("hashes", "Jenkins users config.xml (jbcrypt)", "jenkins_user_config", ["user_id", "fullName", "passwordHash", "lastGrantedAuthoritiesChanged"], ["«P:user»", "«P:name»", "#jbcrypt:«S:bcrypt»", "«K:epochms»"])

# ---------------------------------------------------------------- infra
L("infra", "RFC 3164 syslog sshd", "«K:tss» «P:hostshort» sshd[«P:pid»]: Accepted publickey for «P:user» from «P:ip» port «N:port» ssh2: ED25519 «K:sshfp»")
L("infra", "RFC 5424 syslog sudo", "<86>1 «K:ts» «P:host» sudo «P:pid» - - «P:user@u» : TTY=pts/2 ; PWD=/home/«=u» ; USER=root ; COMMAND=/usr/bin/systemctl restart nginx.service")
L("infra", "journalctl -o short-iso", "«K:ts» «P:hostshort» kernel: Out of memory: Killed process «P:pid» (java) total-vm:«N:num»kB, anon-rss:«N:num»kB, UID:1001 pgtables:«N:rid»kB oom_score_adj:0")
L("infra", "journalctl -o json", '{"__REALTIME_TIMESTAMP":"«K:epochms»000","_HOSTNAME":"«P:host»","_PID":"«P:pid»","_SYSTEMD_UNIT":"postgresql@16-main.service","PRIORITY":"3","MESSAGE":"could not connect to «P:ip»:5432","_BOOT_ID":"«K:md5»"}')
B("infra", "kubectl describe pod", "Name:             «P:pod»\nNamespace:        payments\nPriority:         0\nNode:             «P:node»/«P:ip»\nStart Time:       Tue, 03 Feb 2026 10:12:44 +0000\nStatus:           Running\nIP:               «P:ip»\nControlled By:    ReplicaSet/payments-api-7d9c\nContainers:\n  api:\n    Container ID:   containerd://«K:sha256»\n    Image:          registry.example.com/payments-api:«K:ver»\n    Image ID:       registry.example.com/payments-api@«K:digest»\n    Last State:     Terminated\n      Reason:       «K:errc»\n      Exit Code:    137")
B("infra", "kubectl get pods -o wide", "NAME                          READY   STATUS             RESTARTS      AGE   IP            NODE\n«P:pod»   1/1     Running            0             3d    «P:ip»   «P:node»\n«P:pod»   0/1     «K:errc»   14 (2m ago)   41m   «P:ip»   «P:node»")
L("infra", "klog (kubelet) structured message", "«K:tsk»    «N:pidsmall» «K:gopath»] \"Killing container with a grace period\" pod=\"payments/«P:pod»\" podUID=\"«K:k8suid»\" containerName=\"api\" gracePeriod=30")
L("infra", "Kubernetes API server audit event (audit.k8s.io/v1)", '{"kind":"Event","apiVersion":"audit.k8s.io/v1","level":"Metadata","auditID":"«K:uuid»","stage":"ResponseComplete","requestURI":"/api/v1/namespaces/prod/pods/«P:pod»/exec","verb":"create","user":{"username":"«P:email»","groups":["system:authenticated"]},"sourceIPs":["«P:ip»"],"responseStatus":{"code":«K:status»}}')
L("infra", "Envoy default access log format", "[«K:ts»] \"GET /v1/orders HTTP/1.1\" 503 UF 0 91 «K:ms» - \"«P:ip»\" \"okhttp/4.12.0\" \"«K:uuid»\" \"orders.internal\" \"«P:ip»:8080\"")
L("infra", "nginx error log (upstream connect failed)", "«K:tsng» [error] 31#31: *«N:num» connect() failed (111: Connection refused) while connecting to upstream, client: «P:ip», server: api.example.com, request: \"POST /v1/pay HTTP/1.1\", upstream: \"http://«P:ip»:8080/v1/pay\", host: \"api.example.com\"")
L("infra", "HAProxy option httplog", "«K:tss» «P:hostshort» haproxy[«P:pid»]: «P:ip»:«N:port» [«K:tshap»] fe_https~ be_api/«P:hostshort» 0/0/1/«K:ms»/«N:ms» «K:status» 1843 - - ---- 212/198/14/3/0 0/0 \"GET /v2/catalog HTTP/1.1\"")
L("infra", "Traefik JSON access log", '{"ClientHost":"«P:ip»","DownstreamStatus":«K:status»,"Duration":«N:num»,"RequestMethod":"GET","RequestPath":"/api/v1/cart","ServiceAddr":"«P:ip»:8080","ServiceName":"cart@kubernetes","StartUTC":"«K:ts»","request_X-Request-Id":"«K:uuid»"}')
L("infra", "Caddy JSON error log", '{"level":"error","ts":«K:epoch»,"logger":"http.log.error","msg":"dial tcp «P:ip»:9000: connect: connection refused","request":{"remote_ip":"«P:ip»","proto":"HTTP/2.0","method":"GET","host":"shop.example.com","uri":"/"},"duration":«K:durn»,"status":502}')
L("infra", "Apache httpd error log (mod_proxy)", "[«K:tsap»] [proxy:error] [pid «P:pid»:tid «N:num»] (111)Connection refused: «K:ah00957»: http: attempt to connect to «P:ip»:8080 («P:host»:8080) failed")
L("infra", "PostgreSQL connection log (%m [%p] %q%u@%d)", "«K:tsd» UTC [«P:pid»] «P:svcuser@u»@orders LOG:  connection authorized: user=«=u» database=orders application_name=pgbouncer SSL enabled (protocol=TLSv1.3)")
L("infra", "MySQL 8 error log", "«K:tsus» «N:pidsmall» [Warning] [«K:my010055»] [Server] IP address '«P:ip»' could not be resolved: Name or service not known")
L("infra", "Redis server log (replication)", "«N:pidsmall»:M «K:tsredis» * Replica «P:ip»:6379 asks for synchronization")
L("infra", "Apache Kafka controller log", "[«K:tsl»] INFO [Controller id=1] Newly added brokers: 4, all live brokers: 1,2,3,4 (endpoints PLAINTEXT://«P:host»:9092) (kafka.controller.KafkaController)")
L("infra", "RabbitMQ 3.13 log", "«K:tsus» [info] <0.4412.0> accepting AMQP connection «P:ip»:«N:port» -> «P:ip»:5672")
L("infra", "NATS server log", "[«P:pid»] «K:tsng».«N:ms» [INF] «P:ip»:«N:port» - cid:«N:rid» - Client connection created")
B("infra", "Windows Security 4624 (rendered text)", "An account was successfully logged on.\nSubject:\n\tSecurity ID:\t\tSYSTEM\n\tLogon ID:\t\t0x3E7\nNew Logon:\n\tAccount Name:\t\t«P:user»\n\tAccount Domain:\t\tCORP\n\tLogon ID:\t\t0x«N:rid»A1\nNetwork Information:\n\tWorkstation Name:\t«P:hostshort»\n\tSource Network Address:\t«P:ip»\n\tSource Port:\t\t«N:port»\nEvent ID: «K:rid»".replace("Event ID: «K:rid»", "EventID: «K:ev4624» Correlation: «K:correl»"))
B("infra", "Android logcat crash (OkHttp)", "«K:tslc» «N:pidsmall» «N:pidsmall» E AndroidRuntime: FATAL EXCEPTION: OkHttp Dispatcher\n«K:tslc» «N:pidsmall» «N:pidsmall» E AndroidRuntime: java.net.ConnectException: Failed to connect to /«P:ip»:8443\n«K:tslc» «N:pidsmall» «N:pidsmall» E AndroidRuntime: \tat okhttp3.internal.connection.RealConnection.connectSocket(RealConnection.kt:297)")
B("infra", "Node.js unhandled error stack (captured locally)", "node:internal/process/promises:289\nError: connect «K:errc» «P:ip»:5432\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1607:16) {\n  errno: -111,\n  address: '«P:ip»',\n  port: 5432\n}")
L("infra", "Docker daemon (dockerd) logrus text", "time=\"«K:ts»\" level=error msg=\"Handler for POST /v1.45/containers/«K:sha256»/start returned error: driver failed programming external connectivity on endpoint web («K:sha256»): listen tcp4 «P:ip»:443: bind: address already in use\"")
W("infra", "PostgreSQL pg_stat_activity", "pg_stat_activity", ["datname", "pid", "usename", "application_name", "client_addr", "client_hostname", "backend_start", "state", "wait_event", "query"], ["orders", "«P:pid»", "«P:svcuser»", "psql", "«P:ip»", "«P:host»", "«K:tsus»", "idle in transaction", "ClientRead", "SELECT * FROM orders WHERE id = $1"])
W("infra", "MySQL information_schema.PROCESSLIST", "information_schema.PROCESSLIST", ["ID", "USER", "HOST", "DB", "COMMAND", "TIME", "STATE", "INFO"], [88123, "«P:svcuser»", "«P:ip»:«N:port»", "shop", "Query", 41, "Sending data", "SELECT sku FROM «K:table» WHERE qty < 0"])
W("infra", "Zabbix interface table", "interface", ["interfaceid", "hostid", "main", "type", "useip", "ip", "dns", "port", "lastaccess"], [231, 10561, 1, 1, 1, "«P:ip»", "«P:host»", "10050", "«K:epochms»"])
W("infra", "ServiceNow cmdb_ci_server export", "cmdb_ci_server", ["sys_id", "name", "ip_address", "fqdn", "os", "sys_updated_on"], ["«K:md5»", "«P:hostshort»", "«P:ip»", "«P:host»", "Red Hat Enterprise Linux 9.4", "«K:tsd»"])
L("infra", "GCP Cloud Logging LogEntry (k8s_container)", '{"insertId":"«K:ksuid»","jsonPayload":{"message":"upstream timeout","upstream":"«P:ip»:7000"},"resource":{"type":"k8s_container","labels":{"pod_name":"«P:pod»","namespace_name":"search","cluster_name":"prod-eu","container_name":"indexer"}},"timestamp":"«K:ts»","severity":"ERROR","trace":"projects/acme-prod/traces/«K:trace»"}')
L("infra", "Ruby Sidekiq server log (pid/tid)", "«K:ts» pid=«P:pid» tid=«N:ksuid» class=ReindexJob jid=«K:jobid» elapsed=«K:durn» INFO: done")
L("infra", "PHP-FPM slow log header", "[«K:tsng»] [pool www] pid «P:pid»\nscript_filename = /var/www/html/index.php".replace("\n", " "))
L("infra", "Consul agent log (hclog)", "«K:ts» [WARN]  agent: Check is now critical: check=service:payments-api node=«P:node» address=«P:ip»:8080 trace=«K:trace»")
L("infra", "Azure Activity Log (callerIpAddress)", '{"time":"«K:ts»","resourceId":"/SUBSCRIPTIONS/«K:uuid»/RESOURCEGROUPS/PROD-RG/PROVIDERS/MICROSOFT.COMPUTE/VIRTUALMACHINES/VM-BATCH-07","operationName":"MICROSOFT.COMPUTE/VIRTUALMACHINES/RESTART/ACTION","category":"Administrative","resultType":"Success","callerIpAddress":"«P:pubip»","correlationId":"«K:uuid»","identity":{"claims":{"name":"«P:email»"}}}')
L("infra", "systemd coredump journal message", "«K:tss» «P:hostshort» systemd-coredump[«P:pid»]: Process «P:pid» (envoy) of user 101 dumped core. Module «K:sha» with build-id «K:sha»")

# ---------------------------------------------------------------- key_unusual
L("key_unusual", "nginx combined log (OAuth 2.0 authorization-code callback)", "«P:ip» - - [«K:tsclf»] \"GET /auth/callback?code=«S:oauthcode»&state=«S:oauthstate»&session_state=«K:uuid» HTTP/2.0\" «K:status» 0 \"https://login.example.com/\" \"Mozilla/5.0\"")
L("key_unusual", "Monolog LineFormatter (French keys)", "[«K:tsd»] app.ERROR: Échec de connexion {\"identifiant\":\"«P:user»\",\"mot_de_passe\":\"«S:pw»\",\"adresse_ip\":\"«P:ip»\"} {\"request_id\":\"«K:uuid»\"}")
L("key_unusual", "Laravel log (Spanish keys)", "[«K:tsd»] production.WARNING: Intento de acceso fallido {\"usuario\":\"«P:user»\",\"contraseña\":\"«S:pw»\",\"cédula\":\"«P:cpf»\"} trace=«K:trace»")
L("key_unusual", "logrus text formatter (German keys)", "time=\"«K:ts»\" level=warning msg=\"Anmeldung fehlgeschlagen\" benutzer=«P:user» kennwort=«S:pw» personalausweis=«P:bsn» caller=«K:gopath»")
L("key_unusual", "winston JSON (Portuguese keys)", '{"level":"error","message":"falha na autenticação","usuario":"«P:email»","senha":"«S:pw»","cpf":"«P:cpf»","timestamp":"«K:ts»","traceId":"«K:trace»"}')
L("key_unusual", "Python logging JSON (Dutch/Polish/Turkish keys)", '{"asctime":"«K:tsl»","levelname":"WARNING","name":"legacy.sync","message":"import mislukt","wachtwoord":"«S:pw»","haslo":"«S:pw»","sifre":"«S:pw»","pesel":"«P:pesel»","duration":"«K:dur»"}')
L("key_unusual", "Go zap JSON (Russian/Chinese/Japanese/Korean keys)", '{"level":"warn","ts":«K:epoch»,"caller":"«K:gopath»","msg":"legacy import","пароль":"«S:pw»","密码":"«S:pw»","パスワード":"«S:pw»","비밀번호":"«S:pw»","身份证号":"«P:cnid»"}')
L("key_unusual", "pino JSON (Scandinavian/Finnish/Czech keys)", '{"level":40,"time":«K:epochms»,"pid":«N:pidsmall»,"hostname":"«P:hostshort»","msg":"import feilet","passord":"«S:pw»","lösenord":"«S:pw»","salasana":"«S:pw»","heslo":"«S:pw»","personnummer":"«P:pnr»","reqId":"«K:ulid»"}')
L("key_unusual", "Django log with TOTP enrolment (otpauth URI)", "«K:tsl» INFO accounts.mfa enrolled device uri=otpauth://totp/Acme:«P:email»?secret=«S:otpseed»&issuer=Acme&digits=6 request=«K:uuid»")
L("key_unusual", "Keycloak event-listener log (OTP code)", "«K:tsl» DEBUG [org.keycloak.authentication] (executor-thread-12) otp=«S:otp» totp_secret=«S:otpseed» userId=«K:uuid» realm=employees")
L("key_unusual", "Azure Blob storage access URL with SAS sig", "«K:ts» INFO azure.core.pipeline GET https://acmeprodlogs.blob.core.windows.net/exports/report.csv?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2026-12-31T00:00:00Z&sig=«S:azsas» status=«K:status» x-ms-request-id=«K:uuid»")
L("key_unusual", "Twilio webhook request log (sid and auth sig)", "«K:ts» POST /twilio/voice AccountSid=AC«N:hex32» CallSid=CA«N:hex32» X-Twilio-Signature=«S:sig» status=«K:status» dur=«K:dur»")
L("key_unusual", "PHP application access log (sid query param)", "«P:ip» - - [«K:tsclf»] \"GET /index.php?module=dashboard&sid=«S:sid» HTTP/1.1\" «K:status» 5120")
W("key_unusual", "GitLab user two-factor recovery codes (JSON column)", "user_two_factor_settings", ["user_id", "otp_secret", "otp_backup_codes", "otp_required_for_login", "updated_at"], [5521, "«S:otpseed»", '["«S:recov»","«S:recov»","«S:recov»","«S:recov»"]', True, "«K:tsd»"])
W("key_unusual", "Keycloak COMPONENT_CONFIG (LDAP bindCredential)", "COMPONENT_CONFIG", ["ID", "COMPONENT_ID", "NAME", "VALUE"], ["«K:uuid»", "«K:uuid»", "bindCredential", "«S:pw»"])
W("key_unusual", "WordPress wp_options (mailserver_pass)", "wp_options", ["option_id", "option_name", "option_value", "autoload", "_exported_at"], [61, "mailserver_pass", "«S:pw»", "yes", "«K:ts»"])
W("key_unusual", "Chinese e-commerce user table (Chinese column names)", "t_user", ["用户ID", "用户名", "手机号", "身份证号", "登录密码", "注册时间"], [100234, "«P:user»", "«P:phoneplain»", "«P:cnid»", "«S:pw»", "«K:tsd»"])
W("key_unusual", "German HR export (Personalstamm)", "personalstamm", ["personalnummer", "vorname_nachname", "iban", "steuer_kennwort_elster", "geaendert_am"], ["P-" + "«N:rid»", "«P:name»", "«P:iban»", "«S:pw»", "«K:tsd»"])
W("key_unusual", "Mobile app settings table (JSON with id_card, pin)", "user_settings", ["user_id", "settings", "updated_at"], [8812, '{"lang":"zh-TW","id_card":"«P:twid»","pay_pin":"«S:otp»","theme":"dark"}', "«K:tsd»"])
W("key_unusual", "Joomla #__extensions params (SMTP secret under 'smtppass')", "jos_extensions", ["extension_id", "name", "params", "checked_out_time"], [700, "plg_system_mailer", '{"smtphost":"«P:host»","smtpuser":"«P:svcuser»","smtppass":"«S:pw»","smtpport":"587"}', "«K:tsd»"])
L("key_unusual", "Erlang/Elixir Phoenix params log (unfiltered keys)", "«K:tsd» [info] POST /api/pairing\n  Parameters: %{\"device\" => \"ios\", \"pairing_secret\" => \"«S:b62»\", \"passcode\" => \"«S:pwa»\"}".replace("\n", " "))
L("key_unusual", "GitLab Runner register log (registration token)", "«K:ts» Registering runner... succeeded  runner=«K:sha7» token=«S:glrt» url=https://gitlab.corp.example/ executor=docker")
L("key_unusual", "Indonesian/Vietnamese app log (kata_sandi, mat_khau)", "«K:tsl» WARN [auth] gagal masuk pengguna=«P:user» kata_sandi=«S:pw» mat_khau=«S:pw» ktp=«P:nid» trace_id=«K:trace»")
L("key_unusual", "Slack OAuth v2 access log (client_secret in form, code)", "«K:ts» DEBUG slack_sdk.oauth POST https://slack.com/api/oauth.v2.access client_id=4417.«N:num» client_secret=«S:hex32» code=«S:oauthcode» status=«K:status»")
L("key_unusual", "Auth0 tenant log (MFA recovery code used)", '{"date":"«K:ts»","type":"gd_recovery_succeed","description":"Recovery succeeded","client_id":"«K:ksuid»","ip":"«P:pubip»","user_name":"«P:email»","details":{"recovery_code":"«S:hex32»"},"log_id":"«K:snowflake»"}')

# ---------------------------------------------------------------- lookalike
B("lookalike", "docker pull output", "«K:ver»: Pulling from library/nginx\n«K:sha7»: Pull complete\nDigest: «K:digest»\nStatus: Downloaded newer image for nginx:«K:ver»")
B("lookalike", "git log --oneline", "«K:sha7» (HEAD -> main, origin/main) fix: retry on 503 from payments\n«K:sha7» chore: bump pgx to «K:ver»\n«K:sha7» feat: add idempotency keys")
L("lookalike", "Amazon S3 server access log (ETag, request id)", "«K:md5» acme-artifacts [«K:tsclf»] «P:pubip» arn:aws:sts::«N:num»:assumed-role/ci-deployer/gha «K:ksuid» REST.PUT.OBJECT builds/«K:sha»/app.tar.gz \"PUT /builds/app.tar.gz HTTP/1.1\" «K:status» - - 48213003 «K:ms» 12 \"-\" \"aws-cli/2.15\" - «K:etag»")
L("lookalike", "OpenTelemetry span (OTLP JSON)", '{"traceId":"«K:trace»","spanId":"«K:span»","parentSpanId":"«K:span»","name":"SELECT orders","kind":3,"startTimeUnixNano":"«K:epochms»000000","attributes":[{"key":"db.system","value":{"stringValue":"postgresql"}}],"status":{"code":1}}')
B("lookalike", "kubectl get events -o yaml (involvedObject.uid)", "- apiVersion: v1\n  involvedObject:\n    kind: ReplicaSet\n    name: checkout-7f9c6b5d8\n    uid: «K:k8suid»\n  reason: SuccessfulCreate\n  metadata:\n    uid: «K:k8suid»\n  lastTimestamp: \"«K:ts»\"")
L("lookalike", "AWS ALB access log (X-Amzn-Trace-Id)", "https «K:ts» app/prod-alb/«K:span» «P:pubip»:«N:port» «P:ip»:8080 0.000 «K:durn» 0.000 «K:status» «K:status» 512 1402 \"GET https://api.example.com:443/v1/items HTTP/1.1\" \"curl/8.5.0\" ECDHE-RSA-AES128-GCM-SHA256 TLSv1.2 arn:aws:elasticloadbalancing:eu-west-1:«N:num»:targetgroup/api/«K:span» \"Root=«K:xray»\"")
L("lookalike", "Envoy debug log (W3C traceparent)", "[«K:tsd»][«N:pidsmall»][debug][router] [source/common/router/router.cc:732] [Tags: \"ConnectionId\":\"«N:rid»\",\"StreamId\":\"«K:snowflake»\"] router decoding headers: traceparent=«K:traceparent» x-request-id=«K:uuid»")
B("lookalike", "package-lock.json integrity entries", "    \"node_modules/lodash\": {\n      \"version\": \"«K:ver»\",\n      \"resolved\": \"https://registry.npmjs.org/lodash/-/lodash-4.17.21.tgz\",\n      \"integrity\": \"«K:sri»\"\n    },")
B("lookalike", "go.sum entries", "github.com/jackc/pgx/v5 «K:ver» «K:gosum»\ngithub.com/jackc/pgx/v5 «K:ver»/go.mod «K:gosum»")
L("lookalike", "Helm upgrade debug (checksum annotations)", "upgrade.go:142: [debug] preparing upgrade for payments revision=«N:rid» checksum/config=«K:sha256» checksum/secret=«K:sha256» image=«K:digest»")
W("lookalike", "Alembic alembic_version table", "alembic_version", ["version_num"], ["«K:alembic»"])
W("lookalike", "Celery celery_taskmeta (result backend)", "celery_taskmeta", ["id", "task_id", "status", "result", "date_done", "traceback"], [44120, "«K:uuid»", "SUCCESS", '{"invoice_batch":"«K:ulid»","count":120}', "«K:tsd»", None])
W("lookalike", "GitHub Actions workflow_runs export", "workflow_runs", ["id", "head_sha", "run_attempt", "status", "conclusion", "check_suite_node_id", "created_at"], ["«K:ghrun»", "«K:sha»", 1, "completed", "success", "«K:nodeid»", "«K:ts»"])
W("lookalike", "Sentry events table (event_id, fingerprint hash)", "sentry_events", ["event_id", "project_id", "fingerprint", "release", "timestamp"], ["«K:sentryid»", 12, "«K:md5»", "backend@«K:sha»", "«K:ts»"])
L("lookalike", "MongoDB log with ObjectId and lsid UUID", '{"t":{"$date":"«K:ts»"},"s":"I","c":"WRITE","id":51803,"ctx":"conn221","msg":"Slow query","attr":{"ns":"shop.orders","command":{"q":{"_id":{"$oid":"«K:mongoid»"}}},"lsid":{"id":{"$uuid":"«K:uuid»"}},"durationMillis":«K:ms»}}')
L("lookalike", "Amazon CloudFront standard log (x-edge-request-id)", "«K:tsd»	FRA56-P4	1403	«P:pubip»	GET	d111111abcdef8.cloudfront.net	/static/app.«K:sha7».js	«K:status»	-	Mozilla/5.0	-	-	Hit	«K:cfid»	cdn.example.com	https	312	«K:durn»")
L("lookalike", "ArgoCD application controller (sync revision)", "time=\"«K:ts»\" level=info msg=\"Sync operation to «K:sha» succeeded\" application=argocd/payments dest-namespace=payments revision=«K:sha» syncId=«K:ksuid»")
W("lookalike", "Terraform state (S3 backend) metadata row", "terraform_state_versions", ["lineage", "serial", "terraform_version", "md5_digest", "updated_at"], ["«K:uuid»", 188, "«K:ver»", "«K:md5»", "«K:ts»"])
L("lookalike", "Stripe API request log (request id, idempotency key)", "«K:ts» INFO stripe: Request completed method=POST path=/v1/payment_intents status=«K:status» request_id=«K:stripereq» idempotency_key=«K:uuid» elapsed=«K:durn»")
L("lookalike", "ASP.NET Core console logger (TraceIdentifier, Activity ids)", "info: Microsoft.AspNetCore.Hosting.Diagnostics[2] Request finished HTTP/1.1 GET /api/catalog - «K:status» 1833 application/json «K:ms».3412ms TraceIdentifier=«K:aspnettid» ActivityId=«K:traceparent»")
W("lookalike", "Sidekiq job (Redis queue entry)", "queue:default", ["member"], ['{"class":"InvoiceMailerJob","args":[«N:rid»],"jid":"«K:jobid»","created_at":«K:epoch»,"enqueued_at":«K:epoch»,"bid":"«K:ksuid»"}'])
B("lookalike", "containerd / crictl ps output", "CONTAINER           IMAGE               CREATED          STATE     NAME      ATTEMPT   POD ID\n«K:crid»       «K:crid»       2 minutes ago    Running   api       0         «K:crid»")

# ---------------------------------------------------------------- mixed
L("mixed", "Spring Boot Logback (HikariCP failure with JDBC URL)", "«K:tsd» ERROR 1 --- [billing] [nio-8080-exec-7] com.zaxxer.hikari.pool.HikariPool        : HikariPool-1 - Exception during pool initialization. url=jdbc:postgresql://«P:host»:5432/billing?user=«P:svcuser»&password=«S:pwa» traceId=«K:trace» user=«P:email»")
B("mixed", "Laravel log PDOException stack trace with arguments", "[«K:tsd»] production.ERROR: SQLSTATE[«K:hy000»] [«K:c1045»] Access denied for user '«P:svcuser@u»'@'«P:ip»' (using password: YES) {\"exception\":\"[object] (PDOException(code: 1045)\n#0 /var/www/vendor/laravel/framework/src/Illuminate/Database/Connectors/Connector.php(65): PDO->__construct('mysql:host=«P:host»;port=3306;dbname=shop', '«=u»', '«S:pw»', Array)\n#1 «K:ver»")
B("mixed", "Python traceback with Sentry-style local variables", "Traceback (most recent call last):\n  File \"/srv/«K:pyfile»\", in charge_card\n    resp = client.charge(card_number, amount)\n    card_number = '«P:cardraw»'\n    api_key = '«S:stripe»'\n    customer_email = '«P:email»'\nstripe.error.CardError: Your card was declined. request-id: «K:stripereq»")
L("mixed", "Keycloak LOGIN_ERROR event (org.keycloak.events)", "«K:tsl» WARN  [org.keycloak.events] (executor-thread-54) type=\"LOGIN_ERROR\", realmId=\"«K:uuid»\", realmName=\"employees\", clientId=\"portal\", userId=\"«K:uuid»\", ipAddress=\"«P:ip»\", error=\"invalid_user_credentials\", auth_method=\"openid-connect\", redirect_uri=\"https://portal.example.com/cb\", code_id=\"«K:uuid»\", username=\"«P:email»\"")
L("mixed", "AWS CloudTrail record (IAM user, access key)", '{"eventVersion":"1.09","userIdentity":{"type":"IAMUser","principalId":"AIDA«N:otpseed»","arn":"arn:aws:iam::«N:num»:user/«P:user@u»","accountId":"«N:num»","accessKeyId":"«S:akia»","userName":"«=u»"},"eventTime":"«K:ts»","eventSource":"s3.amazonaws.com","eventName":"GetObject","awsRegion":"eu-west-1","sourceIPAddress":"«P:pubip»","errorCode":"AccessDenied","requestID":"«K:ksuid»","eventID":"«K:uuid»"}')
B("mixed", "GitLab CI job log (env dump in debug trace)", "$ env | sort\nCI_COMMIT_SHA=«K:sha»\nCI_JOB_ID=«K:ghrun»\nCI_REGISTRY_PASSWORD=«S:glpat»\nDATABASE_URL=postgres://«P:svcuser»:«S:pwa»@«P:host»:5432/app\nGITLAB_USER_EMAIL=«P:email»")
L("mixed", "Okta System Log event", '{"uuid":"«K:uuid»","published":"«K:ts»","eventType":"user.session.start","actor":{"id":"00u«N:ksuid»","type":"User","alternateId":"«P:email»","displayName":"«P:name»"},"client":{"ipAddress":"«P:pubip»","geographicalContext":{"city":"Lisbon","country":"Portugal"}},"outcome":{"result":"FAILURE","reason":"INVALID_CREDENTIALS"},"authenticationContext":{"externalSessionId":"«S:b62»"},"debugContext":{"debugData":{"requestId":"«K:ksuid»"}}}')
L("mixed", "HashiCorp Vault audit log (log_raw=true)", '{"time":"«K:ts»","type":"response","auth":{"client_token":"«S:hvs»","accessor":"«K:ksuid»","display_name":"ldap-«P:user»","policies":["default","payments-ro"]},"request":{"id":"«K:uuid»","operation":"read","path":"database/creds/payments-ro","remote_address":"«P:ip»"},"response":{"data":{"username":"v-ldap-payments-«N:ksuid»","password":"«S:pwa»"}}}')
L("mixed", "Microsoft Entra ID SigninLogs", '{"TimeGenerated":"«K:ts»","OperationName":"Sign-in activity","ResultType":"«K:err50126»","ResultDescription":"Invalid username or password","UserPrincipalName":"«P:email»","UserDisplayName":"«P:name»","IPAddress":"«P:pubip»","CorrelationId":"«K:uuid»","Id":"«K:uuid»","DeviceDetail":{"displayName":"«P:hostshort»"}}')
L("mixed", "Alibaba Cloud ActionTrail event", '{"eventId":"«K:uuid»","eventName":"ConsoleSignin","eventSource":"signin.aliyun.com","eventTime":"«K:ts»","userIdentity":{"type":"ram-user","accessKeyId":"«S:ltai»","userName":"«P:user»","principalId":"«N:num»"},"sourceIpAddress":"«P:pubip»","requestId":"«K:correl»","errorMessage":"InvalidAccessKeyId.NotFound"}')
L("mixed", "Tencent Cloud CloudAudit event", '{"eventVersion":2,"userIdentity":{"secretId":"«S:akid»","type":"CAMUser","userName":"«P:user»","principalId":"«N:num»"},"eventTime":"«K:epochms»","eventName":"DescribeInstances","sourceIPAddress":"«P:pubip»","requestID":"«K:uuid»","errorCode":0}')
L("mixed", "GCP Cloud Audit Log (protoPayload)", '{"protoPayload":{"@type":"type.googleapis.com/google.cloud.audit.AuditLog","status":{"code":7},"authenticationInfo":{"principalEmail":"«P:email»"},"requestMetadata":{"callerIp":"«P:pubip»","callerSuppliedUserAgent":"google-cloud-sdk gcloud/«K:ver»"},"serviceName":"secretmanager.googleapis.com","methodName":"google.cloud.secretmanager.v1.SecretManagerService.AccessSecretVersion"},"insertId":"«K:ksuid»","timestamp":"«K:ts»"}')
L("mixed", "Sidekiq JSON logger (job failure with args)", '{"ts":"«K:ts»","pid":«P:pid»,"tid":"«N:ksuid»","lvl":"ERROR","msg":"job failed","ctx":{"class":"SyncCrmJob","jid":"«K:jobid»","args":["«P:email»","«S:hex40»"]},"error_class":"Faraday::UnauthorizedError"}')
W("mixed", "Application audit_log table (JSON diff)", "audit_log", ["id", "actor_id", "action", "changes", "ip", "request_id", "created_at"], [998112, 3021, "user.update", '{"email":["«P:email»","«P:email»"],"phone":[null,"«P:phone»"],"api_token":["[FILTERED]","«S:b62»"]}', "«P:ip»", "«K:uuid»", "«K:tsd»"])
W("mixed", "Webhook deliveries table (request headers + payload)", "webhook_deliveries", ["id", "event", "request_headers", "request_body", "response_status", "delivered_at"], [44871, "customer.created", '{"Authorization":"Bearer «S:jwt»","X-Request-Id":"«K:uuid»","Content-Type":"application/json"}', '{"customer":{"name":"«P:name»","email":"«P:email»","phone":"«P:phone»"}}', 200, "«K:ts»"])
L("mixed", "Elixir Ecto debug query log with params", "«K:tsd» [debug] QUERY OK source=\"users\" db=«K:dur» queue=0.1ms idle=«N:ms».2ms\nSELECT u0.\"id\" FROM \"users\" AS u0 WHERE (u0.\"email\" = $1) AND (u0.\"password_hash\" = $2) [\"«P:email»\", \"«S:bcrypt»\"]".replace("\n", " "))
L("mixed", "Monolog JsonFormatter", '{"message":"Payment declined","context":{"customer_email":"«P:email»","iban":"«P:iban»","psp_secret":"«S:b62»"},"level":300,"level_name":"WARNING","channel":"payments","datetime":"«K:tsus»","extra":{"uid":"«K:sha7»","url":"/checkout","ip":"«P:ip»"}}')
L("mixed", "NLog default layout", "«K:tsd»|ERROR|Acme.Crm.SyncService|SMTP auth failed for «P:email» via «P:host» using password «S:pw» (ActivityId «K:uuid»)")
B("mixed", "Windows Security 4625 (failed logon, rendered text)", "An account failed to log on.\nAccount For Which Logon Failed:\n\tAccount Name:\t\t«P:user»\n\tAccount Domain:\t\tCORP\nFailure Information:\n\tFailure Reason:\t\tUnknown user name or bad password.\n\tStatus:\t\t\t«K:ntstatus6d»\n\tSub Status:\t\t«K:ntstatus6a»\nNetwork Information:\n\tWorkstation Name:\t«P:hostshort»\n\tSource Network Address:\t«P:ip»\nLogon Process:  NtLmSsp  Correlation «K:correl»")
B("mixed", "Jenkins console output (partially masked credentials)", "[Pipeline] withCredentials\nMasking supported pattern matches of $REG_PASS\n[Pipeline] sh\n+ docker login -u «P:svcuser» -p **** registry.corp.example\n+ curl -s -H 'X-Api-Key: «S:dd»' https://«P:host»/api/v1/deploy?build=«K:sha»\nFinished: FAILURE")
L("mixed", "ArgoCD repo-server error (git URL with credentials)", "time=\"«K:ts»\" level=error msg=\"rpc error: code = Unknown desc = git fetch failed: https://«P:user»:«S:ghp»@github.com/acme/deploy-config.git: authentication required\" grpc.method=GenerateManifest grpc.code=Unknown span.kind=server revision=«K:sha»")
L("mixed", "structlog JSONRenderer", '{"event":"login_failed","username":"«P:user»","password_attempt":"«S:pw»","client_ip":"«P:ip»","request_id":"«K:uuid»","timestamp":"«K:ts»","level":"warning","logger":"api.auth"}')
L("mixed", "bunyan JSON", '{"name":"checkout","hostname":"«P:pod»","pid":«N:pidsmall»,"level":50,"msg":"payment provider rejected","card":"«P:card»","cvv":"«S:otp»","req_id":"«K:uuid»","time":"«K:ts»","v":0}')
L("mixed", "Serilog CLEF (ASP.NET Core request)", '{"@t":"«K:ts»","@mt":"Login for {UserName} from {RemoteIp} failed","@l":"Warning","UserName":"«P:email»","RemoteIp":"«P:ip»","Password":"«S:pw»","RequestId":"«K:aspnettid»","SourceContext":"Acme.Web.AccountController","MachineName":"«P:hostshort»"}')
W("mixed", "Redmine settings + users export (joined)", "users", ["id", "login", "hashed_password", "salt", "firstname", "lastname", "last_login_on", "api_key"], [214, "«P:user»", "«S:hex40»", "«S:hex32»", "Mira", "Kaur", "«K:tsd»", "«S:hex40»"])
L("mixed", "Redis 7 MONITOR (captured locally, session payload)", "«K:epoch» [0 «P:ip»:«N:port»] \"HSET\" \"sess:«S:hex32»\" \"email\" \"«P:email»\" \"csrf\" \"«S:b62»\" \"auth\" \"(redacted)\" \"ttl\" \"«K:ms»\"")
B("mixed", "MariaDB client errors (captured locally)", "ERROR «K:c1045» («K:c28000»): Access denied for user '«P:svcuser»'@'«P:ip»' (using password: YES)\nERROR «K:c1146» («K:c42s02») at line 1: Table 'shop.invoices_archive' doesn't exist\n-- retry with --password=«S:pw» at «K:ts»")

# ---------------------------------------------------------------- no_key
L("no_key", "bash xtrace (set -x) in CI job", "+ git push https://«S:ghp»@github.com/acme/infra.git HEAD:refs/heads/release-«K:sha7»")
L("no_key", "Slack incoming webhook URL in app log", "«K:tsl» INFO notifier posting alert to https://hooks.slack.com/services/«S:slackhook» status=«K:status» took=«K:dur»")
L("no_key", "Jenkins console (withAWS leaked values)", "«K:ts» [Pipeline] echo «S:akia» «S:awssecret» build «K:ghrun»")
L("no_key", "Go panic message with token argument", "panic: invalid bearer «S:jwt» [recovered]\n\tgoroutine 1 [running]: main.main() «K:gopath»".replace("\n", " "))
L("no_key", "AWS CLI --debug (session token header)", "«K:tsl» - MainThread - botocore.endpoint - DEBUG - Sending http request: <AWSPreparedRequest stream_output=False, method=POST, url=https://sts.amazonaws.com/, headers={'X-Amz-Date': b'20260105T101112Z', 'X-Amz-Security-Token': b'«S:awssession»', 'amz-sdk-invocation-id': b'«K:uuid»'}>")
L("no_key", "Python logging (standalone base64 value)", "«K:tsl» ERROR webhooks.verify rejected delivery «K:uuid»: presented «S:b64tok» does not match")
L("no_key", "twine upload --verbose", "Uploading distributions to https://upload.pypi.org/legacy/ username: __token__ using «S:pypi» package=acme_client-«K:ver».tar.gz")
L("no_key", "OpenAI Python SDK error (key echoed)", "openai.AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided: «S:openai».', 'type': 'invalid_request_error', 'code': 'invalid_api_key'}} request_id=«K:reqid»")
L("no_key", "Anthropic SDK debug header dump", "«K:tsl» DEBUG anthropic._base_client Request options: {'method': 'post', 'url': '/v1/messages', 'headers': {'X-Api-Key': '«S:anthropic»'}, 'timeout': 600} request-id=«K:reqid»")
W("no_key", "Heroku-style config vars table", "app_config_vars", ["app", "name", "value", "updated_at"], ["acme-api", "SENDGRID", "«S:sendgrid»", "«K:ts»"])
W("no_key", "Integrations table (vendor tokens in JSON)", "integrations", ["id", "provider", "config", "created_at"], [12, "stripe", '{"live":"«S:stripe»","webhook":"«S:whsec»","mode":"live"}', "«K:tsd»"])
W("no_key", "Docker inspect Config.Env (JSON array)", "container_inspect", ["Id", "Image", "Env"], ["«K:sha256»", "«K:digest»", '["PATH=/usr/local/sbin:/usr/local/bin","NODE_ENV=production","NPM=«S:npm»","GOOGLE=«S:gapi»"]'])
W("no_key", "Datadog agent config dump (datadog.yaml as rows)", "agent_config", ["key", "value", "source"], ["api_key", "«S:dd»", "/etc/datadog-agent/datadog.yaml rev «K:sha7»"])
L("no_key", "GitHub Actions runner log (unmasked step output)", "«K:tsus» Run ./scripts/publish.sh «S:ghpat» --ref «K:sha»")
L("no_key", "Shopify app webhook registration log", "«K:ts» INFO shopify_app registered webhook topic=orders/create shop=acme-demo.myshopify.com with «S:shopify» id=«K:snowflake»")
L("no_key", "Doppler CLI debug", "«K:ts» DEBUG Using «S:doppler» for project backend config prd_eu (cli «K:ver»)")
L("no_key", "Twilio Python helper debug (API key SID + secret)", "«K:tsl» DEBUG twilio.http_client -- BEGIN Twilio API Request -- POST https://api.twilio.com/2010-04-01/Accounts/AC«N:hex32»/Messages.json auth=(«S:twiliosk», «S:hex32») «K:reqid»")
W("no_key", "Kafka Connect connect-configs record (vendor token)", "connect-configs", ["key", "value", "offset"], ["connector-elastic-sink", '{"properties":{"connector.class":"io.confluent.connect.elasticsearch.ElasticsearchSinkConnector","connection.url":"https://es.corp.example:9200","headers":"Authorization:ApiKey «S:b64tok»"}}', "«K:num»"])
W("no_key", "GitHub Apps installation cache (Redis hash export)", "gh_app_cache", ["field", "value", "ttl"], ["installation:«K:ghrun»", "«S:ghp»", 3600])
L("no_key", "Vault CLI output (token create -format=table)", "token                «S:hvs»  token_accessor «K:ksuid»  token_duration 768h  token_policies [\"default\" \"deploy\"]")
W("no_key", "Sentry breadcrumbs table (raw header value)", "sentry_breadcrumbs", ["event_id", "category", "message", "timestamp"], ["«K:sentryid»", "http", "GET https://api.partner.example/v2/sync «S:b62» 401", "«K:ts»"])
L("no_key", "npm notice (token in .npmrc echo)", "npm notice Publishing to https://registry.npmjs.org/ with tag latest and default access (//registry.npmjs.org/:«S:npm») acme-ui@«K:ver»")
W("no_key", "Azure Storage connection info table", "storage_accounts", ["name", "primary", "secondary", "rotated"], ["acmeprodlogs", "«S:azkey»", "«S:azkey»", "«K:tsd»"])

# ---------------------------------------------------------------- pii_locale
W("pii_locale", "KYC verification table (national ids)", "kyc_verifications", ["id", "full_name", "country", "document_type", "document_number", "phone", "verified_at", "request_id"], [77120, "«P:name»", "CN", "resident_id", "«P:cnid»", "«P:phone_cn»", "«K:tsd»", "«K:uuid»"])
W("pii_locale", "Brazilian CRM clientes table", "clientes", ["id", "nome", "cpf", "telefone", "email", "criado_em"], [5512, "«P:name»", "«P:cpf»", "«P:phone_br»", "«P:email»", "«K:tsd»"])
W("pii_locale", "Indian fintech customers (Aadhaar)", "customers", ["customer_id", "name", "aadhaar_no", "mobile", "created_at"], ["«K:ulid»", "«P:name»", "«P:aadhaar»", "«P:phone_in»", "«K:tsd»"])
W("pii_locale", "Spanish clientes (DNI, IBAN)", "clientes", ["id", "nombre", "dni", "iban", "telefono", "alta"], [301, "«P:name»", "«P:dni»", "«P:iban»", "«P:phone_es»", "«K:tsd»"])
W("pii_locale", "Polish pacjenci (PESEL)", "pacjenci", ["id", "imie_nazwisko", "pesel", "telefon", "utworzono"], [9001, "«P:name»", "«P:pesel»", "«P:phone_pl»", "«K:tsd»"])
W("pii_locale", "Swedish kunder (personnummer)", "kunder", ["kund_id", "namn", "personnummer", "mobil", "skapad"], [4412, "«P:name»", "«P:pnr»", "«P:phone_se»", "«K:tsd»"])
W("pii_locale", "Korean members (resident registration number)", "members", ["member_id", "name", "rrn", "phone", "joined_at"], [221, "«P:name»", "«P:rrn»", "«P:phone_kr»", "«K:tsd»"])
W("pii_locale", "Taiwan users (national ID)", "users_tw", ["id", "name", "national_id", "phone", "created_at"], [88, "«P:name»", "«P:twid»", "«P:phone_tw»", "«K:tsd»"])
W("pii_locale", "South Africa FICA records (ID number)", "fica_records", ["id", "full_name", "sa_id_number", "cell", "verified"], [3102, "«P:name»", "«P:zaid»", "«P:phone_za»", "«K:tsd»"])
W("pii_locale", "Mexican clientes (CURP)", "clientes_mx", ["id", "nombre", "curp", "telefono", "fecha_alta"], [1201, "«P:name»", "«P:curp»", "«P:phone_mx»", "«K:tsd»"])
W("pii_locale", "Dutch klanten (BSN, IBAN)", "klanten", ["klant_id", "naam", "bsn", "iban", "gewijzigd"], [7781, "«P:name»", "«P:bsn»", "«P:iban»", "«K:tsd»"])
W("pii_locale", "Stripe-like payment_methods table (card)", "payment_methods", ["id", "customer_email", "card_number", "exp", "fingerprint", "created"], ["pm_«N:ksuid»", "«P:email»", "«P:card»", "09/29", "«K:md5»", "«K:epochms»"])
W("pii_locale", "SEPA mandates table", "sepa_mandates", ["mandate_ref", "debtor_name", "debtor_iban", "signed_on", "creditor_id"], ["«K:ulid»", "«P:name»", "«P:iban»", "«K:tsd»", "DE98ZZZ09999999999"])
L("pii_locale", "Chinese application log (phone and resident ID)", "«K:tsl» [http-nio-8080-exec-3] INFO  c.a.user.RegisterService - 注册成功 用户手机号=«P:phone_cn» 身份证=«P:cnid» traceId=«K:trace»")
L("pii_locale", "Brazilian app log (CPF, phone)", "«K:tsl» INFO  [pix] Chave Pix cadastrada cpf=«P:cpf» celular=«P:phone_br» e2eid=«K:ksuid»")
L("pii_locale", "Indian UPI service log (Aadhaar, mobile)", "«K:ts» level=info svc=kyc msg=\"eKYC ok\" aadhaar=«P:aadhaar» mobile=«P:phone_in» txn=«K:uuid»")
L("pii_locale", "Twilio inbound SMS webhook (decoded form, From/To)", "«K:ts» INFO sms.inbound From=«P:phoneplain» To=«P:phoneplain» Body=\"STOP\" MessageSid=SM«N:hex32» status=«K:status»")
L("pii_locale", "Salesforce Apex debug log (Contact insert)", "«K:tsd»|USER_DEBUG|[42]|DEBUG|Contact inserted: Name=«P:name», Phone=«P:phone», MailingStreet=«P:addr», Email=«P:email» Id=003«N:ksuid» «K:ver»")
L("pii_locale", "HubSpot contact webhook JSON", '{"objectId":«K:snowflake»,"propertyName":"phone","propertyValue":"«P:phone»","changeSource":"CRM_UI","eventId":«K:num»,"subscriptionType":"contact.propertyChange","occurredAt":«K:epochms»}')
L("pii_locale", "Payment gateway log (card with separators, IBAN)", "«K:tsd» WARN  PaymentGateway - refund fallback to bank transfer card=«P:card» iban=«P:iban» holder=«P:named» ref=«K:uuid»")
L("pii_locale", "Japanese e-commerce log (phone number)", "«K:tsd» INFO 注文確定 order=«K:ulid» 氏名=«P:name» 電話=«P:phone_jp» 配送=ヤマト")
L("pii_locale", "Spanish DNI validation log", "«K:tsl» INFO  [alta-cliente] DNI «P:dni» validado para «P:named» telefono «P:phone_es» peticion=«K:uuid»")
L("pii_locale", "Polish e-health (P1) log (PESEL)", "«K:ts» INFO recepta wystawiona pacjent_pesel=«P:pesel» lekarz=«P:named» kod=«K:ksuid»")
L("pii_locale", "UK payroll export log (NINO, format only)", "«K:tsd» INFO payroll.rti FPS submitted employee=«P:name» nino=«P:nino» phone=«P:phone_uk» correlation=«K:correl»")
L("pii_locale", "Korean portal log (RRN, mobile)", "«K:tsl» INFO 본인인증 완료 주민등록번호=«P:rrn» 휴대폰=«P:phone_kr» tx=«K:uuid»")
L("pii_locale", "Mexican SAT invoicing log (CURP)", "«K:ts» INFO cfdi timbrado curp=«P:curp» receptor=«P:named» uuid_fiscal=«K:uuid»")
L("pii_locale", "South African loan service log (ID number)", "«K:tsl» INFO affordability check id_number=«P:zaid» cell=«P:phone_za» score=«K:metric»")
L("pii_locale", "Taiwan telecom log (national ID)", "«K:tsd» INFO 門號申辦 身分證字號=«P:twid» 手機=«P:phone_tw» 單號=«K:ulid»")
W("pii_locale", "Contact-center call records (international phones)", "call_records", ["call_id", "caller", "callee", "agent", "duration_s", "started_at"], ["«K:uuid»", "«P:phone»", "«P:phone»", "«P:name»", 412, "«K:ts»"])
W("pii_locale", "Payroll bank details table (IBAN)", "employee_bank", ["employee_id", "account_holder", "iban", "bic", "updated_at"], [10233, "«P:name»", "«P:iban»", "COBADEFFXXX", "«K:tsd»"])

# ---------------------------------------------------------------- positional
L("positional", "Redis 5.0 MONITOR (AUTH shown in clear, pre-redaction versions)", "«K:epoch» [0 «P:ip»:«N:port»] \"AUTH\" \"«S:pw»\"")
L("positional", "Redis 6 MONITOR (ACL AUTH username password)", "«K:epoch» [0 «P:ip»:«N:port»] \"AUTH\" \"«P:svcuser»\" \"«S:pwa»\"")
L("positional", "ps aux output with redis-cli -a", "«P:user»  «P:pid»  0.0  0.1  21456  4412 pts/1  S+  10:12  0:00 redis-cli -h «P:host» -p 6379 -a «S:pw» --no-auth-warning INFO replication «K:dur»")
L("positional", "Go zap error with MySQL DSN (go-sql-driver)", '{"level":"error","ts":«K:epoch»,"caller":"«K:gopath»","msg":"open db","dsn":"«P:svcuser»:«S:pw»@tcp(«P:host»:3306)/orders?parseTime=true&tls=skip-verify","error":"Error 1045 (28000): Access denied"}')
L("positional", "HikariCP config dump (JDBC PostgreSQL URL)", "«K:tsl» DEBUG com.zaxxer.hikari.HikariConfig - jdbcUrl................................jdbc:postgresql://«P:host»:5432/app?user=«P:svcuser»&password=«S:pwa»&sslmode=require «K:ver»")
L("positional", "JDBC SQL Server URL in Tomcat catalina.out", "«K:tsd» SEVERE [main] org.apache.tomcat.jdbc.pool.ConnectionPool.init Unable to create initial connections of pool. url=jdbc:sqlserver://«P:host»:1433;databaseName=crm;user=«P:svcuser»;password=«S:pw»;encrypt=true «K:errc»")
L("positional", "ASP.NET Core exception (.NET SqlClient connection string)", "fail: Microsoft.EntityFrameworkCore.Database.Connection[20004] An error occurred using the connection to database 'crm' on server 'tcp:«P:host»,1433'. ConnectionString=Server=tcp:«P:host»,1433;Initial Catalog=crm;User ID=«P:svcuser»;Password=«S:pw»;Encrypt=True; TraceId=«K:trace»")
L("positional", "ODBC connection string in pyodbc error", "«K:tsl» ERROR etl.load pyodbc.InterfaceError: ('28000', \"[28000] Login failed\") conn=DRIVER={ODBC Driver 18 for SQL Server};SERVER=«P:host»;DATABASE=dw;UID=«P:svcuser»;PWD=«S:pwa»;TrustServerCertificate=yes «K:sqlstate»")
L("positional", "bash history (mysql --password=)", "  412  mysql -h «P:host» -u «P:svcuser» --password=«S:pwa» billing -e 'SELECT COUNT(*) FROM «K:table»'")
L("positional", "MySQL general query log (CREATE USER IDENTIFIED BY)", "«K:tsus»	   «N:rid» Query	CREATE USER '«P:svcuser»'@'10.%' IDENTIFIED BY '«S:pw»'")
L("positional", "MariaDB audit plugin (ALTER USER ... IDENTIFIED BY)", "«K:tsd»,«P:hostshort»,root,localhost,«N:rid»,«N:rid»,QUERY,mysql,'ALTER USER «P:svcuser»@\\'%\\' IDENTIFIED BY \\'«S:pw»\\'',0")
L("positional", "Jenkins console (curl -u)", "+ curl -fsS -u «P:user»:«S:pwa» -X POST https://«P:host»/job/deploy/buildWithParameters?REV=«K:sha»")
L("positional", "lftp/cron log (ftp URL with credentials)", "«K:tss» «P:hostshort» CRON[«P:pid»]: (backup) CMD (lftp -e 'mirror -R /srv/exports' ftp://«P:user»:«S:pwa»@«P:host»/inbound)")
L("positional", "sftp URL in rclone debug", "«K:tsng» DEBUG : Using config sftp://«P:svcuser»:«S:pwa»@«P:host»:22/data rclone «K:ver»")
L("positional", "ldapsearch command line (-D -w)", "«K:ts» cmd=\"ldapsearch -x -H ldaps://«P:host» -D cn=«P:svcuser»,ou=svc,dc=corp,dc=example -w «S:pwa» -b dc=corp,dc=example (uid=*)\" exit=«K:status»")
L("positional", "OpenLDAP slapd stats (BIND) + ldapwhoami debug", "«K:tss» «P:hostshort» slapd[«P:pid»]: conn=«N:rid» op=0 BIND dn=\"uid=«P:user»,ou=people,dc=corp,dc=example\" method=128 mech=SIMPLE cred=«S:pw» ssf=0")
L("positional", "MongoDB driver URI in Node.js error", "MongoServerSelectionError: connection <monitor> to «P:ip»:27017 closed uri=mongodb+srv://«P:svcuser»:«S:pwa»@«P:host»/app?retryWrites=true&w=majority «K:errc»")
L("positional", "Redis URL in Rails error (redis-rb)", "«K:ts» ERROR -- : Redis::CannotConnectError: Error connecting to Redis on redis://:«S:pwa»@«P:host»:6379/0 (Errno::ECONNREFUSED) «K:rbfile»")
L("positional", "docker login in CI (-p flag)", "«K:tsus» + docker login -u «P:svcuser» -p «S:pwa» registry.corp.example WARNING! Using --password via the CLI is insecure.")
L("positional", "Windows net use command line (Sysmon EventID 1)", "«K:ts» Sysmon EventID=1 Image=C:\\Windows\\System32\\net.exe CommandLine=net use \\\\«P:hostshort»\\finance /user:CORP\\«P:user» «S:pw» User=CORP\\svc-deploy ProcessGuid={«K:correl»}")
L("positional", "sshpass in Ansible -vvv output", "<«P:ip»> SSH: EXEC sshpass -p «S:pwa» ssh -o StrictHostKeyChecking=no -o User=«P:svcuser» «P:ip» '/bin/sh -c '\"'\"'echo ~ && sleep 0'\"'\"'' ansible «K:ver»")
L("positional", "sqlcmd command line (-U -P)", "«K:tsd» Executing: sqlcmd -S «P:host» -U «P:svcuser» -P «S:pwa» -d reporting -Q \"EXEC dbo.refresh\" exit «K:status»")
L("positional", "keytool/openssl command lines (-storepass, pass:)", "«K:tsl» INFO provisioner running: keytool -importkeystore -srckeystore app.p12 -srcstorepass «S:pwa» -deststorepass «S:pwa» && openssl pkcs12 -in app.p12 -passin pass:«S:pwa» build=«K:sha7»")
L("positional", "git remote URL with token (oauth2 user)", "«K:ts» INFO fetching https://oauth2:«S:glpat»@gitlab.corp.example/platform/charts.git ref=«K:sha»")
L("positional", "psql connection URI in pg_dump cron mail", "«K:tss» «P:hostshort» CRON[«P:pid»]: (postgres) CMD (pg_dump postgresql://«P:svcuser»:«S:pwa»@«P:host»:5432/ledger | gzip > /backup/ledger.sql.gz)")
L("positional", "Celery/kombu AMQP URL in broker error", "[«K:tsl»: ERROR/MainProcess] consumer: Cannot connect to amqp://«P:svcuser»:«S:pwa»@«P:host»:5672/prod: [Errno 111] Connection refused. Trying again in 4.00 seconds... (1/100) «K:uuid»")
W("positional", "Apache Superset dbs table (sqlalchemy_uri)", "dbs", ["id", "database_name", "sqlalchemy_uri", "created_on", "uuid"], [4, "warehouse", "postgresql://«P:svcuser»:«S:pwa»@«P:host»:5432/dw", "«K:tsd»", "«K:uuid»"])
W("positional", "Redash data_sources options (connection string)", "data_sources", ["id", "name", "type", "options", "created_at"], [9, "crm-mssql", "mssql_odbc", '{"connectionString":"Server=«P:host»;Database=crm;Uid=«P:svcuser»;Pwd=«S:pw»;"}', "«K:tsd»"])
W("positional", "Hue/Django saved JDBC connections table", "desktop_connector", ["id", "name", "dialect", "settings", "last_modified"], [3, "hive-prod", "hive", '[{"name":"url","value":"jdbc:hive2://«P:host»:10000/default;user=«P:svcuser»;password=«S:pwa»"}]', "«K:tsd»"])
W("positional", "Rundeck job options table (command line with -p)", "job_step", ["job_uuid", "step", "command", "updated"], ["«K:uuid»", 2, "mysqldump -h «P:host» -u «P:svcuser» --password=«S:pwa» --single-transaction shop", "«K:tsd»"])
W("positional", "Airflow connection URIs export (AIRFLOW_CONN_*)", "airflow_conn_export", ["conn_id", "uri", "exported_at"], ["sftp_partner", "sftp://«P:svcuser»:«S:pwa»@«P:host»:22/?key_file=%2Fopt%2Fkeys%2Fid", "«K:ts»"])

# ---------------------------------------------------------------- extra rows and blocks
W("clean", "PostgreSQL pg_stat_statements view", "pg_stat_statements", ["queryid", "calls", "total_exec_time", "mean_exec_time", "rows", "query"], ["«K:snowflake»", 48211, "«K:durn»", "«K:durn»", 9120, "SELECT id, status FROM orders WHERE tenant_id = $1"])
W("clean", "Kafka consumer group lag (kafka-consumer-groups --describe as rows)", "consumer_lag", ["group", "topic", "partition", "current_offset", "log_end_offset", "lag", "consumer_id"], ["billing-sync", "invoices", 3, "«K:num»", "«K:num»", 12, "consumer-billing-sync-1-«K:uuid»"])
W("encoded", "Quartz QRTZ_JOB_DETAILS JOB_DATA (JSON-in-JSON)", "QRTZ_JOB_DETAILS", ["SCHED_NAME", "JOB_NAME", "JOB_CLASS_NAME", "JOB_DATA"], ["prodScheduler", "nightly-export", "com.acme.jobs.SftpExportJob", r'{"jobDataMap":"{\"target\":\"sftp\",\"login\":\"«P:svcuser»\",\"secret\":\"«S:pw»\"}","version":"«K:ver»"}'])
W("encoded", "Magento queue_message body (JSON-in-JSON)", "queue_message", ["id", "topic_name", "body"], [88412, "customer.password.reset", r'"{\"customer_email\":\"«P:email»\",\"reset_token\":\"«S:hex32»\",\"store_id\":1,\"trace\":\"«K:trace»\"}"'])
W("infra", "kubectl get nodes -o json (flattened rows)", "k8s_nodes", ["name", "internal_ip", "hostname", "kubelet_version", "uid", "created"], ["«P:node»", "«P:ip»", "«P:node»", "«K:ver»", "«K:k8suid»", "«K:ts»"])
W("infra", "Consul catalog nodes export", "consul_nodes", ["Node", "Address", "Datacenter", "ID", "ModifyIndex"], ["«P:hostshort»", "«P:ip»", "eu-west-1", "«K:uuid»", "«K:num»"])
W("infra", "Prometheus targets (instance labels)", "prometheus_targets", ["job", "instance", "pod", "health", "last_scrape", "scrape_duration"], ["kubernetes-pods", "«P:ip»:9102", "«P:pod»", "up", "«K:ts»", "«K:durn»"])
W("key_unusual", "Nextcloud oc_twofactor_totp_secrets", "oc_twofactor_totp_secrets", ["id", "user_id", "secret", "state", "last_counter"], [41, "«P:user»", "«S:otpseed»", 2, "«K:num»"])
W("key_unusual", "1C-style users table (Russian column names)", "пользователи", ["ид", "имя_пользователя", "пароль", "паспорт_серия_номер", "изменен"], [1204, "«P:user»", "«S:pw»", "«P:passportru»", "«K:tsd»"])
W("key_unusual", "Vietnamese app nguoi_dung table", "nguoi_dung", ["ma", "ten_dang_nhap", "mat_khau", "so_cccd", "ngay_tao"], [55, "«P:user»", "«S:pw»", "«P:cccd»", "«K:tsd»"])
W("no_key", "GitLab ci_variables table", "ci_variables", ["id", "project_id", "key", "value", "masked", "protected", "updated_at"], [7781, 112, "RELEASE_BLOB", "«S:ghp»", False, True, "«K:tsd»"])
W("no_key", "Connected accounts table (data JSON array)", "connected_accounts", ["id", "provider", "data", "linked_at"], [310, "github", '["«S:ghp»","«S:refresh»"]', "«K:tsd»"])
W("positional", "PostgreSQL pg_user_mappings (umoptions array)", "pg_user_mappings", ["umid", "srvname", "usename", "umoptions", "collected_at"], [16455, "legacy_mysql", "«P:svcuser»", "{user=«P:svcuser»,password=«S:pwa»}", "«K:ts»"])
W("positional", "crontab inventory table (command with --password)", "cron_jobs", ["host", "schedule", "command", "collected_at"], ["«P:hostshort»", "15 2 * * *", "mysqldump -u «P:svcuser» -h «P:host» --password=«S:pwa» crm | gzip > /bak/crm.gz", "«K:ts»"])
W("positional", "Jenkins job config table (sh step with sshpass)", "jenkins_jobs", ["name", "scm_rev", "script"], ["deploy-legacy", "«K:sha»", "sshpass -p «S:pwa» scp build.tgz «P:svcuser»@«P:ip»:/opt/app/"])
W("mixed", "Sentry event payload row (request, user, cookies)", "nodestore_node", ["id", "data", "timestamp"], ["«K:sentryid»", '{"request":{"url":"https://shop.example.com/checkout","cookies":"sessionid=«S:phpsess»; csrftoken=«S:b62»","env":{"REMOTE_ADDR":"«P:ip»"}},"user":{"email":"«P:email»","ip_address":"«P:pubip»"},"contexts":{"trace":{"trace_id":"«K:trace»"}}}', "«K:ts»"])
W("mixed", "Support tickets table (pasted credentials and phone)", "tickets", ["id", "requester", "subject", "body", "created_at"], [77102, "«P:email»", "Cannot log in", "Hi, my phone is «P:phone» and I tried password «S:pw» on host «P:host», error code «K:errc».", "«K:tsd»"])
W("lookalike", "Docker registry manifests table", "image_manifests", ["repository", "tag", "digest", "config_digest", "pushed_at"], ["payments-api", "«K:ver»", "«K:digest»", "«K:digest»", "«K:ts»"])
W("lookalike", "npm registry package_versions", "package_versions", ["name", "version", "shasum", "integrity", "git_head"], ["acme-ui", "«K:ver»", "«K:sha»", "«K:sri»", "«K:sha»"])
B("positional", "~/.pgpass file", "# hostname:port:database:username:password  (synced «K:ts»)\n«P:host»:5432:ledger:«P:svcuser»:«S:pwa»\n«P:host»:6432:*:«P:svcuser»:«S:pwa»")
B("positional", "~/.netrc file", "machine «P:host» login «P:user» password «S:pwa»\nmachine «P:host» login «P:svcuser» password «S:pwa»\n# rev «K:sha»")
B("positional", "HAProxy userlist and Redis Sentinel config", "userlist stats_users\n    user «P:user» insecure-password «S:pwa»\n# sentinel.conf (rev «K:sha7»)\nsentinel auth-pass mymaster «S:pwa»\nsentinel monitor mymaster «P:ip» 6379 2")
B("no_key", "Python traceback (token as positional argument)", "Traceback (most recent call last):\n  File \"/srv/«K:pyfile»\", in publish\n    client = slack_sdk.WebClient(\"«S:slack»\")\nslack_sdk.errors.SlackApiError: invalid_auth request_id=«K:reqid»")
B("no_key", "Node.js uncaught exception (key in call arguments)", "/srv/app/node_modules/@sendgrid/client/src/classes/client.js:146\nResponseError: Unauthorized\n    at setApiKey (\"«S:sendgrid»\")\n    at Object.<anonymous> (/srv/app/mailer.js:«K:ms»:7)\n  code: 401, requestId: '«K:uuid»'")
B("pii_locale", "vCard 3.0 export", "BEGIN:VCARD\nVERSION:3.0\nFN:«P:named»\nTEL;TYPE=CELL:«P:phone»\nEMAIL:«P:email»\nREV:«K:ts»\nUID:«K:uuid»\nEND:VCARD")
B("pii_locale", "ISO 20022 pain.001 credit transfer (XML fragment)", "<CdtTrfTxInf>\n  <PmtId><EndToEndId>«K:ulid»</EndToEndId></PmtId>\n  <Cdtr><Nm>«P:named»</Nm></Cdtr>\n  <CdtrAcct><Id><IBAN>«P:iban»</IBAN></Id></CdtrAcct>\n</CdtrTxInf>".replace("</CdtrTxInf>", "</CdtTrfTxInf>"))
B("key_unusual", "PHP var_dump of $_POST (Spanish/Italian keys)", "array(4) {\n  [\"usuario\"]=>\n  string(14) \"«P:user»\"\n  [\"contrasena\"]=>\n  string(12) \"«S:pw»\"\n  [\"codice_fiscale_cliente\"]=>\n  string(9) \"«P:dni»\"\n  [\"_ts\"]=>\n  string(24) \"«K:ts»\"\n}")
B("key_unusual", "Go fmt %+v struct dump (Spanish/German fields)", "config loaded: {Servidor:«P:host» Usuario:«P:svcuser» Clave:«S:pw» Geheimnis:«S:b62» Version:«K:ver»}\nat «K:gopath»")


# ====================================================================== main
ORDER = ["clean", "encoded", "hashes", "infra", "key_unusual", "lookalike", "mixed", "no_key", "pii_locale", "positional"]


def main():
    out = []
    seen = set()
    for cls in ORDER:
        ts = TEMPLATES[cls]
        for i in range(TARGET[cls]):
            t = ts[i % len(ts)]
            for attempt in range(500):
                rec = build(t)
                errs = problems(rec, cls)
                key = json.dumps(rec, sort_keys=True, ensure_ascii=False)
                if not errs and key not in seen:
                    break
            else:
                raise SystemExit("cannot build %s / %s: %s" % (cls, t[1], errs))
            seen.add(key)
            rec["class"] = cls
            rec["source"] = t[1]
            out.append(rec)
    R.shuffle(out)
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "dev.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for rec in out:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d records to %s" % (len(out), path))


if __name__ == "__main__":
    main()
