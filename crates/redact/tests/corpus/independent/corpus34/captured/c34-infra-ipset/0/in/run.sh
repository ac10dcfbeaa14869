ipset create edge0 hash:ip comment
ipset add edge0 10.117.139.136 comment "host=erp-kasse06 user=kpetrova5 pid=6873"
ipset add edge0 10.75.11.100 comment "host=nfs-kasse18 user=ayilmaz3 pid=21339"
ipset add edge0 10.7.255.126 comment "host=erp-lager11 user=zdvorak7 pid=55672"
ipset list edge0
