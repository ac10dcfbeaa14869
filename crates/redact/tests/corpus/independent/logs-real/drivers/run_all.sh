#!/bin/bash
# How the corpus was produced (Debian 12, as root, loopback only). Not meant for CI.
# Prereqs: apt-get install -y nginx-light openssh-server sshpass rsyslog sudo; a venv at /tmp/logs-real/venv with
#   flask requests structlog python-json-logger pymysql psycopg2-binary bcrypt argon2-cffi pika paho-mqtt nats-py redis
# and /tmp/logs-real/node with `npm install pino pino-http winston express`.
set -e
D=$(cd "$(dirname "$0")" && pwd)
PY=/tmp/logs-real/venv/bin/python
mkdir -p /tmp/logs-real/{cap,reg,work}
$PY $D/redis_driver.py          # private redis-server :6399/:6398, MONITOR + server log
$PY $D/mariadb_driver.py        # private mariadbd :3399, general/slow/error log
$PY $D/postgres_driver.py       # private initdb cluster :5499, log_statement=all
$PY $D/nginx_driver.py          # private nginx :8088, 3 access-log formats + error log, curl -v
$PY $D/sshd_driver.py           # sshd -D -e -p 2222, sshpass/ssh -v
$D/syslog_ns.sh bastion-02.prod.example.net -- $PY $D/syslog_driver.py   # sshd/sudo/useradd/logger via private rsyslogd
$PY $D/pyapp_driver.py          # Flask app, stdlib logging, python-json-logger, structlog, urllib3/http.client debug
$PY $D/node_values.py && (cd /tmp/logs-real/node && cp $D/node_app.js . && node node_app.js > /tmp/logs-real/cap/node_console.log 2>&1)
$PY $D/java_values.py && (cd /tmp/logs-real/work && java $D/LedgerService.java)
$PY $D/mq_driver.py             # rabbitmq (shared, read-only), mosquitto (shared + private :1899), nats-server :4299
$PY $D/label.py                 # label captured lines -> work/labelled.json
$PY $D/assemble.py "$D/.."      # split by software, add clean lines, validate, write dev.jsonl / heldout.jsonl
