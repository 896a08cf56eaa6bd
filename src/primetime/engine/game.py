"""`Game`: the engine's public face. A game is its config plus the choices made."""

from __future__ import annotations

import hashlib
import json
import random
from typing import Final

from .. import __version__
from ..cards import CardSet, load_boxes
from .config import GameConfig
from .decision import Decision, IllegalChoice
from .events import Event
from .machine import current_decision, resolve, run
from .modules import modules_of
from .native import made_again
from .options import Option
from .results import GameResult
from .scoring import final_result
from .setup import new_state
from .state import GameState
from .undo import UndoEntry, UndoRefused, record, refusal
from .views import View, determinized_state, make_view

SAVE_FORMAT: Final = "primetime-save"
SAVE_VERSION: Final = 1


MAX_NESTING: Final = 32  # a save nests 3 deep; anything far deeper is not a save
SAVE_KEYS: Final = frozenset(
    ("format", "version", "engine", "config", "auto_chance", "choices", "fingerprint")
)
MAX_DIGITS: Final = 100  # characters of a number in a save (a 256-bit seed has 78 digits)


class SaveError(ValueError):
    """A save file that cannot be loaded: corrupt, of another version, or not replayable."""


def _nesting(text: str) -> int:
    """How deep a JSON text's arrays and objects nest (strings skipped)."""
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > MAX_NESTING:
                    return deepest
        elif ch in "]}":
            depth -= 1
    return deepest


def _number(text: str) -> int | float:
    """A JSON number, refused if it is too long to be anything a save holds."""
    if len(text) > MAX_DIGITS:
        raise SaveError(f"save file is corrupt: a number of {len(text)} characters")
    return float(text) if any(c in text for c in ".eE") else int(text)


def card_boxes(config: GameConfig) -> tuple[str, ...]:
    """The boxes a config uses: its own, then those its modules need."""
    boxes = list(config.boxes)
    for active in modules_of(config):
        boxes += [box for box in active.boxes if box not in boxes]
    return tuple(boxes)


def card_set(config: GameConfig) -> CardSet:
    """The cards of the boxes a config uses: its own, then those its modules need."""
    return load_boxes(card_boxes(config))


