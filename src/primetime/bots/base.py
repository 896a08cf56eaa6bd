"""The bot protocol, the registry of bots by name, and a loop that plays a game with bots."""

from __future__ import annotations

import importlib
import math
from collections.abc import Callable, Sequence
from typing import Protocol

from ..engine import Decision, Game
from ..engine.options import Option
from ..engine.views import View


class BotSpecError(ValueError):
    """A bot name or option that does not exist; the message lists what does."""


class Bot(Protocol):
    """A player: given its view and its decision, returns one of the decision's options."""

    name: str
    needs_view: bool  # False: the bot only looks at the options (saves building a view)

    def choose(self, view: View | None, decision: Decision) -> Option: ...


BotFactory = Callable[[dict[str, str], int], Bot]
REGISTRY: dict[str, BotFactory] = {}


def register_bot(name: str) -> Callable[[BotFactory], BotFactory]:
    """Register a bot factory under a name used in specs like `mcts:iters=500`."""

    def add(factory: BotFactory) -> BotFactory:
        REGISTRY[name] = factory
        return factory

    return add


def parse_spec(spec: str) -> tuple[str, dict[str, str]]:
    """`name:key=value:key=value` -> (name, {key: value}), e.g. `mcts:iters=500`."""
    name, *parts = spec.strip().split(":")
    params: dict[str, str] = {}
    for part in parts:
        key, eq, value = part.partition("=")
        if not eq or not key.strip():
            raise BotSpecError(f"bot option {part!r} in {spec!r} must look like key=value")
        params[key.strip()] = value.strip()
    return name, params


# Difficulty names for people, used by every interface: the spec each one plays as.
DIFFICULTIES: dict[str, str] = {
    "easy": "heuristic:noise=4",  # a random-ish heuristic
    "medium": "heuristic",
    "hard": "mcts:time=1.0",  # about a second a decision
}
# Bots registered on first use, from the optional `[rl]` adapters
OPTIONAL_BOTS: tuple[str, ...] = ("openspiel-ismcts",)
DEFAULT_DIFFICULTY = "medium"  # the bots a new table gets, in the terminal and the lobby


def make_bot(spec: str, seed: int = 0) -> Bot:
    """A bot from its spec (`random`, `heuristic`, `mcts:iters=500`) or a difficulty name
    (`easy`, `medium`, `hard`), seeded."""
    spec = DIFFICULTIES.get(spec.strip(), spec)
    name, params = parse_spec(spec)
    if name not in REGISTRY and name.startswith("openspiel"):
        _load_openspiel_bots()
    if name not in REGISTRY:
        known = sorted({*REGISTRY, *OPTIONAL_BOTS})
        raise BotSpecError(
            f"unknown bot {name!r}; available bots: {', '.join(known)} "
            f"(or a difficulty: {', '.join(DIFFICULTIES)})"
        )
    return REGISTRY[name](params, seed)


def _load_openspiel_bots() -> None:
    """OpenSpiel's bots live in the optional `[rl]` adapters; import them on first use."""
    try:  # by name: the adapters depend on the bots, not the other way round
        importlib.import_module("primetime.adapters.openspiel_bot")
    except ImportError as error:
        raise BotSpecError(
            f"OpenSpiel bots need the [rl] extra (pip install 'primetime[rl]'): {error}"
        ) from error


def play_game(game: Game, bots: Sequence[Bot]) -> Game:
    """Play a game to the end, each seat's bot choosing from its own view."""
    while not game.over:
        decision = game.decision
        assert decision is not None
        bot = bots[decision.player]
        view = game.view(decision.player) if bot.needs_view else None
        game.choose(bot.choose(view, decision))
    return game


def seated_bots(specs: Sequence[str], game_seed: int) -> list[Bot]:
    """A game's bots, one a seat, each seeded from the game's seed and its seat: the bots of
    `primetime simulate` and of the lab, so a game can be played again from its seed."""
    return [make_bot(spec, game_seed * 16 + seat) for seat, spec in enumerate(specs)]


def spec_number(
    name: str, text: str, *, whole: bool = False, low: float | None = 0.0, above: bool = False
) -> float:
    """A number a bot spec sets: finite (not nan or inf, which float() reads and a search
    cannot use), at least `low` (more than it, with `above`; None: any) and whole where
    asked; ValueError naming what is allowed."""
    try:
        value = int(text) if whole else float(text)
    except ValueError:
        value = math.nan
    too_low = low is not None and (value <= low if above else value < low)
    if not math.isfinite(value) or too_low:
        kind = "a whole number" if whole else "a number"
        bound = "" if low is None else f" {'more than' if above else 'of'} {low:g}"
        bound += "" if low is None or above else " or more"
        raise ValueError(f"{name} must be {kind}{bound}, not {text!r}")
    return value
