"""Reading one card table of a box's TOML: every field checked, with an error that names the
file, the card and the field; one reader per card type (`TABLES`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from ..typed import typed_number
from .effect_ids import (
    AD_EFFECTS,
    ANOMALY_EFFECTS,
    MOGUL_EFFECTS,
    NETWORK_EFFECTS,
    SHOW_EFFECTS,
    SOLO_PREFERENCES,
    STAR_EFFECTS,
)
from .model import (
    GENRES,
    NETWORK_KINDS,
    SLOT_KINDS,
    TIMESLOTS,
    AdCard,
    AnomalyCard,
    Card,
    Condition,
    ExecutiveCard,
    GridTile,
    MogulCard,
    NetworkCard,
    PassTile,
    ShowCard,
    Slot,
    SoloCard,
    StarCard,
)


class CardError(ValueError):
    """A card file is wrong; the message names the file, the card and the field."""


@dataclass(frozen=True)
class Vocabulary:
    """The words a box's cards may use: genres and timeslots (the base box's, plus what a box's
    [box] table adds, e.g. Telly Time's kids/quiz/chat and weekend)."""

    genres: tuple[str, ...] = GENRES
    timeslots: tuple[str, ...] = TIMESLOTS

    def extended(self, genres: tuple[str, ...], timeslots: tuple[str, ...]) -> Vocabulary:
        return Vocabulary(
            self.genres + tuple(g for g in genres if g not in self.genres),
            self.timeslots + tuple(t for t in timeslots if t not in self.timeslots),
        )


class _Reader:
    """Reads one card table, checking each field and naming the card on error."""

    def __init__(
        self,
        source: str,
        table: str,
        index: int,
        raw: Mapping[str, Any],
        vocab: Vocabulary = Vocabulary(),
    ) -> None:
        self.source = source
        self.table = table
        self.vocab = vocab
        self.raw = raw
        self.used: set[str] = set()
        ident = raw.get("id")
        self.label = f'{table} "{ident}"' if isinstance(ident, str) else f"{table} #{index + 1}"

    def fail(self, name: str, problem: str) -> CardError:
        return CardError(f'{self.source}: {self.label}: field "{name}": {problem}')

    def has(self, name: str) -> bool:
        return name in self.raw

    def get(self, name: str, default: Any = ...) -> Any:
        self.used.add(name)
        if name not in self.raw:
            if default is ...:
                raise self.fail(name, "is missing")
            return default
        return self.raw[name]

    def text(self, name: str, default: Any = ...) -> Any:
        value = self.get(name, default)
        if value is None or (value is default and default is not ...):
            return value
        if not isinstance(value, str) or (not value.strip() and name != "text"):
            raise self.fail(name, f"must be a non-empty string, got {value!r}")
        return value

    def integer(self, name: str, low: int, high: int, default: Any = ...) -> int:
        value = self.get(name, default)
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise self.fail(name, f"must be an integer from {low} to {high}, got {value!r}")
        return value

    def choice(self, name: str, allowed: Any, default: Any = ...) -> Any:
        value = self.get(name, default)
        if value is None and default is None:
            return None
        if not isinstance(value, str) or value not in allowed:
            raise self.fail(name, f"must be one of {', '.join(sorted(allowed))}, got {value!r}")
        return value

    def finish(self) -> None:
        extra = sorted(set(self.raw) - self.used)
        if extra:
            raise self.fail(extra[0], "is not a known field for this card type")


def _card_id(r: _Reader) -> str:
    value = r.text("id")
    if not all(c.isalnum() or c == "-" for c in value) or value != value.lower():
        raise r.fail("id", f"must be lowercase letters, digits and dashes, got {value!r}")
    return str(value)


def _effect(r: _Reader, known: frozenset[str] | dict[str, str]) -> str | None:
    value = r.get("effect", None)
    if value is None:
        return None
    if not isinstance(value, str) or value not in known:
        raise r.fail("effect", f"unknown effect id {value!r}")
    return str(value)


