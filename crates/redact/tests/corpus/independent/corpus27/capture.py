#!/usr/bin/env python3
"""corpus27 capture: run real software on this machine with planted values and store its raw output.

Writes captured/<program>/<template>_<n>.txt (or one file per template for table dumps),
captured/planted.json and captured/versions.json.  Transient files live in /tmp/c27run.
Ports 19700-19799 on 127.0.0.1 only; infrastructure templates run inside a private
network/UTS/mount/PID namespace (unshare) with planted host names, addresses and MACs.
All work runs under `nice -n 10`; every process started here is stopped in a finally block.
"""
import base64
import json
import os
import shutil
import signal
import socket
import socketserver
import subprocess
import sys
import threading
import time
import urllib.parse
import urllib.request
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import synthlib as S  # noqa: E402

OUT = HERE / "captured"
RUN = Path("/tmp/c27run")
NICE = ["nice", "-n", "10"]
UNITS = []
VERSIONS = {}
PROCS = []

PG = ["psql", "-X", "-h", "127.0.0.1", "-p", "5432", "-U", "postgres"]
MY = ["mysql", "-uroot", "-h", "127.0.0.1", "-P", "3306"]


# ------------------------------------------------------------------ helpers
def sh(cmd, input=None, env=None, timeout=90, check=False, cwd=RUN, merge=True):
    e = dict(os.environ)
    e.update(env or {})
    p = subprocess.run(NICE + list(cmd), input=input, env=e, cwd=cwd, timeout=timeout,
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT if merge else subprocess.PIPE)
    out = p.stdout.decode("utf-8", "replace")
    if not merge:
        out = (out, p.stderr.decode("utf-8", "replace"))
    if check and p.returncode != 0:
        raise RuntimeError(f"{cmd} failed: {out}")
    return out


def start(cmd, **kw):
    p = subprocess.Popen(NICE + list(cmd), cwd=RUN, start_new_session=True, **kw)
    PROCS.append(p)
    return p


