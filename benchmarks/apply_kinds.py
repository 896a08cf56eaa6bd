"""Where applying choices spends its time: each decision kind and option class, per game.

    python benchmarks/apply_kinds.py [--games N] [--solo] [--top K]

Plays N random games (4-player, or solo with `--solo`; seeds 0..N-1, the random pick seeded
alike) after a warm-up of five, and times, for every choice, listing the decision's options
(`Game.decision`) and applying the choice (`Game.choose`: the resolver and every step up to the
next decision). Prints the time of each (decision kind, option class) per game, how often a game
makes it and its mean, then the listing's time by decision kind. A turn's last pass carries the
whole end of its round (upkeep, scoring, aging, the next round's start). Seconds on this machine
at its load: compare two commits with both runs back to back, or as shares.
"""

from __future__ import annotations

import argparse
import random
import time
from collections import Counter, defaultdict

from primetime import Game, GameConfig

PLAYERS = ("Ann", "Bob", "Cy", "Di")


Timings = tuple[dict[str, float], Counter[str], dict[str, float]]


def timed(games: int, solo: bool, seeds: int = 0) -> Timings:
    """(applying's seconds, choices made, listing's seconds), by kind, over `games` games."""
    applying: defaultdict[str, float] = defaultdict(float)
    made: Counter[str] = Counter()
    listing: defaultdict[str, float] = defaultdict(float)
    clock = time.perf_counter
    for seed in range(seeds, seeds + games):
        config = GameConfig(players=PLAYERS[:1] if solo else PLAYERS, seed=seed, solo=solo)
        game = Game.new(config)
        rng = random.Random(seed)
        while not game.over:
            start = clock()
            decision = game.decision
            listed = clock()
            assert decision is not None
            option = rng.choice(decision.options)
            chosen = clock()
            game.choose(option)
            done = clock()
            kind = f"{decision.kind} {type(option).__name__}"
            applying[kind] += done - chosen
            made[kind] += 1
            listing[decision.kind] += listed - start
    return applying, made, listing


def _largest(seconds: dict[str, float], top: int) -> list[tuple[str, float]]:
    return sorted(seconds.items(), key=lambda item: -item[1])[:top]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200, help="random games to time")
    parser.add_argument("--solo", action="store_true", help="solo games, not 4-player ones")
    parser.add_argument("--top", type=int, default=15, help="rows of each table")
    args = parser.parse_args()
    timed(5, args.solo, seeds=10_000)  # warm-up: imports, the card tables
    applying, made, listing = timed(args.games, args.solo)
    games = args.games
    print(f"applying: {sum(applying.values()) * 1000 / games:.3f} ms a game")
    for kind, seconds in _largest(applying, args.top):
        mean = seconds / made[kind] * 1e6
        each = made[kind] / games
        print(f"  {seconds * 1000 / games:7.3f} ms  {each:6.1f}x  {mean:7.2f} µs  {kind}")
    print(f"listing: {sum(listing.values()) * 1000 / games:.3f} ms a game")
    for kind, seconds in _largest(listing, args.top):
        print(f"  {seconds * 1000 / games:7.3f} ms  {kind}")


if __name__ == "__main__":
    main()
