"""Rich (complexity 1): at the start of each round, after the display is dealt and before the 1st
player's turn (the display in sight), draw 1 star, 1 ad and 1 network card and keep one: the star
signed for free, or the ad signed with its cash bonus, or the network card taken (an Immediate one
resolves); the others are discarded. Rich's draw comes before Gorilla's choice.

Drawback: at game end every Game End network card in Rich's green room scores 0 viewers (its
entry stays, at 0). Moguls score normally; Bollywood Star and Tech Pioneer still count those
cards, since they count network cards, not their viewers. Rich may still take them.
"""

from __future__ import annotations

from ....cards import NetworkCard
from ...effect import register
from ...genres import BONUS_DRAWS
from ...machine import then
from ...results import ScoreItem
from ...state import GameState
from .base import Executive

WILD = "wild"  # one star, one ad, one network card: the Wild genre bonus's draw
REASON = "Rich's windfall"


def scores_nothing(state: GameState, player: int, source: str) -> bool:
    """Whether an end-game entry is a Game End network card in the player's green room."""
    data = state.cards[source] if source in state.cards else None
    return (
        isinstance(data, NetworkCard)
        and data.type == "game-end"
        and source in state.players[player].green_room
    )


@register
class Rich(Executive):
    id = "rich"
    round_rank = 10  # before Gorilla

    def start_of_round(self, state: GameState, player: int, card: str) -> None:
        then(state, ("draw-keep", player, BONUS_DRAWS[WILD], REASON))

    def adjust_final(
        self, state: GameState, player: int, card: str, items: list[ScoreItem]
    ) -> list[ScoreItem]:
        return [
            i._replace(viewers=0) if scores_nothing(state, player, i.source) else i for i in items
        ]
