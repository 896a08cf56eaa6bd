"""Show effects: active while the show is in your lineup."""

from __future__ import annotations

from ...cards import AdCard, StarCard
from ..effect import Effect, register
from ..machine import emit, then
from ..options import Option, UseCard
from ..results import EFFECT, ScoreItem
from ..scoring import attached_values, attachment_values, show_viewers
from ..state import GameState, LineupShow, Production
from ..zones import cancel_show, draw_steps


class CarChasesWithoutContext(Effect):
    """You can place this show in any timeslot without a timeslot penalty."""

    id = "car-chases-without-context"

    def no_penalty(
        self, state: GameState, player: int, card: str, production: Production, timeslot: int
    ) -> bool:
        return card == production.card


register(CarChasesWithoutContext)


class Reinfeld(Effect):
    """+1 viewer for each star in your lineup with no visible expenses (upside down ones too, and
    stars whose expenses an effect ignores this round: Penny Pincher)."""

    id = "reinfeld"

    def show_viewers(
        self, state: GameState, player: int, card: str, timeslot: int, show: LineupShow
    ) -> int:
        if card != show.card:
            return 0
        count = 0
        for _, other in state.players[player].shows():
            for attached, upright in other.attachments:
                if isinstance(state.cards[attached], StarCard) and (
                    attached_values(state, other, attached, upright)[2] == 0 or other.expense_free()
                ):
                    count += 1
        return count


register(Reinfeld)


class MondayNightFoosball(Effect):
    """+1 viewer per $1M income of the ads attached to this show."""

    id = "monday-night-foosball"

    def show_viewers(
        self, state: GameState, player: int, card: str, timeslot: int, show: LineupShow
    ) -> int:
        if card != show.card:
            return 0
        return sum(
            attachment_values(state, c, up)[1]
            for c, up in show.attachments
            if isinstance(state.cards[c], AdCard)
        )


register(MondayNightFoosball)


class Surpriser(Effect):
    """Optional, when scoring: cancel this show to score double its current row."""

    id = "surpriser"
    use_points = ("score",)

    def use_options(self, state: GameState, player: int, card: str, point: str) -> list[Option]:
        return [UseCard(card)]

    def use(self, state: GameState, player: int, card: str, option: Option, point: str) -> None:
        seat = state.players[player]
        timeslot, show = next((t, s) for t, s in seat.shows() if s.card == card)
        row_value = state.cards[card].rows[show.row]  # type: ignore[union-attr]
        viewers = show_viewers(state, player, timeslot, show) + row_value
        seat.banked.append(ScoreItem(EFFECT, card, viewers))
        emit(state, "surprise", player, card=card, viewers=viewers)
        cancel_show(state, player, timeslot, "surpriser")

    def item_words(self, state: GameState, player: int, card: str, viewers: int) -> str:
        return "canceled to score its viewers with its season row twice"


register(Surpriser)


class UptonCrabby(Effect):
    """Once this show holds 2 stars, draw the top star of the deck and attach it too (upside
    down if its condition fails). It happens once while the show is on the air, however the
    stars arrive (together while producing, or one at a time)."""

    id = "upton-crabby"

    def on_attach(self, state: GameState, player: int, card: str, timeslot: int) -> None:
        seat = state.players[player]
        show = seat.lineup[timeslot]
        if show is None or self.id in show.spent or not isinstance(state.cards[card], StarCard):
            return
        stars = sum(1 for c, _ in show.attachments if isinstance(state.cards[c], StarCard))
        if stars >= 2:
            seat.lineup[timeslot] = show.with_spent(show.spent + (self.id,))
            then(state, *draw_steps(state, "star", 1, ("attach", player, timeslot)))


register(UptonCrabby)
