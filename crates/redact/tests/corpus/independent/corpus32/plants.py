"""Planted values per template and unit (deterministic, see values.py) plus template metadata.

Each PLANT function returns a unit dict:
  plants:  [{key, value, role: secret|private, covered_by?: key, not_printed?: reason}]
  other keys are inputs for capture.py (file contents, arguments) and extraction/keep hints for generate.py.
"""
import base64, json
import values as V

TEMPLATES = {}

def template(name, cls, program, pkg, version, extract, keep=(), keep_re=()):
    def deco(fn):
        TEMPLATES[name] = {"class": cls, "program": program, "pkg": pkg, "version": version, "extract": extract,
                           "keep": list(keep), "keep_re": list(keep_re), "plant": fn}
        return fn
    return deco

def S(k, v, **kw): return dict(key=k, value=v, role="secret", **kw)
def Pr(k, v, **kw): return dict(key=k, value=v, role="private", **kw)

def block(start, end=None, maxlines=40, skip=0, include_end=True):
    return {"type": "block", "start": start, "end": end, "max": maxlines, "skip": skip, "include_end": include_end}

def line(match):
    return {"type": "line", "match": match}

# ====================================================================== encoded
LOGIN8 = ["jmueller", "akowalsk", "nyilmaz1", "hsato_op", "dlefevre", "mgarcia7", "sjorgens", "tvirtane"]

@template("encoded-uuenview", "encoded", "uuenview", "uudeview", "uuenview -V",
          block(r"^begin 6"), keep=["begin", "644", "end"], keep_re=[r"\b[\w.-]+\.(?:env|netrc|json|ini|cfg|yml)\b"])
def _p(n):
    h, lg, pw, tok = V.hostname("uu", n), V.login("uu", n), V.password("uu", n), V.token("uu", n)
    kind = n % 4
    if kind == 0:
        fn, body = "deploy.env", f"DB_HOST={h}\nDB_USER={lg}\nDB_PASSWORD={pw}\nSTRIPE_KEY={tok}\n"
    elif kind == 1:
        fn, body = "backup.netrc", f"machine {h}\n  login {lg}\n  password {pw}\n"
    elif kind == 2:
        fn, body = "svc-account.json", json.dumps({"client_email": f"{lg}@{h}", "private_key_id": V.hexkey("uu", n, 20), "refresh_token": tok}, indent=1) + "\n"
    else:
        fn, body = "vpn.ini", f"[tunnel]\nendpoint = {h}\nusername = {lg}\npsk = {pw}\n"
    pl = [S("file", body), Pr("host", h, covered_by="file"), Pr("login", lg, covered_by="file"),
          S("password", pw, covered_by="file")]
    if kind in (0, 2): pl.append(S("token", tok, covered_by="file"))
    if kind == 2: pl.append(S("key_id", V.hexkey("uu", n, 20), covered_by="file"))
    return {"plants": pl, "fname": fn, "body": body, "mode": "-x" if n >= 6 else "-u"}

@template("encoded-makemime", "encoded", "makemime", "maildrop", "dpkg-query -W -f 'makemime (maildrop ${Version})' maildrop",
          {"type": "block_with", "match": r"^(?!Content-|Mime-)\S"}, keep_re=[r"\b[A-Za-z]{6,}\b"])
def _p(n):
    p = V.person("mm", n, ["de", "fr", "es", "pl", "tr", "cz", "se", "it"][n])
    pw = V.password("mm", n, punct="=!?#%&+") + "=" if n % 2 else V.password("mm", n, punct="=?&+") + "é"
    pin = V.otp_code("mm", n)
    texts = {
        "de": ["Hallo {name},", "Ihr vorläufiges Kennwort für das Portal lautet {pw}", "Bestätigungscode: {pin} (gültig 15 Minuten).", "Grüße aus Köln"],
        "fr": ["Bonjour {name},", "votre mot de passe provisoire est {pw}", "code de vérification : {pin}", "Cordialement, l'équipe du Service Clients"],
        "es": ["Hola {name}:", "su contraseña temporal es {pw}", "código de verificación: {pin}", "Atentamente, Atención al cliente"],
        "pl": ["Dzień dobry {name},", "Twoje tymczasowe hasło to {pw}", "Kod weryfikacyjny: {pin}", "Pozdrawiamy, Dział Obsługi"],
        "tr": ["Merhaba {name},", "geçici şifreniz: {pw}", "doğrulama kodu: {pin}", "Saygılarımızla, Müşteri Hizmetleri"],
        "cz": ["Dobrý den, {name},", "vaše dočasné heslo je {pw}", "ověřovací kód: {pin}", "S pozdravem, zákaznická podpora"],
        "se": ["Hej {name}!", "Ditt tillfälliga lösenord är {pw}", "Verifieringskod: {pin}", "Vänliga hälsningar, Kundtjänst"],
        "it": ["Gentile {name},", "la Sua password provvisoria è {pw}", "codice di verifica: {pin}", "Cordiali saluti, Servizio Clienti"],
    }[p["loc"]]
    body = "\n".join(t.format(name=p["name"], pw=pw, pin=pin) for t in texts) + "\n"
    return {"plants": [Pr("name", p["name"]), S("password", pw), S("otp", pin)], "body": body,
            "keep": ["quoted-printable"] if False else []}

@template("encoded-plistutil", "encoded", "plistutil", "libplist-utils", "plistutil --version",
          block(r"^<dict>", r"^</dict>"), keep=["<key>acct</key>", "<key>svce</key>", "<key>v_Data</key>", "<key>gena</key>", "<integer>", "<date>"])
