"""Rulebook: Millie produces Dawson's Reek (Producing Shows, steps 1-5)."""

from __future__ import annotations

import pytest

from helpers import options, play
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
    assert show.attachments == (("method-actor", True),)
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


@pytest.mark.parametrize(
    "timeslot, index, rows",
    [("primetime", 1, [0, 1, 2, 3]), ("daytime", 0, [2, 3]), ("latenight", 2, [2, 3])],
)
def test_dawsons_reek_7_for_4_seasons_in_primetime_else_5_for_2(
    timeslot: str, index: int, rows: list[int]
) -> None:
    """ "If you schedule Dawson's Reek at primetime, it scores 7 viewers in its starting season
    and lasts for up to 4 seasons. If you schedule it for daytime or late night, it only scores 5
    viewers in its starting season, and you'll have to cancel it after 2 seasons." Millie's
    lineup is empty but for it; everyone passes every turn."""
    sc = Scenario(["Millie", "Taio"]).cash(0, 5).green_room(0, "character-actor")
    for slot in ("daytime", "primetime", "latenight"):
        sc.lineup(0, slot, None)
    game = sc.display(show=["dawsons-reek"]).start_turn(0)
    play(game, "produce dawsons-reek", "pick character-actor")
    if "done" in options(game):
        game.choose("done")
    game.choose(f"timeslot {timeslot}")
    millie = game.state.players[0]
    seen: list[int] = []
    scored: list[int] = []
    while not game.over:
        show = millie.lineup[index]
        if show is None:
            break
        seen.append(show.row)
        round_now = game.state.round
        while game.state.round == round_now and not game.over:
            game.choose("pass cash")
        scored.append(millie.round_scores[-1])
    assert seen == rows
    card = game.state.cards["dawsons-reek"]
    star = 3  # Character Actor, upright (no condition)
    assert scored[0] == (7 if timeslot == "primetime" else 5) + star
    assert scored == [card.rows[r] + star for r in rows]  # type: ignore[union-attr]
    assert millie.lineup[index] is None and millie.reruns == ["dawsons-reek"]
    # canceled right after its last season: at the end of round 2, or at game end
    assert game.over if len(rows) == 4 else game.state.round == len(rows) + 1


# --- Primetime, Producing Shows: "She could attach an ad as well, but decides not to." ----------


def test_millie_could_attach_her_ad_to_dawsons_reek() -> None:
    sc = Scenario(["Millie", "Taio"]).cash(0, 10)
    sc.green_room(0, "method-actor", "laundry-soap").display(show=["dawsons-reek"])
    game = sc.start_turn(0)
    play(game, "produce dawsons-reek", "pick method-actor")
    assert options(game) == ["pick laundry-soap", "done"]


# --- Primetime, End-Game Bonuses: Millie's 161, the 14 Network viewers included ---------------
