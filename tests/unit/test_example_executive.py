"""The seams an executive needs, shown on a test-only executive (tests/example_module/): its data
row, its module file, and this test file are all it takes (README: "How to add an executive").

Test Tycoon (seat `extra["tycoon"]`): an extra turn before the 1st player each round; never signs
ads; +2 viewers a round; a secret pet genre worth 5 at game end; genres on a ledger instead of
the tracks (1 viewer a round each).
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from example_module import tycoon
from helpers import assert_conserved, options, play_random
from primetime import Game, GameConfig, determinize
from primetime.cards import ExecutiveCard
from primetime.engine.results import EFFECT, GENRES, NETWORK, ScoreItem
from primetime.engine.scenario import Scenario
from primetime.engine.scoring import final_items, round_items


@pytest.fixture(autouse=True)
def installed() -> Iterator[None]:
    tycoon.install()
    yield
    tycoon.uninstall()


def tycoon_game(seed: int = 3, holder: int = 1, **config: object) -> Game:
    return Game.new(
        GameConfig(
            players=("Ann", "Bob", "Cy"),
            seed=seed,
            modules=("example",),
            extra={"tycoon": holder},
            **config,  # type: ignore[arg-type]
        )
    )


def test_the_executive_is_a_card_of_its_box() -> None:
    game = tycoon_game()
    board = game.state.cards["test-tycoon"]
    assert isinstance(board, ExecutiveCard)
    assert (board.name, board.complexity, board.value("round_bonus")) == ("Test Tycoon", 1, 2)
    assert "test-tycoon" not in game.state.universe  # a board is never dealt or discarded


def test_the_tycoon_takes_an_extra_turn_before_the_first_player_then_play_goes_on() -> None:
    game = tycoon_game(beginner=True)
    turns: list[int] = []
    while len(turns) < 4:
        decision = game.decision
        assert decision is not None
        if decision.kind == "turn" and (not turns or decision.player != turns[-1]):
            turns.append(decision.player)
        game.choose(
            next(o for o in decision.options if str(o).startswith("sign-star"))
            if any(str(o).startswith("sign-star") for o in decision.options)
            else decision.options[0]
        )
    assert game.state.first == 0
    assert turns == [1, 0, 1, 2]  # Bob's extra turn, then Ann (1st), Bob, Cy as normal


def test_the_first_player_tycoon_takes_two_turns_in_a_row() -> None:
    sc = Scenario(["Ann", "Bob"], modules=("example",), extra={"tycoon": 0})
    sc.display(star=["cheeky-friend", "method-actor"]).cash(0, 20).cash(1, 20)
    game = sc.start(("round-start-uses", 0), ("first-turn",))
    assert game.decision is not None and game.decision.player == 0
    game.choose("sign-star cheeky-friend")  # the extra turn ends with its action
    assert game.decision is not None and game.decision.player == 0  # the normal first turn


def test_the_tycoon_is_never_offered_an_ad_but_others_are() -> None:
    sc = Scenario(["Ann", "Bob"], modules=("example",), extra={"tycoon": 0})
    sc.display(ad=["laundry-soap"], star=["cheeky-friend"]).cash(0, 10).cash(1, 10)
    game = sc.start_turn(0)
    assert "sign-ad laundry-soap" not in options(game)
    assert "sign-star cheeky-friend" in options(game)
    other = Scenario(["Ann", "Bob"], modules=("example",), extra={"tycoon": 0})
    other.display(ad=["laundry-soap"])
    assert "sign-ad laundry-soap" in options(other.start_turn(1))


def test_round_and_final_score_items() -> None:
    sc = Scenario(["Ann", "Bob"], modules=("example",), extra={"tycoon": 0})
    sc.lineup(0, "primetime", "dawsons-reek", row=0)  # row 1 scores 7
    state = sc.state
    tycoon.ledger(state).ledger = ["drama", "sports"]
    tycoon.ledger(state).pet = "drama"
    items = round_items(state, 0)
    assert ScoreItem(EFFECT, "test-tycoon", 2) in items
    assert ScoreItem(GENRES, "ledger", 2) in items
    assert ScoreItem(NETWORK, "test-tycoon", 5) in final_items(state, 0)
    assert not [i for i in round_items(state, 1) if i.source in ("test-tycoon", "ledger")]
    tycoon.ledger(state).pet = "scifi"
    assert ScoreItem(NETWORK, "test-tycoon", 5) not in final_items(state, 0)


def test_a_round_score_counts_the_items() -> None:
    sc = Scenario(["Ann", "Bob"], modules=("example",), extra={"tycoon": 0})
    for seat in (0, 1):
        for slot in range(3):
            sc.lineup(seat, slot, None)
    sc.lineup(0, "primetime", "dawsons-reek", row=0)
    tycoon.ledger(sc.state).ledger = ["drama"]
    game = sc.start_end_of_round()
    assert game.state.players[0].round_scores == [7 + 2 + 1]  # show, round bonus, ledger
    assert game.state.players[1].round_scores == [0]


def test_producing_puts_the_genre_on_the_ledger_not_on_the_track() -> None:
    sc = Scenario(["Ann", "Bob"], modules=("example",), extra={"tycoon": 0})
    sc.display(show=["dawsons-reek"]).green_room(0, "cheeky-friend").cash(0, 10)
    game = sc.start_turn(0)
    game.choose("produce dawsons-reek")
    game.choose("pick cheeky-friend")  # the only star: the show holds no more
    game.choose("timeslot primetime")
    state = game.state
    assert tycoon.ledger(state).ledger == ["drama"]
    assert state.players[0].genres == {}
    assert state.players[0].cash == 5


def test_the_secret_pet_genre_is_hidden_from_everyone_else() -> None:
    game = tycoon_game(seed=11)
    pet = tycoon.ledger(game.state).pet
    assert pet in tycoon.GENRE_CHOICES
    assert game.view(1).state.parts["tycoon"].to_dict()["pet"] == pet
    for viewer in (0, 2, None):
        assert game.view(viewer).state.parts["tycoon"].to_dict()["pet"] is None
        assert pet not in str([e.to_dict() for e in game.view(viewer).log if e.kind == "pet"])
    world = determinize(game.view(0), random.Random(5))
    assert tycoon.ledger(world.state).pet in tycoon.GENRE_CHOICES
    assert tycoon.ledger(game.state).pet == pet  # the true game is untouched


def test_the_part_clones_and_saves_with_the_game() -> None:
    game = tycoon_game(seed=4)
    copy = game.clone()
    tycoon.ledger(copy.state).ledger.append("quiz")
    assert tycoon.ledger(game.state).ledger == []
    loaded = Game.from_json(game.to_json())
    assert loaded.fingerprint() == game.fingerprint()


def test_random_games_with_the_tycoon_end_and_keep_every_card() -> None:
    for seed in range(12):
        game = play_random(tycoon_game(seed=seed, holder=seed % 3), seed)
        assert_conserved(game)
        holder = seed % 3
        result = game.result()
        assert game.state.players[holder].genres == {}
        assert all(i.source != "ledger" for i in result.players[holder].items)


def test_the_executive_reads_like_any_card() -> None:
    from primetime.presentation import card_summary

    game = tycoon_game()
    text = card_summary(game.state.cards["test-tycoon"])
    assert text.startswith("Test Tycoon: executive (complexity 1 of 3). Ability: At the start")
    assert "Drawback: You may never sign ads." in text
    assert game.state.card_set.find("Test Tycoon") is game.state.cards["test-tycoon"]  # `? NAME`
