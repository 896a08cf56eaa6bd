"""Immediate network cards: resolved at once when gained, then discarded.

Rulebook, Taking Network Cards: "Immediate: When you take this card, use it immediately and discard
it. This includes when you gain an "Immediate" network card from a genre bonus or similar effect."
Texts of the cards: RULINGS section 4 and the card data.
"""

from __future__ import annotations

from helpers import assert_conserved, assert_refused, options, play
from primetime import Game
from primetime.engine.scenario import Scenario


def ann_takes(sc: Scenario, card: str) -> Game:
    """Ann (player 0) takes the network card from the display as her action."""
    sc.display(network=[card])
    game = sc.start_turn(0)
    game.choose(f"take-network {card}")
    return game


# -- the Immediate type, whatever the card -------------------------------------------------------


def test_an_immediate_card_taken_from_the_display_resolves_and_is_discarded() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 4)
    sc.lineup(0, "daytime", "flounder-tank", attachments=["pet-insurance"])  # $3M income
    game = ann_takes(sc, "big-game")
    ann = game.state.players[0]
    assert ann.cash == 4 + 3
    assert "big-game" not in ann.green_room
    assert game.state.discards["network"] == ["big-game"]
    assert game.state.display["network"] == [None]


def test_an_immediate_card_from_a_genre_bonus_resolves_at_once_and_is_discarded() -> None:
    # Drama marker on space 2: producing a drama show lands on space 3, the Network bonus.
    sc = Scenario(["Ann", "Bob"]).cash(0, 10).genres(0, drama=2)
    sc.green_room(0, "method-actor").display(show=["dawsons-reek"])
    sc.lineup(0, "daytime", "flounder-tank", attachments=["pet-insurance"])  # $3M income
    sc.deck_top("network", "big-game", "spinoff")
    game = sc.start_turn(0)
    for choice in ("produce dawsons-reek", "pick method-actor", "timeslot primetime"):
        game.choose(choice)
    assert game.decision is not None and game.decision.kind == "keep-one"
    assert options(game) == ["pick big-game", "pick spinoff"]
    game.choose("pick big-game")
    ann = game.state.players[0]
    assert ann.genres == {"drama": 3}
    assert ann.cash == 10 - 5 + 3  # paid $5M for the show, Big Game gives the $3M ad income
    assert ann.green_room == []
    assert ann.hand == []
    assert game.state.discards["network"] == ["spinoff", "big-game"]


def test_an_immediate_card_kept_from_c_suite_connections_resolves_and_is_discarded() -> None:
    """C-Suite Connections: "If you take an Immediate network card, resolve it now and discard
    it." """
    sc = Scenario(["Ann", "Bob"]).cash(0, 5)
    sc.lineup(0, "daytime", "flounder-tank", attachments=["pet-insurance"])  # $3M income
    sc.deck_top("network", "spinoff", "big-game", "award-show")
    game = ann_takes(sc, "c-suite-connections")
    game.choose("pick big-game")
    ann = game.state.players[0]
    assert ann.cash == 5 + 3
    assert ann.green_room == []
    assert sorted(game.state.discards["network"]) == [
        "award-show",
        "big-game",
        "c-suite-connections",
        "spinoff",
    ]


def test_an_immediate_card_is_discarded_only_after_its_effect_resolves() -> None:
    """Taking Network Cards: "If it says "Immediate," use its effect and discard it." With an
    empty network deck, C-Suite Connections' draws are rebuilt from the discards, which do not
    hold C-Suite Connections yet: it cannot offer itself as a card to keep."""
    sc = Scenario(["Ann", "Bob"]).cash(0, 5).empty_deck("network")
    sc.discards("spinoff", "award-show")
    game = ann_takes(sc, "c-suite-connections")
    decision = game.decision
    assert decision is not None and (decision.player, decision.kind) == (0, "keep-one")
    assert sorted(options(game)) == ["pick award-show", "pick spinoff"]
    # while it resolves the card is out of the discards, and still somewhere exactly once
    assert game.state.discards["network"] == []
    assert_conserved(game)
    game.choose("pick spinoff")
    ann = game.state.players[0]
    assert ann.green_room == ["spinoff"]
    assert ann.cash == 5
    assert game.state.discards["network"] == ["award-show", "c-suite-connections"]
    assert_conserved(game)


