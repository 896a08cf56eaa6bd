"""Continuum (complexity 2) and the 4 anomaly cards (Megacorp rulebook, "Continuum"; RULINGS 7.2).

Ability: at the start of each of your turns the time machine moves one space cheaper (∞, $5M,
$4M, $3M, $2M, $1M; it stays at $1M). At any time on your turn you may pay its cost, put an
anomaly from your supply on top of the star deck (none left: use it anyway), take an extra action
of your choice, and reset it to ∞.

Drawback: anomalies are stars with no signing cost that can't be attached. Anyone may sign one
from the display with an action (for free), or keep one drawn for a genre bonus; anyone may
discard one from their green room on their turn for an extra action. A discarded anomaly goes
back to your supply, never into the star discards (so never into a reshuffled star deck). They
count as stars in the green room for Award Show and Underground's drawback (`zones.counts_as_star`).

An anomaly put on the star deck is known to everyone (the player puts it there in front of the
table): a known top card of the deck, in views and determinization alike.
"""

from __future__ import annotations

from ...actions import has_passed
from ...deck import Layer
from ...effect import Effect, register
from ...machine import emit, then
from ...narrate import LINES, named
from ...options import Option, UseCard
from ...state import GameState
from ...zones import discard
from .base import CARDS, Board, Executive, board_of, boards, executive, value

ANOMALY = "anomaly"  # the card type, and the effect id of all four
MACHINE = "machine"  # board key: the time machine's space, 0 = ∞, then one per $1M cheaper
INFINITY = "∞"


def machine_costs(state: GameState, card: str) -> list[int]:
    """The costs of the spaces after ∞, from the board ($5M down to $1M)."""
    top, low = value(state, card, "top_cost"), value(state, card, "low_cost")
    return list(range(top, low - 1, -1))


def machine_cost(state: GameState, player: int, card: str) -> int | None:
    """What the time machine costs now (None: at ∞, it can't be used)."""
    space = board_of(state, player)[MACHINE]
    return machine_costs(state, card)[space - 1] if space else None


def supply(state: GameState, player: int) -> list[str]:
    """The anomalies on the player's Continuum board (changes are kept)."""
    found: list[str] = board_of(state, player)[CARDS]
    return found


def continuum_seat(state: GameState) -> int | None:
    """The seat holding Continuum (whose supply the anomalies go back to), if any."""
    part = boards(state)
    if part is None:
        return None
    for seat, card in enumerate(part.held):
        if card and isinstance(executive(state, card), Continuum):
            return seat
    return None


@register
class Continuum(Executive):
    id = "continuum"
    use_points = ("turn",)

    def board(self, state: GameState, player: int, card: str) -> Board:
        anomalies = sorted(c.id for c in state.card_set.of_type(ANOMALY))
        return {MACHINE: 0, CARDS: anomalies[: value(state, card, "anomalies")]}

    def turn_start(self, state: GameState, player: int, card: str) -> None:
        board = board_of(state, player)
        if board[MACHINE] < len(machine_costs(state, card)):
            board[MACHINE] += 1
            emit(state, "time-machine", player, cost=machine_cost(state, player, card))

    def use_options(self, state: GameState, player: int, card: str, point: str) -> list[Option]:
        cost = machine_cost(state, player, card)
        if (
            cost is None
            or state.players[player].cash < cost
            or has_passed(state, player)  # an extra action is no use once you are out
        ):
            return []
        return [UseCard(card)]

    def use(self, state: GameState, player: int, card: str, option: Option, point: str) -> None:
        cost = machine_cost(state, player, card)
        assert cost is not None
        state.players[player].cash -= cost
        anomalies = supply(state, player)
        anomaly = anomalies.pop(0) if anomalies else None
        if anomaly is not None:
            # known to everyone: an ordered layer on top, of its own pool (never a star)
            state.decks["star"].layers.insert(0, Layer([anomaly], True, ANOMALY, None))
        board_of(state, player)[MACHINE] = 0
        emit(state, "use-time-machine", player, cost=cost, anomaly=anomaly or "")
        then(state, ("extra-action", player))

    def use_text(self, state: GameState, player: int, card: str, option: Option) -> str:
        cost = machine_cost(state, player, card) or 0
        left = state.players[player].cash - cost
        placed = (
            "put an anomaly on top of the star deck"
            if supply(state, player)
            else "no anomaly left to put on the star deck"
        )
        return (
            f"pay ${cost}M (${left}M left), {placed}, take an extra action; the time machine "
            "resets to ∞"
        )

    def status(self, state: GameState, player: int, card: str) -> str:
        space = board_of(state, player)[MACHINE]
        track = [INFINITY] + [f"${c}M" for c in machine_costs(state, card)]
        track[space] = f"[{track[space]}]"
        left = supply(state, player)
        names = ", ".join(state.cards[c].name for c in left) or "none"
        return f"time machine {' '.join(track)}; {len(left)} anomalies in the supply ({names})"


@register
class Anomaly(Effect):
    """An anomaly in a green room: discard it on your turn for an extra action; discarded, it
    goes back to Continuum's supply."""

    id = ANOMALY
    use_points = ("turn",)

    def use_options(self, state: GameState, player: int, card: str, point: str) -> list[Option]:
        if has_passed(state, player):
            return []
        return [UseCard(card)]

    def use(self, state: GameState, player: int, card: str, option: Option, point: str) -> None:
        state.players[player].green_room.remove(card)
        emit(state, "use", player, card=card)
        discard(state, player, card)
        then(state, ("extra-action", player))

    def put_away(self, state: GameState, player: int | None, card: str) -> bool:
        seat = continuum_seat(state)
        if seat is None:
            return False
        supply(state, seat).append(card)
        emit(state, "anomaly-back", seat, card=card)
        return True


LINES.update(
    {
        "time-machine": lambda s, who, d: f"{who}'s time machine now costs ${d['cost']}M",
        "use-time-machine": lambda s, who, d: (
            f"{who} pays ${d['cost']}M to use the time machine"
            + (f" and puts {named(s, d['anomaly'])} on top of the star deck" * bool(d["anomaly"]))
            + "; it resets to ∞"
        ),
        "anomaly-back": lambda s, who, d: f"{named(s, d['card'])} goes back to {who}'s supply",
    }
)
