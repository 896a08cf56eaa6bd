"""`? NAME`: find a card by (part of) its name and show every value, its effect, the rulebook's
clarification and where it is now."""

from __future__ import annotations

import re

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.text import Text

from ..cards import Card, CardSet
from ..engine.state import GameState
from ..presentation import card_summary
from .theme import card_label

# The rulebook's Card Clarifications, by card id (the card data holds effects, not these notes).
CLARIFICATIONS: dict[str, str] = {
    "big-game": "Only count income from ads in your lineup. Ignore expenses.",
    "creative-accounting": (
        "This reduces the cost of each show you produce. It does not affect your expenses."
    ),
    "c-suite-connections": (
        'If you take an "Immediate" network card, resolve it now and discard it.'
    ),
    "ensemble-cast": (
        "You may use this when producing a show or adding a star to a show. If you use this when "
        "taking an Add or Replace action, you may still only add or replace 1 star. Any stars you "
        "attach in the extra slots remain on the show after your turn ends."
    ),
    "exclusive-rights": (
        "You must still use an action to produce the show. When you do, you must pay its cost and "
        "fill its required slots, as normal."
    ),
    "mid-season-refresh": (
        "Deal 3 new shows from the deck faceup in the display. When you have seen all 3 shows, "
        "choose any 3 shows in the display and discard them (you may choose shows you drew). If "
        "you use this before taking an action, you may use your action to produce a show."
    ),
    "on-set-accommodations": (
        "You may use this to attach any number of stars to your shows each turn, at any time on "
        "your turn, in addition to your normal action. You must follow all other rules for adding "
        "and replacing attachments."
    ),
    "preempted-timeslot": (
        "You may use this when you pass to double the normal cash or viewer bonus you would get."
    ),
    "spinoff": (
        "You do not have to cancel a show if you return a star or ad that filled a required slot. "
        "You may play this immediately before canceling a show on your turn."
    ),
    "sponsored-content": (
        "You may use this when producing a show from the display or adding a star or ad to a "
        "show. Any stars or ads you attach remain on the show after your turn ends. You may use "
        "this to ignore all required slots when producing a show."
    ),
    "streaming-deal": "Count all cards in your reruns.",
    "talent-agency": (
        "Draw 1 card at a time and place it faceup in the display. You may see each card before "
        "deciding what to draw next. You may use your extra action to take 1 of the cards you drew."
    ),
    "trendy-showrunner": (
        "You may move a show's marker off the bottom of its season track to cancel it."
    ),
    "writeoff": (
        "Count viewers from attached cards and show effects. In a tie, choose which show to cancel."
    ),
    "car-chases-without-context": "You can place this show in any timeslot without penalty.",
    "reinfeld": "Count all stars with no visible expenses, including stars that are upside down.",
    "surpriser": (
        "This effect is optional. If you choose not to use it, keep the show in your lineup and "
        "age it normally."
    ),
    "upton-crabby": (
        "If you draw a star with a condition that this show doesn't meet, attach it upside down. "
        "You do not have to attach 2 stars at the same time to trigger this effect."
    ),
    "brand-ambassador": (
        "You may attach 1 more ad to the show than its printed slots allow. If you attach this "
        "with an Add or Replace action, you may attach the extra ad as part of that action."
    ),
    "charity-infomercial-mainstay": (
        "When you attach this star, if your viewer score for the previous round was higher than "
        "any other player (not tied), rotate it upside down."
    ),
    "cross-promoting-star": (
        "When you attach this star, rotate all upside down promo ads attached to the same show "
        "rightside up, without paying for them."
    ),
    "famously-famous": (
        "This star may be attached in an empty ad slot on any show. It is still considered a star "
        "for other effects."
    ),
    "fierce-drag-queen": (
        "This star may be attached in an empty ad slot on any show. It is still considered a star "
        "for other effects."
    ),
    "gray-fox": (
        "When you discard this star for any reason, place it in your green room instead of the "
        "discard area."
    ),
    "industry-veteran": (
        "This only reduces the show's production cost, not its expenses. If you attach this star "
        "to an existing show, ignore its effect."
    ),
    "rerun-guy": (
        "When you discard this star for any reason, place it in your reruns instead of the "
        "discard area. While in your reruns, treat it as a rerun for all effects."
    ),
    "versatile-actor": (
        "This effect permanently changes the show to the genre you choose. Advance on the genre "
        "track matching the show's new genre (instead of its printed one) and treat the show as "
        "having the new genre when attaching conditional stars or ads to it (now and on future "
        "turns). If you attach this star to an existing show, ignore its effect."
    ),
}


def _folded(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", " ", re.sub(r"['’]", "", text.lower())).strip()


def find_cards(cards: CardSet, query: str) -> list[Card]:
    """Cards whose name (or id) matches: exactly, then by the start of the name, then anywhere."""
    wanted = _folded(query)
    if not wanted:
        return []
    every = sorted(cards.cards.values(), key=lambda c: c.name)
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
    for kind, row in state.display.items():
        if card_id in row:
            return f"in the display ({kind}s)"
    for seat in state.players:
        if card_id in seat.green_room:
            return f"in {seat.name}'s green room"
        if card_id in seat.reruns:
            return f"in {seat.name}'s reruns"
        if card_id in seat.hand:
            return f"in {seat.name}'s hand"
        for show in seat.lineup:
            if show is not None and card_id in show.cards():
                return f"in {seat.name}'s lineup"
    for pile in state.discards.values():
        if card_id in pile:
            return "in the discards"
    return ""


def card_panel(card: Card, state: GameState | None = None) -> RenderableType:
    """A card with every value, its effect, its clarification and where it is."""
    body = Text(card_summary(card).split(": ", 1)[1])
    parts: list[RenderableType] = [body]
    clarification = CLARIFICATIONS.get(card.id)
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
