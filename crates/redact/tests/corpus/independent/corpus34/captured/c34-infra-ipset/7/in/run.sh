ipset create edge7 hash:ip family inet6 comment
ipset add edge7 fd3d:8cda:bb04:8b::97b comment "host=kafka-lager23 user=kpetrova1 pid=5891"
ipset add edge7 fdfe:5cb4:5a5f:c1::b17 comment "host=ldap-lohn11 user=twatanabe4 pid=8026"
ipset add edge7 fdd7:9bc2:1e3e:f7::a2f comment "host=kafka-kasse15 user=lnguyen4 pid=28805"
ipset list edge7
