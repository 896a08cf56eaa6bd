"""The state's hand-written clones and snapshots miss no field: each class's fields (its
`__slots__`, or in the compiled build the attributes mypyc lists) must all have a sample value
here, and every sample must come through `clone`, pickling and, where the class says so,
`to_dict`. A lineup show is never changed once made: every sample comes through pickling and
each of its `with_...` changes."""

from __future__ import annotations

import pickle
from typing import Any

from helpers import new_game
from primetime.engine.state import GameState, LineupShow, PlayerState, Production, TurnFlags


def fields(cls: type) -> tuple[str, ...]:
    slots: tuple[str, ...] | None = cls.__dict__.get("__slots__")
    return slots if slots is not None else tuple(cls.__mypyc_attrs__)  # type: ignore[attr-defined]


def filled(obj: Any, samples: dict[str, Any]) -> Any:
    """`obj` with every field set to its sample (a value no constructor gives)."""
    assert set(samples) == set(fields(type(obj))), "a field without a sample: add it to clone too"
    for name, value in samples.items():
        setattr(obj, name, value)
    return obj


SHOW = {
    "card": "show-x",
    "row": 2,
    "genre": "drama",
    "attachments": (("star-x", False),),
    "extra_slots": ("star",),
    "spent": ("draw",),
    "tokens": (("star-x", "superstar"),),
}
PRODUCTION = {
    "player": 3,
    "card": "show-x",
    "attachments": ["star-x"],
    "timeslot": 1,
    "pilot": True,
    "ignore_slots": True,
    "extra_star_slots": 2,
    "no_penalty": True,
    "down": ("ad-x",),
    "genre": "comedy",
    "optional_slots": True,
    "fee": 3,
}
FLAGS = {"double_pass": True, "free_pass": True}


def player_samples() -> dict[str, Any]:
    return {
        "name": "Zed",
        "cash": 17,
        "lineup": [None, LineupShow("show-x", 1, "drama")],
        "green_room": ["star-x"],
        "reruns": ["show-y"],
        "genres": {"drama": 2},
        "round_scores": [5],
        "pass_viewers": 4,
        "hand": ["ad-x"],
        "banked": [("network", "card-x", 2)],
        "face_down": ("mogul-x",),
    }


def as_data(value: Any) -> Any:
    """A field's value comparable across copies (objects by their snapshot)."""
    if isinstance(value, list):
        return [as_data(v) for v in value]
    return value.to_dict() if hasattr(value, "to_dict") else value


def assert_cloned(obj: Any, samples: dict[str, Any]) -> None:
    """Every field comes through `clone` and through pickling (in both builds)."""
    for copy in (obj.clone(), pickle.loads(pickle.dumps(obj))):
        for name in samples:
            assert as_data(getattr(copy, name)) == as_data(getattr(obj, name)), name


def test_a_lineup_show_pickles_and_shows_every_field() -> None:
    assert set(SHOW) == set(fields(LineupShow)), "a field without a sample: add it to pickling"
    show = LineupShow(**SHOW)
    copy = pickle.loads(pickle.dumps(show))
    assert {name: getattr(copy, name) for name in SHOW} == SHOW
    assert set(show.to_dict()) == set(SHOW)


def test_a_changed_lineup_show_keeps_every_other_field() -> None:
    show = LineupShow(**SHOW)
    changed = {
        "row": show.with_row(0),
        "attachments": show.with_attachments((("star-y", True),)),
        "extra_slots": show.with_extra_slots(("ad",)),
        "spent": show.with_spent(()),
        "tokens": show.with_tokens(()),
    }
    for field, new in changed.items():
        assert getattr(new, field) != SHOW[field], field
        assert {n: getattr(new, n) for n in SHOW if n != field} == {
            n: v for n, v in SHOW.items() if n != field
        }, field
    assert {name: getattr(show, name) for name in SHOW} == SHOW  # (the show itself unchanged)


def test_a_copied_player_shares_its_shows_in_a_lineup_of_its_own() -> None:
    player = filled(PlayerState("a", 0), player_samples())
    copy = player.clone()
    assert copy.lineup is not player.lineup
    assert all(a is b for a, b in zip(copy.lineup, player.lineup, strict=True))


def test_a_production_copies_and_shows_every_field() -> None:
    production = filled(Production(0, "a"), PRODUCTION)
    assert_cloned(production, PRODUCTION)
    data = production.to_dict()
    assert list(data) == list(fields(Production))
    assert {k: v for k, v in data.items() if k not in ("attachments", "down")} == {
        k: v for k, v in PRODUCTION.items() if k not in ("attachments", "down")
    }


def test_turn_flags_copy_and_show_every_field() -> None:
    flags = filled(TurnFlags(), FLAGS)
    assert_cloned(flags, FLAGS)
    assert flags.to_dict() == FLAGS


def test_a_new_turn_resets_every_turn_flag_as_new_flags_are() -> None:
    flags = filled(TurnFlags(), FLAGS)
    flags.reset()  # (a new turn resets its state's flags in place)
    assert {name: getattr(flags, name) for name in FLAGS} == {
        name: getattr(TurnFlags(), name) for name in FLAGS
    }


def test_a_player_copies_and_shows_every_field() -> None:
    samples = player_samples()
    player = filled(PlayerState("a", 0), samples)
    assert_cloned(player, samples)
    assert set(player.to_dict()) == set(samples)


def test_a_game_state_clone_has_every_field() -> None:
    # A field `clone` forgot is unset on the copy (clone starts from a blank GameState).
    state = new_game(2).state
    copy = state.clone()
    for name in fields(GameState):
        assert hasattr(copy, name), name


def test_a_game_state_holds_its_cards_in_a_plain_dict() -> None:
    # `[]` on a dict subclass (the CardSet) is a Python-level method call in CPython, about
    # seven times a plain dict's lookup; the engine looks cards up ~22 times a decision.
    state = new_game(2).state
    assert type(state.cards) is dict
    assert state.cards is state.card_set.by_id
    assert state.cards == dict(state.card_set)
    for copy in (state.clone(), pickle.loads(pickle.dumps(state))):
        assert type(copy.cards) is dict
        assert copy.cards == state.cards
        assert copy.card_set.of_type("show") == state.card_set.of_type("show")
