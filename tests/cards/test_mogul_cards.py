"""The moguls of RULINGS 7.1, continued (the module's rules and the first three moguls are in
`test_moguls.py`): Host Turned Tycoon, Page to Screen, Penny Pincher, Reboot-o-mancer, Viral
Marketer, Voice of a Generation and Tech Pioneer, each with its Mogul Clarifications and exact
numbers.
"""

from __future__ import annotations

from cards.mogul_scenarios import MOGULS, gaining, holding, part, scenario, total_round
from helpers import options, play
from primetime import Game
from primetime.engine.results import NETWORK
from primetime.engine.scenario import Scenario
from primetime.engine.scoring import final_items, round_items, show_viewers
from primetime.engine.views import make_view
from primetime.presentation import option_label, option_preview

# -- Host Turned Tycoon -----------------------------------------------------------------------


def test_host_turned_tycoon_may_be_flipped_for_15m_when_gained() -> None:
    sc = scenario().cash(0, 4)
    game = gaining(sc, "host-turned-tycoon")
    assert options(game) == ["use host-turned-tycoon", "done"]
    play(game, "use host-turned-tycoon")
    ann = game.state.players[0]
    assert ann.cash == 19 and ann.face_down == ("host-turned-tycoon",)
    assert part(game).taken[0] == "host-turned-tycoon"


def test_host_turned_tycoon_kept_face_up_cannot_be_flipped_later() -> None:
    sc = scenario().cash(0, 4)
    game = gaining(sc, "host-turned-tycoon")
    play(game, "done")
    assert game.state.players[0].cash == 4
    assert not any("host-turned-tycoon" in o for o in options(game))


def _last_round(sc: Scenario) -> Game:
    sc.state.round = sc.state.geometry.rounds
    return sc.start_end_of_round()


def test_host_turned_tycoon_buys_up_to_10_viewers_at_1m_each_at_game_end() -> None:
    sc = holding(scenario(), 0, "host-turned-tycoon").cash(0, 20)
    game = _last_round(sc)
    assert game.decision is not None and game.decision.player == 0
    assert options(game) == [f"number {n}" for n in range(11)]
    play(game, "number 7")
    while not game.over:
        game.choose(0)
    ann = game.result().players[0]
    assert ("host-turned-tycoon", 7) in ann.network_cards
    assert ann.cash == 13 // 3


def test_host_turned_tycoon_options_say_how_many_viewers_and_what_they_cost() -> None:
    sc = holding(scenario(), 0, "host-turned-tycoon").cash(0, 4)
    game = _last_round(sc)
    view = make_view(game.state, 0)
    assert game.decision is not None
    shown = {
        option_label(view.state.cards, o, view.state): option_preview(view, o)
        for o in game.decision.options
    }
    assert list(shown) == [
        "Buy 0 viewers",
        "Buy 1 viewer",
        "Buy 2 viewers",
        "Buy 3 viewers",
        "Buy 4 viewers",
    ]
    assert shown["Buy 3 viewers"] == "pay $3M ($1M left); then the game ends"
    assert shown["Buy 0 viewers"] == "pay nothing; then the game ends"


def test_host_turned_tycoon_spends_at_most_your_cash() -> None:
    sc = holding(scenario(), 0, "host-turned-tycoon").cash(0, 4)
    game = _last_round(sc)
    assert options(game) == [f"number {n}" for n in range(5)]


def test_host_turned_tycoon_cash_spent_is_not_leftover_cash_for_corporate_takeover() -> None:
    sc = holding(scenario(), 0, "host-turned-tycoon").cash(0, 20)
    sc.green_room(0, "corporate-takeover")
    game = _last_round(sc)
    play(game, "number 10")
    while not game.over:
        game.choose(0)
    ann = game.result().players[0]
    assert dict(ann.network_cards) == {"host-turned-tycoon": 10, "corporate-takeover": 2}
    assert ann.cash == 10 // 3


# -- Page to Screen ---------------------------------------------------------------------------


