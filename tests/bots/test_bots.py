"""Bots: only offered options, deterministic for a seed, blind to hidden cards, in every mode."""

from __future__ import annotations

import math
import random
from collections.abc import Callable

import pytest

from helpers import new_game, to_a_choice
from primetime import Game, GameConfig, determinize
from primetime.bots import DIFFICULTIES, BotSpecError, make_bot, play_game
from primetime.bots.evaluate import DEFAULT, estimate, estimates
from primetime.bots.mcts import MCTSBot
from primetime.bots.policy import SOLO_POLICY, TABLE_POLICY, PolicyWeights
from primetime.bots.solo_value import solo_value
from primetime.bots.tuning import SOLO, TABLE, Tuning, to_rewards
from primetime.engine.machine import options_of, resolve
from primetime.engine.options import Option
from primetime.engine.state import GameState

MODES = [
    (1, {}),
    (2, {}),
    (3, {"classic_turns": True}),
    (4, {"beginner": True}),
    (5, {}),
    (3, {"modules": ("moguls",)}),
    (4, {"modules": ("moguls",)}),
]
SPECS = ["heuristic", "heuristic:noise=2", "mcts:iters=12:depth=6:worlds=2", "heuristic:ahead=1"]


class Checked:
    """Wraps a bot and checks every choice is one of the offered options."""

    def __init__(self, spec: str, seed: int) -> None:
        self.bot = make_bot(spec, seed)
        self.needs_view = self.bot.needs_view
        self.name = self.bot.name
        self.choices = 0

    def choose(self, view, decision):  # type: ignore[no-untyped-def]
        option = self.bot.choose(view, decision)
        assert option in decision.options, (option, decision.options)
        if view is not None:
            assert view.player == decision.player
        self.choices += 1
        return option


@pytest.mark.parametrize(
    ("players", "switches"),
    MODES,
    ids=["solo", "2p", "3p-classic", "4p-beginner", "5p", "3p-moguls", "4p-moguls"],
)
def test_bots_play_whole_games_choosing_only_offered_options(
    players: int, switches: dict[str, object]
) -> None:
    game = new_game(players, 7, **switches)
    bots = [Checked(SPECS[i % len(SPECS)], i) for i in range(players)]
    play_game(game, bots)
    assert game.over
    assert all(b.choices > 0 for b in bots)


def test_bots_value_keeping_a_mogul() -> None:
    """The heuristic estimate counts a face-up mogul's worth, and nothing once face down."""
    from primetime.engine.scenario import Scenario

    sc = Scenario(["Ann", "Bob"], modules=("moguls",))
    before = estimate(sc.state, 0)
    sc.green_room(0, "penny-pincher")
    held = estimate(sc.state, 0)
    sc.state.players[0].face_down = ("penny-pincher",)
    assert held > before and estimate(sc.state, 0) == pytest.approx(before)


def test_looking_ahead_follows_only_the_deciding_player_s_own_decisions() -> None:
    """`ahead` judges an option by the best of what the same player decides next in the same
    turn; an option after which someone else decides, or a new turn begins, is judged as
    without it."""
    from primetime.bots.heuristic import looked_ahead, option_values

    game = new_game(3, 5)
    rng = random.Random(5)
    mine = theirs = 0
    while not game.over and (mine < 3 or theirs < 3):
        decision = game.decision
        player = decision.player
        if player >= 0 and len(decision.options) > 1:
            plain = option_values(game, player, decision.options, DEFAULT)
            ahead = option_values(game, player, decision.options, DEFAULT, ahead=1)
            for option, value, looked in zip(decision.options, plain, ahead, strict=True):
                # a copy of the game spent on the option (its log, where `ahead` looks for a
                # new turn, emptied as a copy's is) values it the same
                spent = game.clone()
                assert option_values(spent, player, (option,), DEFAULT, 1, True) == [looked]
                after = game.state.clone(with_log=False)
                resolve(after, option)
                assert value == estimate(after, player)
                began = any(e.kind in ("turn", "round") for e in after.log)
                if after.pending is None or after.pending[1] != player or began:
                    assert looked == value
                    theirs += 1
                    continue
                best = -math.inf
                for follow in options_of(after):
                    then = after.clone(with_log=False)
                    resolve(then, follow)
                    best = max(best, estimate(then, player))
                assert looked == best == looked_ahead(after, player, DEFAULT, 1)
                mine += 1
        game.choose(rng.choice(decision.options))
    assert mine >= 3 and theirs >= 3


