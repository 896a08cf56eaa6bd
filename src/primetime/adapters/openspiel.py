"""primetime as an OpenSpiel game: `python_primetime`, registered with `pyspiel` on import.

    import pyspiel
    import primetime.adapters.openspiel  # registers python_primetime

    game = pyspiel.load_game("python_primetime", {"players": 3})
    state = game.new_initial_state()

Parameters: `players` (1-5, default 2; 1 is solo mode against the solo opponent), `classic_turns`,
`beginner` (both default false), `modules` (module names joined by "+", or by commas when
the parameters are given as a dict: e.g. "moguls+executives+telly"; the game's own parameters
and string join them by "+" either way, since a game string can't hold a comma; default "";
the action space and tensors then cover the modules' cards).

- **Chance is explicit.** The engine runs with `auto_chance=False`, so every draw, deal and solo
  reveal is a chance node whose `chance_outcomes()` are the cards that could come, uniformly (a deck
  is a multiset of unseen cards). The tree is the real game's.
- **Actions** are the ids of `primetime.adapters.action_space` (60,759 player actions, 204 chance
  outcomes with the base box); `legal_actions()` is ascending and action strings are the options'
  own text.
- **Returns** are bounded in [-1, 1] (`primetime.adapters.encoding.returns_of`): rank-based and
  zero-sum with 2-5 players, the final score / 150 - 1 in solo mode (general-sum). Rewards come
  only at the end.
- **Observations** (`make_py_observer`): strings and tensors built from `game.view(player)` only.
  The observation string is the view's visible state as canonical JSON; the information-state
  string adds the player's log, one line per event, so it is perfect recall. Tensors are
  `primetime.adapters.encoding.ViewEncoder`'s (information state: plus every card the player saw
  named in the log). A public observer (`private_info=NONE`) sees what a spectator sees.
- **resample_from_infostate(player, sampler)** is the engine's `determinize` of that player's
  view, seeded from the sampler: the new state has the same information state for that player.
- **Serialization** pickles a state's engine game as its save (`Game.to_json`, replayed on load);
  a resampled state, whose history is not a game from the start, pickles its state instead.

`MAX_GAME_LENGTH` (player decisions) is a generous bound, not a measurement: random and heuristic
games of the base box take at most about 80 (solo) to 270 (5 players) player decisions, and
about 360 with 5 players and all of Megacorp.
"""

from __future__ import annotations

import pickle
import random
from typing import Any

import pyspiel  # type: ignore[import-not-found]

from ..engine.config import ConfigError, GameConfig
from ..engine.decision import CHANCE
from ..engine.game import Game, determinize
from ..engine.views import View
from .action_space import ActionSpace, action_space
from .encoding import ViewEncoder, agent_names, module_names, returns_of
from .text import event_line, render_board, view_string

GAME_NAME = "python_primetime"
MAX_PLAYERS = 5
MAX_GAME_LENGTH = 5000
DEFAULT_PARAMS: dict[str, Any] = {
    "players": 2,
    "classic_turns": False,
    "beginner": False,
    "modules": "",
}


def config_from_params(params: dict[str, Any]) -> GameConfig:
    """The engine config of OpenSpiel game parameters (ValueError naming a bad one)."""
    unknown = sorted(set(params) - set(DEFAULT_PARAMS))
    if unknown:
        raise ValueError(f"unknown parameter {unknown[0]!r}; known: {', '.join(DEFAULT_PARAMS)}")
    values = {**DEFAULT_PARAMS, **params}
    players = values["players"]
    if isinstance(players, bool) or not isinstance(players, int) or not 1 <= players <= 5:
        raise ValueError(f"players must be 1 to {MAX_PLAYERS}, got {players!r}")
    modules = values["modules"]
    if not isinstance(modules, str):
        raise ValueError(f"modules must be names joined by '+', got {modules!r}")
    try:
        return GameConfig(
            players=agent_names(players),
            beginner=bool(values["beginner"]),
            classic_turns=bool(values["classic_turns"]),
            modules=module_names(modules),
        )
    except ConfigError as error:
        raise ValueError(str(error)) from error


def _game_type(zero_sum: bool) -> Any:
    return pyspiel.GameType(
        short_name=GAME_NAME,
        long_name="The Networks: Primetime (primetime engine)",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=(
            pyspiel.GameType.Utility.ZERO_SUM if zero_sum else pyspiel.GameType.Utility.GENERAL_SUM
        ),
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=MAX_PLAYERS,
        min_num_players=1,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=DEFAULT_PARAMS,
    )