def _p(n):
    h, lg, pw = V.hostname("pl", n), V.login("pl", n), V.password("pl", n)
    tok = V.token("pl", n)
    cookie = f"sid={V.session_id('pl', n)}; Path=/; Secure"
    return {"plants": [Pr("host", h), Pr("login", lg), S("password", pw), S("cookie", cookie), S("token", tok, covered_by="cookie2")] [:4]
            + [S("tokenblob", json.dumps({"access_token": tok, "token_type": "Bearer"}))],
            "h": h, "lg": lg, "pw": pw, "cookie": cookie, "tok": tok, "tokenblob": json.dumps({"access_token": tok, "token_type": "Bearer"})}

@template("encoded-json_reformat", "encoded", "json_reformat", "yajl-tools", "dpkg-query -W -f 'json_reformat (yajl-tools ${Version})' yajl-tools",
          block(r"^\{", r"^\}"), keep=['"event"', '"attempt"', '"payload"', '"headers"', '"callback"', "webhook.retry"])
def _p(n):
    lg, pw, tok, h = V.login("jr", n), V.password("jr", n, punct='"\\/!#$%'), V.token("jr", n), V.hostname("jr", n)
    upw = V.password("jr2", n, punct="@:/?#%&+ ")
    basic = f"{lg}:{pw}"
    from urllib.parse import quote
    inner = json.dumps({"user": lg, "secret": pw, "meta": json.dumps({"api_key": tok})})
    headers = json.dumps({"Authorization": "Basic " + base64.b64encode(basic.encode()).decode(), "X-Forwarded-Host": h})
    doc = {"event": "webhook.retry", "attempt": n + 1, "payload": inner, "headers": headers,
           "callback": f"https://{quote(lg, safe='')}:{quote(upw, safe='')}@{h}/cb?attempt={n+1}"}
    return {"plants": [Pr("login", lg), S("password", pw), S("token", tok), Pr("host", h), S("url_password", upw), S("basic", basic)],
            "doc": json.dumps(doc)}

@template("encoded-hexyl", "encoded", "hexyl", "hexyl", "hexyl --version",
          block(r"^┌"), keep=["00000000", "00000010", "00000020", "KEYSTOR1", "┊"])
def _p(n):
    lg = LOGIN8[n]
    s1, s2 = V.short_secret("hx1", n), V.short_secret("hx2", n)
    return {"plants": [Pr("login", lg), S("secret1", s1), S("pin", s2)], "lg": lg, "s1": s1, "s2": s2}

# ====================================================================== infra
def _two_hosts(key, n, v6=False):
    if v6: return V.ipv6(key + "c", n), V.ipv6(key + "s", n)
    return V.ipv4(key + "c", n), V.ipv4(key + "s", n)

@template("infra-p0f", "infra", "p0f", "p0f", "p0f -h 2>&1 | head -1 | sed 's/^--- //; s/ by .*//'",
          block(r"^\.-\["), keep=["client", "server", "raw_sig", "dist", "params", "(syn)", "(syn+ack)", "os"])
def _p(n):
    v6 = n % 3 == 2
    c, s = _two_hosts("p0f", n, v6)
    return {"plants": [Pr("client_ip", c), Pr("server_ip", s)], "c": c, "s": s, "v6": v6,
            "cm": V.mac("p0fc", n), "sm": V.mac("p0fs", n), "cport": 32768 + n * 977, "sport": [443, 5432, 6443, 8443, 3306, 22, 9092, 636][n],
            "extract": block(r"^\.-\[.*\(syn\+ack\)" if n % 2 else r"^\.-\[.*\(syn\)")}

@template("infra-tcptrace", "infra", "tcptrace", "tcptrace", "tcptrace -v 2>&1 | head -1 | sed 's/^Version: //'",
          line(r"^\s+1: "), keep=["(a2b)", "(complete)", "1:", ">", "<"])
def _p(n):
    v6 = n % 4 == 3
    c, s = _two_hosts("tt", n, v6)
    ch, sh = V.hostname("ttc", n).replace("db-", "ws-"), V.hostname("tts", n)
    resolve = n % 4 in (0, 1)
    pl = [Pr("client_ip", c, not_printed="resolved to host name" if resolve else None), Pr("server_ip", s, not_printed="resolved to host name" if resolve else None)]
    if resolve: pl += [Pr("client_host", ch), Pr("server_host", sh)]
    pl = [{k: v for k, v in p.items() if v is not None} for p in pl]
    return {"plants": pl, "c": c, "s": s, "ch": ch, "sh": sh, "resolve": resolve, "v6": v6,
            "cport": 40000 + n * 311, "sport": [5432, 443, 6379, 9200, 27017, 8080, 2379, 11211][n]}

@template("infra-ssldump", "infra", "ssldump", "ssldump", "ssldump -v 2>&1 | head -1",
          block(r"^New TCP connection #1"), keep=["ClientHello", "server_name", "host_name", "Handshake", "ja3 fingerprint", "extensions"],
          keep_re=[r"\b[0-9a-f]{32}\b"])
def _p(n):
    v6 = n % 4 == 1
    c, s = _two_hosts("sd", n, v6)
    ch, sh, sni = V.hostname("sdc", n).replace("db-", "lt-"), V.hostname("sds", n), V.hostname("sni", n)
    resolve = n % 2 == 0
    pl = [Pr("sni", sni)]
    if resolve: pl += [Pr("client_host", ch), Pr("server_host", sh), Pr("client_ip", c, not_printed="resolved to host name"), Pr("server_ip", s, not_printed="resolved to host name")]
    else: pl += [Pr("client_ip", c), Pr("server_ip", s)]
    return {"plants": pl, "c": c, "s": s, "ch": ch, "sh": sh, "sni": sni, "resolve": resolve, "cport": 50000 + n * 101}

@template("infra-arpwatch", "infra", "arpwatch", "arpwatch", "arpwatch -h 2>&1 | head -1 | sed 's/^Version /arpwatch /'",
          block(r"^\s+hostname: "), keep=["hostname", "ip address", "ethernet address", "ethernet vendor", "timestamp", "interface", "(from file)", "old ethernet address"])
