"""Every adapter takes its modules alike: a string is one module or several joined by + or ,."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

pytest.importorskip("numpy")

from primetime.adapters.encoding import module_names  # noqa: E402


@pytest.mark.parametrize(
    ("given", "names"),
    [
        ("moguls", ("moguls",)),
        ("moguls+executives", ("moguls", "executives")),
        ("moguls, executives", ("moguls", "executives")),
        (("moguls",), ("moguls",)),
        (["moguls", "telly"], ("moguls", "telly")),
        ("", ()),
        ((), ()),
    ],
)
def test_a_string_is_module_names_never_letters(
    given: str | Sequence[str], names: tuple[str, ...]
) -> None:
    assert module_names(given) == names


@pytest.mark.parametrize("modules", ["moguls", "moguls+executives", "moguls,executives"])
def test_pettingzoo_takes_a_string_of_modules(modules: str) -> None:
    pytest.importorskip("pettingzoo")
    from primetime.adapters.pettingzoo import env

    aec = env(players=2, modules=modules)
    aec.reset(seed=1)
    assert aec.unwrapped.game.config.modules == module_names(modules)


@pytest.mark.parametrize("modules", ["moguls", "moguls+executives", "moguls,executives"])
def test_gymnasium_takes_a_string_of_modules(modules: str) -> None:
    pytest.importorskip("gymnasium")
    from primetime.adapters.gym_env import PrimetimeEnv

    env = PrimetimeEnv(players=2, modules=modules)
    env.reset(seed=1)
    assert env.game.config.modules == module_names(modules)


def test_openspiel_takes_the_same_strings() -> None:
    pytest.importorskip("pyspiel")
    from primetime.adapters.openspiel import config_from_params

    for modules in ("moguls", "moguls+executives", "moguls,executives"):
        config = config_from_params({"players": 2, "modules": modules})
        assert config.modules == module_names(modules)


@pytest.mark.parametrize("modules", ["moguls+executives", "moguls,executives"])
def test_an_openspiel_game_of_several_modules_loads_back_from_its_string(modules: str) -> None:
    """A comma in the game's string read as another parameter: load_game(str(game)),
    serializing and pickling failed ("Unknown parameter 'executives,players=2)'")."""
    pyspiel = pytest.importorskip("pyspiel")
    import pickle

    from primetime.adapters.openspiel import GAME_NAME

    game = pyspiel.load_game(GAME_NAME, {"players": 2, "modules": modules})
    assert "modules=moguls+executives" in str(game)
    again = pyspiel.load_game(str(game))
    assert again.config.modules == ("moguls", "executives")
    state = game.new_initial_state()
    state.apply_action(state.chance_outcomes()[0][0])
    _, copy = pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(game, state))
    assert str(copy) == str(state)
    assert str(pickle.loads(pickle.dumps(state))) == str(state)
