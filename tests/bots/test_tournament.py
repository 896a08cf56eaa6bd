"""Tournaments: rotated seats, ranks with ties, Wilson intervals, ratings, the CLI end to end."""

from __future__ import annotations

import json

import pytest
from openskill.models import PlackettLuce
from typer.testing import CliRunner

from primetime.cli.main import app
from primetime.tournament import Played, ranks_of, run_tournament, seatings, summarize, wilson


def test_seats_rotate_so_each_bot_plays_each_position_equally() -> None:
    plan = seatings(["a", "b", "c"], 3, 6, seed=10)
    assert [s.bots for s in plan] == [
        ("a", "b", "c"),
        ("c", "a", "b"),
        ("b", "c", "a"),
        ("a", "b", "c"),
        ("c", "a", "b"),
        ("b", "c", "a"),
    ]
    # each deal is played once per rotation
    assert [s.seed for s in plan] == [10, 10, 10, 11, 11, 11]
    for bot in "abc":
        positions = [s.bots.index(bot) for s in plan]
        assert sorted(positions) == [0, 0, 1, 1, 2, 2]


def test_fewer_bots_than_seats_fill_the_table_in_turn() -> None:
    assert seatings(["x", "y"], 4, 1, 0)[0].bots == ("x", "y", "x", "y")


def test_ranks_share_ties() -> None:
    assert ranks_of([10, 30, 20]) == [3, 1, 2]
    assert ranks_of([30, 30, 10]) == [1.5, 1.5, 3]
    assert ranks_of([5, 5, 5, 5]) == [2.5, 2.5, 2.5, 2.5]


def test_wilson_interval() -> None:
    low, high = wilson(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-4) and high == pytest.approx(0.5962, abs=1e-4)
    assert wilson(0, 0) == (0.0, 1.0)
    low, high = wilson(10, 10)
    assert high == 1.0 and low == pytest.approx(0.7225, abs=1e-4)


def test_summary_counts_wins_ties_and_ratings() -> None:
    played = [
        Played(0, ("a", "b"), [100, 90], ranks_of([100, 90]), [0]),
        Played(1, ("b", "a"), [80, 80], ranks_of([80, 80]), [0, 1]),
        Played(2, ("a", "b"), error="game 2: boom"),
    ]
    report = summarize(played, ["a", "b"], 1.0)
    assert report["games"] == 2 and report["errors"] == 1
    a, b = report["bots"]["a"], report["bots"]["b"]
    assert a["win_share"] == 0.75 and b["win_share"] == 0.25
    assert a["mean_score"] == 90.0 and b["mean_score"] == 85.0
    assert a["mean_rank"] == 1.25 and b["mean_rank"] == 1.75
    assert a["rating"] > b["rating"]


def test_a_bot_in_several_seats_gets_the_mean_of_its_seats_updates() -> None:
    """ "a" holds seats 1 and 4 and finishes 1st and last, "b" 2nd and 3rd. Each seat is rated as
    a player of its bot's rating, and each bot moves by the mean of its seats' updates. Before,
    a bot's seats shared one rating object, which openskill updates in place (a: 23.83, b:
    26.25 after this game, and "heuristic:ahead=1" rated below "heuristic" although it won
    twice as often)."""
    model = PlackettLuce()
    seats = model.rate([[model.rating()] for _ in range(4)], ranks=[1, 2, 3, 4])
    mu = [team[0].mu for team in seats]  # 27.80, 26.55, 24.69, 20.96
    played = [Played(0, ("a", "b", "b", "a"), [30, 20, 10, 0], [1, 2, 3, 4], [0])]
    report = summarize(played, ["a", "b"], 1.0)["bots"]
    assert report["a"]["mu"] == round((mu[0] + mu[3]) / 2, 2) == 24.38
    assert report["b"]["mu"] == round((mu[1] + mu[2]) / 2, 2) == 25.62


def test_a_short_tournament_runs_end_to_end() -> None:
    report = run_tournament(["heuristic", "mcts:iters=8:depth=4:worlds=2"], 2, 4, seed=5, jobs=2)
    assert report["games"] == 4 and report["errors"] == 0
    for name in ("heuristic", "mcts:iters=8:depth=4:worlds=2"):
        row = report["bots"][name]
        assert set(row) >= {"win_share", "ci95", "mean_score", "mean_rank", "rating"}
        assert row["seats"] == 4
    shares = [row["win_share"] for row in report["bots"].values()]
    assert sum(shares) == pytest.approx(1.0)


def test_the_tournament_command_prints_json() -> None:
    result = CliRunner().invoke(
        app,
        [
            "tournament",
            "--bots",
            "heuristic,random",
            "--players",
            "2",
            "--games",
            "4",
            "--seed",
            "3",
            "--json",
        ],
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["games"] == 4
    assert set(data["bots"]) == {"heuristic", "random"}
    assert set(data["bots"]["random"]) >= {"win_share", "ci95", "mean_score", "mean_rank", "rating"}


def test_the_tournament_command_refuses_unknown_bots() -> None:
    result = CliRunner().invoke(app, ["tournament", "--bots", "heuristic,nobody"])
    assert result.exit_code == 2
    assert "unknown bot 'nobody'" in result.stderr
