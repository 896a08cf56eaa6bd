"""`primetime replay` driven through a pseudo-terminal: stepping forward and back, jumping, the
board, bad input, the end."""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

import pexpect

from primetime import Game, GameConfig
from primetime.bots import RandomBot, play_game

PRIMETIME = str(Path(sys.executable).parent / "primetime")
PROMPT = r"Enter next · p previous · NUMBER go to step · b board · e end · q quit · \? help > "


def saved_game(tmp_path: Path) -> tuple[Path, Game]:
    game = Game.new(GameConfig(players=("Ann", "Bob"), seed=13))
    play_game(game, [RandomBot(1), RandomBot(2)])
    path = tmp_path / "finished.json"
    path.write_text(game.to_json())
    return path, game


def spawn(*args: str) -> pexpect.spawn:
    env = dict(os.environ, COLUMNS="100", LINES="40", TERM="dumb")
    return pexpect.spawn(
        PRIMETIME, list(args), env=env, encoding="utf-8", timeout=60, dimensions=(40, 100)
    )


def test_stepping_through_a_finished_game(tmp_path: Path) -> None:
    path, game = saved_game(tmp_path)
    child = spawn("replay", str(path))
    child.expect(r"Replay: Ann, Bob · seed 13 · (\d+) choices in (\d+) steps")
    steps = int(child.match.group(2))
    child.expect(PROMPT)
    child.sendline("")
    child.expect(f"Step 1 of {steps} · Setup · Ann")  # Ann places her starters
    child.expect(PROMPT)
    child.sendline("")
    child.expect(f"Step 2 of {steps} · Setup · Bob")
    child.expect(PROMPT)
    child.sendline("")
    child.expect(f"Step 3 of {steps} · Pilot Season")
    child.expect(PROMPT)
    child.sendline("p")
    child.expect(f"Step 2 of {steps}")
    child.expect(PROMPT)
    child.sendline("p")
    child.expect(f"Step 1 of {steps}")
    child.expect(PROMPT)
    child.sendline("6")
    child.expect(f"Step 6 of {steps} · round 1")
    child.expect(PROMPT)
    child.sendline("b")
    child.expect("Scoreboard")
    child.expect(PROMPT)
    for typed, answer in (
        ("sideways", "'sideways' is not understood"),
        (str(steps + 1), f"There is no step {steps + 1}"),
    ):
        child.sendline(typed)
        child.expect(re.escape(answer))
        child.expect(PROMPT)
    child.sendline("e")
    child.expect(f"At the end: step {steps} of {steps}.")
    child.expect("Final scores")
    winner = game.result().players[game.result().winners[0]].name
    child.expect(f"(Winner|Shared win): .*{winner}")
    child.expect(PROMPT)
    child.sendline("")
    child.expect("That was the last step")
    child.expect(PROMPT)
    child.sendline("q")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_a_bad_file_is_refused(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "something else"}')
    child = spawn("replay", str(bad))
    child.expect("error: not a primetime save file")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 2
