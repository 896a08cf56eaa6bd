"""Use Once network cards: used on your turn, before, during or after your action, then discarded.

Rulebook, Taking Network Cards: "Use Once: You may use this card once per game, then discard it."
Using Network Cards: "You may use network cards in your green room at any time on your turn, in
addition to your normal action ... either before, during, or after your action."
Card Clarifications, and RULINGS section 4 for the card texts.
"""

from __future__ import annotations

from helpers import assert_refused, options, play
from primetime import Game
from primetime.engine.scenario import Scenario


def slots(game: Game, player: int = 0) -> list[str | None]:
    return [s.card if s else None for s in game.state.players[player].lineup]


# -- the Use Once type ----------------------------------------------------------------------------


def test_a_use_once_card_is_offered_before_the_action_and_the_action_is_still_to_take() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 5).green_room(0, "spinoff")
    sc.lineup(0, "primetime", "dawsons-reek", attachments=["tearful-ingenue"])
    sc.display(ad=["used-car-lot"])
    game = sc.start_turn(0)
    assert options(game)[-1] == "use spinoff"
    assert "end-turn" not in options(game)
    play(game, "use spinoff", "pick tearful-ingenue")
    ann = game.state.players[0]
    assert ann.green_room == ["tearful-ingenue"]
    assert game.state.discards["network"] == ["spinoff"]
    decision = game.decision
    assert decision is not None and (decision.player, decision.kind) == (0, "turn")
    assert game.state.actions_left == 1
    assert "sign-ad used-car-lot" in options(game)
    assert "end-turn" not in options(game)


def test_a_use_once_card_is_offered_after_the_action_beside_end_turn() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 5).green_room(0, "spinoff")
    sc.lineup(0, "primetime", "dawsons-reek", attachments=["tearful-ingenue"])
    sc.display(ad=["used-car-lot"])
    game = sc.start_turn(0)
    game.choose("sign-ad used-car-lot")
    assert options(game) == ["use spinoff", "end-turn"]
    play(game, "use spinoff", "pick tearful-ingenue")
    # nothing left to do: the turn ends by itself
    decision = game.decision
    assert decision is not None and decision.player == 1
    assert game.state.players[0].green_room == ["used-car-lot", "tearful-ingenue"]
    assert game.state.discards["network"] == ["spinoff"]


def test_a_use_once_card_already_used_is_not_offered_again() -> None:
    sc = Scenario(["Ann", "Bob"]).green_room(0, "spinoff")
    sc.lineup(0, "primetime", "dawsons-reek", attachments=["tearful-ingenue", "pet-insurance"])
    game = sc.start_turn(0)
    play(game, "use spinoff", "pick tearful-ingenue")
    assert_refused(game, "use spinoff")  # pet insurance would still be a target


def test_a_use_once_card_is_not_offered_on_another_players_turn() -> None:
    sc = Scenario(["Ann", "Bob"]).green_room(0, "spinoff")
    sc.lineup(0, "primetime", "dawsons-reek", attachments=["tearful-ingenue"])
    game = sc.start_turn(1)
    decision = game.decision
    assert decision is not None and decision.player == 1
    assert_refused(game, "use spinoff")


# -- Ensemble Cast --------------------------------------------------------------------------------


def _ensemble_production(*stars: str) -> Game:
    sc = Scenario(["Ann", "Bob"]).cash(0, 10).green_room(0, "ensemble-cast", *stars)
    sc.display(show=["dawsons-reek"])  # 1 star slot (required), 1 optional ad slot
    game = sc.start_turn(0)
    assert "use ensemble-cast" not in options(game)  # only while producing or adding a star
    game.choose("produce dawsons-reek")
    return game