def test_page_to_screen_puts_a_display_show_in_your_green_room_and_stays() -> None:
    sc = scenario().display(show=["jeers", "dextrous"])
    game = gaining(sc, "page-to-screen")
    assert options(game) == ["pick jeers", "pick dextrous"]
    play(game, "pick jeers")
    assert game.state.players[0].green_room == ["page-to-screen", "jeers"]
    assert game.state.display["show"] == [None, "dextrous"]


def test_page_to_screen_produces_from_the_green_room_without_an_action() -> None:
    sc = holding(scenario(), 0, "page-to-screen").cash(0, 5).green_room(0, "jeers")
    game = sc.start_turn(0)
    play(game, "use page-to-screen")
    assert options(game) == ["produce jeers"]
    play(game, "produce jeers", "timeslot latenight")
    ann = game.state.players[0]
    assert ann.cash == 3 and game.state.actions_left == 1
    assert ann.face_down == ("page-to-screen",) and "page-to-screen" in ann.green_room
    show = ann.lineup[2]
    assert show is not None and show.card == "jeers"
    assert not any(o.startswith("use page-to-screen") for o in options(game))


def test_page_to_screen_still_needs_the_required_slots_filled() -> None:
    """Dawson's Reek needs a star: with none in the green room it can't be produced."""
    sc = holding(scenario(), 0, "page-to-screen").cash(0, 10).green_room(0, "dawsons-reek")
    game = sc.start_turn(0)
    assert "use page-to-screen" not in options(game)


def test_page_to_screen_with_exclusive_rights_any_green_room_show() -> None:
    sc = holding(scenario(), 0, "page-to-screen").cash(0, 10)
    sc.green_room(0, "jeers", "dextrous", "promo-stay-tuned")
    game = sc.start_turn(0)
    play(game, "use page-to-screen")
    assert options(game) == ["produce jeers", "produce dextrous"]


# -- Penny Pincher ----------------------------------------------------------------------------


def _pincher() -> Scenario:
    sc = holding(scenario(), 0, "penny-pincher").cash(0, 10)
    sc.lineup(0, "primetime", "reinfeld", attachments=["teen-idol"])  # $2M + $1M
    sc.lineup(0, "latenight", "friday-night-bites", attachments=["influencer"])  # $2M + $1M
    return sc


def test_penny_pincher_ignores_one_show_and_its_stars_at_upkeep() -> None:
    game = _pincher().start_end_of_round()
    assert options(game) == ["use penny-pincher", "done"]
    play(game, "use penny-pincher")
    assert options(game) == ["pick reinfeld", "pick friday-night-bites"]
    play(game, "pick friday-night-bites")
    assert game.state.players[0].cash == 10 - 3


def test_penny_pincher_may_ignore_nothing() -> None:
    game = _pincher().start_end_of_round()
    play(game, "done")
    assert game.state.players[0].cash == 10 - 6


def test_penny_pincher_ignored_stars_have_no_expenses_for_reinfeld() -> None:
    """Reinfeld 10 + Teen Idol 3 and Friday Night Bites 6 + Influencer 3: 22; with Friday
    Night Bites ignored, Influencer has no expenses, so Reinfeld scores +1: 23."""
    game = _pincher().start_end_of_round()
    play(game, "done")
    assert game.state.players[0].round_scores == [22]
    game = _pincher().start_end_of_round()
    play(game, "use penny-pincher", "pick friday-night-bites")
    assert game.state.players[0].round_scores == [23]
    assert all(not s.expense_free() for _, s in game.state.players[0].shows())


