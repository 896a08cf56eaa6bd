"""Undo: a player takes back their own choices of the current turn while nothing hidden has been
revealed since and nobody else has decided; saves and replays hold only the choices that stood."""

from __future__ import annotations

import json
import random

import pytest

from helpers import new_game
from primetime.engine import Game, UndoRefused
from primetime.engine.scenario import Scenario

ANN, BOB = 0, 1


def producing_turn() -> Game:
    """Ann's turn: $10M, Character Actor in her green room, a show, a star, an ad and Upfronts
    (draw 2 ads, keep 1) on the display."""
    sc = Scenario(["Ann", "Bob"])
    sc.cash(ANN, 10).green_room(ANN, "character-actor")
    sc.display(
        star=["method-actor"], ad=["laundry-soap"], show=["dawsons-reek"], network=["upfronts"]
    )
    return sc.start_turn(ANN).keep_undo()


def test_the_steps_of_a_production_are_taken_back_one_by_one() -> None:
    game = producing_turn()
    start = game.fingerprint()
    game.choose("produce dawsons-reek")
    assert game.state.players[ANN].cash == 5
    game.choose("pick character-actor")
    assert game.decision is not None and game.decision.kind == "production-timeslot"
    after_pick = game.fingerprint()
    assert game.can_undo(ANN) is None
    assert game.undo(ANN) == "pick character-actor"
    assert game.decision is not None and game.decision.kind == "production-attach"
    assert game.state.players[ANN].green_room == ["character-actor"]
    assert game.undo(ANN) == "produce dawsons-reek"
    assert game.state.players[ANN].cash == 10
    assert game.fingerprint() == start
    assert game.history == []
    assert game.can_undo(ANN) == "there is no choice of this turn to take back"
    # choosing the same again reaches the same state
    game.choose("produce dawsons-reek")
    game.choose("pick character-actor")
    assert game.fingerprint() == after_pick


def test_a_choice_that_ended_the_turn_can_be_taken_back_until_someone_else_decides() -> None:
    game = producing_turn()
    game.choose("sign-star method-actor")
    assert game.decision is not None and game.decision.player == BOB
    assert game.can_undo(ANN) is None
    assert game.can_undo(BOB) == "the last choice was Ann's"
    game.undo(ANN)
    assert game.decision is not None and game.decision.player == ANN
    assert "method-actor" in game.state.display["star"]
    game.choose("sign-star method-actor")
    game.choose("pass cash")  # Bob decides
    assert game.can_undo(ANN) == "the last choice was Bob's"
    with pytest.raises(UndoRefused, match="cannot undo: the last choice was Bob's"):
        game.undo(ANN)


def test_a_draw_puts_the_choice_before_it_out_of_reach() -> None:
    game = producing_turn()
    game.choose("take-network upfronts")  # draws 2 ads: chance
    assert game.decision is not None and game.decision.kind == "keep-one"
    assert game.can_undo(ANN) == "a card was drawn or revealed since"
    before = game.fingerprint()
    with pytest.raises(UndoRefused):
        game.undo(ANN)
    assert game.fingerprint() == before and game.history == ["take-network upfronts"]


def test_a_reveal_without_a_draw_also_puts_it_out_of_reach() -> None:
    """Keeping one of the drawn ads shows Bob both (one signed, one discarded): hidden till now."""
    game = producing_turn()
    game.choose("take-network upfronts")
    game.choose(game.decision.options[0])  # type: ignore[union-attr]
    assert game.can_undo(ANN) == "cards hidden from someone were revealed since"


def test_only_players_take_back_and_only_in_games_that_keep_undo() -> None:
    game = producing_turn()
    game.choose("produce dawsons-reek")
    assert game.can_undo(-1) == "only a player can take back a choice"
    assert game.can_undo(7) == "only a player can take back a choice"
    plain = new_game(2, 1)
    plain.choose(plain.decision.options[0])  # type: ignore[union-attr]
    assert plain.can_undo(0) == "this game does not keep choices to take back"


def test_a_clone_keeps_the_journal_and_undoing_one_leaves_the_other() -> None:
    game = producing_turn()
    game.choose("produce dawsons-reek")
    twin = game.clone()
    twin.undo(ANN)
    twin.choose("sign-star method-actor")
    assert game.can_undo(ANN) is None
    game.undo(ANN)
    game.choose("produce dawsons-reek")  # the shared "before" state was not changed by twin
    assert game.state.players[ANN].cash == 5


def test_a_save_after_undo_holds_only_the_final_choices() -> None:
    game = new_game(2, 4).keep_undo()
    rng = random.Random(4)
    undone = 0
    while len(game.history) < 60:
        decision = game.decision
        assert decision is not None
        if decision.player >= 0 and game.can_undo(decision.player) is None and rng.random() < 0.5:
            game.undo(decision.player)
            undone += 1
        decision = game.decision
        assert decision is not None
        game.choose(rng.choice(decision.options))
    assert undone > 5
    save = game.to_json()
    assert json.loads(save)["choices"] == game.history
    loaded = Game.from_json(save)
    assert loaded.history == game.history
    assert loaded.fingerprint() == game.fingerprint()


def test_undo_is_the_state_a_replay_without_the_choice_reaches() -> None:
    """Over random games: every allowed undo gives exactly the game that the remaining choices
    replay to, and every refusal names a reason."""
    for seed in range(4):
        game = new_game(1 + seed, seed).keep_undo()
        rng = random.Random(seed)
        while not game.over:
            decision = game.decision
            assert decision is not None
            if decision.player >= 0:
                reason = game.can_undo(decision.player)
                if reason is None and rng.random() < 0.3:
                    game.undo(decision.player)
                    replay = Game.new(game.config)
                    for choice in game.history:
                        replay.choose(choice)
                    assert replay.fingerprint() == game.fingerprint()
                else:
                    assert reason is None or reason
            decision = game.decision
            assert decision is not None
            game.choose(rng.choice(decision.options))
        assert game.can_undo(0) == "the game is over"
