"""The random-game run resolves every effect id in the card data at least once."""

from __future__ import annotations

import functools
import random

import pytest

from helpers import new_game
from primetime.cards import load_box
from primetime.engine import hooks
from primetime.engine.hooks import EFFECTS, Effect
from primetime.engine.registry import load_rules

RESOLVING = (
    "on_gain",
    "use",
    "on_choice",
    "prepare_production",
    "production_cost",
    "no_penalty",
    "on_attach",
    "discard_to",
    "upkeep",
    "show_viewers",
    "game_end",
    "on_pick",
    "rerun_viewers",
    "after_score",
    "at_game_end",
    "round_items",
    "attach_side",
)


def busy_choice(rng: random.Random, game) -> object:  # type: ignore[no-untyped-def]
    """Random, but passing only now and then, so games are full of cards."""
    options = game.decision.options
    if game.decision.kind == "turn" and rng.random() < 0.9:
        busy = [o for o in options if not str(o).startswith(("pass", "end-turn"))]
        if busy:
            return rng.choice(busy)
    return rng.choice(options)


@pytest.fixture
def resolved(monkeypatch: pytest.MonkeyPatch) -> set[str]:
    seen: set[str] = set()
    load_rules()  # every effect registered before they are wrapped (not only after a game)
    for effect in EFFECTS.values():
        for name in RESOLVING:
            if getattr(type(effect), name) is getattr(Effect, name):
                continue
            method = getattr(effect, name)

            @functools.wraps(method)
            def record(*args, _m=method, _id=effect.id, **kwargs):  # type: ignore[no-untyped-def]
                seen.add(_id)
                return _m(*args, **kwargs)

            monkeypatch.setattr(effect, name, record)
    original = hooks.on_attach

    def on_attach(state, player, card, timeslot):  # type: ignore[no-untyped-def]
        effect = state.cards[card].effect
        if effect:
            seen.add(effect)
        return original(state, player, card, timeslot)

    monkeypatch.setattr(hooks, "on_attach", on_attach)
    import primetime.engine.production as production

    monkeypatch.setattr(production.hooks, "on_attach", on_attach)
    return seen


# Counted by wrapping hooks.on_attach, which compiled callers call directly, and effect methods,
# which compiled effects don't let be replaced: the compiled build's run (make test-fast) leaves
# both tests out (the pure run has them).
def test_random_games_resolve_every_effect_in_the_data(resolved: set[str]) -> None:
    cards = load_box("primetime")
    wanted = {c.effect for c in cards.cards.values() if c.effect}
    for seed in range(300):
        game = new_game(2 + seed % 4, seed)
        rng = random.Random(seed)
        while not game.over:
            game.choose(busy_choice(rng, game))
        game.result()
        for event in game.log:
            if event.kind == "use":
                effect = cards[event.data["card"]].effect
                if effect:
                    resolved.add(effect)
        if wanted <= resolved:
            break
    missed = sorted(wanted - resolved)
    assert not missed, f"effects never resolved in {seed + 1} random games: {missed}"


def test_random_games_with_moguls_resolve_every_mogul_effect(resolved: set[str]) -> None:
    cards = load_box("megacorp")
    wanted = {c.effect for c in cards.of_type("mogul") if c.effect}
    for seed in range(400):
        game = new_game(2 + seed % 4, seed, modules=("moguls",))
        rng = random.Random(seed)
        while not game.over:
            game.choose(busy_choice(rng, game))
        game.result()
        if wanted <= resolved:
            break
    missed = sorted(wanted - resolved)
    assert not missed, f"mogul effects never resolved in {seed + 1} random games: {missed}"
