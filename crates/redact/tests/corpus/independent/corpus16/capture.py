"""Run real programs on this machine with planted (invented) values; write captured/.

Daemons listen on 127.0.0.1 ports 18721-18740 only, each with its own config
under /tmp/c16run, and are stopped by their own pid.  Usage: python3 capture.py
"""
import base64, json, os, random, shutil, signal, socket, subprocess, sys, time, urllib.parse
import synthlib as S

HERE = os.path.dirname(os.path.abspath(__file__))
CAP = os.path.join(HERE, "captured")
RUN = "/tmp/c16run"
PORTS = {"caddy": 18721, "varnish": 18722, "unbound": 18723, "etcd_client": 18724, "etcd_peer": 18725,
         "redis": 18726, "aiohttp": 18727}
SCEN = []          # scenarios: marker -> class + planted values
SOURCES = {}
VERSIONS = {}
PROCS = []


def scen(source, klass, marker, values, keep=()):
    SCEN.append({"source": source, "class": klass, "marker": marker,
                 "values": [[v, l] for v, l in values], "keep": list(keep)})


def sh(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


def start(name, cmd, **kw):
    p = subprocess.Popen(cmd, stdout=kw.pop("stdout", subprocess.DEVNULL), stderr=kw.pop("stderr", subprocess.STDOUT),
                         preexec_fn=lambda: os.nice(5), **kw)
    PROCS.append((name, p))
    return p


def stop(p):
    if p.poll() is None:
        os.kill(p.pid, signal.SIGTERM)
        try:
            p.wait(10)
        except subprocess.TimeoutExpired:
            os.kill(p.pid, signal.SIGKILL); p.wait()


def wait_port(port, t=20):
    end = time.time() + t
    while time.time() < end:
        try:
            socket.create_connection(("127.0.0.1", port), 0.5).close(); return True
        except OSError:
            time.sleep(0.2)
    raise RuntimeError("port %d did not open" % port)


def http_raw(port, method, uri, headers, body=b""):
    """Minimal HTTP/1.1 client on a plain socket (so that odd headers go through untouched)."""
    req = "%s %s HTTP/1.1\r\n" % (method, uri)
    for k, v in headers:
        req += "%s: %s\r\n" % (k, v)
    if body:
        req += "Content-Length: %d\r\n" % len(body)
    req += "Connection: close\r\n\r\n"
    s = socket.create_connection(("127.0.0.1", port), 5)
    s.sendall(req.encode("utf-8") + body)
    data = b""
    while True:
        chunk = s.recv(65536)
        if not chunk:
            break
        data += chunk
    s.close()
    return data


def b64(s):
    return base64.b64encode(s.encode()).decode()


def trace(rng):
    return "00-%s-%s-01" % (S.hexs(rng, 32), S.hexs(rng, 16))


LOCALES = ["zh", "ja", "ko", "ru", "uk", "el", "ar", "he", "hi", "th", "de", "fr", "es", "pl", "tr", "pt", "fi", "sv",
           "no", "it", "nl", "vi"]
ID_FOR = {"zh": S.cn_resident_id, "nl": S.nl_bsn, "es": S.es_dni, "pl": S.pl_pesel, "pt": S.br_cpf, "fi": S.fi_hetu,
          "tr": S.tr_tckn, "it": S.it_codice_fiscale, "sv": S.se_personnummer, "no": S.no_fodselsnummer,
          "ko": S.kr_rrn, "hi": S.in_aadhaar}
IBAN_FOR = {"de": "DE", "fr": "FR", "es": "ES", "nl": "NL", "it": "IT", "pl": "PL", "fi": "FI", "sv": "SE",
            "no": "NO", "tr": "TR", "pt": "PT"}
UNUSUAL_KEYS = ["mot_de_passe", "Kennwort", "contraseña", "senha", "wachtwoord", "hasło", "salasana", "lösenord",
                "passord", "şifre", "parola", "пароль", "パスワード", "비밀번호", "密码", "mật_khẩu", "jelszó", "heslo",
                "geheimschluessel", "clave_api", "chave_secreta", "toegangssleutel", "sessao_id", "jeton_acces"]


def pii_bundle(rng, i):
    loc = LOCALES[i % len(LOCALES)]
    _, name = S.person(rng, loc)
    vals = [(name, "private")]
    ph = S.phone(rng, loc, plus=(i % 3 == 0))
    vals.append((ph, "private"))
    extra = None
    if loc in ID_FOR:
        extra = ID_FOR[loc](rng)
    elif loc in IBAN_FOR:
        extra = S.iban(rng, IBAN_FOR[loc])
    else:
        extra = S.card_number(rng, rng.choice(["4", "51", "37"]), 16)
    vals.append((extra, "private"))
    return loc, name, ph, extra, vals


# ======================================================================== Caddy
def run_caddy(rng):
    d = os.path.join(RUN, "caddy"); os.makedirs(d + "/www/assets", exist_ok=True)
    for i in range(6):
        with open(d + "/www/assets/bundle-%d.js" % i, "w") as f:
            f.write("/* build %s */\n" % S.hexs(rng, 40) * (i + 1))
    logf = d + "/access.log"
    cfg = {
        "admin": {"disabled": True},
        "logging": {"logs": {
            "default": {"writer": {"output": "file", "filename": d + "/caddy.log"}, "exclude": ["http.log.access.acc"]},
            "acc": {"writer": {"output": "file", "filename": logf}, "encoder": {"format": "json"},
                    "include": ["http.log.access.acc"]}}},
        "apps": {"http": {"servers": {"c16": {
            "listen": ["127.0.0.1:%d" % PORTS["caddy"]],
            "automatic_https": {"disable": True},
            "logs": {"default_logger_name": "acc", "should_log_credentials": True},
            "routes": [
                {"match": [{"path": ["/assets/*"]}], "handle": [{"handler": "file_server", "root": d + "/www"}]},
                {"match": [{"path": ["/auth/*"]}], "handle": [{"handler": "static_response", "status_code": 401, "body": "no"}]},
                {"match": [{"path": ["/fail/*"]}], "handle": [{"handler": "static_response", "status_code": 502, "body": "bad"}]},
                {"handle": [{"handler": "static_response", "status_code": 200, "body": "ok"}]}]}}}}}
    with open(d + "/caddy.json", "w") as f:
        json.dump(cfg, f, indent=1)
    p = start("caddy", ["caddy", "run", "--config", d + "/caddy.json"], env={**os.environ, "HOME": d, "XDG_DATA_HOME": d, "XDG_CONFIG_HOME": d})
    wait_port(PORTS["caddy"])
    port = PORTS["caddy"]
    UA = ["Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0", "okhttp/4.12.0",
          "Go-http-client/1.1", "Dalvik/2.1.0 (Linux; U; Android 14; Pixel 8 Build/AP2A.240805.005)"]
    # pii_locale
    for i in range(12):
        loc, name, ph, extra, vals = pii_bundle(rng, i)
        rid = S.uuid4(rng)
        path = rng.choice(["/api/v2/kyc/submit", "/api/v1/customers/lookup", "/onboarding/identity"])
        q = "?doc=%s&tel=%s" % (urllib.parse.quote(extra), urllib.parse.quote(ph))
        hdr = [("Host", "localhost:%d" % port), ("User-Agent", UA[i % 4]), ("X-Request-Id", rid),
               ("X-Customer-Name", name), ("Accept-Language", loc)]
        http_raw(port, "POST", path + q, hdr)
        scen("caddy", "pii_locale", rid, vals, [rid])
    # infra
    for i in range(10):
        host = S.hostname(rng); xff = "%s, %s" % (S.private_ip(rng), S.doc_ip(rng)); pod = S.pod_name(rng)
        rid = S.uuid4(rng)
        hdr = [("Host", host), ("X-Forwarded-For", xff), ("X-Real-IP", xff.split(", ")[0]),
               ("X-Request-Id", rid), ("X-Upstream-Pod", pod), ("User-Agent", "kube-probe/1.29")]
        http_raw(port, "GET", rng.choice(["/healthz", "/readyz", "/fail/upstream", "/metrics"]), hdr)
        scen("caddy", "infra", rid, [(host, "private"), (xff.split(", ")[0], "private"), (xff.split(", ")[1], "private"),
                                     (pod, "private")], [rid])
    # encoded
    for i in range(10):
        user = rng.choice(["svc-deploy", "m.keller", "ops_bot", "kira.w", "report-runner"]) + str(rng.randint(1, 99))
        pw = S.password(rng)
        blob = b64(user + ":" + pw)
        email = S.email_for(rng)
        rid = S.uuid4(rng)
        sess = S.token(rng, 32)
        nxt = "/account/confirm?email=%s&t=%s" % (urllib.parse.quote(email, safe=""), S.token(rng, 20))
        tok = nxt.rsplit("t=", 1)[1]
        hdr = [("Host", "localhost:%d" % port), ("Authorization", "Basic " + blob), ("Cookie", "sid=%s; theme=dark" % sess),
               ("X-Request-Id", rid)]
        uri = rng.choice(["/auth/login", "/auth/session", "/dashboard"]) + "?next=" + urllib.parse.quote(nxt, safe="")
        http_raw(port, "GET", uri, hdr)
        scen("caddy", "encoded", rid, [(blob, "secret"), (sess, "secret"), (email, "private"), (tok, "secret"),
                                       (user, "private"), (pw, "secret")], [rid])
    # key_unusual
    for i in range(10):
        k1 = UNUSUAL_KEYS[(2 * i) % len(UNUSUAL_KEYS)]; k2 = UNUSUAL_KEYS[(2 * i + 1) % len(UNUSUAL_KEYS)]
        v1 = S.password(rng); v2 = S.token(rng, 28)
        rid = S.uuid4(rng)
        k1h = "X-" + urllib.parse.quote(k1).replace("%", "")[:24] if not k1.isascii() else "X-" + k1.replace("_", "-")
        hdr = [("Host", "localhost:%d" % port), ("X-Request-Id", rid), ("X-Geheimnis" if i % 2 else "X-Jeton", v2)]
        uri = "/api/settings?%s=%s&lang=%s" % (urllib.parse.quote(k1), urllib.parse.quote(v1, safe=""), rng.choice(["de", "fr", "pt"]))
        http_raw(port, "PUT", uri, hdr)
        scen("caddy", "key_unusual", rid, [(v1, "secret"), (v2, "secret")], [rid])
    # lookalike
    for i in range(12):
        rid = S.uuid4(rng); tp = trace(rng); dig = "sha256:" + S.hexs(rng, 64)
        hdr = [("Host", "localhost:%d" % port), ("X-Request-Id", rid), ("traceparent", tp),
               ("User-Agent", "containerd/1.7.%d" % rng.randint(1, 20)), ("X-Build-Id", S.hexs(rng, 40))]
        if i % 2 == 0:
            uri = "/assets/bundle-%d.js" % (i % 6)
            hdr.append(("If-None-Match", '"%s"' % S.token(rng, 12, "0123456789abcdefghijklmnopqrstuv")))
        else:
            uri = "/v2/platform/api/manifests/" + dig
        http_raw(port, "GET", uri, hdr)
        scen("caddy", "lookalike", rid, [], [rid, tp])
    time.sleep(1)
    stop(p)
    shutil.copy(logf, CAP + "/caddy_access.log")
    VERSIONS["caddy"] = sh(["caddy", "version"]).stdout.strip()
    SOURCES["caddy"] = {"program": "Caddy %s JSON access log (should_log_credentials on)" % VERSIONS["caddy"],
                        "files": ["caddy_access.log"], "unit": "line", "keep": ["handled request", "http.log.access.acc"]}


# ======================================================================== Varnish
def run_varnish(rng):
    d = os.path.join(RUN, "varnish"); os.makedirs(d, exist_ok=True)
    # backend: a tiny Caddy instance is not needed: varnish answers synthetic responses itself
    with open(d + "/c16.vcl", "w") as f:
        f.write('vcl 4.1;\nbackend none none;\n'
                'sub vcl_recv { return (synth(200, "OK")); }\n'
                'sub vcl_synth { set resp.http.Content-Type = "text/plain"; synthetic("ok"); return (deliver); }\n')
    p = start("varnishd", ["varnishd", "-F", "-a", "127.0.0.1:%d" % PORTS["varnish"], "-f", d + "/c16.vcl",
                           "-n", d + "/inst", "-T", "none", "-s", "malloc,16m", "-p", "vsl_space=4M"])
    wait_port(PORTS["varnish"])
    port = PORTS["varnish"]
    # positional: Basic credentials decoded into %u by varnishncsa
    for i in range(10):
        user = rng.choice(["deploy", "backup", "grafana", "jenkins", "svc_etl", "a.nowak", "kimura"]) + str(rng.randint(2, 90))
        pw = S.password(rng)
        blob = b64(user + ":" + pw)
        rid = S.uuid4(rng)
        http_raw(port, "GET", "/private/reports/%d" % rng.randint(1000, 9999),
                 [("Host", "localhost"), ("Authorization", "Basic " + blob), ("X-Request-Id", rid)])
        scen("varnish", "positional", rid, [(user, "private"), (pw, "secret"), (blob, "secret")], [rid])
    for i in range(8):
        host = S.hostname(rng); ip1 = S.private_ip(rng); ip2 = S.doc_ip(rng); rid = S.uuid4(rng)
        http_raw(port, "GET", "/status", [("Host", host), ("X-Forwarded-For", ip1 + ", " + ip2), ("X-Request-Id", rid)])
        scen("varnish", "infra", rid, [(host, "private"), (ip1, "private"), (ip2, "private")], [rid])
    for i in range(6):
        rid = S.uuid4(rng); tp = trace(rng)
        http_raw(port, "GET", "/static/app.%s.css" % S.hexs(rng, 20), [("Host", "localhost"), ("X-Request-Id", rid), ("traceparent", tp)])
        scen("varnish", "lookalike", rid, [], [rid, tp])
    time.sleep(1.5)
    fmt = '%h %l %u %t "%r" %s %b "%{Referer}i" "%{User-agent}i" xff="%{X-Forwarded-For}i" host=%{Host}i rid=%{X-Request-Id}i vxid=%{Varnish:vxid}x'
    out = sh(["varnishncsa", "-n", d + "/inst", "-d", "-F", fmt])
    open(CAP + "/varnishncsa.log", "w").write(out.stdout)
    out = sh(["varnishlog", "-n", d + "/inst", "-d", "-g", "request", "-i", "Begin,ReqMethod,ReqURL,ReqHeader,RespStatus,End,Timestamp"])
    open(CAP + "/varnishlog.txt", "w").write(out.stdout)
    stop(p)
    VERSIONS["varnish"] = sh(["varnishd", "-V"]).stderr.strip().splitlines()[0]
    SOURCES["varnishncsa"] = {"program": "varnishncsa (%s) custom -F format" % VERSIONS["varnish"],
                              "files": ["varnishncsa.log"], "unit": "line", "keep": []}
    SOURCES["varnishlog"] = {"program": "varnishlog (%s) -g request transactions" % VERSIONS["varnish"],
                             "files": ["varnishlog.txt"], "unit": "vsl_block", "keep": ["ReqHeader", "Timestamp"]}


# ======================================================================== unbound
def run_unbound(rng):
    d = os.path.join(RUN, "unbound"); os.makedirs(d, exist_ok=True)
    names = []
    for i in range(14):
        h = S.hostname(rng).replace("example.net", "corp.internal")
        names.append((h, S.private_ip(rng)))
    pods = [S.pod_name(rng) + ".default.svc.cluster.local" for _ in range(4)]
    conf = ["server:", "  interface: 127.0.0.1", "  port: %d" % PORTS["unbound"], "  do-daemonize: no",
            '  username: ""', '  chroot: ""', '  directory: "%s"' % d, '  pidfile: "%s/unbound.pid"' % d,
            '  logfile: "%s/unbound.log"' % d, "  use-syslog: no", "  log-time-ascii: yes", "  verbosity: 1",
            "  log-queries: yes", "  log-replies: yes", "  log-local-actions: yes", '  module-config: "iterator"',
            "  do-ip6: no", "  access-control: 127.0.0.0/8 allow", '  local-zone: "." static']
    for h, ip in names:
        conf.append('  local-data: "%s. 300 IN A %s"' % (h, ip))
    for p in pods:
        conf.append('  local-data: "%s. 30 IN A %s"' % (p, S.private_ip(rng)))
    open(d + "/unbound.conf", "w").write("\n".join(conf) + "\n")
    p = start("unbound", ["unbound", "-d", "-c", d + "/unbound.conf"])
    time.sleep(1.5)

    def q(name, qtype=1):
        tid = rng.randint(0, 65535)
        pkt = tid.to_bytes(2, "big") + b"\x01\x00\x00\x01\x00\x00\x00\x00\x00\x00"
        for lab in name.rstrip(".").split("."):
            pkt += bytes([len(lab)]) + lab.encode()
        pkt += b"\x00" + qtype.to_bytes(2, "big") + b"\x00\x01"
        s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM); s.settimeout(3)
        s.sendto(pkt, ("127.0.0.1", PORTS["unbound"]))
        try:
            s.recv(4096)
        except OSError:
            pass
        s.close()
    for h, ip in names:
        q(h, rng.choice([1, 1, 28]))
        scen("unbound", "infra", h + ".", [(h, "private")], [])
    for pn in pods:
        q(pn)
        scen("unbound", "infra", pn + ".", [(pn, "private")], [])
    for i in range(6):
        ip = S.private_ip(rng)
        rev = ".".join(reversed(ip.split("."))) + ".in-addr.arpa"
        q(rev, 12)
        scen("unbound", "infra", rev + ".", [(rev, "private")], [])
    time.sleep(0.5)
    stop(p)
    shutil.copy(d + "/unbound.log", CAP + "/unbound.log")
    VERSIONS["unbound"] = sh(["unbound", "-V"]).stdout.splitlines()[0]
    SOURCES["unbound"] = {"program": "unbound %s query/reply log (log-queries, log-replies)" % VERSIONS["unbound"],
                          "files": ["unbound.log"], "unit": "line", "keep": ["query:", "reply:", "NOERROR", "NXDOMAIN"],
                          "pid_regex": r"unbound\[(\d+):\d+\]"}


