"""Classic Turns variant: after round 1, turn order by that round's viewers, lowest first."""

from __future__ import annotations

from ..state import GameState
from .base import Module, module


class ClassicTurns(Module):
    """Lowest scorer of the last round goes first; a tie goes to whoever was later before."""

    flag = "classic_turns"

    def turn_order(self, state: GameState) -> list[int] | None:
        if state.round <= 1 or any(not p.round_scores for p in state.players):
            return None
        previous = state.order
        return sorted(
            previous,
            key=lambda p: (state.players[p].round_scores[-1], -previous.index(p)),
        )


module("classic-turns")(ClassicTurns)  # a call: compiled, a decorated class stays interpreted
