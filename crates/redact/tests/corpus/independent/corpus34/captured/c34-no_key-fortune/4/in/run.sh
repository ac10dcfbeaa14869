strfile -s zettel >/dev/null
/usr/games/fortune -m 'Raum 207' zettel 2>/dev/null