def _p(n):
    ip, m, old = V.ipv4("aw", n), V.mac("aw", n), V.mac("awold", n)
    h = V.hostname("aw", n).split(".")[0] + ".lan" if n % 2 else V.hostname("aw", n)
    changed = n % 3 == 1
    pl = [Pr("ip", ip), Pr("mac", m), Pr("host", h)]
    if changed: pl.append(Pr("old_mac", old))
    return {"plants": pl, "ip": ip, "mac": m, "old": old, "host": h, "changed": changed, "gw": V.ipv4("awgw", n), "gwmac": V.mac("awgw", n)}

@template("infra-dhcpdump", "infra", "dhcpdump", "dhcpdump", "dpkg-query -W -f 'dhcpdump ${Version}' dhcpdump",
          block(r"^\s+IP: "), keep=["BOOTPREQUEST", "CHADDR", "OPTION", "Host name", "Request IP address", "Server identifier", "XID", "DHCPREQUEST"])
def _p(n):
    m, req, srv = V.mac("dh", n), V.ipv4("dhreq", n), V.ipv4("dhsrv", n)
    h = V.hostname("dh", n).split(".")[0].replace("db-", "ws-") if n % 2 else V.podname("dh", n)
    return {"plants": [Pr("mac", m), Pr("req_ip", req), Pr("server_ip", srv), Pr("client_host", h)],
            "mac": m, "req": req, "srv": srv, "host": h, "xid": 0x1000 + n * 7919}

# ====================================================================== positional
def _b64(s): return base64.b64encode(s.encode()).decode()

def _proto_unit(key, n, protos):
    proto = protos[n % len(protos)]
    lg, pw = V.login(key, n), V.password(key, n, punct="!#%&*+-.:=?@^_~$")
    c, s = V.ipv4(key + "c", n), V.ipv4(key + "s", n)
    host = V.hostname(key, n)
    pl = [Pr("client_ip", c), Pr("server_ip", s), Pr("login", lg), S("password", pw)]
    return proto, lg, pw, c, s, host, pl

TCPICK_PROTOS = ["ftp", "pop3", "imap", "pgsql", "smtp-login", "redis", "irc", "nntp"]

@template("positional-tcpick", "positional", "tcpick", "tcpick", "tcpick --version 2>&1 | head -1",
          block(r"ESTABLISHED", r"CLOSED"), keep=["ESTABLISHED", "FIN-WAIT-1", "TIME-WAIT", "CLOSED", "SYN-SENT"])
def _p(n):
    proto, lg, pw, c, s, host, pl = _proto_unit("tp", n, TCPICK_PROTOS)
    if proto == "smtp-login":
        pl = pl[:2] + [Pr("login_b64", lg), S("password", pw)]
    return {"plants": pl, "proto": proto, "lg": lg, "pw": pw, "c": c, "s": s, "host": host, "cport": 43000 + n * 17,
            "keep": {"ftp": ["USER", "PASS", "230"], "pop3": ["USER", "PASS", "+OK"], "imap": ["LOGIN", "a001", "OK"], "pgsql": ["user", "database"],
                     "smtp-login": ["AUTH LOGIN", "334", "235"], "redis": ["AUTH", "+OK"], "irc": ["NICK", "PASS"], "nntp": ["AUTHINFO", "281"]}[proto]}

NGREP_PROTOS = ["smtp-plain", "redis", "xmpp", "sieve", "http-proxy", "irc", "imap", "sieve"]

@template("positional-ngrep", "positional", "ngrep", "ngrep", "ngrep -V 2>&1 | head -1",
          {"type": "block_with", "match": r"^(?:AUTH |a001 LOGIN|<auth |AUTHENTICATE|GET http|PASS )"}, keep=["[AP]", "T"], keep_re=[r"#\d+"])
def _p(n):
    proto, lg, pw, c, s, host, pl = _proto_unit("ng", n, NGREP_PROTOS)
    if proto in ("smtp-plain", "xmpp", "sieve"):
        pl.append(S("authplain", f"\0{lg}\0{pw}"))
        pl[2]["covered_by"] = "authplain"; pl[3]["covered_by"] = "authplain"
    if proto == "http-proxy": pl.append(Pr("host", host))
    return {"plants": pl, "proto": proto, "lg": lg, "pw": pw, "c": c, "s": s, "host": host, "cport": 44000 + n * 29,
            "keep": {"smtp-plain": ["AUTH", "PLAIN"], "redis": ["AUTH"], "xmpp": ["<auth", "mechanism", "PLAIN"], "sieve": ["AUTHENTICATE", "PLAIN"],
                     "http-proxy": ["GET", "HTTP/1.1", "Host:"], "irc": ["PASS", "NICK", "USER"], "imap": ["LOGIN", "a001"]}[proto]}

DSNIFF_PROTOS = ["ftp", "imap", "http", "irc", "imap", "ftp", "http", "irc"]

@template("positional-dsniff", "positional", "dsniff", "dsniff", "dsniff -h 2>&1 | head -1 | sed 's/^Version: /dsniff /'",
          block(r"^\d\d/\d\d/\d\d \d\d:\d\d:\d\d tcp "), keep=["tcp", "(ftp)", "(imap)", "(http)", "(irc)", "(pop3)", "USER", "PASS", "LOGIN", "Host:", "username", "password"])
def _p(n):
    proto, lg, pw, c, s, host, pl = _proto_unit("ds", n, DSNIFF_PROTOS)
    if proto == "http": pl += [Pr("host", host), S("basic", f"{lg}:{pw}")]
    return {"plants": pl, "proto": proto, "lg": lg, "pw": pw, "c": c, "s": s, "host": host, "cport": 45000 + n * 41}

@template("positional-bmake", "positional", "bmake", "bmake", "bmake -V MAKE_VERSION -f /dev/null | sed 's/^/bmake /'",
          block(r"^\S"), keep_re=[r"(?<![\w/])(?:mysqldump|pg_dump|psql|curl|sshpass|redis-cli|lftp|smbclient|mongodump|git|rsync|ldapsearch|mosquitto_pub)\b", r"(?<=\s)--?[a-zA-Z][\w-]*"])
