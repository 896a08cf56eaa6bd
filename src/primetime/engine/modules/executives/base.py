"""What an executive board is to the engine: an `Effect` (its ability and drawback, in play for
its holder as the `executive` zone, see `engine/sources.py`) plus what the Executives module asks
of the board it deals: its tokens and markers, starting cash, the 1st player token, a step at the
start of each round, its own genre progress, and a line for interfaces.

An executive file defines one `Executive` subclass with `id` = the board's card id and registers
it (`@register`). Its numbers come from the card (`value(state, card, name)`), never from code.
"""

from __future__ import annotations

import zlib
from typing import TYPE_CHECKING, Any, ClassVar

from ....cards import ExecutiveCard
from ...effect import EFFECTS, Effect
from ...parts import Part

if TYPE_CHECKING:
    from ...progress.base import Progress
    from ...state import GameState

Frame = tuple[Any, ...]
Board = dict[str, Any]  # an executive's tokens and markers: plain values, lists, dicts
# The board key of the cards a board holds (Continuum's supply of anomalies): they are cards of
# the game (in its universe, counted by the part), public, in the order listed.
CARDS = "cards"


class Executive(Effect):
    """An executive board. The `Effect` hooks are its powers in play; the methods below are
    asked by the Executives module (`choosing.py`). Every default is "nothing special"."""

    # Takes the 1st player token at setup (Cable).
    takes_first: ClassVar[bool] = False
    # Start-of-round abilities resolve in this order, lowest first (Rich before Gorilla).
    round_rank: ClassVar[int] = 100
    # The abilities it chooses between (`PickAbility` options, e.g. Gorilla's each round).
    abilities: ClassVar[tuple[str, ...]] = ()

    def board(self, state: GameState, player: int, card: str) -> Board:
        """The board's tokens and markers at setup (Starryeye's 2 superstar tokens...)."""
        return {}

    def starting_cash(self, state: GameState, player: int, card: str, cash: int) -> int:
        """Starting cash, given the setup board's amount for the player's position."""
        return cash

    def start_of_round(self, state: GameState, player: int, card: str) -> None:
        """At the start of each round, after the display is dealt and before the 1st player's
        turn (push steps or ask)."""

    def genre_progress(self, state: GameState, player: int, card: str) -> Progress | None:
        """The holder's own genre progress, replacing the tracks (Generic), or None."""
        return None

    def ability_text(self, state: GameState, player: int, card: str, ability: str) -> str:
        """What choosing one of its `abilities` does now, in words (for previews)."""
        return ability

    def status(self, state: GameState, player: int, card: str) -> str:
        """The board's tokens and markers in words, for interfaces ("" if nothing to show)."""
        return ""


class ExecutiveBoards(Part):
    """Each seat's executive (public once revealed; the dealt pair is in the hand until then)
    and its board: tokens and markers as plain data, one dict per seat. Every board held is a
    card of the game (one a config gives too), and so are the cards on the boards."""

    name = "executives"
    # a board's markers and tokens, whatever the board: its entries in key order as numbers
    # (`_board_numbers`; the board's card, with the seat, says which board they are)
    seat_features = 8

    def __init__(self, held: list[str | None], boards: list[Board]) -> None:
        self.held = held
        self.boards = boards

    def clone(self) -> ExecutiveBoards:
        return ExecutiveBoards(self.held[:], [_board_copy(b) for b in self.boards])

    def to_dict(self) -> dict[str, Any]:
        return {"held": list(self.held), "boards": [_board_copy(b) for b in self.boards]}

    def cards(self) -> list[str]:
        return [card for card in self.held if card] + board_cards(self.boards)

    def seat_cards(self, player: int) -> list[str]:
        card = self.held[player]
        return [card] if card else []

    def features(self, state: GameState, player: int) -> list[float]:
        board = self.boards[player]
        numbers = [n for key in sorted(board) for n in _board_numbers(board[key])]
        return (numbers + [0.0] * self.seat_features)[: self.seat_features]

    def release(self, card: str) -> bool:
        for board in self.boards:
            if card in board.get(CARDS, ()):
                board[CARDS].remove(card)
                return True
        return False


def _board_numbers(value: Any) -> list[float]:
    """One board entry as numbers in [0, 1] that tell its values apart: a flag as 0 or 1, a
    count or marker (from -1, Beeb's START) as (value + 1) / 11, a word as a number of its own
    (0 for none), a list as its length / 10 and its last number, a table as its numbers' sum /
    20 and its length / 10 (Procrastinator's tokens left, the shows it changed)."""
    if value is None or isinstance(value, bool):
        return [float(bool(value))]
    if isinstance(value, int | float):
        return [min(1.0, max(0.0, (value + 1) / 11))]
    if isinstance(value, str):
        return [0.5 + zlib.crc32(value.encode()) % 500 / 1000 if value else 0.0]
    if isinstance(value, list | tuple):
        last = value[-1] if value else None
        tail = _board_numbers(last) if isinstance(last, int | float) else []
        return [min(1.0, len(value) / 10), *tail]
    if isinstance(value, dict):
        total = sum(v for v in value.values() if isinstance(v, int | float))
        return [min(1.0, max(0.0, total / 20)), min(1.0, len(value) / 10)]
    return [0.0]


def board_cards(boards: list[Board]) -> list[str]:
    """The cards held on boards (under `CARDS`)."""
    return [card for board in boards for card in board.get(CARDS, ())]


def _board_copy(board: Board) -> Board:
    """A board copy: its lists and dicts copied one level deep (values inside are immutable)."""
    return {
        k: (v[:] if isinstance(v, list) else dict(v) if isinstance(v, dict) else v)
        for k, v in board.items()
    }


def boards(state: GameState) -> ExecutiveBoards | None:
    """The Executives part of a game, if the module is on."""
    part = state.parts.get("executives")
    return part if isinstance(part, ExecutiveBoards) else None


def executive_of(state: GameState, player: int) -> str | None:
    """The card id of the player's executive (None before the choice or without Executives)."""
    part = boards(state)
    return part.held[player] if part is not None and player >= 0 else None


def holder_of(state: GameState, card: str) -> int | None:
    """The seat holding an executive board, if any."""
    part = boards(state)
    if part is None or card not in part.held:
        return None
    return part.held.index(card)


def board_of(state: GameState, player: int) -> Board:
    """The player's executive board (its tokens and markers); changes are kept."""
    part = boards(state)
    assert part is not None, "no Executives in this game"
    return part.boards[player]


def executive(state: GameState, card: str) -> Executive:
    """The registered behaviour of an executive board."""
    effect = EFFECTS.get(state.cards[card].effect or card)
    assert isinstance(effect, Executive), f"{card} has no registered executive"
    return effect


def value(state: GameState, card: str, name: str, default: int = 0) -> int:
    """A number printed on an executive board."""
    data = state.cards[card]
    assert isinstance(data, ExecutiveCard)
    return data.value(name, default)
