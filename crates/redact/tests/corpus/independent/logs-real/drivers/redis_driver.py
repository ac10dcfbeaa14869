"""Redis 7.0: own instances on 127.0.0.1:6399 (requirepass) and :6398 (migration target).
Captures: MONITOR output (redis-cli monitor), the server log file (loglevel verbose),
ACL LOG output, redis-cli stderr warnings, SLOWLOG GET."""
import json, os, subprocess, time, sys
sys.path.insert(0, os.path.dirname(__file__))
from pool import Pool
import redis

W = "/tmp/logs-real/work/redis"
C = "/tmp/logs-real/cap"
os.makedirs(W, exist_ok=True)
P = Pool("redis")
admin_pw = P.password()
target_pw = P.password()

def start(port, pw, log):
    subprocess.run(["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--requirepass", pw,
                    "--daemonize", "yes", "--logfile", log, "--loglevel", "verbose", "--dir", W,
                    "--pidfile", f"{W}/{port}.pid", "--save", "", "--appendonly", "no",
                    "--slowlog-log-slower-than", "0"], check=True)

start(6399, admin_pw, f"{W}/redis-6399.log")
start(6398, target_pw, f"{W}/redis-6398.log")
time.sleep(1)
mon = subprocess.Popen(["redis-cli", "-p", "6399", "--no-auth-warning", "-a", admin_pw, "monitor"],
                       stdout=open(f"{C}/redis_monitor.txt", "w"), stderr=subprocess.STDOUT)
time.sleep(0.5)
r = redis.Redis(host="127.0.0.1", port=6399, password=admin_pw, decode_responses=True)

users = []
for i in range(6):
    u, pw = P.user(), P.password()
    users.append((u, pw))
    r.execute_command("ACL", "SETUSER", u, "on", f">{pw}", "~*", "+@all")
for u, pw in users[:4]:
    c = redis.Redis(host="127.0.0.1", port=6399, username=u, password=pw)
    c.ping(); c.close()
# wrong passwords -> ACL LOG entries + log
for u, _ in users[4:]:
    bad = P.password()
    try:
        redis.Redis(host="127.0.0.1", port=6399, username=u, password=bad).ping()
    except Exception as e:
        pass
# raw AUTH via redis-cli (legacy single-arg form and 2-arg form)
for u, pw in users[:2]:
    subprocess.run(["redis-cli", "-p", "6399", "--user", u, "--pass", pw, "PING"], capture_output=True)
p = subprocess.run(["redis-cli", "-p", "6399", "-a", admin_pw, "PING"], capture_output=True, text=True)
open(f"{C}/redis_cli_stderr.txt", "w").write(p.stderr)

# sessions with JSON values carrying tokens / PII
for i in range(8):
    sid = P.session()
    doc = {"user_id": P.randint(1000, 99999), "email": P.email(), "csrf": P.hex(32),
           "access_token": P.jwt() if i % 2 == 0 else P.ghp(), "ip": P.ip()}
    if i % 3 == 0:
        doc["phone"] = P.phone_cn()
    if i % 4 == 1:
        doc["stripe_customer"] = {"card_last4": "4242", "default_key": P.stripe()}
    r.set(f"session:{sid}", json.dumps(doc), ex=3600)
for i in range(4):
    r.hset(f"user:{P.randint(1000, 9999)}", mapping={"email": P.email(), "pw_hash": P.hash_bcrypt() if i % 2 else P.hash_argon2(),
                                                      "phone": P.phone_uk(i % 2), "iban": P.iban()})
r.set(f"oauth:state:{P.hex(16)}", P.oauth_code(), ex=300)
r.set("cfg:slack:webhook_token", P.xoxb())
r.set("cfg:aws", "{}:{}".format(*P.aws()))
r.lpush("queue:mail", json.dumps({"to": P.email(), "otp": P.otp(), "template": "login_code"}))
r.set(P.b64(18), "1")  # bare random key name
r.setex("apikey:" + P.api_key(), 86400, json.dumps({"owner": P.email(), "scopes": ["read"]}))
r.publish("events", json.dumps({"evt": "card_added", "card": P.card(" "), "cnid": P.cnid()}))
r.execute_command("CONFIG", "SET", "requirepass", admin_pw)  # same pw, keep instance usable
# MIGRATE with AUTH / AUTH2
r.set("migrate:k1", "v1"); r.set("migrate:k2", "v2")
r.execute_command("MIGRATE", "127.0.0.1", "6398", "migrate:k1", "0", "5000", "AUTH", target_pw)
mig_user, mig_pw = "default", target_pw
r.execute_command("MIGRATE", "127.0.0.1", "6398", "migrate:k2", "0", "5000", "AUTH2", mig_user, mig_pw)
try:
    r.execute_command("MIGRATE", "127.0.0.1", "6398", "migrate:nokey", "0", "5000", "AUTH", P.password())
except Exception:
    pass
r.execute_command("CLIENT", "SETNAME", P.pod())
r.execute_command("EVAL", "return redis.call('SET', KEYS[1], ARGV[1])", "1", "tok:" + P.hex(12), P.b64(30))
r.execute_command("HELLO", "3", "AUTH", users[0][0], users[0][1])
# failed AUTH on the monitor connection
try:
    redis.Redis(host="127.0.0.1", port=6399, password=P.password()).ping()
except Exception:
    pass
# --- extra traffic: encoded values, bare hashes ---
import base64, urllib.parse
bu, bp = P.user(), P.password()
r.set(f"auth:upstream:{P.randint(100, 999)}", "Basic " + P.basic(bu, bp))
r.set(f"auth:upstream:{P.randint(100, 999)}", P.reg(base64.b64encode(f"{P.user()}:{P.password()}".encode()).decode(), "basic"))
r.set("sso:return_to:" + P.hex(8), "https://app.example.com/sso/finish?next=" + urllib.parse.quote(f"/account?token={P.jwt()}&email={P.email()}", safe=""))
r.hset(f"legacy:user:{P.randint(1000, 9999)}", "pw_hash", P.hash_bcrypt())
r.hset(f"legacy:user:{P.randint(1000, 9999)}", "pw_hash", P.hash_django())
r.set(f"user:{P.randint(1000, 9999)}:pwhash", P.hash_argon2())
r.sadd("revoked", P.hex(40), P.b64(24, urlsafe=True))
r.rpush("jobs", P.b64(30))
time.sleep(1)
acl = r.execute_command("ACL", "LOG")
open(f"{C}/redis_acl_log.txt", "w").write(subprocess.run(["redis-cli", "-p", "6399", "--no-auth-warning", "-a", admin_pw, "ACL", "LOG"], capture_output=True, text=True).stdout)
open(f"{C}/redis_slowlog.txt", "w").write(subprocess.run(["redis-cli", "-p", "6399", "--no-auth-warning", "-a", admin_pw, "SLOWLOG", "GET", "40"], capture_output=True, text=True).stdout)
open(f"{C}/redis_client_list.txt", "w").write(subprocess.run(["redis-cli", "-p", "6399", "--no-auth-warning", "-a", admin_pw, "CLIENT", "LIST"], capture_output=True, text=True).stdout)
mon.terminate()
subprocess.run(["redis-cli", "-p", "6399", "--no-auth-warning", "-a", admin_pw, "SHUTDOWN", "NOSAVE"])
subprocess.run(["redis-cli", "-p", "6398", "--no-auth-warning", "-a", target_pw, "SHUTDOWN", "NOSAVE"])
time.sleep(1)
for port in (6399, 6398):
    os.system(f"cp {W}/redis-{port}.log {C}/redis_server_{port}.log")