def _p(n):
    lg, pw, h = V.login("bm", n), V.password("bm", n, punct="!#%*+-.:=?@^_~"), V.hostname("bm", n)
    tok = V.token("bm", n)
    from urllib.parse import quote
    cmds = [
        [f"mysqldump -h {h} -u {lg} -p'{pw}' --single-transaction shop > shop.sql", f"gzip -9 shop.sql"],
        [f"pg_dump \"postgresql://{lg}:{quote(pw, safe='')}@{h}:5432/ledger?sslmode=require\" -Fc -f ledger.dump"],
        [f"curl -fsS -u {lg}:'{pw}' https://{h}/api/v2/export -o export.json", "jq length export.json"],
        [f"sshpass -p '{pw}' rsync -az dist/ {lg}@{h}:/srv/www/"],
        [f"redis-cli -h {h} -p 6380 --user {lg} --pass '{pw}' --no-auth-warning SAVE"],
        [f"smbclient //{h}/backup -U '{lg}%{pw}' -c 'put nightly.tar'"],
        [f"git clone https://oauth2:{tok}@{h}/platform/infra.git", "make -C infra plan"],
        [f"ldapsearch -x -H ldaps://{h} -D 'uid={lg},ou=people,dc=corp' -w '{pw}' -b dc=corp '(objectClass=posixGroup)'"],
    ][n]
    pl = [Pr("host", h)] + ([S("token", tok)] if n == 6 else [Pr("login", lg), S("password", pw)])
    return {"plants": pl, "cmds": cmds}

@template("positional-neomutt", "positional", "neomutt", "neomutt", "neomutt -v 2>&1 | head -1",
          line(r"^set (tunnel|sendmail|query_command|new_mail_command|display_filter|external_search_command|inews|pgp_decode_command) = "),
          keep=["set", "tunnel", "sendmail", "query_command", "new_mail_command", "display_filter", "external_search_command", "inews", "pgp_decode_command"])
def _p(n):
    lg, pw, h = V.login("nm", n), V.password("nm", n, punct="!#%*+-.:=?@^_~"), V.hostname("nm", n)
    tok = V.token("nm", n)
    var, val = [
        ("tunnel", f"sshpass -p {pw} ssh -q {lg}@{h} /usr/lib/dovecot/imap"),
        ("sendmail", f"/usr/bin/msmtp --host={h} --port=587 --auth=on --user={lg} --passwordeval='echo {pw}' --tls=on"),
        ("query_command", f"ldapsearch -x -LLL -H ldaps://{h} -D uid={lg},ou=people,dc=corp -w {pw} '(mail=*%s*)' mail cn"),
        ("new_mail_command", f"curl -s -H 'Authorization: Bearer {tok}' -d 'New mail %n' https://{h}/notify"),
        ("display_filter", f"/usr/local/bin/decrypt-filter --user {lg} --passphrase {pw}"),
        ("external_search_command", f"mu find --muhome=/var/mu -u {lg} -p {pw}"),
        ("inews", f"inews -h -S -O -a {lg}:{pw} -h {h}"),
        ("pgp_decode_command", f"gpg --batch --pinentry-mode loopback --passphrase {pw} --decrypt %f"),
    ][n]
    pl = [S("token", tok), Pr("host", h)] if n == 3 else [S("password", pw)] + ([Pr("login", lg)] if n not in (7,) else []) + ([Pr("host", h)] if n in (0, 1, 2, 6) else [])
    return {"plants": pl, "var": var, "val": val, "extract": line(rf"^set {var} = ")}

# ====================================================================== key_unusual
SECRET_KEYS = ["kennwort", "mot-de-passe", "contraseña", "senha", "parola_d_accesso", "hasło", "salasana", "lösenord", "adgangskode",
               "wachtwoord", "şifre", "heslo", "jelszó", "пароль", "κωδικός", "パスワード", "密码", "암호", "pwd", "pWrd", "pass_phrase",
               "Geheimwort", "clave_secreta", "contrasinal", "sisma", "lykilorð", "wagwoord", "kata_sandi", "mat_khau", "पासवर्ड"]
TOKEN_KEYS = ["API-Schlüssel", "clé_api", "chave-de-acesso", "токен_доступа", "アクセストークン", "jeton", "Zugriffstoken", "llave_api",
              "klucz-api", "käyttöavain", "nøgle", "sleutel", "anahtar", "bearerToken", "x_auth_gizli", "访问令牌"]
LOGIN_KEYS = ["benutzer", "utilisateur", "usuario", "użytkownik", "käyttäjätunnus", "användare", "brugernavn", "gebruiker", "kullanıcı",
              "uživatel", "пользователь", "ユーザー名", "用户名", "login_id"]
HOST_KEYS = ["Rechner", "hôte", "servidor", "serwer", "palvelin", "värd", "vært", "sunucu", "сервер", "ホスト", "主机"]

def _ku(key, n, nsecret=2):
    r = V.rng("ku:" + key, n)
    sk = r.sample(SECRET_KEYS, nsecret)
    tk, lk, hk = r.choice(TOKEN_KEYS), r.choice(LOGIN_KEYS), r.choice(HOST_KEYS)
    vals = {"login": V.login(key, n), "host": V.hostname(key, n), "token": V.token(key, n)}
    for i, k in enumerate(sk): vals[f"pw{i}"] = V.password(key + str(i), n)
    keys = {"login": lk, "host": hk, "token": tk, **{f"pw{i}": k for i, k in enumerate(sk)}}
    pl = [Pr("login", vals["login"]), Pr("host", vals["host"]), S("token", vals["token"])] + [S(f"pw{i}", vals[f"pw{i}"]) for i in range(nsecret)]
    return keys, vals, pl

