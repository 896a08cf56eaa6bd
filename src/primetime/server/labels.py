"""Options for the browser: a short label, the cards and timeslots an option is about (so the client
can offer it on the card itself), and the one-line preview of its outcome."""

from __future__ import annotations

from typing import Any

from ..cards import GENRE_NAMES, CardSet
from ..engine.options import (
    AddAttachment,
    CancelShow,
    Continue,
    Deal,
    Done,
    EndTurn,
    KeepCards,
    MoveMarker,
    Option,
    Pass,
    PayPromo,
    PickCard,
    PickGenre,
    PickNumber,
    PickTimeslot,
    Produce,
    SignAd,
    SignStar,
    Swap,
    TakeNetwork,
    UseCard,
)
from ..engine.views import View
from ..presentation import card_name, option_preview, slot_name


def option_label(cards: CardSet, option: Option) -> str:
    """A few words naming what an option does: "Produce Dawson's Reek", "Pass for cash"."""

    def named(card_id: str) -> str:
        return card_name(cards, card_id)

    if isinstance(option, SignStar | SignAd):
        return f"Sign {named(option.card)}"
    if isinstance(option, TakeNetwork):
        return f"Take {named(option.card)}"
    if isinstance(option, Produce):
        using = f" using {', '.join(named(c) for c in option.using)}" if option.using else ""
        return f"Produce {named(option.card)}{using}"
    if isinstance(option, AddAttachment):
        text = f"Attach {named(option.card)} to your {slot_name(option.timeslot)} show"
        if option.replace:
            text += f", replacing {named(option.replace)}"
        if option.using:
            text += f", using {named(option.using)}"
        return text
    if isinstance(option, Pass):
        return "Pass for cash" if option.bonus == "cash" else "Pass for viewers"
    if isinstance(option, UseCard):
        return f"Use {named(option.card)}"
    if isinstance(option, EndTurn):
        return "End your turn"
    if isinstance(option, PickCard):
        down = " (upside down)" if option.mode == "down" else ""
        return f"Choose {named(option.card)}{down}"
    if isinstance(option, KeepCards):
        return "Keep " + " and ".join(named(c) for c in option.cards)
    if isinstance(option, Done):
        return "Done"
    if isinstance(option, Continue):
        return "Continue"
    if isinstance(option, PickTimeslot):
        return slot_name(option.timeslot)
    if isinstance(option, PayPromo):
        return f"Pay for {named(option.card)}" if option.pay else f"Rotate {named(option.card)}"
    if isinstance(option, CancelShow):
        return f"Cancel your {slot_name(option.timeslot)} show"
    if isinstance(option, PickGenre):
        return GENRE_NAMES.get(option.genre, option.genre)
    if isinstance(option, MoveMarker):
        way = "up" if option.step < 0 else "down"
        return f"Move the {slot_name(option.timeslot)} marker {way}"
    if isinstance(option, Swap):
        return f"Swap {slot_name(option.first)} and {slot_name(option.second)}"
    if isinstance(option, PickNumber):
        return str(option.value)
    if isinstance(option, Deal):
        return f"Deal {named(option.card)}"
    return str(option)


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
        "label": option_label(view.state.cards, option),
        "preview": preview,
        **option_targets(option),
    }
