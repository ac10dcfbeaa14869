"""OpenSSH 9.2 sshd as a separate instance: /usr/sbin/sshd -D -e -p 2222 with host keys and config in /tmp,
LogLevel VERBOSE, stderr captured.  A temporary local account (created with useradd, removed afterwards)
gives accepted password logins; root gets an accepted publickey login via a temporary AuthorizedKeysFile.
Failed logins: wrong passwords, invalid users, a password pasted into the user-name field.
The ssh client is driven with sshpass -p; its -v stderr is captured too."""
import os, subprocess, sys, time
sys.path.insert(0, os.path.dirname(__file__))
from pool import Pool

W = "/tmp/logs-real/work/sshd"
C = "/tmp/logs-real/cap"
MODE = sys.argv[1] if len(sys.argv) > 1 else "stderr"
P = Pool("sshd" if MODE == "stderr" else "sshd_syslog")
if MODE != "stderr":
    W += "_syslog"
os.system(f"rm -rf {W}; mkdir -p {W}/keys /run/sshd")
for t in ("ed25519", "rsa"):
    subprocess.run(["ssh-keygen", "-q", "-t", t, "-N", "", "-f", f"{W}/keys/ssh_host_{t}_key"], check=True)
subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", P.email(), "-f", f"{W}/client_key"], check=True)
os.system(f"cp {W}/client_key.pub {W}/authorized_keys; chmod 600 {W}/authorized_keys")
acct, acct_pw = P.user(), P.password()
subprocess.run(["useradd", "-M", "-s", "/bin/sh", "-d", "/tmp", acct], check=True)
subprocess.run(["chpasswd"], input=f"{acct}:{acct_pw}\n", text=True, check=True)
conf = f"""Port 2222
ListenAddress 127.0.0.1
HostKey {W}/keys/ssh_host_ed25519_key
HostKey {W}/keys/ssh_host_rsa_key
PidFile {W}/sshd.pid
LogLevel VERBOSE
PasswordAuthentication yes
KbdInteractiveAuthentication no
UsePAM yes
PermitRootLogin prohibit-password
AuthorizedKeysFile {W}/authorized_keys
MaxAuthTries 3
"""
open(f"{W}/sshd_config", "w").write(conf)
log = open(f"{C}/sshd_stderr.log" if MODE == "stderr" else "/dev/null", "w")
srv = subprocess.Popen(["/usr/sbin/sshd", "-D"] + (["-e"] if MODE == "stderr" else []) + ["-f", f"{W}/sshd_config"], stderr=log, stdout=log)
time.sleep(1)
SSH = ["ssh", "-p", "2222", "-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null",
       "-o", "PreferredAuthentications=password", "-o", "PubkeyAuthentication=no", "-o", "NumberOfPasswordPrompts=1"]
cl = open(f"{C}/ssh_client_verbose.txt" if MODE == "stderr" else "/dev/null", "w")
def ssh(user, pw, verbose=False, cmd="true"):
    args = ["sshpass", "-p", pw] + SSH + (["-v"] if verbose else []) + [f"{user}@127.0.0.1", cmd]
    p = subprocess.run(args, capture_output=True, text=True, timeout=30)
    if verbose:
        cl.write(p.stderr + "\n#---\n")
    time.sleep(0.3)

ssh(acct, acct_pw)
ssh(acct, P.password())
ssh(acct, acct_pw, cmd="id -un")
for i in range(3):
    ssh(P.user(), P.password())
ssh(P.password(), P.password())          # password typed into the user field
ssh(P.email(), P.password())
ssh("root", P.password())
ssh(acct, P.password(), verbose=True)
ssh(P.user(), P.password(), verbose=True)
subprocess.run(["ssh", "-p", "2222", "-i", f"{W}/client_key", "-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null",
                "root@127.0.0.1", "true"], capture_output=True, timeout=30)
time.sleep(1)
srv.terminate(); srv.wait()
cl.close(); log.close()
subprocess.run(["userdel", acct])
