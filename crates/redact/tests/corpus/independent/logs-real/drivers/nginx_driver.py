"""nginx 1.22 (Debian nginx-light) on 127.0.0.1:8088 with its own prefix in /tmp.
Access logs: combined, JSON (escape=json), and a custom 'authdebug' format with $http_authorization
and $http_cookie.  error_log at info.  Requests are sent with curl (curl -v stderr is captured as a
separate source).  A location proxies to a closed port so the error log records upstream failures
with the full request line; auth_basic produces 'user not found'/'password mismatch' lines."""
import os, subprocess, sys, time, urllib.parse, base64, json
sys.path.insert(0, os.path.dirname(__file__))
from pool import Pool

W = "/tmp/logs-real/work/nginx"
C = "/tmp/logs-real/cap"
P = Pool("nginx")
CP = Pool("curl")
os.system(f"rm -rf {W}; mkdir -p {W}/logs {W}/html")
open(f"{W}/html/index.html", "w").write("ok\n")
site_user, site_pw = P.user(), P.password()
hp = subprocess.run(["openssl", "passwd", "-apr1", site_pw], capture_output=True, text=True).stdout.strip()
open(f"{W}/htpasswd", "w").write(f"{site_user}:{hp}\n")
conf = f"""
worker_processes 1;
pid {W}/nginx.pid;
error_log {W}/logs/error.log info;
events {{ worker_connections 64; }}
http {{
  access_log off;
  log_format json_combined escape=json '{{"time":"$time_iso8601","remote_addr":"$remote_addr","remote_user":"$remote_user","request":"$request","status":$status,"bytes":$body_bytes_sent,"referer":"$http_referer","ua":"$http_user_agent","rt":$request_time,"req_id":"$request_id","xff":"$http_x_forwarded_for"}}';
  log_format authdebug '$remote_addr [$time_local] "$request" $status auth="$http_authorization" cookie="$http_cookie" xkey="$http_x_api_key" rt=$request_time';
  client_body_temp_path {W}/tmp_body;
  proxy_temp_path {W}/tmp_proxy;
  fastcgi_temp_path {W}/tmp_fcgi;
  uwsgi_temp_path {W}/tmp_uwsgi;
  scgi_temp_path {W}/tmp_scgi;
  server {{
    listen 127.0.0.1:8088;
    server_name localhost;
    root {W}/html;
    access_log {W}/logs/access.log combined;
    access_log {W}/logs/access.json.log json_combined;
    access_log {W}/logs/auth_debug.log authdebug;
    location / {{ try_files $uri /index.html; }}
    location /admin/ {{ auth_basic "admin"; auth_basic_user_file {W}/htpasswd; try_files $uri /index.html; }}
    location /api/ {{ proxy_pass http://127.0.0.1:8099; proxy_connect_timeout 1s; }}
    location /missing/ {{ }}
  }}
}}
"""
open(f"{W}/nginx.conf", "w").write(conf)
subprocess.run(["nginx", "-p", W, "-c", f"{W}/nginx.conf"], check=True)
time.sleep(0.5)
B = "http://127.0.0.1:8088"
curl_log = open(f"{C}/curl_verbose.txt", "w")

def curl(path, *args, verbose=False):
    cmd = ["curl", "-s", "-o", "/dev/null"] + (["-v"] if verbose else []) + list(args) + [B + path]
    p = subprocess.run(cmd, capture_output=True, text=True)
    if verbose:
        curl_log.write(p.stderr)
        curl_log.write("\n#---\n")

UAS = ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36",
       "okhttp/4.12.0", "python-requests/2.31.0", "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
       "curl/7.88.1"]
# query tokens
for i in range(5):
    tok = [P.hex(40), P.jwt(), P.ghp(), P.b64(24, urlsafe=True), P.stripe("pk_live_")][i]
    key = ["token", "access_token", "t", "sig", "key"][i]
    curl(f"/download/report-{P.randint(100, 999)}.pdf?{key}={tok}&lang=en", "-A", UAS[i])