def test_c_suite_connections_with_no_network_card_anywhere_draws_nothing() -> None:
    """The network deck and the discards are empty: C-Suite Connections draws nothing (it never
    draws itself), is discarded, and the game goes on (Ann has nothing left to do: Bob's turn)."""
    sc = Scenario(["Ann", "Bob"]).cash(0, 5).empty_deck("network")
    game = ann_takes(sc, "c-suite-connections")
    decision = game.decision
    assert decision is not None and (decision.player, decision.kind) == (1, "turn")
    ann = game.state.players[0]
    assert ann.hand == [] and ann.green_room == []
    assert game.state.discards["network"] == ["c-suite-connections"]
    assert_conserved(game)


def test_an_immediate_card_from_a_genre_bonus_is_discarded_after_it_resolves() -> None:
    """ "This includes when you gain an "Immediate" network card from a genre bonus or similar
    effect." Kept from the Network bonus with an empty deck, C-Suite Connections draws the other
    drawn card back (discarded as the bonus was kept) but never itself."""
    sc = Scenario(["Ann", "Bob"]).cash(0, 10).genres(0, drama=2).empty_deck("network")
    sc.green_room(0, "method-actor").display(show=["dawsons-reek"])
    sc.discards("c-suite-connections", "rebrand")
    game = sc.start_turn(0)
    play(game, "produce dawsons-reek", "pick method-actor", "timeslot primetime")
    assert sorted(options(game)) == ["pick c-suite-connections", "pick rebrand"]
    game.choose("pick c-suite-connections")
    # the deck was empty: rebuilt from the discards, where only Rebrand lies
    assert options(game) == ["pick rebrand"]
    assert game.state.discards["network"] == []
    assert_conserved(game)
    game.choose("pick rebrand")
    ann = game.state.players[0]
    assert ann.green_room == ["rebrand"]
    assert ann.cash == 10 - 5
    assert game.state.discards["network"] == ["c-suite-connections"]
    assert_conserved(game)


# -- Big Game --------------------------------------------------------------------------------------


def test_big_game_gains_the_income_of_the_ads_in_your_lineup() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 5)
    sc.lineup(0, "primetime", "dawsons-reek", attachments=["tearful-ingenue", "luxury-perfume"])
    sc.lineup(0, "daytime", "flounder-tank", attachments=[("pet-insurance", False), "used-car-lot"])
    game = ann_takes(sc, "big-game")
    # luxury perfume $3M + pet insurance rotated $1M + used car lot $2M
    assert game.state.players[0].cash == 5 + 3 + 1 + 2


def test_big_game_counts_only_ads_in_the_lineup_not_in_the_green_room() -> None:
    """ "Only count income from ads in your lineup." """
    sc = Scenario(["Ann", "Bob"]).cash(0, 5).green_room(0, "luxury-sedan", "exclusive-sponsor")
    sc.lineup(0, "daytime", "flounder-tank", attachments=["used-car-lot"])
    game = ann_takes(sc, "big-game")
    assert game.state.players[0].cash == 5 + 2


def test_big_game_ignores_expenses() -> None:
    """ "Ignore expenses." Method Actor ($3M) and Dawson's Reek ($1M) cost nothing here."""
    sc = Scenario(["Ann", "Bob"]).cash(0, 0)
    sc.lineup(0, "primetime", "dawsons-reek", attachments=["method-actor", "luxury-perfume"])
    game = ann_takes(sc, "big-game")
    assert game.state.players[0].cash == 3


def test_big_game_with_no_ads_gains_nothing() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 7)
    game = ann_takes(sc, "big-game")
    assert game.state.players[0].cash == 7
    assert game.state.discards["network"] == ["big-game"]


