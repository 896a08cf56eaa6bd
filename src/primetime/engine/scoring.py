"""Counting: show viewers, upkeep, round scores and the final result with every bonus itemised."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from ..cards import AdCard, ShowCard, StarCard
from . import hooks
from .board import GENRE_TRACK_VIEWERS, VIEWERS_PER_CASH
from .state import GameState, LineupShow


def attachment_values(state: GameState, card_id: str, upright: bool) -> tuple[int, int, int]:
    """(viewers, income, expenses) an attachment shows on the side it is turned to."""
    card = state.cards[card_id]
    if isinstance(card, StarCard):
        if upright:
            return card.viewers, 0, card.expenses
        return card.down_viewers, 0, card.down_expenses
    if isinstance(card, AdCard):
        if upright:
            return card.viewers, card.income, 0
        return card.down_viewers, card.down_income, 0
    return 0, 0, 0


def show_viewers(state: GameState, player: int, timeslot: int, show: LineupShow) -> int:
    """Viewers a show scores now: its current row, its attachments and effects."""
    card = state.cards[show.card]
    assert isinstance(card, ShowCard)
    total = card.rows[show.row]
    for attached, upright in show.attachments:
        total += attachment_values(state, attached, upright)[0]
    return total + hooks.show_viewers(state, player, timeslot, show)


def lineup_viewers(state: GameState, player: int) -> int:
    """Viewers of every show in a lineup (not counting pass track viewers)."""
    return sum(show_viewers(state, player, t, s) for t, s in state.players[player].shows())


def income_and_expenses(state: GameState, player: int) -> tuple[int, int]:
    """Income and expenses of the cards in a lineup (the green room does not count)."""
    income = expenses = 0
    for _, show in state.players[player].shows():
        card = state.cards[show.card]
        assert isinstance(card, ShowCard)
        expenses += card.expenses
        for attached, upright in show.attachments:
            _, plus, minus = attachment_values(state, attached, upright)
            income += plus
            expenses += minus
    return income, expenses


def upkeep_net(state: GameState, player: int) -> int:
    """Income minus expenses of the lineup, after effects: gained if positive, paid if negative."""
    income, expenses = income_and_expenses(state, player)
    return hooks.upkeep(state, player, income - expenses)


@dataclass
class PlayerResult:
    """One player's final score, itemised."""

    name: str
    rounds: list[int]
    genres: int
    reruns: int
    network: int
    cash: int
    total: int
    network_cards: list[tuple[str, int]] = field(default_factory=list)
    extra: dict[str, int] = field(default_factory=dict)
    winner: bool = False
    rank: str | None = None  # solo mode: the rank of the final score

    @property
    def round_total(self) -> int:
        return sum(self.rounds)


@dataclass
class GameResult:
    """The final scores of every player and who won (ties share the win)."""

    players: list[PlayerResult]
    winners: list[int]

    def to_dict(self) -> dict[str, Any]:
        return {
            "players": [dict(asdict(p), round_total=p.round_total) for p in self.players],
            "winners": list(self.winners),
        }


def final_result(state: GameState) -> GameResult:
    """Round scores plus genres, reruns, Game End network cards and $3M per viewer of cash."""
    results: list[PlayerResult] = []
    for index, seat in enumerate(state.players):
        genres = sum(GENRE_TRACK_VIEWERS[space] for space in seat.genres.values())
        reruns = sum(hooks.rerun_viewers(state, index, card) for card in seat.reruns)
        network_cards = hooks.game_end(state, index)
        network = sum(v for _, v in network_cards)
        cash = seat.cash // VIEWERS_PER_CASH
        total = sum(seat.round_scores) + genres + reruns + network + cash
        results.append(
            PlayerResult(
                seat.name,
                list(seat.round_scores),
                genres,
                reruns,
                network,
                cash,
                total,
                network_cards,
            )
        )
    best = max(r.total for r in results)
    winners = [i for i, r in enumerate(results) if r.total == best]
    for i in winners:
        results[i].winner = True
    result = GameResult(results, winners)
    from .modules import modules_of

    for module in modules_of(state.config):
        module.finish(state, result)
    return result
