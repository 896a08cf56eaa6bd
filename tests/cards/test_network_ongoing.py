"""Ongoing network cards: used any number of times for the rest of the game; never discarded.

Rulebook, Taking Network Cards: "Ongoing: You may use this card any number of times for the rest of
the game." Card Clarifications (Creative Accounting, On-Set Accommodations); RULINGS section 4.
"""

from __future__ import annotations

import pytest

from helpers import assert_refused, attachments, options, play
from primetime import Game
from primetime.engine.scenario import Scenario

# -- Creative Accounting --------------------------------------------------------------------------


def test_creative_accounting_makes_each_show_you_produce_cost_2m_less() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 10)
    sc.green_room(0, "creative-accounting", "tearful-ingenue")
    sc.display(show=["dawsons-reek", "car-chases-without-context"])
    game = sc.start_turn(0)
    play(game, "produce dawsons-reek", "pick tearful-ingenue", "timeslot primetime")
    ann = game.state.players[0]
    assert ann.cash == 10 - (5 - 2)
    assert ann.green_room == ["creative-accounting"]  # ongoing: it stays
    assert game.state.discards["network"] == []
    game.choose("pass viewers")  # Bob
    play(game, "produce car-chases-without-context", "timeslot latenight")  # again, next turn
    assert ann.cash == 10 - 3 - (4 - 2)
    assert ann.green_room == ["creative-accounting"]


def test_creative_accounting_lets_you_produce_a_show_you_could_not_otherwise_afford() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 3).green_room(0, "tearful-ingenue")
    sc.display(show=["dawsons-reek"])
    assert "produce dawsons-reek" not in options(sc.start_turn(0))
    sc = Scenario(["Ann", "Bob"]).cash(0, 3).green_room(0, "creative-accounting", "tearful-ingenue")
    sc.display(show=["dawsons-reek"])
    game = sc.start_turn(0)
    play(game, "produce dawsons-reek", "pick tearful-ingenue", "timeslot primetime")
    assert game.state.players[0].cash == 0


def test_creative_accounting_never_takes_the_cost_below_zero() -> None:
    """Car Chases costs $4M: $2M less, and $3M less for Industry Veteran, is $0 (not -$1M)."""
    sc = Scenario(["Ann", "Bob"]).cash(0, 2)
    sc.green_room(0, "creative-accounting", "industry-veteran")
    sc.display(show=["car-chases-without-context"])
    game = sc.start_turn(0)
    play(game, "produce car-chases-without-context using industry-veteran", "timeslot latenight")
    assert game.state.players[0].cash == 2


def test_creative_accounting_does_not_affect_expenses() -> None:
    """ "This reduces the cost of each show you produce. It does not affect your expenses."
    Dawson's Reek ($1M) and Tearful Ingenue ($1M) still cost $2M at upkeep."""
    sc = Scenario(["Ann", "Bob"]).cash(0, 10).green_room(0, "creative-accounting")
    sc.lineup(0, "primetime", "dawsons-reek", attachments=["tearful-ingenue"])
    game = sc.start_end_of_round()
    assert game.state.players[0].cash == 10 - 2


# -- On-Set Accommodations ------------------------------------------------------------------------


ON_SET = "using on-set-accommodations"


def on_set_options(game: Game) -> list[str]:
    return [o for o in options(game) if o.endswith(ON_SET)]


def test_on_set_accommodations_attaches_any_number_of_stars_beside_your_action() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 10)
    sc.green_room(0, "on-set-accommodations", "teen-idol", "method-actor", "pet-insurance")
    sc.lineup(0, "primetime", "dawsons-reek", attachments=["tearful-ingenue"])
    sc.display(ad=["used-car-lot"])
    game = sc.start_turn(0)
    # each use attaches one star, offered beside the actions; stars only (no pet insurance),
    # in the slots the rules allow
    assert on_set_options(game) == [
        f"attach teen-idol daytime {ON_SET}",
        f"attach method-actor daytime {ON_SET}",
        f"attach teen-idol primetime replacing tearful-ingenue {ON_SET}",
        f"attach method-actor primetime replacing tearful-ingenue {ON_SET}",
    ]
    game.choose(f"attach teen-idol daytime {ON_SET}")
    game.choose(f"attach method-actor primetime replacing tearful-ingenue {ON_SET}")
    assert on_set_options(game) == []  # no star left to attach
    ann = game.state.players[0]
    lineup = ann.lineup
    assert lineup[0] is not None and lineup[0].attachments == (("teen-idol", True),)
    assert lineup[1] is not None and lineup[1].attachments == (("method-actor", True),)
    assert game.state.discards["star"] == ["tearful-ingenue"]
    assert ann.green_room == ["on-set-accommodations", "pet-insurance"]
    # the action is still to take
    assert game.state.actions_left == 1
    assert "sign-ad used-car-lot" in options(game)


