"""Adapter speed: steps per second through OpenSpiel, PettingZoo and Gymnasium (random actions).

Run with `python benchmarks/adapters.py [steps]` (needs the `[rl]` extra). One core, one process.

- OpenSpiel: `python_primetime` with 4 players; a step is one `apply_action` (chance outcomes
  included, sampled by their probabilities), with `legal_actions()` or `chance_outcomes()` asked
  before each.
- PettingZoo: the raw AEC env with 4 players; a step is `last()` (the observation tensor and the
  action mask) then `step()`.
- Gymnasium: the single-agent env, 2 players, the other seat a random bot; a step is `step()`
  (which also plays the bot's decisions and builds the next observation).
"""

from __future__ import annotations

import json
import random
import sys
import time
from typing import Any

import numpy as np

PLAYERS = 4


def openspiel_steps(steps: int, seed: int = 0) -> tuple[int, int, float]:
    """(steps, player steps, seconds) of random games through the OpenSpiel adapter."""
    from primetime.adapters.openspiel import load_game

    game = load_game(PLAYERS)
    rng = random.Random(seed)
    done = player_steps = 0
    start = time.perf_counter()
    state = game.new_initial_state()
    while done < steps:
        if state.is_terminal():
            state = game.new_initial_state()
        if state.is_chance_node():
            actions, probabilities = zip(*state.chance_outcomes(), strict=True)
            action = rng.choices(actions, probabilities)[0]
        else:
            action = rng.choice(state.legal_actions())
            player_steps += 1
        state.apply_action(action)
        done += 1
    return done, player_steps, time.perf_counter() - start


def pettingzoo_steps(steps: int, seed: int = 0) -> tuple[int, float]:
    """(steps, seconds) of random games through the raw PettingZoo AEC environment."""
    from primetime.adapters.pettingzoo import raw_env

    env = raw_env(players=PLAYERS)
    rng = np.random.default_rng(seed)
    env.reset(seed=seed)
    done = 0
    start = time.perf_counter()
    while done < steps:
        if not env.agents:
            env.reset()
        observation, _, terminated, truncated, _ = env.last()
        if terminated or truncated:
            env.step(None)
            continue
        env.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))
        done += 1
    return done, time.perf_counter() - start


def gymnasium_steps(steps: int, seed: int = 0) -> tuple[int, float]:
    """(steps, seconds) of random games through the single-agent Gymnasium environment."""
    from primetime.adapters.gym_env import PrimetimeEnv

    env = PrimetimeEnv(players=2)
    rng = np.random.default_rng(seed)
    observation, _ = env.reset(seed=seed)
    done = 0
    start = time.perf_counter()
    while done < steps:
        action = int(rng.choice(np.flatnonzero(observation["action_mask"])))
        observation, _, terminated, truncated, _ = env.step(action)
        if terminated or truncated:
            observation, _ = env.reset()
        done += 1
    return done, time.perf_counter() - start


def run(steps: int = 5000) -> dict[str, Any]:
    """Time `steps` steps through each adapter."""
    openspiel_steps(200)  # warm up imports and caches
    total, player, seconds = openspiel_steps(steps)
    zoo, zoo_seconds = pettingzoo_steps(steps)
    gym, gym_seconds = gymnasium_steps(steps)
    return {
        "openspiel_steps_per_second": round(total / seconds),
        "openspiel_player_share": round(player / total, 3),
        "pettingzoo_steps_per_second": round(zoo / zoo_seconds),
        "gymnasium_steps_per_second": round(gym / gym_seconds),
        "steps_timed": steps,
    }


if __name__ == "__main__":
    print(json.dumps(run(int(sys.argv[1]) if len(sys.argv) > 1 else 5000), indent=1))
