minisign -G -W -p k.pub -s k.key >/dev/null </dev/null
printf 'artefakt 7\n' > art.bin
minisign -S -W -s k.key -m art.bin -t 'trace=a2b7b09084fa5b3dad241fbf3b0d3d04 rel=ebb5461b-eed1-491c-91c4-d748fdcb1e39 tok 7nBdubBNvGFGydIUKps8Lglp2Y1voCUe' >/dev/null
minisign -V -p k.pub -m art.bin
