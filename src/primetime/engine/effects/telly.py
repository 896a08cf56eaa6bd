"""Telly Time's genre effects, printed on every show of the genre (Megacorp rulebook, "New Genres
& Show Effects"): Kids can't go in primetime or late night (not even with network cards; Flix
may); a Quiz show, when it scores, may buy up to 5 bonus viewers at $1M each; a Chat show scores
+ the current viewers of every star on the player's other shows (with a star's own effect,
Bollywood Star's). A show given the genre by an effect (Versatile Actor) does not gain its
effect: the effect is the card's."""

from __future__ import annotations

from typing import Final

from ...cards import StarCard
from .. import hooks
from ..effect import Effect, effect_of, register
from ..machine import emit
from ..narrate import counted
from ..options import Option, PickNumber, UseCard
from ..results import EFFECT, ScoreItem
from ..scoring import attached_values
from ..state import GameState, LineupShow
from .base import card_choice
from .moguls import buy_label

KIDS_BARRED: Final = ("primetime", "latenight")
QUIZ_MOST: Final = 5  # bonus viewers a Quiz show may buy, $1M each


class Kids(Effect):
    id = "kids"

    def timeslot_allowed(
        self, state: GameState, player: int, card: str, show: str, timeslot: int
    ) -> bool:
        if card != show or state.geometry.word(timeslot) not in KIDS_BARRED:
            return True
        return hooks.any_timeslot(state, player)  # Flix: Kids anywhere


register(Kids)


class Quiz(Effect):
    id = "quiz"
    use_points = ("score",)

    def use_options(self, state: GameState, player: int, card: str, point: str) -> list[Option]:
        seat = state.players[player]
        bought = any(i.source == card for i in seat.banked)
        on_air = any(s.card == card for _, s in seat.shows())
        if on_air and not bought and seat.cash > 0:
            return [UseCard(card)]
        return []

    def use(self, state: GameState, player: int, card: str, option: Option, point: str) -> None:
        card_choice(state, player, card, "buy")

    def use_text(self, state: GameState, player: int, card: str, option: Option) -> str:
        most = min(QUIZ_MOST, state.players[player].cash)
        viewers = "1 bonus viewer" if most == 1 else f"up to {most} bonus viewers"
        return f"buy {viewers} for this round, $1M each"

    def choice_options(
        self, state: GameState, player: int, card: str, stage: str, *context: object
    ) -> list[Option]:
        most = min(QUIZ_MOST, state.players[player].cash)
        return [PickNumber(n) for n in range(1, most + 1)]

    def choice_prompt(
        self, state: GameState, player: int, card: str, stage: str, *context: object
    ) -> str:
        return f"{state.cards[card].name}: buy how many bonus viewers, at $1M each?"

    def choice_label(
        self, state: GameState, player: int, card: str, option: object, stage: str, *ctx: object
    ) -> str:
        return buy_label(option)

    def on_choice(
        self,
        state: GameState,
        player: int,
        card: str,
        option: Option,
        stage: str,
        *context: object,
    ) -> None:
        assert isinstance(option, PickNumber)
        seat = state.players[player]
        seat.cash -= option.value
        seat.banked.append(ScoreItem(EFFECT, card, option.value))
        emit(state, "quiz", player, card=card, viewers=option.value, cost=option.value)

    def item_words(self, state: GameState, player: int, card: str, viewers: int) -> str:
        return f"{counted(viewers, 'bonus viewer')} bought for ${viewers}M"


register(Quiz)


class Chat(Effect):
    id = "chat"

    def show_viewers(
        self, state: GameState, player: int, card: str, timeslot: int, show: LineupShow
    ) -> int:
        if card != show.card:
            return 0
        total = 0
        for other_slot, other in state.players[player].shows():
            if other_slot == timeslot:
                continue
            for attached, upright in other.attachments:
                if isinstance(state.cards[attached], StarCard):
                    total += attached_values(state, other, attached, upright)[0]
                    # with the star's own effect (Bollywood Star), not the show's (RULINGS 7.4)
                    effect = effect_of(state, attached)
                    if effect is not None and "show_viewers" in effect.implements:
                        total += effect.show_viewers(state, player, attached, other_slot, other)
        return total


register(Chat)
