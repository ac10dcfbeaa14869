minisign -G -W -p k.pub -s k.key >/dev/null </dev/null
printf 'artefakt 6\n' > art.bin
minisign -S -W -s k.key -m art.bin -t 'release c7021a67-0eca-456a-98b3-ece589105849 commit f55a774f6f122b27b2c4d3b4cac988d4d2e0f45e deploy-token D1WPnDELKq5yYHQyG44uM8aJ8GF64v5u' >/dev/null
minisign -V -p k.pub -m art.bin
