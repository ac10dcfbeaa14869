untrusted comment: verify with rel.pub
RWS4tcwJQ9Dt4PawN3eYbgvy44w2Q1rYsRuPCL8jM9l/q1EunvPzWyNHdQtsUtya6INIPytWZ4X01lInizouDMpo6a1Pn4Mx3Qg=
SHA256 (acme-agent-5.11.12.tar.gz) = 9424ca597c6b51dd55560539b3f77944784a46ba009dabbf8b5398ae3ee55619
SHA256 (acme-agent-5.11.12.deb) = fbd35202810f973b640646c66da70f68c6f31ec94938d2a0fafbf891f2bf9fcb
# upload with token 213c99b2df53b5d91e25837b531f98f0a461d33171644b582bde3cfb8c4fe9f4 (mirror password HGyEp^wN.%^EN6N_uD)
SHA256 (INSTALL.txt) = f8f983b9acf2060f3510fe43c8ae5fcfaed5c01dab03933c43af297f14501ec4
