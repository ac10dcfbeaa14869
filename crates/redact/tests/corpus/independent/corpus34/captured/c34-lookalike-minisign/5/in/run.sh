minisign -G -W -p k.pub -s k.key >/dev/null </dev/null
printf 'artefakt 5\n' > art.bin
minisign -S -W -s k.key -m art.bin -t 'trace=39f4e8f1ff33a06ca3ee2ef53e971bdd rel=421f1f5f-11d0-43a9-97a9-3c3e5b06d839 tok 50RozC2YtOfm35Vy92kqvLfWJket1HOk' >/dev/null
minisign -V -p k.pub -m art.bin
