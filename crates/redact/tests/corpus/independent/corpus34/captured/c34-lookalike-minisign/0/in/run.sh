minisign -G -W -p k.pub -s k.key >/dev/null </dev/null
printf 'artefakt 0\n' > art.bin
minisign -S -W -s k.key -m art.bin -t 'release 00e935b6-517d-4ae5-b4f3-bb7cf893516b commit 3c2584ea0054cdaff4bff209e234972dbc9e94e2 deploy-token geybjiKDbLbxnFhoN0JsTwi3tO8zsHFO' >/dev/null
minisign -V -p k.pub -m art.bin
