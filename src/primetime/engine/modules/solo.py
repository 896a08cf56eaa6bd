"""Solo mode: you against an opponent that only discards from the display and passes."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from ...cards import AdCard, AnomalyCard, NetworkCard, ShowCard, SoloCard, StarCard
from ...cards.effect_ids import SOLO_PREFERENCES
from ..actions import next_turn
from ..decision import CHANCE
from ..deck import Deck, Layer
from ..machine import ask, decision, emit, emit_data, step, then
from ..options import Option, PickNumber
from ..parts import Part
from ..progress import progress_of
from ..results import GameResult
from ..rng import roll
from ..sources import CardTable
from ..state import GameState
from ..zones import discard, draw, show_genre, take_from_display
from .base import Module, module

OPPONENT: Final = -2  # the solo opponent's seat in turn order and on the pass track
YOU: Final = 0

RANKS: Final[tuple[tuple[int, str], ...]] = (
    (260, "Industry Legend"),
    (240, "Chief Executive"),
    (220, "Vice President"),
    (200, "Executive Producer"),
    (180, "Line Producer"),
    (150, "Production Assistant"),
    (0, "Intern"),
)


def rank(score: int) -> str:
    """The solo rank of a final score."""
    return next(name for floor, name in RANKS if score >= floor)


class SoloPiles(Part):
    """The solo cards revealed this round: discarding ones, and those put beside the pass track
    (the second of those makes the opponent pass). Public."""

    name = "solo"

    def __init__(self, revealed: list[str] | None = None, passing: list[str] | None = None):
        self.revealed = revealed if revealed is not None else []
        self.passing = passing if passing is not None else []

    def clone(self) -> SoloPiles:
        return SoloPiles(self.revealed[:], self.passing[:])

    def to_dict(self) -> dict[str, Any]:
        return {"revealed": list(self.revealed), "passing": list(self.passing)}

    def cards(self) -> list[str]:
        return self.revealed + self.passing


def piles(state: GameState) -> SoloPiles:
    part = state.parts["solo"]
    assert isinstance(part, SoloPiles)
    return part


class Solo(Module):
    """The 15-card solo deck drives an opponent that has only a pass marker."""

    flag = "solo"

    def parts(self, state: GameState) -> list[Part]:
        return [SoloPiles()]

    def setup(self, state: GameState) -> None:
        cards = [c.id for c in state.card_set.of_type("solo")]
        state.decks["solo"] = state.decks.get("solo") or _solo_deck(cards)
        state.universe = state.universe + tuple(cards)

    def before_pilot(self, state: GameState) -> list[tuple[Any, ...]]:
        return [("solo-first",)]

    def turn_order(self, state: GameState) -> list[int] | None:
        return [state.first, OPPONENT if state.first == YOU else YOU]

    def seat_turn(self, state: GameState, seat: int) -> bool:
        if seat != OPPONENT:
            return False
        _solo_turn(state)
        return True

    def round_start(self, state: GameState) -> list[tuple[Any, ...]]:
        """Reshuffle all 15 solo cards before each round."""
        shown = piles(state)
        cards = state.decks["solo"].cards() + shown.revealed + shown.passing
        shown.revealed = []
        shown.passing = []
        state.decks["solo"] = _solo_deck(cards)
        return []

    def next_first(self, state: GameState) -> int | None:
        return OPPONENT if state.first == YOU else YOU

    def finish(self, state: GameState, result: GameResult) -> None:
        mine = result.players[YOU]
        mine.rank = rank(mine.total)


module("solo")(Solo)  # a call: compiled, a decorated class stays interpreted


def _solo_deck(cards: list[str]) -> Deck:
    return Deck("solo", [Layer(list(cards), False, "solo")])


@step("solo-first")
def _solo_first(state: GameState) -> None:
    """Randomly decide whether you or the opponent takes the 1st player token."""
    if state.auto_chance:
        first = roll(state.key or 0, state.chance_count, 2)
        state.chance_count += 1
        _set_first(state, first)
    else:
        ask(state, "solo-first", CHANCE)


def _first_options(state: GameState, player: int) -> list[Option]:
    return [PickNumber(0), PickNumber(1)]


@decision(
    "solo-first",
    _first_options,
    "who takes the 1st player token: 0 you, 1 the opponent",
    help="Chance: who takes the 1st player token in the solo game.",
)
def _resolve_first(state: GameState, option: Option, player: int) -> None:
    assert isinstance(option, PickNumber)
    state.chance_count += 1
    _set_first(state, option.value)


def _set_first(state: GameState, opponent_first: int) -> None:
    state.first = OPPONENT if opponent_first else YOU
    state.players[YOU].cash = state.geometry.starting_cash[1 if opponent_first else 0]
    emit(
        state,
        "solo-first",
        None,
        first="opponent" if opponent_first else "you",
        cash=state.players[YOU].cash,
    )


@step("solo-turn")
def _solo_turn(state: GameState) -> None:
    """The opponent reveals the top solo card and resolves it."""
    state.current = OPPONENT
    if state.decks["solo"].empty():
        _opponent_passes(state)
        then(state, ("next-turn",))
        return
    # the top card revealed, then resolved: each step run at once where it would be the next
    # one run (the frame of the resolve made once)
    stack = state.stack
    stack.append(_RESOLVE)
    draw(state, "solo", _BUFFER)
    if state.pending is None and stack[-1] is _RESOLVE:
        stack.pop()
        _solo_resolve(state)


_RESOLVE: Final = ("solo-resolve",)
_BUFFER: Final = ("buffer",)


@step("solo-resolve")
def _solo_resolve(state: GameState) -> None:
    card_id = state.buffer.pop()
    card = state.cards[card_id]
    assert isinstance(card, SoloCard)
    target = preferred(state, card, state.display[card.discard])
    if target is not None:
        take_from_display(state, card.discard, target)
        piles(state).revealed.append(card_id)
        emit_data(state, "solo-discard", None, {"solo": card_id, "card": target})
        discard(state, None, target)
        if state.pending is None:  # the next turn at once: it would be the next step run
            next_turn(state)
        else:
            then(state, ("next-turn",))
        return
    passing = piles(state).passing
    passing.append(card_id)
    emit(state, "solo-empty", None, solo=card_id, row=card.discard)
    if len(passing) >= 2:
        _opponent_passes(state)
        then(state, ("next-turn",))
    else:
        then(state, ("solo-turn",))


def _opponent_passes(state: GameState) -> None:
    state.pass_track.append(OPPONENT)
    emit(state, "solo-pass", None, column=len(state.pass_track) - 1)


def preferred(state: GameState, card: SoloCard, row: Sequence[str | None]) -> str | None:
    """The display card the solo card's preference picks: the best, leftmost if tied (or if
    none fits the preference); None if the row holds none (a display row's gaps are None)."""
    prefers = card.prefers
    if prefers == "your-best-genre":
        # your best genres are the same for every show of the row: worked out once; a show's
        # genre may change (a token on it), so its fit is not kept (a dict of this call's own)
        genres = _best_genres(state)
        kept: dict[str, int] = {}
    else:  # the card alone decides its fit: kept for the card set (every opponent turn asks)
        genres = _NO_GENRES
        table: CardTable = state.table
        found = table.fits_preference.get(prefers)
        kept = found if found is not None else table.fits_preference.setdefault(prefers, {})
    cards = state.cards
    best: str | None = None
    best_score = 0
    for candidate in row:  # (a loop: no list of the cards or of their scores made)
        if candidate is not None:
            score = kept.get(candidate)
            if score is None:
                score = kept[candidate] = _score(state, prefers, cards[candidate], genres)
            if best is None or score > best_score:
                best, best_score = candidate, score
    return best


_NO_GENRES: Final[frozenset[str]] = frozenset()


def _best_genres(state: GameState) -> frozenset[str]:
    """The genres where your progress is highest ("a show of the genre where your genre track
    marker is highest"): a show of any other genre does not fit the preference, so with none of
    these on display the leftmost show goes, not one of your next best genre."""
    progress = progress_of(state, YOU)
    ranks = {genre: progress.genre_rank(state, YOU, genre) for genre in state.geometry.genres}
    best = max(ranks.values())
    return frozenset(genre for genre, rank in ranks.items() if rank == best)


def _score(
    state: GameState, prefers: str, card: Any, best_genres: frozenset[str] = _NO_GENRES
) -> int:
    """How well a display card fits a solo card's preference (`best_genres`: "your best
    genre"'s, worked out once a row by `preferred`)."""
    if isinstance(card, ShowCard):
        if prefers == "most-wild-slots":
            return sum(1 for s in card.slots if s.kind == "wild")
        if prefers == "highest-cost":
            return card.cost
        if prefers == "most-viewers":
            return card.rows[0]
        if prefers == "most-slots":
            return len(card.slots)
        if prefers == "your-best-genre":  # the genre a token gave it, if any (Procrastinator)
            return int(show_genre(state, card.id) in best_genres)
    if isinstance(card, StarCard):
        if prefers == "highest-cost":
            return card.cost
        if prefers == "most-viewers":
            return card.viewers
        if prefers == "no-condition":
            return int(card.condition is None)
    if isinstance(card, AnomalyCard) and prefers in SOLO_PREFERENCES["star"]:
        return int(prefers == "no-condition")  # RULINGS 7.4: cost $0, 0 viewers, no condition
    if isinstance(card, AdCard):
        if prefers == "highest-bonus":
            return card.bonus
        if prefers == "highest-income":
            return card.income
        if prefers == "promo":
            return int(card.is_promo)
    if isinstance(card, NetworkCard):
        return int(card.type == prefers)
    raise ValueError(f"solo preference {prefers!r} does not apply to {card.id}")
