"""Numbers printed on the setup boards and the genre board, by player count (RULINGS section 2)."""

from __future__ import annotations

ROUNDS = 4
MAX_PLAYERS = 5

# Starting cash by position in turn order, 1st player first.
STARTING_CASH: tuple[int, ...] = (6, 8, 10, 12, 14)

# Display dealt each round: shows, stars, ads, network cards.
DISPLAY_SIZE: dict[int, dict[str, int]] = {
    1: {"show": 5, "star": 4, "ad": 4, "network": 3},
    2: {"show": 5, "star": 4, "ad": 4, "network": 3},
    3: {"show": 6, "star": 4, "ad": 4, "network": 3},
    4: {"show": 7, "star": 5, "ad": 5, "network": 4},
    5: {"show": 8, "star": 6, "ad": 6, "network": 5},
}
DISPLAY_TYPES: tuple[str, ...] = ("show", "star", "ad", "network")

# Pass track columns before the last one: (cash in $M, viewers), 1st to pass first.
PASS_TRACK: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((10, 6),),
    2: ((10, 6),),
    3: ((10, 6), (6, 3)),
    4: ((10, 6), (6, 4), (4, 2)),
    5: ((10, 6), (8, 5), (6, 3), (4, 2)),
}
LAST_TO_PASS_CASH = 2

# Genre track: end-game viewers for a marker on space 0 (none) to 5.
GENRE_TRACK_VIEWERS: tuple[int, ...] = (0, 1, 3, 5, 9, 15)
GENRE_TRACK_TOP = 5
AD_BONUS_GENRES = frozenset({"sports", "reality"})

# Season rows: 0 is the top row; a penalised show starts on the X (third row).
TOP_ROW = 0
PENALTY_ROW = 2

VIEWERS_PER_CASH = 3  # end game: 1 viewer per $3M


# Each genre bonus by its name; modules add theirs (a mogul draw, say) under their step's id.
BONUS_NAMES = {"star": "Star", "ad": "Ad", "network": "Network", "wild": "Wild"}


def bonus_name(bonus: str) -> str:
    """A bonus as players call it ("Star", "Mogul (draw 3, keep 1)"), never its id."""
    return BONUS_NAMES.get(bonus, bonus.replace("-", " ").capitalize())


def genre_bonus(genre: str, space: int) -> str | None:
    """The bonus printed on a genre track space: star, ad, network, wild or None."""
    if space == 2:
        return "ad" if genre in AD_BONUS_GENRES else "star"
    if space == 3:
        return "network"
    if space == 4:
        return "wild"
    return None


def board_size(players: int) -> int:
    """The setup board used for a player count (solo uses the 1-2 board)."""
    return max(1, min(players, MAX_PLAYERS))
