strfile -s zettel >/dev/null
/usr/games/fortune -m 'Raum 377' zettel 2>/dev/null
