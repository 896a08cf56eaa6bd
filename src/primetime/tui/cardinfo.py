"""`? NAME`: find a card by (part of) its name and show every value, its effect, the rulebook's
clarification and where it is now."""

from __future__ import annotations

import re

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.text import Text

from ..cards import Card, CardsById
from ..cardtext import card_details, timeslot_note
from ..engine.config import module_words
from ..engine.decision import Decision
from ..engine.modules import modules_of
from ..engine.state import GameState
from ..engine.views import View
from ..engine.zones import zone_of
from ..typed import typed_number
from .fit import listed_options
from .terminal import Terminal
from .theme import card_label


def _folded(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", " ", re.sub(r"['’]", "", text.lower())).strip()


def find_cards(cards: CardsById, query: str) -> list[Card]:
    """Cards whose name (or id) matches: exactly, then by the start of the name, then anywhere."""
    wanted = _folded(query)
    if not wanted:
        return []
    every = sorted(cards.values(), key=lambda c: c.name)
    for test in (
        lambda c: _folded(c.name) == wanted or c.id == query.strip().lower(),
        lambda c: _folded(c.name).startswith(wanted),
        lambda c: wanted in _folded(c.name),
    ):
        found = [c for c in every if test(c)]
        if found:
            return found
    return []


def whereabouts(state: GameState, card_id: str) -> str:
    """Where a card is, if it is anywhere public (or the viewer's own hand)."""
    zone, player, row = zone_of(state, card_id)
    if zone == "display":
        return f"in the display ({row}s)"
    if player is not None:
        return f"in {state.players[player].name}'s {zone}"
    return "in the discards" if zone == "discard" else ""


def card_panel(card: Card, state: GameState | None = None) -> RenderableType:
    """A card with every value, its effect, its clarification and where it is."""
    body = Text(card_details(card))
    parts: list[RenderableType] = [body]
    note = timeslot_note(card)
    if note:
        parts.append(Text(note, style="dim"))
    clarification = getattr(card, "clarification", "")
    if clarification:
        parts.append(Text.assemble(("Clarification: ", "bold"), clarification))
    if state is not None:
        where = whereabouts(state, card.id)
        if where:
            parts.append(Text(f"Now {where}.", style="dim"))
    return Panel(
        Group(*parts),
        title=card_label_text(card, state),
        title_align="left",
        padding=(0, 1),
    )


def card_label_text(card: Card, state: GameState | None) -> Text:
    """The card's coloured name, for panel titles."""
    if state is not None:
        return card_label(state.cards, card.id)
    return Text(card.name, style="bold")


def module_named(state: GameState, query: str) -> str:
    """The brief of this game's module a query names ("moguls", "telly", "Megacorp Moguls");
    for a module this game does not have, that it is not in the game and what it changes;
    or ""."""
    wanted = " ".join(query.lower().split())

    def named(name: str, title: str) -> bool:
        return wanted in {name, title.lower(), title.lower().removeprefix("megacorp ")}

    for module in modules_of(state.config):
        if module.brief and named(module.name, module.title):
            return module.brief
    for name, (title, summary) in module_words().items():
        if named(name, title):
            return f"{title} is not in this game ({summary}): it is chosen when a game is set up."
    return ""


def show_card_info(terminal: Terminal, query: str, view: View, decision: Decision | None) -> bool:
    """Show the card a query names (or option N in full, with its card if it is about one);
    False if none was shown."""
    cards = view.state.cards
    number = typed_number(query)
    if number is not None and decision is not None:
        if not 1 <= number <= len(decision.options):
            terminal.note(f"There is no option {number}.")
            return False
        terminal.show(listed_options(view, decision, [number - 1]))  # never cut
        card = getattr(decision.options[number - 1], "card", None)
        if isinstance(card, str) and card in cards:
            terminal.show(card_panel(cards[card], view.state))
        return True
    module = module_named(view.state, query)
    if module:  # `? moguls`: what the module adds, in brief
        terminal.note(module)
        return True
    found = find_cards(cards, query)
    if not found:
        terminal.note(f"No card is called '{query}': try a part of its name.")
    elif len({c.name for c in found}) == 1:
        terminal.show(card_panel(found[0], view.state))
        return True
    else:
        names = ", ".join(sorted({c.name for c in found})[:12])
        more = " ..." if len({c.name for c in found}) > 12 else ""
        terminal.note(f"Which card? {names}{more}")
    return False