def _play(specs: list[str], seed: int) -> Game:
    game = new_game(len(specs), seed)
    play_game(game, [make_bot(s, seed + i) for i, s in enumerate(specs)])
    return game


def test_the_same_seed_gives_the_same_game() -> None:
    specs = ["heuristic", "mcts:iters=10:depth=4:worlds=2", "heuristic:noise=1"]
    first, second = _play(specs, 3), _play(specs, 3)
    assert first.history == second.history
    assert first.fingerprint() == second.fingerprint()
    assert _play(specs, 4).history != first.history


def _twins(seed: int, players: int = 3) -> tuple[Game, Game, int]:
    """Two games that look the same to the player deciding, but hold different hidden cards."""
    game = new_game(players, seed)
    rng = random.Random(seed)
    while game.state.round < 2:
        game.choose(rng.choice(game.decision.options))
    player = game.decision.player
    other = determinize(game.view(player), random.Random(seed + 100))
    assert other.state.decks["star"].cards() != game.state.decks["star"].cards()
    return game, other, player


@pytest.mark.parametrize(
    "spec", ["heuristic", "heuristic:ahead=2", "mcts:iters=30:depth=8:worlds=3"]
)
def test_a_bots_choice_does_not_depend_on_hidden_cards(spec: str) -> None:
    for seed in range(3):
        game, twin, player = _twins(seed)
        decision = game.decision
        assert [str(o) for o in twin.decision.options] == [str(o) for o in decision.options]
        chosen: list[Option] = []
        for world in (game, twin):
            bot = make_bot(spec, 99)
            chosen.append(bot.choose(world.view(player), world.decision))
        assert str(chosen[0]) == str(chosen[1])


def test_difficulty_names_make_bots() -> None:
    assert set(DIFFICULTIES) == {"easy", "medium", "hard"}
    for name in DIFFICULTIES:
        bot = make_bot(name, 1)
        assert bot.name


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("zzz", "unknown bot 'zzz'"),
        ("mcts:bogus=1", "mcts"),
        ("mcts:iters=0", "iters"),
        ("heuristic:noise=abc", "noise"),
        ("mcts:iters", "key=value"),
        ("heuristic:ahead=1.5", "ahead must be a whole number of 0 or more, not '1.5'"),
        ("heuristic:ahead=4", "ahead must be 3 or less, not 4"),
        ("heuristic:depth=2", "takes noise=X, turns=X and ahead=N, not \\['depth'\\]"),
    ],
)
def test_bad_bot_specs_are_refused_clearly(spec: str, message: str) -> None:
    with pytest.raises(BotSpecError, match=message):
        make_bot(spec)


def test_a_looking_ahead_heuristic_is_named_by_its_spec() -> None:
    assert make_bot("heuristic:ahead=2").name == "heuristic:ahead=2"
    assert make_bot("heuristic:noise=1:ahead=1").name == "heuristic:noise=1.0:ahead=1"


def test_mcts_respects_its_iteration_budget() -> None:
    game = new_game(2, 5)
    to_a_choice(game, 3)
    bot = MCTSBot(seed=1, iterations=25, worlds=2, chosen={"depth": 4})
    option = bot.choose(game.view(game.decision.player), game.decision)
    assert option in game.decision.options
    assert bot.last_iterations == 25


@pytest.mark.parametrize(("players", "tuned"), [(1, SOLO), (2, TABLE), (4, TABLE)])
def test_mcts_takes_the_modes_tuned_settings_unless_given(players: int, tuned: Tuning) -> None:
    game = new_game(players, 5)
    to_a_choice(game)
    view = game.view(game.decision.player)
    bot = make_bot("mcts:iters=4:worlds=1", 1)
    assert isinstance(bot, MCTSBot)
    bot.choose(view, game.decision)
    assert bot.tuning == tuned
    spec = "mcts:iters=4:worlds=1:c=0.9:depth=3:explore=0.3:widen=2:center=180:reward=linear"
    spec += ":prior=4"
    given = make_bot(spec, 1)
    assert isinstance(given, MCTSBot)
    given.choose(view, game.decision)
    assert given.tuning == tuned._replace(
        exploration=0.9, depth=3, explore=0.3, widen=2.0, center=180.0, reward="linear", prior=4.0
    )
    assert given.center == 180.0


