"""The flow table, the registries and the turn-order value agree with each other."""

from __future__ import annotations

from primetime.cards import known_boxes, load_box
from primetime.engine.effect import EFFECTS
from primetime.engine.flow import TurnOrder, decision_kinds, scheduled_steps
from primetime.engine.machine import ASKS, STEPS
from primetime.engine.registry import MODULES, load_rules


def test_every_step_and_decision_the_flow_table_names_is_registered_and_back() -> None:
    load_rules()
    assert scheduled_steps() == set(STEPS), {
        "unregistered": sorted(scheduled_steps() - set(STEPS)),
        "not in the table": sorted(set(STEPS) - scheduled_steps()),
    }
    assert decision_kinds() == set(ASKS), {
        "unregistered": sorted(decision_kinds() - set(ASKS)),
        "not in the table": sorted(set(ASKS) - decision_kinds()),
    }


def test_every_effect_id_in_the_shipped_data_resolves() -> None:
    load_rules()
    for box in known_boxes():
        for card in load_box(box).values():
            if card.effect is not None:
                assert card.effect in EFFECTS, (box, card.id, card.effect)


def test_modules_are_found_by_name_and_their_boxes_load() -> None:
    load_rules()
    assert {"solo", "classic-turns"} <= set(MODULES)
    for name, cls in MODULES.items():
        assert cls.name == name
        for box in cls.boxes:
            assert load_box(box)


_NONE: tuple[int, ...] = ()  # no seat has passed


def test_the_turn_order_goes_round_from_the_first_seat() -> None:
    order = TurnOrder([2, 0, 1])
    assert order.first(_NONE) == 2
    assert [order.after(2, _NONE), order.after(0, _NONE), order.after(1, _NONE)] == [0, 1, 2]


def test_an_extra_turn_comes_first_and_play_goes_on_from_the_last_normal_turn() -> None:
    order = TurnOrder([0, 1, 2], extra=[1])
    assert order.first(_NONE) == 1  # the extra turn, before the 1st player
    assert order.after(1, _NONE) == 0  # then the 1st player
    assert order.after(0, _NONE) == 1
    order.extra.append(0)
    assert order.after(1, _NONE) == 0  # an extra turn in the middle of the round
    assert order.after(0, _NONE) == 2  # and on from where the order was


def test_a_skipped_turn_is_skipped_once() -> None:
    order = TurnOrder([0, 1, 2], skips=[1])
    assert order.first(_NONE) == 0
    assert order.after(0, _NONE) == 2
    assert order.after(2, _NONE) == 0
    assert order.after(0, _NONE) == 1


def test_passed_seats_are_skipped_and_none_is_left_when_all_passed() -> None:
    order = TurnOrder([0, 1, 2])
    assert order.after(0, [1]) == 2
    assert order.after(0, [1, 2, 0]) is None


def test_a_config_sent_to_another_process_leaves_its_caches_behind() -> None:
    import pickle

    from primetime import GameConfig
    from primetime.engine.modules import modules_of

    config = GameConfig(players=("Ann", "Bob"), seed=3, classic_turns=True)
    hash(config)
    assert [m.name for m in modules_of(config)] == ["classic-turns"]
    copy = pickle.loads(pickle.dumps(config))
    assert copy == config and not any(k.startswith("_") for k in copy.__dict__)
    assert [m.name for m in modules_of(copy)] == ["classic-turns"]


def test_each_config_keeps_its_own_modules_asked_in_turn() -> None:
    # The config last asked about is found by identity (`active_modules`): asking of two
    # configs in turn, or of an equal config that is another object, gives each its own.
    from primetime import GameConfig
    from primetime.engine.modules import active_modules, modules_of
    from primetime.engine.progress import progress_modules
    from primetime.engine.sources import sourcing_modules

    solo = GameConfig(players=("Ann",), seed=1)
    mega = GameConfig(players=("Ann", "Bob"), seed=1, modules=("moguls", "executives", "telly"))
    for _ in range(2):
        assert [m.name for m in modules_of(solo)] == ["solo"]
        assert [m.name for m in modules_of(mega)] == ["moguls", "telly", "executives"]
        assert sourcing_modules(solo) == ()
        assert [m.name for m in sourcing_modules(mega)] == ["executives"]  # boards in play
        # lowest progress rank first: an executive's own track (Generic) before Telly's grid
        assert [m.name for m in progress_modules(mega)] == ["executives", "moguls", "telly"]
        assert progress_modules(solo) == ()
    # an equal config, or one of another seed, switches the same modules on: shared
    twin = GameConfig(players=("Ann",), seed=2)
    assert active_modules(twin) is active_modules(solo)
    assert active_modules(mega) is not active_modules(solo)


def test_many_games_keep_no_config_behind() -> None:
    # Every game has its own config (its seed): the modules and table a config plays on are
    # kept by the modules switched on and the player count, not by config, so a long simulation
    # does not keep every game's config (functools.cache on the config did, until 2026-12-05).
    import gc
    import weakref

    from primetime import Game, GameConfig
    from primetime.engine.modules import base

    configs = [GameConfig(players=("Ann", "Bob"), seed=seed) for seed in range(50)]
    for config in configs:
        Game.new(config)
    alive = [weakref.ref(config) for config in configs[:-1]]  # the last one is the last asked
    del configs
    gc.collect()
    assert not any(ref() is not None for ref in alive)
    shapes = len(base._SHAPES)
    for seed in range(50, 100):
        Game.new(GameConfig(players=("Ann", "Bob"), seed=seed))
    assert len(base._SHAPES) == shapes
