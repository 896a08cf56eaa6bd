"""Genre tracks and bonuses, and the draw-and-keep mechanism the bonuses (and many cards) use."""

from __future__ import annotations

from typing import Any, Final

from ..cards import AdCard
from . import hooks
from .machine import ask, decision, emit, emit_data, step, then
from .options import Option, PickCard
from .progress import progress_of
from .sources import CardTable
from .state import GameState
from .zones import discard, draw_steps, gain

# What each genre bonus draws: one card from each listed deck, keep one.
BONUS_DRAWS: Final[dict[str, tuple[str, ...]]] = {
    "star": ("star", "star"),
    "ad": ("ad", "ad"),
    "network": ("network", "network"),
    "wild": ("star", "ad", "network"),
}


@step("genre-advance")
def advance(state: GameState, player: int, genre: str, producing: bool = False) -> None:
    """Advance on a genre as the player's genre progress does it (the tracks: 1 space, a marker
    the first time, any bonus), `producing` a show of it or by an effect; effects in play may
    change the genre or stop the advance."""
    table: CardTable = state.table  # (`hooks.implemented`, read directly)
    if "genre_advance" in table.present:
        advanced = hooks.genre_advance(state, player, genre)
        if advanced is None:
            return
        genre = advanced
    progress = progress_of(state, player)
    if producing:
        progress.advance_producing(state, player, genre)
    else:
        progress.advance(state, player, genre)


@step("genre-bonus")
def _genre_bonus(state: GameState, player: int, bonus: str, genre: str, space: int) -> None:
    emit_data(state, "bonus", player, {"bonus": bonus, "genre": genre})
    if bonus in BONUS_DRAWS:
        then(state, ("draw-keep", player, BONUS_DRAWS[bonus], bonus))
    else:  # a module's own bonus is a step of that name (a mogul draw, say)
        then(state, (bonus, player, genre, space))


@step("draw-keep")
def _draw_keep(state: GameState, player: int, decks: tuple[str, ...], reason: str) -> None:
    """Draw one card from each listed deck into the player's hand; keep one, discard the rest."""
    frames: list[tuple[Any, ...]] = []
    for kind in decks:
        frames += draw_steps(state, kind, 1, ("hand", player))
    frames.append(("keep-one", player, reason))
    then(state, *frames)


@step("keep-one")
def _keep_one(state: GameState, player: int, reason: str) -> None:
    if state.players[player].hand:
        ask(state, "keep-one", player, reason)


def _keep_options(state: GameState, player: int, reason: str) -> list[Option]:
    return [PickCard(card) for card in state.players[player].hand]


def _keep_prompt(state: GameState, player: int, reason: str) -> str:
    return f"keep one of the cards you drew ({reason}); the others are discarded"


@decision(
    "keep-one",
    _keep_options,
    _keep_prompt,
    help="Keep one of the cards you drew; the others are discarded.",
)
def _resolve_keep(state: GameState, option: Option, player: int, reason: str) -> None:
    assert isinstance(option, PickCard)
    keep_drawn(state, player, option.card, reason)


def keep_drawn(state: GameState, player: int, card: str, reason: str) -> None:
    """Keep one drawn card (a star for free, an ad with its cash bonus, a network card as if
    taken) and discard the rest of the hand."""
    seat = state.players[player]
    rest = [c for c in seat.hand if c != card]
    seat.hand.clear()
    emit(state, "keep", player, card=card, reason=reason)
    for other in rest:
        discard(state, None, other)
    data = state.cards[card]
    if isinstance(data, AdCard):
        seat.cash += data.bonus
        emit(state, "cash", player, amount=data.bonus, why="ad bonus")
    gain(state, player, card, reason)
