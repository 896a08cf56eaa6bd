"""Star effects: resolved when the star is attached, when it is discarded, or while it is on a show.

Rulebook, Show & Star Effects: "Effects on stars are resolved when you attach them to shows, or in
some cases when you discard them." Card Clarifications, Star Effects; RULINGS section 4 (Industry
Veteran and Versatile Actor work when attached upside down by choice while producing; Bollywood
Star). Industry Veteran, Rerun Guy, Versatile Actor and Bollywood Star are in
`test_star_effects_more.py`.
"""

from __future__ import annotations

import pytest

from helpers import assert_refused, attachments, options, play
from primetime.engine.scenario import Scenario

# -- Brand Ambassador -----------------------------------------------------------------------------


def test_brand_ambassador_lets_a_show_hold_one_more_ad_when_producing() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 10)
    sc.green_room(0, "brand-ambassador", "pet-insurance", "used-car-lot", "gold-coin-investments")
    sc.display(show=["dawsons-reek"])  # a star slot and one optional ad slot
    game = sc.start_turn(0)
    play(game, "produce dawsons-reek", "pick brand-ambassador", "pick pet-insurance")
    assert "pick used-car-lot" in options(game)  # the ad slot is full: one more ad
    game.choose("pick used-car-lot")
    # a third ad is not offered: the attach step is over
    decision = game.decision
    assert decision is not None and decision.kind == "production-timeslot"
    game.choose("timeslot primetime")
    assert attachments(game, 1) == [
        ("brand-ambassador", True),
        ("pet-insurance", True),
        ("used-car-lot", True),
    ]
    assert game.state.players[0].green_room == ["gold-coin-investments"]


def test_without_brand_ambassador_the_second_ad_does_not_fit() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 10)
    sc.green_room(0, "tearful-ingenue", "pet-insurance", "used-car-lot")
    sc.display(show=["dawsons-reek"])
    game = sc.start_turn(0)
    play(game, "produce dawsons-reek", "pick tearful-ingenue", "pick pet-insurance")
    decision = game.decision
    assert decision is not None and decision.kind == "production-timeslot"


def test_brand_ambassador_with_add_or_replace_brings_the_extra_ad_in_the_same_action() -> None:
    """ "If you attach this with an Add or Replace action, you may attach the extra ad as part of
    that action." """
    sc = Scenario(["Ann", "Bob"])
    sc.green_room(0, "brand-ambassador", "used-car-lot", "gold-coin-investments")
    sc.lineup(0, "primetime", "dawsons-reek", attachments=["tearful-ingenue", "pet-insurance"])
    game = sc.start_turn(0)
    game.choose("attach brand-ambassador primetime replacing tearful-ingenue")
    decision = game.decision
    assert decision is not None and (decision.player, decision.kind) == (0, "bonus-attach")
    assert options(game) == [
        "done",
        "attach used-car-lot primetime",
        "attach gold-coin-investments primetime",
    ]
    game.choose("attach used-car-lot primetime")
    assert attachments(game, 1) == [
        ("pet-insurance", True),
        ("brand-ambassador", True),
        ("used-car-lot", True),
    ]
    assert game.state.players[0].green_room == ["gold-coin-investments"]
    assert game.state.discards["star"] == ["tearful-ingenue"]
    decision = game.decision
    assert decision is not None and decision.player == 1  # one action, and only one extra ad


def test_brand_ambassador_extra_ad_is_optional() -> None:
    sc = Scenario(["Ann", "Bob"]).green_room(0, "brand-ambassador", "used-car-lot")
    sc.lineup(0, "primetime", "dawsons-reek", attachments=["tearful-ingenue", "pet-insurance"])
    game = sc.start_turn(0)
    play(game, "attach brand-ambassador primetime replacing tearful-ingenue", "done")
    assert attachments(game, 1) == [("pet-insurance", True), ("brand-ambassador", True)]
    assert game.state.players[0].green_room == ["used-car-lot"]


def test_brand_ambassador_condition_is_checked_with_the_extra_ad_of_the_same_action() -> None:
    """Conditions are checked once everything is on the show (RULINGS 6): Brand Ambassador
    (with an ad) and the extra ad go on in one action, so it stays rightside up."""
    sc = Scenario(["Ann", "Bob"]).green_room(0, "brand-ambassador", "pet-insurance")
    game = sc.start_turn(0)
    play(game, "attach brand-ambassador primetime", "attach pet-insurance primetime")
    assert attachments(game, 1) == [("brand-ambassador", True), ("pet-insurance", True)]


