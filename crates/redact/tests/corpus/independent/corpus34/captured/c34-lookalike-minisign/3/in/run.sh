minisign -G -W -p k.pub -s k.key >/dev/null </dev/null
printf 'artefakt 3\n' > art.bin
minisign -S -W -s k.key -m art.bin -t 'trace=aa011935de82799500f821b671a805f9 rel=81fdb14a-c8f1-41f5-a4b7-add04160dafb tok JZ8BkmkSplAoFDqmRuFrZVPRGqY5pxHv' >/dev/null
minisign -V -p k.pub -m art.bin
