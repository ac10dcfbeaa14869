ipset create edge1 hash:ip family inet6 comment
ipset add edge1 fd1d:f4e9:66ca:de::414 comment "host=kafka-crm26 user=jmueller6 pid=60441"
ipset add edge1 fdb6:5b08:75e2:f5::708 comment "host=erp-kasse32 user=zdvorak3 pid=53093"
ipset add edge1 fd5c:262a:e3ef:ee::65e comment "host=build-lager19 user=ola9 pid=40243"
ipset list edge1