def test_brand_ambassador_without_an_ad_on_its_show_goes_upside_down() -> None:
    sc = Scenario(["Ann", "Bob"]).green_room(0, "brand-ambassador", "pet-insurance")
    game = sc.start_turn(0)
    play(game, "attach brand-ambassador primetime", "done")
    assert attachments(game, 1) == [("brand-ambassador", False)]
    assert game.state.players[0].green_room == ["pet-insurance"]


def test_brand_ambassador_can_be_replaced_by_another_star_and_his_extra_ad_stays() -> None:
    """Brand Ambassador: "You may attach 1 more ad to the show than its printed slots allow."
    Adding and Replacing: "you can discard an attachment from a show and replace it with another
    of the same type." Dawson's Reek (a star slot, an ad slot) holds him and two ads; another
    star may replace him. The ad he made room for stays (a ruling: the rules are silent), but
    the show takes no more ads than that."""
    sc = Scenario(["Ann", "Bob"]).cash(0, 3).green_room(0, "tearful-ingenue")
    sc.green_room(0, "gold-coin-investments")
    sc.lineup(
        0,
        "primetime",
        "dawsons-reek",
        attachments=["brand-ambassador", "pet-insurance", "used-car-lot"],
    )
    game = sc.start_turn(0)
    assert "attach tearful-ingenue primetime replacing brand-ambassador" in options(game)
    assert_refused(game, "attach gold-coin-investments primetime")
    game.choose("attach tearful-ingenue primetime replacing brand-ambassador")
    assert attachments(game, 1) == [
        ("pet-insurance", True),
        ("used-car-lot", True),
        ("tearful-ingenue", True),
    ]
    assert game.state.discards["star"] == ["brand-ambassador"]
    game.choose("pass cash")  # Bob
    replacing = [o for o in options(game) if o.startswith("attach") and "primetime" in o]
    assert replacing == [
        "attach gold-coin-investments primetime replacing pet-insurance",
        "attach gold-coin-investments primetime replacing used-car-lot",
    ]
    assert_refused(game, "attach gold-coin-investments primetime")


def test_after_spinoff_returns_brand_ambassador_his_star_slot_takes_any_star() -> None:
    """Spinoff returns Brand Ambassador to the green room; the two ads stay on Dawson's Reek, and
    its star slot now takes any star, not only him."""
    sc = Scenario(["Ann", "Bob"]).cash(0, 3).green_room(0, "spinoff", "tearful-ingenue")
    sc.lineup(
        0,
        "primetime",
        "dawsons-reek",
        attachments=["brand-ambassador", "pet-insurance", "used-car-lot"],
    )
    game = sc.start_turn(0)
    play(game, "use spinoff", "pick brand-ambassador")
    ann = game.state.players[0]
    assert ann.green_room == ["tearful-ingenue", "brand-ambassador"]
    assert attachments(game, 1) == [("pet-insurance", True), ("used-car-lot", True)]
    adding = [o for o in options(game) if o.startswith("attach") and "primetime" in o]
    assert adding == ["attach tearful-ingenue primetime", "attach brand-ambassador primetime"]
    game.choose("attach tearful-ingenue primetime")
    assert attachments(game, 1) == [
        ("pet-insurance", True),
        ("used-car-lot", True),
        ("tearful-ingenue", True),
    ]
    assert ann.green_room == ["brand-ambassador"]
    assert game.state.discards["network"] == ["spinoff"]


# -- Charity Infomercial Mainstay -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("ann", "bob", "cy", "upright"),
    [
        (30, 20, 5, False),  # higher than every other player: rotated
        (20, 20, 5, True),  # tied for the highest: not
        (20, 25, 5, True),  # higher than one player only: not
        (10, 20, 25, True),  # lowest: not
    ],
    ids=["highest", "tied", "second", "lowest"],
)
def test_charity_infomercial_mainstay_rotates_if_you_scored_highest_last_round(
    ann: int, bob: int, cy: int, upright: bool
) -> None:
    """ "When you attach this star, if your viewer score for the previous round was higher than any
    other player (not tied), rotate it upside down." """
    sc = Scenario(["Ann", "Bob", "Cy"], round=2).green_room(0, "charity-infomercial-mainstay")
    sc.scores(0, ann).scores(1, bob).scores(2, cy)
    game = sc.start_turn(0)
    game.choose("attach charity-infomercial-mainstay primetime")
    assert attachments(game, 1) == [("charity-infomercial-mainstay", upright)]


