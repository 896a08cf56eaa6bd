"""The scenario helper builds states a game could hold: search bots can play from them."""

from __future__ import annotations

import random

from primetime.engine.game import determinize
from primetime.engine.scenario import Scenario


def test_cards_a_scenario_puts_away_are_boxed_in_the_open_and_views_determinize() -> None:
    sc = Scenario(["Ann", "Bob"], executives={"Ann": "beeb"})
    starter = sc.state.players[0].lineup[0]
    assert starter is not None
    sc.lineup(0, "daytime", None).lineup(1, "primetime", None)
    sc.display(show=["car-chases-without-context"], star=[]).empty_deck("ad")
    game = sc.start_turn(0)
    box = dict(game.state.box)
    assert box[starter.card] == (0, 1)  # everyone saw the tester take it out of the game
    for player in (0, 1):
        view = game.view(player)
        assert starter.card in dict(view.state.box)
        world = determinize(view, random.Random(player))
        assert sorted(world.state.universe) == sorted(game.state.universe)
        assert world.decision is not None
        assert [str(o) for o in world.decision.options] == [str(o) for o in game.decision.options]
