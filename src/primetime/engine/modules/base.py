"""What a module (solo, Classic Turns, and Megacorp's moguls, executives, Telly Time) can change.

A module is registered by name (`@module("solo")`) and switched on by a config. It changes the
game through these flow hooks; card-like powers (an executive's ability, a mogul's effects) are
`Effect`s of cards in play (see `engine/sources.py`), which plug into the hook points of
`engine/hooks.py` like every base-box card. Every hook defaults to the base game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar, Final

from ..config import GameConfig
from ..geometry import Geometry, base_geometry
from ..native import mypyc_attr
from ..registry import MODULES, load_rules

if TYPE_CHECKING:
    from ..parts import Part
    from ..progress.base import Progress
    from ..results import GameResult
    from ..state import GameState

Frame = tuple[Any, ...]


@mypyc_attr(allow_interpreted_subclasses=True)
class Module:
    """A module's changes to the flow; every hook defaults to the base game. A module object
    holds nothing of a game (one is shared by every game with an equal config, and configs
    compare without `extra`): what it needs comes from the state (`state.config`)."""

    name: ClassVar[str] = ""
    title: ClassVar[str] = ""  # how interfaces name a named module ("Megacorp Moguls")
    # what a named module changes, in a few words, where a player switches it on (the
    # terminal's setup, the lobby)
    summary: ClassVar[str] = ""
    # what else than network cards a turn may use with this module: each card kind, and the
    # words a turn's prompt names it by when one is usable
    turn_uses: ClassVar[tuple[tuple[str, str], ...]] = ()
    # whether its cards score on the Game End row, then "Network, Moguls & Execs" (RULINGS 7.1)
    on_network_row: ClassVar[bool] = False
    # what it adds to the game in brief (`presentation.rules_in_brief`), in a sentence or two
    brief: ClassVar[str] = ""
    boxes: ClassVar[tuple[str, ...]] = ()  # card boxes the module needs loaded
    # A config field that switches this module on (solo, classic_turns); None: it is switched
    # on by naming it in `GameConfig.modules`.
    flag: ClassVar[str | None] = None
    # Modules are asked for a player's genre progress lowest rank first: an executive's own
    # (Generic) replaces the table's (Telly's grid, the moguls' tracks).
    progress_rank: ClassVar[int] = 1
    # Named modules set up in this order, lowest first, then as named: the Executives, whose
    # boards may read the table the others set (a Telly pilot), come last.
    setup_rank: ClassVar[int] = 0

    @classmethod
    def check(cls, config: GameConfig) -> None:
        """Refuse a configuration this module cannot play (raise ConfigError)."""

    def geometry(self, config: GameConfig, geometry: Geometry) -> Geometry:
        """The table this module plays on (Telly Time: a 4th timeslot, 9 genres, grids), from
        the config's player count alone (it is kept by player count and modules)."""
        return geometry

    def parts(self, state: GameState) -> list[Part]:
        """The state this module owns, fresh for a new game (see `engine/parts.py`)."""
        return []

    def starting_cash(self, state: GameState, player: int, cash: int) -> int:
        """A player's starting cash (the setup board's for their position, as given)."""
        return cash

    def setup(self, state: GameState) -> None:
        """Adjust a freshly set-up state (decks)."""

    def before_pilot(self, state: GameState) -> list[Frame]:
        """Steps to run before Pilot Season (e.g. choosing the 1st player at random)."""
        return []

    def pilot_season(self, state: GameState) -> list[Frame] | None:
        """Steps that replace Pilot Season (Telly Time's), or None for the base game's."""
        return None

    def turn_order(self, state: GameState) -> list[int] | None:
        """This round's turn order, or None for clockwise from the 1st player."""
        return None

    def seat_turn(self, state: GameState, seat: int) -> bool:
        """Play the turn of a seat this module plays (the solo opponent) at once: its first
        step would be the next one run (the turn step returns at once). False if the module
        plays no such seat. Only such a seat is negative (`TurnOrder.seats`): a player's seat
        is never asked."""
        return False

    def round_start(self, state: GameState) -> list[Frame]:
        """Steps at the start of a round, after the display is dealt."""
        return []

    def next_first(self, state: GameState) -> int | None:
        """Who gets the 1st player token for the next round, or None for clockwise."""
        return None

    def progress(self, state: GameState, player: int) -> Progress | None:
        """How this player's genres progress, if this module decides it (else the tracks)."""
        return None

    def sources(self, state: GameState, player: int) -> list[tuple[str, str]]:
        """(zone, card) of the cards this module puts in play for a player beyond the green
        room and the lineup: an executive board, say. See `engine/sources.py` for the order."""
        return []

    def finish(self, state: GameState, result: GameResult) -> None:
        """Add to the final result (e.g. the solo rank)."""


