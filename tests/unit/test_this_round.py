"""This round's viewers as things stand, the same number in every interface: the round's score if
it ended now (`round_viewers`), with what the lineup's shows do not give (the pass track, Telly
Time's grid, an executive's drawback) named beside them. Each case checks the number against the
score the round then records."""

from __future__ import annotations

import io

from rich.console import Console, RenderableType

from helpers import options, play
from primetime import Game
from primetime.engine.modules.telly.grid import grids
from primetime.engine.scenario import Scenario
from primetime.presentation import round_so_far, round_so_far_text
from primetime.server.payload import table_of
from primetime.tui.board import scoreboard
from primetime.tui.compact import network_lines
from primetime.tui.network import projection


def text_of(thing: RenderableType, width: int = 120) -> str:
    console = Console(width=width, record=True, color_system=None, file=io.StringIO())
    console.print(thing)
    return console.export_text()


def arkady_passed() -> Game:
    """Telly Time's example (test_telly_grid.py, Arkady's column): his drama show scores 5, he
    passes 1st for 6 viewers and his grid has 4 filled squares: 15 this round."""
    sc = Scenario(["Arkady", "Bob", "Cy", "Di"], modules=("telly",)).cash(0, 3)
    for slot in sc.state.geometry.timeslots:
        sc.lineup(0, slot, None)
    part = grids(sc.state)
    part.tiles[0] = "sports-grid"
    part.marks[0] = ["sports", "quiz", "sitcom"]
    sc.display(show=["casualty-ward-nine"], ad=["pet-insurance", "used-car-lot", "laundry-soap"])
    sc.deck_top("star", "cheeky-friend", "famously-famous")
    game = sc.start_turn(0)
    play(game, "produce casualty-ward-nine")
    if "done" in options(game):
        game.choose("done")
    game.choose("timeslot daytime")
    game.choose("pick famously-famous")
    for ad in ["pet-insurance", "used-car-lot", "laundry-soap"]:
        game.choose(f"sign-ad {ad}")
    game.choose("pass viewers")
    return game


def test_arkadys_round_counts_the_pass_track_and_the_grid_everywhere() -> None:
    game = arkady_passed()
    state = game.state
    assert round_so_far(state, 0) == {
        "shows": 5,
        "others": [("pass track", 6), ("genre grid", 4)],
        "total": 15,
    }
    assert round_so_far_text(state, 0) == "5 from shows + 6 pass track + 4 genre grid = 15 viewers"
    assert "This round: 5 from shows + 6 pass track + 4 genre grid = 15 viewers" in (
        projection(state, 0).plain
    )
    arkady = next(line for line in text_of(scoreboard(state, 0)).splitlines() if "Arkady" in line)
    assert arkady.rstrip().endswith("~15")
    assert "~15v this round" in network_lines(state, 0, 0)[0].plain
    sent = table_of(game.view(1))["players"][0]["this_round"]  # as Bob's browser gets it
    assert sent == {"shows": 5, "others": [("pass track", 6), ("genre grid", 4)], "total": 15}
    while state.round == 1:
        game.choose("pass cash")
    assert state.players[0].round_scores == [15]


def test_undergrounds_waiting_star_is_taken_off_this_round() -> None:
    """Underground's drawback: each star in the green room costs 2 viewers at round scoring."""
    sc = Scenario(("Ann", "Bob"), executives={"Ann": "underground", "Bob": "cable"})
    sc.green_room(0, "method-actor")
    state = sc.state
    shows = round_so_far(state, 0)["shows"]
    assert shows > 2
    assert round_so_far(state, 0) == {
        "shows": shows,
        "others": [("Underground", -2)],
        "total": shows - 2,
    }
    assert f"- 2 Underground = {shows - 2} viewers" in projection(state, 0).plain
    assert f"~{shows - 2}v this round" in network_lines(state, 0, 0)[0].plain
    game = sc.start_end_of_round()
    assert game.state.players[0].round_scores == [shows - 2]


def test_only_shows_read_as_a_plain_count() -> None:
    sc = Scenario(("Ann", "Bob"))
    state = sc.state
    found = round_so_far(state, 0)
    assert found["others"] == [] and found["shows"] == found["total"] > 0
    assert round_so_far_text(state, 0) == f"{found['total']} viewers"
