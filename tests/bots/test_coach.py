"""The coach: hints from the player's own view only, and the analysis of a saved game."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest

from helpers import placed
from primetime import coach
from primetime.bots.mcts import MCTSBot
from primetime.engine import Game
from primetime.engine.config import GameConfig
from primetime.engine.deck import HIDDEN
from primetime.engine.views import make_view

ITERS = 60  # small budgets: the values are compared with themselves, not judged


def at_turn(players: tuple[str, ...] = ("Ann", "Bob", "Cy"), seed: int = 5) -> Game:
    """A game played (first options) until a turn with several options."""
    game = Game.new(GameConfig(players=players, seed=seed))
    while True:
        decision = game.decision
        assert decision is not None
        if decision.kind == "turn" and len(decision.options) > 3:
            return game
        game.choose(decision.options[0])


def hidden_shuffled(game: Game, player: int) -> Game:
    """The same game with everything `player` cannot see in another order: hidden deck layers
    reversed and the other players' hands reversed and swapped between them."""
    other = game.clone()
    state = other.state
    for deck in state.decks.values():
        for index, layer in enumerate(deck.layers):
            if not layer.visible_to(player):
                deck.replace(index, layer.cards[::-1])
    rivals = [seat for i, seat in enumerate(state.players) if i != player]
    hands = [list(reversed(seat.hand)) for seat in rivals]
    for seat, hand in zip(rivals, hands[1:] + hands[:1], strict=True):
        seat.hand = hand
    return other


def at_pilot_season() -> Game:
    """Past the starters: Ann keeps 2 of her 4 Pilot Season cards while Bob and Cy hold
    theirs, unseen by her."""
    return placed(Game.new(GameConfig(players=("Ann", "Bob", "Cy"), seed=9)))


@pytest.mark.parametrize("start", [at_turn, at_pilot_season])
def test_the_hint_comes_from_the_players_own_view_only(start: Callable[[], Game]) -> None:
    game = start()
    decision = game.decision
    assert decision is not None
    player = decision.player
    other = hidden_shuffled(game, player)
    # the two games really differ, in hidden cards only
    assert game.state.to_dict() != other.state.to_dict()
    seen = make_view(game.state, player).state.to_dict()
    assert seen == make_view(other.state, player).state.to_dict()
    assert any(c.startswith(HIDDEN) for c in json.dumps(seen).split('"'))
    other_decision = other.decision
    assert other_decision is not None
    first = coach.hint(game.view(player), decision, ITERS, seed=3)
    second = coach.hint(other.view(player), other_decision, ITERS, seed=3)
    assert first.to_dict() == second.to_dict()
    assert len(first.ranked) == 3
    # what the player can see does change the hint: more cash of their own
    richer = game.clone()
    richer.state.players[player].cash += 30
    richer_decision = richer.decision
    assert richer_decision is not None
    third = coach.hint(richer.view(player), richer_decision, ITERS, seed=3)
    assert third.to_dict() != first.to_dict()


def test_the_pilot_season_hands_of_the_others_really_differ() -> None:
    game = at_pilot_season()
    other = hidden_shuffled(game, 0)
    assert game.decision is not None and game.decision.player == 0
    assert game.state.players[1].hand and game.state.players[1].hand != other.state.players[1].hand


def test_hint_options_are_legal_ranked_and_deterministic() -> None:
    game = at_turn(("Ann", "Bob"), seed=11)
    decision = game.decision
    assert decision is not None
    view = game.view(decision.player)
    found = coach.hint(view, decision, ITERS, seed=1)
    assert 1 <= len(found.ranked) <= coach.TOP
    for estimate in found.ranked:
        assert estimate.option in decision.options
        assert estimate.visits > 0
        assert estimate.win is not None and 0 <= estimate.win <= 1
        assert 0 < estimate.score < 400
    # the bot's choice (the most searched) first, then the others by score
    every_visits = [e.visits for e in coach.search_options(view, decision, ITERS, seed=1).ranked]
    assert found.ranked[0].visits == max(every_visits)
    scores = [e.score for e in found.ranked[1:]]
    assert scores == sorted(scores, reverse=True)
    assert coach.hint(view, decision, ITERS, seed=1) == found
    every = coach.search_options(view, decision, ITERS, seed=1)
    assert {str(e.option) for e in every.ranked} == {str(o) for o in decision.options}


def test_a_solo_search_values_every_option_though_puct_need_not_try_them() -> None:
    game = at_turn(("Ann",), seed=11)
    decision = game.decision
    assert decision is not None and len(decision.options) > 4
    view = game.view(0)
    every = coach.search_options(view, decision, 2 * len(decision.options), seed=1)
    assert {str(e.option) for e in every.ranked} == {str(o) for o in decision.options}
    assert all(e.visits == 2 for e in every.ranked)  # the budget is just the forced visits
    bot = MCTSBot(1, iterations=2 * len(decision.options))
    searched = bot.search(view, decision)  # the solo search's own PUCT
    assert len(searched.children) < len(decision.options)


def test_a_hint_needs_the_deciders_own_view() -> None:
    game = at_turn(("Ann", "Bob"), seed=11)
    decision = game.decision
    assert decision is not None
    for viewer in (None, 1 - decision.player):
        try:
            coach.hint(game.view(viewer), decision, ITERS)
        except ValueError:
            continue
        raise AssertionError(f"a hint for viewer {viewer} was given")


