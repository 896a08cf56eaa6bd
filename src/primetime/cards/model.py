"""Card definitions: frozen dataclasses loaded from the box data files."""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

GENRES: tuple[str, ...] = ("sports", "scifi", "action", "reality", "sitcom", "drama")
TELLY_GENRES: tuple[str, ...] = ("kids", "quiz", "chat")
TIMESLOTS: tuple[str, ...] = ("daytime", "primetime", "latenight")
TELLY_TIMESLOTS: tuple[str, ...] = ("weekend",)
NETWORK_KINDS: tuple[str, ...] = ("immediate", "use-once", "ongoing", "game-end")
SLOT_KINDS: tuple[str, ...] = ("star", "ad", "wild")
# The words `primetime cards --type` and its JSON use.
CARD_TYPES: tuple[str, ...] = (
    "show",
    "star",
    "ad",
    "network",
    "pilot",
    "starter",
    "solo",
    "executive",
    "mogul",
    "anomaly",
    "grid",
    "passtile",
)

GENRE_NAMES = {
    "sports": "Sports",
    "scifi": "Sci-Fi",
    "action": "Action",
    "reality": "Reality",
    "sitcom": "Sitcom",
    "drama": "Drama",
    "kids": "Kids",
    "quiz": "Quiz",
    "chat": "Chat",
}
TIMESLOT_NAMES = {
    "daytime": "Daytime",
    "primetime": "Primetime",
    "latenight": "Late Night",
    "weekend": "Weekend",
}


class DataValue:
    """A dataclass that pickles by being made again from its constructor's fields. The compiled
    build's classes take no part in Python's default unpickling (which makes an object without
    its `__init__`, then sets each field, which frozen ones refuse), and server bot workers and
    the OpenSpiel adapter pickle games, views and bots. The engine's plain classes pickle
    through `engine.native.made_again`, for the same reason."""

    __slots__ = ()

    def __reduce__(self) -> tuple[object, ...]:
        made: Any = self
        return (type(self), tuple(getattr(self, f.name) for f in fields(made) if f.init))


@dataclass(frozen=True, slots=True)
class Slot(DataValue):
    """One attachment slot on a show: what it holds and whether it must be filled."""

    kind: str  # "star" | "ad" | "wild"
    required: bool

    def __str__(self) -> str:
        return self.kind if self.required else self.kind + "?"


@dataclass(frozen=True, slots=True)
class Condition(DataValue):
    """A star or ad condition: the card is attached upside down unless it is met."""

    # genre | timeslot | with-star | with-ad | no-other-stars | no-other-ads | network-cards
    kind: str
    genres: tuple[str, ...] = ()
    timeslot: str | None = None
    count: int = 0

    def __str__(self) -> str:
        if self.kind == "genre":
            return "genre:" + "|".join(self.genres)
        if self.kind == "timeslot":
            return f"timeslot:{self.timeslot}"
        if self.kind == "network-cards":
            return f"network-cards:{self.count}"
        return self.kind

    def describe(self, kind: str = "") -> str:
        """Plain-English text of the condition on a card of `kind` ("star", "ad"): "another"
        star only for a star, "a" star for an ad."""
        if self.kind == "genre":
            names = " or ".join(GENRE_NAMES[g] for g in self.genres)
            return f"on {'an' if names[0] in 'AEIOU' else 'a'} {names} show"
        if self.kind == "timeslot":
            return f"on a show in {TIMESLOT_NAMES[self.timeslot or '']}"
        star = "another star" if kind == "star" else "a star"
        ad = "another ad" if kind == "ad" else "an ad"
        return {
            "with-star": f"on a show with {star}",
            "with-ad": f"on a show with {ad}",
            "no-other-stars": f"on a show with no {'other ' if kind == 'star' else ''}stars",
            "no-other-ads": f"on a show with no {'other ' if kind == 'ad' else ''}ads",
            "network-cards": f"with {self.count}+ network cards in your green room",
        }[self.kind]


