"""Cheapo (complexity 1): at round scoring +2 viewers per show card with no expenses and +1 per
attached star with no expenses. Drawback: at upkeep, $1M more for each show and star in your
lineup with $1M or more expenses.

"No expenses" is the side that shows (RULINGS 7.4): an upside-down star without printed
expenses has none, a gray side printed with expenses has them. No new choice comes with it: a
star whose condition holds goes rightside up as ever. The bonus is the show's own viewers, so
Writeoff, Surpriser and Blockbuster Director count it. A show and its stars whose expenses Penny
Pincher ignores have no expenses (bonus, no surcharge); a show attached as a star (Voice of a
Generation) is a show card for both halves, with its own printed expenses.
"""

from __future__ import annotations

from ....cards import ShowCard, StarCard
from ...effect import register
from ...scoring import attached_values
from ...state import GameState, LineupShow
from .base import Executive, value


def _costly(state: GameState, show: LineupShow) -> tuple[list[bool], list[bool]]:
    """(for each show card, for each attached star) whether it has expenses this round."""
    shows: list[bool] = []
    stars: list[bool] = []
    free = show.expense_free()  # Penny Pincher: the show and its stars have none
    host = state.cards[show.card]
    assert isinstance(host, ShowCard)
    shows.append(not free and host.expenses > 0)
    for card, upright in show.attachments:
        data = state.cards[card]
        expenses = attached_values(state, show, card, upright)[2]
        if isinstance(data, ShowCard):  # attached as a star: still a show card, never ignored
            shows.append(expenses > 0)
        elif isinstance(data, StarCard):
            stars.append(not free and expenses > 0)
    return shows, stars


@register
class Cheapo(Executive):
    id = "cheapo"

    def show_viewers(
        self, state: GameState, player: int, card: str, timeslot: int, show: LineupShow
    ) -> int:
        shows, stars = _costly(state, show)
        return value(state, card, "show_bonus") * shows.count(False) + value(
            state, card, "star_bonus"
        ) * stars.count(False)

    def added_expenses(self, state: GameState, player: int, card: str) -> int:
        count = 0
        for _, show in state.players[player].shows():
            shows, stars = _costly(state, show)
            count += shows.count(True) + stars.count(True)
        return value(state, card, "surcharge") * count
