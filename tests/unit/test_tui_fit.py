"""A turn fits an 80x24 screen: the last 24 lines before the first action prompt hold the pass
track, the other networks, yours and every option (grouped when they would not fit, each still
chosen by its number), and "Can't take now" is one line (`why` lists the cards)."""

from __future__ import annotations

import re
from collections.abc import Sequence

import pytest

from helpers import placed
from primetime import Game
from primetime.tui import PlaySession, Seat, Terminal
from primetime.tui.setup import PlaySetup

CHOOSE = re.compile(r"Choose 1(?:-(\d+))? \(\? for help\) > ")
TURN = "Take an action"


class FirstTurn:
    """A reader for a scripted terminal: the given answers, then 1 (or Enter) at every prompt,
    until the person's first action prompt, where it keeps what the screen showed since the
    previous prompt and then types `then`."""

    def __init__(self, answers: Sequence[str] = (), then: Sequence[str] = ()) -> None:
        self.answers = list(answers)
        self.then = list(then)
        self.terminal: Terminal | None = None
        self.mark = 0
        self.turn: list[str] | None = None
        self.count = 0
        self.after: list[str] = []

    def __call__(self, prompt: str) -> str:
        assert self.terminal is not None
        text = self.terminal.text()
        shown, self.mark = text[self.mark :], len(text)
        match = CHOOSE.match(prompt)
        if self.turn is None and match and TURN in shown:
            self.turn = [line.rstrip() for line in shown.split("\n")]
            self.count = int(match.group(1) or 1)
        elif self.turn is not None:
            self.after.append(shown)
        if self.turn is not None:
            if not self.then:
                raise EOFError
            return self.then.pop(0)
        if self.answers:
            return self.answers.pop(0)
        return "1" if match else ""


def play_to_first_turn(
    names: Sequence[str],
    bot: str,
    seed: int,
    modules: Sequence[str] = (),
    answers: Sequence[str] = (),
    then: Sequence[str] = (),
    size: tuple[int, int] = (80, 24),
) -> FirstTurn:
    seats = (Seat(names[0]), *(Seat(name, bot) for name in names[1:]))
    reader = FirstTurn(answers, then)
    terminal = Terminal.scripted([], width=size[0], height=size[1])
    terminal._reader = reader  # noqa: SLF001 - the scripted terminal, reading from the script
    reader.terminal = terminal
    setup = PlaySetup(seats, seed, modules=tuple(modules))
    PlaySession(placed(Game.new(setup.config())), seats, terminal).run()
    assert reader.turn is not None, "no action prompt came"
    return reader


def option_numbers(lines: Sequence[str]) -> set[int]:
    """The option numbers a screen shows: `12  Sign ...`, and a group's `11-18 produce: 11 ...`."""
    found: set[int] = set()
    for line in lines:
        single = re.match(r"^\s*(\d+)\s{2}", line)
        if single:
            found.add(int(single[1]))
        group = re.match(r"^\s*(\d+)-(\d+)\s", line)
        if group:
            found.update(range(int(group[1]), int(group[2]) + 1))
    return found


GAMES = {
    "3 players, hard bots, Telly, an executive": (
        ("Player 1", "Bea", "Cal"),
        "hard",
        51,
        ("executives", "telly"),
        ("1", "2"),
    ),
    "2 players, a medium bot": (("Ann", "Bea"), "medium", 7, (), ()),
    "4 players, executives": (("Ann", "Bea", "Cal", "Dan"), "medium", 5, ("executives",), ()),
}


@pytest.mark.parametrize("game", list(GAMES))
def test_the_first_screen_of_a_turn_fits_80x24(game: str) -> None:
    names, bot, seed, modules, answers = GAMES[game]
    reader = play_to_first_turn(names, bot, seed, modules, answers)
    assert reader.turn is not None
    screen = reader.turn[-24:]  # the prompt is the last line
    text = "\n".join(screen)
    assert CHOOSE.match(screen[-1] + " ")
    assert any(line.startswith("Pass track: ") for line in screen), text
    assert any(line.startswith("Shows ") for line in screen), text  # the display rows
    for name in names[1:]:  # every other network's summary line
        assert any(re.match(rf"^[» ] {name} · ", line) for line in screen), text
    assert any("(you)" in line and "this round" in line for line in screen), text
    assert {1, reader.count} <= option_numbers(screen), text
    assert all(len(line) <= 80 for line in reader.turn)
    # the order: display, pass track, the networks, the options, the prompt
    place = {
        key: next(i for i, line in enumerate(screen) if test(line))
        for key, test in (
            ("display", lambda line: line.startswith("Shows ")),
            ("pass", lambda line: line.startswith("Pass track: ")),
            ("you", lambda line: "(you)" in line),
            ("title", lambda line: TURN in line),
        )
    }
    assert place["display"] < place["pass"] < place["you"] < place["title"], text


def test_every_option_stays_reachable_by_number_and_a_word_lists_a_group() -> None:
    names, bot, seed, modules, answers = GAMES["3 players, hard bots, Telly, an executive"]
    reader = play_to_first_turn(names, bot, seed, modules, answers, then=["produce", "why"])
    shown = "\n".join(reader.after)
    assert re.search(r"^\s*10\s+Produce Allotment Wars · pay \$3M", shown, re.M), shown
    assert re.search(r"^\s*15\s+Produce Pointless Pursuit", shown, re.M), shown
    assert "Sign" not in shown.split("why")[0]  # only the group asked for
    assert "Grizzled Action Hero: can't afford: $2M short" in shown


def test_cant_take_now_is_one_line_and_why_lists_the_cards() -> None:
    reader = play_to_first_turn(("Ann", "Bea"), "medium", 7, then=["why"])
    assert reader.turn is not None
    out_of_reach = [line for line in reader.turn if "Can't take now" in line]
    assert out_of_reach == ["Can't take now: 8 cards (type why to see why)"]
    shown = "\n".join(reader.after)
    assert "Star Trick: can't afford: $3M short" in shown
    assert "Retired Slugger: can't afford: $1M short" in shown


def test_a_tall_screen_keeps_every_option_on_its_own_line() -> None:
    reader = play_to_first_turn(("Ann", "Bea"), "medium", 7, size=(80, 50))
    assert reader.turn is not None
    numbered = [line for line in reader.turn if re.match(r"^\s*\d+\s{2}", line)]
    assert len(numbered) == reader.count
