untrusted comment: verify with rel.pub
RWTLYlf2dCtXW02kmpBD2O0xpJVGPEbUt2k69pX+ZRALAhdehu1uqA8Cr8E/s7OWWUXxMA6Q4scJGT4IcfTkVXhT5L28QVmKvAc=
SHA256 (acme-agent-7.18.7.tar.gz) = 7d2e6cf5a574188c180e2f3cde012194a27220be06242d573e365c11e3ba2e4d
SHA256 (acme-agent-7.18.7.deb) = 2011d3c2ffdcaece73a3ba98d73631c54743a737c78b908f62cf2644c2e51c1d
# upload with token b9742ecdc8648559f959b0a034c90627 (mirror password LXiJ^#~6p-Wx%d+-!O)
SHA256 (INSTALL.txt) = d01e4d1a3cae275d68dc525b72e9463c7437f51cc03d4daedee3d53581fcee70
