"""Load and validate a box's card file (TOML) into card dataclasses."""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import fields, replace
from functools import cache
from pathlib import Path
from typing import Any

from .model import (
    Card,
    ShowCard,
)
from .reading import TABLES, _Reader, box_vocabulary
from .reading import CardError as CardError  # where callers have always found it

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
# What a box may reword on the cards of the boxes loaded before it (`[[reworded]]`, e.g. Telly
# Time's base cards): the words that replace the card's own; a `clarification` is added after
# the card's own.
REWORDABLE = ("text", "top_text", "bottom_text", "ability", "drawback", "clarification")
NETWORKS_PER_BOX = {"primetime": 5}


# Cards by id, as presentation reads them: a CardSet, or a game state's plain dict of them.
CardsById = Mapping[str, Card]


class CardSet(dict[str, Card]):
    """Every card of one or more boxes, by id (a dict) and by type word. Read-only once made."""

    # What the engine works out once per card set (engine/sources.py: CardTable); None until
    # first asked for.
    table: Any = None
    # A box's words for the cards of the boxes loaded before it: card id -> field -> words
    # (`REWORDABLE`), applied by `load_boxes`.
    reworded: Mapping[str, Mapping[str, str]] = {}

    def __init__(self, cards: Mapping[str, Card], by_type: Mapping[str, tuple[Card, ...]]) -> None:
        super().__init__(cards)
        self.by_type = dict(by_type)
        # The same cards in a plain dict, which a game's state holds (`GameState.cards`): in
        # CPython `[]` on a dict subclass calls `dict.__getitem__` as a Python-level method
        # (about 300 instructions against 40), and the engine looks cards up ~22 times a decision.
        self.by_id: dict[str, Card] = dict(cards)

    @property
    def cards(self) -> CardSet:
        """The cards by id (the set itself)."""
        return self

    def __hash__(self) -> int:  # type: ignore[override]
        return id(self)

    def __reduce__(self) -> tuple[object, ...]:
        return (CardSet, (dict(self), self.by_type))  # without the engine's table (made again)

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


def parse_box(data: Mapping[str, Any], source: str, box: str | None = None) -> CardSet:
    """Validate parsed TOML data of one box and build its card set."""
    vocab = box_vocabulary(data, source)
    unknown = sorted(set(data) - set(TABLES) - {"box", "reworded"})
    if unknown:
        raise CardError(f"{source}: unknown table [[{unknown[0]}]]; known: {', '.join(TABLES)}")
    cards: dict[str, Card] = {}
    by_type: dict[str, list[Card]] = {t: [] for t in TABLES}
    for table, read in TABLES.items():
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
    made = CardSet(cards=cards, by_type={k: tuple(v) for k, v in by_type.items()})
    made.reworded = _rewordings(data.get("reworded", []), source)
    return made


def _rewordings(rows: Any, source: str) -> dict[str, dict[str, str]]:
    """A box's `[[reworded]]` rows, checked: an id and the words of some `REWORDABLE` fields."""
    if not isinstance(rows, list):
        raise CardError(f"{source}: [[reworded]] must be an array of tables")
    found: dict[str, dict[str, str]] = {}
    for index, raw in enumerate(rows):
        if not isinstance(raw, dict):
            raise CardError(
                f"{source}: reworded #{index + 1}: each [[reworded]] entry must be a table"
            )
        reader = _Reader(source, "reworded", index, raw)
        card_id = str(reader.text("id"))
        words = {name: str(reader.text(name)) for name in REWORDABLE if reader.has(name)}
        for name, text in words.items():
            if not text.strip():
                raise reader.fail(name, "must be a non-empty string, got ''")
        for name in sorted(set(raw) - {"id"} - set(REWORDABLE)):
            raise reader.fail(
                name, f"is not a field a box may reword; one of {', '.join(REWORDABLE)}"
            )
        if not words:
            raise reader.fail(
                "text", f"is missing: a rewording needs one of {', '.join(REWORDABLE)}"
            )
        if card_id in found:
            raise reader.fail("id", f"{card_id!r} is reworded twice")
        found[card_id] = words
    return found


def _reworded(card: Card, words: Mapping[str, str], source: str) -> Card:
    """The card as a later box words it (`REWORDABLE`)."""
    own = {f.name for f in fields(card)}
    changes: dict[str, str] = {}
    for name, text in words.items():
        if name not in own:
            raise CardError(
                f'{source}: reworded "{card.id}": field "{name}": a {card.kind} card has no {name}'
            )
        before = getattr(card, name)
        changes[name] = f"{before} {text}" if name == "clarification" and before else text
    return replace(card, **changes)  # type: ignore[arg-type]


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


@cache
def shipped_boxes() -> frozenset[str]:
    """Names of the boxes shipped as data files (read once: every new config asks)."""
    return frozenset(p.stem for p in DATA_DIR.glob("*.toml"))


def known_boxes() -> tuple[str, ...]:
    """Names of every box that can be loaded: the shipped data files and registered ones."""
    return tuple(sorted(shipped_boxes() | set(EXTRA_BOXES)))


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
    return combine_boxes(boxes, [load_box(box) for box in boxes])


def combine_boxes(boxes: tuple[str, ...], sets: list[CardSet]) -> CardSet:
    """The card sets of `boxes` together, each box's `[[reworded]]` words applied to the cards
    of the boxes before it."""
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
    for box, one in zip(boxes, sets, strict=True):
        for card_id, words in one.reworded.items():  # the cards of the boxes before it
            if card_id not in cards:
                before = ", ".join(boxes[: boxes.index(box)])
                raise CardError(f'{box}: reworded "{card_id}": no such card in {before}')
            cards[card_id] = _reworded(cards[card_id], words, box)
        cards.update(one)
        for type_word, of_type in one.by_type.items():
            by_type.setdefault(type_word, []).extend(of_type)
    return CardSet(cards, {k: tuple(cards[c.id] for c in v) for k, v in by_type.items()})