@pytest.mark.parametrize(("players", "tuned"), [(1, SOLO_POLICY), (3, TABLE_POLICY)])
def test_mcts_rolls_out_with_the_modes_policy_unless_given(
    players: int, tuned: PolicyWeights
) -> None:
    game = new_game(players, 5)
    to_a_choice(game)
    view = game.view(game.decision.player)
    for spec, policy in [
        ("mcts:iters=2:worlds=1", tuned),
        ("mcts:iters=2:worlds=1:policy=table", TABLE_POLICY),
        ("mcts:iters=2:worlds=1:policy=solo", SOLO_POLICY),
    ]:
        bot = make_bot(spec, 1)
        assert isinstance(bot, MCTSBot)
        bot.choose(view, game.decision)
        assert bot.tuning.policy is policy


@pytest.mark.parametrize(
    ("value", "judge"),
    [("learned", solo_value), ("estimate", lambda state: estimates(state)[0])],
)
def test_solo_mcts_centres_its_reward_on_the_worlds_value(
    value: str, judge: Callable[[GameState], float]
) -> None:
    game = new_game(1, 5)
    to_a_choice(game)
    view = game.view(0)
    bot = make_bot(f"mcts:iters=4:worlds=3:center=root:value={value}", 2)
    assert isinstance(bot, MCTSBot)
    bot.choose(view, game.decision)
    rng = random.Random(2)  # the bot's own draws
    worlds = [determinize(view, rng) for _ in range(3)]
    assert bot.center == pytest.approx(sum(judge(w.state) for w in worlds) / 3)
    assert to_rewards([bot.center], 12.0, bot.center) == [0.5]


@pytest.mark.parametrize(
    "spec", ["mcts:widen=x", "mcts:center=high", "mcts:explore=", "mcts:k=1", "mcts:prior=-1"]
)
def test_bad_mcts_settings_are_refused_with_what_is_allowed(spec: str) -> None:
    with pytest.raises(BotSpecError, match="mcts"):
        make_bot(spec)


def test_an_unknown_rollout_policy_is_refused_with_the_known_ones() -> None:
    with pytest.raises(BotSpecError, match="policy is one of table, solo, not 'best'"):
        make_bot("mcts:policy=best")


def test_an_unknown_solo_reward_is_refused_with_the_known_ones() -> None:
    with pytest.raises(BotSpecError, match="reward is one of logistic, linear, not 'cubic'"):
        make_bot("mcts:reward=cubic")


def test_the_solo_rewards_agree_at_the_center_and_part_above_it() -> None:
    center = 200.0
    assert to_rewards([center], 12.0, center, "linear") == [0.5]
    assert to_rewards([center], 12.0, center, "logistic") == [0.5]
    assert to_rewards([240.0], 12.0, center, "linear") == [pytest.approx(0.9)]  # 40/100
    # the same slope at the center: 1/100 a viewer
    step = 0.01
    for reward in ("linear", "logistic"):
        up, down = (
            to_rewards([center + step], 12.0, center, reward),
            to_rewards([center - step], 12.0, center, reward),
        )
        assert (up[0] - down[0]) / (2 * step) == pytest.approx(0.01, rel=1e-4)
    # far above the center the logistic saturates (a bounded reward), the linear one does not
    high = to_rewards([300.0], 12.0, center, "logistic")[0]
    assert high == pytest.approx(1 / (1 + math.exp(-4)))
    assert to_rewards([300.0], 12.0, center, "linear") == [pytest.approx(1.5)]
    # against rivals the reward is a win chance whatever the solo setting
    assert to_rewards([150.0, 150.0], 12.0, center, "linear") == [0.5, 0.5]


def test_mcts_with_a_time_budget_stops_in_time() -> None:
    import time

    game = new_game(2, 6)
    to_a_choice(game, 3)
    bot = make_bot("mcts:time=0.2", 1)
    start = time.perf_counter()
    bot.choose(game.view(game.decision.player), game.decision)
    assert time.perf_counter() - start < 2.0  # a generous bound: only that it stops by itself
    assert isinstance(bot, MCTSBot) and bot.last_iterations > 0


