"""The game state: plain data (lists, dicts, ints, short strings) with hand-written clones."""

from __future__ import annotations

from typing import Any, Final

from ..cards import Card, CardSet
from .config import GameConfig
from .deck import Deck
from .events import Event
from .flow import TurnOrder
from .geometry import Geometry
from .native import made_again
from .parts import Part
from .results import ScoreItem

Attachment = tuple[str, bool]  # (card id, upright)
# A token on a show card: the show and its stars have no expenses this round (Penny Pincher).
NO_EXPENSES: Final = "no-expenses"
# A token on an attached star: a superstar (Starryeye), its expenses covered.
SUPERSTAR: Final = "superstar"


class LineupShow:
    """A show on the air in one of a player's timeslots. A value, never changed once made: what
    changes a show (an attachment added, replaced, taken off or turned, a token, a row, room
    made) puts a new one in its timeslot (`with_row` and the like), so that copies of a state
    share their shows (`PlayerState.clone`). Its fields are `Final`: mypy rejects a change."""

    __slots__ = ("card", "row", "attachments", "genre", "extra_slots", "spent", "tokens")

    def __init__(
        self,
        card: str,
        row: int,
        genre: str,
        attachments: tuple[Attachment, ...] = (),
        extra_slots: tuple[str, ...] = (),
        spent: tuple[str, ...] = (),
        tokens: tuple[tuple[str, str], ...] = (),
    ) -> None:
        self.card: Final = card
        self.row: Final = row  # season row the marker is on, 0 = top
        self.genre: Final = genre  # the printed genre unless an effect changed it
        self.attachments: Final = attachments
        self.extra_slots: Final = extra_slots  # optional slot kinds an effect added, while filled
        self.spent: Final = spent  # one-time show effects that have happened (Upton Crabby's draw)
        # (card, token): a token on the show card or an attachment (a superstar, a genre token)
        self.tokens: Final = tokens

    def __reduce__(self) -> tuple[object, ...]:
        # every field an argument: compiled, a `Final` field cannot be set once the show is made
        fields = (self.card, self.row, self.genre, self.attachments)
        return (LineupShow, (*fields, self.extra_slots, self.spent, self.tokens))

    def with_row(self, row: int) -> LineupShow:
        """The show with its season marker on `row`."""
        return LineupShow(
            self.card, row, self.genre, self.attachments, self.extra_slots, self.spent, self.tokens
        )

    def with_attachments(self, attachments: tuple[Attachment, ...]) -> LineupShow:
        """The show holding `attachments` (its added slots as they were: see `slots.room_made`)."""
        return LineupShow(
            self.card, self.row, self.genre, attachments, self.extra_slots, self.spent, self.tokens
        )

    def with_extra_slots(self, extra_slots: tuple[str, ...]) -> LineupShow:
        """The show with these slots added by effects."""
        return LineupShow(
            self.card, self.row, self.genre, self.attachments, extra_slots, self.spent, self.tokens
        )

    def with_spent(self, spent: tuple[str, ...]) -> LineupShow:
        """The show with these one-time effects spent."""
        return LineupShow(
            self.card, self.row, self.genre, self.attachments, self.extra_slots, spent, self.tokens
        )

    def with_tokens(self, tokens: tuple[tuple[str, str], ...]) -> LineupShow:
        """The show with these tokens on its cards."""
        return LineupShow(
            self.card, self.row, self.genre, self.attachments, self.extra_slots, self.spent, tokens
        )

    def token_on(self, card: str) -> str | None:
        """The token on one of this show's cards, if any."""
        return next((t for c, t in self.tokens if c == card), None)

    def expense_free(self) -> bool:
        """Whether an effect made this show and its stars expense-free this round."""
        return (self.card, NO_EXPENSES) in self.tokens

    def cards(self) -> list[str]:
        """The show and its attachments."""
        return [self.card] + [a[0] for a in self.attachments]

    def to_dict(self) -> dict[str, Any]:
        return {
            "card": self.card,
            "row": self.row,
            "genre": self.genre,
            "attachments": [{"card": c, "upright": up} for c, up in self.attachments],
            "extra_slots": list(self.extra_slots),
            "spent": list(self.spent),
            "tokens": [list(t) for t in self.tokens],
        }


