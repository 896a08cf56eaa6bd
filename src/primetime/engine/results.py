"""The shapes of scores: itemised score entries and the final result of a game."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Final, NamedTuple

from ..cards.model import DataValue

# Score item categories, in the order the scoreboard shows them.
ROUND: Final = "round"  # a round's score (one item per round in a final result)
SHOW: Final = "show"  # a show in the lineup, with its attachments and effects
PASSING: Final = "pass"  # pass track viewers
EFFECT: Final = "effect"  # viewers an effect banked this round (Surpriser)
GENRES: Final = "genres"
RERUNS: Final = "reruns"
NETWORK: Final = "network"  # Game End cards; with Megacorp the "Network, Moguls & Execs" row
CASH: Final = "cash"
CATEGORIES: Final = (ROUND, SHOW, PASSING, EFFECT, GENRES, RERUNS, NETWORK, CASH)


class ScoreItem(NamedTuple):
    """One entry of a score: what kind of viewers, from what (a card id, a genre, a part's
    name), and how many."""

    category: str
    source: str
    viewers: int


def score_item(category: str, source: str, viewers: int) -> ScoreItem:
    """A `ScoreItem`, made without calling its class: the same tuple. (A NamedTuple's class
    call runs the `__new__` it generates, a Python function, by the interpreter's slow path
    for a class with its own `__new__`; the items of every round's score, and of the final
    score a bot's estimate counts for every option, are made here.)"""
    return tuple.__new__(ScoreItem, (category, source, viewers))


# Kinds of the parts of a score item (`ScorePart`).
ROW: Final = "row"  # a show's season row: "Primetime, season row 2"
CARD: Final = "card"  # viewers a card gave a show: an attachment, an effect in play (Cheapo)
WHY: Final = "why"  # what a whole item counts: "3 filled grid squares"


class ScorePart(NamedTuple):
    """One part of a score item's viewers and where it came from; an item's parts add up to its
    viewers (a show's season row, each card that gave it viewers), or one part (`WHY`) says
    what the whole item counts. Plain values, put in words where they are shown."""

    kind: str  # ROW, CARD or WHY
    source: str  # ROW: the timeslot's word; CARD: the card's id; WHY: the words
    row: int  # ROW: the season row (0 = top); else 0
    viewers: int


def total(items: list[ScoreItem], category: str | None = None) -> int:
    """The viewers of the items (of one category)."""
    viewers = 0  # (a loop, not sum() of a generator: a round's score asks three times)
    for item in items:
        if category is None or item.category == category:
            viewers += item.viewers
    return viewers


@dataclass
class PlayerResult(DataValue):
    """One player's final score, itemised."""

    name: str
    rounds: list[int]
    genres: int
    reruns: int
    network: int
    cash: int
    total: int
    network_cards: list[tuple[str, int]] = field(default_factory=list)
    extra: dict[str, int] = field(default_factory=dict)
    winner: bool = False
    rank: str | None = None  # solo mode: the rank of the final score
    items: list[ScoreItem] = field(default_factory=list)  # every end-game entry

    @property
    def round_total(self) -> int:
        return sum(self.rounds)


@dataclass
class GameResult(DataValue):
    """The final scores of every player and who won (ties share the win)."""

    players: list[PlayerResult]
    winners: list[int]

    def to_dict(self) -> dict[str, Any]:
        players = []
        for p in self.players:
            entry = dict(asdict(p), round_total=p.round_total)
            entry["items"] = [i._asdict() for i in p.items]
            players.append(entry)
        return {"players": players, "winners": list(self.winners)}
