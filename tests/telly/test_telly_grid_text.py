"""The genre grid in words (`primetime.grid_text`), which the terminal and the browser both draw:
the squares and their marks, the bonuses at the lines' ends, the one-liner's lines one square
from done, the mogul line with Moguls, and nothing outside Telly Time. The Drama tile (RULINGS
7.3) reads Sp K SF / Ac Dr Q / C Si Re; row bonuses Wild, Star, Ad; column bonuses Star, Ad,
Wild; both diagonals Network."""

from __future__ import annotations

from primetime.engine.modules.telly.grid import grids
from primetime.engine.scenario import Scenario
from primetime.engine.state import GameState
from primetime.grid_text import grid_rows, grid_shown, grid_summary


def drama(
    *marks: str, modules: tuple[str, ...] = ("telly",), lines: tuple[str, ...] = ()
) -> GameState:
    sc = Scenario(("Ann", "Bob"), modules=modules)  # type: ignore[arg-type]
    part = grids(sc.state)
    part.tiles[0] = "drama-grid"
    part.marks[0] = list(marks)
    part.lines[0] = list(lines)
    return sc.state


def test_the_squares_marks_and_bonuses_of_the_drama_tile() -> None:
    shown = grid_rows(drama("drama", "sports"), 0)
    assert shown is not None
    assert [[s.genre for s in row] for row in shown.rows] == [
        ["sports", "kids", "scifi"],
        ["action", "drama", "quiz"],
        ["chat", "sitcom", "reality"],
    ]
    assert [[s.marked for s in row] for row in shown.rows] == [
        [True, False, False],
        [False, True, False],
        [False, False, False],
    ]
    assert shown.rows[0][2].name == "Sci-Fi"
    assert shown.row_bonuses == ("Wild", "Star", "Ad")
    assert shown.column_bonuses == ("Star", "Ad", "Wild")
    assert shown.diagonal_bonus == "Network"
    assert shown.marked == 2
    diagonal = next(ln for ln in shown.lines if ln.name == "diagonal from top left")
    assert diagonal.missing == ("Reality",) and not diagonal.done and diagonal.bonus == "Network"


def test_the_one_liner_names_the_lines_one_square_away() -> None:
    state = drama("drama", "sports", "action")
    shown = grid_rows(state, 0)
    assert shown is not None
    assert grid_summary(shown) == (
        "grid 3/9, next lines: Quiz -> middle row Star, Chat -> left column Star, "
        "Reality -> diagonal from top left Network"
    )


def test_completed_lines_are_named_and_not_offered_again() -> None:
    state = drama("drama", "action", "quiz", lines=("middle row",))
    shown = grid_rows(state, 0)
    assert shown is not None
    assert grid_summary(shown) == "grid 3/9, lines 1 (middle row), no line one square away"
    assert [ln.name for ln in shown.lines if ln.done] == ["middle row"]


def test_with_moguls_the_next_line_after_the_first_gives_a_mogul() -> None:
    state = drama(
        "drama", "action", "quiz", "sports", lines=("middle row",), modules=("telly", "moguls")
    )
    shown = grid_rows(state, 0)
    assert shown is not None
    assert "Chat -> left column Mogul" in grid_summary(shown)
    assert all(ln.bonus == "Mogul" for ln in shown.lines if not ln.done)
    alone = grid_rows(drama("drama", "sports", "action", modules=("telly", "moguls")), 0)
    assert alone is not None and "left column Star" in grid_summary(alone)


def test_the_payload_form_and_nothing_without_a_tile_or_outside_telly() -> None:
    state = drama("drama")
    data = grid_shown(state, 0)
    assert data is not None
    assert data["tile"]
    assert data["rows"][1][1] == {"genre": "drama", "name": "Drama", "marked": True}
    assert data["summary"].startswith("grid 1/9")
    grids(state).tiles[1] = None
    assert grid_shown(state, 1) is None
    assert grid_shown(Scenario(("Ann", "Bob")).state, 0) is None


