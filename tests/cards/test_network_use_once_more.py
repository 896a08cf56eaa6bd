"""Use Once network cards, continued (the type itself and the first cards are in
`test_network_use_once.py`): Sponsored Content, Talent Agency, Trendy Showrunner, Redemption Arc,
Flexible Schedule, Star Search and Rebrand, each with its clarifications.

Rulebook, Taking Network Cards: "Use Once: You may use this card once per game, then discard it."
Card Clarifications, and RULINGS section 4 for the card texts.
"""

from __future__ import annotations

from helpers import assert_refused, attachments, options, play
from primetime import Game
from primetime.engine.scenario import Scenario
from primetime.presentation import option_label, option_preview


def slots(game: Game, player: int = 0) -> list[str | None]:
    return [s.card if s else None for s in game.state.players[player].lineup]


# -- Sponsored Content ----------------------------------------------------------------------------


def test_sponsored_content_ignores_the_required_slots_when_producing() -> None:
    """ "You may use this to ignore all required slots when producing a show." Dawson's Reek needs
    a star, and Ann has none."""
    sc = Scenario(["Ann", "Bob"]).cash(0, 6).green_room(0, "sponsored-content", "pet-insurance")
    sc.display(show=["dawsons-reek"])
    game = sc.start_turn(0)
    assert "produce dawsons-reek" not in options(game)
    assert "produce dawsons-reek using sponsored-content" in options(game)
    game.choose("produce dawsons-reek using sponsored-content")
    assert game.state.discards["network"] == ["sponsored-content"]
    assert options(game) == ["pick pet-insurance", "done"]
    play(game, "done", "timeslot primetime")
    ann = game.state.players[0]
    show = ann.lineup[1]
    assert show is not None and show.card == "dawsons-reek" and show.attachments == ()
    assert ann.cash == 6 - 5
    assert ann.green_room == ["pet-insurance"]


def test_sponsored_content_ignores_the_slot_limits_and_the_cards_remain() -> None:
    """ "Any stars or ads you attach remain on the show after your turn ends." """
    sc = Scenario(["Ann", "Bob"]).cash(0, 10)
    sc.green_room(0, "sponsored-content", "pet-insurance", "used-car-lot", "teen-idol")
    sc.display(show=["dawsons-reek"])
    game = sc.start_turn(0)
    play(
        game,
        "produce dawsons-reek using sponsored-content",
        "pick pet-insurance",
        "pick used-car-lot",
        "pick teen-idol",
        "timeslot primetime",
    )
    show = game.state.players[0].lineup[1]
    assert show is not None
    assert show.attachments == (
        ("pet-insurance", True),
        ("used-car-lot", True),
        ("teen-idol", True),
    )
    assert show.extra_slots == ("ad",)  # room for the second ad, of its own type
    play(game, "pass cash", "pass cash")  # the round ends
    assert game.state.round == 2
    show = game.state.players[0].lineup[1]
    assert show is not None and show.attachments == (
        ("pet-insurance", True),
        ("used-car-lot", True),
        ("teen-idol", True),
    )


def test_sponsored_content_when_adding_a_star_or_ad() -> None:
    """Cheap Laughs has only an ad slot; Sponsored Content lets a star in."""
    sc = Scenario(["Ann", "Bob"]).cash(0, 4).green_room(0, "sponsored-content", "teen-idol")
    game = sc.start_turn(0)
    assert "attach teen-idol latenight" not in options(game)
    assert "attach teen-idol primetime" in options(game)
    assert "attach teen-idol primetime using sponsored-content" not in options(game)
    game.choose("attach teen-idol latenight using sponsored-content")
    ann = game.state.players[0]
    show = ann.lineup[2]
    assert show is not None and show.card == "cheap-laughs"
    assert show.attachments == (("teen-idol", True),)
    assert show.extra_slots == ("star",)  # room for the star, of its own type
    assert ann.green_room == []
    assert ann.cash == 4
    assert game.state.discards["network"] == ["sponsored-content"]


