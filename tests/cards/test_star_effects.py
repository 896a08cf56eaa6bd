"""Star effects: resolved when the star is attached, when it is discarded, or while it is on a show.

Rulebook, Show & Star Effects: "Effects on stars are resolved when you attach them to shows, or in
some cases when you discard them." Card Clarifications, Star Effects; RULINGS section 4 (Industry
Veteran and Versatile Actor work when attached upside down by choice while producing; Bollywood
Star).
"""

from __future__ import annotations

import pytest

from helpers import assert_refused, attachments, options, play
from primetime import Game
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


# -- Industry Veteran -----------------------------------------------------------------------------


def test_industry_veteran_attached_upside_down_makes_the_show_cost_3m_less() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 2).green_room(0, "industry-veteran")
    sc.display(show=["dawsons-reek"])
    game = sc.start_turn(0)
    # offered as the way the production starts, since the cost is paid first
    assert "produce dawsons-reek" not in options(game)  # $5M
    assert "produce dawsons-reek using industry-veteran" in options(game)
    game.choose("produce dawsons-reek using industry-veteran")
    ann = game.state.players[0]
    assert ann.cash == 0
    game.choose("timeslot primetime")
    assert attachments(game, 1) == [("industry-veteran", False)]
    assert ann.green_room == []
    assert ann.genres == {"drama": 1}


def test_industry_veteran_only_reduces_the_production_cost_not_expenses() -> None:
    """ "This only reduces the show's production cost, not its expenses." Dawson's Reek still
    costs $1M at upkeep (Industry Veteran upside down shows none)."""
    sc = Scenario(["Ann", "Bob"]).cash(0, 6).green_room(0, "industry-veteran")
    sc.display(show=["dawsons-reek"])
    game = sc.start_turn(0)
    play(game, "produce dawsons-reek using industry-veteran", "timeslot primetime")
    assert game.state.players[0].cash == 6 - 2
    play(game, "pass cash", "pass cash")  # Bob $10M; Ann last, $2M; then upkeep
    assert game.state.players[0].cash == 6 - 2 + 2 - 1


def test_industry_veteran_attached_rightside_up_while_producing_has_no_effect() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 10).green_room(0, "industry-veteran")
    sc.display(show=["dawsons-reek"])
    game = sc.start_turn(0)
    play(game, "produce dawsons-reek", "pick industry-veteran", "timeslot primetime")
    assert game.state.players[0].cash == 10 - 5
    assert attachments(game, 1) == [("industry-veteran", True)]


def test_industry_veteran_attached_to_an_existing_show_has_no_effect() -> None:
    """ "If you attach this star to an existing show, ignore its effect." """
    sc = Scenario(["Ann", "Bob"]).cash(0, 10).green_room(0, "industry-veteran")
    game = sc.start_turn(0)
    game.choose("attach industry-veteran primetime")
    assert game.state.players[0].cash == 10
    assert attachments(game, 1) == [("industry-veteran", True)]


def test_industry_veteran_and_versatile_actor_both_upside_down_in_one_production() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 2).green_room(0, "industry-veteran", "versatile-actor")
    sc.display(show=["star-trick"])  # sci-fi, $5M, two star slots
    game = sc.start_turn(0)
    play(
        game,
        "produce star-trick using industry-veteran",
        "pick versatile-actor down",
        "genre drama",
        "timeslot primetime",
    )
    ann = game.state.players[0]
    show = ann.lineup[1]
    assert show is not None and show.genre == "drama"
    assert show.attachments == [("industry-veteran", False), ("versatile-actor", False)]
    assert ann.cash == 0
    assert ann.genres == {"drama": 1}


def test_industry_veteran_and_sponsored_content_in_the_same_production() -> None:
    """Using Network Cards: "You may use any number of network cards in a single turn, either
    before, during, or after your action." Sponsored Content: "You may use this when producing a
    show from the display". With $2M, Ann produces Dawson's Reek ($5M) with Industry Veteran upside
    down ($3M less) and, thanks to Sponsored Content, two ads for its one ad slot."""
    sc = Scenario(["Ann", "Bob"]).cash(0, 2)
    sc.green_room(0, "industry-veteran", "sponsored-content", "pet-insurance", "used-car-lot")
    sc.display(show=["dawsons-reek"])
    game = sc.start_turn(0)
    both = [
        o
        for o in options(game)
        if o.startswith("produce dawsons-reek using ")
        and "industry-veteran" in o
        and "sponsored-content" in o
    ]
    if both:
        game.choose(both[0])
    else:
        play(game, "produce dawsons-reek using industry-veteran", "use sponsored-content")
    play(game, "pick pet-insurance", "pick used-car-lot", "timeslot primetime")
    ann = game.state.players[0]
    assert attachments(game, 1) == [
        ("industry-veteran", False),
        ("pet-insurance", True),
        ("used-car-lot", True),
    ]
    assert ann.cash == 0
    assert game.state.discards["network"] == ["sponsored-content"]


