ipset create edge4 hash:ip comment
ipset add edge4 172.26.154.164 comment "host=db-lager05 user=ola2 pid=18993"
ipset add edge4 172.16.9.76 comment "host=build-crm19 user=lnguyen3 pid=60136"
ipset add edge4 172.21.123.145 comment "host=vault-crm07 user=zdvorak3 pid=16156"
ipset list edge4
