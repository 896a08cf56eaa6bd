"""The table at a glance in a real pseudo-terminal: a turn fits 160x50 and 80x24,
a narrow screen stays readable, a very wide one keeps names near their numbers, an empty Enter
ends its line, what the others did is summed up, and each round ends with its summary."""

from __future__ import annotations

import os
import random
import re
from pathlib import Path

import pexpect
from test_terminal_play import ANSI, CHOOSE, GAME_OVER, ONLY_ONE, ROUND_OVER, spawn
from test_terminal_replay import PRIMETIME, PROMPT, saved_game

TURN = "Take an action"
KEEP_PLAYING = r"keep\s+playing > "  # the leave question's end (it may wrap on a narrow screen)


def lines_of(text: str) -> list[str]:
    return ANSI.sub("", text).replace("\r", "").split("\n")


def first_turn(child: pexpect.spawn, rng: random.Random, turns: int = 1) -> str:
    """Answer at random until the person's `turns`-th action prompt; what the screen showed
    since the previous prompt."""
    seen = 0
    while True:
        index = child.expect([CHOOSE, ONLY_ONE, ROUND_OVER])
        if index == 0 and TURN in child.before:
            seen += 1
            if seen == turns:
                return child.before + child.after
        child.sendline(str(rng.randint(1, int(child.match.group(1)))) if index == 0 else "")


def test_an_empty_enter_ends_its_line_at_setup_and_at_quit() -> None:
    child = spawn("play", term="xterm-256color")
    record = []
    # players, name, two seats, Classic Turns, Beginner, Moguls, Executives, Telly, the seed
    for _ in range(9):
        child.expect(r"\] > ")
        record.append(child.before + child.after)
        child.sendline("")
    child.expect(r"\[random\] > ")
    record.append(child.before + child.after)
    child.sendline("")
    child.expect(CHOOSE)
    record.append(child.before)
    shown = lines_of("".join(record))
    questions = [line for line in shown if "] > " in line]
    assert len(questions) == 10
    # each question is alone on its line: the next output starts on a new one
    assert all(line.count("] > ") == 1 and line.rstrip().endswith(">") for line in questions)
    child.sendline("quit")
    child.expect(KEEP_PLAYING)
    child.sendline("")
    child.expect(CHOOSE)
    assert lines_of(child.before)[0].strip() == ""  # the Enter ended the quit question's line
    child.sendline("quit")
    child.expect(KEEP_PLAYING)
    child.sendline("y")
    child.expect(pexpect.EOF)


def test_a_turn_fits_80x24_every_option_by_its_number() -> None:
    child = spawn("play", "--players", "3", "--bots", "random", "--seed", "4", columns=80, lines=24)
    shown = lines_of(first_turn(child, random.Random(4), turns=2))
    screen = shown[-24:]
    assert all(len(line) <= 80 for line in shown)
    count = int(re.search(r"Choose 1-(\d+)", screen[-1])[1])
    numbers: set[int] = set()  # `12  Sign ...` one a line, or a kind folded: `8-10  take: 8 ...`
    for line in screen:
        found = re.match(r"^\s*(\d+)(?:-(\d+))?  ", line)
        if found:
            numbers.update(range(int(found[1]), int(found[2] or found[1]) + 1))
    assert numbers == set(range(1, count + 1)), "\n".join(screen)
    assert any(line.startswith("Pass track: ") for line in screen), "\n".join(screen)
    # the compact board: one line per display row and per show, then the options
    assert any(line.startswith("Shows   ") for line in shown)
    assert any("(you)" in line and "this round" in line for line in shown)
    child.sendline("quit")
    child.expect(KEEP_PLAYING)
    child.sendline("y")
    child.expect(pexpect.EOF)


def test_a_whole_turn_fits_160x50_and_says_what_the_others_did() -> None:
    child = spawn(
        "play", "--players", "3", "--bots", "random", "--seed", "4", columns=160, lines=50
    )
    shown = lines_of(first_turn(child, random.Random(4), turns=2))
    start = max(i for i, line in enumerate(shown) if line.startswith("Player 1's turn"))
    turn = shown[start:]
    assert len(turn) <= 50, "\n".join(turn)
    text = " ".join(" ".join(turn).split())  # (a line wraps at 120 columns)
    assert "Since your last turn: " in text and "(networks changed: " in text
    assert re.search(r"» (Bea|Cal) ", text)  # the networks that changed are marked
    child.sendline("board")  # the full table on demand
    child.expect(CHOOSE)
    assert "Scoreboard" in child.before and "Green room:" in child.before
    child.sendline("quit")
    child.expect(KEEP_PLAYING)
    child.sendline("y")
    child.expect(pexpect.EOF)


