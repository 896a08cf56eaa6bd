"""`primetime play` driven through a pseudo-terminal (pexpect), as a person would: whole games
to the final table, bad input at every kind of prompt, save and resume, Ctrl-C, hotseat."""

from __future__ import annotations

import json
import os
import random
import re
import sys
import time
from pathlib import Path

import pexpect
import pytest

PRIMETIME = str(Path(sys.executable).parent / "primetime")
CHOOSE = r"Choose 1-(\d+) \(\? for help\) > "
ONLY_ONE = r"Choose 1 \(\? for help\) > "
READY = r"press Enter when you are ready > "
GAME_OVER = r"Enter leaves > "
ROUND_OVER = r"Round \d is over: Enter continues > "
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
LEAVE = re.escape("Leave? s = save and leave, y = leave without saving, n/Enter = keep playing > ")


def spawn(
    *args: str, columns: int = 100, term: str = "dumb", cwd: Path | None = None, lines: int = 40
) -> pexpect.spawn:
    env = dict(os.environ, COLUMNS=str(columns), LINES=str(lines), TERM=term)
    env.pop("NO_COLOR", None)
    return pexpect.spawn(
        PRIMETIME,
        list(args),
        env=env,
        encoding="utf-8",
        codec_errors="replace",  # readline may echo a long line cut mid-character
        timeout=60,
        dimensions=(lines, columns),
        cwd=str(cwd) if cwd else None,
    )


def play_on(child: pexpect.spawn, rng: random.Random, limit: int = 2000) -> str:
    """Answer every prompt with a random legal number (Enter where there is one option, or the
    screen is to be passed) until the game is over; everything shown on the way."""
    shown: list[str] = []
    for _ in range(limit):
        index = child.expect([CHOOSE, ONLY_ONE, READY, ROUND_OVER, GAME_OVER])
        shown.append(child.before + child.after)
        if index == 0:
            child.sendline(str(rng.randint(1, int(child.match.group(1)))))
        elif index in (1, 2, 3):
            child.sendline("")
        else:
            return "".join(shown)
    raise AssertionError("the game did not end")


def interrupt(child: pexpect.spawn) -> None:
    """Press Ctrl-C once the program waits for a line. Python's readline checks for a signal
    only when its wait for input is interrupted, so a Ctrl-C that comes between the prompt
    being drawn and that wait starting is seen only after the next line: a person would press
    it again, the test waits until the program sleeps reading (Linux's /proc tells)."""
    wchan = Path(f"/proc/{child.pid}/wchan")
    deadline = time.monotonic() + 30
    while wchan.exists() and time.monotonic() < deadline:
        if re.search("poll|select", wchan.read_text()):
            break
        time.sleep(0.01)
    child.sendintr()


def leave(child: pexpect.spawn) -> None:
    """Press Enter at the game-over prompt and check the program ends well."""
    child.sendline("")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_a_complete_solo_game(tmp_path: Path) -> None:
    child = spawn("play", "--solo", "--seed", "3")
    child.expect("Player 1, solo against the solo deck · seed 3")
    shown = play_on(child, random.Random(3))
    assert "The opponent reveals" in shown
    assert "Solo opponent:" in shown
    assert "Final scores" in shown
    standing = r"[A-Za-z ]+ \(\d+(-\d+|\+) viewers(; \d+ more for [A-Za-z ]+)?\)"
    assert re.search(rf"Player 1 scores \d+ viewers: {standing}", shown)
    save = tmp_path / "solo.json"
    child.sendline(f"save {save}")
    child.expect("Resume with")
    child.expect(GAME_OVER)
    leave(child)
    assert json.loads(save.read_text())["config"]["solo"] is True


def test_a_complete_two_player_game_against_a_bot() -> None:
    child = spawn("play", "--players", "2", "--bots", "random", "--seed", "4")
    child.expect("Player 1 vs Bea \\(random bot\\) · seed 4")
    shown = play_on(child, random.Random(4))
    assert "Bea (random bot):" in shown  # the bot's turns, told as they happen
    assert "Round 4 of 4" in shown
    table = shown[shown.index("Final scores") :]
    for name in ("Player 1", "Bea"):
        row = re.search(rf"^{name}(?: ★)?((?:\s+\d+){{10}})\s*$", table, re.M)
        assert row, table
        *rounds, round_total, genres, reruns, network, cash, total = map(int, row[1].split())
        assert sum(rounds) == round_total and len(rounds) == 4
        assert round_total + genres + reruns + network + cash == total
    assert re.search(r"(Winner|Shared win): .* with \d+ viewers", table)
    leave(child)


