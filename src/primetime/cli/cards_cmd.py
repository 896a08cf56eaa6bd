"""`primetime cards`: list the card set, readably or as JSON."""

from __future__ import annotations

from typing import Any

from rich.console import Console
from rich.table import Table
from rich.text import Text

from ..cards import (
    CARD_TYPES,
    GENRE_NAMES,
    TIMESLOT_NAMES,
    AdCard,
    CardSet,
    ExecutiveCard,
    GridTile,
    MogulCard,
    NetworkCard,
    PassTile,
    ShowCard,
    SoloCard,
    StarCard,
)
from ..cards.records import card_record

NARROW = 100  # columns below which cards are listed as paragraphs, not as a table


def _slots(card: ShowCard) -> str:
    return " ".join(str(s) for s in card.slots) or "-"


def _cond(card: StarCard | AdCard) -> str:
    return card.condition.describe(card.kind) if card.condition else ""


def cards_table(cards: CardSet, type_word: str) -> Table:
    """A Rich table of one type of card."""
    table = Table(title=f"{type_word} cards ({len(cards.of_type(type_word))})", expand=False)
    cols, rows = _card_rows(cards, type_word)
    for col in cols:
        table.add_column(col, overflow="fold")
    for row in rows:
        table.add_row(*row)
    return table


def cards_list(cards: CardSet, type_word: str) -> Text:
    """One type of card for a narrow terminal: each card a paragraph, its name first and then
    each value named by its column (a table's columns there broke names into fragments)."""
    cols, rows = _card_rows(cards, type_word)
    text = Text(f"{type_word} cards ({len(rows)})\n", style="bold")
    for row in rows:
        text.append(row[0], style="bold")
        named = zip(cols[1:], row[1:], strict=True)
        values = [f"{col.lower()} {value}" for col, value in named if value]
        text.append(": " + " · ".join(values) + "\n" if values else "\n")
    return text


def _card_rows(cards: CardSet, type_word: str) -> tuple[list[str], list[list[str]]]:
    """The columns of one type of card and a row of values for each card."""
    rows: list[list[str]] = []
    if type_word in ("show", "starter"):
        cols = ["Name", "Genre", "Cost", "Exp", "Prefers", "Slots", "Rows", "Deck", "Effect"]
        for c in cards.of_type(type_word):
            assert isinstance(c, ShowCard)
            deck = (c.deck or c.network or "") + (f" {c.players}+" if c.players else "")
            rows.append(
                [
                    c.name,
                    GENRE_NAMES[c.genre],
                    f"${c.cost}M",
                    f"${c.expenses}M",
                    " or ".join(TIMESLOT_NAMES[t] for t in c.timeslots) or "any",
                    _slots(c),
                    "/".join(map(str, c.rows)),
                    deck,
                    c.text,
                ]
            )
    elif type_word == "star":
        cols = ["Name", "Cost", "Viewers", "Expenses", "Upside down", "Condition", "Effect"]
        for c in cards.of_type(type_word):
            assert isinstance(c, StarCard)
            rows.append(
                [
                    c.name,
                    f"${c.cost}M",
                    str(c.viewers),
                    f"${c.expenses}M",
                    f"{c.down_viewers} / ${c.down_expenses}M",
                    _cond(c),
                    c.text,
                ]
            )
    elif type_word == "ad":
        cols = ["Name", "Bonus", "Income", "Viewers", "Rotated", "Condition / promo", "Effect"]
        for c in cards.of_type(type_word):
            assert isinstance(c, AdCard)
            cond = f"promo: pay ${c.promo_cost}M" if c.is_promo else _cond(c)
            rows.append(
                [
                    c.name,
                    f"${c.bonus}M",
                    f"${c.income}M",
                    str(c.viewers),
                    f"${c.down_income}M / {c.down_viewers}",
                    cond,
                    c.text,
                ]
            )
    elif type_word == "network":
        cols = ["Name", "Type", "Cost", "Effect"]
        for c in cards.of_type(type_word):
            assert isinstance(c, NetworkCard)
            rows.append([c.name, c.type, f"${c.cost}M" if c.cost else "free", c.text])
    elif type_word == "pilot":
        cols = ["Name", "Kind", "Cost / bonus", "Values", "Effect"]
        for c in cards.of_type(type_word):
            if isinstance(c, ShowCard):
                rows.append(
                    [
                        c.name,
                        "show",
                        f"${c.cost}M",
                        f"{GENRE_NAMES[c.genre]}, {_slots(c)}, rows {'/'.join(map(str, c.rows))}",
                        c.text,
                    ]
                )
            elif isinstance(c, StarCard):
                rows.append(
                    [
                        c.name,
                        "star",
                        f"${c.cost}M",
                        f"{c.viewers} viewers, ${c.expenses}M exp. " + _cond(c),
                        c.text,
                    ]
                )
            elif isinstance(c, AdCard):
                rows.append(
                    [c.name, "ad", f"+${c.bonus}M", f"${c.income}M income " + _cond(c), c.text]
                )
    elif type_word == "mogul":
        cols = ["Name", "Top", "Bottom"]
        for c in cards.of_type(type_word):
            assert isinstance(c, MogulCard)
            top = f"{c.top_type}: {c.top_text}" if c.top_type else "-"
            bottom = f"{c.bottom_type}: {c.bottom_text}" if c.bottom_type else "-"
            rows.append([c.name, top, bottom])
    elif type_word == "grid":
        cols = ["Name", "Rows (bonus at the end)", "Column bonuses", "Diagonals"]
        for c in cards.of_type(type_word):
            assert isinstance(c, GridTile)
            rows.append(
                [
                    c.name,
                    " / ".join(
                        f"{' '.join(GENRE_NAMES[g] for g in row)} ({bonus})"
                        for row, bonus in zip(c.squares, c.row_bonuses, strict=True)
                    ),
                    ", ".join(c.column_bonuses),
                    c.diagonal_bonus,
                ]
            )
    elif type_word == "passtile":
        cols = ["Name", "Players", "Columns (cash or viewers)", "Last"]
        for c in cards.of_type(type_word):
            assert isinstance(c, PassTile)
            columns = "; ".join(f"${cash}M or {viewers}" for cash, viewers in c.columns)
            rows.append([c.name, f"{c.players[0]}-{c.players[1]}", columns, f"${c.last}M"])
    elif type_word == "executive":
        cols = ["Name", "Complexity", "Ability", "Drawback"]
        for c in cards.of_type(type_word):
            assert isinstance(c, ExecutiveCard)
            needs = f" (needs {', '.join(c.requires)})" if c.requires else ""
            rows.append([c.name + needs, f"{c.complexity} of 3", c.ability, c.drawback])
    elif type_word == "anomaly":
        cols = ["Name", "Cost", "Effect"]
        rows.extend([c.name, "free", c.text] for c in cards.of_type(type_word))
    else:
        cols = ["Name", "Discards", "Preference"]
        for c in cards.of_type(type_word):
            assert isinstance(c, SoloCard)
            rows.append([c.name, c.discard, c.text])
    return cols, rows


def show_cards(
    cards: CardSet, type_word: str | None, as_json: bool, console: Console
) -> list[dict[str, Any]] | None:
    """Print the cards of one type (or all); return the records when JSON is asked for."""
    types = [type_word] if type_word else [t for t in CARD_TYPES if cards.of_type(t)]
    if as_json:
        return [card_record(c) for t in types for c in cards.of_type(t)]
    narrow = console.width < NARROW
    for t in types:
        console.print(cards_list(cards, t) if narrow else cards_table(cards, t))
    return None
