#!/usr/bin/env python3
"""corpus22 capture: run real software under RUNDIR, plant values, copy real output to captured/.

Installs nothing (see README for the apt commands). All daemons bind 127.0.0.1 ports 19200-19299
and are stopped in `finally:` (SIGTERM, SIGKILL after 10 s).
"""
import base64
import re
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import synthlib as S  # noqa: E402

RUNDIR = "/tmp/c22run"
RUN = RUNDIR + "/cap"
CAP = os.path.join(HERE, "captured")
CHECK_HTTP = "/usr/lib/nagios/plugins/check_http"
N = 9  # units per template (generate.py takes at most 8 per template)
P_XMPP, P_FTP, P_PROXY, P_SINK, P_KEA, P_DNS, P_SNMP, P_TRAP = 19222, 19221, 19230, 19231, 19281, 19253, 19261, 19262

procs = []
T = {}
VERS = {}


def ver(pkg):
    v = subprocess.run(["dpkg-query", "-W", "-f", "${Version}", pkg], capture_output=True, text=True).stdout
    VERS[pkg] = v
    return v


def tpl(tid, cls, program, pkg, keep, **loc):
    T[tid] = dict(program=program, version=ver(pkg), cls=cls, keep=keep, loc=loc, units=[])


def it(value, cat, kind):
    return {"value": value, "cat": cat, "kind": kind}


def unit(tid, items, **loc):
    T[tid]["units"].append(dict(items=items, loc=loc))


def start(name, argv, logname, env=None, cwd=None):
    f = open(os.path.join(RUN, logname), "ab")
    e = dict(os.environ)
    e.update(env or {})
    p = subprocess.Popen(argv, stdout=f, stderr=subprocess.STDOUT, env=e, cwd=cwd or RUN, start_new_session=True)
    procs.append((name, p))
    return p


def stop(p):
    if p.poll() is not None:
        return
    try:
        os.kill(p.pid, signal.SIGTERM)
    except ProcessLookupError:
        return
    try:
        p.wait(10)
    except subprocess.TimeoutExpired:
        os.kill(p.pid, signal.SIGKILL)
        p.wait(5)


def run(argv, inp=None, timeout=30, env=None, cwd=None):
    e = dict(os.environ)
    e.update(env or {})
    r = subprocess.run(argv, input=inp, capture_output=True, text=True, timeout=timeout, env=e, cwd=cwd or RUN)
    return r.stdout + r.stderr


def wait_port(port, udp=False, t=15):
    end = time.time() + t
    while time.time() < end:
        if udp:
            return True
        try:
            socket.create_connection(("127.0.0.1", port), 0.5).close()
            return True
        except OSError:
            time.sleep(0.3)
    raise RuntimeError("port %d not up" % port)


_used_hosts = set()


def uhost(seed, domain="corp.internal"):
    """synthlib host name, re-drawn with a derived seed if already used (anchors must be unique)."""
    k = 0
    while True:
        h = S.host(seed if k == 0 else "%s#%d" % (seed, k), domain)
        if h not in _used_hosts:
            _used_hosts.add(h)
            return h
        k += 1