def test_penny_pincher_lasts_through_blockbuster_directors_second_scoring() -> None:
    """ "For that upkeep and that round's scoring" (RULINGS 7.4): a Specialist holds both moguls;
    Reinfeld (10) with Teen Idol (3), ignored by Penny Pincher, scores 10 + 3 + 1 (a star with
    no expenses), and again 14 when Blockbuster Director scores it a second time."""
    sc = Scenario(["Ann", "Bob"], modules=MOGULS, executives={"Ann": "specialist", "Bob": "cable"})
    for timeslot in ("daytime", "primetime", "latenight"):
        sc.lineup(0, timeslot, None)
    holding(sc.cash(0, 20), 0, "penny-pincher").green_room(0, "blockbuster-director")
    sc.lineup(0, "primetime", "reinfeld", attachments=["teen-idol"])
    game = sc.start_end_of_round()
    play(game, "use penny-pincher", "pick reinfeld")
    while game.decision is not None and game.decision.kind != "card-choice":
        play(game, "done")
    assert [i.viewers for i in round_items(game.state, 0) if i.source == "reinfeld"] == [14]
    play(game, "pick reinfeld")
    assert [e.data["viewers"] for e in game.state.log if e.kind == "rescore"] == [14]
    assert all(not s.expense_free() for _, s in game.state.players[0].shows())  # aged: over


def test_penny_pincher_game_end_is_15_minus_all_lineup_expenses_ignoring_nothing() -> None:
    sc = _pincher()
    show = sc.state.players[0].lineup[1]
    assert show is not None
    sc.state.players[0].lineup[1] = show.with_tokens((("reinfeld", "no-expenses"),))
    items = [i for i in final_items(sc.state, 0) if i.category == NETWORK]
    assert items == [(NETWORK, "penny-pincher", 15 - 6)]


def test_penny_pincher_game_end_is_never_below_0() -> None:
    sc = holding(scenario(), 0, "penny-pincher")
    sc.lineup(0, "daytime", "secession", attachments=["method-actor", "a-list-superstar"])
    sc.lineup(0, "primetime", "throne-of-games", attachments=["tabloid-magnet", "comeback-kid"])
    sc.lineup(0, "latenight", "breaking-dad", attachments=["network-golden-boy"])
    items = [i for i in final_items(sc.state, 0) if i.category == NETWORK]
    assert items == [(NETWORK, "penny-pincher", 0)]


# -- Reboot-o-mancer --------------------------------------------------------------------------


def test_reboot_o_mancer_returns_up_to_3_shows_to_the_deck_top_and_advances_each() -> None:
    sc = scenario().reruns(0, "dawsons-reek", "jeers", "bowling-night-live", "dextrous")
    sc.reruns(0, "sportsedges")
    game = gaining(sc, "reboot-o-mancer")
    assert options(game) == [
        "pick dawsons-reek",
        "pick jeers",
        "pick dextrous",
        "pick sportsedges",
        "done",
    ]  # not the starter
    play(game, "pick jeers", "pick dawsons-reek", "pick sportsedges")
    ann = game.state.players[0]
    assert ann.reruns == ["bowling-night-live", "dextrous"]
    assert ann.genres == {"sitcom": 1, "drama": 1, "sports": 1}
    assert game.state.decks["show"].cards()[:3] == ["sportsedges", "dawsons-reek", "jeers"]
    assert game.decision is not None and game.decision.kind == "turn"


def test_reboot_o_mancer_may_return_fewer_in_any_order() -> None:
    sc = scenario().reruns(0, "dawsons-reek", "jeers")
    game = gaining(sc, "reboot-o-mancer")
    play(game, "pick jeers", "done")
    assert game.state.players[0].reruns == ["dawsons-reek"]
    assert game.state.decks["show"].cards()[0] == "jeers"


def test_reboot_o_mancer_with_no_shows_in_reruns_does_nothing() -> None:
    game = gaining(scenario(), "reboot-o-mancer")
    assert game.decision is not None and game.decision.kind == "turn"


# -- Viral Marketer ---------------------------------------------------------------------------


