"""Golden game: fixed seed + saved choices -> the same log, line for line, and the same result.

The file `game_3p_seed20261129.json` is written by `python tests/golden/regen.py` and is
regenerated ONLY ON PURPOSE, when a change is meant to change how games go (read the diff of the
JSON file before committing it). When this test fails, either the change broke something, or it
changed the game on purpose: then regenerate, review `git diff tests/golden/`, and commit both.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from primetime import Game, GameConfig, IllegalChoice, SaveError
from primetime.engine.game import SAVE_FORMAT, SAVE_VERSION
from primetime.engine.narrate import describe

GOLDEN_FILE = Path(__file__).with_name("game_3p_seed20261129.json")
REGENERATE = "if the change to the game is intended, run: python tests/golden/regen.py"


@pytest.fixture(scope="module")
def golden() -> dict[str, Any]:
    data = json.loads(GOLDEN_FILE.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def spectator_lines(game: Game) -> list[str]:
    view = game.view(None)
    return [describe(event, view.state) for event in view.log]


def replay(golden: dict[str, Any]) -> Game:
    game = Game.new(GameConfig.from_dict(golden["config"]))
    for number, choice in enumerate(golden["choices"], 1):
        try:
            game.choose(choice)
        except IllegalChoice as error:
            pytest.fail(
                f"golden choice {number} ({choice!r}) no longer replays: {error}; {REGENERATE}"
            )
    return game


def test_the_golden_file_is_the_documented_game(golden: dict[str, Any]) -> None:
    config = GameConfig.from_dict(golden["config"])
    assert config.players == ("Ann", "Bob", "Cy")
    assert config.seed == 20261129
    assert golden["bot_seeds"] == [101, 202, 303]
    assert len(golden["choices"]) > 50
    assert golden["log"][-1] == "The game is over"
    assert len(golden["result"]["players"]) == 3


def test_replaying_the_choices_tells_the_same_story(golden: dict[str, Any]) -> None:
    game = replay(golden)
    assert game.over, f"the golden choices no longer finish the game; {REGENERATE}"
    lines = spectator_lines(game)
    for number, (got, want) in enumerate(zip(lines, golden["log"], strict=False), 1):
        assert got == want, f"log line {number} differs; {REGENERATE}"
    assert len(lines) == len(golden["log"]), REGENERATE
    assert game.history == golden["choices"]


def test_replaying_the_choices_gives_the_same_result(golden: dict[str, Any]) -> None:
    game = replay(golden)
    result = json.loads(json.dumps(game.result().to_dict()))
    assert result == golden["result"], REGENERATE


def test_loading_an_equivalent_save_reproduces_the_fingerprint(golden: dict[str, Any]) -> None:
    save = {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "engine": golden["engine"],
        "config": golden["config"],
        "auto_chance": True,
        "choices": golden["choices"],
        "fingerprint": golden["fingerprint"],
    }
    try:
        game = Game.from_json(json.dumps(save))  # refuses the save if the fingerprint differs
    except SaveError as error:
        pytest.fail(f"the golden save no longer loads: {error}; {REGENERATE}")
    assert game.fingerprint() == golden["fingerprint"]
    assert spectator_lines(game) == golden["log"]
    assert game.to_json() == Game.from_json(game.to_json()).to_json()
