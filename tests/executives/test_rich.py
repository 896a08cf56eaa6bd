"""Rich (Megacorp rulebook, "Executives": Rich): the Wild draw at the start of each round, and
Game End network cards that score 0.

"At the start of each round, draw 1 star, 1 ad, and 1 network card. Either sign the star for
free, sign the ad and get its cash bonus, or take the network card. Discard the others. You may see
the display before deciding, but you must do so before the 1st player takes their turn."
"""

from __future__ import annotations

import pytest

from executives.random_seats import random_config
from helpers import assert_conserved, options, play_random
from primetime import Game, GameConfig
from primetime.engine.modules.executives.base import holder_of
from primetime.engine.results import NETWORK, ScoreItem
from primetime.engine.scenario import Scenario
from primetime.engine.scoring import final_items, round_items, show_viewers

EXECUTIVES = ("executives",)
STAR, AD, NETWORK_CARD = "cheeky-friend", "laundry-soap", "late-night-buzz"


def stack(sc: Scenario, kind: str, drawn: str) -> list[str]:
    """The deck deals the display row of `kind` and then `drawn`; returns the display row."""
    size = sc.state.geometry.display_size(kind)
    row = [c for c in sc.state.decks[kind].cards() if c != drawn][:size]
    sc.deck_top(kind, *row, drawn)
    return row


def round_one(
    executives: dict[str, str],
    players: tuple[str, ...] = ("Ann", "Bob"),
    first: int = 1,
    **config: object,
) -> tuple[Scenario, dict[str, list[str]]]:
    """A game about to start round 1, the Wild draw (star, ad, network) known."""
    sc = Scenario(players, round=0, modules=EXECUTIVES, executives=executives, **config)
    sc.first(first)
    rows = {
        "star": stack(sc, "star", STAR),
        "ad": stack(sc, "ad", AD),
        "network": stack(sc, "network", NETWORK_CARD),
    }
    return sc, rows


def test_at_the_start_of_the_round_rich_draws_a_star_an_ad_and_a_network_card() -> None:
    sc, rows = round_one({"Ann": "rich", "Bob": "cable"})
    game = sc.start(("round-start",))
    decision = game.decision
    assert decision is not None and decision.kind == "keep-one" and decision.player == 0
    assert options(game) == [f"pick {STAR}", f"pick {AD}", f"pick {NETWORK_CARD}"]
    assert "Rich's windfall" in decision.prompt
    # the display is dealt and in sight; Bob (the 1st player) has not had a turn yet
    state = game.state
    assert state.round == 1
    for kind, row in rows.items():
        assert state.display[kind] == row
    assert not [e for e in game.log if e.kind == "turn"]
    assert sorted(state.players[0].hand) == sorted([STAR, AD, NETWORK_CARD])


def test_rich_signs_the_star_for_free_and_discards_the_others() -> None:
    sc, _ = round_one({"Ann": "rich", "Bob": "cable"})
    sc.cash(0, 10)
    game = sc.start(("round-start",))
    game.choose(f"pick {STAR}")
    state = game.state
    assert state.players[0].green_room == [STAR]
    assert state.players[0].cash == 10  # the $3M star costs nothing
    assert state.players[0].hand == []
    assert AD in state.discards["ad"] and NETWORK_CARD in state.discards["network"]
    assert game.decision is not None and game.decision.kind == "turn"
    assert game.decision.player == 1  # then the 1st player's turn
    assert_conserved(game)


def test_rich_signs_the_ad_and_gets_its_cash_bonus() -> None:
    sc, _ = round_one({"Ann": "rich", "Bob": "cable"})
    sc.cash(0, 10)
    game = sc.start(("round-start",))
    game.choose(f"pick {AD}")
    assert game.state.players[0].green_room == [AD]
    assert game.state.players[0].cash == 13  # Laundry Soap's $3M bonus
    assert STAR in game.state.discards["star"]


def test_rich_takes_the_network_card() -> None:
    sc, _ = round_one({"Ann": "rich", "Bob": "cable"})
    sc.cash(0, 10)
    game = sc.start(("round-start",))
    game.choose(f"pick {NETWORK_CARD}")
    assert game.state.players[0].green_room == [NETWORK_CARD]
    assert game.state.players[0].cash == 10


def test_a_player_without_rich_draws_nothing() -> None:
    sc, _ = round_one({"Ann": "cable", "Bob": "gorilla"}, first=0)
    game = sc.start(("round-start",))
    assert game.decision is not None and game.decision.kind != "keep-one"
    assert game.state.players[0].hand == [] and game.state.players[1].hand == []


def test_rich_draws_before_gorilla_chooses_even_when_gorilla_sits_first() -> None:
    sc, _ = round_one({"Ann": "gorilla", "Bob": "rich"}, first=0)
    game = sc.start(("round-start",))
    decision = game.decision
    assert decision is not None and (decision.kind, decision.player) == ("keep-one", 1)
    game.choose(f"pick {STAR}")
    decision = game.decision
    assert decision is not None and (decision.kind, decision.player) == ("card-choice", 0)
    assert options(game) == ["ability extra-turn", "ability extra-cash"]