def test_sponsored_content_when_adding_an_ad() -> None:
    """Space Patrol Classics has only a star slot; Sponsored Content lets an ad in."""
    sc = Scenario(["Ann", "Bob"]).cash(0, 4).green_room(0, "sponsored-content", "pet-insurance")
    sc.lineup(0, "daytime", None).lineup(0, "latenight", None)
    game = sc.start_turn(0)
    assert "attach pet-insurance primetime" not in options(game)
    game.choose("attach pet-insurance primetime using sponsored-content")
    show = game.state.players[0].lineup[1]
    assert show is not None and show.card == "space-patrol-classics"
    assert show.attachments == (("pet-insurance", True),)
    assert show.extra_slots == ("ad",)  # room for the ad, of its own type
    assert game.state.discards["network"] == ["sponsored-content"]


def test_room_sponsored_content_made_while_producing_is_no_wild_slot_later() -> None:
    """Sponsored Content: "You may use this when producing a show from the display or adding a
    star or ad to a show." It ignores the slots only then. Replacing Cards in Wild Slots: "If a
    show has 1 or more wild slots, you may replace a star or ad attached to it with a card of the
    opposite type". Dawson's Reek (a star slot, an ad slot, no wild slot) was produced holding
    two ads and a star: the room made holds an ad, so a later Replace can't swap an ad for a
    star, but can swap it for another ad, and the star for another star."""
    sc = Scenario(["Ann", "Bob"]).cash(0, 10)
    sc.green_room(0, "sponsored-content", "pet-insurance", "used-car-lot", "teen-idol")
    sc.green_room(0, "method-actor", "gold-coin-investments")
    sc.display(show=["dawsons-reek"])
    game = sc.start_turn(0)
    play(
        game,
        "produce dawsons-reek using sponsored-content",
        "pick pet-insurance",
        "pick used-car-lot",
        "pick teen-idol",
        "done",
        "timeslot primetime",
        "pass cash",  # Bob
    )
    decision = game.decision
    assert decision is not None and (decision.player, decision.kind) == (0, "turn")
    assert attachments(game, 1) == [
        ("pet-insurance", True),
        ("used-car-lot", True),
        ("teen-idol", True),
    ]
    assert game.state.players[0].cash == 10 - 5
    replacing = [o for o in options(game) if o.startswith("attach") and "primetime" in o]
    assert replacing == [
        "attach method-actor primetime replacing teen-idol",
        "attach gold-coin-investments primetime replacing pet-insurance",
        "attach gold-coin-investments primetime replacing used-car-lot",
    ]
    assert_refused(game, "attach method-actor primetime replacing pet-insurance")
    assert_refused(game, "attach method-actor primetime replacing used-car-lot")
    game.choose("attach gold-coin-investments primetime replacing used-car-lot")
    assert attachments(game, 1) == [
        ("pet-insurance", True),
        ("teen-idol", True),
        ("gold-coin-investments", True),
    ]
    assert game.state.discards["ad"] == ["used-car-lot"]


def test_room_sponsored_content_made_when_adding_holds_that_card_type_later() -> None:
    """Cheap Laughs has one ad slot and no wild slot; Sponsored Content let Teen Idol in beside
    its ad. Later, Teen Idol can be replaced by another star but not by an ad."""
    sc = Scenario(["Ann", "Bob"]).cash(0, 4).green_room(0, "sponsored-content", "teen-idol")
    sc.green_room(0, "influencer", "pet-insurance")
    sc.lineup(0, "latenight", "cheap-laughs", attachments=["used-car-lot"])
    game = sc.start_turn(0)
    play(game, "attach teen-idol latenight using sponsored-content", "pass cash")
    assert attachments(game, 2) == [("used-car-lot", True), ("teen-idol", True)]
    replacing = [o for o in options(game) if o.startswith("attach") and "latenight" in o]
    assert replacing == [
        "attach influencer latenight replacing teen-idol",
        "attach pet-insurance latenight replacing used-car-lot",
    ]
    assert_refused(game, "attach pet-insurance latenight replacing teen-idol")
    assert_refused(game, "attach influencer latenight replacing used-car-lot")
    game.choose("attach influencer latenight replacing teen-idol")
    assert attachments(game, 2) == [("used-car-lot", True), ("influencer", True)]
    assert game.state.discards["star"] == ["teen-idol"]