def test_viral_marketer_attaches_promo_ads_rightside_up_without_paying() -> None:
    sc = holding(scenario(), 0, "viral-marketer").cash(0, 5)
    sc.green_room(0, "promo-stay-tuned").display(show=["dextrous"])
    game = sc.start_turn(0)
    play(game, "produce dextrous", "pick promo-stay-tuned", "timeslot daytime")
    # "You may attach promo ads rightside up without paying": asked, for free
    assert options(game) == ["promo promo-stay-tuned pay", "promo promo-stay-tuned rotate"]
    assert game.decision is not None and "without paying" in game.decision.prompt
    play(game, "promo promo-stay-tuned pay")
    show = game.state.players[0].lineup[0]
    assert show is not None and show.attachments == (("promo-stay-tuned", True),)
    assert game.state.players[0].cash == 5 - 2  # the show's cost only


def test_viral_marketer_free_promo_may_still_be_rotated() -> None:
    sc = holding(scenario(), 0, "viral-marketer").cash(0, 2)  # less than the promo's $3M
    sc.green_room(0, "promo-stay-tuned").display(show=["dextrous"])
    game = sc.start_turn(0)
    play(game, "produce dextrous", "pick promo-stay-tuned", "timeslot daytime")
    play(game, "promo promo-stay-tuned rotate")
    show = game.state.players[0].lineup[0]
    assert show is not None and show.attachments == (("promo-stay-tuned", False),)
    assert game.state.players[0].cash == 0


def test_viral_marketer_gives_1_viewer_per_2m_of_net_upkeep_income() -> None:
    """Dextrous (no expenses) with two promos upright ($2M each): +$4M, 2 viewers."""
    sc = holding(scenario(), 0, "viral-marketer")
    sc.lineup(0, "daytime", "dextrous", attachments=["promo-stay-tuned", "promo-sneak-peek"])
    game = sc.start_end_of_round()
    assert game.state.players[0].round_scores == [4 + 2 + 2 + 2]


def test_viral_marketer_never_loses_viewers() -> None:
    sc = holding(scenario(), 0, "viral-marketer").cash(0, 10)
    sc.lineup(0, "primetime", "star-trick", attachments=["teen-idol"])  # $3M expenses
    game = sc.start_end_of_round()
    assert game.state.players[0].round_scores == [10]


def test_viral_marketer_counts_the_upkeep_settled_even_if_a_show_leaves_before_scoring() -> None:
    """The round's net upkeep income is what the upkeep settled: Surpriser ($1M expenses) with
    two promos ($2M income each) and Dextrous: +$3M, 1 viewer; using Surpriser when scoring
    cancels it (and its ads' income) after the upkeep, and the viewer stays."""
    for use, score in (("use surpriser", 4 + 1 + 16), ("done", 10 + 4 + 1)):
        sc = holding(scenario(), 0, "viral-marketer").cash(0, 10)
        sc.lineup(0, "daytime", "surpriser", attachments=["promo-stay-tuned", "promo-sneak-peek"])
        sc.lineup(0, "primetime", "dextrous")
        game = sc.start_end_of_round()
        assert game.state.players[0].cash == 10 + 3
        play(game, use)
        scored = next(e for e in game.state.log if e.kind == "score" and e.player == 0)
        assert [v for _, source, v in scored.data["items"] if source == "viral-marketer"] == [1]
        assert game.state.players[0].round_scores == [score]


# -- Voice of a Generation --------------------------------------------------------------------


def _voice() -> Game:
    """Ann produces Dawson's Reek ($5M; star, ad?) and uses Voice of a Generation to attach
    Jeers ($2M, rows 4/6/5/3, no expenses) from the display in its star slot."""
    sc = holding(scenario(), 0, "voice-of-a-generation").cash(0, 20)
    sc.green_room(0, "teen-idol").display(show=["dawsons-reek", "jeers"])
    game = sc.start_turn(0)
    play(game, "produce dawsons-reek")
    assert "use voice-of-a-generation" in options(game)
    play(game, "use voice-of-a-generation")
    assert options(game) == ["pick jeers"]
    play(game, "pick jeers")
    return game


