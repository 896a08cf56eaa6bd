"""Pilot Season: deal 4, keep 2 (or the Beginner variant: deal 2, keep both), then produce."""

from __future__ import annotations

from itertools import combinations
from typing import Any, Final

from ..cards import AdCard, ShowCard, StarCard
from . import hooks
from .machine import ask, decision, emit, step, then
from .options import KeepCards, Option, Produce
from .production import start_production
from .rounds import in_turn_order
from .state import GameState
from .zones import draw_steps

DEAL: Final = 4
KEEP: Final = 2
BEGINNER_DEAL: Final = 2


def pilot_net(
    state: GameState, cards: tuple[str, ...] | list[str], player: int | None = None
) -> int:
    """Cash bonuses of the kept ads minus the costs of the kept stars and shows (a star costs
    what it costs `player`, Underground's discount included)."""
    net = 0
    for card_id in cards:
        card = state.cards[card_id]
        if isinstance(card, AdCard):
            net += card.bonus
        elif isinstance(card, StarCard):
            net -= card.cost if player is None else hooks.star_cost(state, player, card_id)
        elif isinstance(card, ShowCard):
            net -= card.cost
    return net


@step("pilot-season")
def _pilot_season(state: GameState) -> None:
    state.phase = "pilot"
    then(state, *pilot_frames(state, BEGINNER_DEAL if state.config.beginner else DEAL))


def pilot_frames(state: GameState, deal: int) -> list[tuple[Any, ...]]:
    """`deal` pilot cards to each player in turn order, each player's keep (nothing to choose
    when all are kept and paid for), then the reveal (Telly Time's step D deals its own count)."""
    order = in_turn_order(state)
    frames: list[tuple[Any, ...]] = []
    for player in order:
        frames += draw_steps(state, "pilot", deal, ("hand", player))
    frames += [("pilot-keep", p) for p in order]
    frames.append(("pilot-reveal",))
    return frames


@step("pilot-keep")
def _pilot_keep(state: GameState, player: int) -> None:
    """Choose the cards to keep; a player dealt no more than they keep (Beginner Pilot Season,
    Telly Time with 5 players) keeps them all without a choice, if they can pay for them."""
    seat = state.players[player]
    if len(seat.hand) <= KEEP and seat.cash + pilot_net(state, seat.hand, player) >= 0:
        return
    ask(state, "pilot-keep", player)


def _keep_options(state: GameState, player: int) -> list[Option]:
    return list(affordable_keeps(state, player))


def affordable_keeps(state: GameState, player: int) -> list[KeepCards]:
    """The pairs the player can pay for. A player who can pay for no pair (a Procrastinator
    1st player has $3M, and two pilots can cost $4M or more) keeps the most cards they can pay
    for: one, or none. The rules are silent; cash never goes below $0 anywhere else in them."""
    seat = state.players[player]
    hand = sorted(seat.hand)
    # A keep's net is the sum of its cards' (`pilot_net`): each card's asked once, not once for
    # every pair it is in (a star's cost asks the cards in play).
    nets: dict[str, int] = {}
    for card in hand:
        nets[card] = pilot_net(state, (card,), player)
    cash = seat.cash
    for size in range(min(KEEP, len(hand)), -1, -1):
        kept: list[KeepCards] = []
        for cards in combinations(hand, size):  # (a loop: a comprehension is a call)
            net = 0
            for card in cards:
                net += nets[card]
            if cash + net >= 0:
                kept.append(KeepCards(cards))
        if kept:
            return kept
    raise AssertionError("keeping no card is always affordable")


def _keep_prompt(state: GameState, options: tuple[Option, ...], player: int) -> str:
    """Worded from the pairs listed (`affordable_keeps`: how many the player can keep)."""
    first = options[0]
    assert isinstance(first, KeepCards)
    kept = len(first.cards)
    if kept == KEEP:
        dealt = len(state.players[player].hand)
        return (
            f"Pilot Season: choose 2 of your {dealt} cards to keep (ads pay their bonus, stars "
            "and shows cost)"
        )
    if kept == 1:
        return "Pilot Season: you can pay for no 2 of your cards; choose 1 to keep"
    return "Pilot Season: you can pay for none of your cards; keep none"


@decision(
    "pilot-keep",
    _keep_options,
    "",
    worded=_keep_prompt,
    help=(
        "Pilot Season: keep 2 of the cards you were dealt (4; in Telly Time 3, or 2 with 5 "
        "players). Ads you keep pay their bonus, stars and shows you keep cost their price; kept "
        "stars and ads go to your green room, kept shows are produced at once. If you can pay "
        "for no 2 of them, keep 1 (or none)."
    ),
)
def _resolve_keep(state: GameState, option: Option, player: int) -> None:
    assert isinstance(option, KeepCards)
    seat = state.players[player]
    for card in seat.hand:
        if card not in option.cards:
            state.box.append((card, (player,)))
    seat.hand = list(option.cards)
    emit(state, "pilot-choose", player, private=player, public={}, cards=list(option.cards))


@step("pilot-reveal", reveals=True)
def _pilot_reveal(state: GameState) -> None:
    """Everyone's kept cards are revealed together: cash, green room, then shows produced."""
    frames: list[tuple[Any, ...]] = []
    for player in in_turn_order(state):
        seat = state.players[player]
        kept, seat.hand = seat.hand, []
        net = pilot_net(state, kept, player)
        seat.cash += net
        emit(state, "pilot-keep", player, cards=kept, net=net)
        for card in kept:
            if isinstance(state.cards[card], ShowCard):
                state.buffer.append(card)  # public now, waiting its turn to be produced
                frames.append(("pilot-produce", player, card))
            else:
                seat.green_room.append(card)
    deck = state.decks.pop("pilot")
    state.box.extend((card, ()) for card in deck.cards())
    frames.append(("round-start",))
    then(state, *frames)


@step("pilot-produce")
def _pilot_produce(state: GameState, player: int, card: str) -> None:
    state.buffer.remove(card)
    start_production(state, player, Produce(card), "pilot", pilot=True)
