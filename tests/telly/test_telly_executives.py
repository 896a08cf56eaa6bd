"""Executives in Telly Time (Megacorp rulebook, each executive's "Telly Time:" clarification;
RULINGS 7.4): Cable starts with $30M and gets no grid cash; Generic places no grid markers, gets
a fixed $5M when passing and its Telly pilot covers its genre; the Specialist's 1st completed line
gives the 1st mogul (draw 2), the 2nd line nothing, the 3rd the 2nd mogul (draw 4)."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from primetime import Game, GameConfig
from primetime.cards import GridTile
from primetime.engine.modules.executives.base import board_of
from primetime.engine.modules.telly.grid import grids
from primetime.engine.results import GENRES
from primetime.engine.scenario import Scenario
from primetime.engine.scoring import round_items
from primetime.presentation import executive_shown, option_preview

ANN = 0


def test_cable_starts_with_30m_in_telly() -> None:
    game = Game.new(
        GameConfig(
            players=("Ann", "Bob"),
            modules=("telly",),
            executives={"Bob": "cable", "Ann": "generic"},
        )
    )
    assert game.state.first == 1
    assert game.state.players[1].cash == 30


def test_cable_gets_no_grid_cash_when_passing() -> None:
    sc = Scenario(
        ["Ann", "Bob"], modules=("telly",), executives={"Ann": "cable", "Bob": "generic"}
    ).cash(ANN, 0)
    game = sc.start_turn(ANN)
    game.choose("pass viewers")
    ann = game.state.players[ANN]
    assert (ann.cash, ann.pass_viewers) == (0, 6)  # 8 empty squares pay Cable nothing


def test_generic_in_telly_covers_its_pilot_genre_and_marks_no_grid() -> None:
    sc = Scenario(["Ann", "Bob"], modules=("telly",), executives={"Ann": "generic", "Bob": "cable"})
    tile = sc.state.cards[grids(sc.state).tiles[ANN] or ""]
    assert isinstance(tile, GridTile)
    pilot = tile.center
    assert board_of(sc.state, ANN) == {"covered": [pilot], "markers": [1]}
    assert grids(sc.state).marks[ANN] == []  # no marker on the grid, not even the center's
    other = "drama" if pilot == "sports" else "sports"
    game = sc.cash(ANN, 0).start(("genre-advance", ANN, other), ("turn", ANN))
    assert board_of(game.state, ANN) == {"covered": [pilot, other], "markers": [2]}
    assert grids(game.state).marks[ANN] == []
    assert game.decision is not None and game.decision.kind == "keep-one"  # space 2's bonus
    star = next(c for c in game.state.players[ANN].hand if game.state.cards[c].kind == "star")
    game.choose(f"pick {star}")
    assert [i.source for i in round_items(game.state, ANN) if i.category == GENRES] == [
        "generic track"
    ]
    game.choose("pass viewers")
    assert game.state.players[ANN].cash == 5  # a fixed $5M, whatever the grid


@pytest.mark.parametrize(("auto_chance", "seed"), [(True, 7), (False, 3)])
def test_a_chosen_generic_in_telly_has_no_grid_marker_the_others_their_center(
    auto_chance: bool, seed: int
) -> None:
    """RULINGS 7.4: Generic in Telly places "no grid markers at all (no center marker ...)",
    also when the boards are dealt and chosen after the pilots were."""
    game = Game.new(
        GameConfig(players=("Ann", "Bob"), modules=("telly", "executives"), seed=seed), auto_chance
    )
    while game.state.phase == "setup" and game.decision is not None:
        decision = game.decision  # Ann keeps Generic, dealt to her by the seed or the chance
        generic = [o for o in decision.options if "generic" in str(o)]
        others = [o for o in decision.options if "generic" not in str(o)]
        game.choose(generic[0] if decision.player != 1 and generic else others[0])
    held = game.state.parts["executives"].held  # type: ignore[attr-defined]
    assert held[ANN] == "generic" and held[1] != "generic"
    centers = [game.state.cards[t or ""].center for t in grids(game.state).tiles]  # type: ignore[union-attr]
    assert grids(game.state).marks == [[], [centers[1]]]
    assert board_of(game.state, ANN)["covered"] == [centers[ANN]]


def specialist_grid(marks: Sequence[str], done: Sequence[str], first: bool) -> Scenario:
    """Ann the Specialist on the Drama grid with these squares marked and lines done (`first`:
    her 1st mogul taken)."""
    sc = Scenario(
        ["Ann", "Bob"],
        modules=("moguls", "telly"),
        executives={"Ann": "specialist", "Bob": "cable"},
    )
    part = grids(sc.state)
    part.tiles[ANN] = "drama-grid"
    part.marks[ANN] = list(marks)  # (the game adds to them)
    part.lines[ANN] = list(done)
    board_of(sc.state, ANN)["first"] = first
    return sc


# Marking Kids on the Drama grid then completes the top row (Wild) and the middle column (Ad).
KIDS_COMPLETES_TWO = ("drama", "sports", "scifi", "sitcom")


def test_the_specialist_in_telly_takes_moguls_on_the_1st_and_3rd_lines_nothing_on_the_2nd() -> None:
    sc = specialist_grid(["drama", "sports", "chat"], [], first=False)
    sc.deck_top("mogul", "celebrity-whisperer", "tech-pioneer")
    game = sc.start(("genre-advance", ANN, "action"), ("turn", ANN))  # 1st line: left column
    assert game.decision is not None and game.decision.kind == "mogul-keep"
    assert len(game.state.players[ANN].hand) == 2
    game.choose("pick tech-pioneer")
    game2 = specialist_grid(["drama", "sports", "chat"], ["top row"], first=True)
    second = game2.start(("genre-advance", ANN, "action"), ("turn", ANN))  # 2nd line: nothing
    assert [e.data["bonus"] for e in second.state.log if e.kind == "grid-line"] == ["none"]
    assert second.decision is not None and second.decision.kind == "turn"


def grid_lines(game: Game) -> list[tuple[str, str]]:
    return [(e.data["line"], e.data["bonus"]) for e in game.state.log if e.kind == "grid-line"]


def test_the_specialist_orders_a_3rd_and_4th_line_completed_at_once() -> None:
    """ "Lines completed at once are ordered by their player" (RULINGS 7.4): the 3rd line gives
    the 2nd mogul, the 4th its printed bonus, so Ann chooses which keeps its bonus."""
    sc = specialist_grid(KIDS_COMPLETES_TWO, ["bottom row", "left column"], first=True)
    game = sc.start(("genre-advance", ANN, "kids"), ("turn", ANN))
    decision = game.decision
    assert decision is not None and decision.kind == "grid-line-order"
    assert "0 top row: Specialist's 2nd mogul" in decision.prompt
    game.choose("number 1")  # the middle column is her 3rd line: the top row keeps its Wild
    assert grid_lines(game) == [("middle column", "specialist-second-mogul"), ("top row", "wild")]


def test_the_specialist_is_not_asked_when_the_order_changes_nothing() -> None:
    """Her 2nd and 3rd lines at once: one gives nothing and the other the 2nd mogul, whichever
    comes first."""
    sc = specialist_grid(KIDS_COMPLETES_TWO, ["bottom row"], first=True)
    game = sc.start(("genre-advance", ANN, "kids"), ("turn", ANN))
    assert game.decision is not None and game.decision.kind != "grid-line-order"
    assert grid_lines(game) == [("top row", "none"), ("middle column", "specialist-second-mogul")]


def test_the_specialists_3rd_line_in_telly_draws_4_moguls() -> None:
    sc = specialist_grid(["drama", "sports", "chat"], ["top row", "bottom row"], first=True)
    game = sc.start(("genre-advance", ANN, "action"), ("turn", ANN))
    assert game.decision is not None and game.decision.kind == "mogul-keep"
    assert len(game.state.players[ANN].hand) == 4
    assert board_of(game.state, ANN)["second"] is True


def test_gorillas_extra_turn_in_telly_keeps_the_pass_bonus_but_no_grid_cash_or_viewers() -> None:
    sc = Scenario(
        ["Ann", "Bob"], modules=("telly",), executives={"Ann": "gorilla", "Bob": "cable"}
    ).cash(ANN, 0)
    board_of(sc.state, ANN)["ability"] = "extra-turn"
    game = sc.start_turn(ANN)
    game.choose("pass cash")
    ann = game.state.players[ANN]
    assert ann.cash == 7  # the pass track's $7M, no $8M for the 8 empty squares
    assert [i for i in round_items(game.state, ANN) if i.source == "genre grid"] == []


def test_gorillas_extra_cash_round_in_telly_has_the_grid_as_ever() -> None:
    sc = Scenario(
        ["Ann", "Bob"], modules=("telly",), executives={"Ann": "gorilla", "Bob": "cable"}
    ).cash(ANN, 0)
    board_of(sc.state, ANN)["ability"] = "extra-cash"
    game = sc.start_turn(ANN)
    game.choose("pass cash")
    assert game.state.players[ANN].cash == 7 + 8
    assert [i.viewers for i in round_items(game.state, ANN) if i.source == "genre grid"] == [1]


def test_the_procrastinator_in_telly_changes_a_kids_show_but_never_to_kids_quiz_or_chat() -> None:
    sc = Scenario(
        ["Ann", "Bob"], modules=("telly",), executives={"Ann": "procrastinator", "Bob": "cable"}
    ).cash(ANN, 10)
    for slot in sc.state.geometry.timeslots:
        sc.lineup(ANN, slot, None)
    sc.green_room(ANN, "laundry-soap").display(show=["bluey-peter"])
    game = sc.start_turn(ANN)
    game.choose("produce bluey-peter")
    assert game.decision is not None and game.decision.kind == "card-choice"
    offered = [str(o) for o in game.decision.options]
    assert offered == [
        "genre kids",  # keep it a Kids show (no token)
        "genre sports",
        "genre scifi",
        "genre action",
        "genre reality",
        "genre sitcom",
        "genre drama",
    ]
    game.choose("genre drama")
    game.choose("pick laundry-soap")
    if game.decision is not None and "done" in [str(o) for o in game.decision.options]:
        game.choose("done")
    slots = [str(o) for o in game.decision.options]  # type: ignore[union-attr]
    # a drama now, but the Kids effect is printed on the card and stays with it (as a show
    # Versatile Actor makes a Kids show gains no Kids effect): still not in primetime
    assert slots == ["timeslot daytime", "timeslot weekend"]


def test_gorillas_choice_says_what_an_extra_turn_costs_in_telly() -> None:
    """Gorilla's Telly Time clarification: an Extra Turn keeps a pass track bonus but gets no
    cash or viewers from the genre grid; the prompt, the option and the board say so."""
    sc = Scenario(["Ann", "Bob"], modules=("telly",), executives={"Ann": "gorilla", "Bob": "cable"})
    game = sc.start(("round-start",))
    decision = game.decision
    assert decision is not None and decision.player == ANN
    assert "(no cash or viewers from your genre grid this round)" in decision.prompt
    turn = next(o for o in decision.options if str(o).endswith("extra-turn"))
    assert option_preview(game.view(ANN), turn) == (
        "take 1 extra turn now, before the 1st player (you are 1st: 2 turns in a row); "
        "no cash or viewers from your genre grid this round"
    )
    shown = executive_shown(game.state, ANN)
    assert shown is not None and shown["drawback"].startswith(
        "Extra Turn: no cash or viewers from your genre grid this round"
    )
