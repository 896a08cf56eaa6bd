"""primetime as a PettingZoo AEC environment (and, re-exported, the single-agent Gymnasium one).

    from primetime.adapters.pettingzoo import env

    aec = env(players=3, render_mode="ansi")
    aec.reset(seed=7)
    for agent in aec.agent_iter():
        observation, reward, terminated, truncated, info = aec.last()
        mask = observation["action_mask"]
        aec.step(None if terminated or truncated else aec.action_space(agent).sample(mask))

- Agents are `player_0` .. `player_{n-1}` (one agent in solo mode); the agent selected is the one
  whose decision the game waits on. Chance is resolved by the engine from the game's seed:
  `reset(seed=s)` plays the primetime game of seed `s`, and `reset()` without a seed draws the
  next seed from a generator seeded by the last seeded reset. `options` is accepted and unused.
- Observations are dicts: `observation`, the agent's view as `ViewEncoder`'s float32 tensor in
  [0, 1]; `action_mask`, int8 over the 60,759 action ids of `primetime.adapters.action_space`
  (all zeros for an agent that is not deciding). Spaces are built once per agent.
- Rewards come at the end only: each agent's return of `primetime.adapters.encoding.returns_of`
  (rank-based in [-1, 1], zero-sum; solo: score / 150 - 1). Final infos hold `score` and `winner`
(solo: `score` and `rank`).
- `render()` is the board as text (`render_mode="ansi"` returns it, `"human"` prints it).
- `env()` wraps `PrimetimeAEC` as PettingZoo's classic games are wrapped: an illegal action ends the
  game with -1 for its agent (the raw env raises ValueError instead).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import numpy as np
import numpy.typing as npt
from gymnasium import spaces
from pettingzoo import AECEnv  # type: ignore[import-untyped]
from pettingzoo.utils import wrappers  # type: ignore[import-untyped]

from ..engine.config import GameConfig
from ..engine.game import Game
from .action_space import action_space
from .encoding import ViewEncoder, agent_names, final_info, module_names, returns_of
from .gym_env import PrimetimeEnv, observation_space
from .text import render_for

__all__ = ["PrimetimeAEC", "PrimetimeEnv", "env", "raw_env"]

Observation = dict[str, npt.NDArray[Any]]
SEED_BOUND = 2**63


class PrimetimeAEC(AECEnv):  # type: ignore[misc]
    """The raw AEC environment (see the module docstring)."""

    metadata: dict[str, Any] = {
        "name": "primetime_v0",
        "render_modes": ["ansi", "human"],
        "is_parallelizable": False,
    }

    def __init__(
        self,
        players: int = 2,
        classic_turns: bool = False,
        beginner: bool = False,
        render_mode: str | None = None,
        modules: str | Sequence[str] = (),
    ) -> None:
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']}")
        self.render_mode = render_mode
        self._config = GameConfig(
            players=agent_names(players),
            classic_turns=classic_turns,
            beginner=beginner,
            modules=module_names(modules),
        )
        self.possible_agents: list[str] = list(self._config.players)
        modules = self._config.modules
        self._space = action_space(modules)
        self._encoder = ViewEncoder(modules=modules)
        size = self._space.num_player_actions
        self.observation_spaces = {
            a: observation_space(self._encoder, size) for a in self.possible_agents
        }
        self.action_spaces = {a: spaces.Discrete(size) for a in self.possible_agents}
        self._seeds = np.random.default_rng()
        self.game = Game.new(self._config)
        self.agents: list[str] = []

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._seeds = np.random.default_rng(seed)
            game_seed = int(seed)
        else:
            game_seed = int(self._seeds.integers(SEED_BOUND))
        self.game = Game.new(replace(self._config, seed=game_seed))
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._select()

    def _select(self) -> None:
        decision = self.game.decision
        if decision is not None:
            self.agent_selection = self.possible_agents[decision.player]

    def observe(self, agent: str) -> Observation:
        player = self.possible_agents.index(agent)
        mask = np.zeros(self._space.num_player_actions, np.int8)
        decision = self.game.decision
        if decision is not None and decision.player == player:
            mask[self._space.legal_ids(decision)] = 1
        return {"observation": self._encoder.encode(self.game.view(player)), "action_mask": mask}

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        decision = self.game.decision
        assert decision is not None and self.possible_agents[decision.player] == agent
        if action is None:
            raise ValueError(f"{agent} must choose an action (None is only for finished agents)")
        self.game.choose(self._space.find(decision, int(action)))
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        if self.game.over:
            for seat, (name, value) in enumerate(
                zip(self.agents, returns_of(self.game), strict=True)
            ):
                self.rewards[name] = value
                self.terminations[name] = True
                self.infos[name] = final_info(self.game, seat)
        else:
            self._select()
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self) -> str | None:
        return render_for(self.game, self.render_mode)

    def close(self) -> None:
        """Nothing to release."""


def raw_env(**kwargs: Any) -> PrimetimeAEC:
    """The AEC environment without wrappers."""
    return PrimetimeAEC(**kwargs)


def env(**kwargs: Any) -> Any:
    """The AEC environment with PettingZoo's usual wrappers (illegal action: -1 and game over)."""
    aec: Any = PrimetimeAEC(**kwargs)
    aec = wrappers.TerminateIllegalWrapper(aec, illegal_reward=-1.0)
    aec = wrappers.AssertOutOfBoundsWrapper(aec)
    return wrappers.OrderEnforcingWrapper(aec)
