"""Save files: `Game.to_json()` / `Game.from_json()` round-trip, and a bad save is refused whole.

"A save file that is corrupt, of another version, or whose choices don't replay is refused with a
clear message."
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from helpers import placed
from primetime import Game, GameConfig, SaveError, __version__
from primetime.engine.game import SAVE_FORMAT, SAVE_VERSION

NAMES = ("Ann", "Bob", "Cy", "Di", "Ed")


def played(choices: int, seed: int = 11, players: int = 3) -> Game:
    """A game after `choices` random choices."""
    game = Game.new(GameConfig(players=NAMES[:players], seed=seed))
    rng = random.Random(seed)
    for _ in range(choices):
        if game.over:
            break
        game.choose(rng.choice(game.decision.options))
    return game


def save_of(game: Game) -> dict[str, Any]:
    data = json.loads(game.to_json())
    assert isinstance(data, dict)
    return data


def refused(text: str) -> str:
    with pytest.raises(SaveError) as raised:
        Game.from_json(text)
    assert isinstance(raised.value, ValueError)
    return str(raised.value)


def refused_data(data: object) -> str:
    return refused(json.dumps(data))


# -- what a save holds ---------------------------------------------------------------------------


def test_a_save_is_json_with_exactly_the_documented_keys() -> None:
    game = played(25)
    data = save_of(game)
    assert set(data) == {
        "format",
        "version",
        "engine",
        "config",
        "auto_chance",
        "choices",
        "fingerprint",
    }
    assert data["format"] == SAVE_FORMAT == "primetime-save"
    assert data["version"] == SAVE_VERSION == 1
    assert data["engine"] == __version__
    assert data["config"] == game.config.to_dict()
    assert data["config"]["players"] == ["Ann", "Bob", "Cy"]
    assert data["config"]["seed"] == 11
    assert data["auto_chance"] is True
    assert data["choices"] == game.history
    assert len(data["choices"]) == 25
    assert data["fingerprint"] == game.fingerprint()
    assert len(data["fingerprint"]) == 64 and int(data["fingerprint"], 16) >= 0


def test_a_new_game_saves_no_choices() -> None:
    data = save_of(Game.new(GameConfig(players=NAMES[:3], seed=1)))
    assert data["choices"] == []


def test_a_save_without_auto_chance_says_so() -> None:
    game = placed(Game.new(GameConfig(players=NAMES[:3], seed=1), auto_chance=False))
    game.choose("deal weather-anchor")
    data = save_of(game)
    assert data["auto_chance"] is False
    assert data["choices"][3:] == ["deal weather-anchor"]  # after the 3 starters' placings
    loaded = Game.from_json(game.to_json())
    assert loaded.state.auto_chance is False
    assert loaded.state.players[0].hand == ["weather-anchor"]
    assert loaded.fingerprint() == game.fingerprint()


# -- good saves round-trip -----------------------------------------------------------------------


@pytest.mark.parametrize("choices", [0, 1, 3, 40, 120])
def test_a_good_save_round_trips(choices: int) -> None:
    game = played(choices)
    loaded = Game.from_json(game.to_json())
    assert loaded.fingerprint() == game.fingerprint()
    assert loaded.history == game.history
    assert loaded.config == game.config
    assert loaded.decision == game.decision
    assert [e.to_dict() for e in loaded.log] == [e.to_dict() for e in game.log]
    assert loaded.to_json() == game.to_json()
    # continuing both with the same choices gives the same game
    rng = random.Random(choices)
    for _ in range(30):
        if game.over:
            break
        option = rng.choice(game.decision.options)
        game.choose(option)
        loaded.choose(str(option))
    assert loaded.fingerprint() == game.fingerprint()
    assert loaded.history == game.history


def test_a_finished_game_round_trips_with_its_result() -> None:
    game = played(10_000, seed=5, players=2)
    assert game.over
    loaded = Game.from_json(game.to_json())
    assert loaded.over
    assert loaded.result().to_dict() == game.result().to_dict()
    assert loaded.fingerprint() == game.fingerprint()


@pytest.mark.parametrize(
    "config",
    [
        GameConfig(players=("Ann",), seed=3),
        GameConfig(players=("Ann", "Bob", "Cy"), seed=3, classic_turns=True),
        GameConfig(players=("Ann", "Bob"), seed=3, beginner=True),
    ],
    ids=["solo", "classic-turns", "beginner"],
)
def test_saves_of_every_mode_round_trip(config: GameConfig) -> None:
    game = Game.new(config)
    rng = random.Random(3)
    for _ in range(60):
        if game.over:
            break
        game.choose(rng.choice(game.decision.options))
    data = save_of(game)
    assert data["config"] == config.to_dict()
    loaded = Game.from_json(game.to_json())
    assert loaded.config == config
    assert loaded.fingerprint() == game.fingerprint()
    assert loaded.history == game.history


def test_a_save_without_a_fingerprint_loads_by_replay_only_when_asked() -> None:
    game = played(30)
    data = save_of(game)
    del data["fingerprint"]
    with pytest.raises(SaveError, match="--unverified"):
        Game.from_json(json.dumps(data))
    loaded = Game.from_json(json.dumps(data), allow_unverified=True)
    assert loaded.fingerprint() == game.fingerprint()


def test_a_loaded_game_is_independent_of_the_text() -> None:
    game = played(30)
    text = game.to_json()
    first, second = Game.from_json(text), Game.from_json(text)
    first.choose(0)
    assert second.fingerprint() == game.fingerprint() != first.fingerprint()


# -- corrupt saves -------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["", "not json", '{"format": ', "{'format': 'primetime-save'}"])
def test_text_that_is_not_json_is_refused(text: str) -> None:
    assert refused(text).startswith("not a primetime save file: not valid JSON (")


@pytest.mark.parametrize("data", [[], ["primetime-save"], "primetime-save", 1, None, True])
def test_json_that_is_not_an_object_is_refused(data: object) -> None:
    assert refused_data(data) == 'not a primetime save file (no "format": "primetime-save")'


@pytest.mark.parametrize("fmt", [None, "primetime", "PRIMETIME-SAVE", 1])
def test_a_missing_or_wrong_format_is_refused(fmt: object) -> None:
    data = save_of(played(5))
    if fmt is None:
        del data["format"]
    else:
        data["format"] = fmt
    assert refused_data(data) == 'not a primetime save file (no "format": "primetime-save")'


@pytest.mark.parametrize("version", [2, 0, "1", None])
def test_another_version_is_refused(version: object) -> None:
    data = save_of(played(5))
    data["version"] = version
    assert refused_data(data) == (
        f"save file version {version!r} is not supported; this primetime reads version 1"
    )


def test_a_missing_version_is_refused() -> None:
    data = save_of(played(5))
    del data["version"]
    assert refused_data(data) == (
        "save file version None is not supported; this primetime reads version 1"
    )


@pytest.mark.parametrize(
    "choices", [None, "keep a b", {"1": "end-turn"}, [0, 1], ["end-turn", 3], [["end-turn"]]]
)
def test_choices_that_are_not_a_list_of_texts_are_refused(choices: object) -> None:
    data = save_of(played(5))
    if choices is None:
        del data["choices"]
    else:
        data["choices"] = choices
    assert refused_data(data) == ('save file is corrupt: "choices" must be a list of option texts')


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        ({"players": ["A", "B", "C", "D", "E", "F"]}, "a game needs 1 to 5 players, got 6"),
        ({"players": []}, "a game needs 1 to 5 players, got 0"),
        ({"players": ["Ann", "Ann"]}, "player names must be different"),
        ({"seed": "eleven"}, "seed must be an integer, got 'eleven'"),
        ({"modules": ["telly-time"]}, "unknown module 'telly-time'"),
        ({"difficulty": "hard"}, "unknown config option 'difficulty'"),
        ({"boxes": ["megacorp"]}, "the first box is the base box, primetime"),
        (
            {"boxes": ["primetime", "zzz"], "modules": ["executives"]},
            "unknown box 'zzz'; boxes: megacorp, primetime, telly",
        ),
    ],
)
def test_a_bad_config_inside_is_refused(change: dict[str, object], problem: str) -> None:
    data = save_of(played(0))
    data["config"].update(change)
    assert refused_data(data).startswith(f"save file has a bad config: {problem}")


@pytest.mark.parametrize("key", ["cheat", "auto_chanse", "Choices"])
def test_a_key_a_save_does_not_hold_is_refused_naming_those_it_does(key: str) -> None:
    """A misspelled `auto_chance` would otherwise load with the default, silently."""
    data = save_of(played(3))
    data[key] = False
    assert refused_data(data) == (
        f"save file is corrupt: unknown keys [{key!r}]; a save holds auto_chance, choices, "
        "config, engine, fingerprint, format, version"
    )


@pytest.mark.parametrize("engine", [42, None, ["0.1"]])
def test_an_engine_that_is_not_a_version_text_is_refused(engine: object) -> None:
    data = save_of(played(3))
    data["engine"] = engine
    assert refused_data(data) == 'save file is corrupt: "engine" must be the version that wrote it'


@pytest.mark.parametrize("config", [None, [], "Ann,Bob"])
def test_a_config_that_is_not_an_object_is_refused(config: object) -> None:
    data = save_of(played(0))
    data["config"] = config
    message = refused_data(data)
    assert message.startswith("save file has a bad config: a config must be an object, got ")


def test_a_config_field_of_the_wrong_shape_is_refused_not_crashing() -> None:
    data = save_of(played(0))
    data["config"]["modules"] = 5  # tuple(5) fails inside the config
    assert refused_data(data).startswith("save file has a bad config: ")


# -- saves whose choices don't replay ------------------------------------------------------------


def test_a_choice_not_legal_at_its_point_is_refused_naming_its_number() -> None:
    game = played(20)
    data = save_of(game)
    data["choices"][6] = "keep nothing"
    message = refused_data(data)
    assert message.startswith(
        "save file does not replay: choice 7 ('keep nothing') is not legal there ("
    )
    assert "is not a legal option for the" in message  # the engine's own explanation follows


def test_a_legal_choice_moved_to_the_wrong_point_is_refused() -> None:
    game = played(10)
    data = save_of(game)
    data["choices"] = data["choices"][1:]  # player 0's pilot keep is now offered to player 1
    assert refused_data(data).startswith(
        f"save file does not replay: choice 1 ({game.history[1]!r}) is not legal there ("
    )


def test_choices_beyond_the_end_of_the_game_are_refused() -> None:
    game = played(10_000, seed=5, players=2)
    assert game.over
    data = save_of(game)
    data["choices"].append("end-turn")
    number = len(data["choices"])
    message = refused_data(data)
    assert message.startswith(
        f"save file does not replay: choice {number} ('end-turn') is not legal there ("
    )
    assert "the game is over" in message


def test_an_edited_fingerprint_is_refused() -> None:
    data = save_of(played(30))
    data["fingerprint"] = "0" * 64
    assert refused_data(data) == (
        "save file does not replay to the same game (made by another engine version, "
        "or edited); refusing to load it"
    )


def test_an_edited_choice_that_still_replays_is_caught_by_the_fingerprint() -> None:
    game = played(1)  # player 0 kept two Pilot Season cards
    data = save_of(game)
    offered = [str(o) for o in Game.new(game.config).decision.options]
    other = next(text for text in offered if text != data["choices"][0])
    data["choices"][0] = other
    edited = dict(data, fingerprint=None)
    replayed = Game.from_json(json.dumps(edited), allow_unverified=True)
    assert replayed.history == [other]  # it replays...
    assert "does not replay to the same game" in refused_data(data)  # ...to another game


def test_a_save_for_another_seed_is_caught_by_the_fingerprint() -> None:
    data = save_of(played(3))  # the starters placed: the Pilot Season cards are dealt
    data["config"]["seed"] = 12
    assert "does not replay to the same game" in refused_data(data)
