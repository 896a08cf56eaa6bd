"""Game configuration: who plays, the seed, and which variants and modules are on."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Final

from .board import MAX_PLAYERS
from .registry import MODULES, load_rules

# A seed is at most 256 bits either way (a server game draws that many): a save holds it as
# a number of at most 100 characters (`game.MAX_DIGITS`).
SEED_LIMIT: Final = 1 << 256
SEED_DIGITS: Final = len(str(SEED_LIMIT))  # 78


def known_modules() -> tuple[str, ...]:
    """Modules a config may name in `modules` (solo and Classic Turns have their own flags)."""
    load_rules()
    return tuple(sorted(name for name, cls in MODULES.items() if cls.flag is None))


def module_words() -> dict[str, tuple[str, str]]:
    """Each module a config may name, with its title and what it changes, for the places a
    player switches it on."""
    return {name: (MODULES[name].title, MODULES[name].summary) for name in known_modules()}


KNOWN_VARIANTS: frozenset[str] = frozenset()
# The fields given as lists (kept as tuples), with what a list holds, and those given as flags.
_SEQUENCES: Final = {
    "players": "names",
    "modules": "strings",
    "variants": "strings",
    "boxes": "strings",
}
_FLAGS: Final = ("beginner", "solo", "classic_turns")
_BASE_BOX: Final = ("primetime",)


class ConfigError(ValueError):
    """A game configuration that cannot be played; the message says what is allowed."""


@dataclass(frozen=True)
class GameConfig:
    """Everything that fixes a game before the first choice: players, seed, variants, modules."""

    players: tuple[str, ...] = ("Player 1", "Player 2")
    seed: int = 0
    beginner: bool = False
    solo: bool = False
    classic_turns: bool = False
    modules: tuple[str, ...] = ()
    variants: tuple[str, ...] = ()
    boxes: tuple[str, ...] = ("primetime",)
    # Megacorp Executives given by config (tests, tutorials, tournaments): player name -> the
    # executive's card id; the others are dealt 2 and keep 1. Naming one switches the
    # Executives module on. Kept as (name, id) pairs in seat order.
    executives: Any = ()
    extra: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)

    def __post_init__(self) -> None:
        # Every simulated game builds a config, so the common case (tuples of strings, no
        # modules, no executives) is checked with the fewest steps; the messages are the same.
        for name, what in _SEQUENCES.items():
            value = getattr(self, name)
            if type(value) is not tuple:
                if isinstance(value, str) or not isinstance(value, (list, tuple)):
                    raise ConfigError(f"{name} must be a list of {what}, got {value!r}")
                value = tuple(value)
                object.__setattr__(self, name, value)
            for item in value:
                if not isinstance(item, str):
                    raise ConfigError(f"{name} must be a list of {what}, got {list(value)!r}")
        for name in _FLAGS:
            if not isinstance(getattr(self, name), bool):
                raise ConfigError(f"{name} must be true or false, got {getattr(self, name)!r}")
        if self.executives != ():
            object.__setattr__(self, "executives", _executive_pairs(self.executives, self.players))
            if self.executives and "executives" not in self.modules:
                object.__setattr__(self, "modules", (*self.modules, "executives"))
        if not isinstance(self.extra, dict):
            raise ConfigError(f"extra must be an object, got {self.extra!r}")
        self.validate()

    def validate(self) -> None:
        """Refuse configurations the engine cannot play, naming what is allowed."""
        count = len(self.players)
        if count == 0:
            raise ConfigError("a game needs 1 to 5 players, got 0")
        if count > MAX_PLAYERS:
            raise ConfigError(f"a game needs 1 to {MAX_PLAYERS} players, got {count}")
        if count == 1 and not self.solo:
            object.__setattr__(self, "solo", True)
        if self.solo and count != 1:
            raise ConfigError(f"solo mode is for 1 player, got {count} players")
        if self.classic_turns and count < 2:
            raise ConfigError("the Classic Turns variant is for 2 to 5 players, not solo mode")
        for name in self.players:
            if not name.strip():
                raise ConfigError("player names must not be empty")
        if count > 1 and len(set(self.players)) != count:
            raise ConfigError(f"player names must be different, got {list(self.players)}")
        if isinstance(self.seed, bool) or not isinstance(self.seed, int):
            raise ConfigError(f"seed must be an integer, got {self.seed!r}")
        if not -SEED_LIMIT < self.seed < SEED_LIMIT:
            raise ConfigError(
                f"seed must be between -2**256 and 2**256 (at most {SEED_DIGITS} digits), "
                f"got one of {len(str(abs(self.seed)))} digits"
            )
        if self.modules:
            self._check_modules()
        for variant in self.variants:
            if variant not in KNOWN_VARIANTS:
                allowed = ", ".join(sorted(KNOWN_VARIANTS)) or "none yet"
                raise ConfigError(f"unknown variant {variant!r}; known variants: {allowed}")
        if self.boxes != _BASE_BOX:
            self._check_boxes()
        for module in self.modules:  # after the boxes: a module's check may read their cards
            MODULES[module].check(self)

    def _check_modules(self) -> None:
        load_rules()
        for module in self.modules:
            cls = MODULES.get(module)
            if cls is None or cls.flag is not None:
                allowed = ", ".join(known_modules()) or "none yet"
                raise ConfigError(f"unknown module {module!r}; known modules: {allowed}")
        if len(set(self.modules)) != len(self.modules):
            raise ConfigError(f"each module may be named once, got {list(self.modules)}")

    def _check_boxes(self) -> None:
        from ..cards import known_boxes

        if not self.boxes or self.boxes[0] != "primetime":
            raise ConfigError(f"the first box is the base box, primetime; got {list(self.boxes)}")
        boxes = known_boxes()
        for box in self.boxes:
            if box not in boxes:
                raise ConfigError(f"unknown box {box!r}; boxes: {', '.join(boxes)}")

    def __getstate__(self) -> dict[str, Any]:
        # The cached hash and modules stay behind: string hashes differ between processes.
        return {k: v for k, v in self.__dict__.items() if not k.startswith("_")}

    def __hash__(self) -> int:
        # Hashed on every module lookup: worked out once (`extra` is not part of it).
        cached: int | None = self.__dict__.get("_hash")
        if cached is None:
            cached = hash(
                (self.players, self.seed, self.beginner, self.solo, self.classic_turns)
                + (self.modules, self.variants, self.boxes, self.executives)
            )
            object.__setattr__(self, "_hash", cached)
        return cached

    @property
    def player_count(self) -> int:
        return len(self.players)

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict that `from_dict` turns back into the same config."""
        data = asdict(self)
        data["players"] = list(self.players)
        data["modules"] = list(self.modules)
        data["variants"] = list(self.variants)
        data["boxes"] = list(self.boxes)
        if self.executives:
            data["executives"] = dict(self.executives)
        else:  # configs without Megacorp Executives read as they always did
            del data["executives"]
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> GameConfig:
        """Build a config from `to_dict` output; unknown keys are refused."""
        if not isinstance(data, dict):
            raise ConfigError(f"a config must be an object, got {type(data).__name__}")
        known = {f for f in cls.__dataclass_fields__}
        unknown = sorted(set(data) - known)
        if unknown:
            raise ConfigError(
                f"unknown config option {unknown[0]!r}; known: {', '.join(sorted(known))}"
            )
        values: dict[str, Any] = {
            k: tuple(v) if isinstance(v, list) else v for k, v in data.items()
        }
        return cls(**values)

    def executive_of(self, player: str) -> str | None:
        """The executive the config gives a player (by name), if any."""
        return dict(self.executives).get(player)


def _executive_pairs(value: Any, players: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    """`executives` as (player, card id) pairs in seat order, checked against the players."""
    if isinstance(value, dict):
        items = list(value.items())
    elif isinstance(value, (list, tuple)) and all(
        isinstance(p, (list, tuple)) and len(p) == 2 for p in value
    ):
        items = [tuple(p) for p in value]
    else:
        raise ConfigError(f"executives must map player names to executive ids, got {value!r}")
    given: dict[str, str] = {}
    for name, card in items:
        if not isinstance(name, str) or not isinstance(card, str):
            raise ConfigError(f"executives must map player names to executive ids, got {value!r}")
        if name not in players:
            raise ConfigError(
                f"executives names {name!r}, who is not playing; players: {', '.join(players)}"
            )
        if card in given.values():
            raise ConfigError(f"executive {card!r} is given to two players; each board is unique")
        given[name] = card
    return tuple((name, given[name]) for name in players if name in given)
