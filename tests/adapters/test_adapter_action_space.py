"""The adapters' action space: every option the engine offers has one id, and back."""

from __future__ import annotations

import random

import pytest

from primetime import Game, GameConfig
from primetime.adapters.action_space import ActionSpace, UnmappedOption, action_space
from primetime.engine.decision import Decision
from primetime.engine.options import (
    AddAttachment,
    Deal,
    KeepCards,
    PickNumber,
    PlaceStarters,
    Produce,
    SignStar,
)

VARIANTS = [
    (1, {}),
    (2, {}),
    (3, {"beginner": True}),
    (4, {"classic_turns": True}),
    (5, {}),
    (2, {"classic_turns": True, "beginner": True}),
]


def test_ids_and_strings_are_unique_and_round_trip() -> None:
    space = action_space()
    assert space.num_player_actions == 60_759  # the 5 networks' starter orders, 30 of them
    assert space.num_chance_outcomes == 204
    for chance, options in ((False, space.player_options), (True, space.chance_options)):
        strings = [space.action_string(i, chance) for i in range(len(options))]
        assert len(set(strings)) == len(options)
        for action, option in enumerate(options):
            assert space.option_id(option, chance) == action
            assert space.option(action, chance) == option


def test_known_options_map_to_their_ids() -> None:
    space = action_space()
    produce = Produce("dawsons-reek", ("sponsored-content", "industry-veteran"))
    assert space.player_options[space.player_id(produce)] == produce
    attach = AddAttachment("gray-fox", 2, "breakout-star", "on-set-accommodations")
    assert str(space.player_options[space.player_id(attach)]) == str(attach)
    assert space.chance_options[space.chance_id(Deal("gray-fox"))] == Deal("gray-fox")
    assert space.chance_id(PickNumber(1)) == 203
    # a Pilot Season keep of one card or none (a player who can pay for no pair), and every
    # order of a network's starters
    for option in (
        KeepCards(("weather-anchor",)),
        KeepCards(()),
        PlaceStarters(("cheap-laughs", "bowling-night-live", "space-patrol-classics")),
    ):
        assert space.player_options[space.player_id(option)] == option


def test_unknown_options_and_ids_are_refused() -> None:
    space = action_space()
    with pytest.raises(UnmappedOption, match="no action id"):
        space.player_id(SignStar("no-such-card"))
    with pytest.raises(UnmappedOption):
        space.chance_id(SignStar("gray-fox"))
    with pytest.raises(ValueError, match="not a player action id"):
        space.option(space.num_player_actions, chance=False)
    decision = Decision(0, "turn", "take an action", (SignStar("gray-fox"),))
    with pytest.raises(UnmappedOption, match="no-such-card"):
        space.legal_ids(Decision(0, "turn", "x", (SignStar("no-such-card"),)))
    with pytest.raises(ValueError, match="not legal"):
        space.find(decision, space.player_id(SignStar("breakout-star")))


def test_duplicate_options_are_refused() -> None:
    with pytest.raises(ValueError, match="twice"):
        ActionSpace([SignStar("a"), SignStar("a")], [])


@pytest.mark.parametrize(
    ("players", "variant"),
    [*VARIANTS, (2, {"modules": ("moguls",)}), (4, {"modules": ("moguls",)})],
)
def test_every_offered_option_has_an_id(players: int, variant: dict[str, object]) -> None:
    """Random games with chance taken explicitly: each decision's options map to distinct ids,
    sorted, and each id maps back to an offered option (with Moguls: the moguls' space)."""
    space = action_space(tuple(variant.get("modules", ())))  # type: ignore[arg-type]
    names = tuple(f"p{i}" for i in range(players))
    for seed in range(25):
        game = Game.new(GameConfig(players=names, seed=seed, **variant), auto_chance=False)  # type: ignore[arg-type]
        rng = random.Random(seed)
        while not game.over:
            decision = game.decision
            assert decision is not None
            ids = space.legal_ids(decision)
            assert ids == sorted(set(ids)) and len(ids) == len(set(decision.options))
            options = {space.find(decision, action) for action in ids}
            assert options == set(decision.options)
            game.choose(space.find(decision, rng.choice(ids)))
