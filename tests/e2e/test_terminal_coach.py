"""The coach through a pseudo-terminal: `hint` at a prompt, then `primetime analyse` on the save."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pexpect
from test_terminal_play import CHOOSE, ONLY_ONE, spawn


def test_hint_at_the_prompt_then_analyse_the_saved_game(tmp_path: Path) -> None:
    child = spawn("play", "--players", "2", "--bots", "random", "--seed", "6")
    child.expect(CHOOSE)
    count = int(child.match.group(1))
    child.sendline("hint")
    child.expect("The coach is thinking")
    child.expect(re.escape("Coach: the hard bot's top options, from your view"))
    child.expect(r"from (\d+) searches")
    shown = child.before
    assert int(child.match.group(1)) >= 500
    numbers = [int(n) for n in re.findall(r"^\s*(\d+)\s+\S", shown, re.MULTILINE)]
    assert 1 <= len(numbers) <= 3 and all(1 <= n <= count for n in numbers), shown
    child.expect(CHOOSE)  # nothing was chosen: the same prompt again
    assert int(child.match.group(1)) == count
    child.sendline(str(numbers[0]))  # the coach's best
    for _ in range(6):
        index = child.expect([CHOOSE, ONLY_ONE])
        child.sendline("1" if index == 0 else "")
    child.expect([CHOOSE, ONLY_ONE])
    save = tmp_path / "coached.json"
    child.sendline(f"save {save}")
    child.expect("Resume with")
    child.sendline("quit")
    child.expect(r"Leave\? s = save and leave")
    child.sendline("y")
    child.expect(pexpect.EOF)

    analysed = spawn("analyse", str(save), "--iters", "40", "--json", columns=120)
    analysed.expect(pexpect.EOF)
    text = analysed.before
    data = json.loads(text[text.index("{") :])
    assert data["player"] == 0 and data["decisions"] >= 2
    assert data["moments"][0]["step"] == 0
    report = spawn("analyse", str(save), "--iters", "40", columns=120)
    report.expect("Expected final score over the game: ")
    report.expect(pexpect.EOF)
