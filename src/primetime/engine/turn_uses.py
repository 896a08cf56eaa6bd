"""What a turn may use beside its action (a network card, and what modules add: a mogul, the
executive board, an anomaly), and how a turn's prompt names those its options offer."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final

from ..cards import Card
from .config import GameConfig
from .effect import card_effect
from .modules import modules_of
from .options import AddAttachment, EndTurn, Option, UseCard
from .state import GameState


def card_used(state: GameState, option: Option) -> str:
    """The card a turn's option uses instead of taking an action ("" if it is none): a card
    used, the card an add is made beside (On-Set Accommodations, with a helper's slots), or a
    card whose adds are no action (On-Set Accommodations itself, `free_attach`)."""
    return _card_used(state.cards, option)


def _card_used(cards: Mapping[str, Card], option: Option) -> str:
    """`card_used`, from the game's cards alone (which never change)."""
    if isinstance(option, UseCard):
        return option.card
    if isinstance(option, AddAttachment):
        if option.beside:
            return option.beside
        if option.using:
            helper = card_effect(cards[option.using])
            if helper is not None and helper.free_attach:
                return option.using
    return ""


_USE_OR_END: Final = (UseCard, AddAttachment, EndTurn)


def uses_words(cards: Mapping[str, Card], config: GameConfig, options: Sequence[Option]) -> str:
    """The kinds of card a turn's options use, in words ("a network card or a mogul"); "" if
    none. A turn lists its uses last, before ending the turn (`actions.turn_options`), so only
    that run is read: a turn's listing is long. From the game's cards, its config and the
    options alone, values that never change: a turn's prompt is worded when first read."""
    if not options or not isinstance(options[-1], _USE_OR_END):  # the usual turn: nothing
        return ""
    used: set[str] | None = None
    for index in range(len(options) - 1, -1, -1):
        option = options[index]
        if isinstance(option, EndTurn):
            continue
        card = _card_used(cards, option)
        if not card:
            break
        if used is None:
            used = set()
        used.add(cards[card].kind)
    if used is None:
        return ""
    named = _use_words(config)
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
