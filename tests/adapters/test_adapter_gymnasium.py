"""The single-agent Gymnasium environment under Gymnasium's env checker, and whole episodes."""

from __future__ import annotations

import warnings

import pytest

from primetime.engine.modules.solo import rank as solo_rank

gymnasium = pytest.importorskip("gymnasium")

import numpy as np  # noqa: E402
from gymnasium.utils.env_checker import check_env  # noqa: E402

from primetime.adapters.gym_env import ENV_ID, PrimetimeEnv  # noqa: E402
from primetime.bots import BotSpecError  # noqa: E402


def episode(env: PrimetimeEnv, seed: int) -> tuple[float, int, dict[str, object]]:
    """A whole episode of random legal actions: (return, steps, final info)."""
    rng = np.random.default_rng(seed)
    observation, _ = env.reset(seed=seed)
    total, steps = 0.0, 0
    while True:
        assert np.array_equal(observation["action_mask"].astype(bool), env.action_masks())
        action = int(rng.choice(np.flatnonzero(observation["action_mask"])))
        observation, reward, terminated, truncated, info = env.step(action)
        total += reward
        steps += 1
        assert not truncated
        if terminated:
            return total, steps, info


@pytest.mark.parametrize("players", [1, 2, 3, 5])
def test_check_env(players: int) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the checker's notes on Dict spaces and spec-less envs
        check_env(PrimetimeEnv(players=players, seat="random", render_mode="ansi"))


@pytest.mark.parametrize("players", [1, 4])
def test_check_env_and_episodes_with_moguls(players: int) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        check_env(PrimetimeEnv(players=players, seat="random", modules=("moguls",)))
    env = PrimetimeEnv(players=players, modules=("moguls",))
    total, steps, _ = episode(env, seed=players)
    assert -1.0 <= total <= 1.0 and steps > 0
    assert "moguls" in env.game.state.parts


@pytest.mark.parametrize(
    "modules", [("telly",), ("moguls", "executives", "telly")], ids=["telly", "all-megacorp"]
)
def test_check_env_and_episodes_in_telly_time(modules: tuple[str, ...]) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        check_env(PrimetimeEnv(players=3, seat="random", modules=modules))
    env = PrimetimeEnv(players=4, modules=modules)
    total, steps, _ = episode(env, seed=4)
    assert -1.0 <= total <= 1.0 and steps > 0
    assert "grids" in env.game.state.parts and env.game.state.geometry.slot_count == 4


def test_check_env_through_the_registry() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        made = gymnasium.make(ENV_ID, players=3, opponents=["random", "random"])
        check_env(made.unwrapped)


@pytest.mark.parametrize("players", [1, 2, 4])
def test_whole_episodes(players: int) -> None:
    env = PrimetimeEnv(players=players)
    total, steps, info = episode(env, seed=players)
    assert -1.0 <= total <= 1.0 and steps > 5
    assert info["illegal_action"] is False
    assert isinstance(info["score"], int)
    if players > 1:
        assert isinstance(info["winner"], bool)
    else:  # solo has no winner (the engine's result marked its player one): its rank
        assert "winner" not in info and info["rank"] == solo_rank(info["score"])
    assert not env.action_masks().any()


def test_episodes_are_reproducible_from_the_seed() -> None:
    first, second = PrimetimeEnv(players=3, seat="random"), PrimetimeEnv(players=3, seat="random")
    assert episode(first, seed=4) == episode(second, seed=4)
    assert first.game.history == second.game.history
    assert first.seat == second.seat


def test_illegal_actions_end_the_episode_or_raise() -> None:
    env = PrimetimeEnv(players=2)
    observation, _ = env.reset(seed=0)
    illegal = int(np.flatnonzero(observation["action_mask"] == 0)[0])
    before = env.game.fingerprint()
    _, reward, terminated, truncated, info = env.step(illegal)
    assert (reward, terminated, truncated, info) == (-1.0, True, False, {"illegal_action": True})
    assert env.game.fingerprint() == before
    strict = PrimetimeEnv(players=2, illegal_action="raise")
    strict.reset(seed=0)
    with pytest.raises(ValueError, match="not legal"):
        strict.step(illegal)


def test_bad_arguments_are_refused() -> None:
    with pytest.raises(ValueError, match="seat"):
        PrimetimeEnv(players=2, seat=2)
    with pytest.raises(ValueError, match="opponent specs"):
        PrimetimeEnv(players=3, opponents=["random"])
    with pytest.raises(BotSpecError):
        PrimetimeEnv(players=2, opponents="no-such-bot")
    with pytest.raises(ValueError, match="illegal_action"):
        PrimetimeEnv(illegal_action="ignore")
