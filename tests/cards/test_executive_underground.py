"""Underground (Megacorp rulebook, "Underground").

"When you use an action to sign a star, you may sign any number of stars, instead of just 1. If
you sign at least 2 stars, replace all but 1 star you took with new stars from the deck. You get
a $1M discount on every star you sign. You may sign stars that cost $1M for free." Drawback:
"When scoring your lineup at the end of each round, you suffer a viewer penalty of -2 viewers
per star in your green room." Clarification: anomalies in your green room count as stars for the
drawback; an action signs 1 anomaly or any number of stars, not both.
"""

from __future__ import annotations

import random

import pytest

from helpers import assert_conserved, options, placed, play, play_random
from primetime import Game, GameConfig, determinize
from primetime.engine.deck import HIDDEN
from primetime.engine.options import SignStar
from primetime.engine.results import EFFECT
from primetime.engine.scenario import Scenario
from primetime.engine.scoring import round_items
from primetime.engine.views import visible_cards
from primetime.presentation import option_preview

PLAYERS = ("Ann", "Bob", "Cy", "Di")
BOARDS = {"Ann": "underground", "Bob": "cable", "Cy": "cheapo", "Di": "butcher"}
DISPLAY = ["cheeky-friend", "teen-idol", "character-actor", "extra-with-a-line", "living-legend"]


def scenario(**config: object) -> Scenario:
    """Ann is Underground, with these 5 stars in the display."""
    sc = Scenario(PLAYERS, executives=BOARDS, **config)
    return sc.display(star=DISPLAY)


def display_stars(game: Game) -> list[str]:
    return [c for c in game.state.display["star"] if c is not None]


# -- the discount ---------------------------------------------------------------------------


def test_every_star_costs_1m_less_and_a_1m_star_is_free() -> None:
    sc = scenario().cash(0, 2)
    game = sc.start_turn(0)
    # Cheeky Friend, Teen Idol and Character Actor cost $3M: $2M for Ann; Living Legend $8M
    assert {
        "sign-star cheeky-friend",
        "sign-star teen-idol",
        "sign-star character-actor",
        "sign-star extra-with-a-line",
    } <= set(options(game))
    assert "sign-star living-legend" not in options(game)
    assert option_preview(game.view(0), SignStar("teen-idol")).startswith("pay $2M ($0M left)")
    play(game, "sign-star extra-with-a-line")
    assert game.state.players[0].cash == 2
    event = next(e for e in game.state.log if e.kind == "sign-star")
    assert event.data["cost"] == 0


def test_the_other_players_pay_full_price() -> None:
    sc = scenario().cash(1, 2)
    game = sc.start_turn(1)
    assert "sign-star teen-idol" not in options(game)
    assert "sign-star extra-with-a-line" in options(game)


def test_pilot_season_stars_cost_1m_less() -> None:
    """Ruling: "every star you sign" includes the stars kept in Pilot Season: each kept star
    costs Ann $1M less, for the others the net is as printed."""
    config = GameConfig(players=PLAYERS, seed=11, executives=BOARDS)
    game = placed(Game.new(config))
    cards = game.state.cards
    nets: dict[int, int] = {}
    while game.decision is not None and game.decision.kind == "pilot-keep":
        decision = game.decision
        option = max(  # keep as many stars as possible
            decision.options,
            key=lambda o: sum(cards[c].kind == "star" for c in o.cards),  # type: ignore[attr-defined]
        )
        kept = option.cards  # type: ignore[attr-defined]
        net = 0
        for card in kept:
            data = cards[card]
            if data.kind == "ad":
                net += data.bonus  # type: ignore[union-attr]
            elif data.kind == "star" and decision.player == 0:
                net -= max(0, data.cost - 1)
            else:
                net -= data.cost  # type: ignore[union-attr]
        nets[decision.player] = net
        game.choose(option)
    logged = {e.player: e.data["net"] for e in game.state.log if e.kind == "pilot-keep"}
    assert logged == nets
    kept_stars = [c for c in game.state.players[0].green_room if cards[c].kind == "star"]
    assert any(cards[c].cost >= 1 for c in kept_stars)  # type: ignore[union-attr]


# -- signing several stars in one action -----------------------------------------------------


