"""Actions (rulebook p. 6-8): sign a star, sign an ad, take a network card, produce a show, add or
replace a star or ad; one action per turn, play passing clockwise."""

from __future__ import annotations

import pytest

from primetime import Game, IllegalChoice
from primetime.engine.scenario import Scenario


def texts(game: Game) -> list[str]:
    assert game.decision is not None
    return [str(o) for o in game.decision.options]


def bare(players: int = 2) -> Scenario:
    """A scenario whose first player has an empty lineup (nothing to attach to by accident)."""
    sc = Scenario(["Ann", "Bob", "Cy", "Di", "Ed"][:players])
    for slot in ("daytime", "primetime", "latenight"):
        sc.lineup(0, slot, None)
    return sc


# -- signing stars ---------------------------------------------------------------------------


def test_sign_a_star_pays_its_cost_into_the_green_room() -> None:
    sc = bare().cash(0, 7).display(star=["character-actor", "living-legend"])
    game = sc.start_turn(0)
    game.choose("sign-star character-actor")
    ann = game.state.players[0]
    assert ann.cash == 7 - 3
    assert ann.green_room == ["character-actor"]
    # not replaced during the round: its place in the display stays empty
    assert game.state.display["star"] == [None, "living-legend"]
    assert game.decision is not None and game.decision.player == 1


def test_a_star_you_cannot_afford_is_not_offered() -> None:
    sc = bare().cash(0, 7).display(star=["character-actor", "living-legend", "a-list-superstar"])
    game = sc.start_turn(0)
    # $3M and $7M are affordable with $7M; the $8M Living Legend is not
    assert [t for t in texts(game) if t.startswith("sign-star")] == [
        "sign-star character-actor",
        "sign-star a-list-superstar",
    ]
    with pytest.raises(IllegalChoice):
        game.choose("sign-star living-legend")
    assert game.state.players[0].cash == 7


# -- signing ads -----------------------------------------------------------------------------


def test_sign_an_ad_gains_its_bonus() -> None:
    sc = bare().cash(0, 0).display(ad=["home-security-system", "pet-insurance"])
    game = sc.start_turn(0)
    # ads cost nothing: both offered with $0M
    assert [t for t in texts(game) if t.startswith("sign-ad")] == [
        "sign-ad home-security-system",
        "sign-ad pet-insurance",
    ]
    game.choose("sign-ad home-security-system")  # the rulebook's "$3M bonus" ad
    ann = game.state.players[0]
    assert ann.cash == 3
    assert ann.green_room == ["home-security-system"]
    assert game.state.display["ad"] == [None, "pet-insurance"]


# -- network cards (zones only: their effects are another module's tests) ----------------------


def test_a_network_card_goes_to_the_green_room() -> None:
    sc = bare().cash(0, 0).display(network=["streaming-deal"])
    game = sc.start_turn(0)
    game.choose("take-network streaming-deal")  # a Game End card
    assert game.state.players[0].green_room == ["streaming-deal"]
    assert game.state.display["network"] == [None]
    assert game.state.players[0].cash == 0


def test_an_immediate_network_card_is_discarded_not_kept() -> None:
    sc = bare().cash(0, 0).display(network=["big-game"])
    game = sc.start_turn(0)
    game.choose("take-network big-game")
    assert "big-game" not in game.state.players[0].green_room
    assert game.state.discards["network"] == ["big-game"]


# -- producing shows -------------------------------------------------------------------------


def test_only_shows_you_can_pay_for_and_fill_are_offered() -> None:
    sc = bare().cash(0, 4).green_room(0, "pet-insurance")
    # Flounder Tank $3M needs an ad; Dawson's Reek $5M needs a star; Hard Knockoffs $3M needs a
    # star; Arrested Developer $5M has only optional slots
    sc.display(show=["flounder-tank", "dawsons-reek", "hard-knockoffs", "arrested-developer"])
    game = sc.start_turn(0)
    assert [t for t in texts(game) if t.startswith("produce")] == ["produce flounder-tank"]


def test_a_show_whose_required_slots_you_cannot_fill_is_not_offered_even_if_affordable() -> None:
    sc = bare().cash(0, 10).green_room(0, "pet-insurance", "used-car-lot")
    sc.display(show=["dawsons-reek", "eastworld", "gregs-anatomy", "arrested-developer"])
    game = sc.start_turn(0)
    # no stars in the green room: only the show with nothing required is offered
    assert [t for t in texts(game) if t.startswith("produce")] == ["produce arrested-developer"]


def test_two_required_stars_need_two_stars_in_the_green_room() -> None:
    sc = bare().cash(0, 10).green_room(0, "character-actor").display(show=["eastworld"])
    game = sc.start_turn(0)
    assert "produce eastworld" not in texts(game)  # Eastworld requires 2 stars
    sc = bare().cash(0, 10).green_room(0, "character-actor", "teen-idol")
    game = sc.display(show=["eastworld"]).start_turn(0)
    assert "produce eastworld" in texts(game)


