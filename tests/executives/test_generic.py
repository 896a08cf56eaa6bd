"""Generic (Megacorp rulebook, "Generic"; RULINGS 7.2, 7.4): covering genres moves a marker up
the bonus track (spaces worth +1..+5 viewers a round; bonus icons on 2: star and ad, 3: network
card, 5: mogul or, without Moguls, the Wild bonus); at the topmost empty space the board clears
and a new marker starts at START; Generic never advances on the genre tracks."""

from __future__ import annotations

import random

import pytest

from helpers import assert_conserved, options, play, play_random
from primetime import Game, GameConfig
from primetime.engine.modules.executives.base import board_of
from primetime.engine.results import GENRES
from primetime.engine.scenario import Scenario
from primetime.engine.scoring import final_items, round_items

ANN = 0


def generic(*covered: str, markers: tuple[int, ...] | None = None, **config: object) -> Scenario:
    sc = Scenario(["Ann", "Bob"], executives={"Ann": "generic"}, **config)
    board = board_of(sc.state, ANN)
    board["covered"] = list(covered)
    board["markers"] = list(markers) if markers is not None else [len(covered)]
    return sc


def track_viewers(game: Game) -> list[int]:
    return [i.viewers for i in round_items(game.state, ANN) if i.category == GENRES]


def test_covering_a_new_genre_moves_the_marker_and_never_the_genre_track() -> None:
    game = generic().start(("genre-advance", ANN, "sports"), ("turn", ANN))
    board = board_of(game.state, ANN)
    assert board == {"covered": ["sports"], "markers": [1]}
    assert game.state.players[ANN].genres == {}  # no marker on any genre track
    assert track_viewers(game) == [1]


def test_a_covered_genre_does_nothing() -> None:
    game = generic("sports").start(("genre-advance", ANN, "sports"), ("turn", ANN))
    assert board_of(game.state, ANN) == {"covered": ["sports"], "markers": [1]}
    assert game.decision is not None and game.decision.kind == "turn"


def test_space_2_gives_the_star_and_ad_bonus() -> None:
    sc = generic("sports").deck_top("star", "cheeky-friend").deck_top("ad", "laundry-soap")
    game = sc.start(("genre-advance", ANN, "drama"), ("turn", ANN))
    assert game.decision is not None and game.decision.kind == "keep-one"
    assert sorted(options(game)) == ["pick cheeky-friend", "pick laundry-soap"]
    cash = game.state.players[ANN].cash
    game.choose("pick cheeky-friend")  # signed for free
    assert game.state.players[ANN].green_room == ["cheeky-friend"]
    assert game.state.players[ANN].cash == cash


def test_space_3_gives_a_network_card_of_two() -> None:
    game = generic("sports", "drama").start(("genre-advance", ANN, "action"), ("turn", ANN))
    assert game.decision is not None and game.decision.kind == "keep-one"
    hand = game.state.players[ANN].hand
    assert len(hand) == 2 and all(game.state.cards[c].kind == "network" for c in hand)


def test_space_5_without_moguls_is_the_wild_bonus() -> None:
    sc = generic("sports", "drama", "action", "reality")
    game = sc.start(("genre-advance", ANN, "scifi"), ("turn", ANN))
    assert game.decision is not None and game.decision.kind == "keep-one"
    kinds = sorted(game.state.cards[c].kind for c in game.state.players[ANN].hand)
    assert kinds == ["ad", "network", "star"]


def test_jeromes_example_mogul_then_clear_then_two_more_shows_score_7() -> None:
    sc = generic("sports", "drama", "action", "sitcom", modules=("moguls",))
    sc.deck_top("mogul", "celebrity-whisperer", "tech-pioneer", "penny-pincher")
    game = sc.start(
        ("genre-advance", ANN, "scifi"),  # A: the 5th genre reaches the top: the mogul bonus
        ("genre-advance", ANN, "reality"),  # C: two more shows
        ("genre-advance", ANN, "scifi"),
        ("turn", ANN),
    )
    assert game.decision is not None and game.decision.kind == "mogul-keep"
    assert len(game.state.players[ANN].hand) == 3
    game.choose("pick penny-pincher")
    board = board_of(game.state, ANN)
    assert board == {"covered": ["reality", "scifi"], "markers": [5, 2]}  # B: cleared, new marker
    assert track_viewers(game) == [5, 2]
    assert sum(track_viewers(game)) == 7


def test_the_second_marker_tops_out_one_space_lower() -> None:
    sc = generic("sports", "drama", "action", markers=(5, 3))
    sc.deck_top("star", "cheeky-friend").deck_top("ad", "laundry-soap")
    game = sc.start(("genre-advance", ANN, "reality"), ("turn", ANN))
    assert board_of(game.state, ANN) == {"covered": [], "markers": [5, 4, 0]}
    assert track_viewers(game) == [5, 4]


def test_market_research_covers_the_discarded_shows_genre() -> None:
    sc = generic("sports").green_room(ANN, "market-research")
    sc.deck_top("show", "dawsons-reek", "flounder-tank", "plastic-chef")
    game = sc.start(("resolve-immediate", ANN, "market-research"), ("turn", ANN))
    assert game.decision is not None
    picked = next(o for o in options(game) if "dawsons-reek" in o)
    game.choose(picked)
    genre = game.state.cards["dawsons-reek"].genre  # type: ignore[union-attr]
    assert genre in board_of(game.state, ANN)["covered"]
    assert game.state.players[ANN].genres == {}


def test_no_end_game_genre_viewers() -> None:
    sc = generic("sports", "drama")
    sc.state.players[ANN].genres["sports"] = 4  # even if a marker were there
    assert [i for i in final_items(sc.state, ANN) if i.category == GENRES] == []


def test_pilot_season_shows_count() -> None:
    game = Game.new(
        GameConfig(players=("Ann", "Bob"), seed=3, executives={"Ann": "generic", "Bob": "cable"})
    )
    rng = random.Random(3)
    while game.state.phase in ("setup", "pilot"):
        game.choose(rng.choice(game.decision.options))  # type: ignore[union-attr]
    produced = [e.data["genre"] for e in game.state.log if e.kind == "generic"]
    assert board_of(game.state, ANN)["covered"] == produced
    assert game.state.players[ANN].genres == {}


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_random_games_with_generic_finish(players: int) -> None:
    for seed in range(3):
        names = tuple(f"P{i}" for i in range(players))
        modules = ("moguls",) if seed % 2 else ()
        config = GameConfig(
            players=names, seed=seed, modules=modules, executives={names[seed % players]: "generic"}
        )
        game = play_random(Game.new(config), seed)
        assert game.over
        assert_conserved(game)


def test_a_produce_preview_says_the_genre_it_covers_and_where_the_marker_goes() -> None:
    from primetime.engine.preview import outcome

    sc = generic("sports").cash(ANN, 20).display(show=["dawsons-reek"])
    game = sc.green_room(ANN, "tearful-ingenue").start_turn(ANN)  # its star slot filled
    play(game, "produce dawsons-reek", "pick tearful-ingenue")
    while game.decision is not None and game.decision.kind != "production-timeslot":
        game.choose("done")
    assert game.decision is not None
    option = game.decision.options[0]
    assert outcome(game.state, ANN, option).progressed == (
        "covers Drama on your board",
        "bonus marker -> space 2",
    )
