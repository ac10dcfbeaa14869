ipset create edge2 hash:ip comment
ipset add edge2 172.19.228.47 comment "host=erp-kasse06 user=ayilmaz2 pid=1286"
ipset add edge2 10.135.19.234 comment "host=mq-lager29 user=lnguyen2 pid=7387"
ipset add edge2 192.168.70.113 comment "host=kafka-lohn04 user=kpetrova3 pid=7313"
ipset list edge2
