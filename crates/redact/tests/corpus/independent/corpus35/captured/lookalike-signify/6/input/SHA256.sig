untrusted comment: verify with rel.pub
RWTLub6GV8NZuu6KhqdyXcIvUIeXX0gxud+tNGM9tCXOl6qsQYBYZ4ZiIfXaQzeDsT6Ki//anNhoHsLNTWOuyxkNjSiBPyPUsA4=
SHA256 (acme-agent-8.4.32.tar.gz) = 3bb40ae457e63215b17fd4eb9195cefc9f59a51035522813f2b49c51914de803
SHA256 (acme-agent-8.4.32.deb) = ba7d3267f205922d06c7795d578ef3023d37d3109117988216c6e7ab2fce0586
# upload with token e09c387a66fd6529b58fba42ff69fb9c (mirror password v_^j4vU!%tgaEdS)
SHA256 (INSTALL.txt) = 3a8b252ab97a554d3dba9257f77244f2765afd87e92d2f4648f5714aa355b21b