def test_charity_infomercial_mainstay_looks_only_at_the_previous_round() -> None:
    sc = Scenario(["Ann", "Bob"], round=3).green_room(0, "charity-infomercial-mainstay")
    sc.scores(0, 10, 30).scores(1, 40, 20)  # behind in total, ahead last round
    game = sc.start_turn(0)
    game.choose("attach charity-infomercial-mainstay primetime")
    assert attachments(game, 1) == [("charity-infomercial-mainstay", False)]


def test_charity_infomercial_mainstay_never_rotates_in_round_1() -> None:
    sc = Scenario(["Ann", "Bob"]).green_room(0, "charity-infomercial-mainstay")
    game = sc.start_turn(0)
    game.choose("attach charity-infomercial-mainstay primetime")
    assert attachments(game, 1) == [("charity-infomercial-mainstay", True)]


def test_charity_infomercial_mainstay_rotates_when_attached_while_producing() -> None:
    sc = Scenario(["Ann", "Bob"], round=2).cash(0, 10).scores(0, 30).scores(1, 20)
    sc.green_room(0, "charity-infomercial-mainstay").display(show=["dawsons-reek"])
    game = sc.start_turn(0)
    play(game, "produce dawsons-reek", "pick charity-infomercial-mainstay", "timeslot primetime")
    assert attachments(game, 1) == [("charity-infomercial-mainstay", False)]


# -- Cross-Promoting Star -------------------------------------------------------------------------


def test_cross_promoting_star_rotates_upside_down_promos_on_its_show_for_free() -> None:
    """ "When you attach this star, rotate all upside down promo ads attached to the same show
    rightside up, without paying for them." """
    sc = Scenario(["Ann", "Bob"]).cash(0, 10).green_room(0, "cross-promoting-star")
    sc.lineup(
        0, "primetime", "dawsons-reek", attachments=["tearful-ingenue", ("promo-stay-tuned", False)]
    )
    sc.lineup(0, "daytime", "flounder-tank", attachments=[("promo-sneak-peek", False)])
    game = sc.start_turn(0)
    game.choose("attach cross-promoting-star primetime replacing tearful-ingenue")
    assert attachments(game, 1) == [("promo-stay-tuned", True), ("cross-promoting-star", True)]
    assert attachments(game, 0) == [("promo-sneak-peek", False)]  # another show: stays
    assert game.state.players[0].cash == 10


def test_cross_promoting_star_rights_a_promo_rotated_in_the_same_production() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 10)
    sc.green_room(0, "cross-promoting-star", "promo-stay-tuned").display(show=["dawsons-reek"])
    game = sc.start_turn(0)
    play(
        game,
        "produce dawsons-reek",
        "pick cross-promoting-star",
        "pick promo-stay-tuned",
        "timeslot primetime",
    )
    assert options(game) == ["promo promo-stay-tuned pay", "promo promo-stay-tuned rotate"]
    game.choose("promo promo-stay-tuned rotate")
    assert attachments(game, 1) == [("cross-promoting-star", True), ("promo-stay-tuned", True)]
    assert game.state.players[0].cash == 10 - 5  # the show only, nothing for the promo


# -- Famously Famous / Fierce Drag Queen ----------------------------------------------------------


@pytest.mark.parametrize("star", ["famously-famous", "fierce-drag-queen"])
def test_ad_slot_star_may_fill_an_empty_ad_slot_on_any_show(star: str) -> None:
    """Cheap Laughs has a single ad slot: this star may go there, a plain star may not."""
    sc = Scenario(["Ann", "Bob"]).green_room(0, star, "teen-idol")
    game = sc.start_turn(0)
    assert f"attach {star} latenight" in options(game)
    assert_refused(game, "attach teen-idol latenight")
    game.choose(f"attach {star} latenight")
    show = game.state.players[0].lineup[2]
    assert show is not None and show.card == "cheap-laughs"
    assert [c for c, _ in show.attachments] == [star]


@pytest.mark.parametrize("star", ["famously-famous", "fierce-drag-queen"])
def test_ad_slot_star_fills_a_required_ad_slot_when_producing(star: str) -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 10).green_room(0, star).display(show=["flounder-tank"])
    game = sc.start_turn(0)
    assert "produce flounder-tank" in options(game)  # no ad needed
    play(game, "produce flounder-tank", f"pick {star}", "timeslot primetime")
    assert attachments(game, 1) == [(star, True)]  # Flounder Tank is a reality show


