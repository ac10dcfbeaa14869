"""A Flask 3.1 app (werkzeug dev server on 127.0.0.1:8097) logging the way real apps do:
 - app.log: stdlib logging text format (headers dict repr, form dicts, raw JSON bodies, tracebacks via
   logger.exception with DSNs, werkzeug access lines)
 - app.json.log: python-json-logger JsonFormatter, with a JSON document passed as a string field
 - structlog.log: structlog KeyValueRenderer and JSONRenderer
 - client.log: requests/urllib3 DEBUG logging + http.client debuglevel=1 output (print to stdout, captured)
"""
import contextlib, io, json, logging, os, sys, threading, time, urllib.parse
sys.path.insert(0, os.path.dirname(__file__))
from pool import Pool
P = Pool("pyapp")
C = "/tmp/logs-real/cap"

import flask, requests, structlog, psycopg2, pymysql
from pythonjsonlogger.json import JsonFormatter

fmt = logging.Formatter("%(asctime)s %(levelname)s [%(name)s] %(message)s")
def fh(path, formatter=fmt):
    h = logging.FileHandler(path, mode="w"); h.setFormatter(formatter); return h
app_h = fh(f"{C}/pyapp_app.log")
root = logging.getLogger()
root.setLevel(logging.DEBUG)
root.addHandler(app_h)
log = logging.getLogger("shop.api")
jlog = logging.getLogger("shop.audit")
jlog.propagate = False
jlog.addHandler(fh(f"{C}/pyapp_app.json.log", JsonFormatter("%(asctime)s %(levelname)s %(name)s %(message)s")))
# client side loggers go to their own file
client_h = fh(f"{C}/pyapp_client.log")
for n in ("urllib3", "requests", "shop.client"):
    lg = logging.getLogger(n); lg.propagate = False; lg.addHandler(client_h); lg.setLevel(logging.DEBUG)
clog = logging.getLogger("shop.client")

sl_file = open(f"{C}/pyapp_structlog.log", "w")
kv = structlog.wrap_logger(structlog.PrintLogger(sl_file), processors=[
    structlog.processors.add_log_level, structlog.processors.TimeStamper(fmt="iso"),
    structlog.processors.KeyValueRenderer(key_order=["timestamp", "level", "event"])])
sj = structlog.wrap_logger(structlog.PrintLogger(sl_file), processors=[
    structlog.processors.add_log_level, structlog.processors.TimeStamper(fmt="iso"), structlog.processors.JSONRenderer()])

app = flask.Flask("shop")
DB_DSN = f"postgresql://{P.user()}:{P.password()}@127.0.0.1:5433/orders?sslmode=disable"
MYSQL = dict(host="127.0.0.1", port=3307, user=P.user(), password=P.password(), database="crm")

@app.before_request
def log_headers():
    log.debug("incoming %s %s headers=%s", flask.request.method, flask.request.full_path, dict(flask.request.headers))

@app.post("/login")
def login():
    form = flask.request.form.to_dict()
    log.info("login attempt form=%s", form)
    kv.info("login_attempt", username=form.get("username"), remote=flask.request.remote_addr, password=form.get("password"))
    return "nope", 401

@app.post("/api/payments")
def payments():
    raw = flask.request.get_data(as_text=True)
    log.info("payment request body: %s", raw)
    body = json.loads(raw)
    jlog.info("payment accepted", extra={"request_body": raw, "customer": body.get("customer", {}).get("email"), "status": 202})
    sj.info("payment", card=body.get("card"), iban=body.get("iban"), amount=body.get("amount"))
    return flask.jsonify(ok=True), 202

@app.get("/api/orders")
def orders():
    try:
        psycopg2.connect(DB_DSN, connect_timeout=2)
    except Exception:
        log.exception("database unavailable dsn=%s", DB_DSN)
    try:
        pymysql.connect(connect_timeout=2, **MYSQL)
    except Exception:
        log.exception("crm lookup failed, config=%r", MYSQL)
    return "db down", 503

@app.post("/webhooks/<provider>")
def webhook(provider):
    log.warning("unverified webhook from %s sig=%s payload=%s", provider, flask.request.headers.get("X-Signature"), flask.request.get_json())
    jlog.warning("webhook", extra={"provider": provider, "headers": dict(flask.request.headers)})
    return "", 204

@app.get("/health")
def health():
    return "ok"