def module(name: str) -> Callable[[type[Module]], type[Module]]:
    """Register a module class under its name: `@module("telly")` as a class decorator, or
    `module("solo")(Solo)` after the class in a module the compiled build compiles (mypyc keeps a
    decorated class interpreted, and an interpreted class cannot subclass the compiled Module)."""

    def register(cls: type[Module]) -> type[Module]:
        if name in MODULES:
            raise ValueError(f"module {name!r} registered twice")
        cls.name = name
        MODULES[name] = cls
        return cls

    return register


class ActiveModules:
    """The modules a configuration switches on (`every`, in the order their hooks run), and
    those of them that put cards in play (`sourcing`: `Module.sources`) or may decide a
    player's progress (`progress`, lowest `progress_rank` first); the table they play on by
    player count. One for each set of modules switched on, shared by every config that
    switches those on (a module holds nothing of a game)."""

    __slots__ = ("every", "sourcing", "progress", "geometries")

    def __init__(self, flagged: tuple[str, ...], named: tuple[str, ...]) -> None:
        ranked = sorted(named, key=lambda name: MODULES[name].setup_rank)
        active = [MODULES[name]() for name in flagged] + [MODULES[name]() for name in ranked]
        self.every: tuple[Module, ...] = tuple(active)
        self.sourcing: tuple[Module, ...] = tuple(
            m for m in active if type(m).sources is not Module.sources
        )
        deciding = [m for m in active if type(m).progress is not Module.progress]
        self.progress: tuple[Module, ...] = tuple(sorted(deciding, key=_progress_rank))
        self.geometries: dict[int, Geometry] = {}

    def geometry(self, config: GameConfig) -> Geometry:
        """The table `config` plays on: the base box's for its player count, changed by each
        module in turn (`Module.geometry` reads no more of the config than its player count)."""
        count = config.player_count
        found = self.geometries.get(count)
        if found is None:
            found = base_geometry(count)
            for active in self.every:
                found = active.geometry(config, found)
            self.geometries[count] = found
        return found


def _progress_rank(active: Module) -> int:
    return active.progress_rank


# Each set of modules switched on (by flag, by name): a few at most in any process, however many
# games (configs) it plays; cleared if ever it grows past reason.
_SHAPES: Final[dict[tuple[tuple[str, ...], tuple[str, ...]], ActiveModules]] = {}
_SHAPES_MOST: Final = 256


class _Asked:
    """The config last asked about and its modules, found by identity: the hooks ask on every
    call, mostly of one game's config at a time, and reading the config's `__dict__` (an
    interpreted dataclass) is a generic attribute lookup in the compiled build."""

    __slots__ = ("config", "active")

    def __init__(self) -> None:
        self.config: GameConfig | None = None
        self.active: ActiveModules | None = None


_LAST: Final = _Asked()


def active_modules(config: GameConfig) -> ActiveModules:
    """The config's `ActiveModules` (kept on the config)."""
    last = _LAST
    if last.config is config and last.active is not None:
        return last.active
    found: ActiveModules | None = config.__dict__.get("_active")
    if found is None:
        load_rules()
        flagged = tuple(n for n, c in MODULES.items() if c.flag and getattr(config, c.flag))
        shape = (flagged, config.modules)
        found = _SHAPES.get(shape)
        if found is None:
            if len(_SHAPES) >= _SHAPES_MOST:
                _SHAPES.clear()
            found = _SHAPES[shape] = ActiveModules(flagged, config.modules)
        config.__dict__["_active"] = found
    last.config = config
    last.active = found
    return found


def modules_of(config: GameConfig) -> tuple[Module, ...]:
    """The modules a configuration switches on, in the order their hooks run: those switched by
    a flag (solo, Classic Turns), then the named ones by `setup_rank`, then in the order named."""
    return active_modules(config).every


def geometry_of(config: GameConfig) -> Geometry:
    """The table a configuration plays on: the base box's, changed by each module in turn."""
    return active_modules(config).geometry(config)
