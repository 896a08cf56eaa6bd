"""Show effects: active while the show is in your lineup.

Rulebook, Show & Star Effects: "Effects on shows are active while they are in your lineup."
Card Clarifications, Show Effects; RULINGS section 4 for the texts (Surpriser scores its current
row once more and is canceled; Upton Crabby draws a star once it holds 2; Monday Night Foosball).

Ann's red starters score 4 (daytime), 3 (primetime) and 3 (late night) on their top rows.
"""

from __future__ import annotations

import pytest

from helpers import assert_refused, attachments, options, play
from primetime import Game
from primetime.engine.scenario import Scenario

# -- Car Chases Without Context -------------------------------------------------------------------


@pytest.mark.parametrize("timeslot", ["daytime", "primetime", "latenight"])
def test_car_chases_goes_in_any_timeslot_without_penalty(timeslot: str) -> None:
    """ "You can place this show in any timeslot without penalty." (It prefers late night.)"""
    sc = Scenario(["Ann", "Bob"]).cash(0, 4).display(show=["car-chases-without-context"])
    game = sc.start_turn(0)
    play(game, "produce car-chases-without-context", f"timeslot {timeslot}")
    index = ["daytime", "primetime", "latenight"].index(timeslot)
    show = game.state.players[0].lineup[index]
    assert show is not None and show.card == "car-chases-without-context"
    assert show.row == 0


def test_car_chases_in_the_lineup_does_not_spare_other_shows_the_penalty() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 5).green_room(0, "tearful-ingenue")
    sc.lineup(0, "latenight", "car-chases-without-context").display(show=["dawsons-reek"])
    game = sc.start_turn(0)
    play(game, "produce dawsons-reek", "pick tearful-ingenue", "timeslot daytime")
    show = game.state.players[0].lineup[0]
    assert show is not None and show.card == "dawsons-reek" and show.row == 2


# -- Reinfeld -------------------------------------------------------------------------------------


def test_reinfeld_adds_1_viewer_per_star_in_your_lineup_with_no_visible_expenses() -> None:
    """ "Count all stars with no visible expenses, including stars that are upside down." """
    sc = Scenario(["Ann", "Bob"]).cash(0, 20).green_room(0, "character-actor")
    # Lovable Neighbor: no expenses. Method Actor upside down: $1M visible, not counted.
    sc.lineup(0, "primetime", "reinfeld", attachments=["lovable-neighbor", ("method-actor", False)])
    # Tearful Ingenue upside down shows no expenses ($1M upright): counted.
    sc.lineup(0, "daytime", "dawsons-reek", attachments=[("tearful-ingenue", False)])
    # Teen Idol upright: $1M, not counted. Character Actor in the green room: not counted.
    sc.lineup(0, "latenight", "friday-night-bites", attachments=["teen-idol"])
    game = sc.start_end_of_round()
    reinfeld = 10 + 3 + 3 + 2  # row, Lovable Neighbor, Method Actor (down), 2 stars
    dawsons = 7 + 2
    friday = 6 + 3
    assert game.state.players[0].round_scores == [reinfeld + dawsons + friday]


def test_reinfeld_counts_its_own_stars_and_nothing_without_stars() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 20)
    sc.lineup(0, "primetime", "reinfeld", attachments=["character-actor", "golden-voiced-narrator"])
    game = sc.start_end_of_round()
    assert game.state.players[0].round_scores == [4 + (10 + 3 + 3 + 2) + 3]
    sc = Scenario(["Ann", "Bob"]).cash(0, 20).lineup(0, "primetime", "reinfeld")
    game = sc.start_end_of_round()
    assert game.state.players[0].round_scores == [4 + 10 + 3]


# -- Surpriser ------------------------------------------------------------------------------------


def _surpriser() -> Game:
    sc = Scenario(["Ann", "Bob"]).cash(0, 10)
    # second row: 8 viewers, and Celebrity Chef (reality) 4
    sc.lineup(0, "daytime", "surpriser", row=1, attachments=["celebrity-chef"])
    game = sc.start_end_of_round()
    decision = game.decision
    assert decision is not None and (decision.player, decision.kind) == (0, "use-at")
    assert options(game) == ["use surpriser", "done"]
    return game


