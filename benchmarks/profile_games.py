"""Where random games spend their time: cProfile's share of each function, with what it calls.

    python benchmarks/profile_games.py [--games N] [--top K]

Plays N random 4-player games (seeds 0..N-1, the random pick seeded alike) after a warm-up of
three, profiled, and prints the K functions with the largest cumulative share of the run's time
and how often each was called: the README's "The profile, before and after" table. Shares, not
seconds: the profiler's own cost inflates every call alike, and the machine's load cancels out.
Run it with `PYTHONHASHSEED=0` to compare commits (salted hashes reorder sets of card ids).
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random

from primetime import Game, GameConfig

PLAYERS = ("Ann", "Bob", "Cy", "Di")


def play(games: int) -> int:
    """Play `games` random 4-player games; the number of decisions made."""
    decisions = 0
    for seed in range(games):
        game = Game.new(GameConfig(players=PLAYERS, seed=seed))
        rng = random.Random(seed)
        while not game.over:
            decision = game.decision
            assert decision is not None
            game.choose(rng.choice(decision.options))
            decisions += 1
    return decisions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=100, help="random games to profile")
    parser.add_argument("--top", type=int, default=40, help="functions to list")
    args = parser.parse_args()
    play(3)  # imports, card tables and caches made before the profile starts
    profiler = cProfile.Profile()
    profiler.enable()
    decisions = play(args.games)
    profiler.disable()
    stats = pstats.Stats(profiler)
    total: float = stats.total_tt  # type: ignore[attr-defined]
    rows = []
    for (path, _, name), (_, calls, _, cumulative, _) in stats.stats.items():  # type: ignore[attr-defined]
        rows.append((cumulative / total, calls, f"{path.split('/src/')[-1]}:{name}"))
    rows.sort(reverse=True)
    print(f"{args.games} random 4-player games, {decisions} decisions, {total:.2f} s profiled")
    print("share   calls     function (cumulative: with what it calls)")
    for share, calls, where in rows[: args.top]:
        print(f"{share * 100:5.1f}% {calls:9d}  {where}")


if __name__ == "__main__":
    main()