# -- C-Suite Connections ---------------------------------------------------------------------------


def test_c_suite_connections_draws_three_keeps_one_and_discards_the_rest() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 5)
    sc.deck_top("network", "spinoff", "award-show", "rebrand")
    game = ann_takes(sc, "c-suite-connections")
    decision = game.decision
    assert decision is not None and (decision.player, decision.kind) == (0, "keep-one")
    assert options(game) == ["pick spinoff", "pick award-show", "pick rebrand"]
    assert game.state.players[0].hand == ["spinoff", "award-show", "rebrand"]
    game.choose("pick award-show")
    ann = game.state.players[0]
    assert ann.green_room == ["award-show"]
    assert ann.hand == []
    assert ann.cash == 5
    assert sorted(game.state.discards["network"]) == ["c-suite-connections", "rebrand", "spinoff"]


def test_c_suite_connections_keeping_a_use_once_card_lets_you_use_it_this_turn() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 5)
    sc.lineup(0, "primetime", "dawsons-reek", attachments=["tearful-ingenue"])
    sc.deck_top("network", "spinoff", "award-show", "rebrand")
    game = ann_takes(sc, "c-suite-connections")
    game.choose("pick spinoff")
    assert options(game) == ["use spinoff", "end-turn"]


def test_c_suite_connections_keeping_upfronts_resolves_its_draw_at_once() -> None:
    """An Immediate card kept from C-Suite Connections that draws in turn (Upfronts) resolves
    now."""
    sc = Scenario(["Ann", "Bob"]).cash(0, 5)
    sc.deck_top("network", "upfronts", "award-show", "rebrand")
    sc.deck_top("ad", "gold-coin-investments", "used-car-lot")
    game = ann_takes(sc, "c-suite-connections")
    game.choose("pick upfronts")
    assert options(game) == ["pick gold-coin-investments", "pick used-car-lot"]
    game.choose("pick gold-coin-investments")
    ann = game.state.players[0]
    assert ann.cash == 5 + 4
    assert ann.green_room == ["gold-coin-investments"]
    assert game.state.discards["ad"] == ["used-car-lot"]
    assert "upfronts" in game.state.discards["network"]


# -- Exclusive Rights ------------------------------------------------------------------------------


def test_exclusive_rights_puts_a_show_of_your_choice_from_the_display_in_your_green_room() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 0)
    sc.display(show=["dawsons-reek", "dextrous"])
    game = ann_takes(sc, "exclusive-rights")
    decision = game.decision
    assert decision is not None and (decision.player, decision.kind) == (0, "card-choice")
    assert options(game) == ["pick dawsons-reek", "pick dextrous"]
    game.choose("pick dawsons-reek")
    ann = game.state.players[0]
    assert ann.green_room == ["dawsons-reek"]
    assert ann.cash == 0  # nothing paid yet
    assert game.state.display["show"] == [None, "dextrous"]
    assert game.state.discards["network"] == ["exclusive-rights"]


def test_exclusive_rights_you_must_still_use_an_action_to_produce_the_show() -> None:
    """ "You must still use an action to produce the show. When you do, you must pay its cost and
    fill its required slots, as normal." """
    sc = Scenario(["Ann", "Bob"]).cash(0, 12).green_room(0, "rebrand", "tearful-ingenue")
    sc.display(show=["dawsons-reek", "dextrous"])
    game = ann_takes(sc, "exclusive-rights")
    game.choose("pick dawsons-reek")
    # taking the card was the action: only card uses or the end of the turn are left
    assert options(game) == ["use rebrand", "end-turn"]
    game.choose("end-turn")
    game.choose("pass cash")  # Bob
    assert game.decision is not None and game.decision.player == 0
    assert "produce dawsons-reek" in options(game)
    game.choose("produce dawsons-reek")
    ann = game.state.players[0]
    assert ann.cash == 12 - 5  # its cost, as normal
    assert "done" not in options(game)  # its required star first
    game.choose("pick tearful-ingenue")
    game.choose("timeslot primetime")
    show = ann.lineup[1]
    assert show is not None and show.card == "dawsons-reek" and show.row == 0
    assert show.attachments == (("tearful-ingenue", True),)
    assert ann.green_room == ["rebrand"]
    assert ann.genres == {"drama": 1}


