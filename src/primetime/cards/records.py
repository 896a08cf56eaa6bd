"""Cards as plain records (JSON objects), for `primetime cards --json` and the server."""

from __future__ import annotations

from typing import Any

from .model import (
    AdCard,
    AnomalyCard,
    Card,
    ExecutiveCard,
    GridTile,
    MogulCard,
    NetworkCard,
    PassTile,
    ShowCard,
    SoloCard,
    StarCard,
)


def card_record(card: Card) -> dict[str, Any]:
    """A card as a JSON object: id, type, name, effect and every value field."""
    record: dict[str, Any] = {
        "id": card.id,
        "type": card.type_word,
        "name": card.name,
        "effect": card.effect,
    }
    if card.category == "pilot":
        record["kind"] = card.kind
    if isinstance(card, ShowCard):
        record.update(
            genre=card.genre,
            cost=card.cost,
            expenses=card.expenses,
            timeslots=list(card.timeslots),
            slots=[str(s) for s in card.slots],
            rows=list(card.rows),
            deck=card.deck,
            players=card.players,
            network=card.network,
        )
    elif isinstance(card, StarCard):
        record.update(
            cost=card.cost,
            viewers=card.viewers,
            expenses=card.expenses,
            down_viewers=card.down_viewers,
            down_expenses=card.down_expenses,
            condition=str(card.condition) if card.condition else None,
        )
    elif isinstance(card, AdCard):
        record.update(
            bonus=card.bonus,
            income=card.income,
            viewers=card.viewers,
            down_income=card.down_income,
            down_viewers=card.down_viewers,
            condition=str(card.condition) if card.condition else None,
            promo_cost=card.promo_cost,
        )
    elif isinstance(card, NetworkCard):
        record.update(network_type=card.type, cost=card.cost)
    elif isinstance(card, SoloCard):
        record.update(discard=card.discard, prefers=card.prefers)
    elif isinstance(card, ExecutiveCard):
        record.update(
            complexity=card.complexity,
            ability=card.ability,
            drawback=card.drawback,
            requires=list(card.requires),
            values=dict(card.values),
        )
    elif isinstance(card, AnomalyCard):
        record.update(cost=card.cost)
    elif isinstance(card, MogulCard):
        record.update(
            top_type=card.top_type,
            top_text=card.top_text,
            bottom_type=card.bottom_type,
            bottom_text=card.bottom_text,
        )
    elif isinstance(card, GridTile):
        record.update(
            center=card.center,
            squares=[list(row) for row in card.squares],
            row_bonuses=list(card.row_bonuses),
            column_bonuses=list(card.column_bonuses),
            diagonal_bonus=card.diagonal_bonus,
        )
    elif isinstance(card, PassTile):
        record.update(
            players=list(card.players), columns=[list(c) for c in card.columns], last=card.last
        )
    record["text"] = card.text
    if not isinstance(card, SoloCard):
        record["clarification"] = card.clarification
    return record
