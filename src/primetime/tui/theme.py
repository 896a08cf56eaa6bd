"""Colours and short words shared by every part of the board."""

from __future__ import annotations

from rich.text import Text

from ..cards import GENRE_NAMES, AdCard, CardsById, Condition, NetworkCard, ShowCard, StarCard
from ..engine.deck import HIDDEN
from ..engine.options import slot_word

GENRE_STYLES: dict[str, str] = {
    "sports": "green",
    "scifi": "cyan",
    "action": "red",
    "reality": "magenta",
    "sitcom": "yellow",
    "drama": "bright_blue",
    "kids": "bright_green",
    "quiz": "bright_magenta",
    "chat": "bright_cyan",
}
KIND_STYLES: dict[str, str] = {"star": "bold yellow", "ad": "bold green", "network": "bold magenta"}
SHORT_TIMESLOTS: dict[str, str] = {
    "daytime": "Day",
    "primetime": "Prime",
    "latenight": "Late",
    "weekend": "Wknd",
}
NETWORK_TYPES: dict[str, str] = {
    "immediate": "Immediate",
    "use-once": "Use Once",
    "ongoing": "Ongoing",
    "game-end": "Game End",
}
CURRENT_ROW = "bold reverse"
YOU = "bold cyan"
WARNING_STYLE = "bold yellow"  # a preview's "warning: ..." (never cut, see fit.py)


def mark_warnings(text: Text) -> Text:
    """A preview's warnings ("warning: upkeep of $4M due ...", to the next ";") in their style."""
    text.highlight_regex(r"warning: [^;]*", style=WARNING_STYLE)
    return text


def money(amount: int) -> str:
    """Cash the way the cards print it: $5M (or -$2M)."""
    return f"-${-amount}M" if amount < 0 else f"${amount}M"


def genre_style(genre: str) -> str:
    """The colour of a genre."""
    return GENRE_STYLES.get(genre, "white")


def genre_label(genre: str) -> Text:
    """A genre's name in its colour."""
    return Text(GENRE_NAMES.get(genre, genre), style=genre_style(genre))


def short_timeslot(words: tuple[str, ...]) -> str:
    """Day, Prime, Late, Prime/Late (or `any` for a show without a preferred timeslot)."""
    return "/".join(SHORT_TIMESLOTS.get(w, w) for w in words) or "any"


def timeslot_label(index: int) -> str:
    """The short word for a lineup position."""
    return short_timeslot((slot_word(index),))


def card_label(cards: CardsById, card_id: str, genre: str | None = None) -> Text:
    """A card's name, coloured by genre (shows) or by kind (stars, ads, network cards)."""
    if card_id.startswith(HIDDEN):
        return Text(f"(hidden {card_id[1:]})", style="dim")
    if card_id not in cards:
        return Text(card_id)
    card = cards[card_id]
    if isinstance(card, ShowCard):
        return Text(card.name, style="bold " + genre_style(genre or card.genre))
    return Text(card.name, style=KIND_STYLES.get(card.kind, "bold"))


def condition_short(condition: Condition | None, kind: str = "") -> str:
    """A condition in a few words, for tables: `Drama/Reality`, `in Prime`, `with a star`; on a
    card of `kind`, "other" only where it is of the same kind (an ad has "no stars")."""
    if condition is None:
        return ""
    if condition.kind == "genre":
        return "/".join(GENRE_NAMES[g] for g in condition.genres) + " show"
    if condition.kind == "timeslot":
        return f"in {short_timeslot((condition.timeslot or '',))}"
    if condition.kind == "network-cards":
        return f"{condition.count}+ network cards"
    return {
        "with-star": "with another star" if kind == "star" else "with a star",
        "with-ad": "with another ad" if kind == "ad" else "with an ad",
        "no-other-stars": "no other stars" if kind == "star" else "no stars",
        "no-other-ads": "no other ads" if kind == "ad" else "no ads",
    }.get(condition.kind, condition.kind)


def slots_short(card: ShowCard) -> str:
    """A show's slots, `?` marking optional ones: `star ad?`."""
    return " ".join(str(s) for s in card.slots) or "none"


def values_short(cards: CardsById, card_id: str, upright: bool = True) -> str:
    """A card's values in a few characters: `star 4v $1M`, `ad $2M +1v`, `Use Once`."""
    if card_id not in cards:
        return ""
    card = cards[card_id]
    if isinstance(card, StarCard):
        viewers, cost = (
            (card.viewers, card.expenses) if upright else (card.down_viewers, card.down_expenses)
        )
        return f"star {viewers}v exp {money(cost)}"
    if isinstance(card, AdCard):
        income, viewers = (
            (card.income, card.viewers)
            if upright
            else (
                card.down_income,
                card.down_viewers,
            )
        )
        return f"ad inc {money(income)}" + (f" +{viewers}v" if viewers else "")
    if isinstance(card, NetworkCard):
        return NETWORK_TYPES.get(card.type, card.type)
    if isinstance(card, ShowCard):  # waiting in a green room: what producing it costs
        genre = GENRE_NAMES.get(card.genre, card.genre)
        rows = "/".join(map(str, card.rows))
        return f"{genre} show, {money(card.cost) if card.cost else 'free'}, rows {rows}"
    if card.kind == "mogul":
        return "mogul, face up"
    return ""