def test_producing_pays_then_fills_required_slots_before_done() -> None:
    sc = bare().cash(0, 6)
    sc.green_room(0, "character-actor", "teen-idol", "pet-insurance", "used-car-lot")
    sc.display(show=["gregs-anatomy"])  # $6M; requires a star and an ad, optional 2nd star
    game = sc.start_turn(0)
    game.choose("produce gregs-anatomy")
    ann = game.state.players[0]
    assert ann.cash == 0  # paid first
    assert game.state.display["show"] == [None]
    assert "done" not in texts(game)
    game.choose("pick character-actor")
    assert "done" not in texts(game)  # the ad is still missing
    game.choose("pick pet-insurance")
    # required slots filled: done offered; the optional star slot can still take Teen Idol, but
    # no second ad fits
    assert texts(game) == ["pick teen-idol", "done"]
    game.choose("pick teen-idol")
    assert texts(game) == ["timeslot daytime", "timeslot primetime", "timeslot latenight"]
    game.choose("timeslot daytime")
    show = ann.lineup[0]
    assert show is not None and show.card == "gregs-anatomy" and show.row == 0
    assert show.attachments == (
        ("character-actor", True),
        ("pet-insurance", True),
        ("teen-idol", True),
    )
    assert ann.green_room == ["used-car-lot"]
    assert ann.genres == {"drama": 1}


def test_a_show_with_only_optional_slots_is_produced_with_an_empty_green_room() -> None:
    sc = bare().cash(0, 5).display(show=["arrested-developer"])
    game = sc.start_turn(0)
    game.choose("produce arrested-developer")
    # nothing to attach: straight to the timeslot
    assert texts(game) == ["timeslot daytime", "timeslot primetime", "timeslot latenight"]
    game.choose("timeslot primetime")
    ann = game.state.players[0]
    show = ann.lineup[1]
    assert show is not None and show.card == "arrested-developer" and show.attachments == ()
    assert show.row == 2  # prefers daytime: on the X
    assert ann.cash == 0
    assert ann.genres == {"sitcom": 1}


def test_producing_cancels_the_show_in_that_timeslot() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 5).green_room(0, "character-actor")
    sc.lineup(
        0, "latenight", "hard-knockoffs", row=1, attachments=["retired-slugger", "used-car-lot"]
    )
    sc.display(show=["dawsons-reek"])
    game = sc.start_turn(0)
    for choice in ["produce dawsons-reek", "pick character-actor", "timeslot latenight"]:
        game.choose(choice)
    state = game.state
    ann = state.players[0]
    show = ann.lineup[2]
    assert show is not None and (show.card, show.row) == ("dawsons-reek", 2)
    assert ann.reruns == ["hard-knockoffs"]
    assert state.discards["star"] == ["retired-slugger"]
    assert state.discards["ad"] == ["used-car-lot"]
    assert "retired-slugger" not in ann.green_room
    assert [s.card for s in ann.lineup if s] == [
        "bowling-night-live",
        "space-patrol-classics",
        "dawsons-reek",
    ]


# -- genre tracks ----------------------------------------------------------------------------


def test_genre_track_space_two_star_bonus_draws_two_keeps_one_free() -> None:
    sc = bare().cash(0, 5).green_room(0, "character-actor").genres(0, drama=1)
    sc.display(show=["dawsons-reek"]).deck_top("star", "teen-idol", "living-legend")
    game = sc.start_turn(0)
    for choice in ["produce dawsons-reek", "pick character-actor", "timeslot primetime"]:
        game.choose(choice)
    ann = game.state.players[0]
    assert ann.genres == {"drama": 2}
    assert sorted(texts(game)) == ["pick living-legend", "pick teen-idol"]
    game.choose("pick living-legend")
    assert ann.cash == 0  # signed for free
    assert ann.green_room == ["living-legend"]
    assert game.state.discards["star"] == ["teen-idol"]
    assert game.decision is not None and game.decision.player == 1


def test_genre_track_space_two_ad_bonus_on_sports_pays_its_bonus() -> None:
    sc = bare().cash(0, 3).green_room(0, "character-actor").genres(0, sports=1)
    sc.display(show=["hard-knockoffs"]).deck_top("ad", "gold-coin-investments", "pet-insurance")
    game = sc.start_turn(0)
    for choice in ["produce hard-knockoffs", "pick character-actor", "timeslot latenight"]:
        game.choose(choice)
    assert sorted(texts(game)) == ["pick gold-coin-investments", "pick pet-insurance"]
    game.choose("pick gold-coin-investments")
    ann = game.state.players[0]
    assert ann.genres == {"sports": 2}
    assert ann.cash == 0 + 4
    assert ann.green_room == ["gold-coin-investments"]
    assert game.state.discards["ad"] == ["pet-insurance"]