def test_a_narrow_screen_never_shows_a_letter_per_line() -> None:
    child = spawn("play", "--players", "2", "--bots", "random", "--seed", "6", columns=44)
    first_turn(child, random.Random(6))
    child.sendline("board")
    child.expect(CHOOSE)
    shown = [line.strip(" │╭╮╰╯─") for line in lines_of(child.before)]
    words = [line for line in shown if line]
    assert len(words) > 8
    lonely = [line for line in words if len(line) <= 2 and not line.isdigit()]
    assert not lonely, lonely
    assert all(len(line) <= 44 for line in lines_of(child.before))
    child.sendline("quit")
    child.expect(KEEP_PLAYING)
    child.sendline("y")
    child.expect(pexpect.EOF)


def test_a_very_wide_screen_keeps_the_board_to_120_columns() -> None:
    child = spawn(
        "play", "--players", "2", "--bots", "random", "--seed", "6", columns=240, lines=80
    )
    shown = lines_of(first_turn(child, random.Random(6)))
    start = max(i for i, line in enumerate(shown) if line.startswith("Player 1's turn"))
    board = [  # (the lines above and below the board wrap at the screen's width)
        line.rstrip()
        for line in shown[start:]
        if not line.startswith(("Since your", "Can't take now"))
    ]
    assert any("Show and attachments" in line for line in board)  # the full board
    assert max(len(line) for line in board) <= 120
    child.sendline("quit")
    child.expect(KEEP_PLAYING)
    child.sendline("y")
    child.expect(pexpect.EOF)


def test_each_round_stops_for_its_summary() -> None:
    child = spawn("play", "--players", "2", "--bots", "random", "--seed", "8")
    rng = random.Random(8)
    while True:
        index = child.expect([CHOOSE, ONLY_ONE, ROUND_OVER])
        if index == 2:
            break
        child.sendline(str(rng.randint(1, int(child.match.group(1)))) if index == 0 else "")
    summary = lines_of(child.before)
    text = "\n".join(summary)
    assert "Round 1 is over" in text
    for name in ("Player 1", "Bea"):
        assert re.search(rf"{name}: \d+ viewers \(total \d+\); upkeep ", text), text
    assert re.search(r"season row 1: \d+", text)  # each show's viewers, and why
    assert "passed " in text  # the pass bonuses
    child.sendline("")
    index = child.expect([CHOOSE, ONLY_ONE])
    assert "Round 2 of 4" in child.before  # on to the next round only after Enter
    child.sendline("quit")
    child.expect(KEEP_PLAYING)
    child.sendline("y")
    child.expect(pexpect.EOF)


def test_bots_only_games_show_the_summaries_without_stopping() -> None:
    child = spawn("play", "--watch", "--players", "2", "--bots", "random", "--seed", "8")
    index = child.expect([ROUND_OVER, GAME_OVER])
    assert index == 1
    for number in (1, 2, 3, 4):
        assert f"Round {number} is over" in child.before
    child.sendline("")
    child.expect(pexpect.EOF)


def test_an_empty_enter_ends_its_line_in_the_replay(tmp_path: Path) -> None:
    path, _ = saved_game(tmp_path)
    child = pexpect.spawn(
        PRIMETIME,
        ["replay", str(path)],
        env=dict(os.environ, COLUMNS="100", LINES="40", TERM="xterm-256color"),
        encoding="utf-8",
        timeout=60,
        dimensions=(40, 100),
    )
    record = []
    for _ in range(3):
        child.expect(PROMPT)
        record.append(child.before + child.after)
        child.sendline("")  # Enter: the next step
    child.expect(PROMPT)
    record.append(child.before)
    prompts = [line for line in lines_of("".join(record)) if "? help > " in line]
    assert len(prompts) == 3
    assert all(line.rstrip().endswith("help >") for line in prompts)  # nothing ran into them
    child.sendline("q")
    child.expect(pexpect.EOF)
