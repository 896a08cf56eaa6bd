"""The log in plain English: runs of deals, draws and discards said once, hidden cards hidden,
and the solo opponent's reveals told once."""

from __future__ import annotations

from helpers import new_game, play_random
from primetime.engine.events import Event
from primetime.engine.narrate import describe
from primetime.engine.scenario import Scenario
from primetime.tui import PlaySession, Seat, Terminal
from primetime.tui.narration import context_start, narrate, narrate_lines


def test_a_new_display_is_one_line() -> None:
    game = new_game(2, seed=4)
    while game.state.round == 0:
        game.choose(0)
    view = game.view(0)
    lines = [t.plain for t in narrate(view.log, view.state)]
    assert "── Round 1 begins; Ann is 1st player ──" in lines
    assert "A new display is dealt (16 cards)" in lines
    assert not any(line.endswith("is dealt to the display") for line in lines)


def test_hidden_draws_are_counted_not_named() -> None:
    game = new_game(2, seed=4)
    view = game.view(0)
    lines = [t.plain for t in narrate(view.log, view.state)]
    assert "Bob draws 4 pilot cards" in lines
    mine = [line for line in lines if line.startswith("Ann draws ")]
    assert len(mine) == 1
    for card in game.state.players[0].hand:
        assert game.state.cards[card].name in mine[0]
    for card in game.state.players[1].hand:
        assert game.state.cards[card].name not in " ".join(lines)


def test_short_runs_are_named_and_single_events_keep_the_engine_words() -> None:
    game = new_game(2, seed=4)
    state = game.state
    cards = ["dawsons-reek", "surpriser"]
    discards = [Event("discard", None, {"card": c}) for c in cards]
    assert [t.plain for t in narrate(discards, state)] == [
        "Dawson's Reek and Surpriser are discarded"
    ]
    one = Event("sign-star", 0, {"card": "cheeky-friend", "cost": 3})
    assert narrate([one], state)[0].plain == describe(one, state)


def test_lines_know_whose_doing_they_tell() -> None:
    game = new_game(2, seed=4)
    events = [
        Event("sign-ad", 1, {"card": "used-car-lot", "bonus": 2}),
        Event("discard", None, {"card": "surpriser"}),
    ]
    lines = narrate_lines(events, game.state)
    assert [line.player for line in lines] == [1, None]


def test_a_turn_after_ones_own_turn_and_a_gain_after_a_keep_are_told_once() -> None:
    """When the others have passed, Bea takes turn after turn: "Bea's turn" is said once, not
    before each action; "Bea keeps X" is not followed by "Bea gains X"."""
    game = new_game(2, seed=4)
    events = [
        Event("turn", 1, {"round": 1}),
        Event("sign-ad", 1, {"card": "used-car-lot", "bonus": 2}),
        Event("turn", 1, {"round": 1}),
        Event("keep", 1, {"card": "cheeky-friend", "reason": "star"}),
        Event("discard", None, {"card": "surpriser"}),
        Event("gain", 1, {"card": "cheeky-friend", "how": "star"}),
        Event("turn", 0, {"round": 1}),
        Event("turn", 1, {"round": 1}),
    ]
    assert [t.plain for t in narrate(events, game.state)] == [
        "Bob's turn",
        "Bob signs Used Car Lot and gains its $2M bonus",
        "Bob keeps Cheeky Friend",
        "Surpriser is discarded",
        "Ann's turn",
        "Bob's turn",
    ]


def test_the_solo_opponents_reveal_is_told_once() -> None:
    game = new_game(1, seed=3)
    play_random(game, seed=3)
    view = game.view(0)
    lines = [t.plain for t in narrate(view.log, view.state)]
    reveals = [line for line in lines if line.startswith("The opponent reveals")]
    assert reveals
    assert not any(line.endswith(" is revealed") for line in lines)
    for line in reveals:
        if " and discards " in line:
            taken = line.split(" and discards ")[1]
            assert f"{taken} is discarded" not in lines


def test_a_whole_game_narrates_without_raw_events() -> None:
    for players in (1, 2, 4):
        game = play_random(new_game(players, seed=players), seed=players)
        for viewer in (None, 0):
            view = game.view(viewer)
            for line in narrate(view.log, view.state):
                assert "{" not in line.plain, line.plain


def test_narrating_from_a_point_reads_what_came_before_to_tell_a_turn_once() -> None:
    """The terminal narrates a bot's moves one choice at a time: "Bob's turn" before each of
    his actions (Ann has passed) was told again, as each stretch began with it."""
    game = new_game(2, seed=4)
    log = [
        Event("turn", 0, {"round": 1}),
        Event("pass", 0, {"column": 0, "bonus": "cash", "amount": 10, "last": False}),
        Event("turn", 1, {"round": 1}),
        Event("sign-ad", 1, {"card": "used-car-lot", "bonus": 2}),
        Event("turn", 1, {"round": 1}),
        Event("sign-star", 1, {"card": "cheeky-friend", "cost": 3}),
    ]
    assert context_start(log, 4) == 2  # Bob's turn, the latest before the new stretch
    assert context_start(log, 0) == 0
    first = context_start(log, 4)
    lines = narrate_lines(log[first:], game.state, 4 - first)
    assert [line.text.plain for line in lines] == ["Bob pays $3M and signs Cheeky Friend"]
    assert [line.text.plain for line in narrate_lines(log[4:], game.state)] == [
        "Bob's turn",
        "Bob pays $3M and signs Cheeky Friend",
    ]


def test_a_bot_taking_turn_after_turn_is_told_its_turn_once() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(1, 30).passed(0)
    sc.display(
        star=["method-actor", "improv-genius", "cheeky-friend"],
        show=["dawsons-reek", "flounder-tank"],
    )
    game = sc.start_turn(1)
    term = Terminal.scripted([], width=80, height=24)
    PlaySession(game, (Seat("Ann"), Seat("Bob", "medium")), term).run()
    text = term.text()
    round_one = text.split("Round 1 is over")[0]
    assert round_one.count("Bob's turn") == 1
    block = round_one.split("Bob (medium bot):\n")[1].splitlines()
    assert len([line for line in block if line.startswith("  Bob ")]) >= 4  # several turns
    assert "Bob passes last" in round_one
