"""Words for cards: names, counts and the one-line summary of every value a player needs.

A leaf of the interfaces (`presentation/` and the terminal build on it); reads only card data.
"""

from __future__ import annotations

from .cards import (
    GENRE_NAMES,
    TIMESLOT_NAMES,
    AdCard,
    AnomalyCard,
    Card,
    CardsById,
    ExecutiveCard,
    GridTile,
    MogulCard,
    NetworkCard,
    PassTile,
    ShowCard,
    SoloCard,
    StarCard,
)
from .engine.board import PENALTY_ROW
from .engine.deck import HIDDEN
from .engine.options import slot_word


def viewer_count(count: int) -> str:
    """ "1 viewer", "4 viewers"."""
    return f"{count} viewer" if count == 1 else f"{count} viewers"


def slot_name(timeslot: int) -> str:
    return TIMESLOT_NAMES[slot_word(timeslot)]


def card_name(cards: CardsById, card_id: str) -> str:
    if card_id.startswith(HIDDEN):
        return f"(hidden {card_id[1:]})"
    return cards[card_id].name if card_id in cards else card_id


def slots_text(card: ShowCard) -> str:
    """e.g. "star, ad?, wild?" with ? marking optional slots."""
    return ", ".join(str(s) for s in card.slots) or "no slots"


def card_summary(card: Card) -> str:
    """Every value a player needs about a card, on one line."""
    if isinstance(card, ShowCard):
        prefers = " or ".join(TIMESLOT_NAMES[t] for t in card.timeslots) or "any timeslot"
        cost = f"${card.cost}M" if card.cost else "free"
        text = (
            f"{card.name}: {GENRE_NAMES[card.genre]} show, {cost}, expenses ${card.expenses}M, "
            f"prefers {prefers}, slots {slots_text(card)}, rows {'/'.join(map(str, card.rows))}"
        )
    elif isinstance(card, StarCard):
        cond = f", {card.condition.describe(card.kind)}" if card.condition else ""
        text = (
            f"{card.name}: star, ${card.cost}M, {viewer_count(card.viewers)}"
            f" ${card.expenses}M expenses (upside down {viewer_count(card.down_viewers)}"
            f" ${card.down_expenses}M){cond}"
        )
    elif isinstance(card, AdCard):
        cond = f", promo: pay ${card.promo_cost}M or rotate" if card.is_promo else ""
        cond += f", {card.condition.describe(card.kind)}" if card.condition else ""
        viewers = f" +{viewer_count(card.viewers)}" if card.viewers else ""
        text = (
            f"{card.name}: ad, +${card.bonus}M bonus, income ${card.income}M{viewers}"
            f" (upside down ${card.down_income}M"
            f"{f' +{viewer_count(card.down_viewers)}' if card.down_viewers else ''}){cond}"
        )
    elif isinstance(card, NetworkCard):
        # a network card's cost is in its text (Star Search: "Costs $2M to take.")
        text = f"{card.name}: {card.type} network card"
    elif isinstance(card, SoloCard):
        text = f"{card.name}: solo card ({card.discard})"
    elif isinstance(card, ExecutiveCard):
        text = (
            f"{card.name}: executive (complexity {card.complexity} of 3). Ability: "
            f"{card.ability} Drawback: {card.drawback}"
        )
    elif isinstance(card, MogulCard):
        top = (
            f"top ({card.top_type}): {card.top_text.rstrip('.')}"
            if card.top_type
            else "no top effect"
        )
        bottom = (
            f"bottom ({card.bottom_type}): {card.bottom_text}"
            if card.bottom_type
            else "no bottom effect"
        )
        text = f"{card.name}: mogul (both effects are yours); {top}; {bottom}"
    elif isinstance(card, AnomalyCard):
        text = f"{card.name}: anomaly (a star with no cost that can't be attached)"
    elif isinstance(card, GridTile):
        rows = " / ".join(" ".join(GENRE_NAMES.get(g, g) for g in row) for row in card.squares)
        text = (
            f"{card.name}: genre grid tile (Telly Time); rows {rows}; row bonuses "
            f"{', '.join(card.row_bonuses)}; column bonuses {', '.join(card.column_bonuses)}; "
            f"diagonals {card.diagonal_bonus}"
        )
    elif isinstance(card, PassTile):
        columns = ", ".join(f"${cash}M or {viewers}v" for cash, viewers in card.columns)
        fewest, most = card.players
        text = (
            f"{card.name}: pass track tile (Telly Time, {fewest}-{most} players); {columns}; "
            f"last ${card.last}M"
        )
    else:  # pragma: no cover - every card type is handled above
        text = card.name
    return text + (f". {card.text}" if card.text else "")


def timeslot_note(card: Card) -> str:
    """What a show's preferred timeslot means ("" if it prefers none): "Outside Primetime it
    starts on season row 3, skipping 7 and 8 (the timeslot penalty), unless a card says
    otherwise."."""
    if not isinstance(card, ShowCard) or not card.timeslots:
        return ""
    prefers = " or ".join(TIMESLOT_NAMES[t] for t in card.timeslots)
    skipped = " and ".join(str(v) for v in card.rows[:PENALTY_ROW])
    return (
        f"Outside {prefers} it starts on season row {PENALTY_ROW + 1}, skipping {skipped} (the "
        "timeslot penalty), unless a card says otherwise."
    )


def card_details(card: Card) -> str:
    """A card's summary without its name (the label names it)."""
    text = card_summary(card)
    prefix = card.name + ": "
    return text[len(prefix) :] if text.startswith(prefix) else text