class Production:
    """A show being produced: chosen, paid, collecting attachments before it goes on the air.

    What effects changed about it is kept in typed fields: `ignore_slots` (Sponsored Content),
    `extra_star_slots` (Ensemble Cast), `no_penalty` (Flexible Schedule), `down` (cards to
    attach upside down, by choice), `genre` (a new genre, Versatile Actor), `pilot` (a Pilot
    Season show, already paid for), `optional_slots` (every slot optional, Butcher) and `fee`
    (cash paid with the cost that no cost change touches: Butcher's $3M)."""

    __slots__ = (
        "player",
        "card",
        "attachments",
        "timeslot",
        "pilot",
        "ignore_slots",
        "extra_star_slots",
        "no_penalty",
        "down",
        "genre",
        "optional_slots",
        "fee",
    )

    def __init__(self, player: int, card: str, attachments: list[str] | None = None) -> None:
        self.player = player
        self.card = card
        self.attachments = attachments if attachments is not None else []
        self.timeslot = -1
        self.pilot = False
        self.ignore_slots = False
        self.extra_star_slots = 0
        self.no_penalty = False
        self.down: tuple[str, ...] = ()
        self.genre: str | None = None
        self.optional_slots = False
        self.fee = 0

    def __reduce__(self) -> tuple[object, ...]:
        return made_again(self, self.player, self.card)

    def clone(self) -> Production:
        # Every field by hand (tests/unit/test_state_fields.py checks none is missed).
        other = Production(self.player, self.card, self.attachments.copy())
        other.timeslot = self.timeslot
        other.pilot = self.pilot
        other.ignore_slots = self.ignore_slots
        other.extra_star_slots = self.extra_star_slots
        other.no_penalty = self.no_penalty
        other.down = self.down
        other.genre = self.genre
        other.optional_slots = self.optional_slots
        other.fee = self.fee
        return other

    def to_dict(self) -> dict[str, Any]:
        return {
            "player": self.player,
            "card": self.card,
            "attachments": list(self.attachments),
            "timeslot": self.timeslot,
            "pilot": self.pilot,
            "ignore_slots": self.ignore_slots,
            "extra_star_slots": self.extra_star_slots,
            "no_penalty": self.no_penalty,
            "down": list(self.down),
            "genre": self.genre,
            "optional_slots": self.optional_slots,
            "fee": self.fee,
        }


class TurnFlags:
    """What effects changed about the current turn."""

    __slots__ = ("double_pass", "free_pass")

    def __init__(self) -> None:
        self.double_pass = False  # Preempted Timeslot: the pass bonus is doubled
        self.free_pass = False  # a pass that is not an action is offered (Cable)

    def reset(self) -> None:
        """A new turn: nothing changed yet (the flags of `__init__`)."""
        self.double_pass = False
        self.free_pass = False

    def clone(self) -> TurnFlags:
        other = TurnFlags()
        other.double_pass = self.double_pass
        other.free_pass = self.free_pass
        return other

    def to_dict(self) -> dict[str, Any]:
        return {"double_pass": self.double_pass, "free_pass": self.free_pass}


