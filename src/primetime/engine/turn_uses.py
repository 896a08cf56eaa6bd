"""What a turn may use beside its action (a network card, and what modules add: a mogul, the
executive board, an anomaly), and how a turn's prompt names those its options offer."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from . import hooks
from .config import GameConfig
from .modules import modules_of
from .options import AddAttachment, EndTurn, Option, UseCard
from .state import GameState


def card_used(state: GameState, option: Option) -> str:
    """The card a turn's option uses instead of taking an action ("" if it is none): a card
    used, the card an add is made beside (On-Set Accommodations, with a helper's slots), or a
    card whose adds are no action (On-Set Accommodations itself, `free_attach`)."""
    if isinstance(option, UseCard):
        return option.card
    if isinstance(option, AddAttachment):
        if option.beside:
            return option.beside
        if option.using:
            helper = hooks.effect_of(state, option.using)
            if helper is not None and helper.free_attach:
                return option.using
    return ""


_USE_OR_END: Final = (UseCard, AddAttachment, EndTurn)


def uses_words(state: GameState, options: Sequence[Option]) -> str:
    """The kinds of card a turn's options use, in words ("a network card or a mogul"); "" if
    none. A turn lists its uses last, before ending the turn (`actions.turn_options`), so only
    that run is read: every turn asks, and a turn's listing is long."""
    if not options or not isinstance(options[-1], _USE_OR_END):  # the usual turn: nothing
        return ""
    used: set[str] | None = None
    for index in range(len(options) - 1, -1, -1):
        option = options[index]
        if isinstance(option, EndTurn):
            continue
        card = card_used(state, option)
        if not card:
            break
        if used is None:
            used = set()
        used.add(state.cards[card].kind)
    if used is None:
        return ""
    named = _use_words(state.config)
    words = [w for kind, w in named if kind in used]
    if used.difference(kind for kind, _ in named):
        words.append("another card in play")
    return ", ".join(words[:-1]) + " or " + words[-1] if len(words) > 1 else words[0]


_USE_WORDS: Final[dict[tuple[str, ...], tuple[tuple[str, str], ...]]] = {}


def _use_words(config: GameConfig) -> tuple[tuple[str, str], ...]:
    """Each kind of card a turn may use, with its words: network cards, and what the modules
    add (`Module.turn_uses`), worded once for each set of modules."""
    found = _USE_WORDS.get(config.modules)
    if found is None:
        found = (("network", "a network card"),)
        for module in modules_of(config):
            found += module.turn_uses
        _USE_WORDS[config.modules] = found
    return found
