"""Underground (complexity 1): one action to sign a star may sign any number of stars from the
display; if you sign 2 or more, all but 1 of those taken are replaced from the star deck. Every
star costs you $1M less ($1M stars are free). Drawback: at round scoring, -2 viewers per star in
your green room (anomalies count as stars).

The action is the first `sign-star X`; then a decision "sign another star, or done" offers each
star of the display you can still afford (`sign-star Y`, same words as the action) until you are
done or none is left; then the replacements are dealt into the display. An anomaly (Continuum)
is signed on its own: its action signs nothing more, and the extra stars are never anomalies.
The discount applies wherever a star's cost is paid, Pilot Season keeps included.
"""

from __future__ import annotations

from ...actions import sign_star
from ...effect import register
from ...effects.base import card_choice
from ...flow import extend
from ...hooks import star_cost
from ...machine import step, then
from ...narrate import counted
from ...options import Done, Option, SignStar
from ...results import EFFECT, ScoreItem
from ...state import GameState
from ...zones import draw_steps
from ..base import Frame
from .base import Executive, executive, value

MORE = "more"  # the stage of the "sign another star" choice


def _is_star(state: GameState, card: str) -> bool:
    return state.cards[card].kind == "star"


@register
class Underground(Executive):
    id = "underground"

    def sign_cost(self, state: GameState, player: int, card: str, star: str, cost: int) -> int:
        return cost - value(state, card, "discount")

    def after_action(self, state: GameState, player: int, card: str, option: Option) -> None:
        if isinstance(option, SignStar) and _is_star(state, option.card):
            then(state, ("underground-sign", player, card, 1))

    def choice_options(
        self, state: GameState, player: int, card: str, stage: str, *ctx: object
    ) -> list[Option]:
        cash = state.players[player].cash
        stars: list[Option] = [
            SignStar(c)
            for c in state.display["star"]
            if c is not None and _is_star(state, c) and star_cost(state, player, c) <= cash
        ]
        return [*stars, Done()] if stars else []

    def choice_prompt(
        self, state: GameState, player: int, card: str, stage: str, *ctx: object
    ) -> str:
        signed = int(ctx[0])  # type: ignore[call-overload]
        return (
            f"Underground: sign another star in the same action ({signed} signed; all but 1 "
            "are replaced from the deck), or done"
        )

    def on_choice(
        self, state: GameState, player: int, card: str, option: Option, stage: str, *ctx: object
    ) -> None:
        signed = int(ctx[0])  # type: ignore[call-overload]
        if isinstance(option, SignStar):
            sign_star(state, player, option.card)
            then(state, ("underground-sign", player, card, signed + 1))
        else:
            then(state, *replacements(state, signed))

    def round_items(self, state: GameState, player: int, card: str) -> list[ScoreItem]:
        waiting = sum(
            1 for c in state.players[player].green_room if state.cards[c].kind in STARLIKE
        )
        if not waiting:
            return []
        return [ScoreItem(EFFECT, card, -value(state, card, "green_room_penalty") * waiting)]

    def item_words(self, state: GameState, player: int, card: str, viewers: int) -> str:
        waiting = -viewers // max(1, value(state, card, "green_room_penalty"))
        return f"{counted(waiting, 'star')} waiting in the green room"


STARLIKE = frozenset({"star", "anomaly"})  # what the drawback counts in the green room


def replacements(state: GameState, signed: int) -> list[Frame]:
    """Deal new stars into the display for all but 1 of the stars one action signed."""
    return draw_steps(state, "star", signed - 1, ("display", "star")) if signed > 1 else []


@step("underground-sign")
def _sign_more(state: GameState, player: int, card: str, signed: int) -> None:
    """Ask whether to sign another star in the same action; once none is left to sign (or
    affordable), the replacements are dealt."""
    if executive(state, card).choice_options(state, player, card, MORE, signed):
        card_choice(state, player, card, MORE, signed)
    else:
        then(state, *replacements(state, signed))


extend("actions", steps=("underground-sign",))
