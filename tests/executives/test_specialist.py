"""Specialist (Megacorp rulebook, "Specialist"): needs Moguls; "The first time during the game you
reach space 2 on any genre track, instead of gaining the printed genre bonus, draw 2 moguls and
choose 1 to keep. Place the other on the bottom of the deck." Space 4: draw 4, keep 1. Later
spaces 2 and 4: the printed bonus. Drawback: a mogul token on space 3 is an empty space (not
removed, no network bonus); after another player removed it, the network bonus as normal."""

from __future__ import annotations

import pytest

from helpers import assert_conserved, options, play_random
from primetime import ConfigError, Game, GameConfig
from primetime.engine.modules.executives.base import board_of
from primetime.engine.modules.moguls import moguls
from primetime.engine.scenario import Scenario

ANN = 0
FOUR = ("celebrity-whisperer", "tech-pioneer", "penny-pincher", "viral-marketer")


def specialist(**genres: int) -> Scenario:
    sc = Scenario(["Ann", "Bob"], modules=("moguls",), executives={"Ann": "specialist"})
    return sc.genres(ANN, **genres)


def test_specialist_without_moguls_is_refused_with_a_clear_message() -> None:
    with pytest.raises(ConfigError, match="Specialist needs the moguls module"):
        GameConfig(players=("Ann", "Bob"), executives={"Ann": "specialist"})


def test_the_first_space_2_draws_2_moguls_keeps_1_the_other_to_the_bottom() -> None:
    sc = specialist(sports=1).deck_top("mogul", *FOUR[:2])
    game = sc.start(("genre-advance", ANN, "sports"), ("turn", ANN))
    assert game.decision is not None and game.decision.kind == "mogul-keep"
    assert sorted(options(game)) == ["pick celebrity-whisperer", "pick tech-pioneer"]
    game.choose("pick tech-pioneer")
    ann = game.state.players[ANN]
    assert "tech-pioneer" in ann.green_room
    assert game.state.decks["mogul"].layers[-1].cards == ["celebrity-whisperer"]
    assert board_of(game.state, ANN) == {"first": True, "second": False}
    assert not any(game.state.cards[c].kind in ("star", "ad") for c in ann.green_room)


def test_a_later_space_2_gives_its_printed_bonus() -> None:
    sc = specialist(sports=1)
    board_of(sc.state, ANN)["first"] = True
    game = sc.start(("genre-advance", ANN, "sports"), ("turn", ANN))
    assert game.decision is not None and game.decision.kind == "keep-one"  # the printed draw
    assert all(game.state.cards[c].kind != "mogul" for c in game.state.players[ANN].hand)


def test_the_first_space_4_draws_4_moguls_keeps_1_even_with_a_mogul_already() -> None:
    sc = specialist(drama=3).deck_top("mogul", *FOUR).green_room(ANN, "page-to-screen")
    moguls(sc.state).taken[ANN] = "page-to-screen"
    board_of(sc.state, ANN)["first"] = True
    game = sc.start(("genre-advance", ANN, "drama"), ("turn", ANN))
    assert game.decision is not None and game.decision.kind == "mogul-keep"
    assert len(game.state.players[ANN].hand) == 4
    game.choose("pick penny-pincher")
    ann = game.state.players[ANN]
    assert {"page-to-screen", "penny-pincher"} <= set(ann.green_room)
    assert moguls(game.state).taken[ANN] == "page-to-screen"
    assert sorted(game.state.decks["mogul"].layers[-1].cards) == sorted(
        ["celebrity-whisperer", "tech-pioneer", "viral-marketer"]
    )
    assert board_of(game.state, ANN)["second"] is True


def test_both_moguls_may_come_from_the_same_track() -> None:
    sc = specialist(sitcom=1).deck_top("mogul", *FOUR[:2])
    game = sc.start(("genre-advance", ANN, "sitcom"), ("turn", ANN))
    game.choose("pick celebrity-whisperer")
    assert board_of(game.state, ANN)["first"] is True
    sc2 = specialist(sitcom=3)
    board_of(sc2.state, ANN)["first"] = True
    game2 = sc2.start(("genre-advance", ANN, "sitcom"), ("turn", ANN))
    assert game2.decision is not None and game2.decision.kind == "mogul-keep"


def test_a_mogul_token_on_space_3_is_an_empty_space_for_the_specialist() -> None:
    game = specialist(action=2).start(("genre-advance", ANN, "action"), ("turn", ANN))
    assert "action" in moguls(game.state).tokens  # not removed
    assert game.state.players[ANN].hand == []  # no network bonus either
    assert game.decision is not None and game.decision.kind == "turn"


def test_after_another_player_removed_the_token_space_3_gives_the_network_bonus() -> None:
    sc = specialist(action=2)
    moguls(sc.state).tokens.remove("action")
    game = sc.start(("genre-advance", ANN, "action"), ("turn", ANN))
    assert game.decision is not None and game.decision.kind == "keep-one"
    assert all(game.state.cards[c].kind == "network" for c in game.state.players[ANN].hand)


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_random_games_with_the_specialist_finish(players: int) -> None:
    for seed in range(3):
        names = tuple(f"P{i}" for i in range(players))
        config = GameConfig(
            players=names, seed=seed, modules=("moguls",), executives={names[-1]: "specialist"}
        )
        game = play_random(Game.new(config), seed)
        assert game.over
        assert_conserved(game)
