"""Runs inside syslog_ns.sh (private UTS+mount namespace whose /dev/log is a private rsyslogd).
Produces real syslog lines from: sshd (via sshd_driver.py syslog), useradd/usermod/userdel, sudo with
secrets on the command line, su, and logger(1) used by shell jobs (stdin and -t tags, also over TCP)."""
import os, subprocess, sys, time
sys.path.insert(0, os.path.dirname(__file__))
from pool import Pool
P = Pool("syslog")
D = os.path.dirname(os.path.abspath(__file__))
subprocess.run([sys.executable, f"{D}/sshd_driver.py", "syslog"])
u = P.user()
subprocess.run(["useradd", "-M", "-c", P.name() + "," + P.phone_e164(), "-s", "/bin/sh", u])
subprocess.run(["chpasswd"], input=f"{u}:{P.password()}\n", text=True)
subprocess.run(["usermod", "-aG", "sudo", u])
# sudo: the command line (with secrets) is logged by sudo itself
subprocess.run(["sudo", "-u", "nobody", "env", f"GITHUB_TOKEN={P.ghp()}", "true"])
subprocess.run(["sudo", "-u", "nobody", "/bin/sh", "-c", f"curl -s -H 'Authorization: Bearer {P.jwt()}' http://127.0.0.1:9/ || true"])
subprocess.run(["sudo", "-u", "nobody", "true", "--password", P.password(), "--db-host", P.host()])
subprocess.run(["sudo", "mysqladmin", "-uroot", f"-p{P.password()}", "status"], capture_output=True)
subprocess.run(["sudo", "-u", u, "-n", "true"], capture_output=True)
subprocess.run(["su", "-s", "/bin/true", "nobody"], capture_output=True)
subprocess.run(["userdel", u])
# logger(1) as used by cron/shell jobs
ak, sk = P.aws()
subprocess.run(["logger", "-t", "backup-s3", "-p", "local0.err", f"upload failed for s3://backups-prod/db.sql.gz using key {ak} (AccessDenied)"])
subprocess.run(["logger", "-t", "deploy", f"rotating secret for {P.pod()}: old={P.hex(40)} new={P.hex(40)}"])
subprocess.run(["logger", "-t", "kubelet", "--id=4242", f"Pod {P.pod()} on node {P.host()} ({P.ip()}) OOMKilled, restarting"])
subprocess.run(["logger", "-t", "certbot", "-p", "daemon.warning", f"renewal of {P.host()} failed: ACME account key thumbprint {P.b64(32, urlsafe=True)}"])
subprocess.run(["logger", "-t", "cron-report"], input=f"report sent to {P.email()} / {P.email()}\nsms fallback to {P.phone_cn()} and {P.phone_uk(1)}\n", text=True)
subprocess.run(["logger", "-t", "payments", "-p", "user.notice", f"chargeback card={P.card('-')} iban={P.iban(spaced=True)} customer_id_no={P.cnid()}"])
subprocess.run(["logger", "-t", "vault-agent", f"renewed token hvs.{P.b64(30, urlsafe=True)} ttl=768h accessor={P.hex(24)}"])
subprocess.run(["logger", "-n", "127.0.0.1", "-P", "5514", "-T", "-t", "webhook-relay", f"POST https://hooks.slack.com/services/T0{P.hex(8).upper()}/B0{P.hex(8).upper()}/{P.b64(18, urlsafe=True)} -> 200 in 84ms"])
subprocess.run(["logger", "-n", "127.0.0.1", "-P", "5514", "-T", "--rfc5424", "-t", "auth-api", "--sd-id", "req@32473", "--sd-param", f'ip="{P.ip()}"', f"login ok user={P.email()} mfa=totp"])
subprocess.run(["logger", "-t", "healthcheck", "all 14 checks passed in 312ms (db=ok cache=ok queue=ok)"])
subprocess.run(["logger", "-t", "logrotate", "-p", "cron.info", "rotated /var/log/app/*.log: 6 files, 118M freed"])
time.sleep(1)