def test_voice_of_a_generation_attaches_a_display_show_paid_for_as_a_star() -> None:
    game = _voice()
    ann = game.state.players[0]
    assert ann.cash == 20 - 5 - 2
    assert ann.face_down == ("voice-of-a-generation",)
    # the show fills the required star slot: done is the only option left (the star has no
    # room), so the production goes on to its timeslot
    assert game.decision is not None and game.decision.kind == "production-timeslot"
    play(game, "timeslot primetime")
    show = ann.lineup[1]
    assert show is not None and show.attachments == (("jeers", True),)
    assert show_viewers(game.state, 0, 1, show) == 7 + 4
    assert ann.genres == {"drama": 1}  # the attached show advances no genre
    assert "teen-idol" in ann.green_room


def test_voice_of_a_generation_adds_the_row_level_with_the_marker_and_its_expenses() -> None:
    """Dawson's Reek on row 1 (8) with Reinfeld attached: Reinfeld's row 1 (12); expenses
    $1M + $2M at upkeep; Reinfeld's own effect is lost (Character Actor has no expenses, but
    no +1)."""
    sc = holding(scenario(), 0, "voice-of-a-generation").cash(0, 10)
    sc.lineup(0, "primetime", "dawsons-reek", row=1, attachments=["reinfeld"])
    sc.lineup(0, "latenight", "hard-knockoffs", attachments=["character-actor"])
    game = sc.start_turn(0)
    show = game.state.players[0].lineup[1]
    assert show is not None and show_viewers(game.state, 0, 1, show) == 8 + 12
    from primetime.engine.scoring import income_and_expenses

    assert income_and_expenses(game.state, 0) == (0, 1 + 2 + 1 + 0)
    other = game.state.players[0].lineup[2]
    assert other is not None and show_viewers(game.state, 0, 2, other) == 6 + 3


def test_voice_of_a_generation_both_shows_go_to_reruns_when_cancelled() -> None:
    sc = holding(scenario(), 0, "voice-of-a-generation").cash(0, 10)
    sc.lineup(0, "primetime", "dawsons-reek", row=3, attachments=["jeers"])
    game = sc.start_end_of_round()
    ann = game.state.players[0]
    assert ann.lineup[1] is None
    assert ann.reruns == ["jeers", "dawsons-reek"]
    assert "jeers" not in game.state.discards["show"]


def test_voice_of_a_generation_show_is_not_a_star_for_award_show_or_spinoff() -> None:
    sc = holding(scenario(), 0, "voice-of-a-generation").cash(0, 10)
    sc.green_room(0, "award-show", "spinoff")
    sc.lineup(0, "primetime", "dawsons-reek", attachments=["jeers"])
    sc.lineup(0, "latenight", "hard-knockoffs", attachments=["teen-idol"])
    items = dict((i.source, i.viewers) for i in final_items(sc.state, 0) if i.category == NETWORK)
    assert items["award-show"] == 1  # Teen Idol only
    game = sc.start_turn(0)
    play(game, "use spinoff")
    assert options(game) == ["pick teen-idol"]


def test_voice_of_a_generation_show_is_not_a_star_for_celebrity_whisperer() -> None:
    """Blockbuster Director aside, a second mogul here only shows the count: Whisperer adds
    +1 for Teen Idol, nothing for the attached show."""
    sc = holding(scenario(), 0, "voice-of-a-generation").green_room(0, "celebrity-whisperer")
    sc.lineup(0, "primetime", "star-trick", attachments=["jeers", "teen-idol"])
    game = sc.start_turn(0)
    show = game.state.players[0].lineup[1]
    assert show is not None and show_viewers(game.state, 0, 1, show) == 7 + 4 + 3 + 1


def test_voice_of_a_generation_lets_you_produce_a_show_whose_star_only_it_fills() -> None:
    """No star in the green room: Dawson's Reek ($5M, a required star) can be produced with
    $7M, the attached Jeers ($2M) filling the star; with $6M it can't."""
    sc = holding(scenario(), 0, "voice-of-a-generation").cash(0, 7)
    sc.display(show=["dawsons-reek", "jeers"])
    game = sc.start_turn(0)
    assert "produce dawsons-reek" in options(game)
    play(game, "produce dawsons-reek")
    assert options(game) == ["use voice-of-a-generation"]  # no done before the star is filled
    play(game, "use voice-of-a-generation", "pick jeers", "timeslot primetime")
    ann = game.state.players[0]
    show = ann.lineup[1]
    assert show is not None and show.attachments == (("jeers", True),) and ann.cash == 0
    sc = holding(scenario(), 0, "voice-of-a-generation").cash(0, 6)
    sc.display(show=["dawsons-reek", "jeers"])
    assert "produce dawsons-reek" not in options(sc.start_turn(0))


