"""Rulebook: Millie produces Dawson's Reek (Producing Shows, steps 1-5)."""

from __future__ import annotations

from primetime.engine.scenario import Scenario


def test_millie_produces_dawsons_reek_in_primetime() -> None:
    sc = Scenario(["Millie", "Taio"])
    sc.cash(0, 10)
    sc.green_room(0, "method-actor", "laundry-soap")
    sc.lineup(0, "primetime", "plastic-chef", row=1, attachments=["pet-insurance"])
    sc.display(show=["dawsons-reek"])
    game = sc.start_turn(0)

    game.choose("produce dawsons-reek")
    millie = game.state.players[0]
    assert millie.cash == 5  # she pays $5M
    # Dawson's Reek requires a star: "done" is not offered until one is attached
    assert "done" not in [str(o) for o in game.decision.options]
    game.choose("pick method-actor")
    assert "done" in [str(o) for o in game.decision.options]  # the ad is optional; she declines
    game.choose("done")
    game.choose("timeslot primetime")

    show = millie.lineup[1]
    assert show is not None and show.card == "dawsons-reek"
    assert show.row == 0  # preferred timeslot: marker on the top row
    assert show.attachments == [("method-actor", True)]
    assert "plastic-chef" in millie.reruns  # canceled to make room
    assert "pet-insurance" in game.state.discards["ad"]  # its ad is discarded
    assert "laundry-soap" in millie.green_room
    assert millie.genres == {"drama": 1}  # first drama marker, bottom space, no bonus
    assert game.decision.player == 1  # her turn ends


def test_dawsons_reek_out_of_primetime_starts_on_the_x() -> None:
    sc = Scenario(["Millie", "Taio"])
    sc.cash(0, 10).green_room(0, "method-actor").display(show=["dawsons-reek"])
    game = sc.start_turn(0)
    # with nothing else to attach, the attach step ends by itself after the required star
    for choice in ["produce dawsons-reek", "pick method-actor", "timeslot daytime"]:
        game.choose(choice)
    show = game.state.players[0].lineup[0]
    assert show is not None and show.row == 2
    card = game.state.cards["dawsons-reek"]
    assert card.rows[show.row] == 5  # 5 viewers in its starting season