def stop_all():
    for p in PROCS:
        if p.poll() is None:
            try:
                os.killpg(p.pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
    for p in PROCS:
        try:
            p.wait(timeout=5)
        except subprocess.TimeoutExpired:
            os.killpg(p.pid, signal.SIGKILL)


def wait_port(port, t=15):
    end = time.time() + t
    while time.time() < end:
        try:
            socket.create_connection(("127.0.0.1", port), 0.3).close()
            return
        except OSError:
            time.sleep(0.1)
    raise RuntimeError(f"port {port} not up")


def save(program, name, text):
    d = OUT / program
    d.mkdir(parents=True, exist_ok=True)
    (d / name).write_text(text, encoding="utf-8")
    return f"{program}/{name}"


def unit(tid, n, program, cls, file, locator, secrets=(), private=(), keep=()):
    UNITS.append({"id": f"{tid}-{n}", "program": program, "template": tid, "class": cls, "file": file,
                  "locator": locator, "secrets": [s for s in secrets if s],
                  "private": [p for p in private if p], "keep": [k for k in keep if k]})


def version(program, cmd):
    try:
        VERSIONS[program] = sh(cmd, timeout=60).strip().splitlines()[0].strip()
    except Exception as exc:  # pragma: no cover
        VERSIONS[program] = f"unknown ({exc})"


def write(name, text):
    p = RUN / name
    p.write_text(text, encoding="utf-8")
    return str(p)


# ------------------------------------------------------------------ peers (answer real clients only)
class _Peer(socketserver.ThreadingTCPServer):
    allow_reuse_address = True
    daemon_threads = True


class SMTPPeer(socketserver.StreamRequestHandler):
    MECHS = "PLAIN LOGIN"

    def handle(self):
        w = lambda s: self.wfile.write(s.encode() + b"\r\n")
        w("220 peer.invalid ESMTP c27peer")
        state = None
        while True:
            line = self.rfile.readline()
            if not line:
                return
            cmd = line.decode("latin-1").strip()
            u = cmd.upper()
            if state == "data":
                if cmd == ".":
                    state = None
                    w("250 2.0.0 queued")
                continue
            if state == "login_user":
                state = "login_pass"
                w("334 UGFzc3dvcmQ6")
                continue
            if state == "login_pass":
                state = None
                w("235 2.7.0 accepted")
                continue
            if u.startswith("EHLO"):
                w("250-peer.invalid")
                w("250-AUTH " + SMTPPeer.MECHS)
                w("250 8BITMIME")
            elif u.startswith("AUTH PLAIN"):
                w("235 2.7.0 accepted")
            elif u.startswith("AUTH LOGIN"):
                state = "login_user"
                w("334 VXNlcm5hbWU6")
            elif u.startswith("DATA"):
                state = "data"
                w("354 go ahead")
            elif u.startswith("QUIT"):
                w("221 bye")
                return
            else:
                w("250 ok")


class POP3Peer(socketserver.StreamRequestHandler):
    def handle(self):
        w = lambda s: self.wfile.write(s.encode() + b"\r\n")
        w("+OK c27peer ready")
        while True:
            line = self.rfile.readline()
            if not line:
                return
            u = line.decode("latin-1").strip().upper()
            if u.startswith("STAT"):
                w("+OK 0 0")
            elif u.startswith("QUIT"):
                w("+OK bye")
                return
            elif u.startswith("CAPA"):
                w("-ERR no capa")
            else:
                w("+OK")


def serve(handler, port):
    srv = _Peer(("127.0.0.1", port), handler)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    return srv


# ------------------------------------------------------------------ shared planted sets
def creds(n, tid):
    user = f"svc_{S.hostname(n, tid + 'u').split('-')[0]}{n}"
    return user, S.password(n, tid)


# ================================================================== ENCODED
def t_enc_socat_hex():
    tid, prog = "enc-socat-hex", "socat"
    for n in range(8):
        user, pw = f"c27_{S.HOST_WORDS[n]}", S.password(n, tid)
        acl = write("c27_redis.acl", f"user default off\nuser {user} on >{pw} ~c27:* +@all\n")
        rs = start(["redis-server", "--port", "19720", "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
                    "--dir", str(RUN), "--aclfile", acl], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_port(19720)
        logf = RUN / "socat_hex.log"
        so = start(["socat", "-x", "-v", "TCP-LISTEN:19721,bind=127.0.0.1,reuseaddr",
                    "TCP:127.0.0.1:19720"], stderr=open(logf, "wb"))
        time.sleep(0.6)  # no probe: socat without fork serves exactly one connection
        sh(["redis-cli", "-p", "19721", "--user", user, "--pass", pw, "--no-auth-warning", "GET", f"c27:job{n}"])
        time.sleep(0.3)
        so.terminate(); so.wait(5); rs.terminate(); rs.wait(5)
        f = save(prog, f"{tid}_{n}.txt", logf.read_text("utf-8", "replace"))
        unit(tid, n, prog, "encoded", f, {"type": "block", "start": r"^> .*from=0 ", "end": r"^--$"},
             secrets=[pw], private=[user], keep=["AUTH", "length=", "from=0", "--"])
    VERSIONS[prog] = sh(["socat", "-V"]).splitlines()[1].strip()


def t_enc_perl_smtp():
    tid, prog = "enc-perl-netsmtp", "perl-Net-SMTP"
    srv = serve(SMTPPeer, 19740)
    try:
        for n in range(8):
            p = S.person(300 + n)
            user, pw = p["email"], S.password(n, tid)
            mech = "PLAIN" if n % 2 == 0 else "LOGIN"
            helo = S.fqdn(n, tid)
            SMTPPeer.MECHS = "PLAIN LOGIN" if mech == "PLAIN" else "LOGIN"
            script = write("smtp.pl", r'''
use strict; use Net::SMTP; use Authen::SASL;
my ($user, $pw, $mech, $helo) = @ARGV;
my $smtp = Net::SMTP->new("127.0.0.1", Port => 19740, Hello => $helo, Debug => 1, Timeout => 10) or die "connect: $@";
my $sasl = Authen::SASL->new(mechanism => $mech, callback => { user => $user, pass => $pw, authname => $user });
$smtp->auth($sasl) or die "auth failed";
$smtp->mail($user); $smtp->to('ops@example.org'); $smtp->quit;
''')
            out = sh(["perl", script, user, pw, mech, helo])
            f = save(prog, f"{tid}_{n}.txt", out)
            # SASL PLAIN sends base64(authzid NUL authcid NUL password); the password is only inside that blob
            blob = f"{user}\0{user}\0{pw}" if mech == "PLAIN" else None
            unit(tid, n, prog, "encoded", f, {"type": "block", "start": r">>> EHLO", "end": r"<<< 235"},
                 secrets=[blob] if blob else [pw], private=[user, helo, "peer.invalid"],
                 keep=["Net::SMTP", f"AUTH {mech}", "<<< 235 2.7.0 accepted", "EHLO", "250-AUTH", ">>>", "<<< 334"])
    finally:
        srv.shutdown(); srv.server_close()
    version(prog, ["perl", "-MNet::SMTP", "-MAuthen::SASL", "-e",
                   'print "Net::SMTP $Net::SMTP::VERSION (libnet), Authen::SASL $Authen::SASL::VERSION, perl $^V\n"'])


def start_http_server():
    www = RUN / "www"
    www.mkdir(exist_ok=True)
    (www / "index.html").write_text("ok\n")
    logf = RUN / "httpserver.log"
    p = start([sys.executable, "-u", "-m", "http.server", "--bind", "127.0.0.1", "--directory", str(www), "19730"],
              stdout=subprocess.DEVNULL, stderr=open(logf, "wb"))
    wait_port(19730)
    return p, logf


def t_enc_httpserver(httpd_log):
    tid, prog = "enc-py-httpserver-log", "python-http.server"
    for n in range(8):
        p = S.person(320 + n)
        pw = S.password(n, tid)
        tok = S.b64_token(n, 24, tid)
        state = json.dumps({"pwd": pw, "login": p["email"], "nonce": S.uuid4(n, tid)})
        q = urllib.parse.urlencode({"code": tok, "state": state, "trace": S.trace_id(n)})
        path = ["/oauth/callback", "/sso/acs", "/login/return", "/api/v2/hook"][n % 4]
        try:
            urllib.request.urlopen(f"http://127.0.0.1:19730{path}?{q}", timeout=5).read()
        except Exception:
            pass
    time.sleep(0.5)
    text = httpd_log.read_text("utf-8", "replace")
    f = save(prog, f"{tid}.txt", text)
    for n in range(8):
        p = S.person(320 + n)
        pw = S.password(n, tid)
        tok = S.b64_token(n, 24, tid)
        unit(tid, n, prog, "encoded", f, {"type": "line", "contains": urllib.parse.quote_plus(tok)},
             secrets=[pw, tok], private=[p["email"]],
             keep=['HTTP/1.1"', S.trace_id(n), S.uuid4(n, tid), "GET", "code=", "state="])
    VERSIONS[prog] = "Python " + sys.version.split()[0] + " http.server (SimpleHTTPRequestHandler)"


def t_enc_ruby_nethttp():
    tid, prog = "enc-ruby-nethttp-debug", "ruby-Net-HTTP"
    for n in range(8):
        user, pw = creds(n, tid)
        script = write("nethttp.rb", '''
require "net/http"
user, pw, path = ARGV
http = Net::HTTP.new("127.0.0.1", 19730)
http.set_debug_output($stdout)
req = Net::HTTP::Get.new(path)
req.basic_auth(user, pw)
req["X-Request-Id"] = ARGV[3]
http.request(req)
''')
        rid = S.uuid4(n, tid)
        path = ["/status", "/metrics", "/index.html", "/health"][n % 4]
        out = sh(["ruby", script, user, pw, path, rid])
        f = save(prog, f"{tid}_{n}.txt", out)
        unit(tid, n, prog, "encoded", f, {"type": "line", "contains": "Authorization: Basic"},
             secrets=[f"{user}:{pw}"], private=[user],  # password only inside the Basic blob
             keep=["Authorization: Basic", rid, "X-Request-Id", "HTTP/1.1", "Accept-Encoding", "GET", "<-"])
    version(prog, ["ruby", "-e", 'puts "ruby #{RUBY_VERSION} net-http #{Net::HTTP::VERSION rescue ""}"', "-rnet/http"])


# ================================================================== JAVA (several classes)
JAVA_SRC = r'''
import java.util.*;
import java.util.logging.*;
import java.net.*;
import java.sql.*;

public class C27 {
    record Zugang(String benutzer, String passwort, String pinCode, String rechner) {}
    record Acceso(String usuario, String contrasena, String claveOtp, String servidor) {}
    record Acces(String identifiant, String motDePasse, String codePin, String hote) {}
    record Creds(String usr, String pwd, String skLive, String hostAddr) {}

    public static void main(String[] a) throws Exception {
        switch (a[0]) {
            case "record" -> {
                Object r = switch (Integer.parseInt(a[1]) % 4) {
                    case 0 -> new Zugang(a[2], a[3], a[4], a[5]);
                    case 1 -> new Acceso(a[2], a[3], a[4], a[5]);
                    case 2 -> new Acces(a[2], a[3], a[4], a[5]);
                    default -> new Creds(a[2], a[3], a[4], a[5]);
                };
                System.out.println("INFO loaded credentials " + r);
            }
            case "xml" -> {
                Logger log = Logger.getLogger("c27.gateway.Upstream");
                log.setUseParentHandlers(false);
                ConsoleHandler h = new ConsoleHandler();
                h.setFormatter(new XMLFormatter());
                log.addHandler(h);
                log.warning(a[1]);
                h.flush();
            }
            case "nif" -> {
                InetAddress local = InetAddress.getLocalHost();
                System.out.println("localhost: " + local);
                NetworkInterface ni = NetworkInterface.getByName(a[1]);
                System.out.println("interface: " + ni);
                System.out.println("hwaddr: " + HexFormat.ofDelimiter(":").formatHex(ni.getHardwareAddress()));
                System.out.println("addresses: " + ni.getInterfaceAddresses());
                System.out.println("peer: " + InetAddress.getByName(a[2]));
            }
            case "jdbc" -> {
                try {
                    DriverManager.getConnection(a[1]);
                } catch (SQLException e) {
                    e.printStackTrace();
                }
            }
        }
    }
}
'''


def java_prepare():
    d = RUN / "java"
    d.mkdir(exist_ok=True)
    (d / "C27.java").write_text(JAVA_SRC)
    sh(["javac", "-d", str(d), str(d / "C27.java")], check=True, timeout=180)
    return d


def t_key_java_record(jd):
    tid, prog = "key-java-record-tostring", "java-record-toString"
    for n in range(8):
        user, pw = creds(n, tid)
        pin = S.pin(n, tid, 6 + n % 3)
        host = S.fqdn(n, tid)
        third = S.vendor_token(2, tid + str(n)) if n % 4 == 3 else pin
        out = sh(["java", "-cp", str(jd), "C27", "record", str(n), user, pw, third, host])
        f = save(prog, f"{tid}_{n}.txt", out)
        unit(tid, n, prog, "key_unusual", f, {"type": "line", "contains": "loaded credentials"},
             secrets=[pw, third], private=[user, host],
             keep=["INFO", "loaded credentials", ["Zugang[", "Acceso[", "Acces[", "Creds["][n % 4],
                   ["passwort=", "contrasena=", "motDePasse=", "pwd="][n % 4],
                   ["pinCode=", "claveOtp=", "codePin=", "skLive="][n % 4]])
    version(prog, ["java", "-version"])


def t_enc_java_xml(jd):
    tid, prog = "enc-java-xmlformatter", "java-util-logging-XMLFormatter"
    for n in range(8):
        user, _ = creds(n, tid)
        pw = S.password(n, tid)[:9] + "&<" + S.plain_password(n, tid)[:4]
        host = S.fqdn(n, tid)
        body = json.dumps({"usr": user, "pwd": pw, "target": host})
        msg = f"upstream rejected payload {body} (status=401, attempt={n + 1})"
        out = sh(["java", "-cp", str(jd), "C27", "xml", msg])
        f = save(prog, f"{tid}_{n}.txt", out)
        unit(tid, n, prog, "encoded", f, {"type": "block", "start": r"^<record>", "end": r"^</record>"},
             secrets=[pw], private=[user, host],
             keep=["<record>", "<level>WARNING</level>", "<logger>c27.gateway.Upstream</logger>", "status=401",
                   "</record>", "<message>upstream rejected payload"])
    VERSIONS[prog] = VERSIONS.get("java-record-toString") or sh(["java", "-version"]).splitlines()[0]


def t_pos_java_jdbc(jd):
    tid, prog = "pos-java-drivermanager", "java-sql-DriverManager"
    for n in range(8):
        user, pw = creds(n, tid)
        host = S.fqdn(n, tid)
        db = ["ledger", "billing", "crm", "audit"][n % 4]
        url = [f"jdbc:postgresql://{host}:5432/{db}?user={user}&password={urllib.parse.quote(pw, safe='')}&sslmode=require",
               f"jdbc:mysql://{user}:{urllib.parse.quote(pw, safe='')}@{host}:3306/{db}",
               f"jdbc:sqlserver://{host}:1433;databaseName={db};user={user};password={{{pw}}}",
               f"jdbc:oracle:thin:{user}/{pw}@//{host}:1521/{db.upper()}"][n % 4]
        out = sh(["java", "-cp", str(jd), "C27", "jdbc", url])
        f = save(prog, f"{tid}_{n}.txt", out)
        unit(tid, n, prog, "positional", f, {"type": "block", "start": r"SQLException", "end": r"C27\.main"},
             secrets=[pw], private=[user, host],
             keep=["java.sql.SQLException", "No suitable driver found for", "DriverManager.getConnection",
                   "at java.sql/", "C27.main"])
    VERSIONS[prog] = VERSIONS.get("java-record-toString") or sh(["java", "-version"]).splitlines()[0]


# ================================================================== NAMESPACE (infra)
NS_SETUP = r'''
set -e
hostname "$C27_HOST"
ip link set lo up
ip link add "$C27_IF" type veth peer name c27peer0
ip link set "$C27_IF" address "$C27_MAC"
ip link set c27peer0 address "$C27_PEERMAC"
ip addr add "$C27_IP/24" dev "$C27_IF"
ip addr add "$C27_IP2/24" dev "$C27_IF"
ip -6 addr add "$C27_IP6/64" dev "$C27_IF" nodad
ip link set c27peer0 up
ip link set "$C27_IF" up
mount --bind "$C27_HOSTS" /etc/hosts
ip neigh add "$C27_NEIGH" lladdr "$C27_NEIGHMAC" dev "$C27_IF" nud permanent
'''


def ns_run(n, tid, body, extra_env=None):
    host = S.fqdn(n, tid)
    short = host.split(".")[0]
    ip = S.ipv4(n, tid)
    base = ip.rsplit(".", 1)[0]
    last = int(ip.rsplit(".", 1)[1])
    ip2 = f"{base}.{(last % 250) + 2 if (last % 250) + 2 != last else 3}"
    neigh = f"{base}.{((last + 77) % 250) + 2}"
    peer = S.fqdn(n, tid + "peer")
    neigh_host = S.fqdn(n, tid + "neigh")
    env = {"C27_HOST": host, "C27_IF": ["ens-bk0", "eth-app", "veth-db1", "bond-int"][n % 4],
           "C27_MAC": S.mac(n, tid), "C27_PEERMAC": S.mac(n, tid + "p"), "C27_IP": ip, "C27_IP2": ip2,
           "C27_IP6": S.ipv6(n, tid), "C27_NEIGH": neigh, "C27_NEIGHMAC": S.mac(n, tid + "n"),
           "C27_PID": str(S.pid(n, tid)), "C27_PEER": peer, "C27_NEIGHHOST": neigh_host}
    hosts = write(f"hosts_{tid}_{n}", f"127.0.0.1 localhost\n{ip} {host} {short}\n{ip2} {peer}\n"
                  f"{neigh} {neigh_host}\n")
    env["C27_HOSTS"] = hosts
    env.update(extra_env or {})
    script = write(f"ns_{tid}_{n}.sh", NS_SETUP + body)
    out = sh(["unshare", "-n", "-u", "-m", "-p", "-f", "--mount-proc", "bash", script], env=env, timeout=120)
    return out, env


def plant_pid(var="C27_PID"):
    return f'echo $(( ${var} - 1 )) > /proc/sys/kernel/ns_last_pid\n'


def t_infra_ss():
    tid, prog = "infra-ss", "iproute2-ss"
    for n in range(8):
        flag = "-tnp" if n % 2 == 0 else "-tpr"  # -r resolves planted names via the namespace hosts file
        body = plant_pid() + f'''
python3 -c "
import socket,time
s=socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR,1); s.bind(('$C27_IP2',19710)); s.listen()
c=socket.create_connection(('$C27_IP2',19710), source_address=('$C27_IP',0)); a=s.accept()
time.sleep(2.5)" &
sleep 1
ss {flag} state established
wait
'''
        out, env = ns_run(n, tid, body)
        f = save(prog, f"{tid}_{n}.txt", out)
        unit(tid, n, prog, "infra", f, {"type": "whole"},
             private=[env["C27_IP"], env["C27_IP2"], env["C27_PID"], env["C27_HOST"], env["C27_PEER"]],
             keep=["Recv-Q", "Send-Q", "Local Address:Port", "Peer Address:Port", "users:", "python3", "fd="])
    version(prog, ["ss", "-V"])


def t_infra_logger():
    tid, prog = "infra-logger", "util-linux-logger"
    for n in range(8):
        fmt = "--rfc5424" if n % 2 == 0 else "--rfc3164"
        tag = ["billing-sync", "edge-agent", "backupd", "cfg-pull"][n % 4]
        body = plant_pid() + f'''
logger -d -n 127.0.0.1 -P 19701 --stderr {fmt} -i -t {tag} "upstream $C27_PEER ($C27_IP2) reset by peer, failing over to $C27_NEIGH via $C27_IF ($C27_MAC)"
'''
        out, env = ns_run(n, tid, body)
        f = save(prog, f"{tid}_{n}.txt", out)
        unit(tid, n, prog, "infra", f, {"type": "line", "contains": "reset by peer"},
             private=[env["C27_HOST"], env["C27_HOST"].split(".")[0], env["C27_PEER"], env["C27_IP2"],
                      env["C27_NEIGH"], env["C27_MAC"], env["C27_PID"]],
             keep=[tag, "reset by peer", "<13>", "failing over to", env["C27_IF"], "timeQuality"])
    version(prog, ["logger", "-V"])


def t_infra_ping():
    tid, prog = "infra-ping", "iputils-ping"
    for n in range(8):
        target = "$C27_PEER" if n % 2 == 0 else "$C27_IP2"
        body = f"ping -c 2 -i 0.2 -W 1 {target}\n"
        if n % 4 == 3:
            body = "ping -6 -c 2 -i 0.2 -W 1 $C27_IP6\n"
        out, env = ns_run(n, tid, body)
        f = save(prog, f"{tid}_{n}.txt", out)
        unit(tid, n, prog, "infra", f, {"type": "whole"},
             private=[env["C27_PEER"], env["C27_IP2"], env["C27_IP6"], env["C27_HOST"]],
             keep=["PING", "icmp_seq=1", "ttl=64", "packet loss", "rtt min/avg/max/mdev", "ping statistics"])
    version(prog, ["ping", "-V"])


def t_infra_arp():
    tid, prog = "infra-arp", "net-tools-arp"
    for n in range(8):
        body = "arp -a\n" if n % 2 == 0 else "arp -n\n"
        out, env = ns_run(n, tid, body)
        f = save(prog, f"{tid}_{n}.txt", out)
        unit(tid, n, prog, "infra", f, {"type": "whole"},
             private=[env["C27_NEIGH"], env["C27_NEIGHMAC"], env["C27_NEIGHHOST"]],
             keep=["HWaddress", "ether", "PERM", "CM", env["C27_IF"], "Iface", "HWtype"])
    version(prog, ["arp", "-V"])


def t_infra_java(jd):
    tid, prog = "infra-java-networkinterface", "java-net-NetworkInterface"
    for n in range(8):
        body = f'java -cp {jd} C27 nif "$C27_IF" "$C27_PEER"\n'
        out, env = ns_run(n, tid, body)
        f = save(prog, f"{tid}_{n}.txt", out)
        unit(tid, n, prog, "infra", f, {"type": "whole"},
             private=[env["C27_HOST"], env["C27_IP"], env["C27_IP2"], env["C27_IP6"], env["C27_MAC"],
                      env["C27_PEER"], S.link_local(env["C27_MAC"])],
             keep=["localhost:", "interface:", "hwaddr:", "addresses:", "peer:", env["C27_IF"]])
    VERSIONS[prog] = VERSIONS.get("java-record-toString") or sh(["java", "-version"]).splitlines()[0]


# ================================================================== ERLANG
ERL_SRC = r'''
-module(c27e).
-export([keyu/1, prose/1, pem/1, crash/1, connect/4]).

keyu([Pw, Otp, Sk, User, Host]) ->
    io:setopts([{encoding, unicode}]),
    M = #{passwd => list_to_binary(Pw), 'otpSeed' => Otp, <<"clé_api"/utf8>> => list_to_binary(Sk),
          benutzer => User, 'dbHost' => Host, retries => 3, region => <<"eu-west-1">>},
    io:format("~ts~n", [io_lib:format("~tp", [M])]),
    halt().

prose([Token, Url, Reqid]) ->
    logger:error("webhook delivery to ~s failed with 401; retrying with ~s (request ~s)", [Url, Token, Reqid]),
    logger:warning("token ~s will be rotated by the scheduler", [Token]),
    timer:sleep(200),
    halt().

pem([Kind, Out]) ->
    Key = case Kind of
              "ec" -> public_key:generate_key({namedCurve, secp256r1});
              _ -> public_key:generate_key({rsa, 1024, 65537})
          end,
    Type = case Kind of "ec" -> 'ECPrivateKey'; _ -> 'RSAPrivateKey' end,
    Pem = public_key:pem_encode([public_key:pem_entry_encode(Type, Key)]),
    ok = file:write_file(Out, Pem),
    logger:notice("loaded signing key for release pipeline:~n~s", [Pem]),
    timer:sleep(200),
    halt().

crash([Host, Port, User, Pw]) ->
    spawn(fun() -> c27e:connect(Host, list_to_integer(Port), User, Pw) end),
    timer:sleep(400),
    halt().

connect(Host, Port, User, Pw) when is_atom(Host) -> {Host, Port, User, Pw}.
'''


def erl_prepare():
    d = RUN / "erl"
    d.mkdir(exist_ok=True)
    (d / "c27e.erl").write_text(ERL_SRC, encoding="utf-8")
    sh(["erlc", "-o", str(d), str(d / "c27e.erl")], check=True, cwd=d)
    return d


def erl(d, fn, args):
    return sh(["erl", "-noshell", "+pc", "unicode", "-pa", str(d), "-run", "c27e", fn] + list(args), timeout=60)


def t_key_erlang(ed):
    tid, prog = "key-erlang-map-tp", "erlang-io-format"
    for n in range(8):
        user, pw = creds(n, tid)
        r = S.rng(tid + "otp", n)
        otp = base64.b32encode(bytes(r.randint(0, 255) for _ in range(10))).decode()
        sk = S.hex_token(n, 32, tid)
        host = S.fqdn(n, tid)
        out = erl(ed, "keyu", [pw, otp, sk, user, host])
        f = save(prog, f"{tid}_{n}.txt", out)
        unit(tid, n, prog, "key_unusual", f, {"type": "whole"}, secrets=[pw, otp, sk], private=[user, host],
             keep=["passwd =>", "otpSeed =>", "benutzer =>", "dbHost =>", "retries => 3", "region =>"])
    version(prog, ["erl", "-noshell", "-eval",
                   'io:format("Erlang/OTP ~s erts-~s~n",[erlang:system_info(otp_release),erlang:system_info(version)]),halt().'])


def t_nokey_erlang_logger(ed):
    tid, prog = "nokey-erlang-logger", "erlang-logger"
    for n in range(8):
        tok = S.vendor_token(n, tid)
        url = f"https://{S.fqdn(n, tid)}/hooks/{S.hex_token(n, 8, tid + 'h')}"
        rid = S.request_id(n)
        out = erl(ed, "prose", [tok, url, rid])
        f = save(prog, f"{tid}_{n}.txt", out)
        unit(tid, n, prog, "no_key", f, {"type": "whole"}, secrets=[tok], private=[S.fqdn(n, tid)],
             keep=["=ERROR REPORT====", "=WARNING REPORT====", rid, "failed with 401", "will be rotated"])
    VERSIONS[prog] = VERSIONS.get("erlang-io-format", "")


def t_nokey_erlang_pem(ed):
    tid, prog = "nokey-erlang-public_key-pem", "erlang-public_key"
    for n in range(8):
        keyfile = RUN / f"key_{n}.pem"
        out = erl(ed, "pem", ["ec" if n % 2 == 0 else "rsa", str(keyfile)])
        body = [l for l in keyfile.read_text().splitlines() if l and not l.startswith("-----")]
        f = save(prog, f"{tid}_{n}.txt", out)
        unit(tid, n, prog, "no_key", f, {"type": "whole"}, secrets=body,
             keep=["=NOTICE REPORT====", "loaded signing key", "-----BEGIN", "PRIVATE KEY-----", "-----END"])
    VERSIONS[prog] = VERSIONS.get("erlang-io-format", "")


def t_pos_erlang_crash(ed):
    tid, prog = "pos-erlang-function-clause", "erlang-error-logger"
    for n in range(8):
        user, pw = creds(n, tid)
        host = S.fqdn(n, tid)
        out = erl(ed, "crash", [host, str([5432, 3306, 5672, 6379][n % 4]), user, pw])
        f = save(prog, f"{tid}_{n}.txt", out)
        unit(tid, n, prog, "positional", f, {"type": "whole"}, secrets=[pw], private=[user, host],
             keep=["=ERROR REPORT====", "function_clause", "c27e,connect", "exit value", "c27e.erl"])
    VERSIONS[prog] = VERSIONS.get("erlang-io-format", "")


# ================================================================== PYTHON stdlib
def t_key_py_traceback():
    tid, prog = "key-py-traceback-locals", "python-traceback"
    for n in range(8):
        user, pw = creds(n, tid)
        pin = S.pin(n, tid)
        sk = S.vendor_token(n + 2, tid)
        names = [("clave_acceso", "otp", "sk"), ("kennwort", "pinCode", "apiSk"), ("mot_de_passe", "code_pin", "secretRef"),
                 ("passwd", "otp_code", "sk_live"), ("haslo", "pin", "skey"), ("salasana", "tanNr", "signingKey"),
                 ("pwd", "mfaOtp", "clientSecretRef"), ("lozinka", "pinKod", "sk_token")][n]
        script = write("tb.py", f'''
import traceback, sys
def login(usuario, {names[0]}, {names[1]}, {names[2]}):
    intentos = 3
    raise ConnectionRefusedError(111, "Connection refused")
def main():
    try:
        login({user!r}, {pw!r}, {pin!r}, {sk!r})
    except Exception as e:
        print("".join(traceback.TracebackException.from_exception(e, capture_locals=True).format()), end="")
main()
''')
        out = sh([sys.executable, script])
        f = save(prog, f"{tid}_{n}.txt", out)
        unit(tid, n, prog, "key_unusual", f, {"type": "whole"}, secrets=[pw, pin, sk], private=[user],
             keep=["Traceback (most recent call last):", "ConnectionRefusedError", "intentos = 3",
                   f"{names[0]} =", f"{names[1]} =", f"{names[2]} ="])
    VERSIONS[prog] = "Python " + sys.version.split()[0]


def t_look_py_fileconfig():
    tid, prog = "look-py-logging-fileConfig", "python-logging-fileConfig"
    ini = write("logging.ini", '''[loggers]
keys=root,deploy
[handlers]
keys=console
[formatters]
keys=trace
[logger_root]
level=WARNING
handlers=console
[logger_deploy]
level=INFO
handlers=console
qualname=deploy.rollout
propagate=0
[handler_console]
class=StreamHandler
level=DEBUG
formatter=trace
args=(sys.stdout,)
[formatter_trace]
format=%(asctime)s %(levelname)-7s %(name)s trace_id=%(trace_id)s span_id=%(span_id)s %(message)s
datefmt=%Y-%m-%dT%H:%M:%S%z
''')
    for n in range(8):
        p = S.person(340 + n)
        script = write("fc.py", f'''
import logging, logging.config
logging.config.fileConfig({ini!r})
log = logging.getLogger("deploy.rollout")
ex = {{"trace_id": {S.trace_id(n)!r}, "span_id": {S.span_id(n)!r}}}
log.info("rollout %s of build %s (commit %s, image %s) approved by %s; request %s",
         {S.version(n)!r}, {S.build_id(n)!r}, {S.commit_sha(n)!r}, {S.digest(n)!r}, {p["email"]!r}, {S.uuid4(n, tid)!r},
         extra=ex)
''')
        out = sh([sys.executable, script])
        f = save(prog, f"{tid}_{n}.txt", out)
        unit(tid, n, prog, "lookalike", f, {"type": "line", "contains": "rollout"}, private=[p["email"]],
             keep=[S.trace_id(n), S.span_id(n), S.commit_sha(n), S.digest(n), S.uuid4(n, tid), S.build_id(n),
                   S.version(n), "INFO"])
    VERSIONS[prog] = "Python " + sys.version.split()[0]


def t_look_py_warnings():
    tid, prog = "look-py-warnings", "python-warnings"
    for n in range(8):
        fq = S.fqdn(n, tid)
        cat = ["DeprecationWarning", "UserWarning", "RuntimeWarning", "FutureWarning"][n % 4]
        script = write(f"warn_{n}.py", f'''
import warnings
warnings.simplefilter("always")
warnings.warn("artifact {S.digest(n)} (build {S.build_id(n)}, commit {S.commit_sha(n)[:12]}) pulled from {fq} uses schema {S.version(n)}; trace {S.trace_id(n)}", {cat})
''')
        out = sh([sys.executable, script])
        f = save(prog, f"{tid}_{n}.txt", out)
        unit(tid, n, prog, "lookalike", f, {"type": "line", "contains": cat + ":"}, private=[fq],
             keep=[cat, S.digest(n), S.build_id(n), S.commit_sha(n)[:12], S.version(n), S.trace_id(n)])
    VERSIONS[prog] = "Python " + sys.version.split()[0]


def t_pii_py_sqlite_iterdump():
    tid, prog = "pii-py-sqlite3-iterdump", "python-sqlite3-iterdump"
    for n in range(8):
        p = S.person(360 + n)
        kind, nid = S.national_id(n + 1)
        addr = p["address"].replace("Lindenallee", "Am Kreuz'l Weg") if n % 3 == 0 else p["address"]
        script = write("dump.py", f'''
import sqlite3
con = sqlite3.connect(":memory:")
con.execute("CREATE TABLE kunde(id INTEGER PRIMARY KEY, name TEXT, email TEXT, tel TEXT, geburt TEXT, ausweis TEXT, iban TEXT, anschrift TEXT, angelegt TEXT)")
con.execute("INSERT INTO kunde VALUES (?,?,?,?,?,?,?,?,?)", ({1000 + n}, {p["name"]!r}, {p["email"]!r}, {p["phone"]!r}, {p["birth"]!r}, {nid!r}, {S.iban(n + 10)!r}, {addr!r}, "2024-03-0{1 + n % 9}T08:15:00Z"))
for line in con.iterdump():
    print(line)
''')
        out = sh([sys.executable, script])
        f = save(prog, f"{tid}_{n}.txt", out)
        unit(tid, n, prog, "pii_locale", f, {"type": "line", "contains": "INSERT INTO"},
             private=[p["name"], p["email"], p["phone"], p["birth"], nid, S.iban(n + 10), addr],
             keep=['INSERT INTO "kunde"', "VALUES(", str(1000 + n), f"2024-03-0{1 + n % 9}T08:15:00Z"])
    VERSIONS[prog] = "Python " + sys.version.split()[0] + " sqlite3 (SQLite " + __import__("sqlite3").sqlite_version + ")"


def t_pii_py_etree():
    tid, prog = "pii-py-xml-etree", "python-xml.etree"
    for n in range(8):
        p = S.person(380 + n)
        kind, nid = S.national_id(n + 3)
        script = write("et.py", f'''
import xml.etree.ElementTree as ET
c = ET.Element("customer", id="C-{4400 + n}", locale={p["locale"]!r})
ET.SubElement(c, "name").text = {p["name"]!r}
ET.SubElement(c, "email").text = {p["email"]!r}
ET.SubElement(c, "phone", type="mobile").text = {p["phone"]!r}
ET.SubElement(c, "nationalId", scheme={kind!r}).text = {nid!r}
ET.SubElement(c, "card").text = {S.card(n + 20, n % 2 == 1)!r}
ET.SubElement(c, "address").text = {p["address"] + " & Co. <c/o>"!r}
ET.SubElement(c, "born").text = {p["birth"]!r}
ET.indent(c)
print(ET.tostring(c, encoding="unicode"))
''')
        out = sh([sys.executable, script])
        f = save(prog, f"{tid}_{n}.txt", out)
        unit(tid, n, prog, "pii_locale", f, {"type": "whole"},
             private=[p["name"], p["email"], p["phone"], nid, S.card(n + 20, n % 2 == 1), p["address"], p["birth"]],
             keep=[f'<customer id="C-{4400 + n}"', "<nationalId", f'scheme="{kind}"', "</customer>", "<email>", "<born>"])
    VERSIONS[prog] = "Python " + sys.version.split()[0]


# ================================================================== PERL
def t_pos_perl_carp():
    tid, prog = "pos-perl-carp-confess", "perl-Carp"
    for n in range(8):
        user, pw = creds(n, tid)
        host = S.fqdn(n, tid)
        script = write("carp.pl", r'''
use strict; use warnings; use Carp qw(confess cluck);
sub open_db { my ($host, $port, $user, $pass, $opts) = @_; confess "connect to $host:$port refused"; }
sub with_retry { my @a = @_; open_db(@a); }
$Carp::MaxArgLen = 0; $Carp::MaxArgNums = 0;
with_retry(@ARGV[0..3], {sslmode => "require"});
''')
        out = sh(["perl", script, host, str([5432, 3306, 1521, 27017][n % 4]), user, pw])
        f = save(prog, f"{tid}_{n}.txt", out)
        unit(tid, n, prog, "positional", f, {"type": "whole"}, secrets=[pw], private=[user, host],
             keep=["main::open_db(", "main::with_retry(", "called at", "refused at", "line"])
    version(prog, ["perl", "-MCarp", "-e", 'print "perl $^V, Carp $Carp::VERSION\n"'])


def t_look_perl_jsonpp():
    tid, prog = "look-perl-JSON-PP", "perl-JSON-PP"
    for n in range(8):
        p = S.person(400 + n)
        doc = {"build": {"id": S.build_id(n + 8), "git_sha": S.commit_sha(n + 8), "version": S.version(n + 8)},
               "image": f"{S.fqdn(n, tid + 'reg')}/ledger@{S.digest(n + 8)}", "trace_id": S.trace_id(n + 8),
               "request_id": S.uuid4(n + 8, tid), "triggered_by": f"{p['name']} <{p['email']}>",
               "status": "succeeded"}
        script = write("jpp.pl", r'''
use strict; use JSON::PP;
my $in = do { local $/; <STDIN> };
print JSON::PP->new->pretty->canonical->encode(JSON::PP->new->utf8->decode($in));
''')
        out = sh(["perl", "-CS", script], input=json.dumps(doc).encode())
        f = save(prog, f"{tid}_{n}.txt", out)
        unit(tid, n, prog, "lookalike", f, {"type": "whole"}, private=[p["name"], p["email"], S.fqdn(n, tid + "reg")],
             keep=[S.build_id(n + 8), S.commit_sha(n + 8), S.version(n + 8), S.digest(n + 8), S.trace_id(n + 8),
                   S.uuid4(n + 8, tid), '"status" : "succeeded"'])
    version(prog, ["perl", "-MJSON::PP", "-e", 'print "JSON::PP $JSON::PP::VERSION (perl $^V)\n"'])


def t_nokey_perl_warn():
    tid, prog = "nokey-perl-warn", "perl-warn"
    for n in range(8):
        tok = S.vendor_token(n + 3, tid)
        extra = S.aws_secret(n) if tok.startswith("AKIA") else S.hex_token(n, 48, tid)
        script = write("warn.pl", r'''
use strict; use warnings;
my ($tok, $extra, $job) = @ARGV;
warn "refresh failed for $tok / $extra, job $job will retry in 30s\n" if 1;
warn "refresh failed for $tok / $extra, job $job will retry in 30s";
''')
        job = S.uuid4(n, tid)
        out = sh(["perl", script, tok, extra, job])
        f = save(prog, f"{tid}_{n}.txt", out)
        unit(tid, n, prog, "no_key", f, {"type": "line", "contains": " at "}, secrets=[tok, extra],
             keep=["refresh failed for", job, "will retry in 30s", "line 5."])
    version(prog, ["perl", "-e", 'print "perl $^V\n"'])


def t_pos_socat_pop3():
    tid, prog = "pos-socat-v-pop3", "socat-v+perl-Net-POP3"
    srv = serve(POP3Peer, 19742)
    try:
        for n in range(8):
            p = S.person(420 + n)
            user, pw = p["email"], S.password(n, tid)
            logf = RUN / "socat_pop3.log"
            so = start(["socat", "-v", "TCP-LISTEN:19743,bind=127.0.0.1,reuseaddr", "TCP:127.0.0.1:19742"],
                       stderr=open(logf, "wb"))
            time.sleep(0.6)
            script = write("pop3.pl", r'''
use strict; use Net::POP3;
my $pop = Net::POP3->new("127.0.0.1", Port => 19743, Timeout => 10) or die "no pop: $@";
$pop->user($ARGV[0]); $pop->pass($ARGV[1]); $pop->quit;
''')
            sh(["perl", script, user, pw])
            time.sleep(0.3)
            so.terminate(); so.wait(5)
            f = save(prog, f"{tid}_{n}.txt", logf.read_text("utf-8", "replace"))
            unit(tid, n, prog, "positional", f, {"type": "block", "start": r"USER ", "end": r"^PASS "},
                 secrets=[pw], private=[user], keep=["USER", "PASS", "length=", "+OK", "\\r"])
    finally:
        srv.shutdown(); srv.server_close()
    VERSIONS[prog] = sh(["socat", "-V"]).splitlines()[1].strip() + "; " + sh(
        ["perl", "-MNet::POP3", "-e", 'print "Net::POP3 $Net::POP3::VERSION\n"']).strip()


# ================================================================== RUBY / PHP / NODE
def t_key_ruby_pp():
    tid, prog = "key-ruby-pp", "ruby-pp"
    for n in range(8):
        user, pw = creds(n, tid)
        pin = S.pin(n, tid, 4 + n % 3 * 2)
        ref = S.b64_token(n, 30, tid)
        keys = [(":mot_de_passe", '"secretRef"', ":pin"), ('"contraseña"', ":sk", '"otpCode"'),
                (":passwort", '"apiSk"', ":tan"), ('"пароль"', ":secret_ref", '"pinCodigo"'),
                (":pwd", '"clientSecretRef"', ":otp"), ('"salasana"', ":signing_sk", '"pinNumero"'),
                (":passwd", '"secretRefValue"', ":mfa_pin"), ('"κωδικός"', ":skToken", '"pin_kod"')][n]
        script = write("pp.rb", f'''
require "pp"
cfg = {{:usuario => ARGV[0], {keys[0]} => ARGV[1], {keys[1]} => ARGV[2], {keys[2]} => ARGV[3], :timeout_ms => 2500, :region => "eu-central"}}
pp cfg
''')
        out = sh(["ruby", script, user, pw, ref, pin])
        f = save(prog, f"{tid}_{n}.txt", out)
        unit(tid, n, prog, "key_unusual", f, {"type": "whole"}, secrets=[pw, ref, pin], private=[user],
             keep=[k + "=>" for k in keys] + [":timeout_ms=>2500", ":usuario=>"])
    version(prog, ["ruby", "-v"])


def t_look_ruby_yaml():
    tid, prog = "look-ruby-yaml", "ruby-psych-YAML"
    for n in range(8):
        p = S.person(440 + n)
        script = write("y.rb", '''
require "yaml"
a = ARGV
doc = {"release" => {"version" => a[0], "commit" => a[1], "image" => a[2], "build_id" => a[3]},
       "trace" => {"trace_id" => a[4], "span_id" => a[5]}, "request_id" => a[6], "approved_by" => a[7], "canary" => true}
puts doc.to_yaml
''')
        args = [S.version(n + 16), S.commit_sha(n + 16), S.digest(n + 16), S.build_id(n + 16), S.trace_id(n + 16),
                S.span_id(n + 16), S.uuid4(n + 16, tid), p["email"]]
        out = sh(["ruby", script] + args)
        f = save(prog, f"{tid}_{n}.txt", out)
        unit(tid, n, prog, "lookalike", f, {"type": "whole"}, private=[p["email"]],
             keep=args[:7] + ["canary: true"])
    VERSIONS[prog] = sh(["ruby", "-ryaml", "-e", 'puts "ruby #{RUBY_VERSION} psych #{Psych::VERSION} libyaml #{Psych::LIBYAML_VERSION}"']).strip()


def t_pii_ruby_yaml():
    tid, prog = "pii-ruby-yaml", "ruby-psych-YAML"
    for n in range(8):
        p = S.person(460 + n)
        kind, nid = S.national_id(n + 5)
        script = write("py.rb", '''
require "yaml"
a = ARGV
puts({"kunde" => {"name" => a[0], "e_mail" => a[1], "telefon" => a[2], "geboren" => a[3], a[4] => a[5],
      "iban" => a[6], "adresse" => a[7], "segment" => "retail", "id" => a[8].to_i}}.to_yaml)
''')
        args = [p["name"], p["email"], p["phone"], p["birth"], kind, nid, S.iban(n + 30, n % 2 == 1), p["address"],
                str(7700 + n)]
        out = sh(["ruby", script] + args)
        f = save(prog, f"{tid}_{n}.txt", out)
        unit(tid, n, prog, "pii_locale", f, {"type": "whole"}, private=args[:4] + args[5:8],
             keep=["kunde:", "e_mail:", "telefon:", "segment: retail", f"id: {7700 + n}", "iban:"])


def t_key_php_print_r():
    tid, prog = "key-php-print_r", "php-print_r"
    for n in range(8):
        user, pw = creds(n, tid)
        pin = S.pin(n, tid, 6)
        sk = S.vendor_token(n + 5, tid)
        keys = [("kennwort", "pin", "apiSk"), ("contrasenya", "otp", "secret_ref"), ("mdp", "codePIN", "skLive"),
                ("wachtwoord", "pincode", "secretRef"), ("passwd", "totp", "sk"), ("jelszo", "pinKod", "signingSk"),
                ("lösenord", "engangskod", "apiNyckelRef"), ("salasana", "otpKoodi", "sk_ref")][n]
        script = write("pr.php", '<?php\n$a = $argv;\nprint_r(["benutzer" => $a[1], "' + keys[0] + '" => $a[2], "'
                       + keys[1] + '" => $a[3], "' + keys[2] + '" => $a[4], "retries" => 3, "endpoint" => "/v2/charge"]);\n')
        out = sh(["php", script, user, pw, pin, sk])
        f = save(prog, f"{tid}_{n}.txt", out)
        unit(tid, n, prog, "key_unusual", f, {"type": "whole"}, secrets=[pw, pin, sk], private=[user],
             keep=[f"[{keys[0]}] =>", f"[{keys[1]}] =>", f"[{keys[2]}] =>", "[retries] => 3", "Array", "[benutzer] =>"])
    version(prog, ["php", "-v"])


def t_pii_php_var_dump():
    tid, prog = "pii-php-var_dump", "php-var_dump"
    for n in range(8):
        p = S.person(480 + n)
        kind, nid = S.national_id(n + 7)
        script = write("vd.php", '<?php\n$a=$argv;\nvar_dump(["nombre"=>$a[1],"correo"=>$a[2],"telefono"=>$a[3],"nacimiento"=>$a[4],'
                       '"documento"=>["tipo"=>$a[5],"numero"=>$a[6]],"tarjeta"=>$a[7],"direccion"=>$a[8],"activo"=>true,"id"=>(int)$a[9]]);\n')
        card = S.card(n + 40, n % 2 == 0)
        args = [p["name"], p["email"], p["phone"], p["birth"], kind, nid, card, p["address"], str(900 + n)]
        out = sh(["php", script] + args)
        f = save(prog, f"{tid}_{n}.txt", out)
        unit(tid, n, prog, "pii_locale", f, {"type": "whole"}, private=[p["name"], p["email"], p["phone"], p["birth"], nid, card, p["address"]],
             keep=['["nombre"]=>', '["correo"]=>', "bool(true)", f"int({900 + n})", "array(", '["documento"]=>'])
    VERSIONS[prog] = VERSIONS.get("php-print_r", "")


def t_nokey_php_trigger():
    tid, prog = "nokey-php-trigger_error", "php-trigger_error"
    for n in range(8):
        tok = S.vendor_token(n + 7, tid)
        script = write("te.php", '<?php\n$t = $argv[1];\ntrigger_error("upstream refused key $t while syncing invoices; falling back to cache", E_USER_WARNING);\n')
        out = sh(["php", "-d", "display_errors=0", "-d", "log_errors=1", script, tok])
        f = save(prog, f"{tid}_{n}.txt", out)
        unit(tid, n, prog, "no_key", f, {"type": "line", "contains": "upstream refused key"}, secrets=[tok],
             keep=["PHP Warning:", "upstream refused key", "falling back to cache", "on line 3"])
    VERSIONS[prog] = VERSIONS.get("php-print_r", "")


def t_look_node_assert():
    tid, prog = "look-node-assert-diff", "node-assert"
    for n in range(8):
        p = S.person(500 + n)
        script = write("as.js", '''
const assert = require("assert");
const a = process.argv.slice(2);
try {
  assert.deepStrictEqual(
    {traceId: a[0], spanId: a[1], commit: a[2], imageDigest: a[3], version: a[4], owner: a[6]},
    {traceId: a[0], spanId: a[1], commit: a[2], imageDigest: a[3], version: a[5], owner: a[6]});
} catch (e) { console.log(e.message); }
''')
        args = [S.trace_id(n + 24), S.span_id(n + 24), S.commit_sha(n + 24), S.digest(n + 24), S.version(n + 24),
                S.version(n + 32), p["email"]]
        out = sh(["node", script] + args)
        f = save(prog, f"{tid}_{n}.txt", out)
        unit(tid, n, prog, "lookalike", f, {"type": "whole"}, private=[p["email"]],
             keep=args[:6] + ["Expected values to be strictly deep-equal:"])
    version(prog, ["node", "--version"])


def t_nokey_node_warning():
    tid, prog = "nokey-node-emitWarning", "node-process.emitWarning"
    for n in range(8):
        tok = S.vendor_token(n + 1, tid)
        extra = S.b64_token(n, 33, tid)
        script = write("ew.js", 'process.emitWarning(`deploy hook authenticated with ${process.argv[2]}; cached session ${process.argv[3]} expires in 5m`, "CredentialWarning");\n')
        # run node in a private PID namespace so that the "(node:PID)" it prints is a planted value
        pid = S.pid(n, tid)
        wrapper = write("ew.sh", f'echo {pid - 1} > /proc/sys/kernel/ns_last_pid\nnode {script} "$1" "$2"\n')
        out = sh(["unshare", "-p", "-f", "--mount-proc", "bash", wrapper, tok, extra])
        f = save(prog, f"{tid}_{n}.txt", out)
        unit(tid, n, prog, "no_key", f, {"type": "line", "contains": "CredentialWarning"}, secrets=[tok, extra],
             private=[str(pid)], keep=["CredentialWarning:", "expires in 5m", "(node:", "deploy hook authenticated with"])
    VERSIONS[prog] = VERSIONS.get("node-assert", "")


def t_pii_node_querystring():
    tid, prog = "pii-node-querystring", "node-querystring"
    for n in range(8):
        p = S.person(520 + n)
        kind, nid = S.national_id(n + 2)
        script = write("qs.js", '''
const qs = require("querystring");
const a = process.argv.slice(2);
console.log("POST /v1/customers body=" + qs.stringify({name: a[0], email: a[1], phone: a[2], birth: a[3], id_type: a[4], id_no: a[5], iban: a[6], street: a[7], ref: a[8]}));
''')
        args = [p["name"], p["email"], p["phone"], p["birth"], kind, nid, S.iban(n + 50, True), p["address"], S.request_id(n + 50)]
        out = sh(["node", script] + args)
        f = save(prog, f"{tid}_{n}.txt", out)
        unit(tid, n, prog, "pii_locale", f, {"type": "line", "contains": "body="},
             private=args[:4] + args[5:8], keep=["POST", "/v1/customers", f"id_type={kind}", args[8], "iban=", "street="])
    VERSIONS[prog] = VERSIONS.get("node-assert", "")


def t_pos_node_exec():
    tid, prog = "pos-node-child_process", "node-child_process"
    for n in range(8):
        user, pw = creds(n, tid)
        host = S.fqdn(n, tid)
        cmd = [f"c27-mysqladmin -h {host} -u {user} -p'{pw}' status",
               f"c27-pg_dump 'postgresql://{user}:{urllib.parse.quote(pw, safe='')}@{host}:5432/ledger' -Fc -f /tmp/x.dump",
               f"c27-redis-cli -h {host} -a '{pw}' --user {user} PING",
               f"c27-mongosh 'mongodb://{user}:{urllib.parse.quote(pw, safe='')}@{host}:27017/admin' --eval 'db.stats()'"][n % 4]
        script = write("ex.js", '''
const { execSync } = require("child_process");
try { execSync(process.argv[2], {stdio: "pipe"}); } catch (e) { console.log(e.message); }
''')
        out = sh(["node", script, cmd])
        f = save(prog, f"{tid}_{n}.txt", out)
        unit(tid, n, prog, "positional", f, {"type": "whole"}, secrets=[pw], private=[user, host],
             keep=["Command failed:", "not found", "/bin/sh:", "status", "PING", "-Fc", "--eval"])
    VERSIONS[prog] = VERSIONS.get("node-assert", "")


# ================================================================== DATABASES (rows)
def row_people(base):
    rows = []
    for n in range(8):
        p = S.person(base + n)
        kind, nid = S.national_id(base + n)
        rows.append({"n": n, "p": p, "nid": nid, "kind": kind, "pw": S.plain_password(base + n, "rows"),
                     "tok": S.vendor_token(base + n, "rows"), "uuid": S.uuid4(base + n, "rows"),
                     "iban": S.iban(base + n), "card": S.card(base + n)})
    return rows


def sqlq(s):
    return "'" + s.replace("'", "''") + "'"


def t_rows_pg(pg_ok):
    prog_psql, prog_dump = "psql", "pg_dump"
    sh(PG + ["-d", "postgres", "-c", "DROP DATABASE IF EXISTS c27_corpus"], check=True)
    sh(PG + ["-d", "postgres", "-c", "CREATE DATABASE c27_corpus ENCODING 'UTF8' TEMPLATE template0"], check=True)
    pg_ok.append(True)
    rk, rc, ra = row_people(600), row_people(620), row_people(640)
    ddl = ["CREATE TABLE kunden(id int primary key, kunde text, e_mail text, telefon text, ausweis text, passwort text, trace uuid, status text)",
           "CREATE TABLE clientes(id int primary key, nombre text, correo text, tarjeta text, clave_api text, solicitud uuid, estado text)",
           "CREATE TABLE abonnenten(id int primary key, naam text, email text, iban text, geboren date, token text, versie text)"]
    ins = []
    for r in rk:
        ins.append(f"INSERT INTO kunden VALUES ({r['n'] + 1},{sqlq(r['p']['name'])},{sqlq(r['p']['email'])},{sqlq(r['p']['phone'])},{sqlq(r['nid'])},{sqlq(r['pw'])},'{r['uuid']}','aktiv')")
    for r in rc:
        ins.append(f"INSERT INTO clientes VALUES ({r['n'] + 1},{sqlq(r['p']['name'])},{sqlq(r['p']['email'])},{sqlq(r['card'])},{sqlq(r['tok'])},'{r['uuid']}','pendiente')")
    for r in ra:
        ins.append(f"INSERT INTO abonnenten VALUES ({r['n'] + 1},{sqlq(r['p']['name'])},{sqlq(r['p']['email'])},{sqlq(r['iban'])},'{r['p']['birth']}',{sqlq(r['tok'])},'{S.version(r['n'])}')")
    sql = ";\n".join(ddl + ins) + ";\n"
    sh(PG + ["-d", "c27_corpus", "-v", "ON_ERROR_STOP=1", "-q"], input=sql.encode(), check=True)
    # psql aligned
    out = sh(PG + ["-d", "c27_corpus", "-c", "SELECT * FROM kunden ORDER BY id"], env={"PAGER": "cat"})
    f = save(prog_psql, "rows-psql-aligned.txt", out)
    for r in rk:
        unit("rows-psql-aligned", r["n"], prog_psql, "rows", f, {"type": "row", "format": "psql_aligned", "key": str(r["n"] + 1)},
             secrets=[r["pw"]], private=[r["p"]["name"], r["p"]["email"], r["p"]["phone"], r["nid"]],
             keep=["aktiv", r["uuid"], "id", "passwort", "trace", "status"])
    out = sh(PG + ["-d", "c27_corpus", "-P", "format=asciidoc", "-c", "SELECT * FROM clientes ORDER BY id"])
    f = save(prog_psql, "rows-psql-asciidoc.txt", out)
    for r in rc:
        unit("rows-psql-asciidoc", r["n"], prog_psql, "rows", f, {"type": "row", "format": "asciidoc", "key": str(r["n"] + 1)},
             secrets=[r["tok"]], private=[r["p"]["name"], r["p"]["email"], r["card"]],
             keep=["pendiente", r["uuid"], "solicitud", "clave_api", "estado", "id"])
    out = sh(["pg_dump", "-h", "127.0.0.1", "-U", "postgres", "--data-only", "-t", "abonnenten", "c27_corpus"])
    f = save(prog_dump, "rows-pg_dump-copy.txt", out)
    for r in ra:
        unit("rows-pg_dump-copy", r["n"], prog_dump, "rows", f, {"type": "row", "format": "pg_copy", "key": str(r["n"] + 1)},
             secrets=[r["tok"]], private=[r["p"]["name"], r["p"]["email"], r["iban"], r["p"]["birth"]],
             keep=[S.version(r["n"]), "versie", "token", "geboren", "naam", "id"])
    version(prog_psql, ["psql", "--version"])
    version(prog_dump, ["pg_dump", "--version"])


def t_rows_mysqldump(my_ok):
    prog = "mysqldump"
    sh(MY + ["-e", "DROP DATABASE IF EXISTS c27_corpus; CREATE DATABASE c27_corpus CHARACTER SET utf8mb4"], check=True)
    my_ok.append(True)
    rows = row_people(660)
    sql = ["CREATE TABLE utilisateurs(id int primary key, nom varchar(80), courriel varchar(120), mot_de_passe varchar(64), carte varchar(32), ip_derniere varchar(45), session_id char(36), role varchar(16)) CHARACTER SET utf8mb4"]
    for r in rows:
        ip = S.ipv4(r["n"], "rows-my")
        r["ip"] = ip
        sql.append(f"INSERT INTO utilisateurs VALUES ({r['n'] + 1},{sqlq(r['p']['name'])},{sqlq(r['p']['email'])},{sqlq(r['pw'])},{sqlq(r['card'])},'{ip}','{r['uuid']}','{['admin', 'lecteur', 'editeur', 'audit'][r['n'] % 4]}')")
    sh(MY + ["--default-character-set=utf8mb4", "c27_corpus"], input=(";\n".join(sql) + ";\n").encode(), check=True)
    out = sh(["mysqldump", "-uroot", "-h", "127.0.0.1", "--default-character-set=utf8mb4", "--xml", "--skip-dump-date",
              "c27_corpus", "utilisateurs"])
    f = save(prog, "rows-mysqldump-xml.txt", out)
    for r in rows:
        unit("rows-mysqldump-xml", r["n"], prog, "rows", f, {"type": "row", "format": "mysqldump_xml", "key": str(r["n"] + 1)},
             secrets=[r["pw"]], private=[r["p"]["name"], r["p"]["email"], r["card"], r["ip"]],
             keep=[r["uuid"], ["admin", "lecteur", "editeur", "audit"][r["n"] % 4], "id", "session_id", "role", "mot_de_passe"])
    version(prog, ["mysqldump", "--version"])


def t_rows_join():
    prog = "coreutils-join"
    rows = row_people(680)
    a = ["kundennr,name,email,telefon"] + [f"K{100 + r['n']},{r['p']['name']},{r['p']['email']},{r['p']['phone']}" for r in rows]
    b = ["kundennr,iban,pin,konto_status,trace_id"] + [
        f"K{100 + r['n']},{r['iban']},{S.pin(r['n'], 'join')},{['offen', 'gesperrt'][r['n'] % 2]},{S.trace_id(r['n'] + 680)}" for r in rows]
    write("join_a.csv", "\n".join(a) + "\n")
    write("join_b.csv", "\n".join(b) + "\n")
    out = sh(["join", "--header", "-t", ",", "join_a.csv", "join_b.csv"], env={"LC_ALL": "C.UTF-8"})
    f = save(prog, "rows-join-csv.txt", out)
    for r in rows:
        unit("rows-join-csv", r["n"], prog, "rows", f, {"type": "row", "format": "csv", "key": f"K{100 + r['n']}"},
             secrets=[S.pin(r["n"], "join")], private=[r["p"]["name"], r["p"]["email"], r["p"]["phone"], r["iban"]],
             keep=[f"K{100 + r['n']}", ["offen", "gesperrt"][r["n"] % 2], S.trace_id(r["n"] + 680), "kundennr", "konto_status", "trace_id"])
    version(prog, ["join", "--version"])


# ================================================================== main
def main():
    if OUT.exists():
        shutil.rmtree(OUT)
    OUT.mkdir(parents=True)
    RUN.mkdir(exist_ok=True)
    pg_ok, my_ok = [], []
    steps = []
    try:
        jd = java_prepare()
        ed = erl_prepare()
        httpd, httpd_log = start_http_server()
        steps = [t_enc_socat_hex, t_enc_perl_smtp, lambda: t_enc_httpserver(httpd_log), t_enc_ruby_nethttp,
                 lambda: t_enc_java_xml(jd),
                 t_infra_ss, t_infra_logger, t_infra_ping, t_infra_arp, lambda: t_infra_java(jd),
                 lambda: t_key_java_record(jd), t_key_py_traceback, t_key_ruby_pp, t_key_php_print_r, lambda: t_key_erlang(ed),
                 t_look_py_fileconfig, t_look_node_assert, t_look_perl_jsonpp, t_look_py_warnings, t_look_ruby_yaml,
                 lambda: t_nokey_erlang_logger(ed), lambda: t_nokey_erlang_pem(ed), t_nokey_node_warning, t_nokey_php_trigger, t_nokey_perl_warn,
                 t_pii_py_sqlite_iterdump, t_pii_php_var_dump, t_pii_ruby_yaml, t_pii_node_querystring, t_pii_py_etree,
                 t_pos_perl_carp, lambda: t_pos_erlang_crash(ed), lambda: t_pos_java_jdbc(jd), t_pos_node_exec, t_pos_socat_pop3,
                 lambda: t_rows_pg(pg_ok), lambda: t_rows_mysqldump(my_ok), t_rows_join]
        only = set(sys.argv[1:])
        for st in steps:
            name = getattr(st, "__name__", "")
            t0 = time.time()
            st()
            print(f"step done {len(UNITS)} units ({time.time() - t0:.1f}s)", flush=True)
    finally:
        stop_all()
        if pg_ok:
            sh(PG + ["-d", "postgres", "-c", "DROP DATABASE IF EXISTS c27_corpus"])
        if my_ok:
            sh(MY + ["-e", "DROP DATABASE IF EXISTS c27_corpus"])
    (OUT / "planted.json").write_text(json.dumps(UNITS, ensure_ascii=False, indent=1), encoding="utf-8")
    (OUT / "versions.json").write_text(json.dumps(VERSIONS, ensure_ascii=False, indent=1, sort_keys=True), encoding="utf-8")
    print(f"captured {len(UNITS)} units")


if __name__ == "__main__":
    main()