def test_a_complete_four_player_game_with_moguls() -> None:
    child = spawn(
        "play", "--players", "4", "--bots", "random", "--seed", "5", "--moguls", columns=160
    )
    child.expect("Player 1 vs .* · seed 5 · Megacorp Moguls")
    shown = play_on(child, random.Random(5))
    assert "Mogul tokens on space 3:" in shown
    assert "Round 4 of 4" in shown
    table = shown[shown.index("Final scores") :]
    assert "Network, Moguls & Execs" in table
    assert re.search(r"(Winner|Shared win): .* with \d+ viewers", table)
    leave(child)


def test_the_interactive_setup_takes_defaults_and_asks_again_after_bad_answers() -> None:
    child = spawn("play")
    child.expect(r"How many players, 1-5\? \(1 is the solo game\) \[3\] > ")
    child.sendline("lots")
    child.expect("'lots' is not a player count: type a number from 1 to 5")
    child.sendline("2")
    child.expect(r"Your name \[Player 1\] > ")
    child.sendline("x" * 40)
    child.expect("That name is too long")
    child.sendline("")
    child.expect(r"Seat 2: a bot \(easy, medium, hard\) or a person\? \[medium\] > ")
    child.sendline("wizard")
    child.expect("'wizard' is not a kind of seat")
    child.sendline("random")
    child.expect(r"Classic Turns .*\(y/n\) \[n\] > ")
    child.sendline("perhaps")
    child.expect("'perhaps' is not an answer: type y or n")
    child.sendline("")
    child.expect(r"Beginner Pilot Season .*\(y/n\) \[n\] > ")
    child.sendline("y")
    # each module with its own words (`Module.title`, `Module.summary`), by name
    child.expect(r"Megacorp Executives \(each player keeps 1 of 2 .*\(y/n\) \[n\] > ")
    child.sendline("")
    child.expect(r"Megacorp Moguls \(a mogul token on space 3 .*\(y/n\) \[n\] > ")
    child.sendline("")
    child.expect(r"Megacorp Telly Time \(a weekend timeslot, 9 genres.*\(y/n\) \[n\] > ")
    child.sendline("")
    child.expect(r"Seed .*\[random\] > ")
    child.sendline("soon")
    child.expect("'soon' is not a seed")
    child.sendline("11")
    child.expect("Player 1 vs Bea \\(random bot\\) · seed 11 · Beginner Pilot Season")
    shown = play_on(child, random.Random(11))
    assert "Beginner Pilot Season" in shown and "Final scores" in shown
    leave(child)


def test_bad_input_at_a_decision_changes_nothing(tmp_path: Path) -> None:
    child = spawn("play", "--players", "2", "--bots", "random", "--seed", "6")
    child.expect(CHOOSE)
    count = int(child.match.group(1))
    hint = f"type a number from 1 to {count}, or ? for help"
    for typed in ("x", "0", str(count + 1), "-1", "pass please", "1 2"):
        child.sendline(typed)
        child.expect(re.escape(f"'{typed}' is not an option: {hint}"))
        child.expect(CHOOSE)
    child.sendline("")
    child.expect(f"Nothing typed: type a number from 1 to {count}")
    child.expect(CHOOSE)
    child.send("\x1b[A\n")  # an arrow key
    child.expect(re.escape(f"is not an option: {hint}"))
    child.expect(CHOOSE)
    child.sendline("é" * 300)
    child.expect("is not an option")
    child.expect(CHOOSE)
    child.sendline("log many")
    child.expect("log takes a number of lines or 'all'")
    child.sendline("? no such card")
    child.expect("No card is called 'no such card'")
    child.sendline("? 999")
    child.expect("There is no option 999.")
    save = tmp_path / "after-bad-input.json"
    child.sendline(f"save {save}")
    child.expect("Resume with")
    child.sendline("quit")
    child.expect(LEAVE)
    child.sendline("perhaps")
    child.expect("'perhaps' is not an answer: type s, y, n or Enter")
    child.sendline("y")
    child.expect("Left the game.")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    assert json.loads(save.read_text())["choices"] == []  # nothing typed was a choice


