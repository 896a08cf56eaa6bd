"""Who plays: seats from flags, from the interactive questions (Enter takes the defaults, bad
answers are asked again), and from a save."""

from __future__ import annotations

import pytest

from primetime.engine.config import GameConfig, module_words
from primetime.tui.setup import (
    PlaySetup,
    Seat,
    SetupError,
    ask_setup,
    assumed_seats,
    from_flags,
    seats_of,
)
from primetime.tui.terminal import Terminal


def flags(**given: object) -> PlaySetup:
    values: dict[str, object] = {
        "players": None,
        "bots": None,
        "names": None,
        "solo": False,
        "classic_turns": False,
        "beginner": False,
        "seed": 1,
    }
    values.update(given)
    return from_flags(**values)  # type: ignore[arg-type]


def test_you_sit_in_seat_one_and_one_bot_kind_fills_the_others() -> None:
    setup = flags(players=2, bots="random", seed=4)
    assert setup.seats == (Seat("Player 1"), Seat("Bea", "random"))
    assert setup.seed == 4 and not setup.solo
    config = setup.config()
    assert config.players == ("Player 1", "Bea") and config.seed == 4
    assert config.extra["seats"] == ["person", "random"]


def test_a_bot_per_seat_and_people_for_hotseat() -> None:
    setup = flags(players=4, bots="easy,person,hard", names="Ann,,Cy")
    assert [s.name for s in setup.seats] == ["Ann", "Bea", "Cy", "Dot"]
    assert [s.bot for s in setup.seats] == [None, "easy", None, "hard"]
    assert flags(bots="easy,hard").seats[2].bot == "hard"  # two kinds: three players


def test_defaults_are_you_against_two_medium_bots() -> None:
    setup = flags()
    assert [s.role for s in setup.seats] == ["person", "medium bot", "medium bot"]
    assert isinstance(flags(seed=None).seed, int)


def test_solo_and_variants() -> None:
    solo = flags(solo=True)
    assert solo.solo and solo.config().solo and len(solo.seats) == 1
    assert flags(players=1).config().solo
    variants = flags(players=2, classic_turns=True, beginner=True).config()
    assert variants.classic_turns and variants.beginner


def test_watching_puts_bots_in_every_seat() -> None:
    setup = from_flags(2, "random", None, False, False, False, 3, watch=True)
    assert all(not s.is_person for s in setup.seats)


@pytest.mark.parametrize("solo", [{"solo": True}, {"players": 1}])
def test_watching_the_solo_game_puts_a_bot_in_its_seat_either_way(solo: dict[str, object]) -> None:
    """`--watch --solo` is `--watch --players 1`: a bot plays the solo game."""
    given: dict[str, object] = {"players": None, "solo": False, **solo}
    setup = from_flags(
        given["players"],
        "medium",
        None,
        given["solo"],
        False,
        False,
        3,
        watch=True,  # type: ignore[arg-type]
    )
    assert [s.bot for s in setup.seats] == ["medium"]
    assert setup.config().solo


@pytest.mark.parametrize(
    ("given", "message"),
    [
        ({"players": 3, "bots": "easy,hard,easy"}, "--bots lists 3 kinds for 2 other seat(s)"),
        ({"bots": "nosuchbot"}, "unknown bot 'nosuchbot'"),
        ({"solo": True, "players": 2}, "--solo is a 1-player game"),
        ({"players": 6}, "1 to 5 players"),
        ({"players": 1, "classic_turns": True}, "Classic Turns is for 2 to 5 players"),
        ({"players": 2, "names": "Ann,Ann"}, "names must be different"),
        ({"players": 2, "names": "A,B,C"}, "--names lists 3 names for 2 players"),
        ({"players": 1, "bots": "easy"}, "a solo game has no other seats"),
        ({"players": 2, "names": "x" * 30}, "too long"),
    ],
)
def test_bad_flags_are_refused_clearly(given: dict[str, object], message: str) -> None:
    with pytest.raises(SetupError, match=message.replace("(", r"\(").replace(")", r"\)")):
        flags(**given)