# OAuth callbacks
for i in range(4):
    code, state = P.oauth_code(), P.hex(16)
    curl(f"/oauth/callback?code={code}&state={state}&scope=openid%20email", "-A", UAS[i], "-e", "https://accounts.example.com/o/oauth2/auth")
# redirect_uri with percent-encoded URL carrying a token
for i in range(4):
    inner = f"https://app.example.com/sso/finish?session_token={P.session()}&user={P.email()}"
    curl("/authorize?client_id=web-portal&response_type=code&redirect_uri=" + urllib.parse.quote(inner, safe=""), "-A", UAS[(i + 1) % 5])
# password reset / magic links / PII in query
curl(f"/reset-password?email={urllib.parse.quote(P.email())}&otp={P.otp()}")
curl(f"/users/lookup?phone={urllib.parse.quote(P.phone_e164())}&id_card={P.cnid()}")
curl(f"/pay/confirm?iban={P.iban()}&amount=120.50")
curl(f"/magic/{P.b64(32, urlsafe=True)}")
curl(f"/v1/hooks/{P.xoxb()}/notify", "-X", "POST", "-d", "x=1")
# basic auth
curl("/admin/dashboard", "-u", f"{site_user}:{site_pw}", "-A", UAS[0])
curl("/admin/dashboard", "-u", f"{site_user}:{P.password()}", "-A", UAS[1])
curl("/admin/settings", "-u", f"{P.user()}:{P.password()}", "-A", UAS[2])
# headers logged by the custom format (+ curl -v)
for i in range(5):
    jwt = P.jwt()
    sid = P.cookie()
    ak = P.api_key()
    curl(f"/account/profile?tab={['billing','security','keys','main','devices'][i]}", "-H", f"Authorization: Bearer {jwt}",
         "-H", f"Cookie: sessionid={sid}; csrftoken={P.hex(32)}; theme=dark", "-H", f"X-Api-Key: {ak}", "-A", UAS[i],
         "-H", f"X-Forwarded-For: {P.ip()}, {P.ip()}", verbose=(i < 3))
u, pw = CP.user(), CP.password()
CP.basic(u, pw)
curl("/admin/", "-u", f"{u}:{pw}", verbose=True)
curl("/api/v2/orders?page=2", "-H", f"Authorization: token {CP.ghp()}", "-H", f"X-Request-Id: {P.hex(16)}", verbose=True)
curl("/api/v2/refunds", "-X", "POST", "-H", "Content-Type: application/json", "-H", f"Authorization: Bearer {CP.stripe()}",
     "--data", json.dumps({"card": CP.card(" "), "amount": 1999}), verbose=True)
curl("/login", "-X", "POST", "-H", f"Cookie: __Host-session={CP.cookie()}; _ga=GA1.2.{CP.randint(10**8, 10**9)}.{CP.randint(10**8, 10**9)}",
     "--data-urlencode", f"username={CP.email()}", "--data-urlencode", f"password={CP.password()}", verbose=True)
curl("/missing/file.txt", verbose=True)
# upstream failures: error log keeps the request line with query + referrer
for i in range(3):
    curl(f"/api/v1/accounts/{P.randint(1000, 9999)}?api_key={P.api_key()}&email={urllib.parse.quote(P.email())}",
         "-e", f"https://portal.example.com/?sid={P.session()}")
curl("/api/internal/health")
curl("/does-not-exist.php")
curl(f"/missing/{P.hex(20)}.json")
curl(f"/files/%2e%2e/etc/passwd?token={P.hex(32)}")
curl(f"/wp-login.php?log={P.user()}&pwd={P.password()}")
curl("/", "-H", "X-Forwarded-For: " + P.ip(), "-A", UAS[3])
curl("/healthz")
curl("/static/app.3f2a9c.js", "-A", UAS[0])
curl_log.close()
time.sleep(0.5)
subprocess.run(["nginx", "-p", W, "-c", f"{W}/nginx.conf", "-s", "quit"])
time.sleep(1)
for f in ("access.log", "access.json.log", "auth_debug.log", "error.log"):
    os.system(f"cp {W}/logs/{f} {C}/nginx_{f}")
