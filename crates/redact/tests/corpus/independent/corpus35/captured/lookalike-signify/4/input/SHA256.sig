untrusted comment: verify with rel.pub
RWRccGoLdgBzbSmyXQyCsgQ1HtPsQ3pm4dpba3M5t6MeE6uj6I/3yv0usJeCM9ub/K4j15Pj1/kYlecq82XvkKJeTUjuky0aPAY=
SHA256 (acme-agent-5.4.8.tar.gz) = 413c0256b4122d8982a900c2164a052a1305781cc7ea4233fd0458921d329e1e
SHA256 (acme-agent-5.4.8.deb) = bbf8c5b1fc01826e8e66d4e35b7594abbbdd48268c82a3ec68e83209a796007f
# upload with token 8501d152e2f803bb38e32f46f504c475 (mirror password C=ie9ri%jG_T_b)
SHA256 (INSTALL.txt) = 0566117fae39ee3682b4b9be02292f07b1e23b9da7679a079ce9cb416e4518fd
