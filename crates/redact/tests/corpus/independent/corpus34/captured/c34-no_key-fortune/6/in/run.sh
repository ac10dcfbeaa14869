strfile -s zettel >/dev/null
/usr/games/fortune -m 'Raum 237' zettel 2>/dev/null