# ======================================================================== exim -bh
def run_exim(rng):
    d = os.path.join(RUN, "exim"); os.makedirs(d + "/spool", exist_ok=True)
    conf = """primary_hostname = mx1.example.net
domainlist local_domains = example.net : example.org
spool_directory = %s/spool
log_file_path = %s/%%slog
log_selector = +smtp_connection +smtp_protocol_error +incoming_interface
auth_advertise_hosts = *
acl_smtp_helo = acl_helo
acl_smtp_mail = acl_mail
acl_smtp_rcpt = acl_rcpt
begin acl
acl_helo:
  accept logwrite = HELO $sender_helo_name from $sender_host_address
acl_mail:
  accept logwrite = sender <$sender_address> auth=$authenticated_id
acl_rcpt:
  deny message = relay not permitted for <$local_part@$domain>
       !domains = +local_domains
  accept
begin authenticators
plain:
  driver = plaintext
  public_name = PLAIN
  server_prompts = :
  server_condition = ${if eq{$auth3}{never-matches}}
  server_set_id = $auth2
login:
  driver = plaintext
  public_name = LOGIN
  server_prompts = Username:: : Password::
  server_condition = ${if eq{$auth2}{never-matches}}
  server_set_id = $auth1
""" % (d, d)
    open(d + "/exim.conf", "w").write(conf)
    outs = []
    for i in range(14):
        ip = S.doc_ip(rng) if i % 2 else S.private_ip(rng)
        helo = S.hostname(rng)
        loc = LOCALES[i % len(LOCALES)]
        _, name = S.person(rng, loc)
        sender = S.email_for(rng)
        rcpt_bad = "%s@%s" % (rng.choice(["billing", "hr", "ceo"]), rng.choice(["partner.corp", "vendor.internal"]))
        user = rng.choice(["relay", "newsletter", "crm-mailer", "alerts"]) + str(rng.randint(1, 50))
        pw = S.password(rng)
        mech = "PLAIN" if i % 2 == 0 else "LOGIN"
        if mech == "PLAIN":
            blob = b64("\0" + user + "\0" + pw)
            auth = "AUTH PLAIN %s\r\n" % blob
            listed = [(blob, "secret")]
        else:
            bu, bp = b64(user), b64(pw)
            auth = "AUTH LOGIN\r\n%s\r\n%s\r\n" % (bu, bp)
            listed = [(bu, "secret"), (bp, "secret")]
        smtp = ("EHLO %s\r\n%sMAIL FROM:<%s>\r\nRCPT TO:<%s>\r\nRCPT TO:<postmaster@example.net>\r\nQUIT\r\n"
                % (helo, auth, sender, rcpt_bad))
        r = sh(["exim4", "-C", d + "/exim.conf", "-d+auth+acl", "-bh", ip], input=smtp)
        outs.append("### session %d\n" % i + r.stdout + r.stderr)
        klass = ["positional", "encoded", "infra"][i % 3]
        scen("exim", klass, "### session %d\n" % i, [("mx1.example.net", "private"), (ip, "private"), (helo, "private"), (sender, "private"), (rcpt_bad, "private"),
                                                     (user, "private"), (pw, "secret")] + listed, [])
    open(CAP + "/exim_bh.txt", "w").write("".join(outs))
    VERSIONS["exim"] = sh(["exim4", "-bV"]).stdout.splitlines()[0]
    SOURCES["exim"] = {"program": "%s, -bh host-checking session with -d+auth+acl" % VERSIONS["exim"],
                       "files": ["exim_bh.txt"], "unit": "exim_session", "keep": []}