def test_exclusive_rights_show_needs_its_cost_and_required_slots_to_be_produced() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 4).green_room(0, "dawsons-reek", "pet-insurance")
    game = sc.start_turn(0)
    # $4M < $5M and no star for the required slot: not offered
    assert_refused(game, "produce dawsons-reek")


def test_exclusive_rights_with_no_show_in_the_display_does_nothing() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 3)
    game = ann_takes(sc, "exclusive-rights")
    assert game.decision is not None and game.decision.player == 1
    assert game.state.players[0].green_room == []
    assert game.state.discards["network"] == ["exclusive-rights"]


# -- Writeoff -------------------------------------------------------------------------------------


def test_writeoff_cancels_the_show_with_the_fewest_viewers_and_gains_6m() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 1)
    # bowling night live 4, space patrol classics 3 (row 1), cheap laughs 2 (row 1)
    sc.lineup(0, "primetime", "space-patrol-classics", row=0)
    sc.lineup(0, "latenight", "cheap-laughs", row=1, attachments=["used-car-lot"])
    game = ann_takes(sc, "writeoff")
    ann = game.state.players[0]
    assert ann.cash == 1 + 6
    assert ann.lineup[2] is None
    assert ann.reruns == ["cheap-laughs"]
    assert game.state.discards["ad"] == ["used-car-lot"]
    assert game.state.discards["network"] == ["writeoff"]


def test_writeoff_counts_viewers_from_attached_cards() -> None:
    """ "Count viewers from attached cards and show effects." Cheap Laughs' row scores 2, but its
    promo adds 2 (4 in all); Space Patrol Classics scores 3 and is the one canceled."""
    sc = Scenario(["Ann", "Bob"]).cash(0, 0)
    sc.lineup(0, "latenight", "cheap-laughs", row=1, attachments=["promo-stay-tuned"])
    game = ann_takes(sc, "writeoff")
    ann = game.state.players[0]
    assert ann.reruns == ["space-patrol-classics"]
    assert ann.lineup[1] is None
    assert ann.lineup[2] is not None and ann.lineup[2].card == "cheap-laughs"
    assert ann.cash == 6


def test_writeoff_counts_viewers_from_show_effects() -> None:
    """Monday Night Foosball scores 5 on its last row, +3 from its effect ($3M of ad income): 8.
    Hard Knockoffs scores 6 + 1 from its star: 7, the fewest."""
    sc = Scenario(["Ann", "Bob"]).cash(0, 0)
    sc.lineup(0, "daytime", "monday-night-foosball", row=3, attachments=["pet-insurance"])
    sc.lineup(0, "primetime", "hard-knockoffs", row=0, attachments=["extra-with-a-line"])
    sc.lineup(0, "latenight", None)
    game = ann_takes(sc, "writeoff")
    ann = game.state.players[0]
    assert ann.reruns == ["hard-knockoffs"]
    assert ann.lineup[0] is not None and ann.lineup[0].card == "monday-night-foosball"
    assert game.state.discards["star"] == ["extra-with-a-line"]


def test_writeoff_tie_you_choose_which_show_to_cancel() -> None:
    """ "In a tie, choose which show to cancel." Space Patrol Classics and Cheap Laughs score 3."""
    sc = Scenario(["Ann", "Bob"]).cash(0, 2)
    game = ann_takes(sc, "writeoff")
    decision = game.decision
    assert decision is not None and (decision.player, decision.kind) == (0, "card-choice")
    assert options(game) == ["pick space-patrol-classics", "pick cheap-laughs"]
    assert_refused(game, "pick bowling-night-live")  # 4 viewers: not among the fewest
    assert game.state.players[0].cash == 2  # nothing gained before the choice
    game.choose("pick cheap-laughs")
    ann = game.state.players[0]
    assert ann.reruns == ["cheap-laughs"]
    assert [s.card if s else None for s in ann.lineup] == [
        "bowling-night-live",
        "space-patrol-classics",
        None,
    ]
    assert ann.cash == 2 + 6


