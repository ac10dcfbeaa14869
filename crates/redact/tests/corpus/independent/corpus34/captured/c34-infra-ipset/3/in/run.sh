ipset create edge3 hash:ip family inet6 comment
ipset add edge3 fd40:d3c:8b1f:34::9f1 comment "host=vault-lohn31 user=zdvorak5 pid=33594"
ipset add edge3 fd6b:3b46:fd98:ff::e16 comment "host=erp-kasse09 user=kpetrova4 pid=57835"
ipset add edge3 fd51:37b3:a690:51::f4 comment "host=build-lager26 user=kpetrova7 pid=60546"
ipset list edge3