def test_sponsored_content_is_only_for_a_show_produced_from_the_display() -> None:
    """ "when producing a show from the display": not for a show Exclusive Rights put in your green
    room."""
    sc = Scenario(["Ann", "Bob"]).cash(0, 10).green_room(0, "sponsored-content", "dawsons-reek")
    game = sc.start_turn(0)
    assert_refused(game, "produce dawsons-reek using sponsored-content")


# -- Talent Agency --------------------------------------------------------------------------------


def test_talent_agency_draws_stars_one_at_a_time_into_the_display_then_an_extra_action() -> None:
    """ "Draw 1 card at a time and place it faceup in the display. You may see each card before
    deciding what to draw next. You may use your extra action to take 1 of the cards you drew." """
    sc = Scenario(["Ann", "Bob"]).cash(0, 10).green_room(0, "talent-agency")
    sc.display(star=["teen-idol"])
    sc.deck_top("star", "influencer", "living-legend", "extra-with-a-line")
    game = sc.start_turn(0)
    game.choose("use talent-agency")
    assert game.state.display["star"] == ["teen-idol"]  # "up to 3": nothing drawn yet
    assert options(game) == ["continue", "done"]
    game.choose("continue")
    assert game.state.display["star"] == ["teen-idol", "influencer"]
    decision = game.decision
    assert decision is not None and (decision.player, decision.kind) == (0, "card-choice")
    assert options(game) == ["continue", "done"]
    game.choose("continue")
    assert game.state.display["star"] == ["teen-idol", "influencer", "living-legend"]
    assert options(game) == ["continue", "done"]
    game.choose("continue")  # the third and last: no more asking
    assert game.state.display["star"] == [
        "teen-idol",
        "influencer",
        "living-legend",
        "extra-with-a-line",
    ]
    assert game.state.actions_left == 2
    assert game.state.discards["network"] == ["talent-agency"]
    game.choose("sign-star living-legend")  # one of the cards drawn
    assert game.state.actions_left == 1
    game.choose("sign-star influencer")
    ann = game.state.players[0]
    assert ann.green_room == ["living-legend", "influencer"]
    assert ann.cash == 10 - 8 - 2
    decision = game.decision
    assert decision is not None and decision.player == 1


def test_talent_agency_may_stop_drawing_early_and_still_gives_the_extra_action() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 10).green_room(0, "talent-agency")
    sc.deck_top("star", "influencer", "living-legend", "extra-with-a-line")
    game = sc.start_turn(0)
    play(game, "use talent-agency", "continue", "done")
    assert game.state.display["star"] == ["influencer"]
    assert game.state.actions_left == 2
    assert game.state.decks["star"].cards()[:2] == ["living-legend", "extra-with-a-line"]


def test_talent_agency_may_draw_no_star_at_all_for_just_the_extra_action() -> None:
    """ "Draw up to 3": none is allowed."""
    sc = Scenario(["Ann", "Bob"]).cash(0, 10).green_room(0, "talent-agency")
    sc.display(star=["teen-idol"]).deck_top("star", "influencer")
    game = sc.start_turn(0)
    play(game, "use talent-agency", "done")
    assert game.state.display["star"] == ["teen-idol"]
    assert game.state.decks["star"].cards()[0] == "influencer"
    assert game.state.actions_left == 2


def test_talent_agency_offers_no_more_draws_once_the_stars_run_out() -> None:
    """One star left in the deck, none in the discards: after drawing it, Ann is not asked to
    draw another, only to go on to her extra action."""
    sc = Scenario(["Ann", "Bob"]).cash(0, 10).green_room(0, "talent-agency")
    sc.empty_deck("star").deck_top("star", "influencer")
    game = sc.start_turn(0)
    play(game, "use talent-agency", "continue")
    decision = game.decision
    assert decision is not None and options(game) == ["done"]
    assert decision.prompt.startswith("Talent Agency: no star left to draw (1 of 3 drawn)")
    play(game, "done")
    assert game.state.display["star"][-1] == "influencer"
    assert game.state.actions_left == 2


def test_talent_agency_is_not_offered_once_you_have_passed() -> None:
    """Cards may be used after passing, but an extra action is no use to a player out of the
    round."""
    sc = Scenario(["Ann", "Bob"]).cash(0, 10).green_room(0, "talent-agency", "trendy-showrunner")
    sc.lineup(0, "primetime", "dawsons-reek")
    game = sc.start_turn(0)
    game.choose("pass cash")
    assert options(game) == ["use trendy-showrunner", "end-turn"]