@template("key_unusual-dconf", "key_unusual", "dconf", "dconf-cli", "dpkg-query -W -f 'dconf ${Version}' dconf-cli",
          {"type": "block_with", "match": r"^port=uint16"}, keep_re=[r"^\[[^\]]+\]$", r"^[^=\s]+(?==)", r"uint16"])
def _p(n):
    keys, vals, pl = _ku("dc", n)
    return {"plants": pl, "keys": keys, "vals": vals, "path": ["org/intranet/konto", "org/gnome/evolution-data-server/sync", "org/example/vpn/tunnel0", "org/kde/kwallet-bridge"][n % 4]}

@template("key_unusual-jshon", "key_unusual", "jshon", "jshon", "jshon --version | sed 's/^/jshon /'",
          block(r"^\{"), keep_re=[r'"[^"]+"(?= :| *:)'])
def _p(n):
    keys, vals, pl = _ku("js", n)
    return {"plants": pl, "keys": keys, "vals": vals}

@template("key_unusual-json-glib-format", "key_unusual", "json-glib-format", "json-glib-tools", "dpkg-query -W -f 'json-glib-format (json-glib-tools ${Version})' json-glib-tools",
          block(r"^\{"), keep_re=[r'"[^"]+"(?= :)'])
def _p(n):
    keys, vals, pl = _ku("jg", n, 3)
    return {"plants": pl, "keys": keys, "vals": vals}

@template("key_unusual-json5", "key_unusual", "json5", "node-json5", "json5 --version | sed 's/^/json5 /'",
          block(r"^\{"), keep_re=[r'"[^"]+"(?=:)'])
def _p(n):
    keys, vals, pl = _ku("j5", n)
    return {"plants": pl, "keys": keys, "vals": vals}

@template("key_unusual-hxpipe", "key_unusual", "hxpipe", "html-xml-utils", "hxpipe -v 2>&1 | head -1 | sed 's/^Version: /hxpipe, /'",
          block(r"^A"), keep_re=[r"^A[^ ]+", r"CDATA", r"^\(\S+"])
def _p(n):
    keys, vals, pl = _ku("hx", n)
    return {"plants": pl, "keys": keys, "vals": vals}

# ====================================================================== lookalike
@template("lookalike-cryptsetup", "lookalike", "cryptsetup", "cryptsetup-bin", "cryptsetup --version",
          block(r"^LUKS header information"), keep=["LUKS header information", "Cipher name", "Cipher mode", "UUID", "MK bits", "MK dump", "Payload offset"],
          keep_re=[r"\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b"])
def _p(n):
    ks = [64, 32, 64, 32, 64, 64, 32, 32][n]
    vk = V.hexkey("luks", n, ks)
    pw = V.password("luks", n)
    return {"plants": [S("volume_key", vk), S("passphrase", pw, not_printed="read from --key-file, cryptsetup never prints it"),
                       Pr("label", V.hostname("luks", n).split(".")[0] + "-backup", not_printed="LUKS2 label is not part of the --dump-volume-key report")],
            "vk": vk, "pw": pw, "type": "luks2" if n % 2 == 0 else "luks1", "cipher": "aes-xts-plain64" if ks == 64 else "aes-cbc-essiv:sha256",
            "label": V.hostname("luks", n).split(".")[0] + "-backup"}

@template("lookalike-skopeo", "lookalike", "skopeo", "skopeo", "skopeo --version",
          block(r"^\{"), keep=['"Digest"', '"Layers"', '"Env"', '"Architecture"', '"Labels"'], keep_re=[r"sha256:[0-9a-f]{64}"])
def _p(n):
    p = V.person("sk", n)
    pw, tok, h = V.password("sk", n), V.token("sk", n), V.hostname("sk", n)
    return {"plants": [S("password", pw), S("token", tok), Pr("host", h), Pr("name", p["name"]), Pr("email", p["email"])],
            "env": [f"DATABASE_HOST={h}", f"DATABASE_PASSWORD={pw}" if n % 2 else f"PGPASSWORD={pw}", f"{['GITHUB_TOKEN','GITLAB_TOKEN','SLACK_BOT_TOKEN','NPM_TOKEN'][n % 4]}={tok}", "TZ=UTC"],
            "maint": f"{p['name']} <{p['email']}>"}

@template("lookalike-umoci", "lookalike", "umoci", "umoci", "umoci --version",
          block(r"^LAYER"), keep=["LAYER", "CREATED BY", "SIZE", "COMMENT", "<none>"], keep_re=[r"sha256:[0-9a-f]{64}"])
def _p(n):
    tok, pw, h = V.token("um", n), V.password("um", n, punct="!#%*+-.=?@^_~"), V.hostname("um", n)
    cb = [f"/bin/sh -c curl -fsSL -H 'PRIVATE-TOKEN: {tok}' https://{h}/api/v4/projects/7/packages/generic/app/1.0/app.tgz | tar xz",
          f"/bin/sh -c echo '{tok}' > /root/.npmrc-token && npm ci",
          f"/bin/sh -c pip install --index-url https://ci:{tok}@{h}/simple/ app==2.1",
          f"/bin/sh -c mysql -h {h} -u migrator -p{pw} < schema.sql",
          f"/bin/sh -c git clone https://x-access-token:{tok}@{h}/org/app.git /src",
          f"/bin/sh -c wget --user=deploy --password={pw} https://{h}/artifacts/app.jar",
          f"/bin/sh -c ./configure --with-license-key={tok}",
          f"/bin/sh -c htpasswd -bc /etc/nginx/.htpasswd admin {pw}"][n]
    sec = [S("token", tok)] if n in (0, 1, 2, 4, 6) else [S("password", pw)]
    return {"plants": sec + ([Pr("host", h)] if h in cb else []), "created_by": cb, "comment": ["build", "deps", "install", "schema", "src", "artifact", "configure", "auth"][n]}

