"""This round's viewers as things stand, the same number in every interface: the round's score if
it ended now (`round_viewers`), with what the lineup's shows do not give (the pass track, Telly
Time's grid, an executive's drawback) named beside them. Each case checks the number against the
score the round then records. Telly Time's grid is in Arkady's example (`telly/test_telly_grid.py`,
`assert_this_round_everywhere`)."""

from __future__ import annotations

from primetime.engine.scenario import Scenario
from primetime.presentation import round_so_far, round_so_far_text
from primetime.tui.compact import network_lines
from primetime.tui.network import projection


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


def test_the_short_network_line_says_this_rounds_upkeep() -> None:
    """The compact board's line says what upkeep earns or pays, as the full panel does, and
    when the cash can't pay it; the upkeep then pays that."""
    sc = Scenario(("Ann", "Bob"))
    for slot in ("daytime", "primetime", "latenight"):
        sc.lineup(0, slot, None)
    sc.lineup(0, "primetime", "flounder-tank", attachments=["pet-insurance", "method-actor"])
    sc.cash(0, 0)
    line = network_lines(sc.state, 0, 0)[0].plain
    assert "· upkeep -$1M (can't pay) ·" in line
    assert "upkeep: pay $1M (can't pay: a show will be canceled)" in projection(sc.state, 0).plain
    sc.cash(0, 5)
    assert "· upkeep -$1M · " in network_lines(sc.state, 0, 0)[0].plain
    game = sc.start_end_of_round()
    assert game.state.players[0].cash == 4
