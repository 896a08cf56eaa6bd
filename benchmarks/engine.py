"""Engine speed: random 4-player games per second, decisions per second, clone time.

Run with `primetime bench [--json]` or `python benchmarks/engine.py`. One core, one process.
"""

from __future__ import annotations

import json
import random
import time
from typing import Any

from primetime import Game, GameConfig

PLAYERS = ("Ann", "Bob", "Cy", "Di")


def random_game(seed: int) -> Game:
    """One complete game of uniform random choices."""
    game = Game.new(GameConfig(players=PLAYERS, seed=seed))
    rng = random.Random(seed)
    while not game.over:
        decision = game.decision
        assert decision is not None
        game.choose(rng.choice(decision.options))
    return game


def mid_game(seed: int = 1) -> Game:
    """A 4-player game played at random to the middle of round 2."""
    game = Game.new(GameConfig(players=PLAYERS, seed=seed))
    rng = random.Random(seed)
    while game.state.round < 2 or len(game.state.pass_track) < 1:
        decision = game.decision
        assert decision is not None
        game.choose(rng.choice(decision.options))
    return game


def run(games: int = 200) -> dict[str, Any]:
    """Time `games` random games and a mid-game clone."""
    random_game(0)  # warm up imports and caches
    decisions = 0
    start = time.perf_counter()
    for seed in range(games):
        decisions += len(random_game(seed).history)
    elapsed = time.perf_counter() - start
    game = mid_game()
    clones = 2000
    start = time.perf_counter()
    for _ in range(clones):
        game.clone()
    clone_us = (time.perf_counter() - start) / clones * 1e6
    return {
        "random_4p_games_per_second": round(games / elapsed, 1),
        "decisions_per_second": round(decisions / elapsed),
        "decisions_per_game": round(decisions / games, 1),
        "clone_mid_game_microseconds": round(clone_us, 1),
        "games_timed": games,
    }


if __name__ == "__main__":
    print(json.dumps(run(), indent=1))
