untrusted comment: verify with rel.pub
RWRTVt4ubNsTMyz9xx30F5CNxPP1Y6eqsr2UyNjGpyZMcVfyyMUo1fEwI/a101EfGjm4NAZiql9GDWVqf2mpbYdx8O3pzwBiSQs=
SHA256 (acme-agent-8.20.25.tar.gz) = dce9ca11c7b74cbf7113c079b00943abfea579b60ba885fb14982ed791035a52
SHA256 (acme-agent-8.20.25.deb) = bdf311d9be89c28c72b6b0d90d4b05fbc1bc52a96db73df4ae2bb39810e5fc2d
# upload with token 0b437ebb7fe01e794196b96e42dbefedc3462865dd40494ced3b6728236402a8 (mirror password QcjEkkDLr#f0%V8t)
SHA256 (INSTALL.txt) = 83f95b792b4ca73973a6afea9225911f37cd768314ce52fd6cd9e1eb670c2b19
