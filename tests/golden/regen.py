"""Regenerate the golden game file: `python tests/golden/regen.py` (from the project root).

The golden test (tests/golden/test_golden_game.py) replays the choices saved in
`game_3p_seed20261129.json` and checks that the game tells the same story (every log line a
spectator sees) and ends with the same result. Any change to the rules, the card data or the
wording of log lines changes that story, so the test fails until the file is regenerated.

Regenerate ONLY ON PURPOSE: after a change that is meant to change how games go (for example a
card effect implemented or fixed), run this script, read the diff of the JSON file
(`git diff tests/golden/`) to check that what changed is what you meant to change, and commit the
new file with the change that caused it. Never regenerate just to make a failing test pass.

The game: 3 players, seed 20261129, each seat a `RandomBot` with a fixed seed, played with
`primetime.bots.play_game`.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from primetime import Game, GameConfig, __version__
from primetime.bots import RandomBot, play_game
from primetime.engine.narrate import describe

GOLDEN_FILE = Path(__file__).with_name("game_3p_seed20261129.json")
PLAYERS = ("Ann", "Bob", "Cy")
SEED = 20261129
BOT_SEEDS = (101, 202, 303)


def spectator_lines(game: Game) -> list[str]:
    """Every log line as a spectator (who sees only public information) reads it."""
    view = game.view(None)
    return [describe(event, view.state) for event in view.log]


def record(game: Game) -> dict[str, Any]:
    """What the golden file holds for a finished game."""
    return {
        "about": "Golden game: regenerate only on purpose, with python tests/golden/regen.py",
        "engine": __version__,
        "config": game.config.to_dict(),
        "bot_seeds": list(BOT_SEEDS),
        "choices": list(game.history),
        "log": spectator_lines(game),
        "result": json.loads(json.dumps(game.result().to_dict())),
        "fingerprint": game.fingerprint(),
    }


def play() -> Game:
    """The golden game, played by seeded random bots."""
    game = Game.new(GameConfig(players=PLAYERS, seed=SEED))
    return play_game(game, [RandomBot(seed) for seed in BOT_SEEDS])


def main() -> int:
    game = play()
    GOLDEN_FILE.write_text(json.dumps(record(game), indent=1) + "\n", encoding="utf-8")
    result = game.result()
    scores = ", ".join(f"{p.name} {p.total}" for p in result.players)
    print(f"wrote {GOLDEN_FILE} ({len(game.history)} choices, {len(game.log)} events; {scores})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