def test_ensemble_cast_is_offered_while_producing_and_attaches_two_stars_beyond_the_slots() -> None:
    game = _ensemble_production("tearful-ingenue", "method-actor", "extra-with-a-line")
    decision = game.decision
    assert decision is not None and decision.kind == "production-attach"
    assert "use ensemble-cast" in options(game)
    play(game, "use ensemble-cast")
    assert game.state.discards["network"] == ["ensemble-cast"]
    play(
        game,
        "pick tearful-ingenue",
        "pick method-actor",
        "pick extra-with-a-line",
        "timeslot primetime",
    )
    show = game.state.players[0].lineup[1]
    assert show is not None and show.card == "dawsons-reek"
    assert show.attachments == (
        ("tearful-ingenue", True),
        ("method-actor", True),
        ("extra-with-a-line", True),
    )
    assert show.extra_slots == ("star", "star")


def test_ensemble_cast_allows_at_most_two_extra_stars() -> None:
    game = _ensemble_production("tearful-ingenue", "method-actor", "extra-with-a-line", "teen-idol")
    play(
        game,
        "use ensemble-cast",
        "pick tearful-ingenue",
        "pick method-actor",
        "pick extra-with-a-line",
    )
    # a fourth star does not fit: the attach step ends by itself
    decision = game.decision
    assert decision is not None and decision.kind == "production-timeslot"
    game.choose("timeslot primetime")
    assert game.state.players[0].green_room == ["teen-idol"]


def test_ensemble_cast_is_not_offered_while_producing_without_a_star_to_attach() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 10).green_room(0, "ensemble-cast", "pet-insurance")
    sc.display(show=["flounder-tank"])
    game = sc.start_turn(0)
    game.choose("produce flounder-tank")
    assert options(game) == ["pick pet-insurance"]
    assert_refused(game, "use ensemble-cast")


def test_ensemble_cast_with_add_or_replace_adds_only_one_star() -> None:
    """ "If you use this when taking an Add or Replace action, you may still only add or replace
    1 star." """
    sc = Scenario(["Ann", "Bob"]).green_room(0, "ensemble-cast", "teen-idol", "influencer")
    sc.lineup(0, "primetime", "dawsons-reek", attachments=["tearful-ingenue"])
    game = sc.start_turn(0)
    assert "attach teen-idol primetime using ensemble-cast" in options(game)
    assert "attach teen-idol primetime" not in options(game)  # its only star slot is full
    game.choose("attach teen-idol primetime using ensemble-cast")
    ann = game.state.players[0]
    show = ann.lineup[1]
    assert show is not None
    assert show.attachments == (("tearful-ingenue", True), ("teen-idol", True))
    assert show.extra_slots == ("star",)
    assert ann.green_room == ["influencer"]
    assert game.state.discards["network"] == ["ensemble-cast"]
    decision = game.decision
    assert decision is not None and decision.player == 1  # the action is over


def test_ensemble_cast_stars_remain_on_the_show_after_the_turn_ends() -> None:
    """ "Any stars you attach in the extra slots remain on the show after your turn ends." """
    game = _ensemble_production("tearful-ingenue", "method-actor", "extra-with-a-line")
    play(
        game,
        "use ensemble-cast",
        "pick tearful-ingenue",
        "pick method-actor",
        "pick extra-with-a-line",
        "timeslot primetime",
    )
    play(game, "pass cash", "pass cash")  # Bob, then Ann: the round ends
    assert game.state.round == 2
    show = game.state.players[0].lineup[1]
    assert show is not None and show.card == "dawsons-reek" and show.row == 1
    assert show.attachments == (
        ("tearful-ingenue", True),
        ("method-actor", True),
        ("extra-with-a-line", True),
    )
    # Bowling Night Live, Dawson's Reek with its three stars, Cheap Laughs
    assert game.state.players[0].round_scores == [4 + 7 + 4 + 6 + 1 + 3]


# -- Mid-Season Refresh ---------------------------------------------------------------------------