class PlayerState:
    """One network: cash, lineup, green room, reruns, genre track markers and scores."""

    __slots__ = (
        "name",
        "cash",
        "lineup",
        "green_room",
        "reruns",
        "genres",
        "round_scores",
        "pass_viewers",
        "hand",
        "banked",
        "face_down",
    )

    # The defaults are for `clone`: in the compiled build `PlayerState.__new__` runs `__init__`.
    def __init__(self, name: str = "", cash: int = 0, timeslots: int = 3) -> None:
        self.name = name
        self.cash = cash
        self.lineup: list[LineupShow | None] = [None] * timeslots
        self.green_room: list[str] = []
        self.reruns: list[str] = []
        self.genres: dict[str, int] = {}  # genre -> track space 1..5 (absent: no marker)
        self.round_scores: list[int] = []
        self.pass_viewers = 0
        self.hand: list[str] = []  # drawn cards not yet kept or discarded (private)
        self.banked: list[ScoreItem] = []  # viewers effects added to this round's score
        self.face_down: tuple[str, ...] = ()  # green room cards turned face down (used moguls)

    def clone(self) -> PlayerState:
        other = PlayerState.__new__(PlayerState)
        other.name = self.name
        other.cash = self.cash
        # (lists copied by `copy()`, fewer steps than a slice; the shows are shared: a show is
        # never changed, but replaced in its timeslot)
        other.lineup = self.lineup.copy()
        other.green_room = self.green_room.copy()
        other.reruns = self.reruns.copy()
        other.genres = self.genres.copy()
        other.round_scores = self.round_scores.copy()
        other.pass_viewers = self.pass_viewers
        other.hand = self.hand.copy()
        other.banked = self.banked.copy()
        other.face_down = self.face_down
        return other

    def shows(self) -> list[tuple[int, LineupShow]]:
        """(timeslot index, show) for each occupied timeslot."""
        found = []  # (a loop, not a comprehension: a function called, in 3.11)
        for timeslot, show in enumerate(self.lineup):
            if show is not None:
                found.append((timeslot, show))
        return found

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "cash": self.cash,
            "lineup": [s.to_dict() if s is not None else None for s in self.lineup],
            "green_room": list(self.green_room),
            "reruns": list(self.reruns),
            "genres": dict(self.genres),
            "round_scores": list(self.round_scores),
            "pass_viewers": self.pass_viewers,
            "hand": list(self.hand),
            "banked": [list(i) for i in self.banked],
            "face_down": list(self.face_down),
        }


