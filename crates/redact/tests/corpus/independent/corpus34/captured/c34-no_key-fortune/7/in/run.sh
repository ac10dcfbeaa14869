strfile -s zettel >/dev/null
/usr/games/fortune -m 'Raum 409' zettel 2>/dev/null
