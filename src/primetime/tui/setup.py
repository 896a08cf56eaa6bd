"""Who plays: seats (people or bots), variants and seed, asked interactively or given by flags."""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from dataclasses import dataclass

from ..bots import DEFAULT_DIFFICULTY, DIFFICULTIES, BotSpecError, make_bot
from ..engine.board import MAX_PLAYERS
from ..engine.config import SEED_DIGITS, SEED_LIMIT, ConfigError, GameConfig, module_words
from ..typed import echoed, typed_number
from .terminal import Terminal

PERSON = "person"
PERSON_WORDS = ("person", "human", "people", "p", "h", "me")
BOT_NAMES = ("Ace", "Bea", "Cal", "Dot", "Eli")
DEFAULT_PLAYERS = 3
DEFAULT_BOT = DEFAULT_DIFFICULTY
MAX_NAME = 20
SEATS_KEY = "seats"  # where a save keeps who sits where, in the config's `extra`


class SetupError(ValueError):
    """A setup that cannot be played; the message says what is allowed."""


@dataclass(frozen=True)
class Seat:
    """A seat at the table: a person, or a bot (a spec or difficulty name)."""

    name: str
    bot: str | None = None

    @property
    def is_person(self) -> bool:
        """A person sits here (not a bot)."""
        return self.bot is None

    @property
    def role(self) -> str:
        """`person`, or `easy bot`."""
        return PERSON if self.bot is None else f"{self.bot} bot"


@dataclass(frozen=True)
class PlaySetup:
    """Everything `primetime play` needs to start a game."""

    seats: tuple[Seat, ...]
    seed: int
    classic_turns: bool = False
    beginner: bool = False
    modules: tuple[str, ...] = ()  # Megacorp modules switched on (moguls, executives)

    @property
    def solo(self) -> bool:
        """One seat: the solo game."""
        return len(self.seats) == 1

    def config(self) -> GameConfig:
        """The game's config; the seats go in its `extra` so a save remembers the bots."""
        try:
            return GameConfig(
                players=tuple(s.name for s in self.seats),
                seed=self.seed,
                beginner=self.beginner,
                solo=self.solo,
                classic_turns=self.classic_turns,
                modules=self.modules,
                extra={SEATS_KEY: [s.bot or PERSON for s in self.seats]},
            )
        except ConfigError as error:
            raise SetupError(str(error)) from error


def random_seed() -> int:
    """A fresh seed, kept in the save so a game can be played again: 64 random bits, so that
    nobody at a shared screen finds it by trying seeds against the cards on the table (a seed
    below a million took minutes)."""
    return secrets.randbits(64)


def check_bot(spec: str) -> str:
    """The spec if a bot can be made from it; SetupError naming what exists otherwise."""
    try:
        make_bot(spec)
    except BotSpecError as error:
        raise SetupError(f"{error}; or 'person' for someone at this screen") from error
    return spec


def default_name(seat: int, bot: str | None) -> str:
    """`Player 2` for a person, a short name for a bot."""
    return f"Player {seat + 1}" if bot is None else BOT_NAMES[seat % len(BOT_NAMES)]


def seats_from(kinds: Sequence[str | None], names: Sequence[str] = ()) -> tuple[Seat, ...]:
    """Seats from each seat's kind (None: a person) and optional names, checked."""
    seats: list[Seat] = []
    for index, kind in enumerate(kinds):
        name = names[index].strip() if index < len(names) and names[index].strip() else ""
        seats.append(Seat(name or default_name(index, kind), kind))
    taken = [s.name for s in seats]
    for seat in seats:
        if taken.count(seat.name) > 1:
            raise SetupError(f"two seats are called {seat.name!r}: names must be different")
        if len(seat.name) > MAX_NAME:
            raise SetupError(f"the name {seat.name!r} is too long (at most {MAX_NAME} characters)")
    return tuple(seats)


def from_flags(
    players: int | None,
    bots: str | None,
    names: str | None,
    solo: bool,
    classic_turns: bool,
    beginner: bool,
    seed: int | None,
    watch: bool = False,
    modules: tuple[str, ...] = (),
) -> PlaySetup:
    """The setup the command line asks for: you in seat 1 and bots of the listed kinds (one kind
    fills every seat) in the others; `person` in the list seats another person (hotseat)."""
    specs = [b.strip() for b in (bots or "").split(",") if b.strip()]
    if solo:
        if players not in (None, 1):
            raise SetupError(f"--solo is a 1-player game, but --players says {players}")
        players = 1
    if players is None:
        players = len(specs) + (0 if watch else 1) if len(specs) > 1 else DEFAULT_PLAYERS
    if not 1 <= players <= MAX_PLAYERS:
        raise SetupError(f"a game needs 1 to {MAX_PLAYERS} players, got {players}")
    if classic_turns and players == 1:
        raise SetupError("Classic Turns is for 2 to 5 players, not the solo game")
    others = players if watch else players - 1
    if not specs:
        specs = [DEFAULT_BOT]
    if others == 0 and bots:
        raise SetupError("a solo game has no other seats: drop --bots")
    if len(specs) == 1:
        specs = specs * others
    if len(specs) != others:
        raise SetupError(
            f"--bots lists {len(specs)} kinds for {others} other seat(s); give one, or one a seat"
        )
    kinds: list[str | None] = [] if watch else [None]
    for spec in specs:
        kinds.append(None if spec.lower() in PERSON_WORDS else check_bot(spec))
    seat_names = [n for n in (names or "").split(",")] if names else []
    if len(seat_names) > players:
        raise SetupError(f"--names lists {len(seat_names)} names for {players} players")
    return PlaySetup(
        seats_from(kinds, seat_names),
        random_seed() if seed is None else seed,
        classic_turns,
        beginner,
        tuple(modules),
    )


