"""Shared pieces for effects: asking a choice, spending a Use Once card, common card shapes."""

from __future__ import annotations

from typing import Any, ClassVar

from ..effect import EFFECTS, Effect, effect_of
from ..machine import ask, ask_listed, decision, emit, step
from ..options import Option, UseCard
from ..state import GameState
from ..zones import discard


def card_choice(state: GameState, player: int, card: str, stage: str, *context: Any) -> None:
    """Stop at a decision whose options and outcome the card's effect defines."""
    ask(state, "card-choice", player, card, stage, *context)


def _effect(state: GameState, card: str) -> Effect:
    effect = effect_of(state, card)
    assert effect is not None, card
    return effect


def _choice_options(
    state: GameState, player: int, card: str, stage: str, *context: Any
) -> list[Option]:
    return _effect(state, card).choice_options(state, player, card, stage, *context)


def _choice_prompt(state: GameState, player: int, card: str, stage: str, *context: Any) -> str:
    return _effect(state, card).choice_prompt(state, player, card, stage, *context)


@decision(
    "card-choice",
    _choice_options,
    _choice_prompt,
    help="A card's effect asks you to choose.",
    about=0,
)
def _resolve_choice(
    state: GameState, option: Option, player: int, card: str, stage: str, *context: Any
) -> None:
    _effect(state, card).on_choice(state, player, card, option, stage, *context)


@step("card-choice-step")
def _card_choice_step(state: GameState, player: int, card: str, stage: str, *context: Any) -> None:
    """Ask an effect's choice once earlier steps (e.g. draws) are done, if it has options."""
    options = _choice_options(state, player, card, stage, *context)
    if options:
        ask_listed(state, options, "card-choice", player, card, stage, *context)


@step("extra-action")
def _extra_action(state: GameState, player: int) -> None:
    state.actions_left += 1
    emit(state, "extra-action", player)


def spend(state: GameState, player: int, card: str) -> None:
    """A Use Once card is used: log it and discard it from the green room."""
    state.players[player].green_room.remove(card)
    emit(state, "use", player, card=card)
    discard(state, player, card)


class Usable(Effect):
    """A network card used on its owner's turn at some points; Use Once cards are discarded."""

    use_points: ClassVar[tuple[str, ...]] = ("turn",)
    once: ClassVar[bool] = True

    def can_use(self, state: GameState, player: int, card: str, point: str) -> bool:
        """Whether the effect can apply now (no target: not offered)."""
        return True

    def use_options(self, state: GameState, player: int, card: str, point: str) -> list[Option]:
        if self.can_use(state, player, card, point):
            return [UseCard(card)]
        return []

    def use(self, state: GameState, player: int, card: str, option: Option, point: str) -> None:
        if self.once:
            spend(state, player, card)
        else:
            emit(state, "use", player, card=card)
        self.apply(state, player, card, point)

    def apply(self, state: GameState, player: int, card: str, point: str) -> None:
        raise NotImplementedError


def registered_ids() -> frozenset[str]:
    """Every effect id that has an implementation."""
    return frozenset(EFFECTS)