@template("lookalike-ltrace", "lookalike", "ltrace", "ltrace", "ltrace -V | head -1",
          {"type": "block_with", "match": r"SECRETLINE", "max": 6}, keep_re=[r"0x[0-9a-f]{8,}", r"strdup", r"curl->", r"= \d+$"])
def _p(n):
    lg, pw, h, tok = V.login("lt", n), V.password("lt", n, punct="!#%*+-.=?@^_~"), V.hostname("lt", n), V.token("lt", n)
    args = [["-u", f"{lg}:{pw}", f"https://{h}/api/export"],
            ["-H", f"Authorization: Bearer {tok}", f"https://{h}/v1/jobs"],
            ["-x", f"http://{h}:3128", "-U", f"{lg}:{pw}", "https://example.com/"],
            [f"https://{lg}:{pw}@{h}/metrics"],
            ["--oauth2-bearer", tok, f"https://{h}/userinfo"],
            ["-H", f"X-Vault-Token: {tok}", f"https://{h}:8200/v1/secret/data/app"],
            ["--user", f"{lg}:{pw}", "--digest", f"https://{h}/cgi-bin/status"],
            ["-H", f"PRIVATE-TOKEN: {tok}", f"https://{h}/api/v4/user"]][n]
    secret = {0: f"{lg}:{pw}", 2: f"{lg}:{pw}", 6: f"{lg}:{pw}"}.get(n)
    pl = [Pr("host", h)]
    if n in (1, 4, 5, 7): pl.append(S("token", tok))
    else: pl += [Pr("login", lg), S("password", pw)]
    anchor = tok if n in (1, 4, 5, 7) else pw
    return {"plants": pl, "args": args, "extract": {"type": "block_with", "match": "strdup\\(\"[^\"]*" + __import__("re").escape(anchor), "max": 9, "before": 3}}

@template("lookalike-calcurse", "lookalike", "calcurse", "calcurse", "calcurse --version | head -1",
          block(r"^\d\d:\d\d-\d\d:\d\d "), keep_re=[r"\b[0-9a-f]{40}\b", r"\d\d:\d\d-\d\d:\d\d", r"note"])
def _p(n):
    pw, tok, otp = V.password("cc", n), V.token("cc", n), V.b32seed("cc", n)
    h = V.hostname("cc", n)
    summ, desc, pl = [
        ("Rotate VPN credentials", f"new PSK {pw}\\nportal token {tok}", [S("password", pw), S("token", tok)]),
        ("Onboarding Marta", f"Wi-Fi Gast: {pw}\\nbadge PIN {V.otp_code('cc', n)}", [S("password", pw), S("pin", V.otp_code("cc", n))]),
        ("Break-glass test", f"{h}\\n{pw}\\n(reset after test)", [Pr("host", h), S("password", pw)]),
        ("2FA re-enrolment", f"TOTP seed {otp}\\nbackup {V.otp_code('cc', n)}", [S("seed", otp), S("backup", V.otp_code("cc", n))]),
        ("Vendor call", f"they need {tok} before Friday", [S("token", tok)]),
        ("DB failover drill", f"psql -h {h} -U postgres  pw {pw}", [Pr("host", h), S("password", pw)]),
        ("Renew API key", f"old {tok}\\nnew {V.token('cc2', n)}", [S("token", tok), S("token2", V.token("cc2", n))]),
        ("Router maintenance", f"admin / {pw}\\nconsole {h}", [S("password", pw), Pr("host", h)]),
    ][n]
    return {"plants": pl, "summary": summ, "desc": desc}

# ====================================================================== no_key
def _codes(key, n, k=4):
    r = V.rng("codes:" + key, n)
    al = "abcdefghjkmnpqrstuvwxyz23456789"
    return ["".join(r.choice(al) for _ in range(4)) + "-" + "".join(r.choice(al) for _ in range(4)) + "-" + "".join(r.choice(al) for _ in range(4)) for _ in range(k)]

@template("no_key-boxes", "no_key", "boxes", "boxes", "boxes -v 2>&1 | head -1",
          block(r"\S"), keep_re=[r"[A-Z][a-z]{3,}", r"\b(?:once|safe|today|below)\b"])
def _p(n):
    design = ["stone", "shell", "c-cmt", "html", "peek", "ada-box", "simple", "columns"][n]
    if n % 2 == 0:
        codes = _codes("bx", n)
        lines = ["Backup sign-in codes for the admin console", "(each one works once):", ""] + ["  " + x for x in codes] + ["", "Print this box and store it safely."]
        pl = [S(f"code{i}", x) for i, x in enumerate(codes)]
    else:
        t1, t2 = V.token("bx", n), V.password("bx", n)
        lines = ["Deployment finished.", "Paste into the runner when asked:", "  " + t1, "Second factor for the vault UI:", "  " + t2]
        pl = [S("token", t1), S("password", t2)]
    return {"plants": pl, "text": "\n".join(lines) + "\n", "design": design}

@template("no_key-groff", "no_key", "groff", "groff-base", "groff --version | head -1",
          {"type": "block_with", "match": "SECRETLINE"}, keep_re=[r"\b[A-Z]{4,}\b", r"\b(?:join|cluster|expires|once|node|hours?)\b"])
def _p(n):
    t1 = [V.token("gr", n, "pat_hex"), V.token("gr", n), V.password("gr", n), V.hexkey("gr", n, 16)][n % 4]
    macro = "man" if n % 2 == 0 else "ms"
    return {"plants": [S("secret", t1)], "t1": t1, "macro": macro,
            "extract": {"type": "block_with", "match": __import__("re").escape(t1[:12])}}

@template("no_key-lynx", "no_key", "lynx", "lynx", "lynx -version | head -1",
          {"type": "block_with", "match": "SECRETLINE"}, keep_re=[r"\b[A-Z][a-z]{4,}\b", r"\b(?:browser|download|expires|minutes|once)\b"])
