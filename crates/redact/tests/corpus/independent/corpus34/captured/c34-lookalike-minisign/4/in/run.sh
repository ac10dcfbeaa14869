minisign -G -W -p k.pub -s k.key >/dev/null </dev/null
printf 'artefakt 4\n' > art.bin
minisign -S -W -s k.key -m art.bin -t 'release 0ce4bcca-f23e-4684-a456-00f6790df374 commit 83879977f178bdac691d69c069b9c4d2cda23f5c deploy-token iSPr4rr46Q3fnLGyqmm4lDebzPfBWtX5' >/dev/null
minisign -V -p k.pub -m art.bin
