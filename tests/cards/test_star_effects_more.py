"""Star effects, continued (Brand Ambassador to Gray Fox are in `test_star_effects.py`): Industry
Veteran, Rerun Guy, Versatile Actor and Bollywood Star, each with its clarifications.

Rulebook, Show & Star Effects, and Card Clarifications, Star Effects; RULINGS section 4 (Industry
Veteran and Versatile Actor work when attached upside down by choice while producing; Bollywood
Star).
"""

from __future__ import annotations

from helpers import assert_refused, attachments, options, play
from primetime import Game
from primetime.engine.scenario import Scenario

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
    assert show.attachments == (("industry-veteran", False), ("versatile-actor", False))
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
    assert show.attachments == (("versatile-actor", False),)
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
    assert show.attachments == (("versatile-actor", True),)
    assert ann.genres == {"drama": 1}


def test_versatile_actor_attached_to_an_existing_show_has_no_effect() -> None:
    """ "If you attach this star to an existing show, ignore its effect." """
    sc = Scenario(["Ann", "Bob"]).green_room(0, "versatile-actor")
    game = sc.start_turn(0)
    assert_refused(game, "attach versatile-actor primetime down")
    game.choose("attach versatile-actor primetime")
    show = game.state.players[0].lineup[1]
    assert show is not None and show.genre == "scifi"
    assert show.attachments == (("versatile-actor", True),)
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