def test_mid_season_refresh_deals_three_shows_then_you_discard_any_three() -> None:
    sc = Scenario(["Ann", "Bob"]).green_room(0, "mid-season-refresh")
    sc.display(show=["dawsons-reek", "dextrous"])
    sc.deck_top("show", "sportsedges", "car-chases-without-context", "normal-stuff")
    game = sc.start_turn(0)
    game.choose("use mid-season-refresh")
    assert game.state.display["show"] == [
        "dawsons-reek",
        "dextrous",
        "sportsedges",
        "car-chases-without-context",
        "normal-stuff",
    ]
    assert options(game) == [
        "pick dawsons-reek",
        "pick dextrous",
        "pick sportsedges",
        "pick car-chases-without-context",
        "pick normal-stuff",
    ]
    play(game, "pick dawsons-reek", "pick sportsedges")  # one of them drawn just now
    assert options(game) == [
        "pick dextrous",
        "pick car-chases-without-context",
        "pick normal-stuff",
    ]
    game.choose("pick dextrous")
    assert game.state.discards["show"] == ["dawsons-reek", "sportsedges", "dextrous"]
    assert [c for c in game.state.display["show"] if c] == [
        "car-chases-without-context",
        "normal-stuff",
    ]
    assert game.state.discards["network"] == ["mid-season-refresh"]


def test_mid_season_refresh_before_your_action_lets_you_produce_a_show_drawn() -> None:
    """ "If you use this before taking an action, you may use your action to produce a show." """
    sc = Scenario(["Ann", "Bob"]).cash(0, 6).green_room(0, "mid-season-refresh")
    sc.deck_top("show", "sportsedges", "car-chases-without-context", "normal-stuff")
    sc.display(show=["dawsons-reek", "dextrous"])
    game = sc.start_turn(0)
    play(game, "use mid-season-refresh", "pick dawsons-reek", "pick dextrous", "pick sportsedges")
    assert game.state.actions_left == 1
    assert "produce car-chases-without-context" in options(game)
    play(game, "produce car-chases-without-context", "timeslot latenight")
    ann = game.state.players[0]
    assert slots(game) == [
        "bowling-night-live",
        "space-patrol-classics",
        "car-chases-without-context",
    ]
    assert ann.cash == 6 - 4


def test_mid_season_refresh_after_your_action() -> None:
    sc = Scenario(["Ann", "Bob"]).green_room(0, "mid-season-refresh")
    sc.display(show=["dawsons-reek"], ad=["used-car-lot"])
    sc.deck_top("show", "sportsedges", "car-chases-without-context", "normal-stuff")
    game = sc.start_turn(0)
    game.choose("sign-ad used-car-lot")
    assert options(game) == ["use mid-season-refresh", "end-turn"]
    play(
        game, "use mid-season-refresh", "pick normal-stuff", "pick dawsons-reek", "pick sportsedges"
    )
    assert [c for c in game.state.display["show"] if c] == ["car-chases-without-context"]
    decision = game.decision
    assert decision is not None and decision.player == 1


def test_mid_season_refresh_discards_only_the_shows_there_are() -> None:
    """The show deck and its discards are empty: nothing is dealt, and of the one show in the
    display only that one is discarded."""
    sc = Scenario(["Ann", "Bob"]).green_room(0, "mid-season-refresh")
    sc.display(show=["dawsons-reek"]).empty_deck("show")
    game = sc.start_turn(0)
    game.choose("use mid-season-refresh")
    assert options(game) == ["pick dawsons-reek"]
    game.choose("pick dawsons-reek")
    assert game.state.display["show"] == [None]
    assert game.state.discards["show"] == ["dawsons-reek"]
    decision = game.decision
    assert decision is not None and (decision.player, decision.kind) == (0, "turn")


# -- Preempted Timeslot ---------------------------------------------------------------------------