def test_voice_of_a_generation_needs_an_empty_star_or_wild_slot_and_the_cash() -> None:
    sc = holding(scenario(), 0, "voice-of-a-generation").cash(0, 6)
    sc.green_room(0, "teen-idol").display(show=["dawsons-reek", "reinfeld"])
    game = sc.start_turn(0)
    play(game, "produce dawsons-reek")  # $1M left: Reinfeld costs $8M
    assert "use voice-of-a-generation" not in options(game)
    sc = holding(scenario(), 0, "voice-of-a-generation").cash(0, 20)
    sc.green_room(0, "promo-stay-tuned").display(show=["dextrous", "jeers"])
    game = sc.start_turn(0)
    play(game, "produce dextrous")  # ad, ad?: no star or wild slot
    assert "use voice-of-a-generation" not in options(game)


# -- Tech Pioneer -----------------------------------------------------------------------------


def test_tech_pioneer_draws_2_network_cards_keeps_both_and_immediate_ones_resolve() -> None:
    sc = scenario().cash(0, 0).deck_top("network", "syndication-rights", "cost-cutting")
    sc.reruns(0, "jeers", "dawsons-reek")
    game = gaining(sc, "tech-pioneer")
    ann = game.state.players[0]
    assert ann.green_room == ["tech-pioneer", "cost-cutting"]
    assert ann.cash == 2  # Syndication Rights: $1M per rerun
    assert "syndication-rights" in game.state.discards["network"]


def test_tech_pioneer_scores_1_viewer_per_network_card_in_your_green_room() -> None:
    sc = holding(scenario(), 0, "tech-pioneer")
    sc.green_room(0, "cost-cutting", "late-night-buzz", "teen-idol")
    sc.discards("creative-accounting")  # used and discarded: not counted
    sc.lineup(0, "daytime", "jeers")
    game = sc.start_end_of_round()
    assert game.state.players[0].round_scores == [4 + 2]


def test_a_mogul_is_not_a_network_card_for_tech_pioneer() -> None:
    sc = holding(scenario(), 0, "tech-pioneer")
    game = sc.start_turn(0)
    assert total_round(game) == 0


def test_blockbuster_director_scores_a_quiz_show_again_with_its_bought_viewers() -> None:
    """ "When scoring the show again, include all end-of-round viewer bonuses ... that normally
    apply to the show"; only Writeoff is told to leave a Quiz show's bonus viewers out. Pointless
    Pursuit (Quiz, row 1: 4) bought 5 viewers for $5M: 9 (the round 10, with the grid's 1), and 9
    again; its bonus viewers are gone by the next round."""
    sc = Scenario(["Ann", "Bob"], modules=("moguls", "telly"))
    for timeslot in ("daytime", "primetime", "latenight", "weekend"):
        sc.lineup(0, timeslot, None)
    sc.lineup(0, "daytime", "pointless-pursuit")
    holding(sc.cash(0, 20), 0, "blockbuster-director")
    game = sc.start_end_of_round()
    play(game, "use pointless-pursuit", "number 5")
    while game.decision is not None and game.decision.kind != "card-choice":
        play(game, "done")
    assert game.state.players[0].round_scores == [10]
    play(game, "pick pointless-pursuit")
    assert [e.data["viewers"] for e in game.state.log if e.kind == "rescore"] == [9]
    assert game.state.players[0].round_scores == [19]
    assert game.state.players[0].cash == 20 - 5
    assert game.state.players[0].banked == []  # aged: the bought viewers were this round's
