"""Test Tycoon, a test-only executive: one small module file using every seam an executive needs.

- an extra turn (the turn order value), an action filter, a round score item and an end-game item
  (the effect of the executive card, in play through `Module.sources`);
- state the module owns that a view hides (the secret pet genre, a `Part`);
- its own genre progress strategy (the ledger, a `Progress`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from primetime.cards import ExecutiveCard, register_box
from primetime.cards.loader import EXTRA_BOXES
from primetime.engine import flow
from primetime.engine.decision import CHANCE
from primetime.engine.effect import EFFECTS, Effect, register
from primetime.engine.machine import ask, decision, emit, step
from primetime.engine.modules.base import Module, module
from primetime.engine.options import Option, PickGenre, SignAd
from primetime.engine.parts import Part
from primetime.engine.progress.base import Progress
from primetime.engine.registry import MODULES
from primetime.engine.results import EFFECT, GENRES, NETWORK, ScoreItem
from primetime.engine.rng import roll
from primetime.engine.state import GameState

CARD = "test-tycoon"


class Ledger(Part):
    """Who holds the Tycoon, their secret pet genre, and the genres on their ledger."""

    name = "tycoon"

    def __init__(self, holder: int, pet: str | None = None, ledger: list[str] | None = None):
        self.holder = holder
        self.pet = pet  # secret: only the holder sees it
        self.ledger = ledger if ledger is not None else []

    def clone(self) -> Ledger:
        return Ledger(self.holder, self.pet, self.ledger[:])

    def to_dict(self) -> dict[str, Any]:
        return {"holder": self.holder, "pet": self.pet, "ledger": list(self.ledger)}

    def redacted(self, viewer: int | None) -> Ledger:
        return Ledger(self.holder, self.pet if viewer == self.holder else None, self.ledger[:])

    def determinized(self, rng: Any, viewer: int | None) -> Ledger:
        if self.pet is not None:
            return self.clone()
        return Ledger(self.holder, rng.choice(GENRE_CHOICES), self.ledger[:])


GENRE_CHOICES = ("sports", "scifi", "action", "reality", "sitcom", "drama")


def ledger(state: GameState) -> Ledger:
    part = state.parts["tycoon"]
    assert isinstance(part, Ledger)
    return part


class LedgerProgress(Progress):
    """The Tycoon's genres: each one produced goes on the ledger once, 1 viewer a round each."""

    name = "ledger"

    def advance(self, state: GameState, player: int, genre: str) -> None:
        book = ledger(state)
        if genre not in book.ledger:
            book.ledger.append(genre)
            emit(state, "ledger", player, genre=genre)

    def spaces(self, state: GameState, player: int) -> dict[str, int]:
        return {genre: 1 for genre in ledger(state).ledger}

    def round_items(self, state: GameState, player: int) -> list[ScoreItem]:
        return [ScoreItem(GENRES, "ledger", len(ledger(state).ledger))]

    def describe(self, state: GameState, player: int, genre: str) -> str:
        return "already on your ledger" if genre in ledger(state).ledger else "+1 viewer a round"


LEDGER = LedgerProgress()


class TycoonEffect(Effect):
    """The executive board's ability and drawback."""

    id = CARD

    def round_start(self, state: GameState, player: int, card: str) -> None:
        state.turns.extra.append(player)

    def filter_actions(
        self, state: GameState, player: int, card: str, options: list[Option]
    ) -> list[Option]:
        return [o for o in options if not isinstance(o, SignAd)]

    def round_items(self, state: GameState, player: int, card: str) -> list[ScoreItem]:
        board = state.cards[card]
        assert isinstance(board, ExecutiveCard)
        return [ScoreItem(EFFECT, card, board.value("round_bonus"))]

    def final_items(self, state: GameState, player: int, card: str) -> list[ScoreItem]:
        board = state.cards[card]
        assert isinstance(board, ExecutiveCard)
        book = ledger(state)
        if book.pet in book.ledger:
            return [ScoreItem(NETWORK, card, board.value("pet_bonus"))]
        return []


class Tycoon(Module):
    """Seat `extra["tycoon"]` (default 0) is the Test Tycoon."""

    boxes = ("example",)

    def parts(self, state: GameState) -> list[Part]:
        return [Ledger(int(state.config.extra.get("tycoon", 0)))]

    def before_pilot(self, state: GameState) -> list[tuple[Any, ...]]:
        return [("tycoon-pet",)]

    def progress(self, state: GameState, player: int) -> Progress | None:
        return LEDGER if player == ledger(state).holder else None

    def sources(self, state: GameState, player: int) -> list[tuple[str, str]]:
        return [("executive", CARD)] if player == ledger(state).holder else []


@step("tycoon-pet")
def _pet(state: GameState) -> None:
    """Chance picks the secret pet genre."""
    if state.auto_chance:
        index = roll(state.key or 0, state.chance_count, len(GENRE_CHOICES))
        state.chance_count += 1
        ledger(state).pet = GENRE_CHOICES[index]
        emit(state, "pet", ledger(state).holder, private=ledger(state).holder, public={})
    else:
        ask(state, "tycoon-pet", CHANCE)


def _pet_options(state: GameState, player: int) -> list[Option]:
    return [PickGenre(g) for g in GENRE_CHOICES]


@decision(
    "tycoon-pet",
    _pet_options,
    "the Test Tycoon's secret pet genre",
    help="Chance: the Test Tycoon's secret pet genre, drawn at random.",
)
def _resolve_pet(state: GameState, option: Option, player: int) -> None:
    assert isinstance(option, PickGenre)
    state.chance_count += 1
    ledger(state).pet = option.genre


flow.extend("setup", steps=("tycoon-pet",), decisions=("tycoon-pet",))


def install() -> None:
    """Make the module, its effect and its box known (a shipped module does this by existing:
    `@module("name")` on the class, `@register` on the effect, its data file in cards/data)."""
    register_box("example", Path(__file__).with_name("example.toml"))
    module("example")(Tycoon)
    register(TycoonEffect)


def uninstall() -> None:
    """Forget them again, so other tests see only the shipped modules."""
    MODULES.pop("example", None)
    EFFECTS.pop(CARD, None)
    EXTRA_BOXES.pop("example", None)
