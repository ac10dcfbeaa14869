untrusted comment: verify with rel.pub
RWSimyQFkAA/RDcbw9VM+MmyYNeigfqCIwrxqP5msY5wI9L4SwpNs+nMbpErRPB3PhcNz6xGqbGbFVFdwb/3kTfPib/Bvo9SLwM=
SHA256 (acme-agent-6.6.16.tar.gz) = 1056ad3032da4f3e1a01a9eeace44e07ca94bf2ee72c9e95d88f67d3972a934d
SHA256 (acme-agent-6.6.16.deb) = 548c5461939119717783e3030760e42ac7ff9203058287f620022df3ce12613c
# upload with token glpat-ODsUt2Lgqvt0DTbarBVPTlvmyGEVetM8CHte (mirror password z^s?n61^Fy@s)
SHA256 (INSTALL.txt) = ce8bde8513422a547dcebc6fd14b289588e45a009ef8519e08536bcf6844b202