def test_the_draw_is_hidden_from_the_others_until_kept() -> None:
    sc, _ = round_one({"Ann": "rich", "Bob": "cable"})
    game = sc.start(("round-start",))
    seen_by_bob = game.view(1).state.players[0].hand
    assert len(seen_by_bob) == 3 and not {STAR, AD, NETWORK_CARD} & set(seen_by_bob)
    assert sorted(game.view(0).state.players[0].hand) == sorted([STAR, AD, NETWORK_CARD])


def test_rich_draws_every_round_of_a_game() -> None:
    game = Game.new(
        GameConfig(
            players=("Ann", "Bob"),
            seed=5,
            executives={"Ann": "rich", "Bob": "cable"},
            modules=EXECUTIVES,
        )
    )
    play_random(game, 5)
    kept = [e for e in game.log if e.kind == "keep" and e.data.get("reason") == "Rich's windfall"]
    assert [e.player for e in kept] == [0, 0, 0, 0]


# -- the drawback: Game End network cards score 0 -----------------------------------------------


def end_scenario(rich: int, **config: object) -> Scenario:
    names = {0: "Ann", 1: "Bob"}
    other = "cable"
    sc = Scenario(
        ["Ann", "Bob"],
        modules=EXECUTIVES,
        executives={names[rich]: "rich", names[1 - rich]: other},
        **config,
    )
    sc.green_room(0, "streaming-deal", "merchandising", "late-night-buzz")
    sc.reruns(0, "dawsons-reek", "plastic-chef")
    return sc


def test_rich_game_end_network_cards_score_0_viewers() -> None:
    sc = end_scenario(rich=0)
    items = [i for i in final_items(sc.state, 0) if i.category == NETWORK]
    assert ScoreItem(NETWORK, "streaming-deal", 0) in items
    assert ScoreItem(NETWORK, "merchandising", 0) in items
    assert sum(i.viewers for i in items) == 0


def test_the_same_cards_score_for_a_player_who_is_not_rich() -> None:
    sc = end_scenario(rich=1)
    items = [i for i in final_items(sc.state, 0) if i.category == NETWORK]
    reruns = len(sc.state.players[0].reruns)
    assert ScoreItem(NETWORK, "streaming-deal", reruns) in items
    assert reruns > 0


def test_rich_may_still_take_a_game_end_network_card() -> None:
    sc = Scenario(["Ann", "Bob"], modules=EXECUTIVES, executives={"Ann": "rich", "Bob": "cable"})
    sc.display(network=["streaming-deal"]).cash(0, 10)
    game = sc.start_turn(0)
    assert "take-network streaming-deal" in options(game)


def test_the_final_result_counts_0_on_the_network_row() -> None:
    sc = end_scenario(rich=0, seed=3)
    sc.state.round = 4
    game = sc.start_end_of_round()
    assert game.over
    result = game.result()
    assert result.players[0].network == 0
    assert ("streaming-deal", 0) in result.players[0].network_cards


def test_bollywood_star_still_counts_rich_game_end_network_cards() -> None:
    def viewers(*green_room: str) -> int:
        sc = Scenario(
            ["Ann", "Bob"], modules=EXECUTIVES, executives={"Ann": "rich", "Bob": "cable"}
        )
        sc.green_room(0, *green_room)
        sc.lineup(0, "primetime", "dawsons-reek", row=0, attachments=["bollywood-star"])
        show = sc.state.players[0].lineup[1]
        assert show is not None
        return show_viewers(sc.state, 0, 1, show)

    # +1 per network card in the green room: 3, two of them Game End cards
    assert viewers("streaming-deal", "merchandising", "late-night-buzz") == viewers() + 3


def test_tech_pioneer_still_counts_rich_game_end_network_cards() -> None:
    sc = Scenario(
        ["Ann", "Bob"],
        modules=(*EXECUTIVES, "moguls"),
        executives={"Ann": "rich", "Bob": "cable"},
    )
    sc.green_room(0, "tech-pioneer", "streaming-deal", "merchandising", "late-night-buzz")
    assert ScoreItem("effect", "tech-pioneer", 3) in round_items(sc.state, 0)


def test_rich_moguls_score_normally() -> None:
    sc = Scenario(
        ["Ann", "Bob"],
        modules=(*EXECUTIVES, "moguls"),
        executives={"Ann": "rich", "Bob": "cable"},
    )
    for timeslot in ("daytime", "primetime", "latenight"):
        sc.lineup(0, timeslot, None)
    sc.green_room(0, "penny-pincher", "streaming-deal")
    sc.reruns(0, "dawsons-reek")
    items = final_items(sc.state, 0)
    assert ScoreItem(NETWORK, "penny-pincher", 15) in items  # no expenses in the lineup
    assert ScoreItem(NETWORK, "streaming-deal", 0) in items


# -- random games --------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(10))
def test_random_games_with_rich_end_and_conserve_cards(seed: int) -> None:
    game = play_random(Game.new(random_config(seed, "rich")), seed)
    assert_conserved(game)
    holder = holder_of(game.state, "rich")
    assert holder is not None
    kept = [e for e in game.log if e.kind == "keep" and e.data.get("reason") == "Rich's windfall"]
    assert len(kept) == game.state.geometry.rounds
    for item in game.result().players[holder].items:
        if item.category == NETWORK and item.source in game.state.cards:
            if game.state.cards[item.source].kind == "network":
                assert item.viewers == 0
