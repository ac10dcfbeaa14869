untrusted comment: verify with rel.pub
RWSp/UbQUCmZDIShElEEaGpDS1YM1fVM8Nd71K+A1meFYa2l91pimFhgg1GQo3B/q8MWonA3jEcDJIHvsi69Xk34xZMpFB9BKwM=
SHA256 (acme-agent-3.5.19.tar.gz) = acdb1e4ba7f3fbad5e2ff77615abdd5354dd5dd094f5beba952c6cdc00d28deb
SHA256 (acme-agent-3.5.19.deb) = 61b725f9c8d70bfcd4160752d65965f0b5baead1b8f1c8dcc103919146bdb49f
# upload with token npm_8QdlDVtcKyHF0hpH0ILT1Cif6RFtHaXM (mirror password CNM_^6*658np)
SHA256 (INSTALL.txt) = 50d0b5320157b29518e4472e5e5c41d4802b333905c3b92fb1d408af363d42b7