def test_preempted_timeslot_doubles_the_cash_bonus_when_you_pass() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 3).green_room(0, "preempted-timeslot")
    game = sc.start_turn(0)
    assert_refused(game, "use preempted-timeslot")  # only when you pass
    game.choose("pass cash")
    decision = game.decision
    assert decision is not None and (decision.player, decision.kind) == (0, "use-at")
    assert options(game) == ["use preempted-timeslot", "done"]
    game.choose("use preempted-timeslot")
    ann = game.state.players[0]
    assert ann.cash == 3 + 2 * 10
    assert ann.green_room == []
    assert game.state.discards["network"] == ["preempted-timeslot"]
    assert game.state.pass_track == [0]


def test_preempted_timeslot_doubles_the_viewer_bonus_when_you_pass() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 3).green_room(0, "preempted-timeslot")
    game = sc.start_turn(0)
    play(game, "pass viewers", "use preempted-timeslot")
    ann = game.state.players[0]
    assert ann.pass_viewers == 2 * 6
    assert ann.cash == 3


def test_preempted_timeslot_doubles_the_last_to_pass_cash() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 0).green_room(0, "preempted-timeslot").passed(1)
    game = sc.start_turn(0)
    assert options(game) == ["pass cash"]
    play(game, "pass cash", "use preempted-timeslot")
    assert game.state.players[0].cash == 2 * 2


def test_preempted_timeslot_is_optional_and_stays_if_not_used() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 3).green_room(0, "preempted-timeslot")
    game = sc.start_turn(0)
    play(game, "pass cash", "done")
    ann = game.state.players[0]
    assert ann.cash == 3 + 10
    assert ann.green_room == ["preempted-timeslot"]


# -- Spinoff --------------------------------------------------------------------------------------


def test_spinoff_returns_a_star_or_ad_of_your_choice_to_your_green_room() -> None:
    sc = Scenario(["Ann", "Bob"]).green_room(0, "spinoff")
    sc.lineup(0, "primetime", "dawsons-reek", attachments=["tearful-ingenue", "luxury-perfume"])
    sc.lineup(0, "daytime", "flounder-tank", attachments=["pet-insurance"])
    game = sc.start_turn(0)
    game.choose("use spinoff")
    decision = game.decision
    assert decision is not None and (decision.player, decision.kind) == (0, "card-choice")
    assert options(game) == ["pick pet-insurance", "pick tearful-ingenue", "pick luxury-perfume"]
    game.choose("pick luxury-perfume")
    ann = game.state.players[0]
    assert ann.green_room == ["luxury-perfume"]
    assert ann.lineup[1] is not None
    assert ann.lineup[1].attachments == (("tearful-ingenue", True),)
    assert game.state.discards["ad"] == []
    assert game.state.discards["network"] == ["spinoff"]


def test_spinoff_of_a_card_in_a_required_slot_does_not_cancel_the_show() -> None:
    """ "You do not have to cancel a show if you return a star or ad that filled a required
    slot." """
    sc = Scenario(["Ann", "Bob"]).green_room(0, "spinoff")
    sc.lineup(0, "primetime", "dawsons-reek", row=1, attachments=["tearful-ingenue"])
    game = sc.start_turn(0)
    play(game, "use spinoff", "pick tearful-ingenue")
    ann = game.state.players[0]
    show = ann.lineup[1]
    assert show is not None and show.card == "dawsons-reek" and show.row == 1
    assert show.attachments == ()
    assert ann.reruns == []
    assert ann.green_room == ["tearful-ingenue"]


def test_spinoff_may_be_used_immediately_before_canceling_a_show() -> None:
    """ "You may play this immediately before canceling a show on your turn": while producing, as
    you choose the timeslot, a star is saved from the show you are about to cancel."""
    sc = Scenario(["Ann", "Bob"]).cash(0, 10).green_room(0, "spinoff", "tearful-ingenue")
    sc.display(show=["dawsons-reek"])
    sc.lineup(
        0, "primetime", "normal-stuff", row=2, attachments=["lovable-neighbor", "pet-insurance"]
    )
    game = sc.start_turn(0)
    play(game, "produce dawsons-reek", "pick tearful-ingenue")
    decision = game.decision
    assert decision is not None and decision.kind == "production-timeslot"
    assert options(game) == [
        "timeslot daytime",
        "timeslot primetime",
        "timeslot latenight",
        "use spinoff",
    ]
    play(game, "use spinoff", "pick lovable-neighbor", "timeslot primetime")
    ann = game.state.players[0]
    assert ann.green_room == ["lovable-neighbor"]
    assert ann.reruns == ["normal-stuff"]
    assert game.state.discards["ad"] == ["pet-insurance"]
    assert game.state.discards["star"] == []
    show = ann.lineup[1]
    assert show is not None and show.card == "dawsons-reek"