def test_on_set_accommodations_can_be_used_again_after_the_action() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 10)
    sc.green_room(0, "on-set-accommodations", "teen-idol", "influencer")
    sc.display(ad=["used-car-lot"])
    game = sc.start_turn(0)
    play(game, f"attach teen-idol daytime {ON_SET}")
    game.choose("sign-ad used-car-lot")
    assert on_set_options(game) == [
        f"attach influencer daytime replacing teen-idol {ON_SET}",
        f"attach influencer primetime {ON_SET}",
    ]
    assert options(game)[-1] == "end-turn"
    play(game, f"attach influencer primetime {ON_SET}")
    ann = game.state.players[0]
    assert ann.lineup[1] is not None and ann.lineup[1].attachments == (("influencer", True),)
    assert ann.green_room == ["on-set-accommodations", "used-car-lot"]
    assert game.state.discards["network"] == []


def test_on_set_accommodations_follows_the_rules_for_attaching() -> None:
    """ "You must follow all other rules for adding and replacing attachments": a star whose
    condition fails goes on upside down, and a show with no free star slot takes none."""
    sc = Scenario(["Ann", "Bob"]).green_room(0, "on-set-accommodations", "lovable-neighbor")
    sc.lineup(0, "daytime", None)
    game = sc.start_turn(0)
    # Space Patrol Classics (a star slot) only; Cheap Laughs has just an ad slot
    assert on_set_options(game) == [f"attach lovable-neighbor primetime {ON_SET}"]
    assert_refused(game, f"attach lovable-neighbor latenight {ON_SET}")
    game.choose(f"attach lovable-neighbor primetime {ON_SET}")  # a sitcom star on a sci-fi show
    show = game.state.players[0].lineup[1]
    assert show is not None and show.attachments == (("lovable-neighbor", False),)
    assert game.state.actions_left == 1


@pytest.mark.parametrize("helper", ["ensemble-cast", "sponsored-content"])
def test_on_set_accommodations_may_add_a_star_with_a_card_that_helps_adding_one(
    helper: str,
) -> None:
    """Ensemble Cast: "You may use this when producing a show or adding a star to a show";
    Sponsored Content: "... or adding a star or ad to a show". On-Set Accommodations adds stars
    beside the action, so after her action Ann may still add Teen Idol beyond Normal Stuff's one
    star slot (Influencer in it), spending the helper but no action."""
    sc = Scenario(["Ann", "Bob"]).cash(0, 10)
    sc.green_room(0, "on-set-accommodations", helper, "teen-idol")
    sc.lineup(0, "primetime", "normal-stuff", attachments=["influencer"]).display(
        ad=["used-car-lot"]
    )
    game = sc.start_turn(0)
    game.choose("sign-ad used-car-lot")
    beside = f"attach teen-idol primetime using {helper} beside on-set-accommodations"
    assert beside in options(game) and options(game)[-1] == "end-turn"
    game.choose(beside)
    assert attachments(game, 1) == [("influencer", True), ("teen-idol", True)]
    ann = game.state.players[0]
    assert ann.green_room == ["on-set-accommodations", "used-car-lot"]
    assert game.state.discards["network"] == [helper]
    assert game.decision is not None and game.decision.player == 1  # nothing left: Bob