def test_surpriser_scores_its_row_once_more_and_is_canceled() -> None:
    game = _surpriser()
    game.choose("use surpriser")
    ann = game.state.players[0]
    # Surpriser 8 + 4, its row once more 8; the other starters 3 + 3
    assert ann.round_scores == [8 + 4 + 8 + 3 + 3]
    assert ann.lineup[0] is None
    assert ann.reruns == ["surpriser"]
    assert game.state.discards["star"] == ["celebrity-chef"]
    assert ann.cash == 10 - 2  # its upkeep was paid before scoring


def test_surpriser_is_optional_and_if_not_used_the_show_stays_and_ages() -> None:
    """ "If you choose not to use it, keep the show in your lineup and age it normally." """
    game = _surpriser()
    game.choose("done")
    ann = game.state.players[0]
    assert ann.round_scores == [8 + 4 + 3 + 3]
    show = ann.lineup[0]
    assert show is not None and show.card == "surpriser" and show.row == 2
    assert show.attachments == (("celebrity-chef", True),)
    assert ann.reruns == []


def test_surpriser_is_not_offered_during_your_turn() -> None:
    sc = Scenario(["Ann", "Bob"]).lineup(0, "daytime", "surpriser", attachments=["celebrity-chef"])
    game = sc.start_turn(0)
    assert_refused(game, "use surpriser")


def test_surpriser_of_another_player_is_not_offered_to_you() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(1, 10)
    sc.lineup(1, "daytime", "surpriser", attachments=["celebrity-chef"])
    game = sc.start_end_of_round()
    decision = game.decision
    assert decision is not None and decision.player == 1  # Ann had nothing to decide
    assert game.state.players[0].round_scores == [10]


# -- Upton Crabby ---------------------------------------------------------------------------------


def test_upton_crabby_draws_and_attaches_the_top_star_once_it_holds_two() -> None:
    """ "You do not have to attach 2 stars at the same time to trigger this effect": it holds 1,
    an Add action brings the second."""
    sc = Scenario(["Ann", "Bob"]).cash(0, 8).green_room(0, "teen-idol")
    sc.lineup(0, "primetime", "upton-crabby", attachments=["tearful-ingenue"])
    sc.deck_top("star", "scream-queen", "living-legend")
    game = sc.start_turn(0)
    game.choose("attach teen-idol primetime")
    assert attachments(game, 1) == [
        ("tearful-ingenue", True),
        ("teen-idol", True),
        ("scream-queen", True),
    ]
    assert game.state.decks["star"].cards()[0] == "living-legend"  # just one drawn
    assert game.state.players[0].cash == 8  # free


def test_upton_crabby_attaches_a_drawn_star_upside_down_if_its_condition_fails() -> None:
    """ "If you draw a star with a condition that this show doesn't meet, attach it upside
    down." Retired Slugger wants a sports show."""
    sc = Scenario(["Ann", "Bob"]).green_room(0, "teen-idol")
    sc.lineup(0, "primetime", "upton-crabby", attachments=["tearful-ingenue"])
    sc.deck_top("star", "retired-slugger")
    game = sc.start_turn(0)
    game.choose("attach teen-idol primetime")
    assert attachments(game, 1) == [
        ("tearful-ingenue", True),
        ("teen-idol", True),
        ("retired-slugger", False),
    ]


def test_upton_crabby_produced_with_two_stars_draws_one_star() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 9).green_room(0, "tearful-ingenue", "teen-idol")
    sc.display(show=["upton-crabby"]).deck_top("star", "scream-queen", "living-legend")
    game = sc.start_turn(0)
    play(
        game, "produce upton-crabby", "pick tearful-ingenue", "pick teen-idol", "timeslot primetime"
    )
    assert attachments(game, 1) == [
        ("tearful-ingenue", True),
        ("teen-idol", True),
        ("scream-queen", True),
    ]
    assert game.state.decks["star"].cards()[0] == "living-legend"


