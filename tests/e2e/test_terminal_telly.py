"""Telly Time in a real pseudo-terminal (pexpect): a 4-player bots-only game with Moguls and
Executives watched to the final table, and one with a person at 160x50 who makes choices, redraws
the full board (the genre grid with its marks and bonuses) and plays to the end: four timeslots
in every lineup, each network's grid line, the grid's narration, no genre track line."""

from __future__ import annotations

import random
import re

import pexpect
from test_terminal_play import (
    ANSI,
    CHOOSE,
    GAME_OVER,
    ONLY_ONE,
    READY,
    ROUND_OVER,
    leave,
    play_on,
    spawn,
)

TELLY = ("--players", "4", "--bots", "random", "--telly", "--moguls", "--executives")
TITLE = r"seed \d+ · Megacorp Moguls · Megacorp Telly Time · Megacorp Executives"


def plain(text: str) -> str:
    return ANSI.sub("", text).replace("\r", "")


def test_a_4_player_telly_game_with_moguls_and_executives_watched_to_the_end() -> None:
    child = spawn("play", "--watch", *TELLY, "--seed", "3", columns=160, lines=50)
    child.expect(GAME_OVER, timeout=240)
    shown = plain(child.before)
    assert re.search(TITLE, " ".join(shown.split()))
    assert "(Telly Pilot Season) and takes the" in shown
    assert re.search(r"marks \S+ on their genre grid", shown)
    assert re.search(r"    Grid \d/9", shown)  # each network's grid in one line
    assert "Moguls (a player's 2nd grid line gives one)" in shown
    board = shown[: shown.index("Final scores")]  # no genre tracks (the final notes say why)
    assert "Mogul tokens on space 3" not in board and "Genres:" not in board
    assert shown.count("    Wknd ") >= 4  # the weekend timeslot in every lineup
    for number in (1, 2, 3, 4):
        assert f"Round {number} is over" in shown
    table = shown[shown.index("Final scores") :]
    assert "Network, Moguls & Execs" in table
    said = " ".join(table.split())
    assert "Telly Time's genre grid scored in each round's score (no Genres column)" in said
    assert "Genres:" not in said
    assert re.search(r"(Winner|Shared win): .* with \d+ viewers", table)
    leave(child)


def test_a_person_at_160x50_plays_a_4_player_telly_game_and_sees_the_grid() -> None:
    child = spawn("play", *TELLY, "--seed", "9", columns=160, lines=50)
    child.expect("Megacorp Telly Time")
    rng = random.Random(9)
    turns = 0
    while turns < 2:  # a few choices of the person's own, up to their 2nd action
        index = child.expect([CHOOSE, ONLY_ONE, READY, ROUND_OVER])
        if index == 0 and "Take an action" in child.before:
            turns += 1
            screen = plain(child.before + child.after)
            assert "    Wknd " in screen
            if turns == 1:  # the first look: the others in full, each with its grid line, then
                # (all of it would not fit 50 lines with 32 options) the board, one line each
                assert len(re.findall(r"\n    Grid \d/9", screen)) == 3
                assert len(re.findall(r" · grid \d/9", screen)) == 4
            if turns == 2:  # a later turn: the others' first lines, each ending with its grid
                shown = screen.split("\n")
                # from the display rows down it fits 160x50 (what happened since, and the
                # round's, moguls' and executives' heading lines, may scroll off above)
                start = max(i for i, line in enumerate(shown) if line.startswith("Shows "))
                assert len(shown) - start <= 50, "\n".join(shown[start:])
                assert len(re.findall(r" · grid \d/9", screen)) == 4
                break
        child.sendline(str(rng.randint(1, int(child.match.group(1)))) if index == 0 else "")
    child.sendline("board")  # the full board: every network's grid, squares and bonuses
    child.expect(CHOOSE)
    board = plain(child.before)
    assert len(re.findall(r"Genre grid \(\S+ tile\): \d/9 marked", board)) == 4
    assert board.count("↘↙ diagonals:") == 4
    assert len(re.findall(r"■ ", board)) >= 4  # each grid's center at least is marked
    assert board.count("→ ") >= 12 and board.count("↓ ") >= 12  # rows' and columns' bonuses
    child.sendline(str(rng.randint(1, int(child.match.group(1)))))
    shown = play_on(child, rng)
    table = shown[shown.index("Final scores") :]
    assert re.search(r"(Winner|Shared win): .* with \d+ viewers", plain(table))
    leave(child)


def test_the_setup_asks_for_telly_time_and_starts_it() -> None:
    child = spawn("play")
    answers = ["2", "", "random", "", "", "", ""]  # players, name, seat 2, Classic ... Moguls
    for answer in answers:
        child.expect(r"\] > ")
        child.sendline(answer)
    child.expect(r"Megacorp Telly Time .*\(y/n\) \[n\] > ")
    child.sendline("y")
    child.expect(r"Seed .*\[random\] > ")
    child.sendline("12")
    child.expect(r"seed 12 · Megacorp Telly Time")
    assert "Megacorp Telly Time (" not in child.before  # asked once
    child.expect(CHOOSE)
    child.sendline("quit")
    child.expect(r"keep\s+playing > ")
    child.sendline("y")
    child.expect(pexpect.EOF)
