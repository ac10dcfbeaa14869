strfile -s zettel >/dev/null
/usr/games/fortune -m 'Raum 108' zettel 2>/dev/null
