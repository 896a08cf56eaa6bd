"""The flow hooks a module (solo, Classic Turns, and later Megacorp's) can change."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..scoring import GameResult
    from ..state import GameState


class Module:
    """A module's changes to the flow; every hook defaults to the base game."""

    name = ""

    def setup(self, state: GameState) -> None:
        """Adjust a freshly set-up state (decks, cash, extra piles)."""

    def before_pilot(self, state: GameState) -> list[tuple[Any, ...]]:
        """Steps to run before Pilot Season (e.g. choosing the 1st player at random)."""
        return []

    def turn_order(self, state: GameState) -> list[int] | None:
        """This round's turn order, or None for clockwise from the 1st player."""
        return None

    def round_start(self, state: GameState) -> list[tuple[Any, ...]]:
        """Steps at the start of a round, after the display is dealt."""
        return []

    def next_first(self, state: GameState) -> int | None:
        """Who gets the 1st player token for the next round, or None for clockwise."""
        return None

    def finish(self, state: GameState, result: GameResult) -> None:
        """Add to the final result (e.g. the solo rank)."""
