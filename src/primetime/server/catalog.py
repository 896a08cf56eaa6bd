"""Public reference data the browser draws with: every card's printed values, and the boards.

The card list is public (it is the box's contents, like `primetime cards`); which card is where is
what views hide, and the catalog says nothing about that.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from ..cards import (
    GENRE_NAMES,
    TIMESLOT_NAMES,
    AdCard,
    Card,
    CardSet,
    ShowCard,
    StarCard,
    load_box,
    load_boxes,
)
from ..cards.records import card_record
from ..engine.board import (
    genre_bonus,
)
from ..engine.config import GameConfig
from ..engine.game import card_boxes
from ..engine.modules import geometry_of


def card_entry(card: Card) -> dict[str, Any]:
    """A card's printed values, as the client draws them: the card's record, with slots as
    objects and conditions in words."""
    entry = card_record(card)
    entry.update(kind=card.kind, category=card.category)
    if isinstance(card, ShowCard):
        entry["slots"] = [{"kind": s.kind, "required": s.required} for s in card.slots]
    elif isinstance(card, (StarCard, AdCard)):
        entry["condition"] = card.condition.describe(card.kind) if card.condition else None
    return entry


def catalog_of(cards: CardSet) -> dict[str, dict[str, Any]]:
    """Every card of a card set by id."""
    return {card_id: card_entry(card) for card_id, card in cards.cards.items()}


@cache
def base_catalog() -> dict[str, Any]:
    """The catalog of the base box, Megacorp's cards (moguls, executives) and Telly Time's
    (shows of the 9 genres, grid and pass track tiles) with the names of genres and timeslots:
    every card as its own box words it (a game that words one otherwise sends it with its
    board: `board_info`)."""
    return {
        "cards": {
            **catalog_of(load_boxes(("primetime", "megacorp"))),
            **catalog_of(load_box("telly")),
        },
        "genres": dict(GENRE_NAMES),
        "timeslots": dict(TIMESLOT_NAMES),
    }


def reworded_cards(config: GameConfig) -> dict[str, dict[str, Any]]:
    """The cards this game words otherwise than the catalog (Telly Time's base cards and
    executives: `[[reworded]]` in telly.toml), as catalog entries the client uses instead."""
    return _reworded(card_boxes(config))


@cache
def _reworded(boxes: tuple[str, ...]) -> dict[str, dict[str, Any]]:
    catalog = base_catalog()["cards"]
    return {
        card_id: entry
        for card_id, card in load_boxes(boxes).cards.items()
        if (entry := card_entry(card)) != catalog.get(card_id)
    }


def board_info(config: GameConfig) -> dict[str, Any]:
    """What the boards of a game print: its geometry (timeslots, genres, pass track, display) and
    the genre board's spaces."""
    geometry = geometry_of(config)
    columns = geometry.pass_columns
    return {
        "cards": reworded_cards(config),
        "rounds": geometry.rounds,
        "timeslots": list(geometry.timeslots),
        "genres": list(geometry.genres),
        "progress": geometry.progress,
        "display_types": list(geometry.display_types),
        "pass_columns": [{"cash": cash, "viewers": viewers} for cash, viewers in columns],
        "last_pass_cash": geometry.last_pass_cash,
        "genre_viewers": list(geometry.genre_viewers),
        "genre_top": geometry.genre_top,
        "genre_bonuses": {
            g: [genre_bonus(g, space) for space in range(geometry.genre_top + 1)]
            for g in geometry.genres
        },
    }
