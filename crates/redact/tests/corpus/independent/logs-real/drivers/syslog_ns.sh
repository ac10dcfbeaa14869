#!/bin/bash
# Runs a private rsyslogd (own socket, own output files) and, inside a private mount+UTS namespace
# whose /dev/log is that socket and whose host name is $NSHOST, runs the given command.
# Usage: syslog_ns.sh NSHOST -- cmd...
set -e
S=/tmp/logs-real/work/syslog
NSHOST=$1; shift; shift
mkdir -p $S/olddev
cat > $S/rsyslog.conf <<CONF
global(workDirectory="$S" localHostname="$NSHOST")
module(load="imuxsock" SysSock.Use="off")
input(type="imuxsock" Socket="$S/devlog" UseSysTimeStamp="on")
module(load="imtcp")
input(type="imtcp" address="127.0.0.1" port="5514")
*.* action(type="omfile" file="$S/messages" template="RSYSLOG_TraditionalFileFormat")
*.* action(type="omfile" file="$S/messages.rfc3339" template="RSYSLOG_FileFormat")
CONF
rsyslogd -n -f $S/rsyslog.conf -i $S/rsyslogd.pid &
RS=$!
sleep 1
unshare -m -u --propagation private bash -c "
  hostname $NSHOST
  mount --rbind /dev $S/olddev
  mount -t tmpfs tmpfs /dev
  for f in null zero urandom random tty full; do touch /dev/\$f; mount --bind $S/olddev/\$f /dev/\$f; done
  mkdir /dev/pts /dev/shm; mount -t devpts -o newinstance,ptmxmode=0666,mode=620 devpts /dev/pts; ln -s pts/ptmx /dev/ptmx; mount -t tmpfs tmpfs /dev/shm
  touch /dev/log; mount --bind $S/devlog /dev/log
  $*
"
sleep 1
kill $RS