def test_upton_crabby_with_one_star_draws_nothing() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 9).green_room(0, "tearful-ingenue")
    sc.display(show=["upton-crabby"]).deck_top("star", "scream-queen")
    game = sc.start_turn(0)
    play(game, "produce upton-crabby", "pick tearful-ingenue", "timeslot primetime")
    assert attachments(game, 1) == [("tearful-ingenue", True)]
    assert game.state.decks["star"].cards()[0] == "scream-queen"


def test_upton_crabby_a_third_star_draws_nothing_more() -> None:
    sc = Scenario(["Ann", "Bob"]).green_room(0, "influencer")
    sc.lineup(0, "primetime", "upton-crabby", attachments=["tearful-ingenue"])
    sc.deck_top("star", "teen-idol", "scream-queen")
    game = sc.start_turn(0)
    game.choose("attach influencer primetime")  # the 2nd star: Teen Idol drawn as the 3rd
    assert attachments(game, 1) == [
        ("tearful-ingenue", True),
        ("influencer", True),
        ("teen-idol", True),
    ]
    assert game.state.decks["star"].cards()[0] == "scream-queen"


def test_upton_crabby_produced_with_three_stars_still_draws_one() -> None:
    """It holds 2 stars (and more) once produced with 3: the effect happens once, and the drawn
    star gets a slot of its own."""
    sc = Scenario(["Ann", "Bob"]).cash(0, 20)
    sc.green_room(0, "tearful-ingenue", "teen-idol", "influencer")
    sc.display(show=["upton-crabby"]).deck_top("star", "scream-queen", "living-legend")
    game = sc.start_turn(0)
    play(
        game,
        "produce upton-crabby",
        "pick tearful-ingenue",
        "pick teen-idol",
        "pick influencer",
        "timeslot primetime",
    )
    assert attachments(game, 1) == [
        ("tearful-ingenue", True),
        ("teen-idol", True),
        ("influencer", True),
        ("scream-queen", True),
    ]
    assert game.state.decks["star"].cards()[0] == "living-legend"
    assert game.state.players[0].lineup[1].extra_slots == ("star",)  # type: ignore[union-attr]


def test_upton_crabby_draws_only_once_while_on_the_air() -> None:
    """ "Once it holds 2 stars" happens once: replacing one of its stars, so that it holds 2
    again, draws nothing."""
    sc = Scenario(["Ann", "Bob"]).green_room(0, "influencer")
    sc.lineup(
        0,
        "primetime",
        "upton-crabby",
        attachments=["tearful-ingenue", "teen-idol"],
        spent=("upton-crabby",),
    )
    sc.deck_top("star", "scream-queen")
    game = sc.start_turn(0)
    game.choose("attach influencer primetime replacing teen-idol")
    assert attachments(game, 1) == [("tearful-ingenue", True), ("influencer", True)]
    assert game.state.decks["star"].cards()[0] == "scream-queen"


# -- Monday Night Foosball ------------------------------------------------------------------------


def test_monday_night_foosball_adds_1_viewer_per_1m_income_of_its_ads() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 10)
    # Pet Insurance $3M upright, Used Car Lot rotated $1M: +4
    sc.lineup(
        0,
        "primetime",
        "monday-night-foosball",
        attachments=["pet-insurance", ("used-car-lot", False)],
    )
    # ads on another show do not count
    sc.lineup(0, "latenight", "cheap-laughs", attachments=["gold-coin-investments"])
    game = sc.start_end_of_round()
    assert game.state.players[0].round_scores == [4 + (9 + 4) + 3]


def test_monday_night_foosball_counts_no_stars_and_no_expenses() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 10)
    sc.lineup(
        0,
        "primetime",
        "monday-night-foosball",
        attachments=["exclusive-sponsor", "famously-famous"],
    )
    game = sc.start_end_of_round()
    # Exclusive Sponsor $4M; Famously Famous (in the wild slot) 4 viewers, no income
    assert game.state.players[0].round_scores == [4 + (9 + 4 + 4) + 3]