def test_enter_at_every_question_takes_the_defaults() -> None:
    terminal = Terminal.scripted([""] * 10)
    setup = ask_setup(terminal)
    assert [s.role for s in setup.seats] == ["person", "medium bot", "medium bot"]
    assert setup.seats[0].name == "Player 1"
    assert not setup.classic_turns and not setup.beginner and setup.modules == ()
    assert isinstance(setup.seed, int)


def test_bad_answers_are_asked_again() -> None:
    answers = [
        "seven",
        "9",
        "2",  # players
        "A" * 30,
        "Ann",  # your name
        "wizard",
        "person",  # seat 2
        "Ann",
        "Bob",  # seat 2's name (taken, then free)
        "maybe",
        "y",  # Classic Turns
        "n",  # Beginner
        "n",  # Executives (the modules by name, each with its title and what it changes)
        "y",  # Moguls
        "y",  # Telly Time
        "soon",
        "42",  # seed
    ]
    terminal = Terminal.scripted(answers)
    setup = ask_setup(terminal)
    assert setup.seats == (Seat("Ann"), Seat("Bob"))
    assert setup.classic_turns and not setup.beginner and setup.seed == 42
    assert setup.modules == ("moguls", "telly") and setup.config().modules == ("moguls", "telly")
    text = terminal.text()
    assert "'seven' is not a player count: type a number from 1 to 5" in text
    assert "'9' is not a player count" in text
    assert "That name is too long" in text
    assert "'wizard' is not a kind of seat" in text
    assert "'Ann' is already at the table" in text
    assert "'maybe' is not an answer: type y or n" in text
    assert "'soon' is not a seed" in text
    assert "Megacorp Moguls (a mogul token on space 3 of each genre track" in text


def test_numbers_python_reads_but_int_refuses_are_asked_again() -> None:
    """'²' and '①' are digits to `str.isdigit` but not to `int`; a seed of 5,000 digits is
    more than a game takes (78): each is a note and the question again, not a crash."""
    answers = ["²", "①", "2", "Ann", "person", "Bob", "n", "n", "n", "n", "n"]
    answers += ["²", "9" * 5000, str(2**256), str(1 - 2**256), "7"]
    terminal = Terminal.scripted(answers)
    setup = ask_setup(terminal)
    assert setup.seed == 1 - 2**256
    text = terminal.text()
    assert "'²' is not a player count" in text and "'①' is not a player count" in text
    assert "'²' is not a seed: type a whole number of at most 78 digits" in text
    assert f"'{'9' * 60}...' is not a seed" in text  # the answer cut short
    assert f"'{str(2**256)[:60]}...' is not a seed" in text  # 78 digits, but past 256 bits


def test_a_solo_setup_asks_no_seats_and_no_classic_turns() -> None:
    # players, name, Beginner, Executives, Moguls, Telly Time, seed
    terminal = Terminal.scripted(["1", "Solveig", "y", "n", "n", "n", "7"])
    setup = ask_setup(terminal)
    assert setup.solo and setup.beginner and setup.seed == 7
    assert setup.seats == (Seat("Solveig"),)


def test_seats_come_back_from_a_save() -> None:
    config = flags(players=3, bots="random,person").config()
    assert seats_of(config) == (Seat("Player 1"), Seat("Bea", "random"), Seat("Player 3"))
    bare = GameConfig(players=("Ann", "Bob"))
    assert seats_of(bare) is None
    assert assumed_seats(bare, None) == (Seat("Ann"), Seat("Bob", "medium"))
    assert assumed_seats(bare, "random")[1].bot == "random"
    odd = GameConfig(players=("Ann", "Bob"), extra={"seats": ["person", "nosuchbot"]})
    assert seats_of(odd) is None


def test_each_modules_question_fits_an_80_column_line() -> None:
    # the question is the module's title and what it changes (`Module.summary`), then y/n
    words = module_words()
    assert set(words) == {"executives", "moguls", "telly"}
    for title, summary in words.values():
        assert len(f"{title} ({summary})? (y/n) [n] > ") <= 80, title
