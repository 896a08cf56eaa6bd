"""Megacorp's Telly Time mode: the table (`module.py`: a weekend timeslot, 3 new genres, the Telly
show deck, the pass track tile, Telly Pilot Season) and each player's genre grid (`grid.py`)."""
