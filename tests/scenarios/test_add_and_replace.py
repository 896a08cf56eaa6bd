"""Rulebook, Attaching Stars & Ads to Shows and Adding and Replacing Stars and Ads.

"Example: A show requires 1 star and 1 ad. It also has 1 optional slot for a 3rd card of either
type. Another show requires 1 ad and can have up to 3 ads total. It has no slots for stars, so it
can't have any attached." (Ned Lasso; Flounder Tank.)

"Example: Taio uses an action to add a 2nd ad to Flounder Tank. Millie uses an action to replace a
star on Normal Stuff."
"""

from __future__ import annotations

import pytest

from primetime import Game
from primetime.engine.scenario import Scenario

MILLIE, TAIO = 0, 1


def texts(game: Game) -> list[str]:
    assert game.decision is not None
    return [str(o) for o in game.decision.options]


def producing(show: str, green_room: list[str]) -> Game:
    sc = Scenario(["Millie", "Taio"]).cash(MILLIE, 10).green_room(MILLIE, *green_room)
    game = sc.display(show=[show]).start_turn(MILLIE)
    game.choose(f"produce {show}")
    return game


@pytest.mark.parametrize("third", ["teen-idol", "used-car-lot"])
def test_ned_lasso_requires_a_star_and_an_ad_and_takes_a_third_of_either_type(third: str) -> None:
    game = producing("ned-lasso", ["character-actor", "pet-insurance", third])
    game.choose("pick character-actor")
    game.choose("pick pet-insurance")
    assert texts(game) == [f"pick {third}", "done"]
    game.choose(f"pick {third}")
    game.choose("timeslot daytime")
    show = game.state.players[MILLIE].lineup[0]
    assert show is not None and [c for c, _ in show.attachments] == [
        "character-actor",
        "pet-insurance",
        third,
    ]


def test_ned_lasso_holds_no_fourth_card() -> None:
    game = producing("ned-lasso", ["character-actor", "pet-insurance", "teen-idol", "influencer"])
    for card in ["character-actor", "pet-insurance", "teen-idol"]:
        game.choose(f"pick {card}")
    # full: the attach step ends by itself, Influencer stays in the green room
    assert texts(game) == ["timeslot daytime", "timeslot primetime", "timeslot latenight"]


def test_flounder_tank_takes_up_to_3_ads_and_no_star() -> None:
    ads = ["pet-insurance", "used-car-lot", "gold-coin-investments"]
    game = producing("flounder-tank", ["character-actor", *ads])
    assert texts(game) == [
        "pick pet-insurance",
        "pick used-car-lot",
        "pick gold-coin-investments",
    ]  # no star, and no "done" before the required ad
    for card in ["pet-insurance", "used-car-lot", "gold-coin-investments"]:
        game.choose(f"pick {card}")
    game.choose("timeslot primetime")
    millie = game.state.players[MILLIE]
    show = millie.lineup[1]
    assert show is not None and len(show.attachments) == 3
    assert millie.green_room == ["character-actor"]


def test_taio_adds_a_2nd_ad_to_flounder_tank() -> None:
    sc = Scenario(["Millie", "Taio"]).green_room(TAIO, "used-car-lot")
    sc.lineup(TAIO, "primetime", "flounder-tank", row=1, attachments=["pet-insurance"])
    game = sc.start_turn(TAIO)
    game.choose("attach used-car-lot primetime")
    show = game.state.players[TAIO].lineup[1]
    assert show is not None
    assert show.attachments == (("pet-insurance", True), ("used-car-lot", True))
    assert game.state.players[TAIO].green_room == []
    assert game.decision is not None and game.decision.player == MILLIE


def test_millie_replaces_a_star_on_normal_stuff() -> None:
    sc = Scenario(["Millie", "Taio"]).green_room(MILLIE, "lovable-neighbor")
    sc.lineup(MILLIE, "primetime", "normal-stuff", row=1, attachments=["teen-idol", "used-car-lot"])
    game = sc.start_turn(MILLIE)
    assert "attach lovable-neighbor primetime" not in texts(game)  # its one star slot is full
    game.choose("attach lovable-neighbor primetime replacing teen-idol")
    millie = game.state.players[MILLIE]
    show = millie.lineup[1]
    assert show is not None
    assert show.attachments == (("used-car-lot", True), ("lovable-neighbor", True))  # sitcom
    assert game.state.discards["star"] == ["teen-idol"]
    assert millie.green_room == []
    assert game.decision is not None and game.decision.player == TAIO
