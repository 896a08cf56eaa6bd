"""`Game`: the engine's public face. A game is its config plus the choices made."""

from __future__ import annotations

import hashlib
import json
from typing import TYPE_CHECKING

from .. import __version__
from ..cards import CardSet, load_boxes
from .config import ConfigError, GameConfig
from .decision import Decision, IllegalChoice
from .events import Event
from .machine import current_decision, resolve, run
from .modules import modules_of
from .options import Option
from .results import GameResult
from .scoring import final_result
from .setup import new_state
from .state import GameState

if TYPE_CHECKING:
    from .views import View

SAVE_FORMAT = "primetime-save"
SAVE_VERSION = 1


class SaveError(ValueError):
    """A save file that cannot be loaded: corrupt, of another version, or not replayable."""


def card_boxes(config: GameConfig) -> tuple[str, ...]:
    """The boxes a config uses: its own, then those its modules need."""
    boxes = list(config.boxes)
    for active in modules_of(config):
        boxes += [box for box in active.boxes if box not in boxes]
    return tuple(boxes)


def card_set(config: GameConfig) -> CardSet:
    """The cards of the boxes a config uses: its own, then those its modules need."""
    return load_boxes(card_boxes(config))


class Game:
    """A game in progress: ask `decision`, answer with `choose`, until `over`."""

    __slots__ = ("state", "history", "_decision")

    def __init__(self, state: GameState, history: list[str] | None = None) -> None:
        self.state = state
        self.history: list[str] = history if history is not None else []
        self._decision: Decision | None = None

    @classmethod
    def new(cls, config: GameConfig, auto_chance: bool = True) -> Game:
        """Set up a new game and run it to the first decision."""
        state = new_state(config, card_set(config), auto_chance)
        run(state)
        return cls(state)

    @property
    def config(self) -> GameConfig:
        return self.state.config

    @property
    def decision(self) -> Decision | None:
        """The decision the game waits on (None once the game is over)."""
        if self._decision is None and self.state.pending is not None:
            self._decision = current_decision(self.state)
        return self._decision

    @property
    def over(self) -> bool:
        return self.state.over

    def choose(self, choice: Option | str | int) -> Option:
        """Apply one of the offered options (an option, its text, or its index).

        Raises IllegalChoice, leaving the game unchanged, if the choice is not offered.
        """
        decision = self.decision
        if decision is None:
            raise IllegalChoice(None, choice)
        option = decision.find(choice, self.state.config.players)
        self.history.append(str(option))
        self._decision = None
        resolve(self.state, option)
        return option

    def result(self) -> GameResult:
        """Final scores with every end-game bonus itemised (the game must be over)."""
        if not self.state.over:
            raise ValueError("the game is not over yet; result() is available at game end")
        return final_result(self.state)

    @property
    def log(self) -> list[Event]:
        """Every event so far (the full log; `view(player).log` is what a player saw)."""
        return self.state.log

    def view(self, player: int | None) -> View:
        """What `player` may see (None: a spectator who sees only public information)."""
        from .views import make_view

        return make_view(self.state, player)

    def clone(self, with_log: bool = True) -> Game:
        """An independent copy (cheap: plain data copied by hand); search can skip the log and
        history."""
        if not with_log:
            return Game(self.state.clone(with_log=False), [])
        return Game(self.state.clone(), self.history[:])

    def fingerprint(self) -> str:
        """A hash of the whole state, to check that a replay reproduced a game exactly."""
        text = json.dumps(self.state.to_dict(), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode()).hexdigest()

    def to_json(self) -> str:
        """A save: the config and the choices, plus a fingerprint of the state they lead to."""
        return json.dumps(
            {
                "format": SAVE_FORMAT,
                "version": SAVE_VERSION,
                "engine": __version__,
                "config": self.config.to_dict(),
                "auto_chance": self.state.auto_chance,
                "choices": self.history,
                "fingerprint": self.fingerprint(),
            },
            indent=1,
        )

    @classmethod
    def from_json(cls, text: str) -> Game:
        """Load a save by replaying its choices; refuse it whole if anything is wrong."""
        try:
            data = json.loads(text)
        except (json.JSONDecodeError, TypeError, UnicodeDecodeError) as error:
            raise SaveError(f"not a primetime save file: not valid JSON ({error})") from error
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise SaveError('not a primetime save file (no "format": "primetime-save")')
        version = data.get("version")
        if type(version) is not int or version != SAVE_VERSION:
            raise SaveError(
                f"save file version {version!r} is not supported; "
                f"this primetime reads version {SAVE_VERSION}"
            )
        choices = data.get("choices")
        if not isinstance(choices, list) or not all(isinstance(c, str) for c in choices):
            raise SaveError('save file is corrupt: "choices" must be a list of option texts')
        auto_chance = data.get("auto_chance", True)
        if not isinstance(auto_chance, bool):
            raise SaveError(
                f'save file is corrupt: "auto_chance" must be true or false, got {auto_chance!r}'
            )
        try:
            config = GameConfig.from_dict(data.get("config"))  # type: ignore[arg-type]
        except (ConfigError, TypeError) as error:
            raise SaveError(f"save file has a bad config: {error}") from error
        game = cls.new(config, auto_chance=auto_chance)
        for number, choice in enumerate(choices, 1):
            try:
                game.choose(choice)
            except IllegalChoice as error:
                raise SaveError(
                    f"save file does not replay: choice {number} ({choice!r}) is not legal there"
                    f" ({error})"
                ) from error
        expected = data.get("fingerprint")
        if expected is not None and expected != game.fingerprint():
            raise SaveError(
                "save file does not replay to the same game (made by another engine version, "
                "or edited); refusing to load it"
            )
        return game