def test_genre_bonus_draws_are_hidden_from_the_others() -> None:
    sc = bare().cash(0, 5).green_room(0, "character-actor").genres(0, drama=1)
    sc.display(show=["dawsons-reek"]).deck_top("star", "teen-idol", "living-legend")
    game = sc.start_turn(0)
    for choice in ["produce dawsons-reek", "pick character-actor", "timeslot primetime"]:
        game.choose(choice)
    assert game.view(0).state.players[0].hand == ["teen-idol", "living-legend"]
    assert game.view(1).state.players[0].hand == ["?star", "?star"]
    game.choose("pick teen-idol")
    # kept and discarded cards are public again
    assert game.view(1).state.players[0].green_room == ["teen-idol"]
    assert game.view(1).state.discards["star"] == ["living-legend"]


def test_genre_track_space_three_network_bonus_keeps_one_network_card() -> None:
    # zones only: both are Game End cards, whose effects are tested with the card effects
    sc = bare().cash(0, 5).green_room(0, "character-actor").genres(0, drama=2)
    sc.display(show=["dawsons-reek"]).deck_top("network", "streaming-deal", "award-show")
    game = sc.start_turn(0)
    for choice in ["produce dawsons-reek", "pick character-actor", "timeslot primetime"]:
        game.choose(choice)
    assert sorted(texts(game)) == ["pick award-show", "pick streaming-deal"]
    game.choose("pick streaming-deal")
    ann = game.state.players[0]
    assert ann.genres == {"drama": 3}
    assert ann.green_room == ["streaming-deal"]
    assert game.state.discards["network"] == ["award-show"]


def test_an_immediate_network_card_from_a_genre_bonus_is_discarded() -> None:
    # zones only (Big Game's effect: income of the ads in the lineup, here none)
    sc = bare().cash(0, 5).green_room(0, "character-actor").genres(0, drama=2)
    sc.display(show=["dawsons-reek"]).deck_top("network", "big-game", "award-show")
    game = sc.start_turn(0)
    for choice in ["produce dawsons-reek", "pick character-actor", "timeslot primetime"]:
        game.choose(choice)
    game.choose("pick big-game")
    ann = game.state.players[0]
    assert ann.green_room == []
    assert sorted(game.state.discards["network"]) == ["award-show", "big-game"]


def test_genre_track_space_four_wild_bonus_keeps_one_of_star_ad_network() -> None:
    sc = bare().cash(0, 5).green_room(0, "character-actor").genres(0, drama=3)
    sc.display(show=["dawsons-reek"])
    sc.deck_top("star", "living-legend").deck_top("ad", "gold-coin-investments")
    sc.deck_top("network", "streaming-deal")
    game = sc.start_turn(0)
    for choice in ["produce dawsons-reek", "pick character-actor", "timeslot primetime"]:
        game.choose(choice)
    assert sorted(texts(game)) == [
        "pick gold-coin-investments",
        "pick living-legend",
        "pick streaming-deal",
    ]
    game.choose("pick gold-coin-investments")  # the ad, with its $4M bonus
    state = game.state
    ann = state.players[0]
    assert ann.genres == {"drama": 4}
    assert ann.cash == 4
    assert ann.green_room == ["gold-coin-investments"]
    assert state.discards["star"] == ["living-legend"]
    assert state.discards["network"] == ["streaming-deal"]


def test_at_the_top_of_a_genre_track_advancing_does_nothing() -> None:
    sc = bare().cash(0, 5).green_room(0, "character-actor").genres(0, drama=5)
    game = sc.display(show=["dawsons-reek"]).start_turn(0)
    for choice in ["produce dawsons-reek", "pick character-actor", "timeslot primetime"]:
        game.choose(choice)
    assert game.state.players[0].genres == {"drama": 5}
    assert game.decision is not None and game.decision.player == 1  # no bonus decision


# -- adding and replacing --------------------------------------------------------------------


def test_add_a_star_to_an_empty_slot() -> None:
    sc = bare().green_room(0, "character-actor")
    sc.lineup(0, "primetime", "star-trick", row=1, attachments=["teen-idol"])
    game = sc.start_turn(0)
    assert [t for t in texts(game) if t.startswith("attach")] == [
        "attach character-actor primetime",
        "attach character-actor primetime replacing teen-idol",
    ]
    game.choose("attach character-actor primetime")
    show = game.state.players[0].lineup[1]
    assert show is not None
    assert show.attachments == (("teen-idol", True), ("character-actor", True))
    assert show.row == 1  # attaching does not touch the season marker
    assert game.state.players[0].green_room == []


