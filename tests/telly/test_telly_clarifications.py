"""Telly Time's clarifications of the base network cards (Megacorp rulebook, "Telly Time
Clarifications"), with exact numbers: Catalog Buyout marks any empty square (Kids, Quiz, Chat
too); Market Research marks the discarded show's genre (a marked genre's show only when all 3
are marked, then nothing); Preempted
Timeslot doubles only the pass track, not the grid's cash; Writeoff counts a Chat show's bonus
but not a Quiz show's bought viewers; the grid's cash is no ad income (Big Game); Generic may
cover any genre with a Kids, Quiz or Chat show it produces (not by an effect)."""

from __future__ import annotations

import pytest

from helpers import options
from primetime import IllegalChoice
from primetime.engine.modules.executives.base import board_of
from primetime.engine.modules.telly.grid import grids
from primetime.engine.narrate import describe
from primetime.engine.scenario import Scenario

ANN = 0
DRAMA_GRID = "drama-grid"  # Sp K SF / Ac Dr Q / C Si Re


def telly(**config: object) -> Scenario:
    sc = Scenario(["Ann", "Bob"], modules=("telly",), **config)  # type: ignore[arg-type]
    part = grids(sc.state)
    part.tiles[ANN] = DRAMA_GRID
    part.marks[ANN] = ["drama"]
    return sc


def test_catalog_buyout_marks_any_empty_square_kids_quiz_and_chat_too() -> None:
    sc = telly()
    grids(sc.state).marks[ANN] = ["drama", "sports", "quiz"]
    sc.display(network=["catalog-buyout"])
    game = sc.start_turn(ANN)
    game.choose("take-network catalog-buyout")
    decision = game.decision
    assert decision is not None  # asked in the grid's words, not a track's
    assert decision.prompt == "Catalog Buyout: choose a genre to mark on your grid"
    assert options(game) == [
        "genre scifi",
        "genre action",
        "genre reality",
        "genre sitcom",
        "genre kids",
        "genre chat",
    ]
    game.choose("genre kids")
    assert grids(game.state).marks[ANN] == ["drama", "sports", "quiz", "kids"]


def test_market_research_marks_the_discarded_shows_genre() -> None:
    sc = telly().deck_top("show", "bluey-peter", "orbit-of-tea", "narrowtemple")
    sc.display(network=["market-research"])
    game = sc.start_turn(ANN)
    game.choose("take-network market-research")
    game.choose("pick bluey-peter")
    assert grids(game.state).marks[ANN] == ["drama", "kids"]


def test_market_research_discards_a_marked_genre_only_when_all_three_are_marked() -> None:
    """'Place a marker on the genre of the show you discard. If all 3 genres you draw already
    have markers, discard a show without placing a marker.'"""
    sc = telly().deck_top("show", "narrowtemple", "orbit-of-tea", "bluey-peter")
    sc.display(network=["market-research"])
    game = sc.start_turn(ANN)
    game.choose("take-network market-research")
    assert options(game) == ["pick orbit-of-tea", "pick bluey-peter"]  # not the drama
    assert game.decision.prompt.endswith("; only a show of a genre to mark on your grid may go")
    before = game.state.to_dict()
    with pytest.raises(IllegalChoice):
        game.choose("pick narrowtemple")
    assert game.state.to_dict() == before
    game.choose("pick orbit-of-tea")
    assert grids(game.state).marks[ANN] == ["drama", "scifi"]


def test_market_research_marks_nothing_when_all_three_genres_are_marked() -> None:
    sc = telly().deck_top("show", "narrowtemple", "orbit-of-tea", "bluey-peter")
    grids(sc.state).marks[ANN] = ["drama", "scifi", "kids"]
    sc.display(network=["market-research"])
    game = sc.start_turn(ANN)
    game.choose("take-network market-research")
    assert options(game) == ["pick narrowtemple", "pick orbit-of-tea", "pick bluey-peter"]
    assert "only a show" not in game.decision.prompt
    game.choose("pick narrowtemple")  # a drama: already marked
    assert grids(game.state).marks[ANN] == ["drama", "scifi", "kids"]


def test_preempted_timeslot_doubles_the_pass_track_not_the_grid_cash() -> None:
    sc = telly().cash(ANN, 0).green_room(ANN, "preempted-timeslot")
    game = sc.start_turn(ANN)
    game.choose("pass cash")
    game.choose("use preempted-timeslot")
    assert game.state.players[ANN].cash == 2 * 7 + 8  # column 1 doubled, 8 empty squares once


def test_writeoff_counts_a_chat_shows_bonus_but_not_a_quiz_shows_bought_viewers() -> None:
    from primetime.engine.results import EFFECT, ScoreItem

    sc = telly().cash(ANN, 10)
    for slot in sc.state.geometry.timeslots:
        sc.lineup(ANN, slot, None)
    sc.lineup(ANN, "latenight", "lay-all-your-chat-on-me")  # 3 + 3 from the star elsewhere = 6
    sc.lineup(ANN, "daytime", "university-challenged")  # 3
    sc.lineup(ANN, "weekend", "pitchside-live", attachments=["convention-circuit-icon"])  # 6 + 3
    sc.state.players[ANN].banked.append(ScoreItem(EFFECT, "university-challenged", 5))  # bought
    sc.display(network=["writeoff"])
    game = sc.start_turn(ANN)
    game.choose("take-network writeoff")  # the fewest: the quiz show's 3 (no tie with Chat's 3)
    ann = game.state.players[ANN]
    assert [s.card for s in ann.lineup if s is not None] == [
        "lay-all-your-chat-on-me",
        "pitchside-live",
    ]
    assert "university-challenged" in ann.reruns
    assert ann.cash == 10 + 6