def test_undecodable_bytes_are_not_an_option() -> None:
    env = dict(os.environ, COLUMNS="100", LINES="40", TERM="dumb", LC_ALL="C.UTF-8")
    child = pexpect.spawn(
        PRIMETIME, ["play", "--solo", "--seed", "1"], env=env, timeout=60, dimensions=(40, 100)
    )
    child.expect(CHOOSE.encode())
    child.send(b"\xff\xfe\n")
    child.expect(b"is not an option")
    child.expect(CHOOSE.encode())
    child.sendline(b"quit")
    child.expect(LEAVE.encode())
    child.sendline(b"y")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_help_card_log_and_board_at_a_prompt() -> None:
    child = spawn("play", "--players", "2", "--bots", "random", "--seed", "7", columns=80)
    child.expect("place your starter shows in any order")
    child.expect(CHOOSE)
    child.sendline("1")  # as dealt
    child.expect(CHOOSE)
    child.sendline("?")
    child.expect("Pilot Season: keep 2 of the cards")
    child.expect("save \\[FILE\\]")
    child.expect("choose 2 of your 4 cards to keep")  # the options again, under the help
    child.expect(CHOOSE)
    child.sendline("? rules")
    child.expect("Rules in brief")
    child.expect("1/3/5/9/15 viewers by the space you reached")
    child.expect("choose 2 of your 4 cards to keep")
    child.expect(CHOOSE)
    child.sendline("? writeoff")
    child.expect("Clarification: Count viewers from attached cards")
    child.expect("choose 2 of your 4 cards to keep")
    child.expect(CHOOSE)
    child.sendline("log 3")
    child.expect("The last \\d+ lines of the log")
    child.expect(CHOOSE)
    child.sendline("board")
    child.expect("Scoreboard")
    child.expect(CHOOSE)
    child.sendline("quit")
    child.sendline("y")
    child.expect(pexpect.EOF)


