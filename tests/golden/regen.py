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

It also writes `golden_modes.json` (tests/golden/test_golden_modes.py): for every mode mix (solo,
Classic Turns, Beginner, Moguls, Executives, Telly Time, 1 to 5 players), two games of seeded
random choices, each as the number of its events and a digest of every event (its kind, player
and data, and who may see it) and of its choices. Same rule: regenerate only on purpose.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

from primetime import Game, GameConfig, __version__
from primetime.bots import RandomBot, play_game
from primetime.engine.narrate import describe

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/, when run as a script
from helpers import play_random  # noqa: E402

GOLDEN_FILE = Path(__file__).with_name("game_3p_seed20261129.json")
PLAYERS = ("Ann", "Bob", "Cy")
SEED = 20261129
BOT_SEEDS = (101, 202, 303)

MODES_FILE = Path(__file__).with_name("golden_modes.json")
NAMES = ("Ann", "Bob", "Cy", "Di", "Eve")
# (players, config switches): each mode, and the mixes whose flow differs (a module's hooks and
# steps decide which steps run at once and which hooks are asked)
MIXES: tuple[tuple[int, dict[str, Any]], ...] = (
    (1, {}),
    (2, {}),
    (3, {"classic_turns": True}),
    (4, {"beginner": True}),
    (5, {}),
    (1, {"modules": ("moguls",)}),
    (3, {"modules": ("moguls",)}),
    (1, {"modules": ("executives",)}),
    (5, {"modules": ("executives",)}),
    (3, {"modules": ("moguls", "executives"), "classic_turns": True}),
    (1, {"modules": ("telly",)}),
    (4, {"modules": ("moguls", "executives", "telly")}),
)
MODE_SEEDS = (1, 2)


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


def mix_name(players: int, switches: dict[str, Any]) -> str:
    """A mix's key in `golden_modes.json`: "3p classic_turns", "4p moguls+executives+telly"."""
    words = [f"{players}p", *(k for k, v in switches.items() if v is True)]
    if switches.get("modules"):
        words.append("+".join(switches["modules"]))
    return " ".join(words)


def mode_game(players: int, switches: dict[str, Any], seed: int) -> Game:
    """A game of one mix played to its end by uniform random choices, seeded."""
    return play_random(Game.new(GameConfig(players=NAMES[:players], seed=seed, **switches)), seed)


def mode_record(game: Game) -> dict[str, Any]:
    """What `golden_modes.json` holds of a game: its events, counted and digested (each event's
    kind, player, data, and who may see it), and its choices in the digest too."""
    digest = hashlib.sha256()
    for event in game.state.log:
        fields = [event.kind, event.player, event.data, event.private, event.public]
        digest.update(json.dumps(fields, sort_keys=True, default=repr).encode())
    digest.update(json.dumps(game.history).encode())
    return {"events": len(game.state.log), "digest": digest.hexdigest()}


def modes() -> dict[str, Any]:
    """Every mix's games, by mix name, then seed."""
    return {
        mix_name(players, switches): {
            str(seed): mode_record(mode_game(players, switches, seed)) for seed in MODE_SEEDS
        }
        for players, switches in MIXES
    }


def main() -> int:
    game = play()
    GOLDEN_FILE.write_text(json.dumps(record(game), indent=1) + "\n", encoding="utf-8")
    result = game.result()
    scores = ", ".join(f"{p.name} {p.total}" for p in result.players)
    print(f"wrote {GOLDEN_FILE} ({len(game.history)} choices, {len(game.log)} events; {scores})")
    about = {"about": "Golden games of every mode: regenerate only on purpose (regen.py)"}
    MODES_FILE.write_text(json.dumps({**about, **modes()}, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {MODES_FILE} ({len(MIXES)} mixes, {len(MODE_SEEDS)} games each)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
