"""Shared test helpers (import them with `from helpers import ...`)."""

from __future__ import annotations

import importlib.util
import json
import random
import sys
from collections import Counter
from collections.abc import Callable
from itertools import pairwise
from pathlib import Path
from types import ModuleType

import pytest

from primetime import Game, GameConfig, IllegalChoice
from primetime.engine.views import visible_cards

NAMES = ("Ann", "Bob", "Cy", "Di", "Ed")
BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"


def load_benchmark(name: str) -> ModuleType:
    """The script `benchmarks/<name>.py` as a module, registered under its name, loaded with its
    folder on the path (a script imports its neighbours, `engine` say, as when it is run)."""
    spec = importlib.util.spec_from_file_location(name, BENCHMARKS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    sys.path.insert(0, str(BENCHMARKS))
    try:
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(str(BENCHMARKS))
    return module


def placed(game: Game) -> Game:
    """Each player's starter shows left where they were dealt (setup's first decisions), so
    the game waits at what comes next: Pilot Season, or its draws with chance as decisions."""
    while game.decision is not None and game.decision.kind == "starters":
        game.choose(game.decision.options[0])
    return game


def new_game(players: int = 4, seed: int = 0, **config: object) -> Game:
    """A new game past setup's starter placing (each player's starters as dealt)."""
    return placed(Game.new(GameConfig(players=NAMES[:players], seed=seed, **config)))  # type: ignore[arg-type]


def to_a_choice(game: Game, options: int = 2) -> Game:
    """Play forced (or first) moves up to a decision with at least `options` options."""
    while len(game.decision.options) < options:
        game.choose(game.decision.options[0])
    return game


def play_random(
    game: Game, seed: int = 0, each: Callable[[Game], None] | None = None, limit: int = 100_000
) -> Game:
    """Play uniformly random options to the end, calling `each` before every choice."""
    rng = random.Random(seed)
    for _ in range(limit):
        if game.over:
            return game
        if each is not None:
            each(game)
        decision = game.decision
        assert decision is not None
        game.choose(rng.choice(decision.options))
    raise AssertionError("game did not end")


def card_counts(game: Game) -> Counter[str]:
    return Counter(visible_cards(game.state))


def assert_conserved(game: Game) -> None:
    """Every card of the game is in exactly one place."""
    counts = card_counts(game)
    universe = Counter(game.state.universe)
    assert counts == universe, {
        "missing": sorted((universe - counts).elements())[:10],
        "extra": sorted((counts - universe).elements())[:10],
    }


def options(game: Game) -> list[str]:
    decision = game.decision
    assert decision is not None
    return [str(o) for o in decision.options]


def assert_refused(game: Game, choice: str) -> None:
    """The choice is not offered: forcing it raises IllegalChoice and changes nothing."""
    assert choice not in options(game)
    before = game.fingerprint()
    history = list(game.history)
    with pytest.raises(IllegalChoice):
        game.choose(choice)
    assert game.fingerprint() == before
    assert game.history == history


def play(game: Game, *choices: str) -> None:
    for choice in choices:
        game.choose(choice)


def attachments(game: Game, timeslot: int, player: int = 0) -> list[tuple[str, bool]]:
    show = game.state.players[player].lineup[timeslot]
    assert show is not None
    return list(show.attachments)


# (a show: one Exclusive Rights put there)
GREEN_ROOM_KINDS = {"star", "ad", "network", "anomaly", "mogul", "show"}


def check_invariants(game: Game) -> None:
    """What holds in every state of every game: each card in one place, no cash below $0, no
    round scored below 0, genre markers on spaces 1-5, one pass marker a player, a show card
    with a genre of the game on each occupied timeslot and on season rows 0-3, each attached
    card once, and only cards that may be there in a green room; the hooks the engine asks
    are those of the game's cards (its table is its universe's)."""
    assert_conserved(game)
    state = game.state
    assert state.table.universe == state.universe
    cards = state.cards
    assert len(set(state.pass_track)) == len(state.pass_track), state.pass_track
    for seat in state.players:
        assert seat.cash >= 0, f"{seat.name} has ${seat.cash}M"
        assert all(score >= 0 for score in seat.round_scores), seat.round_scores
        for space in seat.genres.values():
            assert 1 <= space <= 5
        assert len(seat.lineup) == state.geometry.slot_count
        for show in seat.lineup:
            if show is not None:
                assert 0 <= show.row < 4
                assert cards[show.card].kind == "show" and show.genre in state.geometry.genres
                attached = [card for card, _ in show.attachments]
                assert len(set(attached)) == len(attached), attached
        held = {card: cards[card].kind for card in seat.green_room}
        assert set(held.values()) <= GREEN_ROOM_KINDS, held


def hidden_from(game: Game, viewer: int | None) -> set[str]:
    """Cards the viewer may not see: deck contents, others' hands, box cards unknown to them."""
    state = game.state
    hidden: set[str] = set()
    for deck in state.decks.values():
        for layer in deck.layers:
            if viewer is None or not layer.visible_to(viewer):
                hidden.update(layer.cards)
    for i, seat in enumerate(state.players):
        if i != viewer:
            hidden.update(seat.hand)
    for card, known in state.box:
        if viewer is None or known is None or viewer not in known:
            hidden.add(card)
    return hidden


def assert_view_hides(game: Game, viewer: int | None) -> None:
    """The viewer's view shows no card hidden from them, no key, no event private to another,
    no decision of another's, and turns into JSON."""
    view = game.view(viewer)
    shown = set(visible_cards(view.state))
    leaked = shown & hidden_from(game, viewer)
    assert not leaked, f"view of {viewer} shows hidden cards {sorted(leaked)}"
    assert view.state.key is None
    for event in view.log:
        assert event.private is None or event.private == viewer
    decision = view.decision
    if decision is not None:
        assert decision.player == viewer
    json.dumps(view.to_dict())


def dealt_card_by_card(lines: list[str]) -> bool:
    """Two log lines in a row each telling one card dealt to the display: a run told card by
    card. One card dealt alone (Talent Agency's star, between other events) is a line of its own."""
    singles = [line.endswith(" is dealt to the display") for line in lines]
    return any(a and b for a, b in pairwise(singles))