def test_talent_agency_after_your_action_gives_one_more_action() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 10).green_room(0, "talent-agency")
    sc.display(star=["teen-idol"]).deck_top("star", "influencer")
    game = sc.start_turn(0)
    game.choose("sign-star teen-idol")
    assert options(game) == ["use talent-agency", "end-turn"]
    play(game, "use talent-agency", "continue", "done")
    assert game.state.actions_left == 1
    assert "sign-star influencer" in options(game)
    game.choose("sign-star influencer")
    ann = game.state.players[0]
    assert ann.green_room == ["teen-idol", "influencer"]
    assert ann.cash == 10 - 3 - 2


# -- Trendy Showrunner ----------------------------------------------------------------------------


def test_trendy_showrunner_moves_a_season_marker_up_a_row() -> None:
    sc = Scenario(["Ann", "Bob"]).green_room(0, "trendy-showrunner")
    sc.lineup(0, "primetime", "dawsons-reek", row=2, attachments=["tearful-ingenue"])
    game = sc.start_turn(0)
    game.choose("use trendy-showrunner")
    # the starters are on the top row: they can only go down
    assert options(game) == [
        "move daytime down",
        "move primetime up",
        "move primetime down",
        "move latenight down",
    ]
    game.choose("move primetime up")
    show = game.state.players[0].lineup[1]
    assert show is not None and show.row == 1
    assert game.state.discards["network"] == ["trendy-showrunner"]
    assert game.state.actions_left == 1


def test_trendy_showrunner_moves_a_season_marker_down_a_row() -> None:
    sc = Scenario(["Ann", "Bob"]).green_room(0, "trendy-showrunner")
    game = sc.start_turn(0)
    play(game, "use trendy-showrunner", "move daytime down")
    show = game.state.players[0].lineup[0]
    assert show is not None and show.card == "bowling-night-live" and show.row == 1


def test_trendy_showrunner_off_the_bottom_cancels_the_show() -> None:
    """ "You may move a show's marker off the bottom of its season track to cancel it." """
    sc = Scenario(["Ann", "Bob"]).green_room(0, "trendy-showrunner")
    sc.lineup(0, "primetime", "dawsons-reek", row=3, attachments=["tearful-ingenue"])
    game = sc.start_turn(0)
    play(game, "use trendy-showrunner", "move primetime down")
    ann = game.state.players[0]
    assert ann.lineup[1] is None
    assert ann.reruns == ["dawsons-reek"]
    assert game.state.discards["star"] == ["tearful-ingenue"]


def test_trendy_showrunner_with_no_shows_is_not_offered() -> None:
    sc = Scenario(["Ann", "Bob"]).green_room(0, "trendy-showrunner")
    for slot in ("daytime", "primetime", "latenight"):
        sc.lineup(0, slot, None)
    game = sc.start_turn(0)
    assert_refused(game, "use trendy-showrunner")


# -- Redemption Arc -------------------------------------------------------------------------------


def test_redemption_arc_rotates_an_upside_down_star_or_ad_rightside_up() -> None:
    sc = Scenario(["Ann", "Bob"]).green_room(0, "redemption-arc")
    sc.lineup(
        0,
        "primetime",
        "dawsons-reek",
        attachments=[("method-actor", False), ("luxury-sedan", False)],
    )
    sc.lineup(0, "daytime", "flounder-tank", attachments=["used-car-lot"])
    game = sc.start_turn(0)
    game.choose("use redemption-arc")
    assert options(game) == ["pick method-actor", "pick luxury-sedan"]  # not the upright ad
    game.choose("pick method-actor")
    show = game.state.players[0].lineup[1]
    assert show is not None
    assert show.attachments == (("method-actor", True), ("luxury-sedan", False))
    assert game.state.discards["network"] == ["redemption-arc"]


def test_redemption_arc_with_nothing_upside_down_is_not_offered() -> None:
    sc = Scenario(["Ann", "Bob"]).green_room(0, "redemption-arc")
    sc.lineup(0, "primetime", "dawsons-reek", attachments=["tearful-ingenue"])
    game = sc.start_turn(0)
    assert_refused(game, "use redemption-arc")