def _condition(r: _Reader) -> Condition | None:
    value = r.get("condition", None)
    if value is None:
        return None
    if not isinstance(value, str):
        raise r.fail("condition", f"must be a string, got {value!r}")
    kind, _, arg = value.partition(":")
    if kind == "genre":
        genres = tuple(arg.split("|"))
        known = r.vocab.genres
        if not arg or any(g not in known for g in genres):
            raise r.fail("condition", f"genre condition needs genres from {known}, got {value!r}")
        return Condition("genre", genres=genres)
    if kind == "timeslot":
        if arg not in r.vocab.timeslots:
            raise r.fail("condition", f"timeslot must be one of {r.vocab.timeslots}, got {value!r}")
        return Condition("timeslot", timeslot=arg)
    if kind == "network-cards":
        count = typed_number(arg)
        if count is None or not 1 <= count <= 5:
            raise r.fail("condition", f"network-cards needs a count 1-5, got {value!r}")
        return Condition("network-cards", count=count)
    if kind in ("with-star", "with-ad", "no-other-stars", "no-other-ads") and not arg:
        return Condition(kind)
    raise r.fail("condition", f"unknown condition {value!r}")


def _slots(r: _Reader) -> tuple[Slot, ...]:
    value = r.get("slots")
    if not isinstance(value, list) or len(value) > 4:
        raise r.fail("slots", f"must be a list of at most 4 slots, got {value!r}")
    slots = []
    for item in value:
        kind = str(item).rstrip("?")
        if kind not in SLOT_KINDS:
            raise r.fail(
                "slots", f"each slot is star, ad or wild (add ? if optional), got {item!r}"
            )
        slots.append(Slot(kind, required=not str(item).endswith("?")))
    return tuple(slots)


def _timeslots(r: _Reader) -> tuple[str, ...]:
    """A show's preferred timeslot: one word, a list of two, or "any" (no penalty anywhere)."""
    value = r.get("timeslot")
    allowed = r.vocab.timeslots
    words = [value] if isinstance(value, str) else value
    if value == "any":
        return ()
    if (
        not isinstance(words, list)
        or not 1 <= len(words) <= 2
        or any(w not in allowed for w in words)
        or len(set(words)) != len(words)
    ):
        raise r.fail(
            "timeslot",
            f'must be one of {", ".join(allowed)}, a list of two of them, or "any"; got {value!r}',
        )
    return tuple(words)


def _rows(r: _Reader, low: int, high: int) -> tuple[int, ...]:
    value = r.get("rows")
    if (
        not isinstance(value, list)
        or len(value) != 4
        or not all(type(v) is int and low <= v <= high for v in value)
    ):
        raise r.fail("rows", f"must be 4 season rows of {low}-{high} viewers, got {value!r}")
    return tuple(value)


def _show(r: _Reader, category: str) -> ShowCard:
    card_id = _card_id(r)
    name = r.text("name")
    genre = r.choice("genre", r.vocab.genres)
    if category == "starter":
        network = r.text("network")
        cost = r.integer("cost", 0, 0, 0)
        timeslots: tuple[str, ...] = ()
        deck = None
        players = 0
        rows = _rows(r, 1, 6)
    else:
        network = None
        cost = r.integer("cost", 0, 10)
        timeslots = _timeslots(r)
        deck = r.choice("deck", ("A", "B")) if category == "show" else None
        players = r.integer("players", 0, 4, 0) if category == "show" else 0
        if players not in (0, 3, 4):
            raise r.fail("players", f"the player-count mark is 3 or 4 (or absent), got {players}")
        rows = _rows(r, 2, 14)
    card = ShowCard(
        id=card_id,
        name=name,
        category=category,
        genre=genre,
        cost=cost,
        expenses=r.integer("expenses", 0, 4),
        timeslots=timeslots,
        slots=_slots(r),
        rows=rows,
        deck=deck,
        players=players,
        network=network,
        effect=_effect(r, SHOW_EFFECTS),
        text=r.text("text", ""),
        clarification=r.text("clarification", ""),
    )
    if category == "pilot" and any(s.required for s in card.slots):
        raise r.fail("slots", "Pilot Season shows may only have optional slots")
    return card


def _star(r: _Reader, category: str) -> StarCard:
    card_id = _card_id(r)
    viewers = r.integer("viewers", 1, 6)
    expenses = r.integer("expenses", 0, 3)
    return StarCard(
        id=card_id,
        name=r.text("name"),
        category=category,
        cost=r.integer("cost", 0 if category == "pilot" else 1, 8),
        viewers=viewers,
        expenses=expenses,
        down_viewers=r.integer("down_viewers", 0, viewers),
        down_expenses=r.integer("down_expenses", 0, expenses),
        condition=_condition(r),
        effect=_effect(r, STAR_EFFECTS),
        text=r.text("text", ""),
        clarification=r.text("clarification", ""),
    )


