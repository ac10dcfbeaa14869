"""MariaDB 10.11: private instance (mariadb-install-db into /tmp, port 3399, own socket).
general_log + slow_query_log (long_query_time=0) to FILE, error log with log_warnings=4.
Traffic: CREATE USER / SET PASSWORD / GRANT / ALTER USER, INSERTs with PII, SELECT by api_key,
failed logins (access denied), a connection with a wrong database, a syntax error."""
import os, subprocess, time, sys, json
sys.path.insert(0, os.path.dirname(__file__))
from pool import Pool
import pymysql

W = "/tmp/logs-real/work/mariadb"
C = "/tmp/logs-real/cap"
P = Pool("mariadb")
sock = f"{W}/mysqld.sock"
os.system(f"rm -rf {W}/data {W}/*.log; mariadb-install-db --no-defaults --datadir={W}/data --user=root --auth-root-authentication-method=normal >/dev/null 2>&1")
srv = subprocess.Popen(["/usr/sbin/mariadbd", "--no-defaults", f"--datadir={W}/data", "--user=root",
                        "--port=3399", "--bind-address=127.0.0.1", f"--socket={sock}", f"--pid-file={W}/m.pid",
                        "--general-log=1", f"--general-log-file={W}/general.log", "--slow-query-log=1",
                        f"--slow-query-log-file={W}/slow.log", "--long-query-time=0", "--log-output=FILE",
                        f"--log-error={W}/error.log", "--log-warnings=4", "--skip-name-resolve=0",
                        "--log-slow-verbosity=query_plan"])
for _ in range(60):
    if os.path.exists(sock):
        break
    time.sleep(0.5)
time.sleep(1)

root = pymysql.connect(unix_socket=sock, user="root", autocommit=True)
cur = root.cursor()
cur.execute("CREATE DATABASE shop")
cur.execute("USE shop")
cur.execute("CREATE TABLE customers (id INT AUTO_INCREMENT PRIMARY KEY, name VARCHAR(80), email VARCHAR(120), phone VARCHAR(32), card VARCHAR(32), iban VARCHAR(40), national_id VARCHAR(24), pw_hash VARCHAR(200))")
cur.execute("CREATE TABLE api_clients (id INT AUTO_INCREMENT PRIMARY KEY, api_key VARCHAR(80), owner VARCHAR(120), webhook_secret VARCHAR(80))")
users = []
for i in range(6):
    u, pw = P.user(), P.password()
    users.append((u, pw))
    host = ["127.0.0.1", "%", "localhost", P.ip(), "127.0.0.1", "%"][i]
    cur.execute(f"CREATE USER '{u}'@'{host}' IDENTIFIED BY '{pw}'")
    if i % 2 == 0:
        cur.execute(f"GRANT SELECT, INSERT ON shop.* TO '{u}'@'{host}'")
    if i == 1:
        newpw = P.password()
        cur.execute(f"SET PASSWORD FOR '{u}'@'{host}' = PASSWORD('{newpw}')")
        users[-1] = (u, newpw)
    if i == 3:
        cur.execute(f"ALTER USER '{u}'@'{host}' IDENTIFIED BY '{P.password()}'")
    if i == 5:
        cur.execute(f"ALTER USER '{u}'@'{host}' IDENTIFIED WITH mysql_native_password AS '{P.hash_mysql()}'")
u7 = P.user()
cur.execute(f"GRANT ALL PRIVILEGES ON shop.* TO '{u7}'@'127.0.0.1' IDENTIFIED BY '{P.password()}' WITH GRANT OPTION")
try:
    cur.execute(f"CREATE USER IF NOT EXISTS '{P.user()}'@'localhost' IDENTIFIED VIA ed25519 USING PASSWORD('{P.password()}')")
except Exception:
    pass