def state_fingerprint(state: GameState) -> str:
    """A hash of everything in a state but its log (a save's check; a bot's position)."""
    text = json.dumps(state.to_dict(), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


class Game:
    """A game in progress: ask `decision`, answer with `choose`, until `over`."""

    __slots__ = ("state", "_history", "_chosen", "_decision", "_undo")

    def __init__(self, state: GameState, history: list[str] | None = None) -> None:
        self.state = state
        self._history: list[str] = history if history is not None else []
        # the choices since `history` was last read, put in words when it is: an option's text
        # is a few calls, and a game played by a program may never read it
        self._chosen: list[Option] = []
        self._decision: Decision | None = None
        self._undo: list[UndoEntry] | None = None  # kept only by `keep_undo` (interactive play)

    def __reduce__(self) -> tuple[object, ...]:
        return made_again(self, self.state)

    @classmethod
    def new(cls, config: GameConfig, auto_chance: bool = True) -> Game:
        """Set up a new game and run it to the first decision."""
        state = new_state(config, card_set(config), auto_chance)
        run(state)
        return cls(state)

    @property
    def history(self) -> list[str]:
        """The text of every choice that stands, oldest first (what a save replays)."""
        chosen = self._chosen
        if chosen:
            history = self._history
            for option in chosen:
                history.append(str(option))
            chosen.clear()
        return self._history

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

    def choose(self, choice: object) -> Option:
        """Apply one of the offered options (an option, its text, or its index).

        Raises IllegalChoice, leaving the game unchanged, if the choice is not offered (anything
        else given, None say, is not offered either).
        """
        decision = self._decision or self.decision  # (mostly asked for already: no property)
        if decision is None:
            raise IllegalChoice(None, choice)
        for option in decision.options:  # mostly the offered object itself (`Decision.find`)
            if option is choice:
                break
        else:
            option = decision.find(choice, self.state.config.players)
        before = self.state.clone() if self._undo is not None else None
        self._chosen.append(option)
        self._decision = None
        resolve(self.state, option)
        if self._undo is not None and before is not None:
            record(self._undo, decision.player, before)
        return option

    def keep_undo(self) -> Game:
        """From now on remember what is needed to take choices back (`undo`); interactive games
        do, search and simulations don't. Returns the game."""
        if self._undo is None:
            self._undo = []
        return self

    def can_undo(self, player: object) -> str | None:
        """None if `player` may take back their last choice now, else the reason why not: only
        their own choices of the current turn, while nothing hidden was revealed since and no
        other player has decided."""
        return refusal(self.state, self._undo, player)

    def undo(self, player: object) -> str:
        """Take back `player`'s last choice (UndoRefused, a ValueError, says why not, also for
        something that is not a seat, in either build); returns the text of the choice taken
        back. The history then holds only the choices that stand."""
        reason = self.can_undo(player)
        if reason is not None:
            raise UndoRefused(f"cannot undo: {reason}")
        assert self._undo is not None
        entry = self._undo.pop()
        self.state = entry.before.clone()  # clones may share the journal's states
        self._decision = None
        return self.history.pop()

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
        return make_view(self.state, player)

    def clone(self, with_log: bool = True) -> Game:
        """An independent copy (cheap: plain data copied by hand); search can skip the log and
        history."""
        if not with_log:
            copy = Game(self.state.clone(with_log=False), [])
        else:
            copy = Game(self.state.clone(), self.history[:])
            if self._undo is not None:
                copy._undo = self._undo[:]  # the states in it are never changed, only replaced
        # The same state waits on the same decision (a value): listed once, not on every copy.
        copy._decision = self._decision
        return copy

    def fingerprint(self) -> str:
        """A hash of the whole state, to check that a replay reproduced a game exactly."""
        return state_fingerprint(self.state)

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
    def from_json(cls, text: str, allow_unverified: bool = False) -> Game:
        """Load a save by replaying its choices; refuse it whole if anything is wrong. A save
        without a fingerprint cannot be checked, and loads only with `allow_unverified`."""
        if not isinstance(text, str):
            raise SaveError("not a primetime save file: not text")
        if _nesting(text) > MAX_NESTING:
            raise SaveError(f"not a primetime save file: nested deeper than {MAX_NESTING} levels")
        try:
            data = json.loads(text, parse_int=_number, parse_float=_number)
        except (json.JSONDecodeError, TypeError, UnicodeDecodeError) as error:
            raise SaveError(f"not a primetime save file: not valid JSON ({error})") from error
        except (RecursionError, ValueError) as error:
            if isinstance(error, SaveError):
                raise
            raise SaveError(f"not a primetime save file: {error}") from error
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise SaveError('not a primetime save file (no "format": "primetime-save")')
        version = data.get("version")
        if type(version) is not int or version != SAVE_VERSION:
            raise SaveError(
                f"save file version {version!r} is not supported; "
                f"this primetime reads version {SAVE_VERSION}"
            )
        unknown = sorted(set(data) - SAVE_KEYS)
        if unknown:
            raise SaveError(
                f"save file is corrupt: unknown keys {unknown}; a save holds "
                f"{', '.join(sorted(SAVE_KEYS))}"
            )
        if not isinstance(data.get("engine", ""), str):
            raise SaveError('save file is corrupt: "engine" must be the version that wrote it')
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
            game = cls.new(config, auto_chance=auto_chance)
        except (ValueError, TypeError) as error:  # ConfigError, a box's CardError
            raise SaveError(f"save file has a bad config: {error}") from error
        for number, choice in enumerate(choices, 1):
            try:
                game.choose(choice)
            except IllegalChoice as error:
                raise SaveError(
                    f"save file does not replay: choice {number} ({choice!r}) is not legal there"
                    f" ({error})"
                ) from error
        expected = data.get("fingerprint")
        if expected is None and not allow_unverified:
            raise SaveError(
                "save file has no fingerprint, so it cannot be checked; load it anyway with "
                "--unverified (Game.from_json(text, allow_unverified=True))"
            )
        if expected is not None and expected != game.fingerprint():
            raise SaveError(
                "save file does not replay to the same game (made by another engine version, "
                "or edited); refusing to load it"
            )
        return game


def determinize(view: View, rng: random.Random, auto_chance: bool | None = None) -> Game:
    """A full game consistent with a view: hidden cards dealt at random from what is unseen,
    chance reseeded. For search bots; the true game is untouched."""
    return Game(determinized_state(view, rng, auto_chance))
