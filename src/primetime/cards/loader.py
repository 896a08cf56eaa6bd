"""Load and validate a box's card file (TOML) into card dataclasses."""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

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

DATA_DIR = Path(__file__).parent / "data"
# Boxes beyond the shipped data files (tests, tools): name -> card file.
EXTRA_BOXES: dict[str, Path] = {}

# Component counts per box (RULINGS section 5).
EXPECTED_COUNTS: dict[str, dict[str, int]] = {
    "primetime": {
        "starter": 15,
        "pilot": 20,
        "show": 36,
        "star": 50,
        "ad": 35,
        "network": 31,
        "solo": 15,
    },
    "megacorp": {"mogul": 10, "executive": 13, "anomaly": 4},
    "telly": {"show": 36, "pilot": 6, "grid": 6, "passtile": 2},
}
PILOT_SHOWS = {"primetime": 6, "telly": 6}
NETWORKS_PER_BOX = {"primetime": 5}


class CardError(ValueError):
    """A card file is wrong; the message names the file, the card and the field."""


class CardSet(dict[str, Card]):
    """Every card of one or more boxes, by id (a dict, for fast lookups) and by type word."""

    def __init__(self, cards: Mapping[str, Card], by_type: Mapping[str, tuple[Card, ...]]) -> None:
        super().__init__(cards)
        self.by_type = dict(by_type)

    @property
    def cards(self) -> CardSet:
        """The cards by id (the set itself)."""
        return self

    def __hash__(self) -> int:  # type: ignore[override]
        return id(self)

    def __eq__(self, other: object) -> bool:
        return self is other

    def of_type(self, type_word: str) -> tuple[Card, ...]:
        """Cards whose type word (show, star, ad, network, pilot, starter, solo) matches."""
        return self.by_type.get(type_word, ())

    def find(self, text: str) -> Card | None:
        """A card by id or by (case-insensitive) name."""
        if text in self:
            return self[text]
        low = text.strip().lower()
        for card in self.values():
            if card.name.lower() == low:
                return card
        return None


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
            raise r.fail(
                "condition", f"timeslot must be one of {r.vocab.timeslots}, got {value!r}"
            )
        return Condition("timeslot", timeslot=arg)
    if kind == "network-cards":
        if not arg.isdigit() or not 1 <= int(arg) <= 5:
            raise r.fail("condition", f"network-cards needs a count 1-5, got {value!r}")
        return Condition("network-cards", count=int(arg))
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
            f"must be one of {', '.join(allowed)}, a list of two of them, or \"any\"; "
            f"got {value!r}",
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


_TABLES: dict[str, Callable[[_Reader], Card]] = {
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


def parse_box(data: Mapping[str, Any], source: str, box: str | None = None) -> CardSet:
    """Validate parsed TOML data of one box and build its card set."""
    vocab = box_vocabulary(data, source)
    unknown = sorted(set(data) - set(_TABLES) - {"box"})
    if unknown:
        raise CardError(f"{source}: unknown table [[{unknown[0]}]]; known: {', '.join(_TABLES)}")
    cards: dict[str, Card] = {}
    by_type: dict[str, list[Card]] = {t: [] for t in _TABLES}
    for table, read in _TABLES.items():
        rows = data.get(table, [])
        if not isinstance(rows, list):
            raise CardError(f"{source}: [[{table}]] must be an array of tables")
        for index, raw in enumerate(rows):
            if not isinstance(raw, dict):
                raise CardError(
                    f"{source}: {table} #{index + 1}: each [[{table}]] entry must be a table"
                )
            reader = _Reader(source, table, index, raw, vocab)
            card = read(reader)
            reader.finish()
            if card.id in cards:
                raise CardError(f'{source}: {reader.label}: field "id": duplicate id {card.id!r}')
            cards[card.id] = card
            by_type[table].append(card)
    if box is not None:
        _check_counts(source, box, by_type)
    return CardSet(cards=cards, by_type={k: tuple(v) for k, v in by_type.items()})


def _check_counts(source: str, box: str, by_type: dict[str, list[Card]]) -> None:
    for table, expected in EXPECTED_COUNTS.get(box, {}).items():
        if len(by_type[table]) != expected:
            raise CardError(
                f"{source}: expected {expected} [[{table}]] cards, found {len(by_type[table])}"
            )
    if box in PILOT_SHOWS:
        shows = sum(1 for c in by_type["pilot"] if c.kind == "show")
        if shows != PILOT_SHOWS[box]:
            raise CardError(
                f"{source}: expected {PILOT_SHOWS[box]} Pilot Season shows, found {shows}"
            )
    decks = [c.deck for c in by_type["show"] if isinstance(c, ShowCard)]
    if decks and decks.count("A") != decks.count("B"):
        raise CardError(f"{source}: the A and B show decks must be the same size")
    if box in NETWORKS_PER_BOX:
        networks: dict[str, int] = {}
        for c in by_type["starter"]:
            assert isinstance(c, ShowCard)
            networks[c.network or ""] = networks.get(c.network or "", 0) + 1
        if len(networks) != NETWORKS_PER_BOX[box] or set(networks.values()) != {3}:
            raise CardError(
                f"{source}: starters must be 3 shows for each of "
                f"{NETWORKS_PER_BOX[box]} networks, found {networks}"
            )


def load_file(path: Path, box: str | None = None) -> CardSet:
    """Load and validate one card file."""
    try:
        with path.open("rb") as handle:
            data = tomllib.load(handle)
    except tomllib.TOMLDecodeError as error:
        raise CardError(f"{path.name}: not valid TOML: {error}") from error
    return parse_box(data, path.name, box)


def known_boxes() -> tuple[str, ...]:
    """Names of every box that can be loaded: the shipped data files and registered ones."""
    return tuple(sorted({p.stem for p in DATA_DIR.glob("*.toml")} | set(EXTRA_BOXES)))


def register_box(name: str, path: Path) -> None:
    """Make a card file outside the package loadable as a box (tests, tools)."""
    EXTRA_BOXES[name] = path
    load_box.cache_clear()
    load_boxes.cache_clear()


@cache
def load_box(box: str = "primetime") -> CardSet:
    """The card set of one box (shipped or registered), validated."""
    path = EXTRA_BOXES.get(box, DATA_DIR / f"{box}.toml")
    if not path.is_file():
        raise CardError(f"no card file for box {box!r}; boxes: {', '.join(known_boxes())}")
    return load_file(path, box)


@cache
def load_boxes(boxes: tuple[str, ...]) -> CardSet:
    """The cards of several boxes together (a card id may appear in only one box)."""
    sets = [load_box(box) for box in boxes]
    if len(sets) == 1:
        return sets[0]
    seen: dict[str, str] = {}
    for box, one in zip(boxes, sets, strict=True):
        for card_id in one:
            if card_id in seen:
                raise CardError(f"card id {card_id!r} is in two boxes: {seen[card_id]} and {box}")
            seen[card_id] = box
    cards: dict[str, Card] = {}
    by_type: dict[str, list[Card]] = {}
    for one in sets:
        cards.update(one)
        for type_word, of_type in one.by_type.items():
            by_type.setdefault(type_word, []).extend(of_type)
    return CardSet(cards, {k: tuple(v) for k, v in by_type.items()})
