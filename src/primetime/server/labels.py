"""Options for the browser: a short label, the cards and timeslots an option is about (so the client
can offer it on the card itself), and the one-line preview of its outcome."""

from __future__ import annotations

from typing import Any

from ..cards import CardsById
from ..engine.options import (
    AddAttachment,
    KeepCards,
    Option,
)
from ..engine.views import View, seen_cards
from ..presentation import option_label, option_preview


def option_targets(option: Option) -> dict[str, Any]:
    """The cards and timeslot an option is about, for offering it on the table."""
    targets: dict[str, Any] = {}
    card = getattr(option, "card", None)
    if isinstance(card, str):
        targets["card"] = card
    if isinstance(option, KeepCards):
        targets["cards"] = list(option.cards)
    timeslot = getattr(option, "timeslot", None)
    if isinstance(timeslot, int):
        targets["timeslot"] = timeslot
    if isinstance(option, AddAttachment) and option.replace:
        targets["replace"] = option.replace
    return targets


def option_entry(view: View, option: Option) -> dict[str, Any]:
    """Everything the client shows of an option: text (what it sends back), label, preview and
    targets."""
    try:
        preview = option_preview(view, option)
    except Exception:  # a preview is a courtesy: never let one break the decision
        preview = ""
    return {
        "text": str(option),
        "kind": option.word,
        "label": option_label(view.state.cards, option, view.state),
        "preview": preview,
        **option_targets(option),
    }


def named_cards(cards: CardsById, option: Option) -> set[str]:
    """Every card id an option names (in any of its fields)."""
    found: set[str] = set()
    for value in option.values():
        values = value if isinstance(value, (tuple, list)) else (value,)
        found.update(v for v in values if isinstance(v, str) and v in cards)
    return found


def public_cards(view: View) -> set[str]:
    """The cards a view shows (placeholders left out)."""
    return seen_cards(view.state)


def public_label(cards: CardsById, option: Option, public: set[str]) -> str:
    """An option's label if every card it names is public, else words that name none."""
    if named_cards(cards, option) <= public:
        return option_label(cards, option)
    if isinstance(option, KeepCards):
        count = len(option.cards)
        return f"Keep {count} card{'s' if count != 1 else ''} (hidden)"
    return "A hidden choice"