def _ad(r: _Reader, category: str) -> AdCard:
    card_id = _card_id(r)
    income = r.integer("income", 0, 4)
    viewers = r.integer("viewers", 0, 4, 0)
    promo = r.integer("promo", 0, 5, 0)
    card = AdCard(
        id=card_id,
        name=r.text("name"),
        category=category,
        bonus=r.integer("bonus", 1, 4),
        income=income,
        viewers=viewers,
        down_income=r.integer("down_income", 0, income),
        down_viewers=r.integer("down_viewers", 0, viewers, 0),
        condition=_condition(r),
        promo_cost=promo,
        effect=_effect(r, AD_EFFECTS),
        text=r.text("text", ""),
        clarification=r.text("clarification", ""),
    )
    if promo and card.condition is not None:
        raise r.fail("condition", "a promo ad's only condition is its promo cost")
    if promo and card.down_viewers:
        raise r.fail("down_viewers", "a rotated promo ad gives income only, no viewers")
    return card


def _network(r: _Reader) -> NetworkCard:
    card_id = _card_id(r)
    kind = r.choice("type", NETWORK_KINDS)
    effect = _effect(r, NETWORK_EFFECTS)
    if effect is None:
        raise r.fail("effect", "every network card needs an effect id")
    if NETWORK_EFFECTS[effect] != kind:
        raise r.fail(
            "type", f"effect {effect!r} is for {NETWORK_EFFECTS[effect]} cards, not {kind}"
        )
    return NetworkCard(
        id=card_id,
        name=r.text("name"),
        type=kind,
        cost=r.integer("cost", 0, 10, 0),
        effect=effect,
        text=r.text("text"),
        clarification=r.text("clarification", ""),
    )


def _solo(r: _Reader) -> SoloCard:
    card_id = _card_id(r)
    discard = r.choice("discard", SOLO_PREFERENCES)
    return SoloCard(
        id=card_id,
        name=r.text("name"),
        discard=discard,
        prefers=r.choice("prefers", SOLO_PREFERENCES[discard]),
        text=r.text("text"),
    )


def _values(r: _Reader) -> tuple[tuple[str, int], ...]:
    value = r.get("values", {})
    if not isinstance(value, dict) or not all(
        isinstance(k, str) and type(v) is int and 0 <= v <= 100 for k, v in value.items()
    ):
        raise r.fail("values", f"must be a table of names to numbers 0-100, got {value!r}")
    return tuple(sorted(value.items()))


def _effect_name(r: _Reader, default: str) -> str:
    value = r.get("effect", default)
    if not isinstance(value, str) or not value or value != value.lower():
        raise r.fail("effect", f"must be an effect id (lowercase), got {value!r}")
    return value


def _executive(r: _Reader) -> ExecutiveCard:
    card_id = _card_id(r)
    requires = r.get("requires", [])
    if not isinstance(requires, list) or not all(isinstance(m, str) for m in requires):
        raise r.fail("requires", f"must be a list of module names, got {requires!r}")
    return ExecutiveCard(
        id=card_id,
        name=r.text("name"),
        complexity=r.integer("complexity", 1, 3),
        ability=r.text("ability"),
        drawback=r.text("drawback"),
        effect=_effect_name(r, card_id),
        requires=tuple(requires),
        values=_values(r),
        text=r.text("text", ""),
        clarification=r.text("clarification", ""),
    )


def _mogul(r: _Reader) -> MogulCard:
    card_id = _card_id(r)
    top = r.choice("top_type", NETWORK_KINDS, None)
    bottom = r.choice("bottom_type", NETWORK_KINDS, None)
    if top is None and bottom is None:
        raise r.fail("top_type", "a mogul needs a top or a bottom effect")
    effect = _effect_name(r, card_id)
    if effect not in MOGUL_EFFECTS:
        raise r.fail("effect", f"unknown mogul effect id {effect!r}")
    if MOGUL_EFFECTS[effect] != (top, bottom):
        raise r.fail(
            "top_type", f"effect {effect!r} is for a mogul with types {MOGUL_EFFECTS[effect]}"
        )
    return MogulCard(
        id=card_id,
        name=r.text("name"),
        effect=effect,
        top_type=top,
        top_text=r.text("top_text", "") if top else "",
        bottom_type=bottom,
        bottom_text=r.text("bottom_text", "") if bottom else "",
        text=r.text("text", ""),
        clarification=r.text("clarification", ""),
    )