def made_save(bad_steps: int = 2, good_steps: int = 3) -> tuple[str, list[int], list[int]]:
    """A 2-player game saved part-way: Ann (seat 0) plays the coach's best at some decisions and,
    at some turns, the option it values lowest (a turn's worst of ten or more is a blunder, where
    a Pilot Season keep's is often within the noise); Bob plays first options. The steps of each
    kind."""
    game = Game.new(GameConfig(players=("Ann", "Bob"), seed=7))
    good: list[int] = []
    bad: list[int] = []
    while len(good) < good_steps or len(bad) < bad_steps:
        decision = game.decision
        assert decision is not None
        step = len(game.history)
        if decision.player != 0 or len(decision.options) == 1:
            game.choose(decision.options[0])
            continue
        found = coach.search_options(game.view(0), decision, ITERS, seed=step)
        worst = min(found.ranked, key=lambda e: e.score)
        blunder = decision.kind == "turn" and worst.score < found.best.score
        if len(bad) < bad_steps and blunder:
            game.choose(worst.option)
            bad.append(step)
        else:
            game.choose(found.best.option)
            good.append(step)
    return game.to_json(), good, bad


def test_analyse_loses_nothing_on_the_bots_choice_and_the_duels_sure_mean_otherwise() -> None:
    save, good, bad = made_save()
    analysis = coach.analyse(save, "Ann", iterations=ITERS)
    by_step = {m.step: m for m in analysis.moments}
    assert set(by_step) == set(good) | set(bad)
    for step in good:
        moment = by_step[step]
        assert moment.agreed and moment.duel is None and moment.loss == 0
    for step in bad:
        moment = by_step[step]
        duel = moment.duel
        assert not moment.agreed and duel is not None
        assert duel.pairs == coach.duel_pairs(ITERS) == coach.DUEL_LEAST
        assert moment.loss == (duel.mean if duel.mean > coach.SURE * duel.error else 0.0)
    lost = [s for s in bad if by_step[s].loss > 0]
    assert lost, "the options the search valued lowest all lost within the noise"
    assert [m.step for m in analysis.worst()] == sorted(lost, key=lambda s: -by_step[s].loss)
    assert analysis.agreed == len(good)
    assert analysis.within_noise == len(bad) - len(lost)
    assert analysis.total_loss == sum(by_step[s].loss for s in lost)
    assert analysis.curve == [m.best.score - m.loss for m in analysis.moments]
    data = analysis.to_dict()
    assert data["agreed"] == len(good) and data["name"] == "Ann"
    assert data["duel_pairs"] == coach.DUEL_LEAST and data["sure"] == coach.SURE
    assert len(coach.sparkline(analysis.curve)) == len(analysis.moments)


def test_a_duels_mean_and_standard_error() -> None:
    duel = coach.Duel.of([1.0, 2.0, 3.0, 6.0])
    # mean 3; sample variance (4 + 1 + 0 + 9) / 3; error sqrt(variance / 4)
    assert (duel.pairs, duel.mean) == (4, 3.0)
    assert duel.error == pytest.approx((14 / 3 / 4) ** 0.5)
    assert duel.sure  # 3 > 2 x 1.08
    unsure = coach.Duel.of([-1.0, 3.0])  # mean 1, variance 8, error 2
    assert (unsure.mean, unsure.error, unsure.sure) == (1.0, 2.0, False)
    assert not coach.Duel.of([-4.0, -5.0, -6.0]).sure  # the chosen one was better


def test_a_loss_within_the_duels_noise_counts_nothing() -> None:
    """A search that tried an option twice can value it 40 viewers below the best: the loss is
    the duel's, and only beyond `SURE` errors."""
    game = at_turn(("Ann", "Bob"), seed=11)
    decision = game.decision
    assert decision is not None
    first, second = decision.options[:2]
    chosen = coach.Estimate(first, "chosen", 50.0, None, 2)
    best = coach.Estimate(second, "best", 90.0, None, 40)

    def moment(duel: coach.Duel) -> coach.Moment:
        return coach.Moment(3, 1, "turn", 2, chosen, best, (best, chosen), duel)

    assert moment(coach.Duel(32, 5.0, 2.6)).loss == 0.0  # 5 is within 2 x 2.6
    assert moment(coach.Duel(32, 5.0, 2.4)).loss == 5.0  # not the search's 40
    assert moment(coach.Duel(32, -3.0, 0.5)).loss == 0.0
    assert moment(coach.Duel(32, 5.0, 2.4)).to_dict()["duel"] == {
        "pairs": 32,
        "mean": 5.0,
        "error": 2.4,
    }


def test_a_duel_plays_both_options_on_the_same_deals() -> None:
    """Common random numbers: an option against itself differs by exactly 0 on every deal."""
    game = at_turn(("Ann", "Bob", "Cy"), seed=5)
    decision = game.decision
    assert decision is not None
    view = game.view(decision.player)
    option = decision.options[1]
    assert MCTSBot(4).duel(view, decision, option, option, 12) == [0.0] * 12
    other = decision.options[2]
    differences = MCTSBot(4).duel(view, decision, option, other, 12)
    assert len(differences) == 12 and any(d != 0 for d in differences)
    assert MCTSBot(4).duel(view, decision, option, other, 12) == differences  # by its seed


def test_a_duel_reads_only_the_players_view() -> None:
    game = at_pilot_season()
    decision = game.decision
    assert decision is not None
    player = decision.player
    other = hidden_shuffled(game, player)
    other_decision = other.decision
    assert other_decision is not None
    first, second = decision.options[0], decision.options[-1]
    mine = MCTSBot(2).duel(game.view(player), decision, first, second, 8)
    theirs = MCTSBot(2).duel(other.view(player), other_decision, first, second, 8)
    assert mine == theirs
