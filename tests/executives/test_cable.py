"""Cable (Megacorp rulebook, "Cable"): "You start the game with the 1st player marker and you get
$20M starting cash instead of the amount printed on the setup board. At the end of the first
round, pass the 1st player marker to another player normally. After taking an action on your
turn, you may immediately pass. This does not count as an action." Drawback: "When you pass, you
may only choose bonus viewers, not bonus cash. If you pass last, you get no bonus from the pass
track." Clarification: "Preempted Timeslot: If you pass last, this has no effect."

Starting cash by position (setup board): $6M, $8M, $10M, $12M, $14M. Two players' pass track:
$10M or 6 viewers, last $2M."""

from __future__ import annotations

import random

import pytest

from helpers import options
from primetime import Game, GameConfig
from primetime.engine.scenario import Scenario

FOUR = ("Ann", "Bob", "Cy", "Di")


def test_cable_takes_the_first_player_token_and_20m_the_others_by_their_new_position() -> None:
    game = Game.new(GameConfig(players=FOUR, seed=2, executives={"Cy": "cable"}))
    state = game.state
    while game.decision is not None and game.decision.kind == "executive-keep":
        game.choose(game.decision.options[0])
    assert state.first == 2
    # Cy 1st ($20M instead of $6M), Di 2nd $8M, Ann 3rd $10M, Bob 4th $12M
    assert [seat.cash for seat in state.players] == [10, 12, 20, 8]
    decision = game.decision
    # setup goes on in the new turn order: Cy places her starters first
    assert decision is not None and decision.kind == "starters" and decision.player == 2


def test_in_solo_cable_takes_the_token_from_the_opponent() -> None:
    for seed in range(40):
        game = Game.new(GameConfig(players=("Ann",), seed=seed, executives={"Ann": "cable"}))
        [drawn] = [e for e in game.state.log if e.kind == "solo-first"]
        if drawn.data["first"] == "opponent":
            break
    else:
        pytest.fail("no seed gave the opponent the token")
    assert game.state.first == 0
    assert game.state.players[0].cash == 20


def test_the_token_passes_on_normally_after_the_first_round() -> None:
    game = Game.new(GameConfig(players=FOUR[:3], seed=5, executives={"Bob": "cable"}))
    rng = random.Random(5)
    while game.state.round < 1:
        game.choose(rng.choice(game.decision.options))  # type: ignore[union-attr]
    assert game.state.first == 1
    while game.state.round < 2:
        game.choose(rng.choice(game.decision.options))  # type: ignore[union-attr]
    assert game.state.first == 2  # clockwise, as without Cable


def cable_turn(*passed: int) -> Game:
    sc = Scenario(["Ann", "Bob"], executives={"Ann": "cable"}).cash(0, 5).passed(*passed)
    sc.display(ad=["laundry-soap"])
    return sc.start_turn(0)


def test_cable_may_pass_only_for_viewers() -> None:
    game = cable_turn()
    assert "pass cash" not in options(game)
    game.choose("pass viewers")
    ann = game.state.players[0]
    assert (ann.cash, ann.pass_viewers, game.state.pass_track) == (5, 6, [0])


def test_after_an_action_cable_may_pass_at_once_for_viewers_not_as_an_action() -> None:
    game = cable_turn()
    game.choose("sign-ad laundry-soap")
    assert game.decision is not None and game.decision.player == 0
    assert options(game) == ["free-pass viewers", "end-turn"]
    game.choose("free-pass viewers")
    ann = game.state.players[0]
    assert ann.pass_viewers == 6 and game.state.pass_track == [0]
    assert game.decision is not None and game.decision.player == 1


def test_the_free_pass_is_not_offered_to_a_player_without_cable() -> None:
    sc = Scenario(["Ann", "Bob"], executives={"Bob": "cable"}).cash(0, 5)
    sc.display(ad=["laundry-soap"])
    game = sc.start_turn(0)
    game.choose("sign-ad laundry-soap")
    assert game.decision is not None and game.decision.player == 1  # Ann's turn simply ends


def test_passing_last_cable_gets_nothing() -> None:
    game = cable_turn(1)
    assert [o for o in options(game) if o.startswith("pass")] == ["pass viewers"]
    cash = game.state.players[0].cash
    game.choose("pass viewers")  # the round ends: Ann's pass gave nothing
    [passed] = [e for e in game.state.log if e.kind == "pass" and e.player == 0]
    assert (passed.data["amount"], passed.data["last"], passed.data["column"]) == (0, True, 1)
    assert cash == 5
    upkeep = [e for e in game.state.log if e.kind == "upkeep" and e.player == 0]
    assert game.state.players[0].cash == 5 + upkeep[0].data["net"]


def test_preempted_timeslot_does_nothing_when_cable_passes_last_and_is_kept() -> None:
    sc = Scenario(["Ann", "Bob"], executives={"Ann": "cable"}).cash(0, 5).passed(1)
    game = sc.green_room(0, "preempted-timeslot").start_turn(0)
    game.choose("pass viewers")
    ann = game.state.players[0]
    assert (ann.cash, ann.pass_viewers) == (5, 0)
    assert ann.green_room == ["preempted-timeslot"]  # not offered: it would double nothing


def test_preempted_timeslot_doubles_cables_viewers_when_not_last() -> None:
    sc = Scenario(["Ann", "Bob"], executives={"Ann": "cable"}).cash(0, 5)
    game = sc.green_room(0, "preempted-timeslot").start_turn(0)
    game.choose("pass viewers")
    game.choose("use preempted-timeslot")
    ann = game.state.players[0]
    assert (ann.cash, ann.pass_viewers) == (5, 12)