def _p(n):
    t1, t2 = V.token("ly", n), V.session_id("ly", n)
    pl = [S("token", t1)] + ([S("link", t2)] if n % 2 else [])
    return {"plants": pl, "t1": t1, "t2": t2, "extract": {"type": "block_with", "match": __import__("re").escape(t1[:10])}}

@template("no_key-lowdown", "no_key", "lowdown", "lowdown", "dpkg-query -W -f 'lowdown ${Version}' lowdown",
          {"type": "block_with", "match": "SECRETLINE"}, keep_re=[r"<\w+>", r"\b[A-Z][a-z]{4,}\b", r"^\*", r"=>"])
def _p(n):
    t1 = [V.token("ld", n), V.password("ld", n), V.aws_secret("ld", n), V.b32seed("ld", n)][n % 4]
    mode = "-thtml" if n % 2 else "-tgemini"
    return {"plants": [S("secret", t1)], "t1": t1, "mode": mode, "extract": {"type": "block_with", "match": "Staging is green|I stored"}}

@template("no_key-dmtxread", "no_key", "dmtxread", "dmtx-utils", "dmtxread --version 2>&1 | head -1",
          block(r"^\s+Matrix Size"), keep=["Matrix Size", "Data Codewords", "Error Codewords", "Data Regions", "Rotation Angle", "Interleaved Blocks"])
def _p(n):
    t = [V.token("dm", n), V.password("dm", n), V.b32seed("dm", n), V.token("dm2", n), V.hexkey("dm", n, 16), V.token("dm3", n), V.aws_secret("dm", n), V.password("dm2", n)][n]
    return {"plants": [S("secret", t)], "t": t}

# ====================================================================== pii_locale
def _pp(p, *keys, outside=()):
    pl = []
    for k in keys:
        v = p[k]
        pl.append(Pr(k, v) if k not in outside else Pr(k, v, not_printed="printed outside the extracted record"))
    return pl

@template("pii_locale-hledger", "pii_locale", "hledger", "hledger", "hledger --version",
          block(r"^\d{4}-\d\d-\d\d "), keep_re=[r"\b(?:expenses|assets|income|liabilities):[\w:]+", r"\bEUR|SEK|PLN|DKK|CZK|TRY|BRL|NOK\b", r"^\d{4}-\d\d-\d\d", r"\*"])
def _p(n):
    loc = ["de", "pl", "se", "es", "dk", "br", "cz", "tr"][n]
    p = V.person("hl", n, loc)
    return {"plants": _pp(p, "name", "iban", "phone", "street", "postcode", "city", "national_id"), "p": p}

@template("pii_locale-khard", "pii_locale", "khard", "khard", "khard --version",
          block(r"^Name: "), keep=["Name:", "Full name:", "Address book:", "Phone", "E-Mail", "Address", "Birthday:", "UID:", "Note:", "CELL:", "HOME:"])
def _p(n):
    loc = ["pl", "fi", "no", "it", "ie", "gr", "jp", "nl"][n]
    p = V.person("kh", n, loc)
    return {"plants": _pp(p, "name", "phone", "email", "street", "postcode", "city", "birth", "national_id"), "p": p}

@template("pii_locale-mshow", "pii_locale", "mshow", "mblaze", "dpkg-query -W -f 'mshow (mblaze ${Version})' mblaze",
          block(r"^From: "), keep=["From:", "To:", "Subject:", "Date:", "text/plain", "size="])
def _p(n):
    loc = ["de", "fr", "ru", "tr", "cz", "es", "se", "in"][n]
    p, q = V.person("ms", n, loc), V.person("ms2", n, loc)
    if n % 2 == 0:
        pl = _pp(p, "name", "email") + _pp(q, "name", "email") + [Pr("subj_phone", p["phone"])]
        pl[2]["key"] = "to_name"; pl[3]["key"] = "to_email"
        pl += _pp(p, "iban", "birth", "national_id", outside=("iban", "birth", "national_id"))
        ex = block(r"^From: ")
    else:
        pl = _pp(p, "name", "iban", "birth", "national_id") + [Pr("subj_phone", p["phone"], not_printed="printed outside the extracted record")]
        pl += [Pr("from_email", p["email"], not_printed="printed outside the extracted record"), Pr("to_name", q["name"], not_printed="printed outside the extracted record"), Pr("to_email", q["email"], not_printed="printed outside the extracted record")]
        ex = {"type": "block_with", "match": r"^--- 1: text/plain"}
    return {"plants": pl, "p": p, "q": q, "extract": ex}

@template("pii_locale-gcal", "pii_locale", "gcal", "gcal", "gcal --version | head -1",
          block(r"^\w\w,\s+\d+ \w{3} \d{4}: "), keep_re=[r"^\w\w,", r"\b(?:Jun|Jul|May|Aug) 2024\b"])
def _p(n):
    loc = ["de", "fr", "it", "es", "pl", "nl", "fi", "br"][n]
    p, q = V.person("gc", n, loc), V.person("gc2", n, loc)
    return {"plants": _pp(p, "name", "phone", "birth") + [Pr("name2", q["name"]), Pr("email2", q["email"]), Pr("street2", q["street"]), Pr("city2", q["city"])], "p": p, "q": q}

@template("pii_locale-khal", "pii_locale", "khal", "khal", "khal --version",
          block(r"^\w+day, \d{4}-"), keep_re=[r"^\w+day,", r"\d\d:\d\d-\d\d:\d\d", r" @ ", r" :: "])
def _p(n):
    loc = ["de", "fr", "pl", "it", "ru", "gr", "ie", "tr"][n]
    p, q = V.person("kl", n, loc), V.person("kl2", n, loc)
    return {"plants": _pp(p, "name", "street", "postcode", "city", "phone", "birth", "national_id") + [Pr("name2", q["name"]), Pr("email2", q["email"])], "p": p, "q": q}