def test_the_grid_cash_is_no_ad_income_for_big_game() -> None:
    sc = telly().cash(ANN, 0)
    sc.lineup(ANN, "daytime", "bluey-peter", attachments=["laundry-soap"])
    sc.display(network=["big-game"])
    game = sc.start_turn(ANN)
    game.choose("take-network big-game")
    income = game.state.cards["laundry-soap"].income  # type: ignore[union-attr]
    assert game.state.players[ANN].cash == income  # the ad's income only, no grid cash


def generic_telly() -> Scenario:
    return Scenario(
        ["Ann", "Bob"], modules=("telly",), executives={"Ann": "generic", "Bob": "cable"}
    )


def test_generic_covers_any_genre_with_a_kids_quiz_or_chat_show_produced() -> None:
    """'When you produce a Kids, Chat, or Quiz show, you may cover any genre on your executive
    board.'"""
    sc = generic_telly().cash(ANN, 10).display(show=["bluey-peter"])
    pilot = board_of(sc.state, ANN)["covered"][0]
    game = sc.green_room(ANN, "laundry-soap").start_turn(ANN)  # its ad slot filled
    game.choose("produce bluey-peter")
    game.choose("pick laundry-soap")
    while game.decision.kind != "generic-cover":
        game.choose("timeslot daytime" if "timeslot daytime" in options(game) else "done")
    offered = options(game)
    assert f"genre {pilot}" not in offered and offered[-1] == "done"
    assert len(offered) == 5 + 1  # the 5 uncovered genres of the board, or nothing
    choice = offered[0]
    game.choose(choice)
    assert board_of(game.state, ANN)["covered"] == [pilot, choice.split()[1]]
    assert board_of(game.state, ANN)["markers"] == [2]


def test_generic_covers_nothing_when_market_research_discards_a_kids_show() -> None:
    """Generic: 'Market Research / Waterbug / Reboot-o-mancer: Instead of advancing on the
    indicated genre track, cover that genre on your board': Kids has no square there, and the
    free cover is for a show produced."""
    sc = generic_telly().deck_top("show", "bluey-peter", "orbit-of-tea", "narrowtemple")
    sc.display(network=["market-research"])
    board = board_of(sc.state, ANN)
    before = (list(board["covered"]), list(board["markers"]))
    game = sc.start_turn(ANN)
    game.choose("take-network market-research")
    game.choose("pick bluey-peter")
    assert game.decision.kind != "generic-cover"
    board = board_of(game.state, ANN)
    assert (board["covered"], board["markers"]) == before
    lines = [describe(event, game.state) for event in game.state.log]
    assert "Kids is not on Ann's Generic board: nothing to cover" in lines


def test_generic_chooses_a_genre_of_its_board_with_catalog_buyout() -> None:
    sc = generic_telly().display(network=["catalog-buyout"])
    pilot = board_of(sc.state, ANN)["covered"][0]
    game = sc.start_turn(ANN)
    game.choose("take-network catalog-buyout")
    offered = options(game)
    assert len(offered) == 5 and f"genre {pilot}" not in offered
    assert not {"genre kids", "genre quiz", "genre chat"} & set(offered)
    game.choose(offered[0])
    assert board_of(game.state, ANN)["covered"] == [pilot, offered[0].split()[1]]


def test_versatile_actor_may_make_a_show_kids_quiz_or_chat_without_their_effect() -> None:
    sc = telly().cash(ANN, 10).green_room(ANN, "versatile-actor")
    for slot in sc.state.geometry.timeslots:
        sc.lineup(ANN, slot, None)
    sc.display(show=["pitchside-live"]).green_room(ANN, "laundry-soap")
    game = sc.start_turn(ANN)
    game.choose("produce pitchside-live")
    game.choose("pick versatile-actor down")
    offered = options(game)
    assert {"genre kids", "genre quiz", "genre chat"} <= set(offered)
    assert "genre sports" not in offered  # its own genre
    game.choose("genre kids")
    game.choose("pick laundry-soap")
    if "done" in options(game):
        game.choose("done")
    # a Kids show now, but without the Kids effect: primetime is allowed
    assert "timeslot primetime" in options(game)
    game.choose("timeslot primetime")
    show = game.state.players[ANN].lineup[1]
    assert show is not None and show.genre == "kids"
    assert grids(game.state).marks[ANN] == ["drama", "kids"]


def test_viral_marketers_viewers_count_upkeep_income_not_the_grid_cash() -> None:
    from primetime.engine.modules.moguls import moguls

    sc = Scenario(["Ann", "Bob"], modules=("moguls", "telly"))
    part = grids(sc.state)
    part.tiles[ANN] = DRAMA_GRID
    part.marks[ANN] = ["drama"]
    sc.green_room(ANN, "viral-marketer")
    moguls(sc.state).taken[ANN] = "viral-marketer"
    for slot in sc.state.geometry.timeslots:
        sc.lineup(ANN, slot, None)
    sc.lineup(ANN, "daytime", "bluey-peter", attachments=["laundry-soap"])
    income = sc.state.cards["laundry-soap"].income  # type: ignore[union-attr]
    from primetime.engine.scoring import round_items, upkeep_net

    net = upkeep_net(sc.state, ANN)
    items = [i for i in round_items(sc.state, ANN) if i.source == "viral-marketer"]
    assert net == income  # Bluey Peter has no expenses
    assert [i.viewers for i in items] == [net // 2]  # 8 empty squares' cash is no income
