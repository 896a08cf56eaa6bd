"""Rulebook, Upkeep and Scoring Your Lineup: Taio pays $1M and scores 40 viewers.

"During upkeep, Taio makes $7M from ads, but his shows and stars cost $8M. He pays $1M to keep his
network running. He then adds up his score. His big hit, Throne of Games, scores 13 + 4 + 5 = 22
viewers. SportsEdges scores 9 and Flounder Tank scores 6. He adds +3 viewers from the pass track
for a total score of 40 viewers."

The +3 viewers are the 2nd pass column of the 3-player board (Passing example), so Taio plays a
3-player game and passes 2nd.
"""

from __future__ import annotations

from primetime import Game
from primetime.engine.scenario import Scenario
from primetime.engine.scoring import income_and_expenses, show_viewers

TAIO = 1


def taio_before_upkeep() -> Scenario:
    sc = Scenario(["Millie", "Taio", "Ann"]).cash(TAIO, 5)
    # Throne of Games ($3M) in its 2nd season (13), with two stars worth 4 and 5 ($2M + $1M)
    sc.lineup(
        TAIO,
        "primetime",
        "throne-of-games",
        row=1,
        attachments=["tabloid-magnet", "award-winning-actress"],
    )
    # SportsEdges ($1M) in its 2nd season (9), its sports ad earning $3M
    sc.lineup(TAIO, "daytime", "sportsedges", row=1, attachments=["thirst-quencher-sports-drink"])
    # Flounder Tank ($1M) in its 1st season (6), its only ad earning $4M
    sc.lineup(TAIO, "latenight", "flounder-tank", row=0, attachments=["exclusive-sponsor"])
    return sc


def test_taios_lineup_makes_7_and_costs_8() -> None:
    state = taio_before_upkeep().game_state()
    assert income_and_expenses(state, TAIO) == (7, 8)
    viewers = [show_viewers(state, TAIO, t, s) for t, s in state.players[TAIO].shows()]
    assert viewers == [9, 22, 6]  # daytime, primetime, late night


def test_taio_pays_1m_and_scores_40() -> None:
    game: Game = taio_before_upkeep().start_turn(0)
    game.choose("pass cash")  # Millie passes 1st
    assert game.decision is not None and game.decision.player == TAIO
    game.choose("pass viewers")  # Taio passes 2nd: 3 viewers instead of $6M
    assert game.state.players[TAIO].pass_viewers == 3
    game.choose("pass cash")  # Ann passes last; the round ends
    taio = game.state.players[TAIO]
    assert taio.cash == 5 - 1
    assert taio.round_scores == [22 + 9 + 6 + 3]
    assert taio.round_scores == [40]