# -- Flexible Schedule ----------------------------------------------------------------------------


def test_flexible_schedule_produces_a_show_out_of_its_timeslot_without_penalty() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 10).green_room(0, "flexible-schedule", "tearful-ingenue")
    sc.display(show=["dawsons-reek"])  # prefers primetime
    game = sc.start_turn(0)
    assert_refused(game, "use flexible-schedule")  # only as you choose a timeslot
    play(game, "produce dawsons-reek", "pick tearful-ingenue")
    assert options(game) == [
        "timeslot daytime",
        "timeslot primetime",
        "timeslot latenight",
        "use flexible-schedule",
    ]
    play(game, "use flexible-schedule", "timeslot latenight")
    show = game.state.players[0].lineup[2]
    assert show is not None and show.card == "dawsons-reek"
    assert show.row == 0
    assert game.state.discards["network"] == ["flexible-schedule"]


# -- Star Search ----------------------------------------------------------------------------------


def test_star_search_costs_2m_to_take_then_signs_one_of_two_stars_for_free() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 3).display(network=["star-search"])
    sc.deck_top("star", "living-legend", "teen-idol")
    game = sc.start_turn(0)
    # network cards are free to take "unless the card's effect says otherwise": this one says so
    assert game.state.cards["star-search"].text.startswith("Costs $2M to take.")
    game.choose("take-network star-search")
    ann = game.state.players[0]
    assert ann.cash == 1
    assert ann.green_room == ["star-search"]
    assert options(game) == ["use star-search", "end-turn"]
    game.choose("use star-search")
    assert options(game) == ["pick living-legend", "pick teen-idol"]
    game.choose("pick living-legend")
    assert ann.cash == 1
    assert ann.green_room == ["living-legend"]
    assert game.state.discards["star"] == ["teen-idol"]
    assert game.state.discards["network"] == ["star-search"]


def test_star_search_cannot_be_taken_without_2m() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 1).display(network=["star-search"])
    game = sc.start_turn(0)
    assert_refused(game, "take-network star-search")


# -- Rebrand --------------------------------------------------------------------------------------


def test_rebrand_swaps_two_shows_keeping_markers_and_attachments() -> None:
    sc = Scenario(["Ann", "Bob"]).green_room(0, "rebrand")
    sc.lineup(0, "primetime", "dawsons-reek", row=1, attachments=["tearful-ingenue"])
    game = sc.start_turn(0)
    game.choose("use rebrand")
    assert options(game) == [
        "swap daytime primetime",
        "swap daytime latenight",
        "swap primetime latenight",
    ]
    game.choose("swap daytime primetime")
    lineup = game.state.players[0].lineup
    assert lineup[0] is not None and lineup[1] is not None
    assert (lineup[0].card, lineup[0].row, lineup[0].attachments) == (
        "dawsons-reek",
        1,
        (("tearful-ingenue", True),),
    )
    assert (lineup[1].card, lineup[1].row) == ("bowling-night-live", 0)
    assert game.state.discards["network"] == ["rebrand"]


def test_rebrand_with_fewer_than_two_shows_is_not_offered() -> None:
    sc = Scenario(["Ann", "Bob"]).green_room(0, "rebrand")
    sc.lineup(0, "daytime", None).lineup(0, "latenight", None)
    game = sc.start_turn(0)
    assert_refused(game, "use rebrand")


def test_talent_agency_words_its_two_choices() -> None:
    """Its draw-or-stop question says what each does: not "Continue · go on"."""
    sc = Scenario(["Ann", "Bob"]).cash(0, 10).green_room(0, "talent-agency")
    sc.display(star=["teen-idol"])
    sc.deck_top("star", "influencer", "living-legend", "extra-with-a-line")
    game = sc.start_turn(0)
    game.choose("use talent-agency")
    view = game.view(0)
    draw, stop = game.decision.options  # type: ignore[union-attr]
    assert option_label(view.state.cards, draw, view.state) == "Draw a star"
    assert option_preview(view, draw) == "then draws a star"
    assert option_label(view.state.cards, stop, view.state) == "Stop drawing"
    # Talent Agency is used up: no network card is left to use before the action
    assert option_preview(view, stop).endswith("; then you take an action")
