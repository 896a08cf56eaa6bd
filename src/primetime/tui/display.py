"""The card display: one table per card type with every value a player needs."""

from __future__ import annotations

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from ..cards import AdCard, AnomalyCard, CardsById, NetworkCard, ShowCard, StarCard
from ..engine.state import GameState
from .theme import (
    NETWORK_TYPES,
    card_label,
    condition_short,
    genre_label,
    money,
    short_timeslot,
    slots_short,
)

WIDE = 140  # from this width on, stars and ads sit side by side


def _table(title: str) -> Table:
    return Table(
        title=title,
        title_justify="left",
        title_style="bold",
        box=box.SIMPLE_HEAD,
        padding=(0, 1),
        pad_edge=False,
        expand=True,
        show_edge=False,
    )


def _name(cards: CardsById, card_id: str) -> Text:
    """The card's name; a `*` says its effect is printed under the table."""
    text = card_label(cards, card_id)
    if card_id in cards and cards[card_id].text:
        text.append(" *", style="bold")
    return text


def effects_note(cards: CardsById, ids: list[str]) -> Text | None:
    """`* Name: effect` lines for the cards of a table that have an effect."""
    lines = [card_id for card_id in ids if card_id in cards and cards[card_id].text]
    if not lines:
        return None
    text = Text()
    for number, card_id in enumerate(lines):
        if number:
            text.append("\n")
        text.append("* ", style="bold")
        text.append_text(card_label(cards, card_id))
        text.append(": " + cards[card_id].text, style="italic")
    return text


def with_effects(table: Table, cards: CardsById, ids: list[str]) -> RenderableType:
    """A table followed by the effects of its cards."""
    note = effects_note(cards, ids)
    return table if note is None else Group(table, note)


def seasons(card: ShowCard) -> str:
    """A show's season rows, top to bottom: `7 8 5 3`."""
    return " ".join(str(v) for v in card.rows)


def shows_table(cards: CardsById, ids: list[str]) -> Table:
    """Shows on offer: genre, cost, expenses, slots, preferred timeslot, season rows, effect."""
    table = _table(f"Shows ({len(ids)})")
    table.add_column("Show", ratio=1, overflow="fold")
    table.add_column("Genre", no_wrap=True)
    table.add_column("Cost", justify="right", no_wrap=True)
    table.add_column("Exp", justify="right", no_wrap=True)
    table.add_column("Slots", overflow="fold", max_width=16)
    table.add_column("Prefers", no_wrap=True)
    table.add_column("Seasons", no_wrap=True)
    for card_id in ids:
        card = cards[card_id]
        assert isinstance(card, ShowCard)
        table.add_row(
            _name(cards, card_id),
            genre_label(card.genre),
            money(card.cost),
            money(card.expenses),
            slots_short(card),
            short_timeslot(card.timeslots),
            seasons(card),
        )
    return table


def stars_table(cards: CardsById, ids: list[str]) -> Table:
    """Stars on offer: signing cost, viewers and expenses on each side, condition, effect."""
    table = _table(f"Stars ({len(ids)})")
    table.add_column("Star", ratio=1, overflow="fold")
    table.add_column("Cost", justify="right", no_wrap=True)
    table.add_column("Up", no_wrap=True)
    table.add_column("Down", no_wrap=True)
    table.add_column("Condition", overflow="fold", max_width=18)
    for card_id in ids:
        card = cards[card_id]
        if isinstance(card, AnomalyCard):  # Continuum's: free, no values, never attached
            table.add_row(_name(cards, card_id), "free", "anomaly", "-", "can't attach")
            continue
        assert isinstance(card, StarCard)
        table.add_row(
            _name(cards, card_id),
            money(card.cost),
            f"{card.viewers}v {money(card.expenses)}",
            f"{card.down_viewers}v {money(card.down_expenses)}",
            condition_short(card.condition, card.kind),
        )
    return table


def ads_table(cards: CardsById, ids: list[str]) -> Table:
    """Ads on offer: cash bonus, income and viewers on each side, condition or promo cost."""
    table = _table(f"Ads ({len(ids)})")
    table.add_column("Ad", ratio=1, overflow="fold")
    table.add_column("Bonus", justify="right", no_wrap=True)
    table.add_column("Up", no_wrap=True)
    table.add_column("Rotated", no_wrap=True)
    table.add_column("Condition", overflow="fold", max_width=18)
    for card_id in ids:
        card = cards[card_id]
        assert isinstance(card, AdCard)
        up = money(card.income) + (f" +{card.viewers}v" if card.viewers else "")
        down = money(card.down_income) + (f" +{card.down_viewers}v" if card.down_viewers else "")
        condition = f"promo: pay {money(card.promo_cost)}" if card.is_promo else ""
        short = condition_short(card.condition, card.kind)
        condition = ", ".join(c for c in (condition, short) if c)
        table.add_row(_name(cards, card_id), money(card.bonus), up, down, condition)
    return table


def network_table(cards: CardsById, ids: list[str]) -> Table:
    """Network cards on offer: type, cost and effect."""
    table = _table(f"Network cards ({len(ids)})")
    table.add_column("Network card", min_width=14, max_width=24, overflow="fold")
    table.add_column("Type", no_wrap=True)
    table.add_column("Cost", justify="right", no_wrap=True)
    table.add_column("Effect", ratio=1, overflow="fold")
    for card_id in ids:
        card = cards[card_id]
        assert isinstance(card, NetworkCard)
        table.add_row(
            card_label(cards, card_id),
            NETWORK_TYPES.get(card.type, card.type),
            money(card.cost) if card.cost else "free",
            Text(card.text, style="italic"),
        )
    return table


def on_offer(state: GameState, kind: str) -> list[str]:
    """The cards of one type still in the display, left to right."""
    return [c for c in state.display.get(kind, []) if c is not None]


TABLES = (
    ("show", "Shows", shows_table),
    ("star", "Stars", stars_table),
    ("ad", "Ads", ads_table),
    ("network", "Network cards", network_table),
)


def display_parts(state: GameState) -> dict[str, RenderableType]:
    """Each card type's table (with its cards' effects), or a line saying none are left."""
    cards = state.cards
    parts: dict[str, RenderableType] = {}
    for kind, label, make in TABLES:
        ids = on_offer(state, kind)
        if not ids:
            parts[kind] = Text(f"{label}: none left", style="dim")
        elif kind == "network":  # the effect is a column of its own
            parts[kind] = make(cards, ids)
        else:
            parts[kind] = with_effects(make(cards, ids), cards, ids)
    return parts


def display_tables(state: GameState, width: int) -> list[RenderableType]:
    """The whole display, by card type; stars and ads side by side on wide terminals."""
    parts = display_parts(state)
    if width >= WIDE:
        pair = Table.grid(expand=True, padding=(0, 2))
        pair.add_column(ratio=1)
        pair.add_column(ratio=1)
        pair.add_row(parts["star"], parts["ad"])
        return [parts["show"], pair, parts["network"]]
    return [parts["show"], parts["star"], parts["ad"], parts["network"]]