def test_save_quit_and_resume(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    child = spawn("play", "--players", "2", "--bots", "random", "--seed", "8", cwd=tmp_path)
    rng = random.Random(8)
    for _ in range(4):
        index = child.expect([CHOOSE, ONLY_ONE])
        child.sendline(str(rng.randint(1, int(child.match.group(1)))) if index == 0 else "")
    child.expect([CHOOSE, ONLY_ONE])
    child.sendline("quit")
    child.expect(LEAVE)
    child.sendline("s")
    child.expect(r"Save to which file\? \[primetime-save.json\] > ")
    child.sendline("game.json")
    child.expect("Left the game.")
    child.expect(pexpect.EOF)
    choices = json.loads(save.read_text())["choices"]
    assert len(choices) >= 4  # yours and the bot's
    resumed = spawn("play", "--load", str(save))
    resumed.expect(
        f"Player 1 vs Bea \\(random bot\\) · seed 8 · resumed after {len(choices)} choices"
    )
    shown = play_on(resumed, random.Random(9))
    assert "Final scores" in shown
    resumed.sendline(f"save {save}")
    resumed.expect("Resume with")
    leave(resumed)
    assert json.loads(save.read_text())["choices"][: len(choices)] == choices


def test_ctrl_c_asks_whether_to_save(tmp_path: Path) -> None:
    save = tmp_path / "interrupted.json"
    child = spawn("play", "--solo", "--seed", "2")
    child.expect(CHOOSE)
    interrupt(child)
    child.expect("Interrupted.")
    child.expect(LEAVE)  # the same question as quit's, with the same keys
    child.sendline("later")
    child.expect("'later' is not an answer: type s, y, n or Enter")
    child.sendline("")  # back to the game
    child.expect(CHOOSE)
    interrupt(child)
    child.expect("Interrupted")
    child.sendline("s")
    child.expect("Save to which file")
    child.sendline(str(tmp_path / "no" / "such" / "folder.json"))
    child.expect("Could not save to")
    child.expect(LEAVE)
    child.sendline("s")
    child.expect("Save to which file")
    child.sendline(str(save))
    child.expect("Left the game.")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    assert json.loads(save.read_text())["choices"] == []
    again = spawn("play", "--load", str(save))
    again.expect(CHOOSE)
    interrupt(again)
    again.expect("Interrupted")
    interrupt(again)  # twice: leave at once
    again.expect("Left the game.")
    again.expect(pexpect.EOF)


def test_hotseat_passes_the_screen_before_private_cards() -> None:
    child = spawn(
        "play",
        "--players",
        "2",
        "--bots",
        "person",
        "--names",
        "Ann,Bob",
        "--seed",
        "9",
        term="xterm-256color",
    )
    child.expect("Pass the screen to Ann.")
    child.expect(READY)
    child.sendline("quit")  # the pass prompt knows quit (and save); anything else goes on
    child.expect(LEAVE)
    child.sendline("")
    child.expect(READY)
    child.sendline("")
    for name in ("Ann", "Bob"):  # setup: each places their starters (public)
        child.expect("place your starter shows in any order")
        child.expect(CHOOSE)
        child.sendline("1")
        if name == "Ann":
            child.expect("Pass the screen to Bob.")
            child.expect(READY)
            child.sendline("")
    child.expect("Pass the screen to Ann.")
    child.expect(READY)
    child.sendline("")
    child.expect("Your Pilot Season hand:")
    child.expect(CHOOSE)
    ann_screen = ANSI.sub("", child.before)
    child.sendline("1")
    child.expect("Pass the screen to Bob.")
    before_pass = child.before
    assert "\x1b[2J" in before_pass or "\x1b[3J" in before_pass  # the screen is cleared first
    child.expect(READY)
    child.sendline("")
    child.expect("Your Pilot Season hand:")
    child.expect(CHOOSE)
    bob_screen = ANSI.sub("", child.before)
    bob_hand = re.findall(r"^\s+(.+?): (?:star|ad|\w+ show)", bob_screen, re.M)
    assert bob_hand and not any(name in ann_screen for name in bob_hand[:4])
    child.sendline("1")
    shown = play_on(child, random.Random(10))
    assert "Final scores" in shown
    leave(child)


@pytest.mark.parametrize("columns", [80, 120])
def test_the_board_fits_and_has_colours(columns: int) -> None:
    child = spawn(
        "play",
        "--players",
        "3",
        "--bots",
        "random",
        "--seed",
        "12",
        columns=columns,
        term="xterm-256color",
    )
    for _ in range(3):
        child.expect(CHOOSE)
        child.sendline("1")
    child.expect(CHOOSE)
    child.sendline("board")
    child.expect("Scoreboard")
    child.expect(CHOOSE)
    screen = child.before
    assert "\x1b[" in screen  # colours
    lines = ANSI.sub("", screen).splitlines()
    assert max(len(line.rstrip()) for line in lines) <= columns
    child.sendline("quit")
    child.sendline("y")
    child.expect(pexpect.EOF)


def test_the_game_over_prompt_answers_bad_input() -> None:
    child = spawn("play", "--solo", "--seed", "4")
    play_on(child, random.Random(4))
    child.sendline("what now")
    child.expect("'what now' is not understood: type \\? for help")
    child.expect(GAME_OVER)
    leave(child)


def test_undo_takes_back_a_choice_of_this_turn_and_says_why_when_it_cannot(
    tmp_path: Path,
) -> None:
    child = spawn("play", "--players", "2", "--bots", "random", "--seed", "4", columns=160)
    child.expect(CHOOSE)  # the Pilot Season keep: nothing chosen yet
    child.sendline("undo")
    child.expect("Can't undo: there is no choice of this turn to take back.")
    child.expect(CHOOSE)
    child.sendline("1")
    produce = None
    for _ in range(8):  # on to a turn that offers a production
        while child.expect([CHOOSE, r"is over: Enter continues > "]) == 1:
            child.sendline("")  # a round summary
        screen = ANSI.sub("", child.before)
        produce = re.search(r"^\s*(\d+)\s+Produce (.+?) · pay \$(\d+)M", screen, re.M)
        if produce:
            break
        child.sendline("1")
    assert produce, screen
    turn_screen = screen[screen.rindex("Player 1: ") :]
    child.sendline(produce[1])
    child.expect([CHOOSE, ONLY_ONE])  # the next step of the production (attachments)
    child.sendline("undo")
    child.expect(r"Took back: Produce [A-Z]")  # the option's label, as the list named it
    child.expect(CHOOSE)  # the turn again, with the same options and previews
    again = ANSI.sub("", child.before)
    assert (
        turn_screen.split("\n", 1)[1].split()
        == again[again.rindex("Player 1: ") :].split("\n", 1)[1].split()
    )
    save = tmp_path / "undone.json"
    child.sendline(f"save {save}")
    child.expect("Resume with")
    choices = json.loads(save.read_text())["choices"]
    assert not any(c.startswith("produce") for c in choices), choices
    child.expect(CHOOSE)
    child.sendline("?")
    child.expect("take back your last choice this turn")
    child.expect(CHOOSE)
    pass_cash = re.search(r"^\s*(\d+)\s+Pass for cash", again, re.M)
    assert pass_cash
    child.sendline(pass_cash[1])  # the turn ends; the bot decides next
    while child.expect([CHOOSE, r"is over: Enter continues > "]) == 1:
        child.sendline("")  # a round summary
    child.sendline("undo")
    child.expect(r"Can't undo: (the last choice was Bea's|a card was drawn or revealed since)\.")
    child.sendline("quit")
    child.expect(LEAVE)
    child.sendline("y")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
