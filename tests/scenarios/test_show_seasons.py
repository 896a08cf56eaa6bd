"""Rulebook, Seasons & Viewers.

"Example: A show in season 1 only got 6 viewers, but it took off in season 2! In season 4, it only
scores 3 viewers. Time to replace it."

Flounder Tank's season track is 6, 7, 5, 3. Produced in round 1, it scores each row in turn and is
canceled to the reruns when its marker moves off the bottom after round 4, where it scores its
bottom row again.
"""

from __future__ import annotations

from primetime.engine.scenario import Scenario


def test_flounder_tank_over_four_seasons() -> None:
    sc = Scenario(["Millie", "Taio"]).cash(0, 3).green_room(0, "pet-insurance")
    for slot in ("daytime", "primetime", "latenight"):
        sc.lineup(0, slot, None)
    sc.display(show=["flounder-tank"])
    game = sc.start_turn(0)
    for choice in ["produce flounder-tank", "pick pet-insurance", "timeslot primetime"]:
        game.choose(choice)
    millie = game.state.players[0]
    rows = []
    while not game.over:
        show = millie.lineup[1]
        rows.append(None if show is None else show.row)
        game.choose("pass cash")  # everyone passes every turn
        round_now = game.state.round
        while game.state.round == round_now and not game.over:
            game.choose("pass cash")
    assert rows == [0, 1, 2, 3]
    assert millie.round_scores == [6, 7, 5, 3]  # Pet Insurance adds no viewers
    assert millie.lineup == [None, None, None]
    assert millie.reruns == ["flounder-tank"]
    assert "pet-insurance" in game.state.discards["ad"]  # its ad went with it
    result = game.result().players[0]
    assert result.rounds == [6, 7, 5, 3]
    assert result.reruns == 3
    assert result.genres == 1  # reality track, space 1