def seats_of(config: GameConfig) -> tuple[Seat, ...] | None:
    """The seats a save recorded (None if it did not record them, or not sensibly)."""
    kinds = config.extra.get(SEATS_KEY)
    if not isinstance(kinds, list) or len(kinds) != len(config.players):
        return None
    seats: list[Seat] = []
    for name, kind in zip(config.players, kinds, strict=True):
        if not isinstance(kind, str):
            return None
        if kind == PERSON:
            seats.append(Seat(name))
            continue
        try:
            seats.append(Seat(name, check_bot(kind)))
        except SetupError:
            return None
    return tuple(seats)


def assumed_seats(config: GameConfig, bots: str | None) -> tuple[Seat, ...]:
    """Seats for a save that did not record them: you in seat 1, bots (or `bots`) elsewhere."""
    spec = check_bot(bots) if bots else DEFAULT_BOT
    return tuple(
        Seat(name, None if index == 0 else spec) for index, name in enumerate(config.players)
    )


# -- asking -------------------------------------------------------------------------------------


def _ask(terminal: Terminal, question: str, default: str) -> str:
    answer = terminal.ask(f"{question} [{default}] > ").strip()
    return answer or default


def _ask_yes_no(terminal: Terminal, question: str) -> bool:
    while True:
        answer = _ask(terminal, f"{question} (y/n)", "n").lower()
        if answer in ("y", "yes"):
            return True
        if answer in ("n", "no"):
            return False
        terminal.note(f"'{answer}' is not an answer: type y or n (Enter for n)")


def _ask_players(terminal: Terminal) -> int:
    while True:
        answer = _ask(terminal, "How many players, 1-5? (1 is the solo game)", str(DEFAULT_PLAYERS))
        count = typed_number(answer)
        if count is not None and 1 <= count <= MAX_PLAYERS:
            return count
        terminal.note(
            f"'{echoed(answer)}' is not a player count: type a number from 1 to {MAX_PLAYERS}"
        )


def _ask_name(terminal: Terminal, question: str, default: str, taken: list[str]) -> str:
    while True:
        name = " ".join(_ask(terminal, question, default).split())
        if len(name) > MAX_NAME:
            terminal.note(f"That name is too long: at most {MAX_NAME} characters")
        elif name in taken:
            terminal.note(f"{name!r} is already at the table: choose another name")
        else:
            return name


def _ask_seat(terminal: Terminal, seat: int) -> str | None:
    choices = ", ".join(DIFFICULTIES)
    while True:
        answer = _ask(
            terminal, f"Seat {seat + 1}: a bot ({choices}) or a person?", DEFAULT_BOT
        ).lower()
        if answer in PERSON_WORDS:
            return None
        try:
            return check_bot(answer)
        except SetupError:
            terminal.note(f"'{echoed(answer)}' is not a kind of seat: type {choices}, or person")


def _ask_seed(terminal: Terminal) -> int:
    while True:
        answer = _ask(terminal, "Seed (the same seed deals the same game)", "random")
        if answer == "random":
            return random_seed()
        seed = typed_number(answer, signed=True, most_digits=SEED_DIGITS)
        if seed is not None and -SEED_LIMIT < seed < SEED_LIMIT:
            return seed
        terminal.note(
            f"'{echoed(answer)}' is not a seed: type a whole number of at most {SEED_DIGITS} "
            "digits, or Enter for a random one"
        )


def ask_setup(terminal: Terminal) -> PlaySetup:
    """Ask who plays and how; Enter takes the default at every question (you against bots)."""
    terminal.note("New game of The Networks: Primetime  (Enter takes the default)", "bold")
    players = _ask_players(terminal)
    taken: list[str] = []
    you = _ask_name(terminal, "Your name", default_name(0, None), taken)
    seats = [Seat(you)]
    taken.append(you)
    for index in range(1, players):
        kind = _ask_seat(terminal, index)
        default = default_name(index, kind)
        while default in taken:
            default += "+"
        name = (
            _ask_name(terminal, f"Name of seat {index + 1}", default, taken)
            if kind is None
            else default
        )
        seats.append(Seat(name, kind))
        taken.append(name)
    classic = players > 1 and _ask_yes_no(
        terminal, "Classic Turns (each round, the lowest scorer goes first)?"
    )
    beginner = _ask_yes_no(terminal, "Beginner Pilot Season (deal 2 cards, keep both)?")
    modules = tuple(
        name
        for name, (title, summary) in module_words().items()
        if _ask_yes_no(terminal, f"{title} ({summary})?")
    )
    seed = _ask_seed(terminal)
    return PlaySetup(tuple(seats), seed, classic, beginner, modules)
