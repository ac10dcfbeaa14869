"""PostgreSQL 15: private cluster (initdb in /tmp, port 5499, scram-sha-256 for TCP, trust on its socket).
log_statement=all, log_connections, log_disconnections, log_line_prefix with pid/user/db/app/host.
Traffic: CREATE/ALTER ROLE ... PASSWORD, CREATE USER MAPPING ... OPTIONS (password ...),
dblink() with conninfo strings, INSERTs with PII, failed password auth, unknown DB, syntax error."""
import os, subprocess, time, sys
sys.path.insert(0, os.path.dirname(__file__))
from pool import Pool
import psycopg2

W = "/tmp/logs-real/work/pg"
C = "/tmp/logs-real/cap"
BIN = "/usr/lib/postgresql/15/bin"
P = Pool("postgres")
os.system(f"rm -rf {W}; mkdir -p {W}; chown postgres:postgres {W}")
def as_pg(cmd):
    return subprocess.run(["runuser", "-u", "postgres", "--"] + cmd, capture_output=True, text=True)
print(as_pg([f"{BIN}/initdb", "-D", f"{W}/data", "-A", "trust", "-U", "postgres"]).returncode)
with open(f"{W}/data/postgresql.conf", "a") as f:
    f.write(f"""
port = 5499
listen_addresses = '127.0.0.1'
unix_socket_directories = '{W}'
logging_collector = off
log_destination = 'stderr'
log_statement = 'all'
log_connections = on
log_disconnections = on
log_min_error_statement = error
log_line_prefix = '%m [%p] %q%u@%d app=%a client=%h '
password_encryption = 'scram-sha-256'
""")
with open(f"{W}/data/pg_hba.conf", "w") as f:
    f.write("local all all trust\nhost all postgres 127.0.0.1/32 trust\nhost all all 127.0.0.1/32 scram-sha-256\n")
subprocess.run(["runuser", "-u", "postgres", "--", f"{BIN}/pg_ctl", "-D", f"{W}/data", "-l", f"{W}/server.log", "-w", "start"], check=True)
time.sleep(1)

conn = psycopg2.connect(host="127.0.0.1", port=5499, user="postgres", dbname="postgres", application_name="provisioner")
conn.autocommit = True
cur = conn.cursor()
cur.execute("CREATE DATABASE billing")
users = []
for i in range(5):
    u, pw = P.user(), P.password()
    users.append((u, pw))
    if i % 2 == 0:
        cur.execute(f"CREATE ROLE {u} LOGIN PASSWORD '{pw}'")
    else:
        cur.execute(f"CREATE USER {u} WITH PASSWORD '{pw}' VALID UNTIL '2027-01-01'")
npw = P.password()
cur.execute(f"ALTER ROLE {users[0][0]} PASSWORD '{npw}'")
users[0] = (users[0][0], npw)
cur.execute(f"ALTER USER {users[1][0]} WITH ENCRYPTED PASSWORD 'md5{P.hex(32)}'")
cur.execute(f"GRANT CONNECT ON DATABASE billing TO {users[2][0]}")
conn.close()

b = psycopg2.connect(host="127.0.0.1", port=5499, user="postgres", dbname="billing", application_name="migrate")
b.autocommit = True
c = b.cursor()
c.execute("CREATE EXTENSION dblink")
c.execute("CREATE EXTENSION postgres_fdw")
c.execute("CREATE TABLE accounts (id serial primary key, holder text, email text, phone text, iban text, card text, national_id text, api_token text)")
for i in range(6):
    c.execute("INSERT INTO accounts (holder, email, phone, iban, card, national_id, api_token) VALUES (%s,%s,%s,%s,%s,%s,%s)",
              (P.name(), P.email(), [P.phone_e164(), P.phone_cn(), P.phone_uk(1)][i % 3], P.iban(spaced=i % 2 == 1),
               P.card(["", "-", " "][i % 3]), P.cnid() if i % 2 == 0 else P.ssn(), [P.stripe(), P.ghp(), P.xoxp()][i % 3]))
