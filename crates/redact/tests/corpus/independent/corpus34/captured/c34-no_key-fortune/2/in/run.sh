strfile -s zettel >/dev/null
/usr/games/fortune -m 'Raum 436' zettel 2>/dev/null
