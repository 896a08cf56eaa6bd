"""Where a card may be used: each effect lists the points of a turn it offers uses at
(`Effect.use_points`), and the hooks ask only the effects that list the point they are at.

Rulebook, Using Network Cards: "You may use network cards in your green room at any time on
your turn"; each card's text says when (RULINGS section 4): Preempted Timeslot as you pass,
Flexible Schedule as you produce (its timeslot), Spinoff on your turn, while producing or before
a show is canceled, Surpriser (a show) when scoring.
"""

from __future__ import annotations

import pytest

from primetime.engine import hooks
from primetime.engine.effect import EFFECTS, USE_POINTS, Effect, implemented, use_hook
from primetime.engine.options import Option, UseCard
from primetime.engine.registry import load_rules
from primetime.engine.scenario import Scenario
from primetime.engine.sources import in_play
from primetime.engine.state import GameState

_USE_HOOKS = {use_hook(point) for point in USE_POINTS}


def test_every_effect_offering_uses_is_listed_under_each_of_its_points_and_no_other() -> None:
    load_rules()
    offering = 0
    for effect_id, effect in EFFECTS.items():
        listed = effect.implements & _USE_HOOKS
        if "use_options" in effect.implements:
            offering += 1
            assert set(effect.use_points) <= set(USE_POINTS), effect_id
            assert listed == {use_hook(p) for p in effect.use_points}, effect_id
        else:
            assert not listed, effect_id
    assert offering >= 10  # the network cards used on a turn, moguls, executives, shows


def test_an_effect_listing_a_point_the_turn_does_not_have_is_refused() -> None:
    class AtLunch(Effect):
        id = "test-at-lunch"
        use_points = ("turn", "lunch")

        def use_options(self, state: GameState, player: int, card: str, point: str) -> list[Option]:
            return [UseCard(card)]

    with pytest.raises(ValueError, match="'test-at-lunch': no use point \\['lunch'\\]"):
        implemented(AtLunch)


def _scenario() -> Scenario:
    return (
        Scenario(["Ann", "Bob"])
        .cash(0, 5)
        .green_room(0, "spinoff", "preempted-timeslot", "flexible-schedule")
        .lineup(0, 0, "surpriser", attachments=["character-actor"])
    )


def test_the_hooks_ask_each_card_only_at_the_points_it_lists() -> None:
    state = _scenario().start_turn(0).state
    asked = {p: sorted(s.card for s in in_play(state, 0, use_hook(p))) for p in USE_POINTS}
    assert asked == {
        "turn": ["spinoff"],
        "produce": [],
        "timeslot": ["flexible-schedule", "spinoff"],
        "attach": [],
        "pass": ["preempted-timeslot"],
        "score": ["surpriser"],
        "cancel": ["spinoff"],
        "upkeep": [],
    }


def test_the_uses_offered_at_each_point_are_those_of_the_cards_listing_it() -> None:
    state = _scenario().start_turn(0).state
    offered = {p: [str(o) for o in hooks.use_options(state, 0, p)] for p in USE_POINTS}
    assert offered == {
        "turn": ["use spinoff"],
        "produce": [],
        # nothing is being produced, so Flexible Schedule has no penalty to lift
        "timeslot": ["use spinoff"],
        "attach": [],
        "pass": ["use preempted-timeslot"],
        "score": ["use surpriser"],
        "cancel": ["use spinoff"],
        "upkeep": [],
    }
    assert hooks.use_options(state, 1, "pass") == []  # Bob holds none of them
