"""Star and ad conditions (rulebook p. 12, RULINGS section 6) and replacing attachments by type
(rulebook p. 8, "Adding and Replacing Stars and Ads", "Replacing Cards in Wild Slots")."""

from __future__ import annotations

from itertools import product

import pytest

from primetime import Game
from primetime.engine.attach_listing import attach_options
from primetime.engine.scenario import Scenario
from primetime.engine.slot_counts import add, fits, one_more_fits
from primetime.engine.state import LineupShow

SLOTS = {"daytime": 0, "primetime": 1, "latenight": 2}


def texts(game: Game) -> list[str]:
    assert game.decision is not None
    return [str(o) for o in game.decision.options]


def produced(show: str, picks: list[str], timeslot: str, green_room: tuple[str, ...] = ()) -> Game:
    """Ann (with $20M) produces `show` from the display, attaching `picks`, into `timeslot`."""
    sc = Scenario(["Ann", "Bob"]).cash(0, 20).display(show=[show])
    sc.green_room(0, *picks, *green_room)
    game = sc.start_turn(0)
    game.choose(f"produce {show}")
    for card in picks:
        game.choose(f"pick {card}")
    if "done" in texts(game):
        game.choose("done")
    game.choose(f"timeslot {timeslot}")
    return game


def on(game: Game, timeslot: str) -> LineupShow:
    show = game.state.players[0].lineup[SLOTS[timeslot]]
    assert show is not None
    return show


# -- each kind of condition ------------------------------------------------------------------


@pytest.mark.parametrize(
    "show, timeslot, upright",
    [("hard-knockoffs", "latenight", True), ("normal-stuff", "primetime", False)],
)
def test_genre_condition(show: str, timeslot: str, upright: bool) -> None:
    game = produced(show, ["retired-slugger"], timeslot)  # sports condition
    assert on(game, timeslot).attachments == (("retired-slugger", upright),)


@pytest.mark.parametrize(
    "star, upright",
    [("scream-queen", True), ("former-pro-wrestler", False)],  # scifi|drama, sports|action
)
def test_either_of_two_genres(star: str, upright: bool) -> None:
    game = produced("dawsons-reek", [star], "primetime")  # drama
    assert on(game, "primetime").attachments == ((star, upright),)


@pytest.mark.parametrize(
    "timeslot, row, upright",
    [("daytime", 2, True), ("primetime", 0, False)],
)
def test_timeslot_condition_uses_the_slot_the_show_occupies(
    timeslot: str, row: int, upright: bool
) -> None:
    # Dawson's Reek prefers primetime; Soap Opera Legend wants daytime
    game = produced("dawsons-reek", ["soap-opera-legend"], timeslot)
    show = on(game, timeslot)
    assert show.row == row
    assert show.attachments == (("soap-opera-legend", upright),)


def test_with_star_alone_is_upside_down() -> None:
    game = produced("friday-night-bites", ["cheeky-friend"], "latenight")
    assert on(game, "latenight").attachments == (("cheeky-friend", False),)


def test_two_with_star_stars_attached_together_satisfy_each_other() -> None:
    # conditions are checked once everything is on the show
    game = produced("friday-night-bites", ["cheeky-friend", "buddy-cop-partner"], "latenight")
    assert on(game, "latenight").attachments == (
        ("cheeky-friend", True),
        ("buddy-cop-partner", True),
    )


def test_with_star_ad_needs_a_star_on_the_show() -> None:
    game = produced("dawsons-reek", ["character-actor", "celebrity-endorsement"], "primetime")
    assert on(game, "primetime").attachments == (
        ("character-actor", True),
        ("celebrity-endorsement", True),
    )


def test_no_other_stars_never_counts_itself() -> None:
    game = produced("friday-night-bites", ["one-woman-show"], "latenight")
    assert on(game, "latenight").attachments == (("one-woman-show", True),)


def test_no_other_stars_with_another_star() -> None:
    game = produced("friday-night-bites", ["one-woman-show", "character-actor"], "latenight")
    assert on(game, "latenight").attachments == (
        ("one-woman-show", False),
        ("character-actor", True),
    )


def test_no_other_ads() -> None:
    alone = produced("flounder-tank", ["exclusive-sponsor"], "primetime")
    assert on(alone, "primetime").attachments == (("exclusive-sponsor", True),)
    shared = produced("flounder-tank", ["exclusive-sponsor", "pet-insurance"], "primetime")
    assert on(shared, "primetime").attachments == (
        ("exclusive-sponsor", False),
        ("pet-insurance", True),
    )


def test_no_other_ads_ignores_stars() -> None:
    game = produced("dawsons-reek", ["indie-darling", "used-car-lot"], "primetime")
    assert on(game, "primetime").attachments == (("indie-darling", False), ("used-car-lot", True))
    game = produced("friday-night-bites", ["indie-darling", "character-actor"], "latenight")
    assert on(game, "latenight").attachments == (("indie-darling", True), ("character-actor", True))


def test_with_ad() -> None:
    together = produced("flounder-tank", ["soda-cross-promotion", "pet-insurance"], "primetime")
    assert on(together, "primetime").attachments == (
        ("soda-cross-promotion", True),
        ("pet-insurance", True),
    )
    alone = produced("flounder-tank", ["soda-cross-promotion"], "primetime")
    assert on(alone, "primetime").attachments == (("soda-cross-promotion", False),)
    # a star is not an ad
    starred = produced("dawsons-reek", ["character-actor", "soda-cross-promotion"], "primetime")
    assert on(starred, "primetime").attachments == (
        ("character-actor", True),
        ("soda-cross-promotion", False),
    )