@pytest.mark.parametrize("star", ["famously-famous", "fierce-drag-queen"])
def test_ad_slot_star_is_still_a_star_for_other_effects(star: str) -> None:
    """ "It is still considered a star for other effects": Cheeky Friend (with another star) stays
    rightside up beside it."""
    sc = Scenario(["Ann", "Bob"]).cash(0, 10).green_room(0, "cheeky-friend", star)
    sc.display(show=["dawsons-reek"])
    game = sc.start_turn(0)
    play(game, "produce dawsons-reek", "pick cheeky-friend", f"pick {star}", "timeslot primetime")
    ann = game.state.players[0]
    show = ann.lineup[1]
    assert show is not None
    assert show.attachments[0] == ("cheeky-friend", True)
    assert show.attachments[1][0] == star
    assert ann.green_room == []


# -- Gray Fox -------------------------------------------------------------------------------------


def test_gray_fox_goes_to_your_green_room_when_its_show_is_canceled() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 10).green_room(0, "tearful-ingenue")
    sc.display(show=["dawsons-reek"])
    sc.lineup(0, "primetime", "normal-stuff", attachments=["gray-fox", "pet-insurance"])
    game = sc.start_turn(0)
    play(game, "produce dawsons-reek", "pick tearful-ingenue", "timeslot primetime")
    ann = game.state.players[0]
    assert ann.green_room == ["gray-fox"]
    assert ann.reruns == ["normal-stuff"]
    assert game.state.discards["star"] == []
    assert game.state.discards["ad"] == ["pet-insurance"]


def test_gray_fox_goes_to_your_green_room_when_replaced() -> None:
    sc = Scenario(["Ann", "Bob"]).green_room(0, "tearful-ingenue")
    sc.lineup(0, "primetime", "dawsons-reek", attachments=["gray-fox"])
    game = sc.start_turn(0)
    game.choose("attach tearful-ingenue primetime replacing gray-fox")
    assert game.state.players[0].green_room == ["gray-fox"]
    assert game.state.discards["star"] == []


def test_gray_fox_goes_to_your_green_room_when_its_show_ages_off() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 10)
    sc.lineup(0, "primetime", "dawsons-reek", row=3, attachments=["gray-fox"])
    game = sc.start_end_of_round()
    ann = game.state.players[0]
    assert ann.lineup[1] is None
    assert ann.reruns == ["dawsons-reek"]
    assert ann.green_room == ["gray-fox"]
    assert "gray-fox" not in game.state.discards["star"]


def test_gray_fox_goes_to_your_green_room_when_writeoff_cancels_its_show() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 0).display(network=["writeoff"])
    sc.lineup(0, "daytime", None).lineup(0, "latenight", None)
    sc.lineup(0, "primetime", "space-patrol-classics", attachments=[("gray-fox", False)])
    game = sc.start_turn(0)
    game.choose("take-network writeoff")
    ann = game.state.players[0]
    assert ann.reruns == ["space-patrol-classics"]
    assert ann.green_room == ["gray-fox"]
    assert ann.cash == 6
    assert game.state.discards["star"] == []


def test_gray_fox_goes_to_your_green_room_when_upkeep_cancels_its_show() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 0).lineup(0, "daytime", None).lineup(0, "latenight", None)
    sc.lineup(0, "primetime", "dawsons-reek", attachments=["gray-fox"])  # $2M of expenses
    game = sc.start_end_of_round()
    decision = game.decision
    assert decision is not None and (decision.player, decision.kind) == (0, "upkeep-cancel")
    assert [str(o) for o in decision.options] == ["cancel primetime"]
    game.choose("cancel primetime")
    ann = game.state.players[0]
    assert ann.reruns == ["dawsons-reek"]
    assert ann.green_room == ["gray-fox"]
    assert ann.cash == 0


def test_gray_fox_drawn_and_not_kept_is_discarded() -> None:
    """A genre bonus draw you do not keep never was yours: it goes to the discard pile."""
    sc = Scenario(["Ann", "Bob"]).genres(0, scifi=1).display(network=["catalog-buyout"])
    sc.deck_top("star", "gray-fox", "rerun-guy")
    game = sc.start_turn(0)
    play(game, "take-network catalog-buyout", "genre scifi")
    assert options(game) == ["pick gray-fox", "pick rerun-guy"]
    game.choose("pick rerun-guy")
    ann = game.state.players[0]
    assert ann.green_room == ["rerun-guy"]
    assert game.state.discards["star"] == ["gray-fox"]