@dataclass(frozen=True, slots=True)
class ShowCard(DataValue):
    """A show: starter, Pilot Season or deck show."""

    id: str
    name: str
    category: str  # "show" | "starter" | "pilot"
    genre: str
    cost: int
    expenses: int
    timeslots: tuple[str, ...]  # preferred timeslots (one or two); () = none (starters) or ANY
    slots: tuple[Slot, ...]
    rows: tuple[int, ...]  # season rows, top to bottom; the last is the rerun value
    deck: str | None = None  # "A" | "B" for deck shows
    players: int = 0  # player-count mark (3 or 4); 0 = always used
    network: str | None = None  # starter shows: the network on the back
    effect: str | None = None
    text: str = ""
    clarification: str = ""  # the rulebook's Card Clarifications note, if any
    kind: str = field(default="show", init=False)
    # (required, total) slots by kind (star, ad, wild), counted once: the slot rules ask often
    slot_counts: tuple[tuple[int, int, int], tuple[int, int, int]] = field(
        default=((0, 0, 0), (0, 0, 0)), init=False, compare=False, repr=False
    )

    def __post_init__(self) -> None:
        required = [0, 0, 0]
        total = [0, 0, 0]
        for slot in self.slots:
            i = SLOT_KINDS.index(slot.kind)
            total[i] += 1
            required[i] += slot.required
        counts = ((required[0], required[1], required[2]), (total[0], total[1], total[2]))
        object.__setattr__(self, "slot_counts", counts)

    def prefers(self, word: str) -> bool:
        """Whether this show goes in timeslot `word` without a timeslot penalty."""
        return not self.timeslots or word in self.timeslots

    @property
    def rerun_value(self) -> int:
        """Viewers this show scores as a rerun (its bottom row)."""
        return self.rows[-1]

    @property
    def type_word(self) -> str:
        return self.category


@dataclass(frozen=True, slots=True)
class StarCard(DataValue):
    """A star: signing cost, upright and upside-down values, condition, effect."""

    id: str
    name: str
    category: str  # "star" | "pilot"
    cost: int
    viewers: int
    expenses: int
    down_viewers: int
    down_expenses: int
    condition: Condition | None = None
    effect: str | None = None
    text: str = ""
    clarification: str = ""
    kind: str = field(default="star", init=False)

    @property
    def type_word(self) -> str:
        return self.category


@dataclass(frozen=True, slots=True)
class AdCard(DataValue):
    """An ad: cash bonus on signing, upright and rotated income and viewers."""

    id: str
    name: str
    category: str  # "ad" | "pilot"
    bonus: int
    income: int
    viewers: int
    down_income: int
    down_viewers: int
    condition: Condition | None = None
    promo_cost: int = 0  # promo ads: pay this when attaching to keep it upright
    effect: str | None = None
    text: str = ""
    clarification: str = ""
    kind: str = field(default="ad", init=False)

    @property
    def is_promo(self) -> bool:
        return self.promo_cost > 0

    @property
    def type_word(self) -> str:
        return self.category


@dataclass(frozen=True, slots=True)
class NetworkCard(DataValue):
    """A network card: Immediate, Use Once, Ongoing or Game End."""

    id: str
    name: str
    type: str  # one of NETWORK_KINDS
    cost: int
    effect: str
    text: str = ""
    clarification: str = ""
    category: str = "network"
    kind: str = field(default="network", init=False)

    @property
    def type_word(self) -> str:
        return "network"


@dataclass(frozen=True, slots=True)
class SoloCard(DataValue):
    """A solo opponent card: which display row it discards from and its preference."""

    id: str
    name: str
    discard: str  # "show" | "star" | "ad" | "network"
    prefers: str
    text: str = ""
    category: str = "solo"
    effect: str | None = None
    kind: str = field(default="solo", init=False)

    @property
    def type_word(self) -> str:
        return "solo"