def test_replace_discards_the_old_card_to_the_public_pile() -> None:
    sc = bare().green_room(0, "character-actor")
    sc.lineup(0, "latenight", "hard-knockoffs", attachments=["teen-idol"])
    game = sc.start_turn(0)
    game.choose("attach character-actor latenight replacing teen-idol")
    state = game.state
    ann = state.players[0]
    show = ann.lineup[2]
    assert show is not None and show.attachments == (("character-actor", True),)
    assert state.discards["star"] == ["teen-idol"]
    assert "teen-idol" not in ann.green_room  # never back to the green room
    assert "teen-idol" not in ann.reruns
    assert ann.green_room == []


def test_only_one_add_or_replace_per_action() -> None:
    sc = bare(3).green_room(0, "character-actor", "teen-idol")
    sc.lineup(0, "primetime", "star-trick", attachments=["influencer"])
    game = sc.start_turn(0)
    game.choose("attach character-actor primetime")
    # the turn is over, although Teen Idol could still replace a star: it is Bob's turn now
    assert game.decision is not None and game.decision.player == 1
    assert game.state.players[0].green_room == ["teen-idol"]
    show = game.state.players[0].lineup[1]
    assert show is not None
    assert [c for c, _ in show.attachments] == ["influencer", "character-actor"]


def test_a_star_cannot_be_attached_to_a_show_without_star_or_wild_slots() -> None:
    sc = bare().green_room(0, "character-actor", "pet-insurance")
    sc.lineup(0, "primetime", "flounder-tank", attachments=["used-car-lot"])
    game = sc.start_turn(0)
    attach = [t for t in texts(game) if t.startswith("attach")]
    assert attach == [
        "attach pet-insurance primetime",
        "attach pet-insurance primetime replacing used-car-lot",
    ]
    assert not any(t.startswith("attach character-actor") for t in texts(game))


def test_a_full_show_only_offers_replacements() -> None:
    sc = bare().green_room(0, "pet-insurance")
    sc.lineup(0, "daytime", "dextrous", attachments=["used-car-lot", "gold-coin-investments"])
    game = sc.start_turn(0)
    assert [t for t in texts(game) if t.startswith("attach")] == [
        "attach pet-insurance daytime replacing used-car-lot",
        "attach pet-insurance daytime replacing gold-coin-investments",
    ]


# -- turns -----------------------------------------------------------------------------------


def test_an_action_ends_the_turn_and_play_passes_clockwise_skipping_passed_players() -> None:
    sc = Scenario(["Ann", "Bob", "Cy", "Di"])
    sc.display(ad=["pet-insurance", "used-car-lot", "gold-coin-investments"]).passed(1)
    game = sc.start_turn(0)
    game.choose("sign-ad pet-insurance")
    assert game.decision is not None and game.decision.player == 2  # Bob has passed
    game.choose("sign-ad used-car-lot")
    assert game.decision is not None and game.decision.player == 3
    game.choose("sign-ad gold-coin-investments")
    assert game.decision is not None and game.decision.player == 0  # clockwise back round
    assert [p.green_room for p in game.state.players] == [
        ["pet-insurance"],
        [],
        ["used-car-lot"],
        ["gold-coin-investments"],
    ]


# -- what is an action -----------------------------------------------------------------------


def test_a_turn_option_that_uses_a_card_is_no_action_and_names_the_card() -> None:
    """`card_used`: what `_resolve_turn` plays as a card's use, not as the turn's action (and
    what benchmarks/seat_play.py counts by): a plain add is an action; an add On-Set
    Accommodations makes, alone or beside the action with Ensemble Cast's slot, is its use."""
    from primetime.engine.turn_uses import card_used

    sc = Scenario(["Ann", "Bob"]).cash(0, 10)
    sc.green_room(0, "on-set-accommodations", "ensemble-cast", "teen-idol", "pet-insurance")
    sc.lineup(0, "primetime", "dawsons-reek", attachments=["tearful-ingenue"])
    game = sc.start_turn(0)
    assert game.decision is not None
    by_text = {str(o): o for o in game.decision.options}
    used = {text: card_used(game.state, o) for text, o in by_text.items()}
    assert used["attach pet-insurance daytime"] == ""  # the action
    assert used["attach teen-idol daytime using on-set-accommodations"] == "on-set-accommodations"
    beside = "attach teen-idol primetime using ensemble-cast beside on-set-accommodations"
    assert used[beside] == "on-set-accommodations"
    assert used["attach teen-idol primetime using ensemble-cast"] == ""  # the action, helped
    before = game.state.actions_left
    game.choose("attach teen-idol daytime using on-set-accommodations")
    assert game.state.actions_left == before == 1
