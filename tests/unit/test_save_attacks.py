"""Hostile save files: deep nesting, huge numbers and missing fingerprints are refused with a
SaveError (one line at the command line), never a RecursionError, ValueError or traceback."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from primetime import Game, GameConfig, SaveError
from primetime.cli.main import app


def save_text() -> str:
    game = Game.new(GameConfig(players=("Ann", "Bea"), seed=4))
    game.choose(0)
    return game.to_json()


def deep() -> str:
    return '{"format": "primetime-save", "x": ' + "[" * 100_000 + "]" * 100_000 + "}"


def huge_seed() -> str:
    data = json.loads(save_text())
    return json.dumps(data).replace('"seed": 4', '"seed": ' + "9" * 5000)


def huge_float() -> str:
    return json.dumps(json.loads(save_text())).replace('"seed": 4', '"seed": 1' + "0" * 500 + ".5")


def unverified() -> str:
    data = json.loads(save_text())
    del data["fingerprint"]
    return json.dumps(data)


@pytest.mark.parametrize("text", [deep(), huge_seed(), huge_float(), unverified()])
def test_hostile_saves_are_refused_with_a_save_error(text: str) -> None:
    with pytest.raises(SaveError):
        Game.from_json(text)


def test_a_deep_string_is_not_nesting() -> None:
    data = json.loads(save_text())
    data["config"].setdefault("extra", {})["note"] = "[" * 1000
    assert Game.from_json(json.dumps(data)).history == json.loads(save_text())["choices"]


@pytest.mark.parametrize("make", [deep, huge_seed, unverified])
@pytest.mark.parametrize("command", ["play --load", "replay --all"])
def test_the_commands_say_one_line_and_no_traceback(
    tmp_path: Path, make: object, command: str
) -> None:
    save = tmp_path / "bad.json"
    save.write_text(make())  # type: ignore[operator]
    words = command.split()
    args = (
        [words[0], words[1], str(save)] if words[1] == "--load" else [words[0], str(save), "--all"]
    )
    result = CliRunner().invoke(app, args, env={"COLUMNS": "300"})
    assert result.exit_code == 2, result.output
    assert not isinstance(result.exception, (RecursionError, ValueError)) or isinstance(
        result.exception, SystemExit
    )
    assert "Traceback" not in result.output
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and ("save" in lines[0] or "nested" in lines[0])


def test_a_save_without_fingerprint_loads_with_the_flag(tmp_path: Path) -> None:
    save = tmp_path / "old.json"
    save.write_text(unverified())
    result = CliRunner().invoke(app, ["replay", str(save), "--all", "--unverified"])
    assert result.exit_code == 0, result.output
