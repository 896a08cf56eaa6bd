"""`primetime analyse SAVE` through typer's CliRunner: the table, the curve, JSON, bad input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from primetime import Game, GameConfig
from primetime.cli.main import app

runner = CliRunner()


def saved(tmp_path: Path, choices: int = 14) -> Path:
    """A 2-player game saved after some choices: Ann (a person) takes last options."""
    config = GameConfig(players=("Ann", "Bob"), seed=3, extra={"seats": ["person", "random"]})
    game = Game.new(config)
    for _ in range(choices):
        decision = game.decision
        assert decision is not None
        game.choose(decision.options[-1] if decision.player == 0 else decision.options[0])
    path = tmp_path / "game.json"
    path.write_text(game.to_json())
    return path


def test_analyse_prints_the_worst_decisions_and_the_curve(tmp_path: Path) -> None:
    path = saved(tmp_path)
    result = runner.invoke(app, ["analyse", str(path), "--iters", "30"])
    assert result.exit_code == 0, result.output
    text = " ".join(result.output.split())
    assert text.startswith("Ann: ")
    assert "decisions with a choice" in text and "(30 searches a decision)" in text
    assert "The decisions that lost the most expected score" in text  # last options lose
    assert "as the bot would have chosen," in text and "not worse beyond the noise" in text
    assert "both options replayed on 32 shared deals, ± one standard error" in text
    assert "a loss counts only beyond 2 errors" in text
    assert "Expected final score over the game: " in text


def test_analyse_json_for_machines(tmp_path: Path) -> None:
    path = saved(tmp_path)
    result = runner.invoke(app, ["analyse", str(path), "--player", "bob", "-i", "20", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["name"] == "Bob" and data["player"] == 1 and data["iterations"] == 20
    assert data["decisions"] == len(data["moments"]) == len(data["curve"]) >= 1
    for moment in data["moments"]:
        duel = moment["duel"]
        if moment["chosen"]["option"] == moment["best"]["option"]:
            assert duel is None and moment["loss"] == 0
        else:
            assert duel["pairs"] == data["duel_pairs"] == 32
            sure = duel["mean"] > data["sure"] * duel["error"]
            assert moment["loss"] == pytest.approx(duel["mean"] if sure else 0, abs=0.01)
        assert moment["best"]["option"] == moment["top"][0]["option"]
        assert moment["win_loss"] == (
            0
            if moment["chosen"]["option"] == moment["best"]["option"]
            else pytest.approx(moment["best"]["win"] - moment["chosen"]["win"], abs=2e-4)
        )
    assert set(data["worst"]) <= {m["step"] for m in data["moments"] if m["loss"] > 0}
    assert data["agreed"] + data["within_noise"] == sum(1 for m in data["moments"] if not m["loss"])


def test_analyse_json_lists_as_many_worst_decisions_as_asked(tmp_path: Path) -> None:
    result = runner.invoke(
        app, ["analyse", str(saved(tmp_path, 40)), "-i", "30", "-w", "1", "--json"]
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    losses = sorted((m["loss"], m["step"]) for m in data["moments"] if m["loss"] > 0)
    assert len(losses) >= 2  # Ann's last options lose more than once: one is asked for
    assert data["worst"] == [losses[-1][1]]


def test_analyse_refuses_what_it_cannot_read(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    result = runner.invoke(app, ["analyse", str(bad)])
    assert result.exit_code == 2 and "not a primetime save file" in result.output
    result = runner.invoke(app, ["analyse", str(saved(tmp_path, 2)), "--player", "Zed"])
    assert result.exit_code == 2 and "no player 'Zed'" in result.output
    result = runner.invoke(app, ["analyse", str(tmp_path / "missing.json")])
    assert result.exit_code == 2 and "cannot read" in result.output