# ======================================================================== etcd + etcdctl
def run_etcd(rng):
    d = os.path.join(RUN, "etcd"); shutil.rmtree(d, ignore_errors=True); os.makedirs(d)
    node = "etcd-%s-%d" % (rng.choice(["fra1", "ams3", "hel1"]), rng.randint(1, 9))
    cu = "http://127.0.0.1:%d" % PORTS["etcd_client"]; pu = "http://127.0.0.1:%d" % PORTS["etcd_peer"]
    p = start("etcd", ["etcd", "--name", node, "--data-dir", d + "/data", "--listen-client-urls", cu,
                       "--advertise-client-urls", cu, "--listen-peer-urls", pu, "--initial-advertise-peer-urls", pu,
                       "--initial-cluster", "%s=%s" % (node, pu), "--initial-cluster-token", "c16-cluster",
                       "--logger", "zap", "--log-outputs", d + "/etcd.log"])
    wait_port(PORTS["etcd_client"])
    time.sleep(2)
    env = {**os.environ, "ETCDCTL_API": "3"}
    ctl = ["etcdctl", "--endpoints", cu]
    blocks = []

    def run(args, label):
        r = sh(ctl + args, env=env)
        blocks.append("### %s\n%s%s" % (label, r.stdout, r.stderr))
        return r
    # positional: DSNs with user-info stored as values
    for i in range(8):
        host = S.hostname(rng); user = rng.choice(["app_rw", "billing", "etl", "reporter", "svc_ro"]) + str(rng.randint(1, 9))
        pw = S.password(rng)
        scheme = rng.choice(["postgresql", "mysql", "redis", "amqp", "mongodb"])
        dsn = "%s://%s:%s@%s:%d/%s" % (scheme, user, urllib.parse.quote(pw, safe=""), host,
                                       {"postgresql": 5432, "mysql": 3306, "redis": 6379, "amqp": 5672, "mongodb": 27017}[scheme],
                                       rng.choice(["main", "0", "billing", "orders"]))
        key = "/config/%s/datasource-%d" % (rng.choice(["checkout", "ledger", "search"]), i)
        sh(ctl + ["put", key, dsn], env=env)
        run(["get", key], "get %d" % i)
        scen("etcdctl", "positional", "### get %d\n" % i, [(user, "private"), (pw, "secret"), (urllib.parse.quote(pw, safe=""), "secret"), (host, "private")], [key])
    # encoded: -w json (values are base64)
    for i in range(8):
        tok = rng.choice([S.gh_token, S.slack_token, S.stripe_key, S.jwt])(rng)
        key = "/secrets/%s/token-%d" % (rng.choice(["ci", "notify", "payments"]), i)
        sh(ctl + ["put", key, tok], env=env)
        run(["get", key, "-w", "json"], "json %d" % i)
        scen("etcdctl", "encoded", "### json %d\n" % i, [(tok, "secret"), (b64(tok), "secret")], [])
    # pii_locale values
    for i in range(8):
        loc, name, ph, extra, vals = pii_bundle(rng, i + 5)
        key = "/customers/%s/%d" % (loc, rng.randint(10000, 99999))
        val = json.dumps({"name": name, "tel": ph, "doc": extra}, ensure_ascii=False)
        sh(ctl + ["put", key, val], env=env)
        run(["get", key], "pii %d" % i)
        scen("etcdctl", "pii_locale", "### pii %d\n" % i, vals, [key])
    # tables
    run(["member", "list", "-w", "table"], "member table")
    scen("etcdctl", "rows", "### member table\n", [(node, "private")], [])
    run(["endpoint", "status", "-w", "table"], "status table")
    scen("etcdctl", "lookalike", "### status table\n", [], [])
    # auth: users, failed logins
    sh(ctl + ["user", "add", "root:" + S.password(rng), "--interactive=false"], env=env)
    sh(ctl + ["user", "grant-role", "root", "root"], env=env)
    users = []
    for i in range(4):
        u = rng.choice(["alina", "marek", "yusuf", "hiroshi", "ines", "tomasz"]) + "." + rng.choice(["k", "w", "s"]) + str(i)
        pw = S.password(rng)
        sh(ctl + ["user", "add", "%s:%s" % (u, pw), "--interactive=false"], env=env)
        users.append((u, pw))
    sh(ctl + ["auth", "enable"], env=env)
    for u, pw in users:
        sh(ctl + ["--user", "%s:%s" % (u, pw + "x"), "get", "/x"], env=env)
    time.sleep(1)
    stop(p)
    open(CAP + "/etcdctl.txt", "w").write("".join(blocks))
    shutil.copy(d + "/etcd.log", CAP + "/etcd.log")
    VERSIONS["etcd"] = sh(["etcd", "--version"]).stdout.splitlines()[0]
    VERSIONS["etcdctl"] = sh(["etcdctl", "version"], env=env).stdout.splitlines()[0]
    scen("etcd", "infra", node, [(node, "private")] + [(u, "private") for u, _ in users], [])
    for u, _ in users:
        scen("etcd", "infra", u, [(node, "private")] + [(x, "private") for x, _ in users], [])
    SOURCES["etcdctl"] = {"program": "%s output (get, get -w json, member list / endpoint status -w table)" % VERSIONS["etcdctl"],
                          "files": ["etcdctl.txt"], "unit": "hash_block", "keep": []}
    SOURCES["etcd"] = {"program": "%s server zap JSON log" % VERSIONS["etcd"], "files": ["etcd.log"], "unit": "line",
                       "keep": [], "lookalike_unmarked": True}
    return node


