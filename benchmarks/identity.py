"""Same choices, same games: one hash over many games, to compare two builds or commits.

A speed change must not change a single game. This plays random games in every player count and
module mix, games of the heuristic, MCTS and random bots, and determinizations of views along
whole games, and hashes every history, option list and fingerprint into one digest per group,
and every event of the random games' logs into one more (a fingerprint leaves the log out).
Run it on both sides and compare the digests:

    python benchmarks/identity.py            # this checkout
    git worktree add /tmp/ref REF && PYTHONPATH=/tmp/ref/src python benchmarks/identity.py

`primetime bench --baseline` measures speed; this checks sameness. Not a test: it takes about a
minute, and its digests mean something only beside another run's.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from typing import Any

from primetime import Game, GameConfig
from primetime.bots import make_bot
from primetime.engine.game import determinize

NAMES = ("Ann", "Bob", "Cy", "Di", "Eve")
MIXES: list[tuple[int, dict[str, Any]]] = [
    (1, {}),
    (2, {}),
    (3, {"classic_turns": True}),
    (4, {}),
    (4, {"beginner": True}),
    (5, {}),
    (1, {"modules": ("moguls",)}),
    (3, {"modules": ("moguls",)}),
    (5, {"modules": ("moguls",)}),
    (1, {"modules": ("executives",)}),
    (3, {"modules": ("moguls", "executives"), "classic_turns": True}),
    (5, {"modules": ("executives",)}),
    (1, {"modules": ("telly",)}),
    (2, {"modules": ("telly",)}),
    (4, {"modules": ("moguls", "executives", "telly")}),
    (5, {"modules": ("executives", "telly")}),
]


def _game(players: int, seed: int, switches: dict[str, Any]) -> Game:
    return Game.new(GameConfig(players=NAMES[:players], seed=seed, **switches))


def _played(players: int, seed: int, switches: dict[str, Any], options_into: Any = None) -> Game:
    """A game of uniform random choices played to its end (each decision's options hashed into
    `options_into`, if given)."""
    game = _game(players, seed, switches)
    rng = random.Random(seed)
    while not game.over:
        decision = game.decision
        assert decision is not None
        if options_into is not None:
            options_into.update("|".join(map(str, decision.options)).encode())
        game.choose(rng.choice(decision.options))
    return game


def random_games(seeds: int) -> str:
    """Uniform random choices to the end; every option list and the final fingerprint."""
    digest = hashlib.sha256()
    for players, switches in MIXES:
        for seed in range(seeds):
            game = _played(players, seed, switches, digest)
            digest.update(game.fingerprint().encode())
    return digest.hexdigest()


def bot_games(seeds: int) -> str:
    """Heuristic, MCTS (fixed iterations) and random bots at one table, and solo heuristic."""
    digest = hashlib.sha256()
    for seed in range(seeds):
        for players, switches in ((4, {}), (3, {"modules": ("moguls", "executives")}), (1, {})):
            game = _game(players, seed, switches)
            specs = ["heuristic", "mcts:iters=40", "random", "heuristic"][:players]
            bots = [make_bot(spec, seed * 10 + i) for i, spec in enumerate(specs)]
            while not game.over:
                decision = game.decision
                assert decision is not None
                player = max(decision.player, 0)
                bot = bots[player]
                view = game.view(player) if getattr(bot, "needs_view", False) else None
                game.choose(bot.choose(view, decision))
            digest.update(json.dumps(game.history).encode() + game.fingerprint().encode())
    return digest.hexdigest()


def determinizations(seeds: int) -> str:
    """A determinization of the deciding player's view every tenth decision of random games."""
    digest = hashlib.sha256()
    for players, switches in MIXES[::3]:
        for seed in range(seeds):
            game = _game(players, seed, switches)
            rng = random.Random(seed)
            deal = random.Random(seed + 1)
            step = 0
            while not game.over:
                decision = game.decision
                assert decision is not None
                if step % 10 == 0:
                    world = determinize(game.view(max(decision.player, 0)), deal)
                    digest.update(world.fingerprint().encode())
                game.choose(rng.choice(decision.options))
                step += 1
    return digest.hexdigest()


def event_logs(seeds: int) -> str:
    """Every event of random games as the log holds it (its kind, player and data, and who may
    see it: `private`, `public`), and the history: a state's fingerprint leaves the log out."""
    digest = hashlib.sha256()
    for players, switches in MIXES:
        for seed in range(seeds):
            game = _played(players, seed, switches)
            for event in game.state.log:
                fields = [event.kind, event.player, event.data, event.private, event.public]
                digest.update(json.dumps(fields, sort_keys=True, default=repr).encode())
            digest.update(json.dumps(game.history).encode())
    return digest.hexdigest()


def main(scale: int = 1) -> dict[str, str]:
    return {
        "random_games": random_games(12 * scale),
        "bot_games": bot_games(2 * scale),
        "determinizations": determinizations(4 * scale),
        "event_logs": event_logs(6 * scale),
    }


if __name__ == "__main__":
    print(json.dumps(main(int(sys.argv[1]) if len(sys.argv) > 1 else 1), indent=1))
