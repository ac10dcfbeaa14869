strfile -s zettel >/dev/null
/usr/games/fortune -m 'Raum 251' zettel 2>/dev/null