# ======================================================================== sudo logfile
def run_sudo(rng):
    d = os.path.join(RUN, "sudo"); os.makedirs(d, exist_ok=True)
    drop = "/etc/sudoers.d/zz-corpus16"
    cmds = []
    for i in range(10):
        host = S.hostname(rng); pw = S.password(rng); user = rng.choice(["admin", "dba", "replicator", "backup_op"]) + str(i)
        c = [["/bin/echo", "mysqldump", "-h", host, "-u", user, "-p" + pw, "--single-transaction", "orders"],
             ["/bin/echo", "pg_dump", "postgresql://%s:%s@%s:5432/ledger" % (user, urllib.parse.quote(pw, safe=""), host), "-Fc"],
             ["/bin/echo", "redis-cli", "-h", host, "-a", pw, "--no-auth-warning", "INFO", "replication"],
             ["/bin/echo", "htpasswd", "-b", "/etc/nginx/.htpasswd", user, pw],
             ["/bin/echo", "rabbitmqctl", "change_password", user, pw]][i % 5]
        cmds.append(("positional", c, [(host, "private"), (user, "private"), (pw, "secret"), (urllib.parse.quote(pw, safe=""), "secret")]))
    for i in range(8):
        tok = rng.choice([S.gh_token, S.slack_token, S.stripe_key])(rng) if i % 2 else S.token(rng, 40)
        pw = S.password(rng)
        c = [["/bin/echo", "rotate-credentials", "--apply", tok],
             ["/bin/echo", "unlock-vault", pw],
             ["/bin/echo", "import-token", tok, "prod"],
             ["/bin/echo", "restore", "--from", "s3://backups/2026-11-30", pw]][i % 4]
        cmds.append(("no_key", c, [(tok, "secret"), (pw, "secret")]))
    def write_drop(fmt):
        with open(drop, "w") as f:
            f.write("Defaults logfile=%s/sudo_%s.log\nDefaults log_host, log_year, !syslog\nDefaults log_format=%s\n" % (d, fmt, fmt))
        os.chmod(drop, 0o440)
    try:
        for fmt in ("sudo", "json"):
            write_drop(fmt)
            for j, (klass, c, vals) in enumerate(cmds):
                if (j % 2 == 0) != (fmt == "sudo"):
                    continue
                node = "%s-%d.build.internal" % (rng.choice(["ci-runner", "bastion", "jumphost"]), rng.randint(1, 30))
                envv = {"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "DEPLOY_TOKEN": S.token(rng, 32)}
                r = subprocess.run(["unshare", "--uts", "sh", "-c", 'hostname "$0"; exec sudo -u nobody -- "$@"', node] + c,
                                   capture_output=True, text=True, env=envv, cwd=d)
                scen("sudo_" + fmt, klass, "HOST=" + node + " " if fmt == "sudo" else '"submithost": "%s"' % node, vals + [(node, "private"), (envv["DEPLOY_TOKEN"], "secret")], [])
    finally:
        os.remove(drop)
    VERSIONS["sudo"] = sh(["sudo", "-V"]).stdout.splitlines()[0]
    for fmt in ("sudo", "json"):
        if os.path.exists("%s/sudo_%s.log" % (d, fmt)):
            shutil.copy("%s/sudo_%s.log" % (d, fmt), CAP + "/sudo_%s.log" % fmt)
    SOURCES["sudo_sudo"] = {"program": "%s logfile (log_format=sudo, log_host, log_year)" % VERSIONS["sudo"],
                            "files": ["sudo_sudo.log"], "unit": "sudo_entry", "keep": ["TTY=unknown", "COMMAND=/bin/echo", "USER=nobody"]}
    SOURCES["sudo_json"] = {"program": "%s logfile (log_format=json)" % VERSIONS["sudo"],
                            "files": ["sudo_json.log"], "unit": "sudo_json", "keep": []}



# ======================================================================== python-json-logger
JL_APP = r"""
import json, logging, logging.config, sys
cfg = {"version": 1,
       "formatters": {"json": {"()": "pythonjsonlogger.json.JsonFormatter",
                               "fmt": "%(asctime)s %(levelname)s %(name)s %(process)d %(message)s",
                               "rename_fields": {"levelname": "level", "asctime": "ts", "process": "pid"}}},
       "handlers": {"out": {"class": "logging.StreamHandler", "stream": "ext://sys.stdout", "formatter": "json"}},
       "root": {"level": "DEBUG", "handlers": ["out"]}}
logging.config.dictConfig(cfg)
for item in json.load(open(sys.argv[1])):
    log = logging.getLogger(item["logger"])
    getattr(log, item["level"])(item["msg"], extra=item.get("extra") or {})
"""


def run_jsonlogger(rng):
    d = os.path.join(RUN, "jsonlogger"); os.makedirs(d, exist_ok=True)
    open(d + "/app.py", "w").write(JL_APP)
    items = []
    for i in range(12):
        loc, name, ph, extra, vals = pii_bundle(rng, i + 3)
        rid = S.uuid4(rng)
        addr = S.address(rng, loc) if loc in S.ADDRESSES else None
        ex = {"request_id": rid, "kunde": {"name": name, "telefon": ph, "ausweis": extra}}
        if addr:
            ex["kunde"]["adresse"] = addr; vals = vals + [(addr, "private")]
        items.append({"logger": "kyc.onboarding", "level": "info", "msg": "identity document accepted", "extra": ex})
        scen("jsonlogger", "pii_locale", rid, vals, [rid])
    for i in range(10):
        k1 = UNUSUAL_KEYS[(3 * i + 1) % len(UNUSUAL_KEYS)]; k2 = UNUSUAL_KEYS[(3 * i + 2) % len(UNUSUAL_KEYS)]
        v1 = S.password(rng); v2 = S.token(rng, 32, S.ALNUM + "-_")
        rid = S.uuid4(rng)
        items.append({"logger": "settings.sync", "level": "warning", "msg": "legacy field names in payload",
                      "extra": {"request_id": rid, "payload": {k1: v1, k2: v2, "région": "eu-central"}}})
        scen("jsonlogger", "key_unusual", rid, [(v1, "secret"), (v2, "secret")], [rid])
    for i in range(10):
        rid = S.uuid4(rng)
        tok = rng.choice([S.jwt, S.gh_token, S.slack_token])(rng)
        email = S.email_for(rng); _, name = S.person(rng, rng.choice(["zh", "ru", "ko", "ar", "el"]))
        inner = json.dumps({"auth": {"token": tok}, "user": {"email": email, "display": name}})
        items.append({"logger": "webhook.relay", "level": "debug", "msg": "forwarding body",
                      "extra": {"request_id": rid, "body": inner}})
        scen("jsonlogger", "encoded", rid, [(tok, "secret"), (email, "private"), (name, "private")], [rid])
    for i in range(10):
        rid = S.uuid4(rng)
        kind = i % 3
        if kind == 0:
            pw = S.password(rng)
            msg = "user typed %s into the username field, login rejected" % pw
            vals = [(pw, "secret")]
        elif kind == 1:
            tok = S.token(rng, 40)
            msg = "retrying upload with %s after 401 from object store" % tok
            vals = [(tok, "secret")]
        else:
            tok = S.aws_secret(rng)
            msg = "loaded credential pair %s / %s from cache" % (S.aws_key_id(random.Random(rng.random())), tok)
            vals = [(tok, "secret"), (msg.split(" ")[3], "secret")]
        items.append({"logger": "uploader", "level": "error", "msg": msg, "extra": {"request_id": rid}})
        scen("jsonlogger", "no_key", rid, vals, [rid])
    for i in range(8):
        rid = S.uuid4(rng); tp = trace(rng)
        items.append({"logger": "deploy.rollout", "level": "info", "msg": "image pinned",
                      "extra": {"request_id": rid, "traceparent": tp, "digest": "sha256:" + S.hexs(rng, 64),
                                "commit": S.hexs(rng, 40), "build": "2026.12.%d-%s" % (rng.randint(1, 30), S.hexs(rng, 7)),
                                "etag": 'W/"%s"' % S.hexs(rng, 16)}})
        scen("jsonlogger", "lookalike", rid, [], [rid, tp])
    json.dump(items, open(d + "/items.json", "w"), ensure_ascii=False)
    r = sh([sys.executable, d + "/app.py", d + "/items.json"])
    open(CAP + "/jsonlogger.log", "w").write(r.stdout + r.stderr)
    import importlib.metadata as md
    VERSIONS["python-json-logger"] = md.version("python-json-logger") + " on CPython " + sys.version.split()[0]
    SOURCES["jsonlogger"] = {"program": "python-json-logger %s JsonFormatter via logging.config.dictConfig" % VERSIONS["python-json-logger"],
                             "files": ["jsonlogger.log"], "unit": "line", "keep": []}


# ======================================================================== aiohttp server access log
AIO_APP = r"""
import logging, sys
from aiohttp import web
logging.basicConfig(filename=sys.argv[2], level=logging.INFO,
                    format="%(asctime)s %(name)s %(levelname)s %(message)s")
async def ok(request):
    if request.path.startswith("/boom"):
        raise RuntimeError("upstream refused " + request.query.get("u", ""))
    return web.Response(text="ok", status=404 if request.path.startswith("/gone") else 200)
app = web.Application()
app.router.add_route("*", "/{tail:.*}", ok)
fmt = '%a %t "%r" %s %b %Tf "%{Referer}i" "%{User-Agent}i" xff="%{X-Forwarded-For}i" auth="%{Authorization}i" rid=%{X-Request-Id}i'
web.run_app(app, host="127.0.0.1", port=int(sys.argv[1]), access_log_format=fmt, print=None)
"""


def run_aiohttp(rng):
    d = os.path.join(RUN, "aiohttp"); os.makedirs(d, exist_ok=True)
    open(d + "/app.py", "w").write(AIO_APP)
    logf = d + "/aiohttp.log"
    p = start("aiohttp", [sys.executable, d + "/app.py", str(PORTS["aiohttp"]), logf])
    wait_port(PORTS["aiohttp"])
    port = PORTS["aiohttp"]
    for i in range(8):
        user = rng.choice(["deploy", "ci", "mirror", "fetcher"]) + str(rng.randint(1, 40)); pw = S.password(rng)
        host = S.hostname(rng); rid = S.uuid4(rng)
        ref = "https://%s:%s@%s/artifacts/build-%d.tar.gz" % (user, urllib.parse.quote(pw, safe=""), host, rng.randint(100, 999))
        http_raw(port, "GET", "/download/build-%d" % i, [("Host", "localhost"), ("Referer", ref), ("X-Request-Id", rid),
                                                          ("User-Agent", "apt-transport-https/2.6")])
        scen("aiohttp", "positional", rid, [(user, "private"), (pw, "secret"), (urllib.parse.quote(pw, safe=""), "secret"), (host, "private")], [rid])
    for i in range(8):
        rid = S.uuid4(rng); tok = S.token(rng, rng.choice([32, 43, 48]), S.ALNUM + "-_")
        path = rng.choice(["/invite/", "/password/reset/", "/share/", "/unsubscribe/"]) + tok
        http_raw(port, "GET", path if i % 2 else "/gone" + path, [("Host", "localhost"), ("X-Request-Id", rid)])
        scen("aiohttp", "no_key", rid, [(tok, "secret")], [rid])
    for i in range(8):
        rid = S.uuid4(rng); ip1 = S.private_ip(rng); ip2 = S.doc_ip(rng); host = S.hostname(rng)
        http_raw(port, "GET", "/healthz", [("Host", host), ("X-Forwarded-For", "%s, %s" % (ip2, ip1)), ("X-Request-Id", rid),
                                           ("User-Agent", "Envoy/HC"), ("Referer", "http://%s/status" % host)])
        scen("aiohttp", "infra", rid, [(ip1, "private"), (ip2, "private"), (host, "private")], [rid])
    for i in range(8):
        rid = S.uuid4(rng); tok = S.jwt(rng)
        email = S.email_for(rng)
        q = urllib.parse.quote(json.dumps({"email": email, "token": tok}), safe="")
        http_raw(port, "POST", "/api/callback?state=" + q, [("Host", "localhost"), ("Authorization", "Bearer " + tok),
                                                             ("X-Request-Id", rid)])
        scen("aiohttp", "encoded", rid, [(tok, "secret"), (email, "private"), (q, "secret")], [rid])
    for i in range(8):
        k = UNUSUAL_KEYS[(5 * i + 3) % len(UNUSUAL_KEYS)]; v = S.password(rng); rid = S.uuid4(rng)
        k2 = ["X-Zugangsschluessel", "X-Chave-Acesso", "X-Cle-Secrete", "X-Sleutel"][i % 4]
        v2 = S.token(rng, 30)
        http_raw(port, "GET", "/api/v1/profile?%s=%s" % (urllib.parse.quote(k), urllib.parse.quote(v, safe="")),
                 [("Host", "localhost"), ("X-Request-Id", rid), ("Authorization", "%s %s" % (k2[2:], v2))])
        scen("aiohttp", "key_unusual", rid, [(v, "secret"), (urllib.parse.quote(v, safe=""), "secret"), (v2, "secret")], [rid])
    for i in range(4):
        rid = S.uuid4(rng); pw = S.password(rng)
        http_raw(port, "GET", "/boom?u=" + urllib.parse.quote(pw, safe=""), [("Host", "localhost"), ("X-Request-Id", rid)])
        scen("aiohttp_err", "no_key", "upstream refused " + pw, [(pw, "secret"), (urllib.parse.quote(pw, safe=""), "secret")], [])
    time.sleep(0.5)
    stop(p)
    shutil.copy(logf, CAP + "/aiohttp.log")
    import importlib.metadata as md
    VERSIONS["aiohttp"] = md.version("aiohttp")
    SOURCES["aiohttp"] = {"program": "aiohttp %s web server access log (custom access_log_format)" % VERSIONS["aiohttp"],
                          "files": ["aiohttp.log"], "unit": "line", "keep": ["aiohttp.access"]}
    SOURCES["aiohttp_err"] = {"program": "aiohttp %s web server error log with traceback" % VERSIONS["aiohttp"],
                              "files": ["aiohttp.log"], "unit": "traceback", "keep": ["aiohttp.server", "Traceback"]}


# ======================================================================== Celery worker with own redis-server
CELERY_TASKS = r"""
import json, os
from celery import Celery
app = Celery("c16", broker=os.environ["C16_BROKER"])
app.conf.task_default_queue = "c16"
app.conf.worker_hijack_root_logger = True
@app.task(name="billing.settle")
def settle(payload):
    return payload
@app.task(name="keys.rotate")
def rotate(message):
    raise RuntimeError(message)
@app.task(name="deploy.pin")
def pin(meta):
    return meta
@app.task(name="relay.wrap")
def wrap(obj):
    return json.dumps(obj)
"""


def run_celery(rng):
    d = os.path.join(RUN, "celery"); os.makedirs(d + "/redis", exist_ok=True)
    rpw = S.token(rng, 24)
    rp = start("redis", ["redis-server", "--port", str(PORTS["redis"]), "--bind", "127.0.0.1", "--save", "",
                         "--appendonly", "no", "--dir", d + "/redis", "--requirepass", rpw, "--daemonize", "no"])
    wait_port(PORTS["redis"])
    open(d + "/c16tasks.py", "w").write(CELERY_TASKS)
    pod = S.pod_name(rng)
    env = {**os.environ, "C16_BROKER": "redis://:%s@127.0.0.1:%d/0" % (rpw, PORTS["redis"]), "PYTHONPATH": d}
    logf = d + "/worker.log"
    w = start("celery", [sys.executable, "-m", "celery", "-A", "c16tasks", "worker", "--pool=solo", "-n", "worker@" + pod,
                         "-l", "INFO", "-Q", "c16", "--without-gossip", "--without-mingle", "--without-heartbeat"],
              cwd=d, env=env, stdout=open(d + "/worker.out", "w"))
    client = r"""
import json, sys
sys.path.insert(0, %r)
from c16tasks import app
for name, arg, tid in json.load(open(sys.argv[1])):
    app.send_task(name, args=[arg], task_id=tid, queue="c16")
"""
    jobs = []
    for i in range(10):
        loc, name, ph, extra, vals = pii_bundle(rng, i + 7)
        tid = S.uuid4(rng)
        jobs.append(["billing.settle", {"kunde": name, "tel": ph, "konto": extra, "betrag_cent": rng.randint(100, 99999)}, tid])
        scen("celery", "pii_locale", tid, vals, [tid])
    for i in range(8):
        tid = S.uuid4(rng)
        if i % 2:
            t = rng.choice([S.stripe_key, S.gh_token, S.slack_token])(rng)
            msg = "provider rejected %s, keeping previous" % t
        else:
            t = S.password(rng)
            msg = "vault unseal failed with %s on first attempt" % t
        jobs.append(["keys.rotate", msg, tid])
        scen("celery", "no_key", tid, [(t, "secret")], [tid])
    for i in range(8):
        tid = S.uuid4(rng)
        jobs.append(["deploy.pin", {"digest": "sha256:" + S.hexs(rng, 64), "commit": S.hexs(rng, 40),
                                    "span_id": S.hexs(rng, 16), "release": "v%d.%d.%d-rc.%d" % (rng.randint(1, 9), rng.randint(0, 30), rng.randint(0, 9), rng.randint(1, 5))}, tid])
        scen("celery", "lookalike", tid, [], [tid])
    for i in range(8):
        tid = S.uuid4(rng)
        k = UNUSUAL_KEYS[(7 * i + 5) % len(UNUSUAL_KEYS)]; v = S.password(rng)
        if i % 2:
            tok = S.aws_secret(rng)
            jobs.append(["relay.wrap", {"aws": {"secret_access_key": tok}, "region": "eu-west-1"}, tid])
            scen("celery", "encoded", tid, [(tok, "secret"), (tok.replace("/", "\\/"), "secret")], [tid])
        else:
            jobs.append(["billing.settle", {k: v, "modo": "sandbox"}, tid])
            scen("celery", "key_unusual", tid, [(v, "secret")], [tid])
    json.dump(jobs, open(d + "/jobs.json", "w"), ensure_ascii=False)
    open(d + "/client.py", "w").write(client % d)
    time.sleep(4)
    sh([sys.executable, d + "/client.py", d + "/jobs.json"], env=env, cwd=d)
    time.sleep(6)
    stop(w)
    stop(rp)
    shutil.copy(d + "/worker.out", CAP + "/celery_worker.log")
    import importlib.metadata as md
    VERSIONS["celery"] = md.version("celery")
    VERSIONS["redis-server"] = sh(["redis-server", "--version"]).stdout.strip()
    scen("celery_banner", "infra", "celery@", [(pod, "private")], [])
    SOURCES["celery"] = {"program": "Celery %s worker log (-l INFO, solo pool, own redis-server on 127.0.0.1:%d)" % (VERSIONS["celery"], PORTS["redis"]),
                         "files": ["celery_worker.log"], "unit": "celery_entry", "keep": []}
    SOURCES["celery_banner"] = {"program": "Celery %s worker start-up banner" % VERSIONS["celery"],
                                "files": ["celery_worker.log"], "unit": "celery_banner", "keep": []}


# ======================================================================== tables: Miller, csvkit, jq, column
def run_tables(rng):
    import csv, io
    d = os.path.join(RUN, "tables"); os.makedirs(d, exist_ok=True)
    outs = {}
    # customers
    rows = []
    for i in range(16):
        loc, name, ph, extra, vals = pii_bundle(rng, i + 11)
        rows.append({"customer_id": 40100 + i * 7, "full_name": name, "email": S.email_for(rng), "mobile": ph,
                     "national_id": extra, "created_at": "2026-%02d-%02dT%02d:%02d:%02dZ" % (rng.randint(1, 11), rng.randint(1, 28), rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59)),
                     "status": rng.choice(["active", "pending_kyc", "locked"])})
    accounts = []
    for i in range(16):
        accounts.append({"account_id": 7000 + i, "login": rng.choice(["mkowalski", "tanaka.h", "a.petrova", "jdoe", "s.ozturk", "lvdberg", "pnair"]) + str(i),
                         "password_hash": rng.choice([S.bcrypt_like, S.sha512crypt_like])(rng),
                         "api_key": (None if i % 4 == 0 else rng.choice([S.stripe_key, S.gh_token])(rng)),
                         "last_login_ip": (None if i % 5 == 0 else S.private_ip(rng)),
                         "failed_logins": rng.randint(0, 6), "updated_at": "2026-11-%02d %02d:%02d:%02d" % (rng.randint(1, 30), rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59))})
    def to_csv(rs, path):
        with open(path, "w", newline="") as f:
            wr = csv.DictWriter(f, fieldnames=list(rs[0].keys())); wr.writeheader()
            for r in rs:
                wr.writerow({k: ("" if v is None else v) for k, v in r.items()})
    to_csv(rows, d + "/customers.csv"); to_csv(accounts, d + "/accounts.csv")
    json.dump(accounts, open(d + "/accounts.json", "w"))
    json.dump(rows, open(d + "/customers.json", "w"), ensure_ascii=False)
    outs["mlr_jsonl_customers"] = sh(["mlr", "--icsv", "--ojsonl", "cat", d + "/customers.csv"]).stdout
    outs["mlr_jsonl_accounts"] = sh(["mlr", "--icsv", "--ojsonl", "cut", "-f", "account_id,login,password_hash,api_key,updated_at", d + "/accounts.csv"]).stdout
    outs["jq_accounts"] = sh(["jq", "-c", ".[] | {account_id, login, api_key, last_login_ip, failed_logins}", d + "/accounts.json"]).stdout
    outs["jq_customers"] = sh(["jq", "-c", ".[] | {customer_id, full_name, mobile, national_id, status, referrer: null}", d + "/customers.json"]).stdout
    outs["jq_tsv"] = sh(["jq", "-r", ".[] | [.customer_id, .full_name, .mobile, .status, .created_at] | @tsv", d + "/customers.json"]).stdout
    blocks = []
    for j in range(0, 16, 2):
        sub = rows[j:j + 2]
        to_csv(sub, d + "/c_%d.csv" % j)
        blocks.append(("mlr_pprint %d" % j, sh(["mlr", "--icsv", "--opprint", "--barred", "cut", "-f", "customer_id,full_name,mobile,national_id,status", d + "/c_%d.csv" % j]).stdout))
        suba = accounts[j:j + 2]
        to_csv(suba, d + "/a_%d.csv" % j)
        blocks.append(("csvlook %d" % j, sh(["csvlook", "--no-inference", d + "/a_%d.csv" % j]).stdout))
        blocks.append(("column %d" % j, sh(["column", "-t", "-s", ",", "-N", "customer_id,full_name,email,mobile,national_id,created_at,status", "-O", "1,2,3,7,6"],
                                          input="".join(",".join(str(v) for v in r.values()) + "\n" for r in sub)).stdout))
    with open(CAP + "/tables_blocks.txt", "w") as f:
        for lab, txt in blocks:
            f.write("### %s\n%s" % (lab, txt))
    for k, v in outs.items():
        open(CAP + "/%s.txt" % k, "w").write(v)
    for r in rows:
        vals = [(r["full_name"], "private"), (r["email"], "private"), (r["mobile"], "private"), (r["national_id"], "private")]
        scen("tables", "rows", r["full_name"], vals, [])
    for a in accounts:
        vals = [(a["login"], "private"), (a["password_hash"], "secret")]
        if a["api_key"]:
            vals.append((a["api_key"], "secret"))
        if a["last_login_ip"]:
            vals.append((a["last_login_ip"], "private"))
        scen("tables", "rows", a["login"], vals, [])
    VERSIONS["miller"] = sh(["mlr", "--version"]).stdout.strip()
    VERSIONS["csvkit"] = sh(["csvlook", "--version"]).stdout.strip() or sh(["csvlook", "--version"]).stderr.strip()
    VERSIONS["jq"] = sh(["jq", "--version"]).stdout.strip()
    VERSIONS["column"] = sh(["column", "--version"]).stdout.strip()
    SOURCES["mlr_jsonl"] = {"program": "Miller (%s) --icsv --ojsonl, customers table" % VERSIONS["miller"], "files": ["mlr_jsonl_customers.txt"], "unit": "jsonrow", "keep": []}
    SOURCES["mlr_jsonl_acc"] = {"program": "Miller (%s) --icsv --ojsonl, accounts table" % VERSIONS["miller"], "files": ["mlr_jsonl_accounts.txt"], "unit": "jsonrow", "keep": []}
    SOURCES["jq_rows"] = {"program": "jq (%s) -c object per row, accounts" % VERSIONS["jq"], "files": ["jq_accounts.txt"], "unit": "jsonrow", "keep": []}
    SOURCES["jq_rows_c"] = {"program": "jq (%s) -c object per row, customers" % VERSIONS["jq"], "files": ["jq_customers.txt"], "unit": "jsonrow", "keep": []}
    SOURCES["jq_tsv"] = {"program": "jq (%s) -r @tsv" % VERSIONS["jq"], "files": ["jq_tsv.txt"], "unit": "line", "keep": []}
    SOURCES["mlr_pprint"] = {"program": "Miller (%s) --opprint --barred" % VERSIONS["miller"], "files": ["tables_blocks.txt"], "unit": "hash_block", "prefix": "mlr_pprint", "keep": []}
    SOURCES["csvlook"] = {"program": "csvkit csvlook (%s)" % VERSIONS["csvkit"], "files": ["tables_blocks.txt"], "unit": "hash_block", "prefix": "csvlook", "keep": []}
    SOURCES["column"] = {"program": "util-linux column -t (%s)" % VERSIONS["column"], "files": ["tables_blocks.txt"], "unit": "hash_block", "prefix": "column", "keep": []}

if __name__ == "__main__":
    shutil.rmtree(CAP, ignore_errors=True); shutil.rmtree(RUN, ignore_errors=True)
    os.makedirs(CAP); os.makedirs(RUN)
    steps = [("caddy", run_caddy), ("varnish", run_varnish), ("unbound", run_unbound), ("exim", run_exim),
             ("etcd", run_etcd), ("sudo", run_sudo), ("jsonlogger", run_jsonlogger), ("aiohttp", run_aiohttp),
             ("celery", run_celery), ("tables", run_tables)]
    try:
        for name, fn in steps:
            print("==", name, flush=True)
            fn(random.Random("corpus16-" + name))
    finally:
        for name, p in PROCS:
            stop(p)
    VERSIONS["python"] = sys.version.split()[0]
    json.dump({"note": "all values invented with seeded random.Random; see capture.py",
               "versions": VERSIONS, "sources": SOURCES, "scenarios": SCEN},
              open(CAP + "/planted.json", "w"), ensure_ascii=False, indent=1)
    print("scenarios", len(SCEN))
