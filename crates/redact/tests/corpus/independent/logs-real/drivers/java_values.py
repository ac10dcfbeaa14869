"""Generates planted values for LedgerService.java as a .properties file (registered in reg/java.jsonl)."""
import os, sys
sys.path.insert(0, os.path.dirname(__file__))
from pool import Pool
P = Pool("java")
ak, sk = P.aws()
v = dict(db_user=P.user(), db_pass=P.password(), db_host=P.host(), db_pass2=P.password(), db_user2=P.user(),
         email1=P.email(), email2=P.email(), phone1=P.phone_cn(), phone2=P.phone_e164("44"), phone3=P.phone_uk(1),
         card1=P.card(" "), card2=P.card(""), iban1=P.iban("DE"), iban2=P.iban("FR", spaced=True), cnid=P.cnid(),
         token=P.jwt(), apikey=P.api_key(), ghp=P.ghp(), aws_ak=ak, aws_sk=sk, hex=P.hex(40), session=P.session(),
         bcrypt=P.hash_bcrypt(), mysqlhash=P.hash_mysql(), ip1=P.ip(), ip2=P.ip(), pod=P.pod(), host2=P.host(),
         ldap_pw=P.password(), kafka_pw=P.password(), kafka_user=P.user(), b64=P.b64(32), smtp_pw=P.password())
import base64, urllib.parse
v["basic"] = P.basic(P.user(), P.password())
v["enc_url"] = urllib.parse.quote(f"https://app.example.com/cb?code={P.oauth_code()}&email={P.email()}", safe="")
v["argon"] = P.hash_argon2()
v["bare"] = P.b64(32, urlsafe=True)

with open("/tmp/logs-real/work/java.properties", "w") as f:
    for k, val in v.items():
        f.write(f"{k}={val}\n".replace("\\", "\\\\").replace("#", "\\#").replace("!", "\\!"))
