"""The PettingZoo AEC environment under PettingZoo's own API and seed tests, and whole games."""

from __future__ import annotations

import warnings

import pytest

pytest.importorskip("pettingzoo")

import numpy as np  # noqa: E402
from pettingzoo.test import api_test, seed_test  # noqa: E402

from primetime.adapters.pettingzoo import PrimetimeAEC, env, raw_env  # noqa: E402


def play_to_the_end(aec: object, seed: int) -> dict[str, float]:
    """Play random legal actions until every agent is done; the rewards each agent collected."""
    rng = np.random.default_rng(seed)
    totals: dict[str, float] = {}
    aec.reset(seed=seed)  # type: ignore[attr-defined]
    for agent in aec.agent_iter():  # type: ignore[attr-defined]
        observation, reward, terminated, truncated, _ = aec.last()  # type: ignore[attr-defined]
        totals[agent] = totals.get(agent, 0.0) + reward
        if terminated or truncated:
            action = None
        else:
            action = int(rng.choice(np.flatnonzero(observation["action_mask"])))
        aec.step(action)  # type: ignore[attr-defined]
    return totals


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_api_test(players: int) -> None:
    with warnings.catch_warnings():
        # Dict observations with an action mask are PettingZoo's own convention for board games.
        warnings.filterwarnings("ignore", message="Observation")
        api_test(env(players=players, render_mode="ansi"), num_cycles=1000)


@pytest.mark.parametrize("players", [1, 4])
def test_api_and_seed_tests_with_moguls(players: int) -> None:
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message="Observation")
        api_test(env(players=players, modules=("moguls",), render_mode="ansi"), num_cycles=1000)
    seed_test(lambda: env(players=players, modules=("moguls",)), num_cycles=200)
    totals = play_to_the_end(env(players=players, modules=("moguls",)), seed=players)
    assert all(-1.0 <= v <= 1.0 for v in totals.values())


@pytest.mark.parametrize(
    "modules", [("telly",), ("moguls", "executives", "telly")], ids=["telly", "all-megacorp"]
)
def test_api_and_seed_tests_in_telly_time(modules: tuple[str, ...]) -> None:
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message="Observation")
        api_test(env(players=3, modules=modules, render_mode="ansi"), num_cycles=1000)
    seed_test(lambda: env(players=3, modules=modules), num_cycles=200)
    totals = play_to_the_end(env(players=4, modules=modules), seed=4)
    assert all(-1.0 <= v <= 1.0 for v in totals.values())


@pytest.mark.parametrize("players", [1, 2, 4])
def test_seed_test(players: int) -> None:
    seed_test(lambda: env(players=players), num_cycles=200)


@pytest.mark.parametrize("players", [1, 3, 5])
def test_whole_games_end_with_bounded_rewards(players: int) -> None:
    totals = play_to_the_end(env(players=players), seed=players)
    assert sorted(totals) == [f"player_{i}" for i in range(players)]
    assert all(-1.0 <= value <= 1.0 for value in totals.values())
    if players > 1:
        assert sum(totals.values()) == pytest.approx(0.0)
        assert max(totals.values()) > 0


def test_observations_masks_and_spaces() -> None:
    aec = raw_env(players=3)
    aec.reset(seed=5)
    assert aec.observation_space("player_0") is aec.observation_space("player_0")
    assert aec.action_space("player_1") is aec.action_space("player_1")
    deciding = aec.agent_selection
    for agent in aec.agents:
        observation = aec.observe(agent)
        assert aec.observation_space(agent).contains(observation)
        assert observation["action_mask"].any() == (agent == deciding)


def test_same_seed_same_game_and_unseeded_resets_differ() -> None:
    first, second = raw_env(players=2), raw_env(players=2)
    first.reset(seed=9)
    second.reset(seed=9)
    assert first.game.fingerprint() == second.game.fingerprint()
    assert first.game.config.seed == 9
    first.reset()
    second.reset()
    assert first.game.config.seed == second.game.config.seed != 9


def test_render_is_the_board() -> None:
    aec = raw_env(players=2, render_mode="ansi")
    aec.reset(seed=1)
    text = aec.render()
    assert isinstance(text, str)
    assert "player_0" in text and "Display" in text and "Daytime" in text
    assert "?pilot" not in text  # hidden cards read as (hidden pilot)
    with pytest.raises(ValueError, match="render_mode"):
        PrimetimeAEC(render_mode="rgb_array")


def test_render_at_the_end_gives_the_scores_and_the_winner() -> None:
    aec = raw_env(players=2, render_mode="ansi")
    aec.reset(seed=3)
    rng = np.random.default_rng(3)
    while aec.agents:
        mask = aec.observe(aec.agent_selection)["action_mask"]
        done = aec.terminations[aec.agent_selection] or aec.truncations[aec.agent_selection]
        aec.step(None if done else int(rng.choice(np.flatnonzero(mask))))
    result = aec.game.result()
    text = aec.render()
    assert isinstance(text, str)
    scores = ", ".join(f"{p.name} {p.total}" for p in result.players)
    winners = " and ".join(result.players[i].name for i in result.winners)
    assert text.splitlines()[-1].startswith(f"Final scores: {scores}; ")
    assert text.endswith(winners)


def test_illegal_actions() -> None:
    raw = raw_env(players=2)
    raw.reset(seed=2)
    illegal = int(np.flatnonzero(raw.observe(raw.agent_selection)["action_mask"] == 0)[0])
    with pytest.raises(ValueError, match="not legal"):
        raw.step(illegal)
    wrapped = env(players=2)
    wrapped.reset(seed=2)
    agent = wrapped.agent_selection
    wrapped.last()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        wrapped.step(illegal)
    assert wrapped.rewards[agent] == -1.0
    assert all(wrapped.terminations.values())