# ====================================================================== rows
def crypt_like(key, n):
    r = V.rng("crypt:" + key, n)
    al = "./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
    kind = r.choice(["6", "y", "2b"])
    if kind == "6": return "$6$" + "".join(r.choice(al) for _ in range(16)) + "$" + "".join(r.choice(al) for _ in range(86))
    if kind == "y": return "$y$j9T$" + "".join(r.choice(al) for _ in range(22)) + "$" + "".join(r.choice(al) for _ in range(43))
    return "$2b$12$" + "".join(r.choice(al) for _ in range(53))

@template("rows-cdb", "rows", "cdb", "tinycdb", "cdb -h 2>&1 | head -1 | sed 's/^cdb: //; s/\\. Usage is://'",
          {"type": "row_cdb", "table": "sessions.cdb", "columns": ["key", "data"]}, keep=["key", "data"], keep_re=[r'"(?:uid|exp|csrf|ip|role|v)"', r"^(?:sess|user|apikey|device):"])
def _p(n):
    lg, sid, csrf, ip = V.login("cd", n), V.session_id("cd", n).replace("s%3A", ""), V.hexkey("cdcsrf", n, 16), V.ipv4("cd", n)
    tok, h = V.token("cd", n), crypt_like("cd", n)
    kind = n % 4
    if kind == 0: k, v, pl = f"sess:{sid}", json.dumps({"uid": lg, "csrf": csrf, "ip": ip, "exp": 1717300000 + n}), [S("sid", sid), Pr("login", lg), S("csrf", csrf), Pr("ip", ip)]
    elif kind == 1: k, v, pl = f"user:{lg}", f"{h}:{19800 + n}:0:99999:7:::", [Pr("login", lg), S("hash", h)]
    elif kind == 2: k, v, pl = f"apikey:{tok}", json.dumps({"uid": lg, "role": "deploy", "v": 2}), [S("token", tok), Pr("login", lg)]
    else: k, v, pl = f"device:{V.mac('cd', n)}", json.dumps({"ip": ip, "host": V.hostname("cd", n), "uid": lg}), [Pr("mac", V.mac("cd", n)), Pr("ip", ip), Pr("host", V.hostname("cd", n)), Pr("login", lg)]
    return {"plants": pl, "k": k, "v": v}

@template("rows-vlmgr", "rows", "vlmgr", "qdbm-util", "dpkg-query -W -f 'vlmgr (qdbm-util ${Version})' qdbm-util",
          {"type": "row_tsv", "table": "kunden.vl", "columns": ["key", "name", "email", "phone", "iban", "birth", "pin"]}, keep=["key", "name", "email", "phone", "iban", "birth", "pin"], keep_re=[r"^cust:\d+"])
def _p(n):
    p = V.person("vl", n, ["de", "es", "it", "fi", "no", "tr", "ie", "nl"][n])
    pin = V.otp_code("vl", n)[:4] + V.otp_code("vl2", n)[:2]
    return {"plants": [Pr("name", p["name"]), Pr("email", p["email"]), Pr("phone", p["phone"]), Pr("iban", p["iban"]), Pr("birth", p["birth"]), S("pin", pin)],
            "k": f"cust:{10400 + n * 37}", "cells": [p["name"], p["email"], p["phone"], p["iban"], p["birth"], pin]}

@template("rows-tkrzw", "rows", "tkrzw_dbm_util", "tkrzw-utils", "tkrzw_dbm_util --version 2>&1 | head -1",
          {"type": "row_tsv", "table": "accounts.tkt", "columns": ["key", "value"]}, keep=["key", "value"], keep_re=[r'"(?:name|mail|totp_secret|pass|recovery|tel|created)"', r"^user/"])
def _p(n):
    p = V.person("tk", n, ["pl", "cz", "fr", "se", "dk", "br", "ru", "gr"][n])
    seed, pw = V.b32seed("tk", n), V.password("tk", n)
    rec = _codes_tk(n)
    doc = {"name": p["name"], "mail": p["email"], "tel": p["phone"], "totp_secret": seed, "pass": pw, "recovery": rec, "created": 1700000000 + n * 86400}
    return {"plants": [Pr("name", p["name"]), Pr("email", p["email"]), Pr("phone", p["phone"]), S("seed", seed), S("password", pw), S("recovery", rec), Pr("login", p["login"])],
            "k": f"user/{p['login']}", "v": json.dumps(doc, ensure_ascii=n % 2 == 0), "login": p["login"]}

def _codes_tk(n):
    r = V.rng("tkrec", n)
    return "-".join("".join(r.choice("0123456789") for _ in range(5)) for _ in range(3))

@template("rows-dbfdump", "rows", "dbfdump", "shapelib", "dpkg-query -W -f 'dbfdump (shapelib ${Version})' shapelib",
          {"type": "row_dbf", "table": "mitglied.dbf"}, keep=["NAME", "EMAIL", "TELEFON", "IBAN", "GEBDAT", "KENNWORT", "ORT"])
def _p(n):
    p = V.person("db", n, ["de", "de", "nl", "dk", "pl", "cz", "se", "fi"][n])
    pw = V.password("db", n, length=12)
    return {"plants": [Pr("name", p["name"]), Pr("email", p["email"]), Pr("phone", p["phone"]), Pr("iban", p["iban"]), Pr("birth", p["birth"]), S("password", pw), Pr("city", p["city"])],
            "p": p, "pw": pw}

@template("rows-pspp", "rows", "pspp", "pspp", "pspp --version | head -1",
          {"type": "row_pspp", "table": "Data List"}, keep=["id", "name", "national_id", "phone", "api_token", "city"])
def _p(n):
    p = V.person("ps", n, ["es", "it", "in", "br", "tr", "ie", "jp", "no"][n])
    tok = V.token("ps", n)
    return {"plants": [Pr("name", p["name"]), Pr("national_id", p["national_id"]), Pr("phone", p["phone"]), S("token", tok), Pr("city", p["city"])],
            "p": p, "tok": tok}
