ipset create edge5 hash:ip family inet6 comment
ipset add edge5 fd98:4f4c:daa9:ee::507 comment "host=erp-lohn06 user=mdabrowski2 pid=59191"
ipset add edge5 fd1a:d094:3e08:d5::3fc comment "host=kafka-lager23 user=ayilmaz9 pid=16479"
ipset add edge5 fd29:5e40:af0d:1d::bb0 comment "host=erp-crm38 user=ayilmaz7 pid=18081"
ipset list edge5
