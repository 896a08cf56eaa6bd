"""Setup: each player places their 3 starter shows in their lineup, in any order (rulebook,
Game Setup). They have no preferred timeslot, so no order costs viewers, but a star's or ad's
timeslot condition, or a card that counts a timeslot, makes the order matter. In Telly Time the
pilot takes its preferred timeslot first and the starters fill the other 3 (step B)."""

from __future__ import annotations

from itertools import permutations

from ..cards import TIMESLOT_NAMES
from .machine import ask, decision, emit, step, then
from .options import Option, PlaceStarters, slot_word
from .rounds import in_turn_order
from .state import GameState, LineupShow


@step("place-starters")
def _place_starters(state: GameState) -> None:
    then(state, *[("starters", p) for p in in_turn_order(state)])


@step("starters")
def _starters(state: GameState, player: int) -> None:
    ask(state, "starters", player)


def starter_slots(state: GameState, player: int) -> list[int]:
    """The timeslots the player's starters fill, left to right."""
    return [timeslot for timeslot, _ in _starters_of(state, player)]


def _starters_of(state: GameState, player: int) -> list[tuple[int, LineupShow]]:
    """The player's starters on the air, by timeslot, left to right."""
    cards = state.cards
    return [
        (timeslot, show)
        for timeslot, show in enumerate(state.players[player].lineup)
        if show is not None and show.card in cards and cards[show.card].category == "starter"
    ]


def _options(state: GameState, player: int) -> list[Option]:
    """Every order of the starters over their timeslots, the order as dealt first."""
    placed = tuple(show.card for _, show in _starters_of(state, player))
    return [PlaceStarters(order) for order in permutations(placed)]


def _prompt(state: GameState, player: int) -> str:
    slots = " / ".join(TIMESLOT_NAMES[slot_word(t)] for t in starter_slots(state, player))
    return f"Setup: place your starter shows in any order ({slots})"


@decision(
    "starters",
    _options,
    _prompt,
    help=(
        "Setup: place your 3 starter shows in your timeslots, in any order. They have no "
        "preferred timeslot, so each scores the same anywhere; the order matters for stars' and "
        "ads' timeslot conditions, and for which starter a Pilot Season show replaces (in Telly "
        "Time the pilot keeps its own timeslot)."
    ),
)
def _resolve(state: GameState, option: Option, player: int) -> None:
    assert isinstance(option, PlaceStarters)
    placed = _starters_of(state, player)
    shows = {show.card: show for _, show in placed}
    slots = [timeslot for timeslot, _ in placed]
    lineup = state.players[player].lineup
    for timeslot, card in zip(slots, option.cards, strict=True):
        lineup[timeslot] = shows[card]
    emit(state, "starters", player, cards=list(option.cards), timeslots=slots)