threading.Thread(target=lambda: app.run(host="127.0.0.1", port=8097, use_reloader=False), daemon=True).start()
time.sleep(1.5)
B = "http://127.0.0.1:8097"
S = requests.Session()
for i in range(3):
    u, pw = P.email() if i % 2 else P.user(), P.password()
    S.post(B + "/login", data={"username": u, "password": pw, "remember": "1", "csrf_token": P.hex(32)},
           headers={"Cookie": f"session={P.cookie()}", "User-Agent": "Mozilla/5.0"})
for i in range(4):
    body = {"customer": {"email": P.email(), "phone": [P.phone_cn(), P.phone_uk(1), P.phone_e164("49"), P.phone_e164("33")][i]},
            "card": P.card([" ", "-", "", " "][i]), "cvv": str(P.randint(100, 999)), "iban": P.iban(),
            "amount": P.randint(100, 90000) / 100, "id_card": P.cnid() if i % 2 == 0 else None}
    S.post(B + "/api/payments", data=json.dumps(body), headers={"Content-Type": "application/json",
           "Authorization": f"Bearer {P.stripe()}", "Idempotency-Key": P.hex(16)})
S.get(B + "/api/orders?limit=20", headers={"X-Api-Key": P.api_key()})
for prov in ("github", "slack"):
    S.post(B + f"/webhooks/{prov}", json={"token": P.xoxb() if prov == "slack" else P.ghp(), "user": P.email(), "team_id": "T024BE7LD"},
           headers={"X-Signature": "sha256=" + P.hex(64)})
S.get(B + f"/health?token={P.hex(24)}")
S.get(B + "/missing")

# outgoing calls with tokens in URLs and headers: urllib3 debug + http.client debuglevel
import http.client
http.client.HTTPConnection.debuglevel = 1
buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    requests.get(B + f"/health?access_token={P.jwt()}", headers={"Authorization": f"token {P.ghp()}"})
    requests.get(B + "/health", params={"api_key": P.google_api(), "email": P.email()})
    requests.post(B + "/login", data={"username": P.user(), "password": P.password()}, auth=(P.user(), P.password()))
http.client.HTTPConnection.debuglevel = 0
with open(f"{C}/pyapp_httpclient_debug.txt", "w") as f:
    f.write(buf.getvalue())
try:
    requests.post(f"http://127.0.0.1:8099/v1/charges?api_key={P.stripe()}&customer={urllib.parse.quote(P.email())}", timeout=2)
except Exception:
    clog.exception("charge call failed")
try:
    requests.get(f"http://{P.user()}:{P.password()}@127.0.0.1:8099/metrics", timeout=2)
except Exception as e:
    clog.error("metrics scrape failed: %s", e)
kv.warning("token_refresh_failed", client_id="web-portal", refresh_token=P.b64(32, urlsafe=True), upstream=P.host(), attempt=3)
sj.error("smtp_auth_failed", smtp_user=P.email(), smtp_pass=P.password(), server=P.host(), port=587)
kv.info("user_created", user_id=P.randint(1000, 99999), email=P.email(), phone=P.phone_cn(), national_id=P.cnid(), pw_hash=P.hash_django())
sj.info("request_done", path="/api/orders", status=200, duration_ms=42, request_id=P.hex(16))
jlog.info("config loaded", extra={"settings": json.dumps({"SECRET_KEY": P.b64(40), "DATABASE_URL": f"mysql://{P.user()}:{P.password()}@{P.host()}:3306/app", "DEBUG": False})})
jlog.info("cache stats", extra={"hits": 1042, "misses": 17, "evictions": 0, "duration_ms": 3.4})
# --- extra lines ---
kv.info("password_rehashed", user_id=P.randint(1000, 99999), old=P.hash_bcrypt(), new=P.hash_argon2())
log.info("legacy hash upgraded: %s -> %s", P.hash_mysql(), P.hash_django())
log.warning("redirecting to %s", "https://idp.example.com/login?return=" + urllib.parse.quote(f"https://app.example.com/cb?token={P.ghp()}&u={P.email()}", safe=""))
log.debug("cache miss for %s", P.hex(40))
log.info("verifying %s against %s", P.b64(32, urlsafe=True), P.hex(64))
jlog.info("outbound", extra={"auth_header": "Basic " + P.basic(P.user(), P.password()), "status": 200})
log.info("worker pool started: 8 threads, queue=orders, prefetch=16")
log.info("GET /api/orders 200 12.4ms")
time.sleep(0.5)
sl_file.close()
