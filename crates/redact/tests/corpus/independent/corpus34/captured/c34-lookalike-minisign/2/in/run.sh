minisign -G -W -p k.pub -s k.key >/dev/null </dev/null
printf 'artefakt 2\n' > art.bin
minisign -S -W -s k.key -m art.bin -t 'release f2bf1fa8-0f5b-4306-b5c4-1c43187db5c1 commit cb5369a313d29d7248b77a0f3ce3b63c39d3f554 deploy-token jhqkFQ8uli4dIdwCgzbuwNhRbJXY3WZT' >/dev/null
minisign -V -p k.pub -m art.bin
