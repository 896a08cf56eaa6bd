"""Butcher (complexity 3): when producing a show you may pay $3M to treat all its slots as
optional; at game end +2 viewers per card in your reruns (starters included). Drawback: at
round scoring each show loses viewers by its season row: 1st none, 2nd -2, 3rd -4, 4th -6 (a
show placed with a timeslot penalty starts on the 3rd row, so it counts as in its 3rd season).

The $3M option is a way to produce (`produce X using butcher`), offered beside the plain one for
every show with a required slot, wherever a show is produced with its cost and required slots:
from the display, from the green room (Exclusive Rights) and by Page to Screen (RULINGS 7.4). The
$3M is paid with the cost but is no part of it (Creative Accounting and Industry Veteran lower
only the cost). The penalty is the show's own viewers, so a show may score below 0 (it takes
viewers off the round, which never goes below 0) and Writeoff, Surpriser and Blockbuster
Director count it. The rerun viewers go on the "Network, Moguls & Execs" row (RULINGS 7.4).
"""

from __future__ import annotations

from ...effect import register
from ...results import NETWORK, ScoreItem
from ...slots import printed_slots
from ...state import GameState, LineupShow, Production
from ...zones import show_card
from .base import Executive, value

# The penalty printed for each season row below the 1st (row 0 is the 1st season).
SEASON_VALUES = ("season_2", "season_3", "season_4")


def season_penalty(state: GameState, card: str, row: int) -> int:
    """Viewers a show on season row `row` (0 = 1st) loses."""
    if row <= 0:
        return 0
    return value(state, card, SEASON_VALUES[min(row, len(SEASON_VALUES)) - 1])


@register
class Butcher(Executive):
    id = "butcher"

    def produce_using(self, state: GameState, player: int, card: str, show: str) -> bool:
        required = printed_slots(show_card(state, show))[0]
        return any(required)  # with no required slot there is nothing to pay for

    def prepare_production(
        self, state: GameState, player: int, card: str, production: Production
    ) -> None:
        production.optional_slots = True
        production.fee += value(state, card, "optional_cost")

    def show_viewers(
        self, state: GameState, player: int, card: str, timeslot: int, show: LineupShow
    ) -> int:
        return -season_penalty(state, card, show.row)

    def final_items(self, state: GameState, player: int, card: str) -> list[ScoreItem]:
        reruns = len(state.players[player].reruns)
        return [ScoreItem(NETWORK, card, value(state, card, "rerun_bonus") * reruns)]