def test_industry_veteran_is_not_offered_for_a_show_without_a_star_slot() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 10).green_room(0, "industry-veteran", "pet-insurance")
    sc.display(show=["flounder-tank"])
    game = sc.start_turn(0)
    assert "produce flounder-tank" in options(game)
    assert_refused(game, "produce flounder-tank using industry-veteran")


def test_industry_veteran_with_sponsored_content_on_a_show_without_a_star_slot() -> None:
    """Sponsored Content: "You may use this when producing a show from the display". It ignores
    the show's slots, so Industry Veteran goes on Flounder Tank (ad slots only) upside down and
    the show costs $3M less ($3M: free), as Versatile Actor can go on with it."""
    sc = Scenario(["Ann", "Bob"]).cash(0, 1)
    sc.green_room(0, "industry-veteran", "sponsored-content", "pet-insurance")
    sc.display(show=["flounder-tank"])
    game = sc.start_turn(0)
    assert_refused(game, "produce flounder-tank using industry-veteran")
    assert "produce flounder-tank using industry-veteran+sponsored-content" in options(game)
    game.choose("produce flounder-tank using industry-veteran+sponsored-content")
    ann = game.state.players[0]
    assert ann.cash == 1
    play(game, "pick pet-insurance", "timeslot primetime")
    assert attachments(game, 1) == [("industry-veteran", False), ("pet-insurance", True)]
    assert ann.cash == 1
    assert ann.green_room == []
    assert ann.genres == {"reality": 1}
    assert game.state.discards["network"] == ["sponsored-content"]


def test_versatile_actor_with_sponsored_content_on_a_show_without_a_star_slot() -> None:
    """The same for Versatile Actor, chosen upside down once producing has started."""
    sc = Scenario(["Ann", "Bob"]).cash(0, 3)
    sc.green_room(0, "versatile-actor", "sponsored-content")
    sc.display(show=["flounder-tank"])
    game = sc.start_turn(0)
    game.choose("produce flounder-tank using sponsored-content")
    assert options(game) == ["pick versatile-actor", "pick versatile-actor down", "done"]
    play(game, "pick versatile-actor down", "genre drama", "timeslot primetime")
    show = game.state.players[0].lineup[1]
    assert show is not None and show.genre == "drama"
    assert attachments(game, 1) == [("versatile-actor", False)]
    assert game.state.players[0].cash == 0


def test_versatile_actors_genre_stays_with_the_show_in_the_reruns() -> None:
    """Versatile Actor "permanently changes the show to the genre you choose": Flounder Tank,
    made Drama, is canceled (Dawson's Reek produced in its timeslot) and is still Drama in the
    reruns; Reboot-o-mancer, returning it, advances Ann on Drama (2), not its printed genre."""
    from primetime.engine.machine import run
    from primetime.engine.zones import show_genre

    sc = Scenario(["Ann", "Bob"], modules=("moguls",)).cash(0, 10)
    sc.green_room(0, "versatile-actor", "sponsored-content", "tearful-ingenue")
    sc.display(show=["flounder-tank", "dawsons-reek"]).lineup(0, "primetime", None)
    game = sc.start_turn(0)
    printed = game.state.cards["flounder-tank"].genre  # type: ignore[union-attr]
    assert printed != "drama"
    play(game, "produce flounder-tank using sponsored-content", "pick versatile-actor down")
    play(game, "genre drama", "done", "timeslot primetime")
    game.state.current, game.state.pending = 0, None  # Ann's next turn
    game.state.stack = [("turn", 0)]
    run(game.state)
    play(game, "produce dawsons-reek", "pick tearful-ingenue", "timeslot primetime")
    ann = game.state.players[0]
    assert "flounder-tank" in ann.reruns
    assert show_genre(game.state, "flounder-tank") == "drama"
    assert ann.genres == {"drama": 2}
    game.state.decks["mogul"].put_top(["reboot-o-mancer", "tech-pioneer", "penny-pincher"], None)
    game.state.pending, game.state.stack = None, [("turn", 0), ("mogul-draw", 0, 3)]
    run(game.state)
    play(game, "pick reboot-o-mancer", "pick flounder-tank")
    assert ann.genres == {"drama": 3}


# -- Rerun Guy ------------------------------------------------------------------------------------