def test_writeoff_with_no_shows_still_gains_6m() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 0)
    for slot in ("daytime", "primetime", "latenight"):
        sc.lineup(0, slot, None)
    game = ann_takes(sc, "writeoff")
    ann = game.state.players[0]
    assert ann.cash == 6
    assert ann.reruns == []


# -- Catalog Buyout --------------------------------------------------------------------------------


def test_catalog_buyout_advances_on_the_genre_track_of_your_choice() -> None:
    sc = Scenario(["Ann", "Bob"])
    game = ann_takes(sc, "catalog-buyout")
    assert options(game) == [
        "genre sports",
        "genre scifi",
        "genre action",
        "genre reality",
        "genre sitcom",
        "genre drama",
    ]
    game.choose("genre drama")
    assert game.state.players[0].genres == {"drama": 1}
    assert game.state.discards["network"] == ["catalog-buyout"]


def test_catalog_buyout_landing_on_a_bonus_gives_it() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 0).genres(0, scifi=1)
    sc.deck_top("star", "living-legend", "extra-with-a-line")
    game = ann_takes(sc, "catalog-buyout")
    game.choose("genre scifi")
    assert options(game) == ["pick living-legend", "pick extra-with-a-line"]  # Star bonus
    game.choose("pick living-legend")
    ann = game.state.players[0]
    assert ann.genres == {"scifi": 2}
    assert ann.green_room == ["living-legend"]
    assert ann.cash == 0  # signed for free
    assert game.state.discards["star"] == ["extra-with-a-line"]


# -- Waterbug -------------------------------------------------------------------------------------


def test_waterbug_offers_the_genres_of_the_shows_in_your_lineup() -> None:
    sc = Scenario(["Ann", "Bob"])  # sports, sci-fi and sitcom starters
    game = ann_takes(sc, "waterbug")
    assert options(game) == ["genre sports", "genre scifi", "genre sitcom"]
    assert_refused(game, "genre drama")
    game.choose("genre sitcom")
    assert game.state.players[0].genres == {"sitcom": 1}


def test_waterbug_with_one_genre_in_the_lineup_advances_without_asking() -> None:
    sc = Scenario(["Ann", "Bob"])
    sc.lineup(0, "daytime", None).lineup(0, "latenight", None)
    sc.lineup(0, "primetime", "dawsons-reek", attachments=["tearful-ingenue"])
    game = ann_takes(sc, "waterbug")
    assert game.decision is not None and game.decision.player == 1
    assert game.state.players[0].genres == {"drama": 1}


def test_waterbug_with_no_shows_does_nothing() -> None:
    sc = Scenario(["Ann", "Bob"])
    for slot in ("daytime", "primetime", "latenight"):
        sc.lineup(0, slot, None)
    game = ann_takes(sc, "waterbug")
    assert game.decision is not None and game.decision.player == 1
    assert game.state.players[0].genres == {}
    assert game.state.discards["network"] == ["waterbug"]


# -- Market Research -------------------------------------------------------------------------------