def _anomaly(r: _Reader) -> AnomalyCard:
    effect = _effect_name(r, "anomaly")
    if effect not in ANOMALY_EFFECTS:
        raise r.fail("effect", f"unknown anomaly effect id {effect!r}")
    return AnomalyCard(
        id=_card_id(r),
        name=r.text("name"),
        text=r.text("text", ""),
        clarification=r.text("clarification", ""),
        effect=effect,
    )


GRID_BONUSES = ("star", "ad", "network", "wild")


def _grid(r: _Reader) -> GridTile:
    squares = r.get("squares")
    genres = r.vocab.genres
    if (
        not isinstance(squares, list)
        or len(squares) != 3
        or not all(isinstance(row, list) and len(row) == 3 for row in squares)
        or not all(g in genres for row in squares for g in row)
        or len({g for row in squares for g in row}) != 9
    ):
        raise r.fail(
            "squares", f"must be 3 rows of 3 different genres of {genres}, got {squares!r}"
        )
    center = r.choice("center", genres)
    if squares[1][1] != center:
        raise r.fail("squares", f"the center square must be the tile's genre {center!r}")
    return GridTile(
        id=_card_id(r),
        name=r.text("name"),
        center=center,
        squares=tuple(tuple(row) for row in squares),
        row_bonuses=_bonuses(r, "row_bonuses"),
        column_bonuses=_bonuses(r, "column_bonuses"),
        diagonal_bonus=r.choice("diagonal_bonus", GRID_BONUSES),
    )


def _bonuses(r: _Reader, name: str) -> tuple[str, ...]:
    value = r.get(name)
    if not isinstance(value, list) or len(value) != 3 or any(b not in GRID_BONUSES for b in value):
        raise r.fail(name, f"must be 3 bonuses of {GRID_BONUSES}, got {value!r}")
    return tuple(value)


def _passtile(r: _Reader) -> PassTile:
    players = r.get("players")
    columns = r.get("columns")
    if not (
        isinstance(players, list)
        and len(players) == 2
        and all(type(p) is int and 1 <= p <= 5 for p in players)
        and players[0] <= players[1]
    ):
        raise r.fail("players", f"must be [fewest, most] of 1-5, got {players!r}")
    if not (
        isinstance(columns, list)
        and columns
        and all(
            isinstance(c, list) and len(c) == 2 and all(type(v) is int and 0 <= v <= 20 for v in c)
            for c in columns
        )
    ):
        raise r.fail("columns", f"must be a list of [cash, viewers] pairs, got {columns!r}")
    return PassTile(
        id=_card_id(r),
        name=r.text("name"),
        players=(players[0], players[1]),
        columns=tuple((c[0], c[1]) for c in columns),
        last=r.integer("last", 0, 20),
    )


def _pilot(r: _Reader) -> Card:
    kind = r.choice("kind", ("show", "star", "ad"))
    if kind == "show":
        return _show(r, "pilot")
    if kind == "star":
        return _star(r, "pilot")
    return _ad(r, "pilot")


TABLES: dict[str, Callable[[_Reader], Card]] = {
    "starter": lambda r: _show(r, "starter"),
    "pilot": _pilot,
    "show": lambda r: _show(r, "show"),
    "star": lambda r: _star(r, "star"),
    "ad": lambda r: _ad(r, "ad"),
    "network": _network,
    "solo": _solo,
    "executive": _executive,
    "mogul": _mogul,
    "anomaly": _anomaly,
    "grid": _grid,
    "passtile": _passtile,
}


def box_vocabulary(data: Mapping[str, Any], source: str) -> Vocabulary:
    """The words a box's cards may use: the base box's plus its [box] table's `genres` and
    `timeslots`."""
    table = data.get("box", {})
    if not isinstance(table, dict):
        raise CardError(f"{source}: [box] must be a table")
    extra: list[tuple[str, ...]] = []
    for name in ("genres", "timeslots"):
        words = table.get(name, [])
        if not isinstance(words, list) or not all(
            isinstance(w, str) and w.isalpha() and w == w.lower() for w in words
        ):
            raise CardError(f'{source}: [box] field "{name}": must be a list of lowercase words')
        extra.append(tuple(words))
    return Vocabulary().extended(extra[0], extra[1])
