"""Card definitions and the validated card data of each box."""

from .loader import CardError, CardSet, load_box, load_file, parse_box
from .model import (
    CARD_TYPES,
    GENRE_NAMES,
    GENRES,
    NETWORK_KINDS,
    TIMESLOT_NAMES,
    TIMESLOTS,
    AdCard,
    Card,
    Condition,
    NetworkCard,
    ShowCard,
    Slot,
    SoloCard,
    StarCard,
)

__all__ = [
    "CARD_TYPES",
    "GENRE_NAMES",
    "GENRES",
    "NETWORK_KINDS",
    "TIMESLOT_NAMES",
    "TIMESLOTS",
    "AdCard",
    "Card",
    "CardError",
    "CardSet",
    "Condition",
    "NetworkCard",
    "ShowCard",
    "Slot",
    "SoloCard",
    "StarCard",
    "load_box",
    "load_file",
    "parse_box",
]
