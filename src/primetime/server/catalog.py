"""Public reference data the browser draws with: every card's printed values, and the boards.

The card list is public (it is the box's contents, like `primetime cards`); which card is where is
what views hide, and the catalog says nothing about that.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from ..cards import (
    GENRE_NAMES,
    GENRES,
    TIMESLOT_NAMES,
    AdCard,
    Card,
    CardSet,
    ShowCard,
    StarCard,
    load_boxes,
)
from ..cards.records import card_record
from ..engine.board import (
    DISPLAY_TYPES,
    GENRE_TRACK_TOP,
    GENRE_TRACK_VIEWERS,
    LAST_TO_PASS_CASH,
    PASS_TRACK,
    ROUNDS,
    board_size,
    genre_bonus,
)
from ..engine.options import SLOT_WORDS


def card_entry(card: Card) -> dict[str, Any]:
    """A card's printed values, as the client draws them: the card's record, with slots as
    objects and conditions in words."""
    entry = card_record(card)
    entry.update(kind=card.kind, category=card.category)
    if isinstance(card, ShowCard):
        entry["slots"] = [{"kind": s.kind, "required": s.required} for s in card.slots]
    elif isinstance(card, (StarCard, AdCard)):
        entry["condition"] = card.condition.describe() if card.condition else None
    return entry


def catalog_of(cards: CardSet) -> dict[str, dict[str, Any]]:
    """Every card of a card set by id."""
    return {card_id: card_entry(card) for card_id, card in cards.cards.items()}


@cache
def base_catalog() -> dict[str, Any]:
    """The catalog of the base box and Megacorp's cards (the moguls) with the names of genres
    and timeslots."""
    return {
        "cards": catalog_of(load_boxes(("primetime", "megacorp"))),
        "genres": {g: GENRE_NAMES[g] for g in GENRES},
        "timeslots": {w: TIMESLOT_NAMES[w] for w in SLOT_WORDS},
    }


def board_info(players: int, timeslots: int = 3) -> dict[str, Any]:
    """What the setup board and genre board print for a player count."""
    columns = PASS_TRACK[board_size(players)]
    return {
        "rounds": ROUNDS,
        "timeslots": list(SLOT_WORDS[:timeslots]),
        "display_types": list(DISPLAY_TYPES),
        "pass_columns": [{"cash": cash, "viewers": viewers} for cash, viewers in columns],
        "last_pass_cash": LAST_TO_PASS_CASH,
        "genre_viewers": list(GENRE_TRACK_VIEWERS),
        "genre_top": GENRE_TRACK_TOP,
        "genre_bonuses": {
            g: [genre_bonus(g, space) for space in range(GENRE_TRACK_TOP + 1)] for g in GENRES
        },
    }