@pytest.mark.parametrize(
    "network, upright",
    [(("streaming-deal", "award-show"), True), (("streaming-deal",), False)],
)
def test_two_network_cards_in_the_green_room(network: tuple[str, ...], upright: bool) -> None:
    # network cards placed directly in the green room (never taken: their effects are elsewhere)
    game = produced("dawsons-reek", ["studio-heads-nephew"], "primetime", green_room=network)
    assert on(game, "primetime").attachments == (("studio-heads-nephew", upright),)
    assert game.state.players[0].green_room == list(network)


# -- an attachment keeps its side ------------------------------------------------------------


def test_a_rotated_card_stays_rotated_when_its_condition_is_met_later() -> None:
    sc = Scenario(["Ann", "Bob"]).green_room(0, "buddy-cop-partner")
    sc.lineup(0, "latenight", "friday-night-bites", attachments=[("cheeky-friend", False)])
    game = sc.start_turn(0)
    game.choose("attach buddy-cop-partner latenight")
    # the new star sees Cheeky Friend; Cheeky Friend is not turned back up
    assert on(game, "latenight").attachments == (
        ("cheeky-friend", False),
        ("buddy-cop-partner", True),
    )


def test_an_upright_card_stays_upright_when_its_condition_fails_later() -> None:
    sc = Scenario(["Ann", "Bob"]).green_room(0, "teen-idol")
    sc.lineup(0, "latenight", "friday-night-bites", attachments=["one-woman-show"])
    game = sc.start_turn(0)
    game.choose("attach teen-idol latenight")
    assert on(game, "latenight").attachments == (("one-woman-show", True), ("teen-idol", True))


def test_a_replacement_checks_its_condition_without_the_card_it_replaces() -> None:
    sc = Scenario(["Ann", "Bob"]).green_room(0, "one-woman-show")
    sc.lineup(0, "primetime", "dawsons-reek", attachments=["teen-idol"])
    game = sc.start_turn(0)
    game.choose("attach one-woman-show primetime replacing teen-idol")
    assert on(game, "primetime").attachments == (("one-woman-show", True),)


def test_a_replacement_sees_the_cards_that_stay() -> None:
    sc = Scenario(["Ann", "Bob"]).green_room(0, "one-woman-show")
    sc.lineup(0, "latenight", "friday-night-bites", attachments=["teen-idol", "character-actor"])
    game = sc.start_turn(0)
    game.choose("attach one-woman-show latenight replacing teen-idol")
    assert on(game, "latenight").attachments == (
        ("character-actor", True),
        ("one-woman-show", False),
    )
    assert game.state.discards["star"] == ["teen-idol"]


# -- replacing by type -----------------------------------------------------------------------


def test_on_a_show_with_a_wild_slot_a_star_may_replace_an_ad_in_it() -> None:
    sc = Scenario(["Ann", "Bob"]).green_room(0, "teen-idol")
    sc.lineup(0, "latenight", "quantum-leapfrog", attachments=["character-actor", "used-car-lot"])
    game = sc.start_turn(0)
    assert [t for t in texts(game) if t.startswith("attach teen-idol latenight")] == [
        "attach teen-idol latenight replacing character-actor",
        "attach teen-idol latenight replacing used-car-lot",
    ]


def test_without_a_wild_slot_a_replacement_must_be_of_the_same_type() -> None:
    # Arrested Developer has an optional star slot and an optional ad slot, no wild slot. "You can
    # discard an attachment from a show and replace it with another of the same type"; only wild
    # slots allow the opposite type. Adding the ad to the empty ad slot is the legal action.
    sc = Scenario(["Ann", "Bob"]).green_room(0, "pet-insurance")
    for slot in ("daytime", "primetime", "latenight"):
        sc.lineup(0, slot, None)
    sc.lineup(0, "daytime", "arrested-developer", attachments=["character-actor"])
    game = sc.start_turn(0)
    assert [t for t in texts(game) if t.startswith("attach")] == [
        "attach pet-insurance daytime",
    ]


def test_what_a_show_allows_is_worked_out_anew_once_a_card_is_attached() -> None:
    # Arrested Developer: an optional star slot and an optional ad slot. Either star fits it
    # empty; once one is attached, the other may only replace it.
    sc = Scenario(["Ann", "Bob"]).green_room(0, "teen-idol", "one-woman-show")
    for slot in ("daytime", "primetime", "latenight"):
        sc.lineup(0, slot, None)
    sc.lineup(0, "daytime", "arrested-developer")
    game = sc.start_turn(0)
    assert [t for t in texts(game) if t.startswith("attach")] == [
        "attach teen-idol daytime",
        "attach one-woman-show daytime",
    ]
    game.choose("attach teen-idol daytime")
    assert [str(o) for o in attach_options(game.state, 0)] == [
        "attach one-woman-show daytime replacing teen-idol"
    ]


def test_one_more_fits_is_fits_of_one_card_added() -> None:
    """`slot_counts.one_more_fits` is `fits` of `add` for each slot class, for every small count."""
    for s, a, w, stars, ads, flex in product(range(4), repeat=6):
        capacity, classes = (s, a, w), (stars, ads, flex)
        expected = tuple(fits(capacity, add(classes, k)) for k in ("star", "ad", "flex"))
        assert one_more_fits(capacity, classes) == expected