def test_tiradonnas_example_three_stars_for_6m_two_replaced() -> None:
    """ "A: Tiradonna signs 3 stars from the display, paying a total of $6M. She then adds 2 new
    stars to the display. B: At the end of the round, Tiradonna has only attached 1 of the 3
    stars she signed. She gets -4 viewers for the 2 in her green room." Three $3M stars at $2M
    each; then Teen Idol goes on one of her shows."""
    sc = scenario().cash(0, 6).deck_top("star", "breakout-star", "influencer")
    game = sc.start_turn(0)
    play(game, "sign-star cheeky-friend")
    decision = game.decision
    assert decision is not None and decision.kind == "card-choice" and decision.player == 0
    assert set(options(game)) == {
        "sign-star teen-idol",
        "sign-star character-actor",
        "sign-star extra-with-a-line",
        "done",
    }  # $4M left: not Living Legend
    play(game, "sign-star teen-idol", "sign-star character-actor")
    ann = game.state.players[0]
    assert ann.cash == 0
    assert ann.green_room == ["cheeky-friend", "teen-idol", "character-actor"]
    # only Extra With a Line is free: she may sign it too, or stop
    assert set(options(game)) == {"sign-star extra-with-a-line", "done"}
    play(game, "done")
    assert display_stars(game) == [
        "extra-with-a-line",
        "living-legend",
        "breakout-star",
        "influencer",
    ]
    decision = game.decision  # all of it was one action: Bob's turn
    assert decision is not None and decision.kind == "turn" and decision.player == 1
    # B: one of the three attached, two still in the green room
    ann.green_room.remove("teen-idol")
    timeslot, show = ann.shows()[0]
    ann.lineup[timeslot] = show.with_attachments(show.attachments + (("teen-idol", True),))
    assert (EFFECT, "underground", -4) in round_items(game.state, 0)


def test_signing_one_star_and_stopping_replaces_nothing() -> None:
    sc = scenario().cash(0, 10)
    game = sc.start_turn(0)
    play(game, "sign-star teen-idol", "done")
    assert display_stars(game) == [c for c in DISPLAY if c != "teen-idol"]
    assert game.state.players[0].cash == 8
    decision = game.decision
    assert decision is not None and decision.kind == "turn" and decision.player == 1


def test_when_no_star_is_left_to_afford_the_action_ends_and_replacements_come() -> None:
    """$4M: Teen Idol ($2M) and Cheeky Friend ($2M), then only Extra With a Line (free), then
    Living Legend ($7M) is too dear: no question, 2 replacements."""
    sc = scenario().cash(0, 4)
    game = sc.start_turn(0)
    play(game, "sign-star teen-idol", "sign-star cheeky-friend", "sign-star extra-with-a-line")
    decision = game.decision
    assert decision is not None and decision.kind == "turn" and decision.player == 1
    stars = display_stars(game)
    assert stars[:2] == ["character-actor", "living-legend"] and len(stars) == 4
    assert game.state.players[0].green_room == ["teen-idol", "cheeky-friend", "extra-with-a-line"]
    assert_conserved(game)


def test_others_sign_one_star_as_ever() -> None:
    sc = scenario().cash(2, 10)
    game = sc.start_turn(2)
    play(game, "sign-star teen-idol")
    decision = game.decision  # no second star for Cy (Cheapo): Di's turn
    assert decision is not None and decision.kind == "turn" and decision.player == 3


# -- the drawback ---------------------------------------------------------------------------


def test_each_star_in_the_green_room_costs_2_viewers_at_round_scoring() -> None:
    sc = scenario()
    sc.green_room(0, "method-actor", "laundry-soap")  # a star and an ad: only the star counts
    items = round_items(sc.state, 0)
    assert (EFFECT, "underground", -2) in items
    game = sc.start_end_of_round()
    ann = game.state.players[0]
    starters = sum(i.viewers for i in items if i.category == "show")
    assert ann.round_scores == [starters - 2]


def test_no_star_waiting_no_penalty_entry() -> None:
    sc = scenario()
    assert not [i for i in round_items(sc.state, 0) if i.source == "underground"]


# -- random games -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "executives",
    [{"Ann": "underground"}, {"Ann": "underground", "Bob": "cheapo", "Cy": "butcher"}],
    ids=["2p-dealt", "3p-given"],
)
def test_random_games_with_underground_keep_every_card_and_replay(
    executives: dict[str, str],
) -> None:
    names = ("Ann", "Bob", "Cy")[: max(2, len(executives))]
    for seed in range(6):
        config = GameConfig(players=names, seed=seed, executives=executives, modules=("moguls",))
        game = play_random(placed(Game.new(config)), seed, assert_conserved)
        assert all(seat.cash >= 0 for seat in game.state.players)
        again = Game.from_json(game.to_json())
        assert again.result().to_dict() == game.result().to_dict()


@pytest.mark.parametrize(
    "executives",
    [{"Ann": "underground"}, {"Ann": "underground", "Bob": "cheapo", "Cy": "butcher"}],
    ids=["2p-dealt", "3p-given"],
)
def test_views_of_games_with_these_executives_determinize_to_the_same_decision(
    executives: dict[str, str],
) -> None:
    names = ("Ann", "Bob", "Cy")[: max(2, len(executives))]

    def check(game: Game) -> None:
        decision = game.decision
        assert decision is not None
        det = determinize(game.view(decision.player), random.Random(len(game.history)))
        assert not any(c.startswith(HIDDEN) for c in visible_cards(det.state))
        assert_conserved(det)
        assert det.decision is not None and det.decision.options == decision.options

    for seed in range(3):
        config = GameConfig(players=names, seed=seed, executives=executives)
        play_random(placed(Game.new(config)), seed, check)