def test_rerun_guy_goes_to_your_reruns_when_replaced() -> None:
    sc = Scenario(["Ann", "Bob"]).green_room(0, "tearful-ingenue")
    sc.lineup(0, "primetime", "dawsons-reek", attachments=["rerun-guy"])
    game = sc.start_turn(0)
    game.choose("attach tearful-ingenue primetime replacing rerun-guy")
    ann = game.state.players[0]
    assert ann.reruns == ["rerun-guy"]
    assert ann.green_room == []
    assert game.state.discards["star"] == []


def test_rerun_guy_goes_to_your_reruns_when_its_show_is_canceled() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 10).green_room(0, "tearful-ingenue")
    sc.display(show=["dawsons-reek"])
    sc.lineup(0, "primetime", "normal-stuff", attachments=["rerun-guy"])
    game = sc.start_turn(0)
    play(game, "produce dawsons-reek", "pick tearful-ingenue", "timeslot primetime")
    assert game.state.players[0].reruns == ["rerun-guy", "normal-stuff"]
    assert game.state.discards["star"] == []


def test_rerun_guy_drawn_and_not_kept_is_discarded() -> None:
    sc = Scenario(["Ann", "Bob"]).genres(0, scifi=1).display(network=["catalog-buyout"])
    sc.deck_top("star", "gray-fox", "rerun-guy")
    game = sc.start_turn(0)
    play(game, "take-network catalog-buyout", "genre scifi", "pick gray-fox")
    ann = game.state.players[0]
    assert ann.reruns == []
    assert game.state.discards["star"] == ["rerun-guy"]


def test_rerun_guy_in_your_reruns_is_a_rerun_for_effects_and_scores_0_at_game_end() -> None:
    """ "While in your reruns, treat it as a rerun for all effects": Streaming Deal counts it. As
    a rerun it has no bottom row to score."""
    sc = Scenario(["Ann", "Bob"], round=4).cash(0, 0).green_room(0, "streaming-deal")
    sc.lineup(0, "daytime", "dextrous", row=3, attachments=["rerun-guy", "pet-insurance"])
    game = sc.start_end_of_round()
    ann = game.state.players[0]
    assert ann.reruns == ["rerun-guy", "dextrous"]
    result = game.result().players[0]
    assert result.network_cards == [("streaming-deal", 2)]
    assert result.reruns == 3  # Dextrous's bottom row only


# -- Versatile Actor ------------------------------------------------------------------------------


def _versatile(
    *green: str, genres: dict[str, int] | None = None, network_top: tuple[str, ...] = ()
) -> Game:
    sc = Scenario(["Ann", "Bob"]).cash(0, 10).green_room(0, "versatile-actor", *green)
    sc.display(show=["dawsons-reek"]).genres(0, **(genres or {}))
    if network_top:
        sc.deck_top("network", *network_top)
    game = sc.start_turn(0)
    game.choose("produce dawsons-reek")
    assert "pick versatile-actor" in options(game)
    assert "pick versatile-actor down" in options(game)
    return game


def test_versatile_actor_upside_down_changes_the_show_genre_for_good() -> None:
    """ "Advance on the genre track matching the show's new genre (instead of its printed one)." """
    game = _versatile()
    game.choose("pick versatile-actor down")
    decision = game.decision
    assert decision is not None and (decision.player, decision.kind) == (0, "card-choice")
    # every genre but the printed one
    assert options(game) == [
        "genre sports",
        "genre scifi",
        "genre action",
        "genre reality",
        "genre sitcom",
    ]
    assert_refused(game, "genre drama")
    play(game, "genre sitcom", "timeslot primetime")
    ann = game.state.players[0]
    show = ann.lineup[1]
    assert show is not None and show.card == "dawsons-reek"
    assert show.genre == "sitcom"
    assert show.attachments == [("versatile-actor", False)]
    assert ann.genres == {"sitcom": 1}


def test_versatile_actor_new_genre_gives_the_bonus_of_its_track() -> None:
    game = _versatile(genres={"sitcom": 2, "drama": 1}, network_top=("award-show", "rebrand"))
    play(game, "pick versatile-actor down", "genre sitcom", "timeslot primetime")
    assert options(game) == ["pick award-show", "pick rebrand"]  # sitcom space 3: Network bonus
    game.choose("pick award-show")
    ann = game.state.players[0]
    assert ann.genres == {"sitcom": 3, "drama": 1}
    assert ann.green_room == ["award-show"]


