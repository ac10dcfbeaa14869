"""Message brokers.
 - RabbitMQ (shared daemon, untouched config): pika clients log in as guest (ok) and with planted wrong
   users/passwords; the new lines of /var/log/rabbitmq/rabbit@localhost.log are captured, plus pika's own
   DEBUG/ERROR logging of the client (cap/mq_pika_client.log).
 - Mosquitto: the shared daemon's log (anonymous clients with planted client ids), and a private
   mosquitto on 127.0.0.1:1899 with a password file and log_type all (users, client ids, auth failures).
 - NATS: private nats-server 2.9 on 127.0.0.1:4299 with --user/--pass, -DV (debug+trace) to a log file;
   nats-py clients connect with credentials in the URL.
"""
import urllib.parse, asyncio, json, logging, os, subprocess, sys, time
sys.path.insert(0, os.path.dirname(__file__))
from pool import Pool
P = Pool("mq")
C = "/tmp/logs-real/cap"
W = "/tmp/logs-real/work/mq"
os.system(f"rm -rf {W}; mkdir -p {W}")

# ---------------- RabbitMQ ----------------
import pika
RLOG = "/var/log/rabbitmq/rabbit@localhost.log"
off = os.path.getsize(RLOG)
h = logging.FileHandler(f"{C}/mq_pika_client.log", mode="w")
h.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s %(message)s"))
pl = logging.getLogger("pika"); pl.setLevel(logging.DEBUG); pl.addHandler(h); pl.propagate = False
app = logging.getLogger("orders.consumer"); app.addHandler(h); app.setLevel(logging.INFO); app.propagate = False
for i in range(2):
    c = pika.BlockingConnection(pika.ConnectionParameters("127.0.0.1", 5672, "/", pika.PlainCredentials("guest", "guest"),
                                                          client_properties={"connection_name": P.pod()}))
    ch = c.channel()
    ch.queue_declare("corpus-test-" + P.hex(6), auto_delete=True)
    ch.basic_publish("", "corpus-test", json.dumps({"email": P.email(), "card": P.card("-")}))
    c.close()
for i in range(4):
    u, pw = P.user(), P.password()
    url = f"amqp://{u}:{pw}@127.0.0.1:5672/%2F?heartbeat=30"
    try:
        pika.BlockingConnection(pika.URLParameters(url))
    except Exception as e:
        app.error("broker connect failed url=%s err=%r", url, e)
try:
    pika.BlockingConnection(pika.ConnectionParameters("127.0.0.1", 5672, "billing", pika.PlainCredentials("guest", "guest")))
except Exception as e:
    app.error("vhost error: %s", e)
time.sleep(2)
with open(RLOG) as f:
    f.seek(off)
    open(f"{C}/mq_rabbitmq.log", "w").write(f.read())

# ---------------- Mosquitto (shared, anonymous) ----------------
MLOG = "/var/log/mosquitto/mosquitto.log"
moff = os.path.getsize(MLOG)
for i in range(3):
    subprocess.run(["mosquitto_pub", "-h", "127.0.0.1", "-p", "1883", "-i", P.pod(), "-t", f"devices/{P.hex(8)}/telemetry",
                    "-m", json.dumps({"imei": "35" + str(P.randint(10**12, 10**13 - 1)), "owner": P.phone_cn()})])
subprocess.run(["mosquitto_pub", "-h", "127.0.0.1", "-p", "1883", "-i", "sensor-" + P.email(), "-t", "t", "-m", "1"])
time.sleep(1)
with open(MLOG) as f:
    f.seek(moff)
    open(f"{C}/mq_mosquitto_shared.log", "w").write(f.read())

# ---------------- Mosquitto (private, password file) ----------------
users = [(P.user(), P.password()) for _ in range(3)]
open(f"{W}/passwd", "w").write("".join(f"{u}:{pw}\n" for u, pw in users))
subprocess.run(["mosquitto_passwd", "-U", f"{W}/passwd"], check=True)
os.system(f"cp {W}/passwd {C}/mq_mosquitto_passwd.txt")
open(f"{W}/m.conf", "w").write(f"""listener 1899 127.0.0.1
user root
allow_anonymous false
password_file {W}/passwd
log_dest file {W}/mosquitto.log
log_type all
connection_messages true
log_timestamp_format %Y-%m-%dT%H:%M:%S
persistence false
""")
os.system(f"chmod 700 {W}; chmod 600 {W}/passwd {W}/m.conf")
ms = subprocess.Popen(["mosquitto", "-c", f"{W}/m.conf"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
time.sleep(1)
for u, pw in users:
    subprocess.run(["mosquitto_pub", "-h", "127.0.0.1", "-p", "1899", "-u", u, "-P", pw, "-i", P.pod(), "-t", "fleet/status", "-m", "ok", "-q", "1"])
for i in range(3):
    subprocess.run(["mosquitto_pub", "-h", "127.0.0.1", "-p", "1899", "-u", [users[0][0], P.user(), P.email()][i], "-P", P.password(),
                    "-i", "gw-" + P.hex(6), "-t", "fleet/status", "-m", "x"], capture_output=True)
subprocess.run(["mosquitto_pub", "-h", "127.0.0.1", "-p", "1899", "-u", users[1][0], "-P", users[1][1], "-i", "billing-" + P.hex(4),
                "-t", "billing/events", "-m", json.dumps({"iban": P.iban(), "token": P.hex(32)}), "-d"], stdout=open(f"{C}/mq_mosquitto_pub_debug.txt", "w"))
ms.terminate(); ms.wait()
os.system(f"cp {W}/mosquitto.log {C}/mq_mosquitto_private.log")

# ---------------- NATS (private) ----------------
nu, npw = P.user(), P.password()
ns = subprocess.Popen(["nats-server", "-a", "127.0.0.1", "-p", "4299", "--user", nu, "--pass", npw, "-DV", "-l", f"{W}/nats.log",
                       "-n", "nats-" + P.pod()])
time.sleep(1)
import nats
nl = logging.getLogger("payments.nats")
nl.addHandler(h); nl.setLevel(logging.INFO); nl.propagate = False
async def go():
    nc = await nats.connect("nats://127.0.0.1:4299", user=nu, password=npw, name=P.pod())
    await nc.publish("orders.created", json.dumps({"customer": P.email(), "phone": P.phone_uk(0), "card": P.card(" ")}).encode())
    await nc.publish("auth.tokens", json.dumps({"access_token": P.jwt()}).encode())
    await nc.flush(); await nc.close()
    for u, pw in [(nu, P.password()), (P.user(), P.password())]:
        url = f"nats://{u}:{urllib.parse.quote(pw, safe='')}@127.0.0.1:4299"
        try:
            c = await nats.connect(url, max_reconnect_attempts=0, allow_reconnect=False, connect_timeout=2)
            await c.close()
        except Exception as e:
            nl.error("nats connect to %s failed: %r", url, e)
asyncio.run(go())
time.sleep(1)
ns.terminate(); ns.wait()
os.system(f"cp {W}/nats.log {C}/mq_nats.log")
