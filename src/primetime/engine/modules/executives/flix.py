"""Flix (complexity 1): your shows never suffer a timeslot penalty when produced, and an ad with a
timeslot condition always counts as in the right timeslot. Drawback: producing a show of a genre
already in your lineup (as it stands when producing starts, the show to be replaced included),
pay $3M more with its cost or take the timeslot penalty (its marker on the X of row 3); paying is
not offered when it would leave the show unable to fill its required slots. Not for
a show preferring ANY, nor one whose own effect places it anywhere without penalty (Car Chases
Without Context); Flexible Schedule, used on the production, ignores the drawback. Telly Time:
the Flix token covers the weekend icon (the weekend is a timeslot like the others, so Flix's
rules hold there already) and Flix may put Kids shows in any timeslot."""

from __future__ import annotations

from ....cards import AdCard, ShowCard
from ...effect import effect_of, register
from ...effects.base import card_choice
from ...machine import emit
from ...options import Option, PickCard
from ...production import can_still_fill
from ...state import GameState, Production
from ...zones import produced_genre
from .base import Executive, board_of, value

PAY = "pay"
PENALTY = "penalty"


def repeats_genre(state: GameState, player: int, production: Production) -> bool:
    """Whether the show being produced falls under the drawback: its genre is on another show in
    the lineup, and it could suffer a timeslot penalty at all."""
    show = state.cards[production.card]
    assert isinstance(show, ShowCard)
    if not show.timeslots:  # ANY: it cannot suffer a timeslot penalty
        return False
    own = effect_of(state, production.card)
    if own is not None and own.no_penalty(state, player, production.card, production, 0):
        return False
    genre = produced_genre(state, production)
    return any(s.genre == genre for _, s in state.players[player].shows())


@register
class Flix(Executive):
    id = "flix"
    choice_modes = (PAY, PENALTY)
    any_timeslot = True  # Telly Time: Kids shows in any timeslot (the weekend is a timeslot too)

    def board(self, state: GameState, player: int, card: str) -> dict[str, str]:
        return {"penalty": ""}  # the show being produced that takes the penalty, if any

    def production_start(
        self, state: GameState, player: int, card: str, production: Production
    ) -> None:
        board_of(state, player)["penalty"] = ""
        if not repeats_genre(state, player, production):
            return
        left = state.players[player].cash - value(state, card, "repeat_cost")
        if left >= 0 and can_still_fill(state, player, production, left):
            card_choice(state, player, card, "repeat")
        else:
            self._take_penalty(state, player, production.card)

    def _take_penalty(self, state: GameState, player: int, show: str) -> None:
        board_of(state, player)["penalty"] = show
        emit(state, "flix-penalty", player, card=show)

    def choice_options(
        self, state: GameState, player: int, card: str, stage: str, *context: object
    ) -> list[Option]:
        return [PickCard(card, PAY), PickCard(card, PENALTY)]

    def choice_prompt(
        self, state: GameState, player: int, card: str, stage: str, *context: object
    ) -> str:
        production = state.production
        assert production is not None
        name = state.cards[production.card].name
        cost = value(state, card, "repeat_cost")
        return (
            f"Flix: {name} has the genre of a show in your lineup: pay ${cost}M more, or take "
            "the timeslot penalty (its marker starts on the X of row 3)"
        )

    def on_choice(
        self,
        state: GameState,
        player: int,
        card: str,
        option: Option,
        stage: str,
        *context: object,
    ) -> None:
        assert isinstance(option, PickCard) and state.production is not None
        if option.mode == PAY:
            cost = value(state, card, "repeat_cost")
            state.players[player].cash -= cost
            emit(state, "flix-pay", player, card=state.production.card, cost=cost)
        else:
            self._take_penalty(state, player, state.production.card)

    def forces_penalty(
        self, state: GameState, player: int, card: str, production: Production, timeslot: int
    ) -> bool:
        return bool(board_of(state, player)["penalty"] == production.card)

    def no_penalty(
        self, state: GameState, player: int, card: str, production: Production, timeslot: int
    ) -> bool:
        return True

    def condition_met(
        self, state: GameState, player: int, card: str, attached: str, timeslot: int, met: bool
    ) -> bool:
        data = state.cards[attached]
        if isinstance(data, AdCard) and data.condition is not None:
            return met or data.condition.kind == "timeslot"
        return met
