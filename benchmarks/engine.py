"""Engine speed: random 4-player games per second, decisions per second (and how a decision's time
splits between listing its options and applying the choice), random games of the other modes per
second (solo, Classic Turns, Megacorp's Moguls), clone, view and determinize times (early and late
in a game: a view's cost should not grow with the game).

Run with `primetime bench [--json]` or `python benchmarks/engine.py`. One core, one process.
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable
from typing import Any

from primetime import Game, GameConfig
from primetime.engine.game import determinize

PLAYERS = ("Ann", "Bob", "Cy", "Di")
# The other modes' random games: each mode's config beside the four players and the seed (also
# counted by `instructions.py`)
MODES: dict[str, dict[str, Any]] = {
    "solo": {"players": ("Ann",)},
    "classic": {"classic_turns": True},
    "moguls": {"modules": ("moguls",)},
}


def random_game(seed: int, **changes: Any) -> Game:
    """One complete game of uniform random choices (four players, or the config's `changes`)."""
    game = Game.new(GameConfig(**{"players": PLAYERS, **changes}, seed=seed))
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


def late_game(seed: int = 1) -> Game:
    """A 4-player game played at random to the middle of its last round."""
    game = Game.new(GameConfig(players=PLAYERS, seed=seed))
    rng = random.Random(seed)
    last = game.state.geometry.rounds
    while game.state.round < last or len(game.state.pass_track) < 1:
        decision = game.decision
        assert decision is not None
        game.choose(rng.choice(decision.options))
    return game


def _microseconds(work: Callable[[], object], times: int) -> float:
    start = time.perf_counter()
    for _ in range(times):
        work()
    return (time.perf_counter() - start) / times * 1e6


def _view_figures(name: str, game: Game) -> dict[str, float]:
    decision = game.decision
    assert decision is not None
    player = max(decision.player, 0)
    view = game.view(player)
    rng = random.Random(1)
    return {
        f"view_{name}_microseconds": round(_microseconds(lambda: game.view(player), 500), 1),
        f"determinize_{name}_microseconds": round(
            _microseconds(lambda: determinize(view, rng), 300), 1
        ),
        f"log_events_{name}": len(game.log),
    }


def view_figures() -> dict[str, float]:
    """A view and a determinization of it, early (round 1) and late (last round) in a game."""
    early = Game.new(GameConfig(players=PLAYERS, seed=1))
    return {**_view_figures("early", early), **_view_figures("late", late_game())}


def split_figures(games: int) -> dict[str, float]:
    """Where a random 4-player game's time goes, per decision: listing the options
    (`game.decision`), applying the choice (`game.choose`, which plays on to the next decision)
    and the rest (the loop, the random pick). The bound on what faster listing alone can give."""
    clock = time.perf_counter
    listing = applying = playing = 0.0
    decisions = 0
    for seed in range(games):
        game = Game.new(GameConfig(players=PLAYERS, seed=seed))  # setup is not timed
        rng = random.Random(seed)
        begun = clock()
        while not game.over:
            before = clock()
            decision = game.decision
            listed = clock()
            assert decision is not None
            option = rng.choice(decision.options)
            chosen = clock()
            game.choose(option)
            applying += clock() - chosen
            listing += listed - before
            decisions += 1
        playing += clock() - begun
    return {
        "listing_per_decision_microseconds": round(listing / decisions * 1e6, 1),
        "applying_per_decision_microseconds": round(applying / decisions * 1e6, 1),
        "rest_per_decision_microseconds": round(
            (playing - listing - applying) / decisions * 1e6, 1
        ),
    }


def mode_figures(games: int) -> dict[str, float]:
    """Random games of each other mode per second (`MODES`)."""
    figures: dict[str, float] = {}
    for name, changes in MODES.items():
        random_game(0, **changes)  # warm up the mode's cards and caches
        start = time.perf_counter()
        for seed in range(games):
            random_game(seed, **changes)
        figures[f"random_{name}_games_per_second"] = round(games / (time.perf_counter() - start), 1)
    return figures


def run(games: int = 200) -> dict[str, Any]:
    """Time `games` random games, a mid-game clone, views and determinizations."""
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
        **split_figures(max(1, games // 2)),
        **mode_figures(games),
        **view_figures(),
    }


if __name__ == "__main__":
    print(json.dumps(run(), indent=1))