def test_the_estimate_counts_what_is_banked_at_game_end() -> None:
    game = _play(["heuristic", "heuristic"], 2)
    result = game.result()
    assert [round(v) for v in estimates(game.state)] == [p.total for p in result.players]
    assert estimate(game.state, 0) == pytest.approx(result.players[0].total)


def test_the_heuristic_beats_random() -> None:
    wins = 0
    for seed in range(6):
        seats = ["heuristic", "random"] if seed % 2 == 0 else ["random", "heuristic"]
        game = _play(seats, 10 + seed)
        winner = game.result().winners
        wins += int(seats.index("heuristic") in winner)
    assert wins == 6


def test_a_heuristic_beeb_left_alone_in_the_round_passes_instead_of_circling() -> None:
    """Seed 7007 once left Beeb, last in round 3, moving round its rondel for ever: waiting and
    passing were worth the same, and the tie went to waiting."""
    config = GameConfig(players=("1", "2", "3", "4"), seed=7007, modules=("executives",))
    game = Game.new(config)
    assert game.state.parts["executives"] is not None
    bots = [make_bot("heuristic", seed=7007 * 10 + i) for i in range(4)]
    for _ in range(1000):
        if game.over:
            break
        decision = game.decision
        assert decision is not None
        game.choose(bots[decision.player].choose(game.view(decision.player), decision))
    assert game.over
    assert "beeb" in game.state.parts["executives"].held  # type: ignore[attr-defined]


def test_the_solo_policy_outscores_the_tables_when_playing_solo_alone() -> None:
    """The solo weights were fitted to the fast policy's own solo score (README): over 60 deals
    played greedily by each set of weights, the fitted set scores clearly more."""
    from primetime.bots.policy import solo_score

    deals = range(300, 360)
    table = sum(solo_score(s, TABLE_POLICY) for s in deals) / len(deals)
    solo = sum(solo_score(s, SOLO_POLICY) for s in deals) / len(deals)
    assert solo > table + 15, (solo, table)


def _to_a_choice(game: Game) -> Game:
    """Play forced moves up to the next decision with a choice."""
    to_a_choice(game)
    return game


def test_solo_mcts_with_reuse_starts_from_the_subtree_of_the_option_played() -> None:
    game = _to_a_choice(new_game(1, 5))
    bot = make_bot("mcts:iters=200:worlds=2:reuse=1", 3)
    assert isinstance(bot, MCTSBot)
    played = bot.choose(game.view(0), game.decision)
    assert bot.carried is not None
    seen, subtree = bot.carried
    assert seen == [(e.kind, e.player, e.data) for e in game.view(0).log]
    before = subtree.visits
    assert before > 0
    game.choose(played)
    _to_a_choice(game)
    assert any(str(o) in subtree.children for o in game.decision.options)
    bot.choose(game.view(0), game.decision)
    assert subtree.visits == before + 200  # the old visits and this search's iterations
    assert bot.last_iterations == 200


def test_mcts_starts_afresh_without_reuse_with_rivals_and_in_another_game() -> None:
    solo = _to_a_choice(new_game(1, 5))
    plain = make_bot("mcts:iters=50:worlds=2", 3)
    assert isinstance(plain, MCTSBot)
    plain.choose(solo.view(0), solo.decision)
    assert plain.carried is None  # reuse is off by default
    rivals = _to_a_choice(new_game(2, 5))
    table = make_bot("mcts:iters=50:worlds=2:reuse=1", 3)
    assert isinstance(table, MCTSBot)
    table.choose(rivals.view(rivals.decision.player), rivals.decision)
    assert table.carried is None  # a rival's decisions would come in between
    reusing = make_bot("mcts:iters=50:worlds=2:reuse=1", 3)
    assert isinstance(reusing, MCTSBot)
    reusing.choose(solo.view(0), solo.decision)
    assert reusing.carried is not None
    subtree = reusing.carried[1]
    before = subtree.visits
    other = _to_a_choice(new_game(1, 6))
    reusing.choose(other.view(0), other.decision)
    assert subtree.visits == before  # another game: a fresh tree


def test_a_bad_reuse_setting_is_refused() -> None:
    with pytest.raises(BotSpecError, match="reuse is one of 0, 1, not 'yes'"):
        make_bot("mcts:reuse=yes")