def test_asking_about_a_grid_or_pass_tile_tells_its_values() -> None:
    from rich.console import Console

    from primetime.cardtext import card_summary
    from primetime.tui.cardinfo import card_panel, find_cards

    state = drama("drama")
    tile = find_cards(state.cards, "drama genre grid")[0]
    assert card_summary(tile) == (
        "Drama genre grid: genre grid tile (Telly Time); rows Sports Kids Sci-Fi / Action Drama "
        "Quiz / Chat Sitcom Reality; row bonuses wild, star, ad; column bonuses star, ad, wild; "
        "diagonals network"
    )
    passing = next(c for c in state.cards.values() if c.kind == "passtile")
    assert "pass track tile (Telly Time, " in card_summary(passing) and "$7M or 6v" in (
        card_summary(passing)
    )
    console = Console(width=100, record=True)
    console.print(card_panel(tile, state))
    assert "rows Sports Kids Sci-Fi" in console.export_text()


def test_the_compact_board_wraps_the_grid_at_80_columns_and_cuts_none_of_it() -> None:
    """A grid with three lines one square away does not fit 80 columns: it wraps under its
    heading instead of losing the last line's bonus; a network shown in its first line alone
    (a short screen) says its grid in a few words."""
    import io

    from rich.console import Console

    from primetime.engine.views import make_view
    from primetime.tui.compact import compact_board

    state = drama("drama", "sports", "action")
    shown = grid_rows(state, 0)
    assert shown is not None

    def board(others: bool) -> list[str]:
        console = Console(width=80, file=io.StringIO(), color_system=None)
        console.print(compact_board(make_view(state, 0), others=others))
        return console.file.getvalue().splitlines()  # type: ignore[attr-defined,no-any-return]

    lines = board(others=True)
    start = next(i for i, line in enumerate(lines) if line.startswith("    Grid 3/9, "))
    wrapped = lines[start : start + 2]
    assert wrapped[1].startswith("    Reality -> ")  # under the heading's text
    assert all(len(line) <= 80 for line in wrapped)
    assert " ".join(" ".join(wrapped).split()) == "Grid" + grid_summary(shown)[4:]
    # a short screen: each network in its first line, the grid in a few words (`board` tells
    # the rest); Bob's centre square was marked at setup
    tight = board(others=False)
    assert next(ln for ln in tight if ln.startswith("  Bob")).endswith(" · grid 1/9, 0 lines")
    assert next(ln for ln in tight if "(you)" in ln).endswith(" · grid 3/9, 0 lines")
    assert not any("…" in line and "grid" in line.lower() for line in lines + tight)


def test_a_produce_preview_says_the_square_it_marks_and_the_line_it_completes() -> None:
    """Drama and Action marked on the Drama tile: a Quiz show marks Quiz (+1 viewer a round)
    and completes the middle row, whose bonus is a Star. The preview's +viewers count the
    new square: 3 from the show, 1 from the grid."""
    from primetime.engine.preview import outcome
    from primetime.presentation import option_preview

    sc = Scenario(("Ann", "Bob"), modules=("telly",)).cash(0, 20)
    for timeslot in sc.state.geometry.timeslots:
        sc.lineup(0, timeslot, None)
    part = grids(sc.state)
    part.tiles[0] = "drama-grid"
    part.marks[0] = ["drama", "action"]
    game = sc.display(show=["university-challenged"]).start_turn(0)
    game.choose("produce university-challenged")
    while game.decision is not None and game.decision.kind != "production-timeslot":
        game.choose("done")
    decision = game.decision
    assert decision is not None
    late = next(o for o in decision.options if str(o) == "timeslot latenight")
    seen = outcome(game.state, 0, late)
    assert seen.progressed == (
        "marks Quiz on your grid (+1 viewer a round)",
        "completes the middle row: Star bonus",
    )
    assert seen.viewers_after - seen.viewers == 3 + 1
    text = option_preview(game.view(0), late)
    assert "+4 viewers this round" in text
    assert "marks Quiz on your grid (+1 viewer a round); completes the middle row: Star" in text


def test_a_grid_is_headed_by_its_tile_not_as_a_genres_own_grid() -> None:
    state = drama("drama")
    shown = grid_rows(state, 0)
    assert shown is not None and shown.tile == "Drama genre grid"
    assert shown.heading == "Genre grid (Drama tile)"
    data = grid_shown(state, 0)
    assert data is not None and data["heading"] == shown.heading
