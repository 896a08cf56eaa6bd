"""Cable (complexity 1): the 1st player token and $20M at setup; after your action you may pass
at once (not an action). Drawback: passing gives only bonus viewers, and passing last gives
nothing. Preempted Timeslot then doubles nothing. Telly Time: $30M, and no cash from the empty
squares of the genre grid."""

from __future__ import annotations

from ...actions import pass_column
from ...effect import register
from ...options import Option, Pass
from ...state import GameState
from .base import Executive, value


@register
class Cable(Executive):
    id = "cable"
    takes_first = True

    def starting_cash(self, state: GameState, player: int, card: str, cash: int) -> int:
        telly = state.geometry.progress == "grid"
        return value(state, card, "telly_starting_cash" if telly else "starting_cash")

    def progress_cash(self, state: GameState, player: int, card: str, cash: int) -> int:
        return 0

    def after_action(self, state: GameState, player: int, card: str, option: Option) -> None:
        if not isinstance(option, Pass):
            state.turn_flags.free_pass = True

    def filter_actions(
        self, state: GameState, player: int, card: str, options: list[Option]
    ) -> list[Option]:
        # Never the cash bonus; passing last is still a pass (for nothing), offered as one.
        kept = [o for o in options if not (isinstance(o, Pass) and o.bonus == "cash")]
        if len(kept) < len(options) and not any(isinstance(o, Pass) for o in kept):
            kept.append(Pass("viewers"))
        return kept

    def pass_bonus(
        self, state: GameState, player: int, card: str, cash: int, viewers: int
    ) -> tuple[int, int]:
        if pass_column(state, player) is None:
            return 0, 0
        return 0, viewers
