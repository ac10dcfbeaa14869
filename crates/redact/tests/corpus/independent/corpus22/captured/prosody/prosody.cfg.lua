pidfile = "/tmp/c22run/cap/prosody/prosody.pid"
data_path = "/tmp/c22run/cap/prosody/data"
certificates = "/tmp/c22run/cap/prosody/certs"
log = { debug = "/tmp/c22run/cap/prosody/debug.log" }
c2s_ports = { 19222 }
c2s_interfaces = { "127.0.0.1" }
s2s_ports = { }
http_ports = { }
https_ports = { }
c2s_require_encryption = false
allow_unencrypted_plain_auth = true
authentication = "internal_plain"
modules_enabled = { "roster"; "saslauth"; "disco"; "ping"; "posix" }
modules_disabled = { "s2s" }
daemonize = false
run_as_root = true
VirtualHost "chat.fra03.corp.internal"
VirtualHost "xmpp.ams11.corp.internal"
VirtualHost "im.waw07.corp.internal"
VirtualHost "talk.hel02.corp.internal"
