"""python_primetime under OpenSpiel's own conformance test, observers, resampling and ISMCTS."""

from __future__ import annotations

import random

import pytest

pyspiel = pytest.importorskip("pyspiel")

import numpy as np  # noqa: E402
from open_spiel.python.algorithms import ismcts, mcts  # noqa: E402

from primetime.adapters.openspiel import GAME_NAME, PrimetimeState, load_game  # noqa: E402

COUNTS = [1, 2, 3, 4, 5]
INFO_STATE = pyspiel.IIGObservationType(perfect_recall=True)
PUBLIC = pyspiel.IIGObservationType(perfect_recall=False, private_info=pyspiel.PrivateInfoType.NONE)


def random_states(game: object, seed: int, every: int = 1) -> list[PrimetimeState]:
    """Clones of every `every`-th player node of one random game (chance sampled)."""
    rng = random.Random(seed)
    state = game.new_initial_state()  # type: ignore[attr-defined]
    found: list[PrimetimeState] = []
    step = 0
    while not state.is_terminal():
        if state.is_chance_node():
            actions, probabilities = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(rng.choices(actions, probabilities)[0])
            continue
        if step % every == 0:
            found.append(state.clone())
        step += 1
        state.apply_action(rng.choice(state.legal_actions()))
    found.append(state)
    return found


@pytest.mark.parametrize("players", COUNTS)
def test_random_sim_test(players: int) -> None:
    game = load_game(players)
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)


@pytest.mark.parametrize("players", [1, 3, 4])
def test_random_sim_test_with_moguls(players: int) -> None:
    game = load_game(players, modules="moguls")
    assert game.num_distinct_actions() > load_game(players).num_distinct_actions()
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)
    observer = game.make_observer(INFO_STATE, {})
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False, observer=observer)


@pytest.mark.parametrize("modules", ["telly", "moguls+executives+telly"])
def test_random_sim_test_in_telly_time(modules: str) -> None:
    game = load_game(3, modules=modules)
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)
    observer = game.make_observer(INFO_STATE, {})
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False, observer=observer)


def test_telly_pilots_are_chance_nodes_so_episodes_differ() -> None:
    """Every deal is a chance node, Telly's pilot shows included (they were dealt from the game's
    seed at setup, the same in every episode): 6 for the 1st player, 5 for the 2nd, ..."""
    game = load_game(3, modules="telly")
    state = game.new_initial_state()
    for left in (6, 5, 4):
        assert state.is_chance_node()
        outcomes = state.chance_outcomes()
        assert len(outcomes) == left and all(p == pytest.approx(1 / left) for _, p in outcomes)
        state.apply_action(outcomes[-1][0])
    rng = random.Random(2)
    pilots = set()
    for _ in range(8):
        episode = game.new_initial_state()
        actions = [rng.choice([a for a, _ in episode.chance_outcomes()])]
        episode.apply_action(actions[0])
        pilots.add(episode.action_to_string(pyspiel.PlayerId.CHANCE, actions[0]))
    assert len(pilots) > 1


def test_moguls_states_resample_from_the_infostate() -> None:
    game = load_game(3, modules="moguls")
    for state in random_states(game, seed=4, every=25):
        if state.is_terminal():
            continue
        player = state.current_player()
        copy = state.resample_from_infostate(player, random.Random(1).random)
        assert copy.information_state_string(player) == state.information_state_string(player)


def test_an_unknown_module_is_refused() -> None:
    with pytest.raises(Exception, match="unknown module 'telly-time'"):
        load_game(2, modules="telly-time")


@pytest.mark.parametrize("players", COUNTS)
def test_random_sim_test_with_information_state_observer(players: int) -> None:
    game = load_game(players, classic_turns=players > 1, beginner=players % 2 == 0)
    observer = game.make_observer(INFO_STATE, {})
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False, observer=observer)


def test_random_sim_test_with_public_observer() -> None:
    game = load_game(3)
    observer = game.make_observer(PUBLIC, {})
    pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False, observer=observer)


def test_game_facts() -> None:
    game = pyspiel.load_game(GAME_NAME, {"players": 4})
    assert game.num_players() == 4
    assert game.num_distinct_actions() == 60_759
    assert game.max_chance_outcomes() == 204
    assert (game.min_utility(), game.max_utility()) == (-1.0, 1.0)
    assert game.get_type().utility == pyspiel.GameType.Utility.ZERO_SUM
    assert game.get_type().chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    solo = load_game(1)
    assert solo.get_type().utility == pyspiel.GameType.Utility.GENERAL_SUM
    state = game.new_initial_state()
    for player in range(4):  # setup: each player places their starters, in turn order
        assert state.current_player() == player
        assert state.action_to_string(player, state.legal_actions()[0]).startswith("starters ")
        state.apply_action(state.legal_actions()[0])
    assert state.is_chance_node()  # then Pilot Season deals
    outcomes = state.chance_outcomes()
    assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    assert all(
        state.action_to_string(pyspiel.PlayerId.CHANCE, a).startswith("deal ") for a, _ in outcomes
    )
    assert len(game.observation_tensor_shape()) == 1
    assert game.information_state_tensor_size() > game.observation_tensor_size()


