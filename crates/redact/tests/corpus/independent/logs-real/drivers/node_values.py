"""Generates the planted values for node_app.js (registered in reg/node.jsonl)."""
import json, os, sys
sys.path.insert(0, os.path.dirname(__file__))
from pool import Pool
P = Pool("node")
v = {
  "users": [{"id": P.randint(1000, 99999), "email": P.email(), "phone": ph, "password": P.password(), "totpSecret": P.totp(),
             "otp": P.otp(), "apiKey": P.api_key(), "ip": P.ip()} for ph in (P.phone_cn(), P.phone_uk(0), P.phone_e164("1"), P.phone_e164("91"))],
  "jwts": [P.jwt() for _ in range(4)], "cookies": [P.cookie() for _ in range(4)], "sids": [P.session() for _ in range(4)],
  "xkeys": [P.api_key(), P.npm(), P.gitlab(), P.sendgrid()],
  "cards": [P.card(" "), P.card("-"), P.card("")], "ibans": [P.iban("DE"), P.iban("GB", spaced=True)], "cnids": [P.cnid(), P.cnid()],
  "ghp": P.ghp(), "xoxb": P.xoxb(), "stripe": P.stripe(), "aws": list(P.aws()), "twilio": P.twilio(), "google": P.google_api(),
  "db": {"user": P.user(), "password": P.password(), "host": P.host()},
  "redis_pw": P.password(), "mongo": {"user": P.user(), "password": P.password(), "host": P.host()},
  "pods": [P.pod(), P.pod()], "hosts": [P.host(), P.host()], "ips": [P.ip(), P.ip()],
  "hashes": [P.hash_bcrypt(), P.hash_argon2()], "hex": [P.hex(32), P.hex(64)], "b64": [P.b64(24), P.b64(33, urlsafe=True)],
  "codes": [P.oauth_code(), P.oauth_code()], "state": P.hex(16), "refresh": P.b64(48, urlsafe=True),
  "b64json": P.reg(__import__("base64").b64encode(__import__("json").dumps({"uid": 4711, "token": P.hex(40)}).encode()).decode(), "basic"),
  "basic": P.basic(P.user(), P.password()), "hash3": P.hash_django(), "bare": P.hex(40), "enc_pw": P.password(),
}
json.dump(v, open("/tmp/logs-real/work/node_values.json", "w"), indent=1)
