"""A single-agent Gymnasium environment: the learner in one seat, primetime bots in the others.

    import gymnasium
    import primetime.adapters.gym_env  # registers primetime/Primetime-v0

    env = gymnasium.make("primetime/Primetime-v0", players=3, opponents="random")
    observation, info = env.reset(seed=7)

- Observations are dicts like the PettingZoo environment's: `observation` (the learner's view as a
  float32 tensor in [0, 1]) and `action_mask` (int8 over the 60,759 action ids); `action_masks()`
  returns the mask as booleans (the convention of maskable policy learners).
- Actions are ids of `primetime.adapters.action_space`. An action that is not legal ends the
  episode with reward -1 and `info["illegal_action"] = True`, leaving the game as it was
  (`illegal_action="raise"` raises ValueError instead).
- The reward is 0 until the game ends, then the learner's return of
  `primetime.adapters.encoding.returns_of` (rank-based in [-1, 1]; solo: score / 150 - 1).
- Every random number comes from `self.np_random`: each reset draws the game's seed, the bots'
  seeds and (with `seat="random"`) the learner's seat from it, so `reset(seed=s)` is reproducible.
- `opponents` is a bot spec for every other seat (`"random"`, `"heuristic"`, ...; see
  `primetime.bots.make_bot`) or a list of one spec per other seat, in seat order.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import gymnasium
import numpy as np
import numpy.typing as npt
from gymnasium import spaces

from ..bots import Bot, make_bot
from ..engine.config import GameConfig
from ..engine.game import Game
from .action_space import action_space
from .encoding import ViewEncoder, agent_names, final_info, module_names, returns_of
from .text import render_for

ENV_ID = "primetime/Primetime-v0"
SEED_BOUND = 2**63
BOT_SEED_BOUND = 2**31
ILLEGAL_REWARD = -1.0

Observation = dict[str, Any]  # observation: float32 tensor, action_mask: int8


def observation_space(encoder: ViewEncoder, actions: int) -> spaces.Dict:
    """The observation space: the view tensor in [0, 1] and the int8 action mask."""
    return spaces.Dict(
        {
            "observation": spaces.Box(0.0, 1.0, (encoder.size,), np.float32),
            "action_mask": spaces.Box(0, 1, (actions,), np.int8),
        }
    )


class PrimetimeEnv(gymnasium.Env[Observation, np.int64]):
    """The learner plays one seat of a primetime game against bots."""

    metadata: dict[str, Any] = {"render_modes": ["ansi", "human"], "render_fps": 4}

    def __init__(
        self,
        players: int = 2,
        seat: int | str = 0,
        opponents: str | Sequence[str] = "random",
        classic_turns: bool = False,
        beginner: bool = False,
        render_mode: str | None = None,
        illegal_action: str = "terminate",
        modules: str | Sequence[str] = (),
    ) -> None:
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']}")
        if illegal_action not in ("terminate", "raise"):
            raise ValueError(
                f'illegal_action must be "terminate" or "raise", got {illegal_action!r}'
            )
        self._config = GameConfig(
            players=agent_names(players),
            classic_turns=classic_turns,
            beginner=beginner,
            modules=module_names(modules),
        )
        if seat != "random" and (not isinstance(seat, int) or not 0 <= seat < players):
            raise ValueError(f'seat must be 0 to {players - 1} or "random", got {seat!r}')
        specs = [opponents] * (players - 1) if isinstance(opponents, str) else list(opponents)
        if len(specs) != players - 1:
            raise ValueError(f"{players - 1} opponent specs needed, got {len(specs)}")
        for spec in specs:
            make_bot(spec)  # a bad spec fails here, naming the bots that exist
        self._opponents = specs
        self._seat_choice = seat
        self.render_mode = render_mode
        self.illegal_action = illegal_action
        modules = self._config.modules
        self._space = action_space(modules)
        self._encoder = ViewEncoder(modules=modules)
        actions = self._space.num_player_actions
        self.observation_space = observation_space(self._encoder, actions)
        self.action_space = spaces.Discrete(actions)
        self.seat = 0 if seat == "random" else int(seat)
        self.game = Game.new(self._config)
        self._bots: dict[int, Bot] = {}

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Observation, dict[str, Any]]:
        """A new game; `options` is accepted and unused."""
        super().reset(seed=seed)
        rng = self.np_random
        count = self._config.player_count
        game_seed = int(rng.integers(SEED_BOUND))
        if self._seat_choice == "random":
            self.seat = int(rng.integers(count))
        others = [p for p in range(count) if p != self.seat]
        self._bots = {
            p: make_bot(spec, int(rng.integers(BOT_SEED_BOUND)))
            for p, spec in zip(others, self._opponents, strict=True)
        }
        self.game = Game.new(replace(self._config, seed=game_seed))
        self._play_bots()
        return self._observation(), {"seat": self.seat}

    def _play_bots(self) -> None:
        """Let the bots decide until the learner must (or the game is over)."""
        game = self.game
        while not game.over:
            decision = game.decision
            assert decision is not None
            if decision.player == self.seat:
                return
            bot = self._bots[decision.player]
            view = game.view(decision.player) if bot.needs_view else None
            game.choose(bot.choose(view, decision))

    def action_masks(self) -> npt.NDArray[np.bool_]:
        """The legal actions now, as booleans."""
        mask = np.zeros(self._space.num_player_actions, np.bool_)
        decision = self.game.decision
        if decision is not None and decision.player == self.seat:
            mask[self._space.legal_ids(decision)] = True
        return mask

    def _observation(self) -> Observation:
        return {
            "observation": self._encoder.encode(self.game.view(self.seat)),
            "action_mask": self.action_masks().astype(np.int8),
        }

    def step(self, action: np.int64 | int) -> tuple[Observation, float, bool, bool, dict[str, Any]]:
        decision = self.game.decision
        if decision is None:
            raise ValueError("the game is over: call reset()")
        try:
            option = self._space.find(decision, int(action))
        except ValueError:
            if self.illegal_action == "raise":
                raise
            return self._observation(), ILLEGAL_REWARD, True, False, {"illegal_action": True}
        self.game.choose(option)
        self._play_bots()
        info: dict[str, Any] = {"illegal_action": False}
        reward = 0.0
        if self.game.over:
            reward = returns_of(self.game)[self.seat]
            info.update(final_info(self.game, self.seat))
        if self.render_mode == "human":
            self.render()
        return self._observation(), reward, self.game.over, False, info

    def render(self) -> str | None:
        return render_for(self.game, self.render_mode)


if ENV_ID not in gymnasium.registry:
    gymnasium.register(id=ENV_ID, entry_point=f"{__name__}:PrimetimeEnv")