def test_spinoff_may_be_used_immediately_before_writeoff_cancels_a_show() -> None:
    """Spinoff: "You may play this immediately before canceling a show on your turn." Writeoff
    (taken as Ann's action) cancels Cheap Laughs, her show with the fewest viewers; just before,
    Ann returns its ad to her green room."""
    sc = Scenario(["Ann", "Bob"]).cash(0, 1).green_room(0, "spinoff")
    sc.lineup(0, "primetime", "space-patrol-classics", row=0)
    sc.lineup(0, "latenight", "cheap-laughs", row=1, attachments=["used-car-lot"])
    sc.display(network=["writeoff"])
    game = sc.start_turn(0)
    game.choose("take-network writeoff")
    decision = game.decision
    assert decision is not None and (decision.player, decision.kind) == (0, "use-at")
    assert options(game) == ["use spinoff", "done"]
    ann = game.state.players[0]
    assert ann.cash == 1 and ann.reruns == []  # nothing canceled or gained yet
    play(game, "use spinoff", "pick used-car-lot")
    assert ann.green_room == ["used-car-lot"]
    assert ann.lineup[2] is None
    assert ann.reruns == ["cheap-laughs"]
    assert ann.cash == 1 + 6
    assert game.state.discards["ad"] == []
    assert game.state.discards["network"] == ["spinoff", "writeoff"]


def test_spinoff_before_writeoff_is_optional() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 1).green_room(0, "spinoff")
    sc.lineup(0, "primetime", "space-patrol-classics", row=0)
    sc.lineup(0, "latenight", "cheap-laughs", row=1, attachments=["used-car-lot"])
    sc.display(network=["writeoff"])
    game = sc.start_turn(0)
    play(game, "take-network writeoff", "done")
    ann = game.state.players[0]
    assert ann.green_room == ["spinoff"]
    assert ann.reruns == ["cheap-laughs"]
    assert ann.cash == 1 + 6
    assert game.state.discards["ad"] == ["used-car-lot"]
    assert game.state.discards["network"] == ["writeoff"]


def test_spinoff_before_writeoff_kept_from_c_suite_connections() -> None:
    """Writeoff kept from C-Suite Connections resolves at once; Spinoff is offered just before it
    cancels Cheap Laughs (the fewest viewers: 2, Space Patrol Classics' row scores 3)."""
    sc = Scenario(["Ann", "Bob"]).cash(0, 0).green_room(0, "spinoff")
    sc.lineup(0, "primetime", "space-patrol-classics", row=0)
    sc.lineup(0, "latenight", "cheap-laughs", row=1, attachments=["used-car-lot"])
    sc.deck_top("network", "writeoff", "award-show", "rebrand")
    sc.display(network=["c-suite-connections"])
    game = sc.start_turn(0)
    play(game, "take-network c-suite-connections", "pick writeoff")
    assert options(game) == ["use spinoff", "done"]
    play(game, "use spinoff", "pick used-car-lot")
    ann = game.state.players[0]
    assert ann.green_room == ["used-car-lot"]
    assert ann.reruns == ["cheap-laughs"]
    assert ann.cash == 6
    assert sorted(game.state.discards["network"]) == [
        "award-show",
        "c-suite-connections",
        "rebrand",
        "spinoff",
        "writeoff",
    ]


