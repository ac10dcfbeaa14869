ipset create edge6 hash:ip comment
ipset add edge6 10.11.229.244 comment "host=build-lager11 user=ayilmaz9 pid=38141"
ipset add edge6 192.168.54.149 comment "host=vault-kasse08 user=mdabrowski4 pid=49076"
ipset add edge6 10.124.150.22 comment "host=vault-crm10 user=jmueller4 pid=7946"
ipset list edge6