def test_versatile_actor_new_genre_counts_for_conditions_in_the_same_production() -> None:
    """ "treat the show as having the new genre when attaching conditional stars or ads to it
    (now ...)": Frozen Pizza Rolls (sitcom) stays rightside up on the drama-turned-sitcom show."""
    game = _versatile("frozen-pizza-rolls")
    play(
        game,
        "pick versatile-actor down",
        "genre sitcom",
        "pick frozen-pizza-rolls",
        "timeslot primetime",
    )
    assert attachments(game, 1) == [("versatile-actor", False), ("frozen-pizza-rolls", True)]


def test_versatile_actor_new_genre_counts_for_conditions_on_future_turns() -> None:
    """ "(... and on future turns)": even after Versatile Actor is replaced, the show stays a sitcom
    and Lovable Neighbor (sitcom) goes on rightside up, Luxury Perfume (drama) upside down."""
    game = _versatile("lovable-neighbor", "luxury-perfume")
    play(game, "pick versatile-actor down", "genre sitcom", "done", "timeslot primetime")
    game.choose("pass viewers")  # Bob
    game.choose("attach lovable-neighbor primetime replacing versatile-actor")
    assert attachments(game, 1) == [("lovable-neighbor", True)]
    assert game.state.discards["star"] == ["versatile-actor"]
    # Ann's only play left is to add the ad on her next turn (Bob has passed)
    game.choose("attach luxury-perfume primetime")
    assert attachments(game, 1) == [("lovable-neighbor", True), ("luxury-perfume", False)]
    show = game.state.players[0].lineup[1]
    assert show is not None and show.genre == "sitcom"


def test_versatile_actor_new_genre_is_the_shows_genre_for_other_effects() -> None:
    """Waterbug (advance on the genre of a show in your lineup) sees the new genre."""
    sc = Scenario(["Ann", "Bob"]).cash(0, 10).green_room(0, "versatile-actor")
    sc.display(show=["dawsons-reek"], network=["waterbug"])
    sc.lineup(0, "daytime", None).lineup(0, "latenight", None)
    game = sc.start_turn(0)
    play(
        game,
        "produce dawsons-reek",
        "pick versatile-actor down",
        "genre action",
        "timeslot primetime",
    )
    game.choose("pass viewers")  # Bob
    game.choose("take-network waterbug")  # one show, one genre: no need to ask
    assert game.state.players[0].genres == {"action": 2}


def test_versatile_actor_rightside_up_keeps_the_printed_genre() -> None:
    game = _versatile()
    play(game, "pick versatile-actor", "timeslot primetime")
    ann = game.state.players[0]
    show = ann.lineup[1]
    assert show is not None and show.genre == "drama"
    assert show.attachments == [("versatile-actor", True)]
    assert ann.genres == {"drama": 1}


def test_versatile_actor_attached_to_an_existing_show_has_no_effect() -> None:
    """ "If you attach this star to an existing show, ignore its effect." """
    sc = Scenario(["Ann", "Bob"]).green_room(0, "versatile-actor")
    game = sc.start_turn(0)
    assert_refused(game, "attach versatile-actor primetime down")
    game.choose("attach versatile-actor primetime")
    show = game.state.players[0].lineup[1]
    assert show is not None and show.genre == "scifi"
    assert show.attachments == [("versatile-actor", True)]
    decision = game.decision
    assert decision is not None and decision.player == 1  # no genre asked for


# -- Bollywood Star -------------------------------------------------------------------------------


def test_bollywood_star_adds_1_viewer_per_network_card_in_your_green_room() -> None:
    sc = Scenario(["Ann", "Bob"]).green_room(0, "spinoff", "rebrand", "award-show", "teen-idol")
    sc.lineup(0, "primetime", "space-patrol-classics", attachments=["bollywood-star"])
    game = sc.start_end_of_round()
    # starters 4 + 3 + 3, Bollywood Star 4, and 3 network cards (not the star)
    assert game.state.players[0].round_scores == [4 + 3 + 3 + 4 + 3]


def test_bollywood_star_counts_upside_down_too() -> None:
    sc = Scenario(["Ann", "Bob"]).green_room(0, "spinoff", "rebrand")
    sc.lineup(0, "primetime", "space-patrol-classics", attachments=[("bollywood-star", False)])
    game = sc.start_end_of_round()
    assert game.state.players[0].round_scores == [4 + 3 + 3 + 2 + 2]


def test_bollywood_star_with_no_network_cards_adds_nothing() -> None:
    sc = Scenario(["Ann", "Bob"]).green_room(0, "teen-idol", "pet-insurance")
    sc.lineup(0, "primetime", "space-patrol-classics", attachments=["bollywood-star"])
    game = sc.start_end_of_round()
    assert game.state.players[0].round_scores == [4 + 3 + 3 + 4]