cur.execute("FLUSH PRIVILEGES")
for i in range(8):
    name = P.name()
    phone = [P.phone_cn(), P.phone_uk(0), P.phone_uk(1), P.phone_e164()][i % 4]
    card = P.card(["", " ", "-", ""][i % 4])
    iban = P.iban(spaced=(i % 3 == 0))
    nid = P.cnid() if i % 2 == 0 else P.ssn()
    h = [P.hash_bcrypt(), P.hash_argon2(), P.hash_django(), P.hash_mysql()][i % 4]
    cur.execute("INSERT INTO customers (name, email, phone, card, iban, national_id, pw_hash) VALUES (%s,%s,%s,%s,%s,%s,%s)",
                (name, P.email(), phone, card, iban, nid, h))
for i in range(4):
    k = [P.stripe(), P.api_key(), P.hex(40), P.sendgrid()][i]
    cur.execute("INSERT INTO api_clients (api_key, owner, webhook_secret) VALUES (%s, %s, %s)", (k, P.email(), P.b64(24)))
    cur.execute("SELECT id, owner FROM api_clients WHERE api_key = %s", (k,))
cur.execute("SELECT id FROM api_clients WHERE api_key='%s' AND revoked_at IS NULL" % P.ghp()) if False else None
try:
    cur.execute("SELECT id FROM api_clients WHERE api_key='%s' AND revoked_at IS NULL" % P.ghp())
except Exception:
    pass
cur.execute("UPDATE customers SET email=%s WHERE email=%s", (P.email(), P.email()))
cur.execute("SELECT * FROM customers WHERE phone=%s OR national_id=%s", (P.phone_cn(), P.cnid()))
cur.execute("SELECT name FROM customers WHERE card LIKE %s", ("%" + "4242",))
cur.execute("SELECT COUNT(*) FROM customers")
try:
    cur.execute("SELEC * FROM customers")
except Exception:
    pass
# --- extra traffic ---
import base64
for h in (P.hash_argon2(), P.hash_bcrypt(), P.hash_mysql()):
    cur.execute("UPDATE customers SET pw_hash=%s WHERE id=%s", (h, P.randint(1, 8)))
cur.execute("INSERT INTO api_clients (api_key, owner, webhook_secret) VALUES (%s, %s, %s)",
            (P.reg(base64.b64encode(f"{P.user()}:{P.password()}".encode()).decode(), "basic"), "n/a", P.hex(40)))
cur.execute("SELECT id FROM api_clients WHERE webhook_secret = %s", (P.b64(32),))
cur.execute("DELETE FROM api_clients WHERE api_key IN (%s, %s)", (P.xoxp(), P.google_api()))
# app user connections over TCP: good + bad passwords
for u, pw in users[:3]:
    try:
        c = pymysql.connect(host="127.0.0.1", port=3399, user=u, password=pw, database="shop")
        c.cursor().execute("SELECT 1"); c.close()
    except Exception as e:
        pass
errs = []
for u, _ in users[3:]:
    try:
        pymysql.connect(host="127.0.0.1", port=3399, user=u, password=P.password())
    except Exception as e:
        errs.append(repr(e))
try:
    pymysql.connect(host="127.0.0.1", port=3399, user=P.user(), password=P.password(), database="shop")
except Exception as e:
    errs.append(repr(e))
try:
    pymysql.connect(host="127.0.0.1", port=3399, user=users[0][0], password=users[0][1], database="billing_" + P.hex(6))
except Exception as e:
    errs.append(repr(e))
# mariadb CLI with password on command line -> its stderr
p = subprocess.run(["mariadb", "-h127.0.0.1", "-P3399", "-u" + users[4][0], "-p" + P.password(), "-e", "SELECT 1"], capture_output=True, text=True)
errs.append(p.stderr.strip())
open(f"{C}/mariadb_client_errors.txt", "w").write("\n".join(errs) + "\n")
cur.execute("SHUTDOWN")
srv.wait(timeout=60)
for f in ("general.log", "slow.log", "error.log"):
    os.system(f"cp {W}/{f} {C}/mariadb_{f}")