GAME_TYPE = _game_type(zero_sum=True)


class Match:
    """The engine game behind an OpenSpiel state, and each viewer's log lines so far.

    `clone` (what OpenSpiel's state clone runs, through `copy.deepcopy`) copies the engine game
    by hand; pickling stores a save that replays (or, for a game that does not start at the
    beginning, such as a determinized one, the engine game itself).
    """

    __slots__ = ("game", "replayable", "lines")

    def __init__(
        self, game: Game, replayable: bool = True, lines: dict[int | None, list[str]] | None = None
    ) -> None:
        self.game = game
        self.replayable = replayable
        self.lines: dict[int | None, list[str]] = lines if lines is not None else {}

    def clone(self) -> Match:
        lines = {viewer: seen[:] for viewer, seen in self.lines.items()}
        return Match(self.game.clone(), self.replayable, lines)

    def __deepcopy__(self, memo: dict[int, Any]) -> Match:
        return self.clone()

    def __getstate__(self) -> dict[str, Any]:
        if self.replayable:
            return {"save": self.game.to_json()}
        return {"pickled": pickle.dumps(self.game)}

    def __setstate__(self, data: dict[str, Any]) -> None:
        self.lines = {}
        self.replayable = "save" in data
        self.game = (
            Game.from_json(data["save"]) if self.replayable else pickle.loads(data["pickled"])
        )

    def view(self, player: int | None) -> View:
        return self.game.view(player)

    def log_lines(self, viewer: int | None) -> list[str]:
        """The log as `viewer` saw it, one line per event (kept up to date incrementally: the
        engine's log only grows)."""
        seen = self.lines.setdefault(viewer, [])
        log = self.game.state.log
        for event in log[len(seen) :]:
            seen.append(event_line(event.seen_by(viewer)))
        return seen


