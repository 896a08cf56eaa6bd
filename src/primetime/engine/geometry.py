"""The shape of one game's table, from its config: timeslots, genres, how genres progress, the
pass track, the display and the starting cash.

Everything that needs to know how many timeslots a lineup has, which genres exist, what the pass
track pays or how big the display is reads the game's `Geometry` (`state.geometry`, or
`modules.geometry_of(config)` before a game exists), never a literal. The base box gives 3
timeslots, 6 genres on tracks and the setup board for the player count (RULINGS section 2); a
module (Telly Time) changes it through `Module.geometry`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..cards.model import GENRES, TIMESLOTS, DataValue
from .board import (
    DISPLAY_SIZE,
    DISPLAY_TYPES,
    GENRE_TRACK_TOP,
    GENRE_TRACK_VIEWERS,
    LAST_TO_PASS_CASH,
    PASS_TRACK,
    ROUNDS,
    STARTING_CASH,
    board_size,
)


@dataclass(frozen=True, slots=True)
class Geometry(DataValue):
    """One game's table shape. Immutable and shared by every copy of the game."""

    timeslots: tuple[str, ...]  # lineup slot words, left to right
    genres: tuple[str, ...]  # genres a show may have and progress may mark
    progress: str  # "tracks" (the genre board) | "grid" (Telly Time's genre grids)
    pass_columns: tuple[tuple[int, int], ...]  # (cash, viewers) before the last column
    last_pass_cash: int
    display: tuple[tuple[str, int], ...]  # (card type, how many) dealt each round
    starting_cash: tuple[int, ...]  # by position in turn order, 1st player first
    rounds: int = ROUNDS
    genre_viewers: tuple[int, ...] = GENRE_TRACK_VIEWERS  # end-game viewers by track space
    genre_top: int = GENRE_TRACK_TOP

    @property
    def slot_count(self) -> int:
        return len(self.timeslots)

    def slot(self, word: str) -> int:
        """The lineup index of a timeslot word (ValueError naming the allowed words)."""
        try:
            return self.timeslots.index(word)
        except ValueError:
            raise ValueError(
                f"unknown timeslot {word!r}; this game's timeslots: {', '.join(self.timeslots)}"
            ) from None

    def word(self, index: int) -> str:
        """The timeslot word of a lineup index."""
        return self.timeslots[index]

    @property
    def display_types(self) -> tuple[str, ...]:
        return tuple(kind for kind, _ in self.display)

    def display_size(self, kind: str) -> int:
        return dict(self.display).get(kind, 0)

    def with_changes(self, **changes: object) -> Geometry:
        """A copy with some fields changed (for modules)."""
        return replace(self, **changes)  # type: ignore[arg-type]


def base_geometry(players: int) -> Geometry:
    """The base box's table for a player count (solo uses the 1-2 board)."""
    board = board_size(players)
    sizes = DISPLAY_SIZE[board]
    return Geometry(
        timeslots=TIMESLOTS,
        genres=GENRES,
        progress="tracks",
        pass_columns=PASS_TRACK[board],
        last_pass_cash=LAST_TO_PASS_CASH,
        display=tuple((kind, sizes[kind]) for kind in DISPLAY_TYPES),
        starting_cash=STARTING_CASH,
    )