@pytest.mark.parametrize(
    "params", [{"players": 0}, {"players": 6}, {"players": 1, "classic_turns": True}]
)
def test_bad_parameters_are_refused(params: dict[str, object]) -> None:
    with pytest.raises(ValueError, match="players|solo"):
        pyspiel.load_game(GAME_NAME, params)


@pytest.mark.parametrize("players", [1, 2, 4])
def test_returns_are_bounded_and_zero_sum(players: int) -> None:
    game = load_game(players)
    for seed in range(3):
        final = random_states(game, seed, every=10_000)[-1]
        returns = final.returns()
        assert all(-1.0 <= r <= 1.0 for r in returns)
        if players > 1:
            assert sum(returns) == pytest.approx(0.0)
            scores = [p.total for p in final.engine_game.result().players]
            best = max(scores)
            for score, value in zip(scores, returns, strict=True):
                if score == best and scores.count(best) == 1:
                    assert value == 1.0
        else:
            score = final.engine_game.result().players[0].total
            assert returns == [pytest.approx(max(-1.0, min(1.0, score / 150 - 1)))]


@pytest.mark.parametrize("players", [1, 2, 3, 5])
def test_resample_from_infostate_keeps_the_information_state(players: int) -> None:
    game = load_game(players)
    sampler = pyspiel.UniformProbabilitySampler(players, 0.0, 1.0)
    for state in random_states(game, seed=players, every=7)[:-1]:
        for player in range(players):
            other = state.resample_from_infostate(player, sampler)
            assert other.information_state_string(player) == state.information_state_string(player)
            assert other.information_state_tensor(player) == state.information_state_tensor(player)
            assert other.observation_string(player) == state.observation_string(player)
            assert other.current_player() == state.current_player()
            if player == state.current_player():  # only the decider knows all their options
                assert other.legal_actions() == state.legal_actions()


def test_resampled_states_play_on_and_serialize() -> None:
    game = load_game(3)
    sampler = pyspiel.UniformProbabilitySampler(5, 0.0, 1.0)
    state = random_states(game, seed=11, every=25)[2]
    other = state.resample_from_infostate(state.current_player(), sampler)
    text = pyspiel.serialize_game_and_state(game, other)
    _, restored = pyspiel.deserialize_game_and_state(text)
    assert str(restored) == str(other)
    rng = random.Random(0)
    while not other.is_terminal():
        if other.is_chance_node():
            other.apply_action(rng.choice([a for a, _ in other.chance_outcomes()]))
        else:
            other.apply_action(rng.choice(other.legal_actions()))
    assert len(other.returns()) == 3


def test_information_state_hides_other_players_cards() -> None:
    """Pilot Season hands: each player's info state names their own cards, never another's."""
    game = load_game(3)
    state = game.new_initial_state()
    rng = random.Random(3)
    players = state.engine_game.state.players
    while not all(len(p.hand) == 4 for p in players):  # the starters placed, the hands dealt
        if state.is_chance_node():
            state.apply_action(rng.choice([a for a, _ in state.chance_outcomes()]))
        else:
            state.apply_action(state.legal_actions()[0])
    hands = [state.engine_game.state.players[p].hand for p in range(3)]
    assert all(len(hand) == 4 for hand in hands)
    for player in range(3):
        text = state.information_state_string(player)
        for other in range(3):
            for card in hands[other]:
                assert (f'"{card}"' in text) == (other == player)
    public = state.get_game().make_py_observer(PUBLIC, {})
    spectator = public.string_from(state, 0)
    assert not any(f'"{card}"' in spectator for hand in hands for card in hand)


def test_tensors_are_finite_and_in_range() -> None:
    game = load_game(4)
    for state in random_states(game, seed=2, every=20):
        for player in range(4):
            for tensor in (
                state.observation_tensor(player),
                state.information_state_tensor(player),
            ):
                values = np.asarray(tensor)
                assert values.min() >= 0.0 and values.max() <= 1.0


@pytest.mark.parametrize("players", [1, 2, 3])
def test_ismcts_plays_complete_games(players: int) -> None:
    game = load_game(players)
    bot = ismcts.ISMCTSBot(
        game=game,
        evaluator=mcts.RandomRolloutEvaluator(1, np.random.RandomState(players)),
        uct_c=2.0,
        max_simulations=4,
        random_state=np.random.RandomState(players),
    )
    rng = np.random.RandomState(7)
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            actions, probabilities = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(rng.choice(actions, p=probabilities))
        else:
            action = bot.step(state)
            assert action in state.legal_actions()
            state.apply_action(action)
    assert len(state.returns()) == players
