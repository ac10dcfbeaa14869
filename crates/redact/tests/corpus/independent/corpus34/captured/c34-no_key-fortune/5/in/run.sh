strfile -s zettel >/dev/null
/usr/games/fortune -m 'Raum 404' zettel 2>/dev/null