def test_spinoff_may_be_used_immediately_before_trendy_showrunner_cancels_a_show() -> None:
    """Trendy Showrunner: "You may move a show's marker off the bottom of its season track to
    cancel it." Spinoff saves the show's star just before."""
    sc = Scenario(["Ann", "Bob"]).green_room(0, "trendy-showrunner", "spinoff")
    sc.lineup(0, "primetime", "dawsons-reek", row=3, attachments=["tearful-ingenue"])
    game = sc.start_turn(0)
    play(game, "use trendy-showrunner", "move primetime down")
    assert options(game) == ["use spinoff", "done"]
    play(game, "use spinoff", "pick tearful-ingenue")
    ann = game.state.players[0]
    assert ann.lineup[1] is None
    assert ann.reruns == ["dawsons-reek"]
    assert ann.green_room == ["tearful-ingenue"]
    assert game.state.discards["star"] == []
    assert game.state.actions_left == 1


def test_spinoff_with_no_star_or_ad_in_your_lineup_is_not_offered() -> None:
    sc = Scenario(["Ann", "Bob"]).green_room(0, "spinoff", "tearful-ingenue")
    game = sc.start_turn(0)
    assert_refused(game, "use spinoff")


# -- Slots an effect added last only while filled -------------------------------------------------


def test_a_slot_ensemble_cast_added_goes_when_spinoff_takes_its_star_back() -> None:
    """A show's slots are also the most it can hold: once the extra star leaves, a plain Add may
    not put a second star on a one-star show."""
    sc = Scenario(["Ann", "Bob"]).green_room(0, "ensemble-cast", "spinoff", "teen-idol")
    sc.green_room(0, "influencer")
    sc.lineup(0, "primetime", "dawsons-reek", attachments=["tearful-ingenue"])
    game = sc.start_turn(0)
    game.choose("attach teen-idol primetime using ensemble-cast")
    ann = game.state.players[0]
    assert ann.lineup[1].extra_slots == ("star",)  # type: ignore[union-attr]
    play(game, "use spinoff", "pick teen-idol", "pass viewers")  # then Bob passes
    show = ann.lineup[1]
    assert show is not None
    assert show.attachments == (("tearful-ingenue", True),) and show.extra_slots == ()
    assert ann.green_room == ["influencer", "teen-idol"]
    decision = game.decision
    assert decision is not None and decision.player == 0
    assert "attach influencer primetime" not in options(game)
    assert_refused(game, "attach influencer primetime")


def test_replacing_the_star_in_an_added_slot_keeps_the_slot() -> None:
    sc = Scenario(["Ann", "Bob"]).green_room(0, "influencer")
    sc.lineup(
        0,
        "primetime",
        "dawsons-reek",
        attachments=["tearful-ingenue", "teen-idol"],
        extra_slots=("star",),
    )
    game = sc.start_turn(0)
    game.choose("attach influencer primetime replacing teen-idol")
    show = game.state.players[0].lineup[1]
    assert show is not None
    assert show.attachments == (("tearful-ingenue", True), ("influencer", True))
    assert show.extra_slots == ("star",)


# -- Using cards after passing --------------------------------------------------------------------


def test_network_cards_may_be_used_after_passing_in_the_same_turn() -> None:
    """ "You may use any number of network cards in a single turn, either before, during, or after
    your action" - passing is an action."""
    sc = Scenario(["Ann", "Bob", "Cy"]).green_room(0, "trendy-showrunner")
    sc.lineup(0, "primetime", "dawsons-reek", row=1)
    game = sc.start_turn(0)
    game.choose("pass cash")
    assert game.state.pass_track == [0]
    decision = game.decision
    assert decision is not None and decision.player == 0
    assert options(game) == ["use trendy-showrunner", "end-turn"]
    play(game, "use trendy-showrunner")
    assert game.decision is not None and game.decision.player == 0  # moving the marker
    assert game.state.players[0].lineup[1].row == 1  # type: ignore[union-attr]
