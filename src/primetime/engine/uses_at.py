"""Card uses offered at a point of an action (as a player passes, scores, pays upkeep, or before
a show of theirs is canceled): the "use-at" decision, asked only where a card may be used there."""

from __future__ import annotations

from . import hooks
from .machine import ask_listed, decision, then
from .options import DONE, Option, UseCard
from .sources import CardTable
from .state import GameState


def offer_uses(
    state: GameState, player: int, point: str, again: tuple[object, ...], after: tuple[object, ...]
) -> bool:
    """If any card can be used at this point of an action, ask (use one, then ask `again`; or
    done, then go on with `after`) and say so; otherwise False, and the caller goes straight on:
    it runs its `after` step at once (the step that would be the next one run: none of them is
    one a preview stops at)."""
    table: CardTable = state.table  # (`hooks.implemented`, read directly: every pass, upkeep
    if hooks.USE_HOOKS[point] not in table.present:  # and score; no card of the game offers one)
        return False
    uses = hooks.use_options(state, player, point)
    if not uses:
        return False
    ask_listed(state, uses + [DONE], "use-at", player, point, again, after)  # (`_use_at_options`)
    return True


def _use_at_options(state: GameState, player: int, point: str, *context: object) -> list[Option]:
    return hooks.use_options(state, player, point) + [DONE]


def _use_at_prompt(state: GameState, player: int, point: str, *context: object) -> str:
    return {
        "pass": "use a card as you pass, or done",
        "score": "use a card as you score, or done",
        "cancel": "use a card before your show is canceled, or done",
        "upkeep": "use a card as upkeep starts, or done",
    }.get(point, f"use a card now ({point}), or done")


@decision(
    "use-at",
    _use_at_options,
    _use_at_prompt,
    help="You may use a card now (for example as you pass or score), or choose done.",
)
def _resolve_use_at(
    state: GameState,
    option: Option,
    player: int,
    point: str,
    again: tuple[object, ...],
    after: tuple[object, ...],
) -> None:
    """A card use offered at a point of an action (passing, scoring), then the action goes on."""
    if isinstance(option, UseCard):
        then(state, again)
        hooks.use(state, player, option.card, option, point)
    else:
        then(state, after)
