minisign -G -W -p k.pub -s k.key >/dev/null </dev/null
printf 'artefakt 1\n' > art.bin
minisign -S -W -s k.key -m art.bin -t 'trace=b3bdb48be685c1c4ac92bebcb7c07b02 rel=01e8cc22-febc-4890-8e37-6cc305129a0b tok 6Seh3magQ0n4xxU5HGzIjFHxoacmAqEJ' >/dev/null
minisign -V -p k.pub -m art.bin