remote_host = P.host()
fdw_user, fdw_pw = P.user(), P.password()
c.execute(f"CREATE SERVER ledger_remote FOREIGN DATA WRAPPER postgres_fdw OPTIONS (host '{remote_host}', port '5432', dbname 'ledger')")
c.execute(f"CREATE USER MAPPING FOR {users[2][0]} SERVER ledger_remote OPTIONS (user '{fdw_user}', password '{fdw_pw}')")
c.execute(f"ALTER USER MAPPING FOR {users[2][0]} SERVER ledger_remote OPTIONS (SET password '{P.password()}')")
c.execute(f"CREATE USER MAPPING FOR postgres SERVER ledger_remote OPTIONS (user 'postgres', password '{P.password()}')")
# dblink to ourselves with a conninfo carrying the password (works) and to a wrong password (fails)
u, pw = users[3]
c.execute(f"GRANT SELECT ON accounts TO {u}")
try:
    c.execute(f"SELECT * FROM dblink('host=127.0.0.1 port=5499 dbname=billing user={u} password={pw}', 'SELECT count(*) FROM accounts') AS t(n bigint)")
except Exception as e:
    print("dblink1", e)
try:
    c.execute(f"SELECT dblink_connect('ledger', 'hostaddr=127.0.0.1 port=5499 dbname=billing user={users[4][0]} password={P.password()} sslmode=disable')")
except Exception as e:
    print("dblink2", e)
try:
    c.execute(f"SELECT * FROM dblink('postgresql://{users[3][0]}:{users[3][1]}@127.0.0.1:5499/billing?application_name=report', 'SELECT holder FROM accounts') AS t(h text)")
except Exception as e:
    print("dblink3", e)
c.execute("SELECT id FROM accounts WHERE api_token = %s", (P.github_pat(),))
c.execute("UPDATE accounts SET email = %s WHERE phone = %s", (P.email(), P.phone_cn()))
c.execute("SELECT set_config('app.jwt', %s, false)", (P.jwt(),))
c.execute("COMMENT ON TABLE accounts IS %s", ("owner: " + P.email(),))
try:
    c.execute("SELEKT 1")
except Exception:
    pass
try:
    c.execute("INSERT INTO accounts (id, holder, email) VALUES (1, %s, %s)", (P.name(), P.email()))
except Exception:
    pass
try:
    c.execute("SELECT pg_sleep(0.01), api_tokn FROM accounts WHERE email = %s", (P.email(),))
except Exception:
    pass
# --- extra traffic ---
import urllib.parse
c.execute("CREATE TABLE users (id serial primary key, pw_hash text, remember_token text)")
for h in (P.hash_bcrypt(), P.hash_argon2(), P.hash_django()):
    c.execute("INSERT INTO users (pw_hash) VALUES (%s)", (h,))
c.execute("UPDATE users SET pw_hash = %s WHERE id = 2", (P.hash_bcrypt(),))
c.execute("UPDATE users SET remember_token = %s WHERE id = 1", (P.hex(40),))
c.execute("SELECT id FROM users WHERE remember_token = %s", (P.b64(32, urlsafe=True),))
try:
    c.execute(f"SELECT * FROM dblink('postgresql://{users[3][0]}:{urllib.parse.quote(users[3][1], safe='')}@127.0.0.1:5499/billing', 'SELECT 1') AS t(n int)")
except Exception as e:
    print("dblink4", e)
c.execute("INSERT INTO accounts (holder, api_token) VALUES (%s, %s)", (P.name(), P.reg(__import__("base64").b64encode(f"{P.user()}:{P.password()}".encode()).decode(), "basic")))
b.close()
# login traffic
for u, pw in users[2:4]:
    try:
        x = psycopg2.connect(host="127.0.0.1", port=5499, user=u, password=pw, dbname="billing", application_name="worker-" + P.hex(6))
        x.cursor().execute("SELECT 1"); x.close()
    except Exception as e:
        print("login", e)
errs = []
for u, _ in users[:2]:
    try:
        psycopg2.connect(host="127.0.0.1", port=5499, user=u, password=P.password(), dbname="billing")
    except Exception as e:
        errs.append(str(e).strip())
for dsn in [f"postgresql://{P.user()}:{P.password()}@127.0.0.1:5499/billing",
            f"host=127.0.0.1 port=5499 dbname=analytics_{P.hex(4)} user={users[2][0]} password={users[2][1]}"]:
    try:
        psycopg2.connect(dsn)
    except Exception as e:
        errs.append(str(e).strip())
p = subprocess.run(["psql", f"postgresql://{users[4][0]}:{P.password()}@127.0.0.1:5499/billing", "-c", "select 1"], capture_output=True, text=True)
errs.append(p.stderr.strip())
open(f"{C}/postgres_client_errors.txt", "w").write("\n".join(errs) + "\n")
subprocess.run(["runuser", "-u", "postgres", "--", f"{BIN}/pg_ctl", "-D", f"{W}/data", "-m", "fast", "stop"])
os.system(f"cp {W}/server.log {C}/postgres_server.log")