@dataclass(frozen=True, slots=True)
class ExecutiveCard(DataValue):
    """An executive board (Megacorp): a player power with an ability and a drawback. Its
    behaviour is the effect registered under `effect` (by default its id)."""

    id: str
    name: str
    complexity: int  # 1-3
    ability: str
    drawback: str
    effect: str
    requires: tuple[str, ...] = ()  # modules it needs (Specialist: moguls)
    values: tuple[tuple[str, int], ...] = ()  # numbers printed on the board (cash, tokens...)
    text: str = ""
    clarification: str = ""
    category: str = "executive"
    kind: str = field(default="executive", init=False)

    def value(self, name: str, default: int = 0) -> int:
        """A number printed on the board, by name."""
        return dict(self.values).get(name, default)

    @property
    def type_word(self) -> str:
        return "executive"


@dataclass(frozen=True, slots=True)
class MogulCard(DataValue):
    """A mogul (Megacorp): a top and a bottom effect, each of a network-card type."""

    id: str
    name: str
    effect: str
    top_type: str | None  # one of NETWORK_KINDS, or None (no top effect)
    top_text: str
    bottom_type: str | None
    bottom_text: str
    text: str = ""
    clarification: str = ""
    category: str = "mogul"
    kind: str = field(default="mogul", init=False)

    @property
    def type_word(self) -> str:
        return "mogul"


@dataclass(frozen=True, slots=True)
class AnomalyCard(DataValue):
    """An anomaly (Megacorp, Continuum): a star-backed card with no cost that can't be
    attached."""

    id: str
    name: str
    text: str = ""
    clarification: str = ""
    effect: str | None = None
    cost: int = 0
    category: str = "anomaly"
    kind: str = field(default="anomaly", init=False)

    @property
    def type_word(self) -> str:
        return "anomaly"


@dataclass(frozen=True, slots=True)
class GridTile(DataValue):
    """A Telly Time genre grid tile: 3 rows of 3 genres (its own genre at the center) and the
    bonus at the end of each row, column and diagonal."""

    id: str
    name: str
    center: str
    squares: tuple[tuple[str, ...], ...]  # rows, top to bottom
    row_bonuses: tuple[str, ...]  # at the right end of each row, top to bottom
    column_bonuses: tuple[str, ...]  # at the bottom of each column, left to right
    diagonal_bonus: str  # both diagonals
    text: str = ""
    clarification: str = ""
    effect: str | None = None
    category: str = "grid"
    kind: str = field(default="grid", init=False)

    @property
    def type_word(self) -> str:
        return "grid"


@dataclass(frozen=True, slots=True)
class PassTile(DataValue):
    """A Telly Time pass track tile: the columns' (cash, viewers) and the last column's cash,
    for a range of player counts."""

    id: str
    name: str
    players: tuple[int, int]  # fewest, most
    columns: tuple[tuple[int, int], ...]  # (cash, viewers), 1st to pass first
    last: int
    text: str = ""
    clarification: str = ""
    effect: str | None = None
    category: str = "passtile"
    kind: str = field(default="passtile", init=False)

    @property
    def type_word(self) -> str:
        return "passtile"


Card = (
    ShowCard
    | StarCard
    | AdCard
    | NetworkCard
    | SoloCard
    | ExecutiveCard
    | MogulCard
    | AnomalyCard
    | GridTile
    | PassTile
)


def side_values(card: Card, upright: bool) -> tuple[int, int, int]:
    """(viewers, income, expenses) printed on the side of a star or an ad that is turned up
    (rightside up, or upside down); none on another card. (The engine reads them from its card
    table, `sources.CardTable.upright` and `down`, made once per card set.)"""
    if isinstance(card, StarCard):
        if upright:
            return card.viewers, 0, card.expenses
        return card.down_viewers, 0, card.down_expenses
    if isinstance(card, AdCard):
        if upright:
            return card.viewers, card.income, 0
        return card.down_viewers, card.down_income, 0
    return 0, 0, 0