class PrimetimeGame(pyspiel.Game):  # type: ignore[misc]
    """The OpenSpiel game: parameters, type, sizes, and new states."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = {**DEFAULT_PARAMS, **(params or {})}
        config = config_from_params(params)
        count = config.player_count
        self.modules = config.modules
        space = action_space(self.modules)
        info = pyspiel.GameInfo(
            num_distinct_actions=space.num_player_actions,
            max_chance_outcomes=space.num_chance_outcomes,
            num_players=count,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=0.0 if count > 1 else None,
            max_game_length=MAX_GAME_LENGTH,
        )
        # the game's string names its modules with "+": "a,b" in a string would read as another
        # parameter, and load_game(str(game)), serializing and pickling would fail
        params["modules"] = "+".join(config.modules)
        super().__init__(_game_type(zero_sum=count > 1), info, params)
        self.config = config
        self.space: ActionSpace = space
        self._start = Game.new(config, auto_chance=False)

    def new_initial_state(self) -> PrimetimeState:
        """A game at its start (a copy of one set up once)."""
        return PrimetimeState(self, Match(self._start.clone()))

    def state_of(self, game: Game, replayable: bool = False) -> PrimetimeState:
        """An OpenSpiel state around an engine game (which must run with `auto_chance=False`)."""
        if game.state.auto_chance:
            raise ValueError("an OpenSpiel state needs a game made with auto_chance=False")
        if game.state.player_count != self.config.player_count:
            raise ValueError(
                f"this game is for {self.config.player_count} players,"
                f" not {game.state.player_count}"
            )
        return PrimetimeState(self, Match(game, replayable))

    def make_py_observer(
        self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
    ) -> PrimetimeObserver:
        """An observer of views (C++ passes only `params` when no observation type is given)."""
        if not isinstance(iig_obs_type, pyspiel.IIGObservationType):
            params = iig_obs_type or params
            iig_obs_type = pyspiel.IIGObservationType(perfect_recall=False)
        return PrimetimeObserver(iig_obs_type, params, self.modules)


class PrimetimeState(pyspiel.State):  # type: ignore[misc]
    """One position: the engine game at a decision (a player's, or chance's), or over."""

    def __init__(self, game: PrimetimeGame, match: Match) -> None:
        super().__init__(game)
        self._match = match  # the only Python attribute: OpenSpiel's clone deep-copies each one

    def _space(self) -> ActionSpace:
        return action_space(self._match.game.config.modules)

    @property
    def engine_game(self) -> Game:
        """The engine game (do not change it except through `apply_action`)."""
        return self._match.game

    def view(self, player: int | None) -> View:
        """What `player` may see (None: a spectator)."""
        return self._match.view(player)

    def log_lines(self, viewer: int | None) -> list[str]:
        return self._match.log_lines(viewer)

    def current_player(self) -> Any:
        game = self._match.game
        if game.over:
            return pyspiel.PlayerId.TERMINAL
        decision = game.decision
        assert decision is not None
        return pyspiel.PlayerId.CHANCE if decision.player == CHANCE else decision.player

    def _legal_actions(self, player: int) -> list[int]:
        decision = self._match.game.decision
        assert decision is not None and decision.player == player
        return self._space().legal_ids(decision)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        decision = self._match.game.decision
        assert decision is not None and decision.is_chance
        space = self._space()
        return sorted(
            (space.chance_id(o), p)
            for o, p in zip(decision.options, decision.probabilities, strict=True)
        )

    def _apply_action(self, action: int) -> None:
        game = self._match.game
        decision = game.decision
        if decision is None:
            raise ValueError(f"action {action} is not possible: the game is over")
        game.choose(self._space().find(decision, action))

    def _action_to_string(self, player: int, action: int) -> str:
        return self._space().action_string(action, chance=player == CHANCE)

    def is_terminal(self) -> bool:
        return self._match.game.over

    def returns(self) -> list[float]:
        return returns_of(self._match.game)

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> PrimetimeState:
        """A state with the same information state for `player_id`: the engine's determinization
        of their view, seeded from `probability_sampler` (a callable giving floats in [0, 1))."""
        seed = int(probability_sampler() * 2**32) << 32 | int(probability_sampler() * 2**32)
        game = determinize(self._match.view(player_id), random.Random(seed))
        lines: dict[int | None, list[str]] = {player_id: self._match.log_lines(player_id)[:]}
        return PrimetimeState(self.get_game(), Match(game, False, lines))

    def __str__(self) -> str:
        game = self._match.game
        return f"{render_board(game.state)}\nstate {game.fingerprint()[:16]}"


class PrimetimeObserver:
    """Observation or information state (`perfect_recall`) of one player, or of a spectator
    (`private_info=NONE`), as a string and a tensor (PyObserver interface)."""

    def __init__(
        self,
        iig_obs_type: Any,
        params: dict[str, Any] | None,
        modules: tuple[str, ...] = (),
    ) -> None:
        if params:
            raise ValueError(f"observation parameters are not supported, got {params}")
        private = iig_obs_type.private_info
        if not iig_obs_type.public_info or private == pyspiel.PrivateInfoType.ALL_PLAYERS:
            raise ValueError(
                "primetime observers see what one player (private_info=SINGLE_PLAYER) or a"
                " spectator (NONE) sees, public information included"
            )
        self.perfect_recall = bool(iig_obs_type.perfect_recall)
        self.spectator = private == pyspiel.PrivateInfoType.NONE
        self.encoder = ViewEncoder(perfect_recall=self.perfect_recall, modules=modules)
        self.tensor, self.dict = self.encoder.new_tensor()

    def _viewer(self, player: int) -> int | None:
        return None if self.spectator else player

    def set_from(self, state: PrimetimeState, player: int) -> None:
        self.encoder.write(state.view(self._viewer(player)), self.dict)

    def string_from(self, state: PrimetimeState, player: int) -> str:
        viewer = self._viewer(player)
        text = view_string(state.view(viewer))
        if self.perfect_recall:
            text += "\n" + "\n".join(state.log_lines(viewer))
        return text


def load_game(
    players: int = 2, classic_turns: bool = False, beginner: bool = False, modules: str = ""
) -> Any:
    """`pyspiel.load_game("python_primetime", ...)` with these parameters."""
    return pyspiel.load_game(
        GAME_NAME,
        {
            "players": players,
            "classic_turns": classic_turns,
            "beginner": beginner,
            "modules": modules,
        },
    )


if GAME_NAME not in {t.short_name for t in pyspiel.registered_games()}:
    pyspiel.register_game(GAME_TYPE, PrimetimeGame)
