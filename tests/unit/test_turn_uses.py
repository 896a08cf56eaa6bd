"""A turn's prompt reads only the last run of its options for the cards they use (`uses_words`):
checked against every option's `card_used` along random games of every module mix."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

import pytest

from primetime import Game, GameConfig
from primetime.engine.decision import Decision
from primetime.engine.machine import current_decision
from primetime.engine.turn_uses import card_used, uses_words

MIXES = [(), ("moguls",), ("executives",), ("telly",), ("moguls", "executives", "telly")]


def _random_decisions(modules: tuple[str, ...], games: int) -> Iterator[tuple[Game, Decision]]:
    """Every decision of random 3-player games, with its game; chosen once the caller looked."""
    for seed in range(games):
        game = Game.new(GameConfig(("Ann", "Bob", "Cy"), seed=seed, modules=modules))
        rng = random.Random(seed)
        while not game.over:
            decision = game.decision
            assert decision is not None
            yield game, decision
            game.choose(decision.options[rng.randrange(len(decision.options))])


@pytest.mark.parametrize("modules", MIXES)
def test_the_uses_a_turn_names_are_every_use_among_its_options(modules: tuple[str, ...]) -> None:
    asked = named = 0
    for game, decision in _random_decisions(modules, 6):
        if decision.kind == "turn":
            state = game.state
            kinds = {state.cards[c].kind for o in decision.options if (c := card_used(state, o))}
            words = uses_words(state.cards, state.config, decision.options)
            assert bool(words) == bool(kinds), decision.options
            for kind in kinds:  # each kind named once, by its own words
                assert words.count("network card" if kind == "network" else kind) == 1, words
            asked += 1
            named += bool(words)
    assert asked > 100 and named > 5  # the games did offer card uses


@pytest.mark.parametrize("modules", MIXES)
def test_a_prompt_read_after_the_game_moved_on_reads_as_when_it_was_asked(
    modules: tuple[str, ...],
) -> None:
    """A turn's prompt, and a new show's timeslot prompt, are worded when first read
    (`decision.Prompt`), from values that never change: read after the choice is made, any
    prompt says what it said when asked."""
    worded = Counter[str]()
    chosen: list[tuple[Decision, str]] = []  # each decision, and its prompt as it was asked
    for game, decision in _random_decisions(modules, 3):
        asked = current_decision(game.state)  # listed anew, its prompt read at once
        assert asked is not None
        chosen.append((decision, asked.prompt))
    for decision, words in chosen:  # read now, every game over
        if decision.kind in ("turn", "production-timeslot"):
            assert not isinstance(decision._prompt, str)  # not worded until read
            worded[decision.kind] += 1
        assert decision.prompt == words
    assert worded["turn"] > 50 and worded["production-timeslot"] > 5