def wr(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def b64(s):
    return base64.b64encode(s.encode()).decode()


def pct(s):
    return urllib.parse.quote(s, safe="")


# ------------------------------------------------------------------ upstream sink (helper for tinyproxy)
def sink_server():
    srv = socket.socket()
    srv.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    srv.bind(("127.0.0.1", P_SINK))
    srv.listen(20)
    srv.settimeout(1)

    def loop():
        while not stop_evt.is_set():
            try:
                c, _ = srv.accept()
            except OSError:
                continue
            try:
                c.settimeout(2)
                data = b""
                while b"\r\n\r\n" not in data:
                    d = c.recv(65536)
                    if not d:
                        break
                    data += d
                c.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 3\r\nConnection: close\r\n\r\nok\n")
            except OSError:
                pass
            finally:
                c.close()
        srv.close()
    th = threading.Thread(target=loop, daemon=True)
    th.start()
    return th


stop_evt = threading.Event()


# ------------------------------------------------------------------ Kea + check_http
def kea_section():
    d = RUN + "/kea"
    os.makedirs(d, exist_ok=True)
    env = {"KEA_PIDFILE_DIR": d, "KEA_LOCKFILE_DIR": d}
    units = {}
    clients = []
    for tid in ["kea_ca_req_pii", "kea_ca_req_encoded", "kea_ca_req_keyunusual", "checkhttp_basic_encoded"]:
        for i in range(N):
            sd = "%s:%d" % (tid, i)
            u = S.username(sd + ":u")
            pw = S.password(sd + ":pw")
            if ":" in pw:
                pw = pw.replace(":", "!")
            clients.append({"user": u, "password": pw})
            units[sd] = (u, pw)
    dhcp4 = {"Dhcp4": {
        "interfaces-config": {"interfaces": []},
        "control-socket": {"socket-type": "unix", "socket-name": d + "/kea4.sock"},
        "lease-database": {"type": "memfile", "persist": True, "name": d + "/leases4.csv", "lfc-interval": 0},
        "hooks-libraries": [{"library": "/usr/lib/x86_64-linux-gnu/kea/hooks/libdhcp_lease_cmds.so"}],
        "subnet4": [{"id": 1, "subnet": "10.60.0.0/16", "pools": [{"pool": "10.60.200.1 - 10.60.200.250"}]}],
        "loggers": [{"name": "kea-dhcp4", "output_options": [{"output": d + "/kea4.log"}], "severity": "DEBUG", "debuglevel": 99}]}}
    ca = {"Control-agent": {
        "http-host": "127.0.0.1", "http-port": P_KEA,
        "authentication": {"type": "basic", "realm": "kea-ctl", "clients": clients},
        "control-sockets": {"dhcp4": {"socket-type": "unix", "socket-name": d + "/kea4.sock"}},
        "loggers": [{"name": "kea-ctrl-agent", "output_options": [{"output": d + "/ca.log"}], "severity": "DEBUG", "debuglevel": 99}]}}
    lease_client = ("kea-lease-writer", S.password("kea:lease-writer"))
    clients.append({"user": lease_client[0], "password": lease_client[1]})
    wr(d + "/kea-dhcp4.conf", json.dumps(dhcp4, indent=2))
    wr(d + "/kea-ctrl-agent.conf", json.dumps(ca, indent=2))
    pk = start("kea-dhcp4", ["kea-dhcp4", "-c", d + "/kea-dhcp4.conf"], "kea/dhcp4.out", env)
    time.sleep(1.5)
    pc = start("kea-ctrl-agent", ["kea-ctrl-agent", "-c", d + "/kea-ctrl-agent.conf"], "kea/ca.out", env)
    wait_port(P_KEA)
    used_ip = set()

    def ip_for(sd):
        r = S.R(sd + ":ip")
        while True:
            v = "10.60.%d.%d" % (r.randint(1, 199), r.randint(2, 254))
            if v not in used_ip:
                used_ip.add(v)
                return v

    def post(sd, body, auth, extra=()):
        out = run([CHECK_HTTP, "-H", "127.0.0.1", "-p", str(P_KEA), "-u", "/", "-a", "%s:%s" % auth,
                   "-T", "application/json", "-P", json.dumps(body, ensure_ascii=False), "-v", *extra])
        return out

    ca_pid, k4_pid = str(pc.pid), str(pk.pid)
    rec = r"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d+ "
    keep_ca = [r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d+", r"\bDEBUG\b", r"kea-ctrl-agent\.http", r"HTTP_CLIENT_REQUEST_RECEIVED_DETAILS",
               r"POST / HTTP/1\.1", r"check_http/v2\.3\.3", r"application/json", r"lease4-add"]
    keep_k4 = [r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d+", r"\bINFO\b", r"kea-dhcp4\.lease-cmds-hooks", r"LEASE_CMDS_ADD4",
               r"lease4-add command successful"]
    tpl("kea_ca_req_pii", "pii_locale", "kea-ctrl-agent", "kea-ctrl-agent", keep_ca)
    tpl("kea_ca_req_encoded", "encoded", "kea-ctrl-agent", "kea-ctrl-agent", keep_ca)
    tpl("kea_ca_req_keyunusual", "key_unusual", "kea-ctrl-agent", "kea-ctrl-agent", keep_ca)
    tpl("kea_lease_add_pii", "pii_locale", "kea-dhcp4", "kea-dhcp4-server", keep_k4)
    tpl("kea_lease_add_infra", "infra", "kea-dhcp4", "kea-dhcp4-server", keep_k4)
    tpl("kea_lease_add_nokey", "no_key", "kea-dhcp4", "kea-dhcp4-server", keep_k4)
    tpl("rows_kea_leases_csv", "rows", "kea-dhcp4 memfile", "kea-dhcp4-server",
        [r"^address$", r"^hwaddr$", r"^valid_lifetime$", r"^subnet_id$", r"^state$", r"^user_context$", r"^expire$"])
    tpl("checkhttp_basic_encoded", "encoded", "check_http", "monitoring-plugins-standard",
        [r"POST / HTTP/1\.1", r"check_http/v2\.3\.3", r"STATUS: HTTP/1\.1 \d{3} [A-Za-z ]+", r"Content-Type: application/json",
         r"Content-Length: \d+", r"is \d+ characters"])
    LOCS = sorted(S.LOCALES)
    for i in range(N):
        # --- pii via CA request details
        sd = "kea_ca_req_pii:%d" % i
        p = S.person(sd, LOCS[(i * 5) % len(LOCS)])
        auth = units[sd]
        h = uhost(sd + ":h")
        ctx = {"owner": p["name"], "mobile": p["phone"], "mail": p["email"]}
        its = [it(p["name"], "private", "name"), it(p["phone"], "private", "phone"), it(p["email"], "private", "email"),
               it(h, "private", "host"), it(b64("%s:%s" % auth), "secret", "basic_b64"), it(ca_pid, "private", "pid")]
        if "nid" in p:
            ctx["national_id"] = p["nid"]
            its.append(it(p["nid"], "private", "nid"))
        elif "iban" in p:
            ctx["iban"] = p["iban"]
            its.append(it(p["iban"], "private", "iban"))
        ip = ip_for(sd)
        its.append(it(ip, "private", "ip"))
        post(sd, {"command": "lease4-add", "service": ["dhcp4"], "arguments": {"ip-address": ip, "hw-address": S.mac(sd), "hostname": h, "user-context": ctx}}, auth)
        its.append(it(S.mac(sd), "private", "mac"))
        unit("kea_ca_req_pii", its, mode="record", file="kea/ca.log", anchor=p["email"], start_re=rec, must="RECEIVED_DETAILS")
        # --- encoded: JSON inside a JSON string + basic auth
        sd = "kea_ca_req_encoded:%d" % i
        auth = units[sd]
        tok = S.secret(sd + ":tok", ["jwt", "base64", "vendor", "session"][i % 4])
        inner = json.dumps({"refresh_token": tok, "issued": 1700000000 + i})
        h = uhost(sd + ":h")
        ip = ip_for(sd)
        post(sd, {"command": "lease4-add", "service": ["dhcp4"], "arguments": {"ip-address": ip, "hw-address": S.mac(sd), "hostname": h,
                                                                               "user-context": {"oauth_blob": inner}}}, auth)
        unit("kea_ca_req_encoded", [it(tok, "secret", "token"), it(b64("%s:%s" % auth), "secret", "basic_b64"), it(h, "private", "host"),
                                    it(ip, "private", "ip"), it(S.mac(sd), "private", "mac"), it(ca_pid, "private", "pid")],
             mode="record", file="kea/ca.log", anchor=h, start_re=rec, must="RECEIVED_DETAILS")
        # --- key_unusual
        sd = "kea_ca_req_keyunusual:%d" % i
        auth = units[sd]
        keys = [("Passwort", "human"), ("contraseña", "walk"), ("mot_de_passe", "passphrase"), ("apiTok", "base62"), ("clientSk", "hex"),
                ("wachtwoord", "human"), ("salasana", "passphrase"), ("hasło", "walk"), ("sifre", "base62")]
        k1, g1 = keys[i % len(keys)]
        k2, g2 = keys[(i + 4) % len(keys)]
        v1, v2 = S.secret(sd + ":v1", g1), S.secret(sd + ":v2", g2)
        h = uhost(sd + ":h")
        ip = ip_for(sd)
        post(sd, {"command": "lease4-add", "service": ["dhcp4"], "arguments": {"ip-address": ip, "hw-address": S.mac(sd), "hostname": h,
                                                                               "user-context": {k1: v1, k2: v2, "ticket": "OPS-%d" % (4100 + i)}}}, auth)
        unit("kea_ca_req_keyunusual", [it(v1, "secret", k1), it(v2, "secret", k2), it(b64("%s:%s" % auth), "secret", "basic_b64"),
                                       it(h, "private", "host"), it(ip, "private", "ip"), it(S.mac(sd), "private", "mac"), it(ca_pid, "private", "pid")],
             mode="record", file="kea/ca.log", anchor=h, start_re=rec, must="RECEIVED_DETAILS")
        # --- lease add lines (kea-dhcp4 log) pii
        sd = "kea_lease_add_pii:%d" % i
        p = S.person(sd, LOCS[(i * 3 + 1) % len(LOCS)])
        ip = ip_for(sd)
        ctx = {"holder": p["name"], "tel": p["phone"]}
        its = [it(p["name"], "private", "name"), it(p["phone"], "private", "phone"), it(ip, "private", "ip"), it(S.mac(sd), "private", "mac"), it(k4_pid, "private", "pid")]
        if "iban" in p:
            ctx["iban"] = p["iban"]
            its.append(it(p["iban"], "private", "iban"))
        if "nid" in p:
            ctx["id_no"] = p["nid"]
            its.append(it(p["nid"], "private", "nid"))
        post(sd, {"command": "lease4-add", "service": ["dhcp4"], "arguments": {"ip-address": ip, "hw-address": S.mac(sd), "user-context": ctx}}, lease_client)
        unit("kea_lease_add_pii", its, mode="line", file="kea/kea4.log", anchor='"%s"' % ip, must="LEASE_CMDS_ADD4")
        # --- infra
        sd = "kea_lease_add_infra:%d" % i
        ip = ip_for(sd)
        h = uhost(sd + ":h")
        m = S.mac(sd)
        cid = "01:" + m
        post(sd, {"command": "lease4-add", "service": ["dhcp4"], "arguments": {"ip-address": ip, "hw-address": m, "client-id": cid, "hostname": h}}, lease_client)
        unit("kea_lease_add_infra", [it(ip, "private", "ip"), it(h, "private", "host"), it(m, "private", "mac"), it(cid, "private", "client_id"), it(k4_pid, "private", "pid")],
             mode="line", file="kea/kea4.log", anchor='"%s"' % ip, must="LEASE_CMDS_ADD4")
        # --- no key: bare token in a free-text note
        sd = "kea_lease_add_nokey:%d" % i
        ip = ip_for(sd)
        tok = S.secret(sd + ":t", ["vendor", "jwt", "base62", "hex", "vendor", "session", "base64", "vendor", "passphrase"][i])
        note = ["moved from old rack, use %s for the bmc", "%s", "bootstrap with %s then wipe", "tmp: %s",
                "see ticket, value %s", "%s (expires friday)", "pasted by mistake: %s", "old one revoked, new %s", "%s"][i] % tok
        post(sd, {"command": "lease4-add", "service": ["dhcp4"], "arguments": {"ip-address": ip, "hw-address": S.mac(sd), "user-context": {"note": note}}}, lease_client)
        unit("kea_lease_add_nokey", [it(tok, "secret", "bare"), it(ip, "private", "ip"), it(S.mac(sd), "private", "mac"), it(k4_pid, "private", "pid")],
             mode="line", file="kea/kea4.log", anchor='"%s"' % ip, must="LEASE_CMDS_ADD4")
        # --- rows: leases4.csv
        sd = "rows_kea_leases_csv:%d" % i
        ip = ip_for(sd)
        p = S.person(sd, ["de_DE", "es_ES", "pl_PL", "fi_FI", "sv_SE", "nl_NL", "it_IT", "tr_TR", "pt_BR"][i])
        h = uhost(sd + ":h")
        pin = S.secret(sd + ":pin", "pin")
        post(sd, {"command": "lease4-add", "service": ["dhcp4"], "arguments": {"ip-address": ip, "hw-address": S.mac(sd), "hostname": h,
                                                                               "user-context": {"assigned_to": p["name"], "desk_phone": p["phone"], "door_pin": pin}}}, lease_client)
        unit("rows_kea_leases_csv", [it(ip, "private", "ip"), it(S.mac(sd), "private", "mac"), it(h, "private", "host"), it(p["name"], "private", "name"),
                                     it(p["phone"], "private", "phone"), it(pin, "secret", "pin")], mode="csvrow", file="kea/leases4.csv", anchor=ip)
        # --- check_http -v basic auth output (status-get is avoided: it prints a pid)
        sd = "checkhttp_basic_encoded:%d" % i
        auth = units[sd]
        if i % 3 == 2:
            auth = (auth[0], auth[1] + "x")  # a wrong password: 401, still printed
        out = post(sd, {"command": ["version-get", "list-commands", "config-test"][i % 2], "service": ["dhcp4"]}, auth)
        wr(RUN + "/check_http/basic_%02d.txt" % i, out)
        unit("checkhttp_basic_encoded", [it(b64("%s:%s" % auth), "secret", "basic_b64")], mode="span", file="check_http/basic_%02d.txt" % i,
             start_re=r"^POST ", end_re=r"^STATUS:")
    time.sleep(1)
    stop(pc)
    stop(pk)
    for f in ["ca.log", "kea4.log", "leases4.csv", "kea-dhcp4.conf", "kea-ctrl-agent.conf"]:
        shutil.copy(d + "/" + f, CAP + "/kea/" + f)


# ------------------------------------------------------------------ tinyproxy + check_http
def tinyproxy_section():
    d = RUN + "/tinyproxy"
    os.makedirs(d, exist_ok=True)
    wr(d + "/tinyproxy.conf", "\n".join([
        "Port %d" % P_PROXY, "Listen 127.0.0.1", "Timeout 10", 'LogFile "%s/tinyproxy.log"' % d, "LogLevel Info",
        'PidFile "%s/tinyproxy.pid"' % d, "MaxClients 20", "Allow 127.0.0.1", "Upstream http 127.0.0.1:%d" % P_SINK,
        'ViaProxyName "tinyproxy"', ""]))
    sink_server()
    proc = start("tinyproxy", ["tinyproxy", "-d", "-c", d + "/tinyproxy.conf"], "tinyproxy/out.txt")
    wait_port(P_PROXY)
    pid = str(proc.pid)
    keep = [r"\bCONNECT\b", r"[A-Z][a-z]{2} \d\d \d\d:\d\d:\d\d\.\d{3}", r"Request \(file descriptor \d+\)", r"\bGET\b|\bPOST\b", r"HTTP/1\.1"]
    for tid, cls in [("tinyproxy_req_encoded", "encoded"), ("tinyproxy_req_userinfo", "positional"), ("tinyproxy_req_nokey", "no_key"),
                     ("tinyproxy_req_infra", "infra"), ("tinyproxy_req_keyunusual", "key_unusual"), ("tinyproxy_req_pii", "pii_locale")]:
        tpl(tid, cls, "tinyproxy", "tinyproxy-bin", keep)
    ck = [r"GET |POST ", r"check_http/v2\.3\.3", r"STATUS: HTTP/1\.1 \d{3} [A-Za-z ]+", r"Content-Type: [a-z/-]+", r"Content-Length: \d+", r"Connection: close"]
    tpl("checkhttp_form_encoded", "encoded", "check_http", "monitoring-plugins-standard", ck)
    tpl("checkhttp_header_keyunusual", "key_unusual", "check_http", "monitoring-plugins-standard", ck)
    tpl("checkhttp_lookalike", "lookalike", "check_http", "monitoring-plugins-standard",
        ck + [r"trace=[0-9a-f-]{36}", r"build=[0-9a-f]{12}", r"time=[0-9.]+s"])

    def via(url, extra=()):
        return run([CHECK_HTTP, "-H", "127.0.0.1", "-p", str(P_PROXY), "-u", url, "-v", *extra])
    for i in range(N):
        sd = "tinyproxy_req_encoded:%d" % i
        h = uhost(sd + ":h")
        sec = S.secret(sd + ":s", ["base64", "passphrase", "human", "jwt", "base64", "walk", "human", "base64", "passphrase"][i])
        redir = "https://%s/cb?code=%s" % (h, sec)
        url = ["http://%s/oauth/authorize?client_id=ops-portal&redirect_uri=%s" % (h, pct(redir)),
               "http://%s/api/v2/login?password=%s&lang=de" % (h, pct(sec))][i % 2]
        via(url)
        unit("tinyproxy_req_encoded", [it(sec, "secret", "pct"), it(h, "private", "host"), it(pid, "private", "pid")], mode="line",
             file="tinyproxy/tinyproxy.log", anchor=h + "/", must="Request (")
        sd = "tinyproxy_req_userinfo:%d" % i
        h = uhost(sd + ":h")
        u = S.username(sd + ":u")
        pw = S.password(sd + ":pw").replace("@", "!").replace(":", "!").replace("#", "!").replace("/", "!").replace("?", "!")
        via("http://%s:%s@%s:%d/%s" % (u, pw, h, [8080, 9200, 5984, 15672][i % 4], ["", "_cat/indices", "_all_dbs", "api/overview"][i % 4]))
        unit("tinyproxy_req_userinfo", [it(u, "private", "user"), it(pw, "secret", "password"), it(h, "private", "host"), it(pid, "private", "pid")],
             mode="line", file="tinyproxy/tinyproxy.log", anchor=h + ":", must="Request (")
        sd = "tinyproxy_req_nokey:%d" % i
        h = uhost(sd + ":h", "hooks.corp.internal")
        tok = S.secret(sd + ":t", ["vendor", "base62", "hex", "vendor", "session", "vendor", "base62", "hex", "vendor"][i])
        path = ["/services/%s", "/v1/hook/%s/deliver", "/dl/%s", "/%s/status", "/u/%s"][i % 5] % tok
        via("http://%s%s" % (h, path))
        unit("tinyproxy_req_nokey", [it(tok, "secret", "bare"), it(h, "private", "host"), it(pid, "private", "pid")], mode="line",
             file="tinyproxy/tinyproxy.log", anchor=h + "/", must="Request (")
        sd = "tinyproxy_req_infra:%d" % i
        ip = S.ip_private(sd)
        podn = S.pod(sd)
        node = uhost(sd + ":n", "nodes.corp.internal")
        via("http://%s:9100/metrics?pod=%s&node=%s" % (ip, podn, node))
        unit("tinyproxy_req_infra", [it(ip, "private", "ip"), it(podn, "private", "pod"), it(node, "private", "host"),
                                     it(pid, "private", "pid")], mode="line", file="tinyproxy/tinyproxy.log", anchor=ip + ":", must="Request (")
        sd = "tinyproxy_req_keyunusual:%d" % i
        h = uhost(sd + ":h")
        ks = [("sesstok", "session"), ("pw", "human"), ("clave", "walk"), ("passwd", "base62"), ("sk", "vendor"), ("kennwort", "passphrase"),
              ("tok", "hex"), ("mdp", "human"), ("haslo", "base62")]
        k, g = ks[i]
        v = S.secret(sd + ":v", g)
        via("http://%s/export?%s=%s&fmt=csv" % (h, k, pct(v)))
        vals = [it(v, "secret", k), it(h, "private", "host"), it(pid, "private", "pid")]
        unit("tinyproxy_req_keyunusual", vals, mode="line", file="tinyproxy/tinyproxy.log", anchor=h + "/", must="Request (")
        sd = "tinyproxy_req_pii:%d" % i
        p = S.person(sd, sorted(S.LOCALES)[(i * 2 + 3) % len(S.LOCALES)])
        h = uhost(sd + ":h")
        q = urllib.parse.urlencode({"name": p["name"], "email": p["email"], "phone": p["phone"]})
        via("http://%s/crm/lookup?%s" % (h, q))
        its = [it(p["name"], "private", "name"), it(p["email"], "private", "email"), it(p["phone"], "private", "phone"), it(h, "private", "host"),
               it(pid, "private", "pid")]
        unit("tinyproxy_req_pii", its, mode="line", file="tinyproxy/tinyproxy.log", anchor=h + "/", must="Request (")
        # check_http form body
        sd = "checkhttp_form_encoded:%d" % i
        h = uhost(sd + ":h")
        u = S.username(sd + ":u")
        pw = S.secret(sd + ":pw", ["human", "base64", "passphrase", "walk", "human", "base64", "passphrase", "walk", "jwt"][i])
        otp = S.secret(sd + ":otp", "otp")
        body = "username=%s&password=%s&otp=%s&remember=1" % (pct(u), pct(pw), otp)
        out = via("http://%s/login" % h, ["-P", body, "-T", "application/x-www-form-urlencoded"])
        wr(RUN + "/check_http/form_%02d.txt" % i, out)
        unit("checkhttp_form_encoded", [it(u, "private", "user"), it(pw, "secret", "password"), it(otp, "secret", "otp"), it(h, "private", "host")],
             mode="span", file="check_http/form_%02d.txt" % i, start_re=r"^POST ", end_re=r"^STATUS:")
        sd = "checkhttp_header_keyunusual:%d" % i
        hk = [("X-Zugangstoken", "base62"), ("X-Clave-Api", "hex"), ("X-Api-Sk", "vendor"), ("X-Auth-Tok", "jwt"), ("X-Passwd", "human"),
              ("X-Jeton-Acces", "base64"), ("X-Sess-Key", "session"), ("X-Kulcs", "passphrase"), ("X-Wachtwoord", "walk")][i]
        v = S.secret(sd + ":v", hk[1])
        h = uhost(sd + ":h")
        out = via("http://%s/api/health" % h, ["-k", "%s: %s" % (hk[0], v)])
        wr(RUN + "/check_http/hdr_%02d.txt" % i, out)
        unit("checkhttp_header_keyunusual", [it(v, "secret", hk[0]), it(h, "private", "host")], mode="span", file="check_http/hdr_%02d.txt" % i,
             start_re=r"^GET ", end_re=r"^STATUS:")
        sd = "checkhttp_lookalike:%d" % i
        out = via("http://127.0.0.1:%d/healthz?build=%s&trace=%s&password=<redacted>" % (P_SINK, S.digest(sd + ":b", 12), S.uuid4(sd)))
        wr(RUN + "/check_http/look_%02d.txt" % i, out)
        unit("checkhttp_lookalike", [], mode="file", file="check_http/look_%02d.txt" % i, drop_re=r"^(\*\*\*\*|ok$)")
    time.sleep(1)
    stop(proc)
    shutil.copy(d + "/tinyproxy.log", CAP + "/tinyproxy/tinyproxy.log")
    shutil.copy(d + "/tinyproxy.conf", CAP + "/tinyproxy/tinyproxy.conf")
    for f in sorted(os.listdir(RUN + "/check_http")):
        shutil.copy(RUN + "/check_http/" + f, CAP + "/check_http/" + f)


# ------------------------------------------------------------------ Prosody
XMPP_HOSTS = ["chat.fra03.corp.internal", "xmpp.ams11.corp.internal", "im.waw07.corp.internal", "talk.hel02.corp.internal"]


def xmpp(host, user=None, pw=None, resource=None, raw=None):
    s = socket.create_connection(("127.0.0.1", P_XMPP))
    s.settimeout(1.5)

    def rd():
        b = b""
        try:
            while True:
                d = s.recv(65536)
                if not d:
                    break
                b += d
                if len(b) > 0 and (b.endswith(b">")):
                    s.settimeout(0.4)
        except OSError:
            pass
        s.settimeout(1.5)
        return b.decode("utf-8", "replace")
    op = "<?xml version='1.0'?><stream:stream to='%s' xmlns='jabber:client' xmlns:stream='http://etherx.jabber.org/streams' version='1.0'>" % host
    s.sendall(op.encode())
    rd()
    if raw is not None:
        s.sendall(raw.encode())
        rd()
        s.close()
        return
    s.sendall(("<auth xmlns='urn:ietf:params:xml:ns:xmpp-sasl' mechanism='PLAIN'>%s</auth>" % b64("\0%s\0%s" % (user, pw))).encode())
    rd()
    s.sendall(op.encode())
    rd()
    s.sendall(("<iq type='set' id='b1'><bind xmlns='urn:ietf:params:xml:ns:xmpp-bind'><resource>%s</resource></bind></iq>" % resource).encode())
    rd()
    s.sendall(b"</stream:stream>")
    rd()
    s.close()


def xml_esc(v):
    return v.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("'", "&apos;").replace('"', "&quot;")


def prosody_section():
    d = RUN + "/prosody"
    os.makedirs(d + "/data", exist_ok=True)
    os.makedirs(d + "/certs", exist_ok=True)
    cfg = """pidfile = "{d}/prosody.pid"
data_path = "{d}/data"
certificates = "{d}/certs"
log = {{ debug = "{d}/debug.log" }}
c2s_ports = {{ {p} }}
c2s_interfaces = {{ "127.0.0.1" }}
s2s_ports = {{ }}
http_ports = {{ }}
https_ports = {{ }}
c2s_require_encryption = false
allow_unencrypted_plain_auth = true
authentication = "internal_plain"
modules_enabled = {{ "roster"; "saslauth"; "disco"; "ping"; "posix" }}
modules_disabled = {{ "s2s" }}
daemonize = false
run_as_root = true
""".format(d=d, p=P_XMPP) + "".join('VirtualHost "%s"\n' % h for h in XMPP_HOSTS)
    wr(d + "/prosody.cfg.lua", cfg)
    creds = {}
    for tid in ["prosody_auth_infra", "prosody_bind_infra"]:
        for i in range(N):
            sd = "%s:%d" % (tid, i)
            u = S.username(sd + ":u").replace(".", "-").lower()
            pw = S.password(sd + ":pw")
            h = XMPP_HOSTS[i % len(XMPP_HOSTS)]
            run(["prosodyctl", "--config", d + "/prosody.cfg.lua", "register", u, h, pw])
            creds[sd] = (u, h, pw)
    p = start("prosody", ["prosody", "--config", d + "/prosody.cfg.lua", "-F"], "prosody/out.txt")
    wait_port(P_XMPP)
    kp = [r"[A-Z][a-z]{2} \d\d \d\d:\d\d:\d\d", r"\binfo\b|\bdebug\b|\bwarn\b", r"c2s[0-9a-f]{8,}", r"stanzarouter",
          r"Unhandled c2s_unauthed stream element or stanza", r"xmlns=urn:[a-z:]+"]
    tpl("prosody_auth_infra", "infra", "prosody", "prosody", kp + [r"Authenticated as"])
    tpl("prosody_bind_infra", "infra", "prosody", "prosody", kp + [r"Resource bound"])
    for tid, cls in [("prosody_unhandled_pii", "pii_locale"), ("prosody_unhandled_encoded", "encoded"), ("prosody_unhandled_nokey", "no_key"),
                     ("prosody_unhandled_keyunusual", "key_unusual")]:
        tpl(tid, cls, "prosody", "prosody", kp)
    tpl("prosody_newconn_lookalike", "lookalike", "prosody", "prosody",
        [r"[A-Z][a-z]{2} \d\d \d\d:\d\d:\d\d", r"conn[A-Za-z0-9]{12}", r"\bdebug\b", r"New connection FD \d+", r"server FD \d+"])
    LOCS = sorted(S.LOCALES)
    for i in range(N):
        sd = "prosody_auth_infra:%d" % i
        u, h, pw = creds[sd]
        xmpp(h, u, pw, "desktop")
        unit("prosody_auth_infra", [it(u, "private", "user"), it(h, "private", "host")], mode="line", file="prosody/debug.log",
             anchor="Authenticated as %s@%s" % (u, h))
        sd = "prosody_bind_infra:%d" % i
        u, h, pw = creds[sd]
        res = "%s-%s" % (["laptop", "ws", "phone", "tab"][i % 4], S.username(sd + ":r").replace(".", "").replace("_", ""))
        xmpp(h, u, pw, res)
        unit("prosody_bind_infra", [it(u, "private", "user"), it(h, "private", "host"), it(res, "private", "device")], mode="line",
             file="prosody/debug.log", anchor="Resource bound: %s@%s/%s" % (u, h, res))
        h = XMPP_HOSTS[i % 4]
        sd = "prosody_unhandled_pii:%d" % i
        pp = S.person(sd, LOCS[(i * 4 + 2) % len(LOCS)])
        extra = ("<nid>%s</nid>" % pp["nid"]) if "nid" in pp else (("<iban>%s</iban>" % pp["iban"]) if "iban" in pp else ("<card>%s</card>" % pp["card"]))
        xmpp(h, raw="<vcard xmlns='urn:corp:hr:%d'><fn>%s</fn><tel>%s</tel><email>%s</email><adr>%s</adr>%s</vcard>" % (
            i, pp["name"], pp["phone"], pp["email"], pp["address"], extra))
        its = [it(pp["name"], "private", "name"), it(pp["phone"], "private", "phone"), it(pp["email"], "private", "email"), it(pp["address"], "private", "address")]
        its.append(it(pp["nid"], "private", "nid") if "nid" in pp else (it(pp["iban"], "private", "iban") if "iban" in pp else it(pp["card"], "private", "card")))
        unit("prosody_unhandled_pii", its, mode="line", file="prosody/debug.log", anchor="urn:corp:hr:%d'" % i, must="Unhandled")
        sd = "prosody_unhandled_encoded:%d" % i
        u = S.username(sd + ":u")
        pw = S.secret(sd + ":pw", ["human", "walk", "human", "passphrase"][i % 4]) + ["&", "'", "<", "\"", "&", ">", "'", "&", "\""][i] + S.secret(sd + ":x", "pin")
        if i % 3 == 0:
            blob = '{"user":"%s","secret":"%s"}' % (u, pw.replace('"', '\\"'))
            xmpp(h, raw="<sync xmlns='urn:corp:sync:%d'><blob>%s</blob></sync>" % (i, xml_esc(blob)))
            its = [it(u, "private", "user"), it(pw, "secret", "password")]
        elif i % 3 == 1:
            sasl = b64("\0%s\0%s" % (u, pw))
            xmpp(h, raw="<sync xmlns='urn:corp:sync:%d'><plain>%s</plain><hint>%s</hint></sync>" % (i, sasl, xml_esc(pw)))
            its = [it(sasl, "secret", "sasl_plain_b64"), it(pw, "secret", "password")]
        else:
            xmpp(h, raw="<sync xmlns='urn:corp:sync:%d' login='%s' pass='%s'/>" % (i, u, xml_esc(pw)))
            its = [it(u, "private", "user"), it(pw, "secret", "password")]
        unit("prosody_unhandled_encoded", its, mode="line", file="prosody/debug.log", anchor="urn:corp:sync:%d'" % i, must="Unhandled")
        sd = "prosody_unhandled_nokey:%d" % i
        tok = S.secret(sd + ":t", ["vendor", "vendor", "jwt", "base62", "vendor", "hash", "session", "vendor", "base64"][i])
        prose = ["use %s for the deploy", "%s", "here it is: %s - delete after reading", "new one %s", "ci will pick up %s tonight",
                 "stored %s in the old format", "%s (copy before it expires)", "rotated, now %s", "%s <- from the vault UI"][i] % tok
        xmpp(h, raw="<note xmlns='urn:corp:ops:%d'>%s</note>" % (i, xml_esc(prose)))
        unit("prosody_unhandled_nokey", [it(tok, "secret", "bare")], mode="line", file="prosody/debug.log", anchor="urn:corp:ops:%d'" % i, must="Unhandled")
        sd = "prosody_unhandled_keyunusual:%d" % i
        ks = [("passwort", "human"), ("clave_api", "hex"), ("apiTok", "base62"), ("mot_de_passe", "walk"), ("sk", "vendor"), ("pwd", "passphrase"),
              ("losenord", "human"), ("parola", "base62"), ("sifre", "walk")]
        k1, g1 = ks[i]
        k2, g2 = ks[(i + 3) % 9]
        v1, v2 = S.secret(sd + ":1", g1), S.secret(sd + ":2", g2)
        xmpp(h, raw="<cfg xmlns='urn:corp:cfg:%d'><%s>%s</%s><%s>%s</%s><region>eu-%d</region></cfg>" % (i, k1, xml_esc(v1), k1, k2, xml_esc(v2), k2, i))
        unit("prosody_unhandled_keyunusual", [it(v1, "secret", k1), it(v2, "secret", k2)], mode="line", file="prosody/debug.log",
             anchor="urn:corp:cfg:%d'" % i, must="Unhandled")
        unit("prosody_newconn_lookalike", [], mode="match", file="prosody/debug.log", regex=r"New connection FD", nth=i * 3)
    time.sleep(1)
    stop(p)
    shutil.copy(d + "/debug.log", CAP + "/prosody/debug.log")
    shutil.copy(d + "/prosody.cfg.lua", CAP + "/prosody/prosody.cfg.lua")


# ------------------------------------------------------------------ ProFTPD + lftp + ftpasswd
def proftpd_section():
    d = RUN + "/ftp"
    os.makedirs(d + "/home", exist_ok=True)
    wr(d + "/group", "c22ftp:x:2001:\n")
    wr(d + "/passwd", "")
    wr(d + "/proftpd.conf", """ServerName "c22 ftp"
ServerType standalone
DefaultServer on
Port {p}
DefaultAddress 127.0.0.1
SocketBindTight on
UseIPv6 off
User root
Group root
PidFile {d}/proftpd.pid
ScoreboardFile {d}/scoreboard
DelayTable none
WtmpLog off
UseReverseDNS off
AuthOrder mod_auth_file.c
AuthUserFile {d}/passwd
AuthGroupFile {d}/group
RequireValidShell off
SystemLog {d}/system.log
TransferLog {d}/xferlog
LogFormat c22 "%h %l %u %t \\"%r\\" %s %b"
ExtendedLog {d}/extended.log ALL c22
<Directory />
  AllowOverwrite on
</Directory>
""".format(p=P_FTP, d=d))
    creds = {}
    LOCS = sorted(S.LOCALES)
    for tid in ["lftp_session_positional", "ftpasswd_line_positional", "proftpd_extlog_infra"]:
        for i in range(N):
            sd = "%s:%d" % (tid, i)
            u = S.username(sd + ":u").replace(".", "_")
            pw = S.password(sd + ":pw")
            pp = S.person(sd, LOCS[(i * 3) % len(LOCS)])
            os.makedirs(d + "/home/" + u, exist_ok=True)
            alg = ["--sha256", "--sha512", "--md5"][i % 3]
            run(["ftpasswd", "--passwd", "--file=" + d + "/passwd", "--name=" + u, "--uid=%d" % (3000 + len(creds)), "--gid=2001",
                 "--home=" + d + "/home/" + u, "--shell=/bin/false", "--gecos=" + pp["name"], alg, "--stdin"], inp=pw + "\n")
            creds[sd] = (u, pw, pp["name"])
    p = start("proftpd", ["proftpd", "-n", "-c", d + "/proftpd.conf"], "ftp/out.txt")
    wait_port(P_FTP)
    tpl("lftp_session_positional", "positional", "lftp", "lftp", [r"---> USER", r"---> PASS", r"<--- 331", r"<--- 230|<--- 530",
                                                                   r"Login incorrect|logged in"])
    tpl("ftpasswd_line_positional", "positional", "ftpasswd (proftpd-basic)", "proftpd-core", [r":30\d\d:", r":2001:", r"/bin/false"])
    tpl("proftpd_extlog_infra", "infra", "proftpd", "proftpd-core", [r"\[\d\d/[A-Z][a-z]{2}/\d{4}:\d\d:\d\d:\d\d \+0000\]", r"\bUSER\b", r"\b331\b", r"UNKNOWN"])
    for i in range(N):
        sd = "lftp_session_positional:%d" % i
        u, pw, _ = creds[sd]
        sent = pw if i % 4 != 3 else pw + "0"
        out = run(["lftp", "-d", "-u", "%s,%s" % (u, sent), "-e", "set net:max-retries 1; set net:timeout 5; set ftp:ssl-allow no; ls; quit",
                   "ftp://127.0.0.1:%d" % P_FTP], timeout=40)
        wr(RUN + "/lftp/session_%02d.txt" % i, out)
        unit("lftp_session_positional", [it(u, "private", "user"), it(sent, "secret", "password")], mode="span", file="lftp/session_%02d.txt" % i,
             start_re=r"^---> USER", end_re=r"^<--- (230|530)")
        sd = "proftpd_extlog_infra:%d" % i
        u, pw, _ = creds[sd]
        run(["lftp", "-u", "%s,%s" % (u, pw), "-e", "set net:max-retries 1; set ftp:ssl-allow no; ls; quit", "ftp://127.0.0.1:%d" % P_FTP], timeout=40)
        unit("proftpd_extlog_infra", [it(u, "private", "user")], mode="line", file="ftp/extended.log", anchor='"USER %s"' % u)
    time.sleep(1)
    stop(p)
    lines = open(d + "/passwd", encoding="utf-8").read().splitlines()
    for i in range(N):
        sd = "ftpasswd_line_positional:%d" % i
        u, pw, name = creds[sd]
        ln = [x for x in lines if x.startswith(u + ":")][0]
        h = ln.split(":")[1]
        unit("ftpasswd_line_positional", [it(u, "private", "user"), it(h, "secret", "hash_by_ftpasswd"), it(name, "private", "name")],
             mode="line", file="ftp/passwd", anchor=u + ":")
    for f in ["passwd", "extended.log", "proftpd.conf"]:
        shutil.copy(d + "/" + f, CAP + "/ftp/" + f)
    for f in sorted(os.listdir(RUN + "/lftp")):
        shutil.copy(RUN + "/lftp/" + f, CAP + "/lftp/" + f)


# ------------------------------------------------------------------ Knot DNS
def knot_section():
    d = RUN + "/knot"
    os.makedirs(d + "/db", exist_ok=True)
    keys = []
    zones = []
    infra = []
    for i in range(N):
        sd = "kdig_axfr_infra:%d" % i
        z = "site%02d.%s" % (i, uhost(sd).split(".", 1)[0].split("-")[-1]) + ".corp.internal"
        hs = [(uhost(sd + ":h%d" % k, z).split(".")[0], S.ip_private(sd + ":ip%d" % k)) for k in range(3)]
        zt = "$ORIGIN %s.\n$TTL 300\n@ IN SOA ns1 hostmaster %d 3600 600 86400 300\n@ IN NS ns1\nns1 IN A %s\n" % (z, 2024050100 + i, S.ip_private(sd + ":ns"))
        zt += "".join("%s IN A %s\n" % (h, ip) for h, ip in hs)
        wr(d + "/db/%s.zone" % z, zt)
        zones.append((z, "open"))
        infra.append((z, hs, S.ip_private(sd + ":ns")))
    look = []
    for i in range(N):
        sd = "knot_lookalike:%d" % i
        z = "lab-%02d.test" % i
        zt = "$ORIGIN %s.\n$TTL 60\n@ IN SOA ns hostmaster %d 60 60 600 60\n@ IN NS ns\nns IN A 127.0.0.1\n" % (z, 2025010100 + i * 7)
        zt += '@ IN TXT "build=%s" "sha256=%s" "trace=%s"\n' % (S.digest(sd + ":b", 12), S.digest(sd + ":d"), S.uuid4(sd))
        wr(d + "/db/%s.zone" % z, zt)
        zones.append((z, "open"))
        look.append(z)
    for i in range(N):
        sd = "kdig_badkey_positional:%d" % i
        name = "xfr-%s" % ["fra", "ams", "waw", "sto", "hel", "mad", "lis", "osl", "vie"][i]
        real = S.secret(sd + ":real", "base64")
        keys.append((name, ["hmac-sha256", "hmac-sha512", "hmac-sha384"][i % 3], real))
    conf = "server:\n    listen: 127.0.0.1@%d\n    rundir: %s\n    pidfile: %s/knot.pid\nlog:\n  - target: %s/knot.log\n    any: debug\n" % (P_DNS, d, d, d)
    conf += "database:\n    storage: %s/db\nkey:\n" % d
    conf += "".join("  - id: %s\n    algorithm: %s\n    secret: %s\n" % k for k in keys)
    conf += "acl:\n  - id: open\n    address: 127.0.0.1\n    action: transfer\n  - id: keyed\n    key: [%s]\n    action: transfer\n" % ", ".join(k[0] for k in keys)
    conf += "template:\n  - id: default\n    storage: %s/db\nzone:\n" % d
    conf += "".join("  - domain: %s\n    file: %s.zone\n    acl: %s\n" % (z, z, a) for z, a in zones)
    conf += "  - domain: secure.corp.internal\n    file: secure.zone\n    acl: keyed\n"
    wr(d + "/db/secure.zone", "$ORIGIN secure.corp.internal.\n$TTL 300\n@ IN SOA ns1 hostmaster 1 3600 600 86400 300\n@ IN NS ns1\nns1 IN A 10.99.0.53\n")
    wr(d + "/knot.conf", conf)
    p = start("knotd", ["knotd", "-c", d + "/knot.conf"], "knot/knotd.out")
    wait_port(P_DNS)
    tpl("kdig_axfr_infra", "infra", "kdig", "knot-dnsutils", [r";; AXFR for", r";; Received \d+ B", r";; Time \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC", r"\bSOA\b",
                                                            r"\bIN\b", r"\(TCP\)"])
    tpl("kdig_badkey_positional", "positional", "kdig", "knot-dnsutils", [r";; ERROR", r"bad key", r"hmac-sha\d+", r";; WARNING"])
    tpl("keymgr_tsig_positional", "positional", "keymgr", "knot", [r"hmac-sha\d+", r"algorithm:", r"\bkey:", r"- id:"])
    tpl("knotd_zone_lookalike", "lookalike", "knotd", "knot", [r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0000", r"\binfo\b", r"zone file parsed", r"serial \d+"])
    tpl("kdig_txt_lookalike", "lookalike", "kdig", "knot-dnsutils", [r"->>HEADER<<-", r"status: NOERROR", r"\bTXT\b", r"build=[0-9a-f]{12}",
                                                                  r"sha256=[0-9a-f]{64}", r";; Time \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC"])
    for i in range(N):
        z, hs, nsip = infra[i]
        out = run(["kdig", "@127.0.0.1", "-p", str(P_DNS), z, "AXFR"])
        wr(RUN + "/kdig/axfr_%02d.txt" % i, out)
        its = [it(z, "private", "zone"), it(nsip, "private", "ip")] + [it(h + "." + z, "private", "host") for h, _ in hs] + [it(ip, "private", "ip") for _, ip in hs]
        unit("kdig_axfr_infra", its, mode="file", file="kdig/axfr_%02d.txt" % i)
        sd = "kdig_badkey_positional:%d" % i
        name, alg, real = keys[i]
        wrong = S.secret(sd + ":wrong", ["passphrase", "human", "walk"][i % 3])
        if re.fullmatch(r"[A-Za-z0-9+/=]+", wrong):
            wrong += "!"  # keep it invalid base64 so that kdig prints "bad key"
        out = run(["kdig", "@127.0.0.1", "-p", str(P_DNS), "-y", "%s:%s:%s" % (alg, name, wrong), "secure.corp.internal", "AXFR"])
        wr(RUN + "/kdig/badkey_%02d.txt" % i, out)
        unit("kdig_badkey_positional", [it(wrong, "secret", "tsig_secret")], mode="file", file="kdig/badkey_%02d.txt" % i)
        kname = "tsig-%s-%02d" % (["backup", "ddns", "xfr", "notify"][i % 4], i)
        out = run(["keymgr", "-t", kname, ["hmac-sha256", "hmac-sha512", "hmac-sha384", "hmac-sha224", "hmac-sha1"][i % 5]])
        wr(RUN + "/keymgr/tsig_%02d.txt" % i, out)
        sec = [x.split("secret:", 1)[1].strip() for x in out.splitlines() if "secret:" in x][0]
        unit("keymgr_tsig_positional", [it(sec, "secret", "tsig_by_keymgr")], mode="file", file="keymgr/tsig_%02d.txt" % i)
        unit("knotd_zone_lookalike", [], mode="line", file="knot/knot.log", anchor="[%s.] zone file parsed" % look[i])
        out = run(["kdig", "@127.0.0.1", "-p", str(P_DNS), look[i], "TXT"])
        wr(RUN + "/kdig/txt_%02d.txt" % i, out)
        unit("kdig_txt_lookalike", [], mode="file", file="kdig/txt_%02d.txt" % i, drop_re=r"^;; (From|QUESTION|ANSWER|AUTHORITY)|^;;?lab|^;; Flags")
    time.sleep(0.5)
    stop(p)
    shutil.copy(d + "/knot.log", CAP + "/knot/knot.log")
    shutil.copy(d + "/knot.conf", CAP + "/knot/knot.conf")
    for sub in ["kdig", "keymgr"]:
        for f in sorted(os.listdir(RUN + "/" + sub)):
            shutil.copy(RUN + "/%s/%s" % (sub, f), CAP + "/%s/%s" % (sub, f))


# ------------------------------------------------------------------ Net-SNMP
def snmp_section():
    d = RUN + "/snmp"
    os.makedirs(d + "/persist", exist_ok=True)
    env = {"MIBS": "", "MIBDIRS": "/nonexistent", "SNMP_PERSISTENT_DIR": d + "/persist"}
    rw = S.secret("snmp:rw", "base62")[:12]
    ro = S.secret("snmp:ro", "base62")[:10]
    users = []
    for i in range(N):
        sd = "snmpd_usm_nokey:%d" % i
        users.append((S.username(sd + ":u").replace(".", "_"), S.secret(sd + ":a", "passphrase"), S.secret(sd + ":p", "base62")[:16]))
    conf = "agentaddress udp:127.0.0.1:%d\nrwcommunity %s 127.0.0.1\nrocommunity %s 127.0.0.1\n" % (P_SNMP, rw, ro)
    conf += "".join('createUser %s SHA "%s" AES "%s"\nrouser %s\n' % (u, a, pv, u) for u, a, pv in users)
    wr(d + "/snmpd.conf", conf)
    comms = [S.secret("snmptrapd_community_positional:%d" % i, ["base62", "walk", "human"][i % 3]).replace("#", "!").replace(" ", "")[:18] for i in range(N)]
    wr(d + "/snmptrapd.conf", "".join("authCommunity log %s\n" % c for c in comms) + "format2 %B [%b]: %N %P\\n%v\\n\n")
    p = start("snmpd", ["snmpd", "-f", "-Lo", "-C", "-c", d + "/snmpd.conf", "-p", d + "/snmpd.pid"], "snmp/snmpd.out", env)
    pt = start("snmptrapd", ["snmptrapd", "-f", "-Lf", d + "/snmptrapd.log", "-C", "-c", d + "/snmptrapd.conf", "-m", "", "-M", "/nonexistent",
                             "udp:127.0.0.1:%d" % P_TRAP], "snmp/snmptrapd.out", env)
    time.sleep(2)
    tgt = "127.0.0.1:%d" % P_SNMP
    ks = [r"iso\.3\.6\.1\.2\.1\.1\.\d\.0", r"STRING:", r"Timeticks: \(\d+\)"]
    tpl("snmp_contact_pii", "pii_locale", "snmpget", "snmp", ks)
    tpl("snmp_sysname_infra", "infra", "snmpget", "snmp", ks)
    tpl("snmp_sysor_lookalike", "lookalike", "snmpget", "snmp", [r"iso\.3\.6\.1\.2\.1\.1\.9\.1\.\d\.\d+", r"OID:", r"STRING:", r"Timeticks: \(\d+\)"])
    tpl("snmptrapd_community_positional", "positional", "snmptrapd", "snmptrapd", [r"TRAP2, SNMP v2c", r"UDP: \[", r"Timeticks: \(\d+\)", r"iso\.3\.6\.1\.6\.3\.1\.1\.4\.1\.0"])
    tpl("snmpd_usm_nokey", "no_key", "snmpd persistent store", "snmpd", [r"^usmUser", r"\bNULL\b", r"0x80001f88[0-9a-f]+"])
    pers_ascii = ["de_DE", "es_ES", "pl_PL", "fi_FI", "sv_SE", "nl_NL", "it_IT", "tr_TR", "pt_BR"]
    for i in range(N):
        sd = "snmp_contact_pii:%d" % i
        pp = S.person(sd, pers_ascii[i], ascii_only=True)
        contact = "%s <%s> %s" % (pp["name"], pp["email"], pp["phone"])
        run(["snmpset", "-v2c", "-c", rw, tgt, ".1.3.6.1.2.1.1.4.0", "s", contact, ".1.3.6.1.2.1.1.6.0", "s", pp["address"]], env=env)
        out = run(["snmpget", "-v2c", "-c", ro, tgt, ".1.3.6.1.2.1.1.3.0", ".1.3.6.1.2.1.1.4.0", ".1.3.6.1.2.1.1.6.0"], env=env)
        wr(RUN + "/snmpget/contact_%02d.txt" % i, out)
        unit("snmp_contact_pii", [it(pp["name"], "private", "name"), it(pp["email"], "private", "email"), it(pp["phone"], "private", "phone"),
                                  it(pp["address"], "private", "address")], mode="file", file="snmpget/contact_%02d.txt" % i)
        sd = "snmp_sysname_infra:%d" % i
        h = uhost(sd)
        ip = S.ip_private(sd)
        loc = "dc-%s rack %02d mgmt %s" % (h.split("-")[-1][:3], i + 3, ip)
        run(["snmpset", "-v2c", "-c", rw, tgt, ".1.3.6.1.2.1.1.5.0", "s", h, ".1.3.6.1.2.1.1.6.0", "s", loc], env=env)
        out = run(["snmpget", "-v2c", "-c", ro, tgt, ".1.3.6.1.2.1.1.3.0", ".1.3.6.1.2.1.1.5.0", ".1.3.6.1.2.1.1.6.0"], env=env)
        wr(RUN + "/snmpget/sysname_%02d.txt" % i, out)
        unit("snmp_sysname_infra", [it(h, "private", "host"), it(ip, "private", "ip")], mode="file", file="snmpget/sysname_%02d.txt" % i)
        out = run(["snmpget", "-v2c", "-c", ro, tgt] + [".1.3.6.1.2.1.1.9.1.%d.%d" % (c, i + 1) for c in (2, 3, 4)], env=env)
        wr(RUN + "/snmpget/sysor_%02d.txt" % i, out)
        unit("snmp_sysor_lookalike", [], mode="file", file="snmpget/sysor_%02d.txt" % i)
        sd = "snmptrapd_community_positional:%d" % i
        h = uhost(sd)
        run(["snmptrap", "-v2c", "-c", comms[i], "127.0.0.1:%d" % P_TRAP, "", ".1.3.6.1.6.3.1.1.5.%d" % (i % 4 + 1), ".1.3.6.1.2.1.1.5.0", "s", h], env=env)
        unit("snmptrapd_community_positional", [it(comms[i], "secret", "community"), it(h, "private", "host")], mode="record", file="snmp/snmptrapd.log",
             anchor="community %s\n" % comms[i], start_re=r"^(localhost|NET-SNMP|\d{4}-)")
    time.sleep(1.5)
    stop(p)
    stop(pt)
    pers = open(d + "/persist/snmpd.conf").read().splitlines()
    for i, (u, a, pv) in enumerate(users):
        hx = "0x" + u.encode().hex()
        ln = [x for x in pers if x.startswith("usmUser") and ('"%s"' % u in x.split() or hx in x.split())][0]
        parts = ln.split()
        shown = u if '"%s"' % u in parts else hx  # snmpd stores names with '-' or '_' hex-encoded
        unit("snmpd_usm_nokey", [it(shown, "private", "user" if shown == u else "user_hex"), it(parts[8], "secret", "usm_auth_key"),
                                 it(parts[10], "secret", "usm_priv_key")], mode="line", file="snmp/persist_snmpd.conf", anchor=" %s " % parts[4])
    shutil.copy(d + "/persist/snmpd.conf", CAP + "/snmp/persist_snmpd.conf")
    shutil.copy(d + "/snmptrapd.log", CAP + "/snmp/snmptrapd.log")
    shutil.copy(d + "/snmptrapd.conf", CAP + "/snmp/snmptrapd.conf")
    shutil.copy(d + "/snmpd.conf", CAP + "/snmp/snmpd.conf")
    for f in sorted(os.listdir(RUN + "/snmpget")):
        shutil.copy(RUN + "/snmpget/" + f, CAP + "/snmpget/" + f)


# ------------------------------------------------------------------ Firebird isql-fb
def firebird_section():
    d = RUN + "/fb"
    os.makedirs(d + "/lock", exist_ok=True)
    env = {"FIREBIRD_LOCK": d + "/lock"}
    LOCS = sorted(S.LOCALES)
    tables = {
        "ACCOUNTS": [("ID", "INTEGER"), ("LOGIN", "VARCHAR(40)"), ('"pw_hash"', "VARCHAR(200)"), ("EMAIL", "VARCHAR(80)"),
                     ("FAILED_LOGINS", "INTEGER"), ("STATUS", "VARCHAR(12)")],
        "KUNDEN": [("KUNDENNR", "INTEGER"), ("VOLLER_NAME", "VARCHAR(80)"), ("TELEFON", "VARCHAR(30)"), ("IBAN", "VARCHAR(40)"),
                   ("AUSWEIS_NR", "VARCHAR(30)"), ("ANGELEGT_AM", "VARCHAR(20)")],
        "API_CLIENTS": [("CLIENT_UUID", "VARCHAR(36)"), ("OWNER_LOGIN", "VARCHAR(40)"), ('"apiTok"', "VARCHAR(200)"), ("SCOPES", "VARCHAR(40)"),
                        ("LAST_SEEN_IP", "VARCHAR(20)"), ("REQ_COUNT", "INTEGER")],
        "PAYMENTS": [("PAYMENT_ID", "INTEGER"), ("CARDHOLDER", "VARCHAR(80)"), ("PAN", "VARCHAR(20)"), ("CVC", "VARCHAR(4)"),
                     ("AMOUNT_CENTS", "INTEGER"), ("CURRENCY", "VARCHAR(3)"), ("STATE", "VARCHAR(12)")],
        "SVC_CREDS": [("SERVICE", "VARCHAR(30)"), ("DB_HOST", "VARCHAR(60)"), ('"usr"', "VARCHAR(40)"), ('"pwd"', "VARCHAR(80)"),
                      ("PORT", "INTEGER"), ("ROTATED", "VARCHAR(20)")],
        "PERSONAL": [("EMP_NO", "INTEGER"), ("NAME_NATIVE", "VARCHAR(80)"), ("NATIONAL_ID", "VARCHAR(30)"), ("ADDR", "VARCHAR(120)"),
                     ('"sk"', "VARCHAR(200)"), ("DEPT", "VARCHAR(20)")],
    }
    rows = {t: [] for t in tables}
    items = {t: [] for t in tables}
    for i in range(N):
        sd = "fb:%d" % i
        p = S.person(sd + ":acc", LOCS[i % len(LOCS)])
        h = S.s_hash(S.R(sd + ":h"))
        rows["ACCOUNTS"].append([100 + i, p["login"], h, p["email"], i % 4, ["active", "locked", "active", "pending"][i % 4]])
        items["ACCOUNTS"].append([it(p["login"], "private", "user"), it(h, "secret", "hash"), it(p["email"], "private", "email")])
        p = S.person(sd + ":kd", ["de_DE", "pl_PL", "es_ES", "nl_NL", "fi_FI", "it_IT", "tr_TR", "sv_SE", "pt_BR"][i])
        nid = p.get("nid", "")
        rows["KUNDEN"].append([50000 + i * 17, p["name"], p["phone"], p["iban"], nid or "-", "2024-0%d-1%d" % (i % 9 + 1, i)])
        items["KUNDEN"].append([it(p["name"], "private", "name"), it(p["phone"], "private", "phone"), it(p["iban"], "private", "iban")] +
                               ([it(nid, "private", "nid")] if nid else []))
        tok = S.secret(sd + ":tok", ["vendor", "base62", "jwt", "hex", "vendor", "base64", "session", "vendor", "base62"][i])
        ip = S.ip_private(sd + ":ip")
        u = S.username(sd + ":own")
        rows["API_CLIENTS"].append([S.uuid4(sd), u, tok, ["read", "read write", "admin"][i % 3], ip, 1000 + i * 311])
        items["API_CLIENTS"].append([it(u, "private", "user"), it(tok, "secret", "token"), it(ip, "private", "ip")])
        p = S.person(sd + ":pay", LOCS[(i * 5 + 2) % len(LOCS)])
        cvc = "%03d" % S.R(sd + ":cvc").randint(100, 999)
        rows["PAYMENTS"].append([900100 + i, p["name"], p["card"], cvc, 1999 + i * 250, ["EUR", "PLN", "SEK", "TRY"][i % 4], ["SETTLED", "DECLINED", "PENDING"][i % 3]])
        items["PAYMENTS"].append([it(p["name"], "private", "name"), it(p["card"], "private", "card"), it(cvc, "secret", "cvc")])
        hst = uhost(sd + ":db")
        su = S.username(sd + ":su")
        spw = S.password(sd + ":spw")
        rows["SVC_CREDS"].append([["billing", "ledger", "search", "reports"][i % 4], hst, su, spw, [3050, 5432, 3306, 1521][i % 4], "2025-0%d-0%d" % (i % 9 + 1, i % 9 + 1)])
        items["SVC_CREDS"].append([it(hst, "private", "host"), it(su, "private", "user"), it(spw, "secret", "password")])
        p = S.person(sd + ":emp", ["zh_CN", "en_IN", "tr_TR", "fi_FI", "it_IT", "pl_PL", "pt_BR", "es_ES", "sv_SE"][i])
        sk = S.secret(sd + ":sk", ["base64", "hex", "vendor"][i % 3])
        rows["PERSONAL"].append([7000 + i, p["name"], p["nid"], p["address"], sk, ["R&D", "Finance", "Ops"][i % 3]])
        items["PERSONAL"].append([it(p["name"], "private", "name"), it(p["nid"], "private", "nid"), it(p["address"], "private", "address"), it(sk, "secret", "sk")])
    sql = ["CREATE DATABASE '%s/c22.fdb' USER 'SYSDBA' DEFAULT CHARACTER SET UTF8;" % d]
    for t, cols in tables.items():
        sql.append("CREATE TABLE %s (%s);" % (t, ", ".join("%s %s" % c for c in cols)))
    sql.append("COMMIT;")
    for t, cols in tables.items():
        for r in rows[t]:
            vals = ", ".join(str(v) if isinstance(v, int) else "'%s'" % v.replace("'", "''") for v in r)
            sql.append("INSERT INTO %s VALUES (%s);" % (t, vals))
    sql.append("COMMIT;")
    sql.append("SET LIST ON;")
    wr(d + "/create.sql", "\n".join(sql) + "\n")
    out = run(["isql-fb", "-q", "-ch", "UTF8", "-i", d + "/create.sql"], env=env, timeout=60)
    if out.strip():
        print("isql create:", out[:2000])
    names = {"ACCOUNTS": "rows_fb_accounts", "KUNDEN": "rows_fb_kunden", "API_CLIENTS": "rows_fb_api_clients", "PAYMENTS": "rows_fb_payments",
             "SVC_CREDS": "rows_fb_svc_creds", "PERSONAL": "rows_fb_personal"}
    for t, cols in tables.items():
        key = cols[0][0]
        q = "SET LIST ON;\nSELECT * FROM %s ORDER BY %s;\n" % (t, key)
        wr(d + "/select_%s.sql" % t.lower(), q)
        out = run(["isql-fb", "-q", "-ch", "UTF8", "-i", d + "/select_%s.sql" % t.lower(), d + "/c22.fdb"], env=env, timeout=60)
        wr(RUN + "/isql/select_%s.txt" % t.lower(), out)
        colnames = [c[0].strip('"') for c in cols]
        tpl(names[t], "rows", "isql-fb", "firebird3.0-utils", ["^%s$" % re_esc(c) for c in colnames])
        order = sorted(range(N), key=lambda k: rows[t][k][0])
        for n, k in enumerate(order):
            unit(names[t], items[t][k], mode="fbrow", file="isql/select_%s.txt" % t.lower(), columns=colnames,
                 int_columns=[c[0].strip('"') for c in cols if c[1] == "INTEGER"], nth=n)
    shutil.copy(d + "/create.sql", CAP + "/isql/create.sql")
    for f in sorted(os.listdir(RUN + "/isql")):
        shutil.copy(RUN + "/isql/" + f, CAP + "/isql/" + f)


def re_esc(s):
    import re
    return re.escape(s)


# ------------------------------------------------------------------ logbook
LOGBOOK_EMIT = r'''import json, sys, logbook
msgs = json.load(open(sys.argv[1], encoding="utf-8"))
h = logbook.FileHandler(sys.argv[2], encoding="utf-8", level="DEBUG", bubble=False)
with h.applicationbound():
    for m in msgs:
        log = logbook.Logger(m["channel"])
        getattr(log, m["level"])(m["msg"])
'''


def logbook_section():
    d = RUN + "/logbook"
    os.makedirs(d, exist_ok=True)
    msgs = []
    LOCS = sorted(S.LOCALES)
    kp = [r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{6}", r"\b(INFO|WARNING|ERROR|DEBUG|NOTICE|CRITICAL)\b", r"\b[a-z]+\.[a-z_]+(?=: )"]
    defs = [("logbook_pii_kv", "pii_locale"), ("logbook_pii_prose", "pii_locale"), ("logbook_positional", "positional"), ("logbook_infra", "infra"),
            ("logbook_encoded", "encoded"), ("logbook_nokey", "no_key"), ("logbook_nokey_prose", "no_key"), ("logbook_lookalike", "lookalike"),
            ("logbook_keyunusual", "key_unusual"), ("logbook_keyunusual_json", "key_unusual")]
    for tid, cls in defs:
        tpl(tid, cls, "logbook", "python3-logbook", kp + [r"\bjob=\d+", r"\bshard=\d+", r"\bv\d+\.\d+\.\d+\b", r"\b[45]\d\d\b"])

    codes = {tid: k for k, (tid, _) in enumerate(defs)}

    def add(tid, i, channel, level, msg, its):
        mark = "req=%02d%02d" % (codes[tid], i)
        msgs.append({"channel": channel, "level": level, "msg": msg + " " + mark})
        unit(tid, its, mode="line", file="logbook/app.log", anchor=mark + "\n")
    for i in range(N):
        sd = "logbook_pii_kv:%d" % i
        p = S.person(sd, LOCS[(i * 3 + 2) % len(LOCS)])
        idk = ("nid", p["nid"]) if "nid" in p else ("iban", p["iban"]) if "iban" in p else ("card", p["card"])
        add("logbook_pii_kv", i, "crm.sync", ["info", "debug", "notice"][i % 3],
            "upsert contact name=\"%s\" phone=%s email=%s %s=%s addr=\"%s\" job=%d" % (p["name"], p["phone"], p["email"], idk[0], idk[1], p["address"], 4410 + i),
            [it(p["name"], "private", "name"), it(p["phone"], "private", "phone"), it(p["email"], "private", "email"), it(idk[1], "private", idk[0]),
             it(p["address"], "private", "address")])
        sd = "logbook_pii_prose:%d" % i
        p = S.person(sd, LOCS[(i * 5 + 4) % len(LOCS)])
        extra = p.get("iban") or p["card"]
        txt = ["Refund approved for %s, paid to %s; customer reachable at %s", "Chargeback opened by %s (account %s), callback %s",
               "%s asked to change payout account to %s, verify by phone %s"][i % 3] % (p["name"], extra, p["phone"])
        if "nid" in p:
            txt += ", id document %s" % p["nid"]
        its = [it(p["name"], "private", "name"), it(extra, "private", "iban_or_card"), it(p["phone"], "private", "phone")] + ([it(p["nid"], "private", "nid")] if "nid" in p else [])
        add("logbook_pii_prose", i, "billing.refunds", "warning", txt + " shard=%d" % (i % 4), its)
        sd = "logbook_positional:%d" % i
        u = S.username(sd + ":u")
        pw = S.password(sd + ":pw").replace("@", "!").replace("/", "!").replace(":", "!")
        h = uhost(sd + ":h")
        forms = ["connecting to firebird://%s:%s@%s:3050//srv/fb/ledger.fdb" % (u, pw, h),
                 "spawn: isql-fb -user %s -password %s %s:/srv/fb/ledger.fdb" % (u, pw, h),
                 "exec check_http -H %s -a %s:%s -u /status" % (h, u, pw),
                 "cron: lftp -u %s,%s sftp://%s/outbox" % (u, pw, h),
                 "running snmpwalk -v3 -u %s -A %s -l authNoPriv %s" % (u, pw, h),
                 "retrying amqp://%s:%s@%s:5672/%%2Fprod" % (u, pw, h),
                 "mount -t cifs //%s/share -o username=%s,password=%s" % (h, u, pw),
                 "kdig -y hmac-sha256:%s:%s @%s example.net" % (u, pw, h),
                 "redis-cli -h %s --user %s --pass %s ping" % (h, u, pw)]
        add("logbook_positional", i, "ops.runner", ["info", "debug", "error"][i % 3], forms[i] + " job=%d" % (7700 + i),
            [it(u, "private", "user"), it(pw, "secret", "password"), it(h, "private", "host")])
        sd = "logbook_infra:%d" % i
        pd, nd, ip, m, us = S.pod(sd), uhost(sd + ":n", "nodes.corp.internal"), S.ip_private(sd), S.mac(sd), S.username(sd + ":u")
        add("logbook_infra", i, "k8s.scheduler", "info", "bound pod %s to node %s podIP=%s hwaddr=%s requested_by=%s shard=%d" % (pd, nd, ip, m, us, i % 3),
            [it(pd, "private", "pod"), it(nd, "private", "host"), it(ip, "private", "ip"), it(m, "private", "mac"), it(us, "private", "user")])
        sd = "logbook_encoded:%d" % i
        sec = S.secret(sd + ":s", ["jwt", "base64", "human", "passphrase", "vendor", "walk", "base62", "human", "session"][i])
        u = S.username(sd + ":u")
        if i % 3 == 0:
            body = json.dumps({"event": "token.refresh", "payload": json.dumps({"refresh_token": sec, "user": u})})
            its = [it(sec, "secret", "json_in_json"), it(u, "private", "user")]
        elif i % 3 == 1:
            body = "AUTH PLAIN %s" % b64("\0%s\0%s" % (u, sec))
            its = [it(b64("\0%s\0%s" % (u, sec)), "secret", "sasl_plain_b64")]
        else:
            body = "POST /session body=%s" % urllib.parse.urlencode({"login": u, "passwd": sec, "next": "/home"})
            its = [it(sec, "secret", "form"), it(u, "private", "user")]
        add("logbook_encoded", i, "gateway.trace", "debug", body, its)
        sd = "logbook_nokey:%d" % i
        tok = S.secret(sd + ":t", ["vendor", "vendor", "vendor", "hash", "jwt", "vendor", "base64", "hex", "vendor"][i])
        add("logbook_nokey", i, "deploy.hooks", "warning", "unexpected argv[2]=%s while parsing pipeline step, status 400" % tok if i % 2 else "%s" % tok,
            [it(tok, "secret", "bare")])
        sd = "logbook_nokey_prose:%d" % i
        tok = S.secret(sd + ":t", ["passphrase", "base62", "vendor", "human", "hash", "vendor", "walk", "jwt", "base64"][i])
        add("logbook_nokey_prose", i, "support.chat", "info",
            ["customer pasted %s into the ticket body", "the fallback for the batch account is %s until Monday", "please try %s and tell me if it works",
             "old value %s was still accepted after rotation", "found %s in the exported settings", "%s is what the wizard printed",
             "I reset it to %s", "copy of the bearer: %s", "stored blob %s"][i] % tok, [it(tok, "secret", "bare")])
        sd = "logbook_lookalike:%d" % i
        add("logbook_lookalike", i, "build.pipeline", ["info", "debug", "notice"][i % 3],
            "artifact %s sha256=%s trace_id=%s span=%s version v2.%d.%d password=<redacted> token=*** retries=%d status 50%d" % (
                S.uuid4(sd), S.digest(sd + ":d"), S.digest(sd + ":t", 32), S.digest(sd + ":s", 16), i, i * 3, i % 4, i % 4), [])
        sd = "logbook_keyunusual:%d" % i
        ks = [("passwort", "human"), ("contraseña", "walk"), ("hasło", "passphrase"), ("パスワード", "base62"), ("密码", "human"), ("parola", "walk"),
              ("wachtwoord", "base62"), ("salasana", "human"), ("mot_de_passe", "passphrase")]
        k, g = ks[i]
        v = S.secret(sd + ":v", g)
        add("logbook_keyunusual", i, "legacy.import", "info", "migrated row %d %s=%s shard=%d" % (i, k, v, i % 5), [it(v, "secret", k)])
        sd = "logbook_keyunusual_json:%d" % i
        ks2 = [("svcPw", "human"), ("apiTok", "base62"), ("sk", "vendor"), ("clientSecretB64", "base64"), ("pwd", "walk"), ("authTkn", "jwt"),
               ("passwd", "passphrase"), ("tok", "hex"), ("dbPass", "human")]
        k, g = ks2[i]
        v = S.secret(sd + ":v", g)
        add("logbook_keyunusual_json", i, "cfg.loader", "debug", "effective config %s" % json.dumps({"region": "eu-%d" % i, k: v, "timeout_ms": 3000 + i}),
            [it(v, "secret", k)])
    wr(d + "/messages.json", json.dumps(msgs, ensure_ascii=False, indent=0))
    wr(d + "/emit.py", LOGBOOK_EMIT)
    out = run(["/usr/bin/python3", d + "/emit.py", d + "/messages.json", d + "/app.log"])
    if out.strip():
        print("logbook:", out)
    shutil.copy(d + "/app.log", CAP + "/logbook/app.log")
    shutil.copy(d + "/emit.py", CAP + "/logbook/emit.py")


def main():
    if os.path.exists(RUN):
        shutil.rmtree(RUN)
    os.makedirs(RUN)
    for sub in ["kea", "tinyproxy", "check_http", "prosody", "ftp", "lftp", "knot", "kdig", "keymgr", "snmp", "snmpget", "isql", "logbook"]:
        os.makedirs(os.path.join(RUN, sub), exist_ok=True)
        os.makedirs(os.path.join(CAP, sub), exist_ok=True)
    try:
        for fn in [kea_section, tinyproxy_section, prosody_section, proftpd_section, knot_section, snmp_section, firebird_section, logbook_section]:
            print("==", fn.__name__, flush=True)
            fn()
    finally:
        stop_evt.set()
        for name, p in procs:
            stop(p)
    wr(os.path.join(CAP, "planted.json"), json.dumps({"versions": VERS, "templates": T}, ensure_ascii=False, indent=1, sort_keys=True))
    shutil.copy(__file__, os.path.join(CAP, "capture.py.copy"))
    print("templates:", len(T), "units:", sum(len(t["units"]) for t in T.values()))


if __name__ == "__main__":
    main()