def test_on_set_accommodations_with_brand_ambassador_brings_no_ad_without_an_action() -> None:
    """On-Set Accommodations attaches stars: "You may use this to attach any number of stars to
    your shows". Brand Ambassador: "If you attach this with an Add or Replace action, you may
    attach the extra ad as part of that action." Attached with On-Set Accommodations he takes no
    action, so no ad comes with him; the room he brings can be filled later by an action."""
    sc = Scenario(["Ann", "Bob"]).cash(0, 10)
    sc.green_room(0, "on-set-accommodations", "brand-ambassador", "used-car-lot")
    sc.lineup(0, "primetime", "dawsons-reek", attachments=["pet-insurance"])  # its ad slot full
    game = sc.start_turn(0)
    assert "attach used-car-lot primetime" not in options(game)
    game.choose(f"attach brand-ambassador primetime {ON_SET}")
    decision = game.decision
    assert decision is not None and (decision.player, decision.kind) == (0, "turn")
    assert attachments(game, 1) == [("pet-insurance", True), ("brand-ambassador", True)]
    ann = game.state.players[0]
    assert ann.green_room == ["on-set-accommodations", "used-car-lot"]
    assert game.state.actions_left == 1
    # the extra ad now takes Ann's action
    game.choose("attach used-car-lot primetime")
    assert attachments(game, 1) == [
        ("pet-insurance", True),
        ("brand-ambassador", True),
        ("used-car-lot", True),
    ]
    decision = game.decision
    assert decision is not None and decision.player == 1  # Ann's action taken: Bob's turn
    assert ann.green_room == ["on-set-accommodations"]
    assert ann.cash == 10


def test_on_set_accommodations_with_no_star_to_attach_is_not_offered() -> None:
    sc = Scenario(["Ann", "Bob"]).green_room(0, "on-set-accommodations", "pet-insurance")
    game = sc.start_turn(0)
    assert on_set_options(game) == []


def test_on_set_accommodations_is_not_offered_on_another_players_turn() -> None:
    sc = Scenario(["Ann", "Bob"]).green_room(0, "on-set-accommodations", "teen-idol")
    game = sc.start_turn(1)
    decision = game.decision
    assert decision is not None and decision.player == 1
    assert on_set_options(game) == []
    assert_refused(game, f"attach teen-idol primetime {ON_SET}")


# -- Cost Cutting ---------------------------------------------------------------------------------


def test_cost_cutting_lowers_upkeep_expenses_by_1m() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 10).green_room(0, "cost-cutting")
    sc.lineup(0, "primetime", "dawsons-reek", attachments=["tearful-ingenue"])  # $2M expenses
    game = sc.start_end_of_round()
    ann = game.state.players[0]
    assert ann.cash == 10 - 2 + 1
    assert ann.green_room == ["cost-cutting"]


def test_cost_cutting_with_income_raises_the_net_gain() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 10).green_room(0, "cost-cutting")
    # Flounder Tank $1M expenses, Pet Insurance $3M income
    sc.lineup(0, "daytime", "flounder-tank", attachments=["pet-insurance"])
    game = sc.start_end_of_round()
    assert game.state.players[0].cash == 10 + 3 - 1 + 1


def test_cost_cutting_does_not_take_expenses_below_zero() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 10).green_room(0, "cost-cutting")
    # starter shows have no expenses; Used Car Lot brings $2M income
    sc.lineup(0, "daytime", "bowling-night-live", attachments=["used-car-lot"])
    game = sc.start_end_of_round()
    assert game.state.players[0].cash == 10 + 2


def test_cost_cutting_applies_every_round() -> None:
    sc = Scenario(["Ann", "Bob"], round=3).cash(0, 10).green_room(0, "cost-cutting")
    sc.lineup(0, "primetime", "dawsons-reek", attachments=["tearful-ingenue"])  # $2M expenses
    game = sc.start_end_of_round()
    assert game.state.players[0].cash == 10 - 1
    play(game, "pass viewers", "pass cash")  # Bob first in round 4, then Ann (last: $2M)
    assert game.over
    assert game.state.players[0].cash == 10 - 1 + 2 - 1


# -- Late Night Buzz ------------------------------------------------------------------------------


def test_late_night_buzz_adds_2_viewers_to_your_late_night_show_each_round() -> None:
    sc = Scenario(["Ann", "Bob"], round=3).green_room(0, "late-night-buzz")
    game = sc.start_end_of_round()
    # starters on their top rows: 4 + 3 + 3, and 2 more for Cheap Laughs in late night
    assert game.state.players[0].round_scores == [4 + 3 + 3 + 2]
    assert game.state.players[1].round_scores == [4 + 3 + 3]
    play(game, "pass cash", "pass cash")
    assert game.over
    assert game.state.players[0].round_scores == [12, 3 + 3 + 2 + 2]  # second rows
    assert game.state.players[0].green_room == ["late-night-buzz"]


def test_late_night_buzz_gives_nothing_with_late_night_empty() -> None:
    sc = Scenario(["Ann", "Bob"]).green_room(0, "late-night-buzz").lineup(0, "latenight", None)
    game = sc.start_end_of_round()
    assert game.state.players[0].round_scores == [4 + 3]