def test_market_research_discards_one_advances_on_its_genre_and_bottoms_the_other_two() -> None:
    sc = Scenario(["Ann", "Bob"]).genres(0, action=1)
    sc.deck_top("show", "dawsons-reek", "dextrous", "reinfeld")
    sc.deck_top("star", "living-legend", "extra-with-a-line")  # for the Star bonus on space 2
    game = ann_takes(sc, "market-research")
    assert options(game) == ["pick dawsons-reek", "pick dextrous", "pick reinfeld"]
    assert game.state.players[0].hand == ["dawsons-reek", "dextrous", "reinfeld"]
    game.choose("pick dextrous")
    ann = game.state.players[0]
    assert ann.hand == ["living-legend", "extra-with-a-line"]  # the shows left it; the bonus draw
    assert game.state.discards["show"] == ["dextrous"]
    assert ann.genres == {"action": 2}
    assert game.state.decks["show"].layers[-1].cards == ["dawsons-reek", "reinfeld"]
    assert game.state.decks["show"].cards()[-2:] == ["dawsons-reek", "reinfeld"]
    assert options(game) == ["pick living-legend", "pick extra-with-a-line"]  # space 2 bonus


# -- Syndication Rights ----------------------------------------------------------------------------


def test_syndication_rights_gains_1m_per_card_in_your_reruns() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 2)
    sc.reruns(0, "dextrous", "sportsedges", "dawsons-reek")
    game = ann_takes(sc, "syndication-rights")
    assert game.state.players[0].cash == 2 + 3


def test_syndication_rights_counts_rerun_guy_in_your_reruns() -> None:
    """Rerun Guy: "While in your reruns, treat it as a rerun for all effects." """
    sc = Scenario(["Ann", "Bob"]).cash(0, 0).reruns(0, "dextrous", "rerun-guy")
    game = ann_takes(sc, "syndication-rights")
    assert game.state.players[0].cash == 2


def test_syndication_rights_with_no_reruns_gains_nothing() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 3)
    game = ann_takes(sc, "syndication-rights")
    assert game.state.players[0].cash == 3


# -- Upfronts -------------------------------------------------------------------------------------


def test_upfronts_draws_two_ads_signs_one_for_its_bonus_and_discards_the_other() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 1)
    sc.deck_top("ad", "smartphone-unveiling", "pet-insurance")
    game = ann_takes(sc, "upfronts")
    assert options(game) == ["pick smartphone-unveiling", "pick pet-insurance"]
    game.choose("pick smartphone-unveiling")
    ann = game.state.players[0]
    assert ann.cash == 1 + 4
    assert ann.green_room == ["smartphone-unveiling"]
    assert game.state.discards["ad"] == ["pet-insurance"]
    assert game.state.discards["network"] == ["upfronts"]


# -- Focus Group ----------------------------------------------------------------------------------


def _focus_group(cash: int) -> Game:
    sc = Scenario(["Ann", "Bob"]).cash(0, cash)
    sc.lineup(0, "daytime", "flounder-tank", attachments=["pet-insurance"])  # $3M income
    sc.deck_top("star", "living-legend").deck_top("ad", "gold-coin-investments")
    sc.deck_top("network", "big-game")
    game = ann_takes(sc, "focus-group")
    assert options(game) == ["pick living-legend", "pick gold-coin-investments", "pick big-game"]
    return game


def test_focus_group_keeping_the_star_signs_it_for_free() -> None:
    game = _focus_group(cash=1)
    game.choose("pick living-legend")
    ann = game.state.players[0]
    assert ann.cash == 1
    assert ann.green_room == ["living-legend"]
    assert game.state.discards["ad"] == ["gold-coin-investments"]
    # Focus Group is discarded once its effect (the keep) has resolved
    assert game.state.discards["network"] == ["big-game", "focus-group"]


def test_focus_group_keeping_the_ad_gets_its_cash_bonus() -> None:
    game = _focus_group(cash=1)
    game.choose("pick gold-coin-investments")
    ann = game.state.players[0]
    assert ann.cash == 1 + 4
    assert ann.green_room == ["gold-coin-investments"]
    assert game.state.discards["star"] == ["living-legend"]


def test_focus_group_keeping_an_immediate_network_card_resolves_it() -> None:
    game = _focus_group(cash=1)
    game.choose("pick big-game")
    ann = game.state.players[0]
    assert ann.cash == 1 + 3
    assert ann.green_room == []
    assert sorted(game.state.discards["network"]) == ["big-game", "focus-group"]