class GameState:
    """Everything about a game in progress. Changed only by the engine."""

    __slots__ = (
        "config",
        "cards",
        "table",
        "geometry",
        "universe",
        "players",
        "round",
        "phase",
        "first",
        "turns",
        "current",
        "actions_left",
        "turn_flags",
        "display",
        "decks",
        "discards",
        "box",
        "pass_track",
        "production",
        "buffer",
        "stack",
        "pending",
        "key",
        "chance_count",
        "auto_chance",
        "log",
        "over",
        "reshuffles",
        "changed_genres",
        "parts",
        "memo",
        "listed",
    )

    config: GameConfig
    cards: dict[str, Card]  # the card set's cards by id, a plain dict (`CardSet.by_id`)
    table: Any  # the card set's `sources.CardTable` (read it with `sources.table_of`)
    geometry: Geometry
    universe: tuple[str, ...]
    players: list[PlayerState]
    round: int
    phase: str
    first: int
    turns: TurnOrder
    current: int
    actions_left: int
    turn_flags: TurnFlags
    display: dict[str, list[str | None]]
    decks: dict[str, Deck]
    discards: dict[str, list[str]]
    box: list[tuple[str, tuple[int, ...] | None]]
    pass_track: list[int]
    production: Production | None
    buffer: list[str]
    stack: list[tuple[Any, ...]]
    pending: tuple[Any, ...] | None
    key: int | None
    chance_count: int
    auto_chance: bool
    log: list[Event]
    over: bool
    reshuffles: int  # how many decks were rebuilt from discards so far
    # Show cards whose genre an effect changed for good (Versatile Actor), by card id: the
    # change outlasts the lineup (reruns, the show deck after Reboot-o-mancer)
    changed_genres: dict[str, str]
    parts: dict[str, Part]  # state the modules own, by part name
    # While options are listed (the state unchanged): by player, what `sources.in_play` found
    # for each hook (and a few other answers, by name). None otherwise; never copied.
    memo: list[dict[str, Any]] | None
    # The pending decision's options, when the step that stopped at it had listed them already
    # (to see whether there was a choice to ask): listing them again would give the same. Set by
    # `machine.ask_listed`, cleared by `machine.resolve`; never copied.
    listed: tuple[Any, ...] | None

    @property
    def order(self) -> list[int]:
        """This round's turn order (seats; a module's seat, like the solo opponent, is < 0)."""
        return self.turns.seats

    @order.setter
    def order(self, seats: list[int]) -> None:
        self.turns.seats = seats

    def clone(self, with_log: bool = True) -> GameState:
        """A deep copy, by hand: immutable parts (config, cards, events, tuples, lineup shows) are
        shared, and the decks' layers until either copy changes them (`Deck.clone`).
        Without the log (for search), the copy starts an empty log."""
        other = GameState()
        other.config = self.config
        other.cards = self.cards
        other.table = self.table
        other.geometry = self.geometry
        other.universe = self.universe
        # (loops, not comprehensions: in Python 3.11 each comprehension is a function called;
        # lists copied by `copy()`, fewer steps than a slice)
        players: list[PlayerState] = []
        for player in self.players:
            players.append(player.clone())
        other.players = players
        other.round = self.round
        other.phase = self.phase
        other.first = self.first
        other.turns = self.turns.clone()
        other.current = self.current
        other.actions_left = self.actions_left
        other.turn_flags = self.turn_flags.clone()
        display: dict[str, list[str | None]] = {}
        for kind, row in self.display.items():
            display[kind] = row.copy()
        other.display = display
        decks: dict[str, Deck] = {}
        for kind, deck in self.decks.items():
            decks[kind] = deck.clone()
        other.decks = decks
        discards: dict[str, list[str]] = {}
        for kind, pile in self.discards.items():
            discards[kind] = pile.copy()
        other.discards = discards
        other.box = self.box.copy()
        other.pass_track = self.pass_track.copy()
        other.production = self.production.clone() if self.production is not None else None
        other.buffer = self.buffer.copy()
        other.stack = self.stack.copy()
        other.pending = self.pending
        other.key = self.key
        other.chance_count = self.chance_count
        other.auto_chance = self.auto_chance
        other.log = self.log.copy() if with_log else []
        other.over = self.over
        other.reshuffles = self.reshuffles
        other.changed_genres = self.changed_genres.copy()
        parts: dict[str, Part] = {}
        for name, part in self.parts.items():
            parts[name] = part.clone()
        other.parts = parts
        other.memo = None
        other.listed = None
        return other

    @property
    def player_count(self) -> int:
        return len(self.players)

    @property
    def card_set(self) -> CardSet:
        """The game's card set (its cards by type word, say); `cards` holds them by id."""
        found: CardSet = self.table.cards
        return found

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready snapshot (used for views and fingerprints, not for saves)."""
        snapshot = {
            "players": [p.to_dict() for p in self.players],
            "round": self.round,
            "phase": self.phase,
            "first": self.first,
            "turns": self.turns.to_dict(),
            "current": self.current,
            "actions_left": self.actions_left,
            "turn_flags": self.turn_flags.to_dict(),
            "display": {k: list(v) for k, v in self.display.items()},
            "decks": {k: d.to_dict() for k, d in self.decks.items()},
            "discards": {k: list(v) for k, v in self.discards.items()},
            "box": [{"card": c, "known_to": None if k is None else list(k)} for c, k in self.box],
            "pass_track": list(self.pass_track),
            "production": self.production.to_dict() if self.production is not None else None,
            "buffer": list(self.buffer),
            "pending": list(self.pending) if self.pending is not None else None,
            "chance_count": self.chance_count,
            "over": self.over,
            "reshuffles": self.reshuffles,
            "parts": {k: part.to_dict() for k, part in self.parts.items()},
        }
        if self.changed_genres:  # only then: the fingerprints of saves made before it still match
            snapshot["changed_genres"] = dict(self.changed_genres)
        return snapshot
